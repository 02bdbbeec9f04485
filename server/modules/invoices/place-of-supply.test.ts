import { describe, expect, it } from "vitest";
import { placeOfSupplyOf } from "./place-of-supply";

describe("placeOfSupplyOf", () => {
  it("takes the state the address names, whatever its pincode says", () => {
    expect(placeOfSupplyOf({ state: "Karnataka", pincode: "411006" })).toEqual({
      code: "29",
      name: "Karnataka",
    });
    expect(placeOfSupplyOf({ state: "orissa", pincode: "110001" })).toEqual({ code: "21", name: "Odisha" });
  });

  it("falls back on the pincode's state when the name is not a state's", () => {
    expect(placeOfSupplyOf({ state: "Maharastra", pincode: "411006" })).toEqual({
      code: "27",
      name: "Maharashtra",
    });
    expect(placeOfSupplyOf({ state: "", pincode: "403001" })).toEqual({ code: "30", name: "Goa" });
    expect(placeOfSupplyOf({ state: "UK", pincode: "248001" })).toEqual({ code: "05", name: "Uttarakhand" });
    expect(placeOfSupplyOf({ state: "", pincode: "682555" })).toEqual({ code: "31", name: "Lakshadweep" });
    expect(placeOfSupplyOf({ state: "", pincode: "682001" })).toEqual({ code: "32", name: "Kerala" });
  });

  it("answers null when neither the name nor the pincode tells", () => {
    expect(placeOfSupplyOf({ state: "Atlantis", pincode: "999999" })).toBeNull();
  });
});
