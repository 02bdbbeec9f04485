import type {
  SeedBlockedDate,
  SeedDeliverySlot,
  SeedLocalDelivery,
  SeedShippingOption,
  SeedShippingZone,
} from "./seed-types";

const hour = 60;

/** The day's slots; Pune, our home kitchen, takes half as many deliveries again. */
function slots(capacityScale: number): SeedDeliverySlot[] {
  const slot = (
    kind: SeedDeliverySlot["kind"],
    startMinute: number,
    endMinute: number,
    feePaise: number,
    capacity: number,
  ) => ({ kind, startMinute, endMinute, feePaise, capacity: capacity * capacityScale });
  return [
    slot("window", 9 * hour, 13 * hour, 0, 20),
    slot("window", 13 * hour, 17 * hour, 0, 20),
    slot("window", 17 * hour, 21 * hour, 0, 20),
    slot("fixed_time", 20 * hour, 20 * hour + 30, 19900, 8),
    slot("midnight", 23 * hour, 23 * hour + 59, 24900, 10),
  ];
}

/** Same day until 2 PM, each slot closing 3 hours before it starts; charged like the zone's standard courier. */
function handDelivery(
  areaName: string,
  position: number,
  standard: SeedShippingOption,
  capacityScale = 1,
): SeedLocalDelivery {
  return {
    areaName,
    position,
    cutoffMinute: 14 * hour,
    leadDays: 0,
    noticeMinutes: 3 * hour,
    horizonDays: 30,
    chargePaise: standard.chargePaise,
    freeShippingValuePaise: standard.freeShippingValuePaise,
    slots: slots(capacityScale),
  };
}

const puneStandard = { days: 2, chargePaise: 4900, freeShippingValuePaise: 99900 };
const mumbaiStandard = { days: 2, chargePaise: 5900, freeShippingValuePaise: 99900 };
const delhiStandard = { days: 3, chargePaise: 7900, freeShippingValuePaise: 149900 };
const bengaluruStandard = { days: 3, chargePaise: 7900, freeShippingValuePaise: 149900 };

export const shippingZones: SeedShippingZone[] = [
  {
    name: "Pune",
    pincodePrefixes: ["410", "411", "412", "413"],
    standard: puneStandard,
    express: { days: 1, chargePaise: 14900, freeShippingValuePaise: 299900 },
    localDelivery: handDelivery("Pune", 0, puneStandard, 1.5),
  },
  {
    name: "Mumbai",
    pincodePrefixes: ["400", "401"],
    standard: mumbaiStandard,
    express: { days: 1, chargePaise: 14900, freeShippingValuePaise: 299900 },
    localDelivery: handDelivery("Mumbai", 1, mumbaiStandard),
  },
  {
    name: "Delhi NCR",
    pincodePrefixes: ["110", "121", "122", "201"],
    standard: delhiStandard,
    express: { days: 2, chargePaise: 19900, freeShippingValuePaise: 299900 },
    localDelivery: handDelivery("Delhi", 3, delhiStandard),
  },
  {
    name: "Bengaluru",
    pincodePrefixes: ["560", "561", "562"],
    standard: bengaluruStandard,
    express: { days: 2, chargePaise: 19900, freeShippingValuePaise: 299900 },
    localDelivery: handDelivery("Bengaluru", 2, bengaluruStandard),
  },
  {
    name: "Hyderabad",
    pincodePrefixes: ["500", "501", "502"],
    standard: { days: 3, chargePaise: 7900, freeShippingValuePaise: 149900 },
    express: null,
  },
  {
    name: "Chennai",
    pincodePrefixes: ["600", "601", "602", "603"],
    standard: { days: 4, chargePaise: 8900, freeShippingValuePaise: 149900 },
    express: null,
  },
  {
    name: "Kolkata",
    pincodePrefixes: ["700", "711", "712", "743"],
    standard: { days: 4, chargePaise: 9900, freeShippingValuePaise: 149900 },
    express: null,
  },
  {
    name: "Rest of Maharashtra",
    pincodePrefixes: [
      "402",
      "414",
      "415",
      "416",
      "421",
      "422",
      "423",
      "424",
      "425",
      "431",
      "440",
      "441",
      "442",
      "443",
      "444",
      "445",
    ],
    standard: { days: 4, chargePaise: 6900, freeShippingValuePaise: 99900 },
    express: null,
  },
  {
    name: "Ahmedabad & Gandhinagar",
    pincodePrefixes: ["380", "382"],
    standard: { days: 5, chargePaise: 9900, freeShippingValuePaise: 149900 },
    express: null,
  },
  {
    name: "Jaipur",
    pincodePrefixes: ["302", "303"],
    standard: { days: 6, chargePaise: 9900, freeShippingValuePaise: 149900 },
    express: null,
  },
];

/** Diwali by year: the seed blocks hand delivery everywhere on the first of these from its own India date. */
export const diwaliBlocks: SeedBlockedDate[] = [
  { date: "2027-10-29", reason: "No deliveries on Diwali, 29 Oct" },
  { date: "2028-10-17", reason: "No deliveries on Diwali, 17 Oct" },
];
