import { describe, expect, it } from "vitest";
import { gstinProblem, indianStates, stateCodeOf } from "./gstin";

/** Published GSTINs: GSTN's documentation sample, Reliance Industries, Flipkart Internet, Amazon Seller Services. */
const realGstins = [
  ["27AAPFU0939F1ZV", "Maharashtra"],
  ["27AAACR5055K1Z7", "Maharashtra"],
  ["29AACCF0683K1ZD", "Karnataka"],
  ["29AAICA3918J1ZE", "Karnataka"],
] as const;

/** The address form's State select (web/src/features/profile/indian-states.ts) as it stands. */
const addressFormStates = [
  "Andaman and Nicobar Islands",
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chandigarh",
  "Chhattisgarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jammu and Kashmir",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Ladakh",
  "Lakshadweep",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Puducherry",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
];

const base36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

describe("indianStates", () => {
  it("holds each two-digit code and each name once", () => {
    const codes = indianStates.map((state) => state.code);
    expect(codes.every((code) => /^\d{2}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(indianStates.map((state) => state.name)).size).toBe(indianStates.length);
  });

  it("has the codes GST uses today, from 01 to 38 without the retired 25 and 28, and 97", () => {
    expect(indianStates.map((state) => state.code)).toEqual([
      ...Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, "0")).filter(
        (code) => code !== "25" && code !== "28",
      ),
      "97",
    ]);
  });
});

describe("stateCodeOf", () => {
  it("finds every state the address form offers, under the same name", () => {
    for (const name of addressFormStates) {
      const code = stateCodeOf(name);
      expect(code, name).not.toBeNull();
      expect(indianStates.find((state) => state.code === code)?.name).toBe(name);
    }
    expect(indianStates.filter((state) => state.code !== "97")).toHaveLength(addressFormStates.length);
  });

  it.each([
    ["Karnataka", "29"],
    ["KARNATAKA", "29"],
    ["  tamil   nadu ", "33"],
    ["Jammu & Kashmir", "01"],
    ["Tamil Nadu.", "33"],
    ["Andaman & Nicobar Islands", "35"],
    ["Dadra & Nagar Haveli and Daman & Diu", "26"],
    ["Daman and Diu", "26"],
    ["Dadra and Nagar Haveli", "26"],
    ["Orissa", "21"],
    ["Pondicherry", "34"],
    ["New Delhi", "07"],
    ["NCT of Delhi", "07"],
    ["Uttaranchal", "05"],
    ["Chattisgarh", "22"],
    ["Andhra Pradesh", "37"],
    ["Ladakh", "38"],
    ["Other Territory", "97"],
  ])("%s is %s", (name, code) => {
    expect(stateCodeOf(name)).toBe(code);
  });

  it.each(["", "Bengaluru", "Kashmir", "Pradesh"])("does not know %j", (name) => {
    expect(stateCodeOf(name)).toBeNull();
  });
});

describe("gstinProblem", () => {
  it.each(realGstins)("accepts %s, registered in %s", (gstin, state) => {
    expect(gstinProblem(gstin)).toBeNull();
    expect(gstinProblem(gstin, state)).toBeNull();
  });

  it("reads small letters and surrounding spaces as the same GSTIN", () => {
    expect(gstinProblem("  27aapfu0939f1zv ", "maharashtra")).toBeNull();
  });

  it.each(["", "27AAPFU0939F1Z", "27AAPFU0939F1ZVX", "27 AAPFU 0939F1ZV"])(
    "%j is the wrong length",
    (gstin) => {
      expect(gstinProblem(gstin)).toBe("GSTIN must be 15 characters");
    },
  );

  it.each([
    ["all digits", "369296450896540"],
    ["a digit in the PAN's letters", "27AAPF10939F1ZV"],
    ["a letter in the PAN's digits", "27AAPFU09A9F1ZV"],
    ["a digit ending the PAN", "27AAPFU093991ZV"],
    ["entity number 0", "27AAPFU0939F0ZV"],
    ["no Z", "27AAPFU0939F1YV"],
    ["a letter in the state code", "2AAAPFU0939F1ZV"],
    ["a sign", "27AAPFU0939F1Z-"],
  ])("refuses %s", (_, gstin) => {
    expect(gstinProblem(gstin)).toBe("GSTIN must look like 27ABCDE1234F1Z5");
  });

  it.each(["00", "25", "28", "39", "98", "99"])(
    "refuses state code %s whatever the check character",
    (code) => {
      for (const check of base36) {
        expect(gstinProblem(`${code}AAPFU0939F1Z${check}`)).toBe(
          `GSTIN's state code ${code} is not a state's`,
        );
      }
    },
  );

  it("names the state the GSTIN should be from when it is another's", () => {
    expect(gstinProblem("29AACCF0683K1ZD", "Maharashtra")).toBe(
      "GSTIN's state code 29 is not Maharashtra's (27)",
    );
    expect(gstinProblem("27AAPFU0939F1ZV", "orissa")).toBe("GSTIN's state code 27 is not Odisha's (21)");
  });

  it("says so when the state given is not one", () => {
    expect(gstinProblem("27AAPFU0939F1ZV", " Bombay ")).toBe(
      "Bombay is not a state or union territory of India",
    );
  });

  it("finds every change of one character", () => {
    const [gstin, state] = realGstins[0];
    let changes = 0;
    for (let at = 0; at < gstin.length; at++) {
      for (const other of base36) {
        if (other === gstin.charAt(at)) continue;
        const changed = `${gstin.slice(0, at)}${other}${gstin.slice(at + 1)}`;
        expect(gstinProblem(changed, state), changed).not.toBeNull();
        changes++;
      }
    }
    expect(changes).toBe(15 * 35);
  });

  it("refuses a well-formed GSTIN whose check character is not the one its first 14 make", () => {
    for (const [gstin] of realGstins) {
      for (const check of base36) {
        if (check === gstin.charAt(14)) continue;
        expect(gstinProblem(`${gstin.slice(0, 14)}${check}`)).toBe("GSTIN's check character is wrong");
      }
    }
  });
});
