import type { UserProfile } from "@contract/profile";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockApi } from "@web/test/mock-api";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NamePrompt } from "./name-prompt";

afterEach(() => vi.unstubAllGlobals());

const nameless: UserProfile = {
  id: 7,
  email: "asha@example.in",
  first_name: "",
  last_name: "",
  phone: "9876543210",
};

describe("NamePrompt", () => {
  it("asks a shopper without a name and saves it to the profile with the phone it has", async () => {
    const named = { ...nameless, first_name: "Asha", last_name: "Kulkarni" };
    const calls = mockApi({ "POST /api/user/profile/update_profile/": jsonResponse(named) });
    const onSaved = vi.fn();
    renderWithProviders(<NamePrompt user={nameless} onSaved={onSaved} reason="So mails greet you." />);
    expect(screen.getByRole("heading", { name: "What should we call you?" })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("First name"), "Asha");
    await userEvent.type(screen.getByLabelText("Last name"), "Kulkarni");
    await userEvent.click(screen.getByRole("button", { name: "Save name" }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(named));
    expect(calls[0]?.body).toEqual({ first_name: "Asha", last_name: "Kulkarni", phone: "9876543210" });
  });

  it("is not shown to a shopper with a name, and 'Not now' puts it away", async () => {
    const { unmount } = renderWithProviders(
      <NamePrompt user={{ ...nameless, first_name: "Asha" }} onSaved={() => {}} reason="" />,
    );
    expect(screen.queryByText("What should we call you?")).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<NamePrompt user={nameless} onSaved={() => {}} reason="" />);
    await userEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(screen.queryByText("What should we call you?")).not.toBeInTheDocument();
  });
});
