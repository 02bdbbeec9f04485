import type { BuyAgainResult } from "@contract/cart";
import type { SettingsRecord } from "@contract/content";
import { customerCancelMessages, type Order } from "@contract/orders";
import { cartOf } from "@contract/testing/cart-fixtures";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@web/lib/toast";
import { mockApi } from "@web/test/mock-api";
import { deliveredOrder, orderItem } from "@web/test/order-fixtures";
import { jsonResponse, testQueryClient } from "@web/test/render";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { OrderActions } from "./order-actions";

const settings: SettingsRecord = {
  active_banners: [],
  active_highlights: [],
  support_email: "care@mithaas.in",
  support_phone: "9822011111",
  occasions: [],
};

/** Paid, not yet packed: the shopper may still cancel it. */
const unpacked = deliveredOrder({
  order_status: "PROCESSING",
  total_amount: "1588.00",
  packed_at: null,
  shipped_at: null,
  delivered_at: null,
  courier: null,
  tracking_number: null,
  can_cancel: true,
});

const cancelled = (order: Order, payment: Order["payment_status"]): Order => ({
  ...order,
  order_status: "CANCELLED",
  payment_status: payment,
  cancelled_at: "2026-11-20T09:00:00Z",
  cancelled_by: "you",
  can_cancel: false,
});

let routerState: unknown;
function StateProbe() {
  const location = useLocation();
  routerState = location.state;
  return <output data-testid="location">{location.pathname}</output>;
}

/** The actions as the app shows them: the footer's settings already loaded into the cache. */
function renderActions(order: Order) {
  const client = testQueryClient();
  client.setQueryData(["settings"], settings);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/orders"]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <OrderActions order={order} />
                <StateProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const openDialog = async () => {
  await userEvent.click(screen.getByRole("button", { name: "Cancel order" }));
  return screen.getByRole("dialog", { name: "Cancel order #MTH-1005?" });
};

describe("Cancel order", () => {
  it("is offered only while the order can be cancelled", () => {
    renderActions({ ...unpacked, can_cancel: false });
    expect(screen.queryByRole("button", { name: "Cancel order" })).not.toBeInTheDocument();
  });

  it("asks why with the reasons as radios and an optional note, then cancels and says when the money is back", async () => {
    const success = vi.spyOn(toast, "success").mockImplementation(() => {});
    const calls = mockApi({ "POST /api/orders/5/cancel/": jsonResponse(cancelled(unpacked, "REFUNDED")) });
    renderActions(unpacked);
    const dialog = await openDialog();
    const radios = within(dialog).getAllByRole("radio");
    expect(radios.map((radio) => radio.closest("label")?.textContent)).toEqual([
      "I changed my mind",
      "I ordered by mistake",
      "It will arrive too late",
      "I found a better price",
      "Another reason",
    ]);
    // Focus starts inside the dialog and Tab stays there.
    expect(radios[0]).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole("button", { name: "Close" })).toHaveFocus();
    await userEvent.tab();
    expect(radios[0]).toHaveFocus();
    expect(
      within(dialog).getByText("We will refund ₹1,588 to your original payment method."),
    ).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }));
    expect(within(dialog).getByText("Please choose a reason")).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.click(within(dialog).getByRole("radio", { name: "It will arrive too late" }));
    const note = within(dialog).getByLabelText("Anything else? (optional)");
    expect(note).toHaveAttribute("maxLength", "200");
    await userEvent.type(note, "Needed it by Friday");
    expect(note).toHaveAccessibleDescription("19/200");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      reason: "delivery_too_late",
      note: "Needed it by Friday",
    });
    expect(success).toHaveBeenCalledWith(
      "Order cancelled. ₹1,588 will be back in your account in 5–7 working days.",
    );
  });

  it("says only that an unpaid order is cancelled, with no note sent when none was written", async () => {
    const success = vi.spyOn(toast, "success").mockImplementation(() => {});
    const unpaid = {
      ...unpacked,
      order_status: "PENDING",
      payment_status: "PENDING",
      paid_at: null,
    } as const;
    const calls = mockApi({ "POST /api/orders/5/cancel/": jsonResponse(cancelled(unpaid, "FAILED")) });
    renderActions({ ...unpaid, expires_at: new Date(Date.now() + 20 * 60_000).toISOString() });
    const dialog = await openDialog();
    expect(within(dialog).getByText("No money has been taken for this order.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("radio", { name: "I ordered by mistake" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }));
    await waitFor(() => expect(success).toHaveBeenCalledWith("Order cancelled."));
    expect(calls[0]?.body).toEqual({ reason: "ordered_by_mistake", note: null });
  });

  it("shows a 409 as the server said it, with the shop's e-mail and phone to reach us", async () => {
    mockApi({ "POST /api/orders/5/cancel/": jsonResponse({ message: customerCancelMessages.packed }, 409) });
    renderActions(unpacked);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("radio", { name: "I changed my mind" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }));

    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent(customerCancelMessages.packed);
    expect(within(alert).getByRole("link", { name: "care@mithaas.in" })).toHaveAttribute(
      "href",
      "mailto:care@mithaas.in",
    );
    expect(within(alert).getByRole("link", { name: "9822011111" })).toHaveAttribute(
      "href",
      "tel:+919822011111",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep order" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows a 402 (the money could not go back) without the contact, and Escape closes the dialog", async () => {
    mockApi({
      "POST /api/orders/5/cancel/": jsonResponse({ message: customerCancelMessages.refundFailed }, 402),
    });
    renderActions(unpacked);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("radio", { name: "Another reason" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent(customerCancelMessages.refundFailed);
    expect(within(alert).queryByRole("link")).not.toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel order" })).toHaveFocus();
  });
});

describe("Buy again", () => {
  const result = (overrides: Partial<BuyAgainResult> = {}): BuyAgainResult => ({
    order_number: "MTH-1005",
    cart: cartOf([]),
    added: [{ product_id: 7, name: "Dark Truffle Box", quantity: 1 }],
    changes: [{ product_name: "Dark Truffle Box", change: "price_changed", detail: "₹450 → ₹499" }],
    ...overrides,
  });

  it("is offered on past orders that name a product, not on one waiting for its payment", () => {
    mockApi({});
    renderActions(
      deliveredOrder({
        order_status: "PENDING",
        payment_status: "PENDING",
        expires_at: new Date(Date.now() + 20 * 60_000).toISOString(),
      }),
    );
    expect(screen.queryByRole("button", { name: "Buy again" })).not.toBeInTheDocument();
  });

  it("is not offered when no product of the order is still in the shop's list", () => {
    mockApi({});
    renderActions(deliveredOrder({ items: [orderItem(50, null, "Retired Hamper")] }));
    expect(screen.queryByRole("button", { name: "Buy again" })).not.toBeInTheDocument();
  });

  it("puts the order back in one call and opens the cart with what changed", async () => {
    const calls = mockApi({ "POST /api/user/cart/buy_again/": jsonResponse(result()) });
    renderActions(deliveredOrder());
    await userEvent.click(screen.getByRole("button", { name: "Buy again" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/cart"));
    expect(calls.filter((call) => call.method === "POST").map((call) => [call.url, call.body])).toEqual([
      ["/api/user/cart/buy_again/", { order_id: 5 }],
    ]);
    expect(routerState).toEqual({ buyAgain: result() });
  });

  it("says the items are no longer available when nothing could go in, and stays", async () => {
    const error = vi.spyOn(toast, "error").mockImplementation(() => {});
    mockApi({
      "POST /api/user/cart/buy_again/": jsonResponse(
        result({
          added: [],
          changes: [
            { product_name: "Dark Truffle Box", change: "not_sold", detail: "no longer sold, so not added" },
          ],
        }),
      ),
    });
    renderActions(deliveredOrder());
    await userEvent.click(screen.getByRole("button", { name: "Buy again" }));
    await waitFor(() => expect(error).toHaveBeenCalledWith("These items are no longer available."));
    expect(screen.getByTestId("location")).toHaveTextContent("/orders");
  });
});
