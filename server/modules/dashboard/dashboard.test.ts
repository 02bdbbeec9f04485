import { dashboard } from "@contract/admin/dashboard";
import { indiaDate } from "@server/modules/orders/order-takings.service";
import { insertOrder } from "@server/testing/order-rows";
import { makeProduct } from "@server/testing/shop-fixtures";
import { signInAs, signInAsStaff } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const minute = 60 * 1000;
const day = 24 * 60 * minute;

describe("GET /api/admin/dashboard/", () => {
  it("counts India days: paid and not refunded, orders to ship, low stock, and 30 days of revenue", async () => {
    const staff = await signInAsStaff(t.db);
    const buyer = await signInAs(t.db, { email: "dashboard-buyer@example.in" });
    const today = indiaDate(new Date());
    const midnight = new Date(`${today}T00:00:00+05:30`).getTime();
    const paid = (at: number, totalPaise: number, status: "PROCESSING" | "SHIPPED" = "PROCESSING") =>
      insertOrder(t.db, buyer.user.id, {
        orderStatus: status,
        paymentStatus: "PAID",
        paidAt: new Date(at),
        totalPaise,
      });
    // Just after and just before midnight in India (18:30 UTC the day before).
    await paid(midnight + minute, 100_000);
    await paid(midnight - minute, 50_000);
    await paid(midnight + 5 * minute, 20_000, "SHIPPED");
    // Refunded, unpaid and failed orders bring nothing in.
    await insertOrder(t.db, buyer.user.id, {
      orderStatus: "CANCELLED",
      paymentStatus: "REFUNDED",
      paidAt: new Date(midnight + 2 * minute),
      refundedAt: new Date(midnight + 3 * minute),
      totalPaise: 25_000,
    });
    await insertOrder(t.db, buyer.user.id, { totalPaise: 70_000 });
    await insertOrder(t.db, buyer.user.id, { paymentStatus: "FAILED", totalPaise: 80_000 });
    // The first day of the chart, and the day before it.
    await paid(midnight - 29 * day + minute, 30_000, "SHIPPED");
    await paid(midnight - 29 * day - minute, 40_000, "SHIPPED");

    await makeProduct(t.db, { stock: 5 });
    await makeProduct(t.db, { stock: 0 });
    await makeProduct(t.db, { stock: 6 });
    await makeProduct(t.db, { stock: 1, isActive: false });

    const res = await t.app.inject({ url: "/api/admin/dashboard/", headers: staff.headers });
    expect(res.statusCode).toBe(200);
    const figures = dashboard.parse(res.json());
    expect(figures.today).toEqual({ orders: 2, revenue: "1200.00" });
    expect(figures.waiting_to_ship).toBe(2);
    expect(figures.low_stock).toBe(2);
    expect(figures.low_stock_threshold).toBe(5);

    const month = today.slice(0, 7);
    const inMonth = [
      [midnight + minute, 100_000],
      [midnight + 5 * minute, 20_000],
      [midnight - minute, 50_000],
      [midnight - 29 * day + minute, 30_000],
      [midnight - 29 * day - minute, 40_000],
    ].filter(([at]) => indiaDate(new Date(at ?? 0)).startsWith(month));
    const monthPaise = inMonth.reduce((sum, [, paise]) => sum + (paise ?? 0), 0);
    expect(figures.this_month).toEqual({
      orders: inMonth.length,
      revenue: `${monthPaise / 100}.00`,
    });

    const chart = figures.daily_revenue;
    expect(chart).toHaveLength(30);
    expect(chart.at(-1)).toEqual({ date: today, orders: 2, revenue: "1200.00" });
    expect(chart.at(-2)).toEqual({
      date: indiaDate(new Date(midnight - minute)),
      orders: 1,
      revenue: "500.00",
    });
    expect(chart[0]).toEqual({
      date: indiaDate(new Date(midnight - 29 * day)),
      orders: 1,
      revenue: "300.00",
    });
    for (let index = 1; index < chart.length; index++) {
      const step = Date.parse(chart[index]?.date ?? "") - Date.parse(chart[index - 1]?.date ?? "");
      expect(step).toBe(day);
    }
    expect(chart.slice(1, -2).every((point) => point.orders === 0 && point.revenue === "0.00")).toBe(true);
  });
});
