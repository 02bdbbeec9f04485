import type { AdminReview } from "@contract/admin/reviews";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@web/lib/toast";
import { mockApi } from "@web/test/mock-api";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { describe, expect, it, vi } from "vitest";
import ReviewsPage from "./reviews-page";

const review = (overrides: Partial<AdminReview> = {}): AdminReview => ({
  id: 4,
  product_id: 7,
  product_name: "Dark Truffle Box",
  order_id: 5,
  order_number: "MTH-1005",
  user_name: "Asha Rao",
  user_email: "asha@example.in",
  rating: 2,
  text: "Arrived melted.",
  media: [
    { id: 1, media_type: "image", file: "/media/reviews/a.jpg", file_url: "/media/reviews/a.jpg" },
    { id: 2, media_type: "video", file: "/media/reviews/b.mp4", file_url: "/media/reviews/b.mp4" },
  ],
  created_at: "2026-11-26T06:30:00Z",
  updated_at: "2026-11-26T06:30:00Z",
  hidden_at: null,
  ...overrides,
});
const page = (results: AdminReview[]) =>
  jsonResponse({ count: results.length, page: 1, page_size: 25, results });

describe("the reviews screen", () => {
  it("lists reviews with their media and hides one", async () => {
    const success = vi.spyOn(toast, "success").mockImplementation(() => {});
    let hidden = false;
    const calls = mockApi({
      "GET /api/admin/reviews/?page=1&page_size=25": () =>
        page([review({ hidden_at: hidden ? "2026-11-27T06:30:00Z" : null })]),
      "POST /api/admin/reviews/4/hide/": () => {
        hidden = true;
        return jsonResponse(review({ hidden_at: "2026-11-27T06:30:00Z" }));
      },
    });
    renderWithProviders(<ReviewsPage />, { route: "/admin/reviews" });
    const table = await screen.findByRole("table", { name: "Reviews" });
    expect(within(table).getByText("Arrived melted.")).toBeInTheDocument();
    expect(within(table).getByRole("button", { name: "Photo 1 of review #4" })).toBeInTheDocument();
    await userEvent.click(within(table).getByRole("button", { name: "Video 2 of review #4" }));
    expect(screen.getByRole("dialog", { name: "Video 2 of review #4" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Close" }));

    await userEvent.click(within(table).getByRole("button", { name: "Hide review #4" }));
    await waitFor(() => expect(success).toHaveBeenCalledWith("Review hidden"));
    expect(calls.some((call) => call.method === "POST" && call.url === "/api/admin/reviews/4/hide/")).toBe(
      true,
    );
    expect(await within(table).findByRole("button", { name: "Show review #4" })).toBeInTheDocument();
    expect(within(table).getByText("Hidden")).toBeInTheDocument();
  });

  it("asks the server for the chosen status, rating and search", async () => {
    const calls = mockApi({
      "GET /api/admin/reviews/?page=1&page_size=25": page([review()]),
      "GET /api/admin/reviews/?page=1&page_size=25&status=hidden": page([]),
      "GET /api/admin/reviews/?page=1&page_size=25&status=hidden&rating=2": page([]),
      "GET /api/admin/reviews/?page=1&page_size=25&status=hidden&rating=2&search=melted": page([]),
    });
    renderWithProviders(<ReviewsPage />, { route: "/admin/reviews" });
    await screen.findByRole("table", { name: "Reviews" });
    await userEvent.selectOptions(screen.getByLabelText("Status"), "hidden");
    await userEvent.selectOptions(screen.getByLabelText("Rating"), "2");
    await userEvent.type(screen.getByLabelText("Search"), "melted{Enter}");
    expect(await screen.findByText("No reviews match.")).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe(
        "/api/admin/reviews/?page=1&page_size=25&status=hidden&rating=2&search=melted",
      ),
    );
  });
});
