import { address, addressList } from "@contract/address";
import { users } from "@server/db/schema/auth";
import { addresses } from "@server/db/schema/profile";
import { failWrites } from "@server/testing/fail-writes";
import { itRace, together } from "@server/testing/race";
import { signInAs } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
let counter = 0;
const newCustomer = () => signInAs(t.db, { email: `addr${++counter}@example.in`, firstName: "Test" });

const home = {
  full_name: "Sneha Patil",
  phone: "+91 98220 11111",
  house_no: "Flat 4B, Shanti Apartments",
  street: "FC Road, Shivajinagar",
  landmark: "Near Goodluck Cafe",
  city: "Pune",
  state: "Maharashtra",
  pincode: "411004",
};
const office = {
  ...home,
  house_no: "Office 12, Tech Park",
  street: "Baner Road",
  landmark: "",
  pincode: "411045",
};

const create = async (headers: Headers, payload: object = home) => {
  const res = await t.app.inject({ method: "POST", url: "/api/user/addresses/", headers, payload });
  expect(res.statusCode).toBe(201);
  return address.parse(res.json());
};
const list = async (headers: Headers) => {
  const res = await t.app.inject({ url: "/api/user/addresses/", headers });
  expect(res.statusCode).toBe(200);
  return addressList.parse(res.json());
};
const setDefault = (headers: Headers, id: number) =>
  t.app.inject({ method: "POST", url: `/api/user/addresses/${id}/set_default/`, headers });
const remove = (headers: Headers, id: number | string) =>
  t.app.inject({ method: "DELETE", url: `/api/user/addresses/${id}/`, headers });
const defaultsOf = async (userId: number) =>
  t.db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));

describe("addresses", () => {
  it("stores an address with the phone as 10 digits and answers it; the first one is the default", async () => {
    const { headers } = await newCustomer();
    const first = await create(headers);
    expect(first).toEqual({
      id: expect.any(Number),
      full_name: "Sneha Patil",
      phone: "9822011111",
      house_no: "Flat 4B, Shanti Apartments",
      street: "FC Road, Shivajinagar",
      landmark: "Near Goodluck Cafe",
      city: "Pune",
      state: "Maharashtra",
      pincode: "411004",
      is_default: true,
    });
    const second = await create(headers, office);
    expect(second.is_default).toBe(false);
    expect(second.landmark).toBe("");
    expect(await list(headers)).toEqual([first, second]);
    const one = await t.app.inject({ url: `/api/user/addresses/${second.id}/`, headers });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(second);
  });

  it("moves the default with set_default, keeping exactly one", async () => {
    const { user, headers } = await newCustomer();
    const first = await create(headers);
    const second = await create(headers, office);
    const res = await setDefault(headers, second.id);
    expect(res.statusCode).toBe(200);
    const after = addressList.parse(res.json());
    expect(after.map((a) => [a.id, a.is_default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    expect(await defaultsOf(user.id)).toHaveLength(1);
    expect((await setDefault(headers, second.id)).statusCode).toBe(200);
    expect(await defaultsOf(user.id)).toHaveLength(1);
  });

  it("moves the default to a new address posted with is_default true", async () => {
    const { user, headers } = await newCustomer();
    const first = await create(headers);
    const second = await create(headers, { ...office, is_default: true });
    expect(second.is_default).toBe(true);
    const rows = await defaultsOf(user.id);
    expect(rows.map((r) => r.id)).toEqual([second.id]);
    expect((await list(headers)).find((a) => a.id === first.id)?.is_default).toBe(false);
  });

  it("refuses to delete the default address and deletes another", async () => {
    const { headers } = await newCustomer();
    const first = await create(headers);
    const second = await create(headers, office);
    const refused = await remove(headers, first.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: "Default address cannot be deleted" });
    const deleted = await remove(headers, second.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: "Address deleted successfully" });
    expect((await t.app.inject({ url: `/api/user/addresses/${second.id}/`, headers })).statusCode).toBe(404);
    expect(await list(headers)).toEqual([first]);
  });

  it("replaces an address's fields with PUT; is_default false does not take the default away", async () => {
    const { headers } = await newCustomer();
    const first = await create(headers);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/user/addresses/${first.id}/`,
      headers,
      payload: { ...office, full_name: "Sneha P.", is_default: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...first,
      ...office,
      phone: "9822011111",
      full_name: "Sneha P.",
      is_default: true,
    });
    const second = await create(headers, office);
    const moved = await t.app.inject({
      method: "PUT",
      url: `/api/user/addresses/${second.id}/`,
      headers,
      payload: { ...office, is_default: true },
    });
    expect(moved.json().is_default).toBe(true);
    expect((await list(headers)).filter((a) => a.is_default).map((a) => a.id)).toEqual([second.id]);
  });

  it("answers 404 on every verb for another customer's address and leaves it alone", async () => {
    const b = await newCustomer();
    const bHome = await create(b.headers);
    const bOffice = await create(b.headers, office);
    const a = await newCustomer();
    await create(a.headers);
    const attempts = [
      t.app.inject({ url: `/api/user/addresses/${bOffice.id}/`, headers: a.headers }),
      t.app.inject({
        method: "PUT",
        url: `/api/user/addresses/${bOffice.id}/`,
        headers: a.headers,
        payload: home,
      }),
      remove(a.headers, bOffice.id),
      setDefault(a.headers, bOffice.id),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Address not found" });
    }
    expect(await list(b.headers)).toEqual([bHome, bOffice]);
    expect((await list(a.headers)).map((x) => x.id)).not.toContain(bOffice.id);
  });

  it("answers 400 for ids that cannot exist", async () => {
    const { headers } = await newCustomer();
    for (const id of ["abc", "0", "-1", "99999999999", "2147483648", "1.5"]) {
      const res = await t.app.inject({ url: `/api/user/addresses/${id}/`, headers });
      expect(res.statusCode).toBe(400);
    }
  });

  it("answers 401 with a message on every endpoint without a valid token", async () => {
    const { headers } = await newCustomer();
    const mine = await create(headers);
    const calls = [
      { method: "GET", url: "/api/user/addresses/" },
      { method: "POST", url: "/api/user/addresses/", payload: home },
      { method: "GET", url: `/api/user/addresses/${mine.id}/` },
      { method: "PUT", url: `/api/user/addresses/${mine.id}/`, payload: home },
      { method: "DELETE", url: `/api/user/addresses/${mine.id}/` },
      { method: "POST", url: `/api/user/addresses/${mine.id}/set_default/` },
    ] as const;
    for (const auth of [{}, { authorization: "Bearer forged-token" }]) {
      for (const call of calls) {
        const res = await t.app.inject({ ...call, headers: auth });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
        expect(res.json()).toEqual({ message: "Please sign in to continue" });
      }
    }
  });

  it("checks required fields, the phone and the pincode, answering errors by field", async () => {
    const { headers } = await newCustomer();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/user/addresses/",
      headers,
      payload: {
        ...home,
        full_name: " ",
        street: "",
        phone: "12345",
        pincode: "011001",
        city: "x".repeat(101),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "Please fix the errors and try again",
      errors: {
        full_name: ["Full name is required"],
        phone: ["Enter a valid 10-digit Indian mobile number"],
        street: ["Street / area is required"],
        city: ["City must be at most 100 characters"],
        pincode: ["Enter a valid 6-digit pincode"],
      },
    });
    const empty = await t.app.inject({ method: "POST", url: "/api/user/addresses/", headers, payload: {} });
    expect(Object.keys(empty.json().errors).sort()).toEqual(
      ["city", "full_name", "house_no", "phone", "pincode", "state", "street"].sort(),
    );
    for (const pincode of ["41100", "4110011", "41100a"]) {
      const bad = await t.app.inject({
        method: "POST",
        url: "/api/user/addresses/",
        headers,
        payload: { ...home, pincode },
      });
      expect(bad.json().errors).toEqual({ pincode: ["Enter a valid 6-digit pincode"] });
    }
    expect(await list(headers)).toEqual([]);
  });

  itRace(
    "keeps one default when the first addresses or default changes arrive at the same moment",
    async () => {
      const { user, headers } = await newCustomer();
      const created = await together(6, (i) =>
        t.app.inject({
          method: "POST",
          url: "/api/user/addresses/",
          headers,
          payload: { ...home, house_no: `House ${i}` },
        }),
      );
      expect(created.map((res) => res.statusCode)).toEqual(Array(6).fill(201));
      expect(await defaultsOf(user.id)).toHaveLength(1);
      const ids = created.map((res) => res.json().id as number);
      const moves = await Promise.all(ids.map((id) => setDefault(headers, id)));
      expect(moves.map((res) => res.statusCode)).toEqual(Array(6).fill(200));
      expect(await defaultsOf(user.id)).toHaveLength(1);
    },
  );

  it("leaves the old default in place when moving the default fails half-way", async () => {
    const { user, headers } = await newCustomer();
    const first = await create(headers);
    const second = await create(headers, office);
    // The move clears the old default, then sets the new one: the second write fails.
    const failure = await failWrites(
      t.db,
      "addresses",
      "update",
      `NEW.is_default and NEW.user_id = ${user.id}`,
    );
    try {
      expect((await setDefault(headers, second.id)).statusCode).toBe(500);
    } finally {
      await failure.restore();
    }
    expect((await defaultsOf(user.id)).map((row) => row.id)).toEqual([first.id]);
    expect((await setDefault(headers, second.id)).statusCode).toBe(200);
  });

  it("lets staff keep addresses like any customer", async () => {
    const { user, headers } = await newCustomer();
    await t.db.update(users).set({ role: "staff" }).where(eq(users.id, user.id));
    expect((await create(headers)).is_default).toBe(true);
  });

  it("keeps at most 20 addresses per customer", async () => {
    const { headers } = await newCustomer();
    for (let i = 0; i < 20; i++) await create(headers, { ...home, house_no: `House ${i}` });
    const res = await t.app.inject({ method: "POST", url: "/api/user/addresses/", headers, payload: home });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("You can save up to 20 addresses. Please delete one you no longer need.");
  });
});
