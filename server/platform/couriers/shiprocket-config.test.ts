import { ConfigError, loadConfig } from "@server/config";
import { describe, expect, it } from "vitest";
import { courierProviderFor } from "./choose-courier-provider";

const four = {
  SHIPROCKET_EMAIL: "api-user@mithaas.in",
  SHIPROCKET_PASSWORD: "api-user-password",
  SHIPROCKET_PICKUP_LOCATION: "Primary",
  SHIPROCKET_WEBHOOK_TOKEN: "a-long-webhook-token-123",
};
const allOrNone =
  "SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD, SHIPROCKET_PICKUP_LOCATION, SHIPROCKET_WEBHOOK_TOKEN: set all four or none";

const messageOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
};

describe("Shiprocket settings", () => {
  it("are off without them, and the manual provider is chosen", () => {
    const config = loadConfig({});
    expect(config.shiprocket).toBeNull();
    expect(courierProviderFor(config)).toMatchObject({ name: "manual", books: false });
  });

  it("give Shiprocket with the documented defaults when all four are set", () => {
    const config = loadConfig(four);
    expect(config.shiprocket).toEqual({
      email: "api-user@mithaas.in",
      password: "api-user-password",
      pickupLocation: "Primary",
      webhookToken: "a-long-webhook-token-123",
      apiBase: "https://apiv2.shiprocket.in",
      parcel: { weightGrams: 500, lengthCm: 20, breadthCm: 15, heightCm: 10 },
    });
    const provider = courierProviderFor(config);
    expect(provider).toMatchObject({
      name: "shiprocket",
      books: true,
      defaultParcel: config.shiprocket?.parcel,
    });
  });

  it("stop start-up when only some of the four are set, naming all four", () => {
    for (const left of Object.keys(four)) {
      const partial = Object.fromEntries(Object.entries(four).filter(([name]) => name !== left));
      expect(messageOf(partial)).toContain(allOrNone);
    }
    expect(messageOf({ SHIPROCKET_WEBHOOK_TOKEN: four.SHIPROCKET_WEBHOOK_TOKEN })).toContain(allOrNone);
    expect(messageOf({ ...four, SHIPROCKET_PASSWORD: "" })).toContain(allOrNone);
  });

  it("take a webhook token of 16–200 printable characters without spaces", () => {
    expect(
      loadConfig({ ...four, SHIPROCKET_WEBHOOK_TOKEN: "x".repeat(16) }).shiprocket?.webhookToken,
    ).toHaveLength(16);
    expect(
      loadConfig({ ...four, SHIPROCKET_WEBHOOK_TOKEN: "~".repeat(200) }).shiprocket?.webhookToken,
    ).toHaveLength(200);
    for (const bad of ["x".repeat(15), "x".repeat(201), "sixteen chars ok", "token-with-é-accent-00"]) {
      expect(messageOf({ ...four, SHIPROCKET_WEBHOOK_TOKEN: bad })).toContain("SHIPROCKET_WEBHOOK_TOKEN");
    }
  });

  it("read the default parcel as grams and length x breadth x height in cm", () => {
    const parcel = (extra: Record<string, string>) => loadConfig({ ...four, ...extra }).shiprocket?.parcel;
    expect(parcel({ SHIPROCKET_PARCEL_WEIGHT_GRAMS: "1200", SHIPROCKET_PARCEL_CM: "30x25x8" })).toEqual({
      weightGrams: 1200,
      lengthCm: 30,
      breadthCm: 25,
      heightCm: 8,
    });
    expect(parcel({ SHIPROCKET_PARCEL_CM: "1x200x1" })).toMatchObject({ lengthCm: 1, breadthCm: 200 });
    for (const bad of [
      "20x15",
      "20x15x10x5",
      "20 x 15 x 10",
      "20X15X10",
      "0x15x10",
      "20x201x10",
      "2.5x15x10",
    ]) {
      expect(messageOf({ ...four, SHIPROCKET_PARCEL_CM: bad })).toContain("SHIPROCKET_PARCEL_CM");
    }
    for (const bad of ["49", "30001", "500.5", "heavy"]) {
      expect(messageOf({ ...four, SHIPROCKET_PARCEL_WEIGHT_GRAMS: bad })).toContain(
        "SHIPROCKET_PARCEL_WEIGHT_GRAMS",
      );
    }
  });

  it("take another API base for the double, without its trailing slash, and refuse a bad one", () => {
    expect(loadConfig({ ...four, SHIPROCKET_API_BASE: "http://127.0.0.1:3108/" }).shiprocket?.apiBase).toBe(
      "http://127.0.0.1:3108",
    );
    expect(messageOf({ ...four, SHIPROCKET_API_BASE: "ftp://example.in" })).toContain("SHIPROCKET_API_BASE");
    expect(messageOf({ ...four, SHIPROCKET_EMAIL: "not-an-email" })).toContain("SHIPROCKET_EMAIL");
  });
});
