import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockApi } from "@web/test/mock-api";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { describe, expect, it } from "vitest";
import OrderQueuePage from "./order-queue-page";

const none = () => jsonResponse({ count: 0, page: 1, page_size: 25, results: [] });
const queueCalls = (calls: { url: string }[]) =>
  calls.map((call) => call.url).filter((url) => url.startsWith("/api/admin/orders/"));

describe("the order queue's search", () => {
  it("searches as staff type, once typing pauses, without Enter", async () => {
    const calls = mockApi({
      "GET /api/admin/orders/?page_size=25&page=1": none(),
      "GET /api/admin/orders/?page_size=25&page=1&q=asha%40example.in": none(),
    });
    renderWithProviders(<OrderQueuePage />, { route: "/admin/orders" });
    await screen.findByText("No orders match these filters.");

    await userEvent.type(screen.getByLabelText("Search orders"), "asha@example.in");
    await waitFor(() =>
      expect(queueCalls(calls).at(-1)).toBe("/api/admin/orders/?page_size=25&page=1&q=asha%40example.in"),
    );
    // One question for the word, not one per letter.
    expect(queueCalls(calls)).toEqual([
      "/api/admin/orders/?page_size=25&page=1",
      "/api/admin/orders/?page_size=25&page=1&q=asha%40example.in",
    ]);
  });
});
