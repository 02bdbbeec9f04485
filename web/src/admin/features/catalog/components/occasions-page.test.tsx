import type { AdminOccasion } from "@contract/admin/occasions";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@web/lib/toast";
import { mockApi } from "@web/test/mock-api";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import OccasionsPage from "./occasions-page";

const occasion = (id: number, kind: AdminOccasion["kind"], title: string): AdminOccasion => ({
  id,
  kind,
  slug: title.toLowerCase().replace(/[^a-z]+/g, "-"),
  title,
  description: "",
  position: id,
  is_active: id !== 3,
  product_count: id * 2,
});
const list = [
  occasion(1, "occasion", "Birthday"),
  occasion(2, "occasion", "Diwali"),
  occasion(3, "occasion", "Rakhi"),
  occasion(11, "recipient", "For Her"),
  occasion(12, "recipient", "For Him"),
];

afterEach(() => vi.restoreAllMocks());

describe("the occasions screen", () => {
  it("lists occasions and recipients apart, in order, with their pages, products and status", async () => {
    mockApi({ "GET /api/admin/occasions/": jsonResponse({ results: list }) });
    renderWithProviders(<OccasionsPage />, { route: "/admin/occasions" });
    const occasions = await screen.findByRole("table", { name: "Occasions" });
    const recipients = screen.getByRole("table", { name: "Recipients" });
    const titles = (table: HTMLElement) =>
      within(table)
        .getAllByRole("link", { name: /^[A-Z]/ })
        .filter((link) => !link.getAttribute("aria-label"))
        .map((link) => link.textContent);
    expect(titles(occasions)).toEqual(["Birthday", "Diwali", "Rakhi"]);
    expect(titles(recipients)).toEqual(["For Her", "For Him"]);
    expect(within(occasions).getByText("/occasions/rakhi")).toBeInTheDocument();
    expect(within(occasions).getByText("Hidden")).toBeInTheDocument();
    expect(within(occasions).getByRole("button", { name: "Move Birthday up" })).toBeDisabled();
    expect(within(recipients).getByRole("button", { name: "Move For Him down" })).toBeDisabled();
  });

  it("moves one within its kind and sends the whole list, the other kind's order kept", async () => {
    const reordered = [list[1], list[0], list[2], list[3], list[4]] as AdminOccasion[];
    const calls = mockApi({
      "GET /api/admin/occasions/": jsonResponse({ results: list }),
      "POST /api/admin/occasions/reorder/": jsonResponse({ results: reordered }),
    });
    renderWithProviders(<OccasionsPage />, { route: "/admin/occasions" });
    const occasions = await screen.findByRole("table", { name: "Occasions" });
    await userEvent.click(within(occasions).getByRole("button", { name: "Move Diwali up" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ ids: [2, 1, 3, 11, 12] });
    await waitFor(() =>
      expect(within(occasions).getByRole("button", { name: "Move Diwali up" })).toBeDisabled(),
    );
  });

  it("deletes one after a confirmation", async () => {
    const success = vi.spyOn(toast, "success").mockImplementation(() => "");
    vi.spyOn(window, "confirm").mockReturnValue(true);
    let deleted = false;
    const calls = mockApi({
      "GET /api/admin/occasions/": () =>
        jsonResponse({ results: deleted ? list.filter((row) => row.id !== 11) : list }),
      "DELETE /api/admin/occasions/11/": () => {
        deleted = true;
        return jsonResponse({ message: "Occasion deleted" });
      },
    });
    renderWithProviders(<OccasionsPage />, { route: "/admin/occasions" });
    const recipients = await screen.findByRole("table", { name: "Recipients" });
    await userEvent.click(within(recipients).getByRole("button", { name: "Delete For Her" }));
    expect(window.confirm).toHaveBeenCalledWith(
      "Delete For Her? Its page goes and its products lose the tag; the products stay.",
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith("For Her deleted"));
    expect(calls.some((call) => call.method === "DELETE")).toBe(true);
    await waitFor(() => expect(within(recipients).queryByText("For Her")).not.toBeInTheDocument());
  });
});
