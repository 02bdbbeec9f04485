import { userProfile } from "@contract/profile";
import { users } from "@server/db/schema/auth";
import { signInAs } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

let counter = 0;
const newCustomer = (values: { firstName?: string; lastName?: string; phone?: string } = {}) =>
  signInAs(t.db, { email: `customer${++counter}@example.in`, ...values });

const update = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/api/user/profile/update_profile/",
    headers,
    payload: payload as object,
  });

describe("GET /api/user/profile/", () => {
  it("answers the signed-in customer's profile object", async () => {
    const { user, headers } = await newCustomer({
      firstName: "Kavya",
      lastName: "Iyer",
      phone: "9123456780",
    });
    const res = await t.app.inject({ url: "/api/user/profile/", headers });
    expect(res.statusCode).toBe(200);
    expect(userProfile.parse(res.json())).toEqual({
      id: user.id,
      email: user.email,
      first_name: "Kavya",
      last_name: "Iyer",
      phone: "9123456780",
    });
  });

  it("answers 401 with a message to a guest", async () => {
    const res = await t.app.inject({ url: "/api/user/profile/" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Please sign in to continue" });
  });
});

describe("POST /api/user/profile/update_profile/", () => {
  it("saves trimmed names and the phone as its 10 digits, and answers the updated profile", async () => {
    const { user, headers } = await newCustomer();
    const res = await update(headers, {
      first_name: "  Rohan ",
      last_name: "Deshpande",
      phone: "+91 98220 12345",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      email: user.email,
      first_name: "Rohan",
      last_name: "Deshpande",
      phone: "9822012345",
    });
    expect((await t.app.inject({ url: "/api/user/profile/", headers })).json()).toEqual(res.json());
  });

  it.each([
    ["+91 98765 43210"],
    ["+919876543210"],
    ["919876543210"],
    ["09876543210"],
    ["98765 43210"],
    ["9876-543-210"],
  ])("reads the phone %s as 9876543210", async (phone) => {
    const { headers } = await newCustomer();
    const res = await update(headers, { first_name: "Anil", last_name: "Kumar", phone });
    expect(res.statusCode).toBe(200);
    expect(res.json().phone).toBe("9876543210");
  });

  it("answers 400 with every field's errors, each a list of messages, and changes nothing", async () => {
    const { user, headers } = await newCustomer({ firstName: "Old", lastName: "Name", phone: "9000000001" });
    const res = await update(headers, { first_name: "   ", last_name: "x".repeat(51), phone: "12345" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "Please fix the errors and try again",
      errors: {
        first_name: ["First name is required"],
        last_name: ["Last name must be at most 50 characters"],
        phone: ["Enter a valid 10-digit Indian mobile number"],
      },
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: "Old", lastName: "Name", phone: "9000000001" });
  });

  it("names missing fields and numbers that are not Indian mobiles", async () => {
    const { headers } = await newCustomer();
    const missing = await update(headers, {});
    expect(missing.json().errors).toEqual({
      first_name: ["First name is required"],
      last_name: ["Last name is required"],
      phone: ["Phone number is required"],
    });
    for (const phone of ["5876543210", "+1 415 555 0100", "98765432101"]) {
      const res = await update(headers, { first_name: "A", last_name: "B", phone });
      expect(res.json().errors).toEqual({ phone: ["Enter a valid 10-digit Indian mobile number"] });
    }
  });

  it("allows names of exactly 50 characters", async () => {
    const { headers } = await newCustomer();
    const res = await update(headers, {
      first_name: "a".repeat(50),
      last_name: "b".repeat(50),
      phone: "9876543210",
    });
    expect(res.statusCode).toBe(200);
  });

  it("answers 401 to a guest before looking at the body", async () => {
    const res = await update({}, { first_name: "" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Please sign in to continue" });
  });
});
