import { QueryClientProvider } from "@tanstack/react-query";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { lastPincodeKey, saveLastPincode } from "@web/lib/last-pincode";
import { mockApi } from "@web/test/mock-api";
import { jsonResponse, renderWithProviders, testQueryClient } from "@web/test/render";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { PincodeChip } from "./pincode-chip";

const reachOf = (pincode: string, available: boolean) => ({
  pincode,
  place: null,
  available,
  today: "2026-10-19",
  courier_earliest: available ? "2026-10-21" : null,
  hand_earliest: null,
  hand_area: null,
});
const reachUrl = (pincode: string) => `GET /api/orders/delivery/reach/?pincode=${pincode}`;

describe("PincodeChip's hydration", () => {
  it.each(["header", "strip"] as const)(
    "arrives from the server as 'Set pincode' and shows the stored pincode in the same box (%s)",
    async (look) => {
      localStorage.setItem(lastPincodeKey, "411004");
      const ui = (
        <QueryClientProvider client={testQueryClient()}>
          <PincodeChip look={look} />
        </QueryClientProvider>
      );
      const container = document.createElement("div");
      container.innerHTML = renderToString(ui);
      document.body.append(container);
      const served = container.querySelector("button");
      expect(served).toHaveTextContent("Set pincode");
      const box = served?.className;

      const recoverable = vi.fn();
      const root = await act(async () => hydrateRoot(container, ui, { onRecoverableError: recoverable }));
      const button = container.querySelector("button");
      expect(button).toBe(served);
      expect(button).toHaveTextContent(/^Delivering to 411004, Pune$/);
      expect(button?.className).toBe(box);
      expect(recoverable).not.toHaveBeenCalled();
      act(() => root.unmount());
      container.remove();
    },
  );

  it("names the state where the digits name no one city, and ignores a stored value that is no pincode", () => {
    localStorage.setItem(lastPincodeKey, "403001");
    const { unmount } = renderWithProviders(<PincodeChip look="strip" />);
    expect(screen.getByRole("button")).toHaveTextContent("Delivering to 403001, Goa");
    unmount();
    localStorage.setItem(lastPincodeKey, "hello");
    renderWithProviders(<PincodeChip look="strip" />);
    expect(screen.getByRole("button")).toHaveTextContent("Set pincode");
  });

  it("follows a pincode saved in this tab and in another", () => {
    renderWithProviders(<PincodeChip look="header" />);
    expect(screen.getByRole("button")).toHaveTextContent("Set pincode");
    act(() => saveLastPincode("500001"));
    expect(screen.getByRole("button")).toHaveTextContent("Delivering to 500001, Hyderabad");
    act(() => {
      localStorage.setItem(lastPincodeKey, "560001");
      window.dispatchEvent(new StorageEvent("storage", { key: lastPincodeKey, newValue: "560001" }));
    });
    expect(screen.getByRole("button")).toHaveTextContent("Delivering to 560001, Bengaluru");
  });
});

describe("the pincode dialog", () => {
  it("checks the pincode, refuses one the shop does not serve, and remembers one it does", async () => {
    const calls = mockApi({
      [reachUrl("403001")]: jsonResponse(reachOf("403001", false)),
      [reachUrl("411004")]: jsonResponse(reachOf("411004", true)),
    });
    renderWithProviders(<PincodeChip look="header" />);
    await userEvent.click(screen.getByRole("button", { name: "Set pincode" }));
    const dialog = await screen.findByRole("dialog", { name: "Where should your gift go?" });
    const input = screen.getByLabelText("Pincode");
    expect(input).toHaveFocus();

    await userEvent.type(input, "4110");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByText("Enter a valid 6-digit pincode")).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.clear(input);
    await userEvent.type(input, "403001");
    expect(screen.getByText("Goa")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("We don't deliver to 403001 yet")).toBeInTheDocument();
    expect(localStorage.getItem(lastPincodeKey)).toBeNull();
    expect(dialog).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, "411004{Enter}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(localStorage.getItem(lastPincodeKey)).toBe("411004");
    expect(screen.getByRole("button", { name: "Delivering to 411004, Pune" })).toHaveFocus();
    expect(calls.map((call) => call.url)).toEqual([
      "/api/orders/delivery/reach/?pincode=403001",
      "/api/orders/delivery/reach/?pincode=411004",
    ]);
  });

  it("says so when the check fails, and closes on Escape without saving", async () => {
    mockApi({ [reachUrl("560001")]: jsonResponse({ message: "Server error" }, 500) });
    renderWithProviders(<PincodeChip look="strip" />);
    await userEvent.click(screen.getByRole("button", { name: "Set pincode" }));
    await userEvent.type(await screen.findByLabelText("Pincode"), "560001{Enter}");
    expect(await screen.findByText("Failed to check delivery availability")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(localStorage.getItem(lastPincodeKey)).toBeNull();
  });
});
