import { describe, expect, it } from "vitest";
import { indianStates } from "./gstin";
import { pincodeCities, placeOfPincode, stateCodeOfPincode, stateCodeOfPrefix } from "./pincode-places";

const nameOf = (code: string) => indianStates.find((state) => state.code === code)?.name;

describe("pincodeCities", () => {
  it.each(pincodeCities())("%s %s lies in its state's range (%s)", (prefix, city, code) => {
    expect(stateCodeOfPrefix(prefix)).toBe(code);
    expect(placeOfPincode(`${prefix}001`)).toEqual({ city, state: nameOf(code) });
  });

  it("holds the decision's cities and leaves prefixes shared by several towns to their state", () => {
    const cityOf = (pincode: string) => placeOfPincode(pincode)?.city;
    expect(cityOf("411004")).toBe("Pune");
    expect(cityOf("500001")).toBe("Hyderabad");
    expect(cityOf("110001")).toBe("New Delhi");
    expect(pincodeCities().length).toBeGreaterThanOrEqual(50);
    for (const shared of ["201301", "412105", "403001", "641601", "781301", "221401"]) {
      expect(placeOfPincode(shared)).toMatchObject({ city: null });
    }
  });
});

describe("placeOfPincode", () => {
  it("names the state alone where the prefix is not one city", () => {
    expect(placeOfPincode("403001")).toEqual({ city: null, state: "Goa" });
    expect(placeOfPincode("201301")).toEqual({ city: null, state: "Uttar Pradesh" });
    expect(placeOfPincode("412105")).toEqual({ city: null, state: "Maharashtra" });
  });

  it("places an enclave by its state and gives it no city of the prefix around it", () => {
    expect(placeOfPincode("682555")).toEqual({ city: null, state: "Lakshadweep" });
    expect(placeOfPincode("682030")).toEqual({ city: "Kochi", state: "Kerala" });
    expect(placeOfPincode("605001")).toEqual({ city: null, state: "Puducherry" });
    expect(placeOfPincode("605602")).toEqual({ city: null, state: "Tamil Nadu" });
    expect(placeOfPincode("396230")).toMatchObject({ state: "Dadra and Nagar Haveli and Daman and Diu" });
    expect(placeOfPincode("396001")).toMatchObject({ state: "Gujarat" });
  });

  it.each([["41100"], ["4110041"], ["011001"], ["41100a"], [" 411004"], [""]])(
    "answers null for the malformed pincode %j",
    (pincode) => {
      expect(placeOfPincode(pincode)).toBeNull();
    },
  );

  it("answers null for a prefix no row covers", () => {
    expect(placeOfPincode("999999")).toBeNull();
    expect(placeOfPincode("100001")).toBeNull();
  });
});

describe("stateCodeOfPincode", () => {
  /** A circle's enclaves follow their circle's row; the directory, not the first digits, places the rest. */
  it.each([
    ["411004", "27"],
    ["403001", "30"],
    ["400001", "27"],
    ["248001", "05"],
    ["244001", "09"],
    ["244713", "05"],
    ["247001", "09"],
    ["247667", "05"],
    ["834001", "20"],
    ["823001", "10"],
    ["824101", "10"],
    ["822101", "20"],
    ["160017", "04"],
    ["194101", "38"],
    ["737101", "11"],
    ["744101", "35"],
    ["682555", "31"],
  ])("%s is in state %s", (pincode, code) => {
    expect(stateCodeOfPincode(pincode)).toBe(code);
  });
});
