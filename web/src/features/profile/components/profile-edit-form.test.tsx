import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@web/lib/toast";
import { mockApi } from "@web/test/mock-api";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ProfileEditForm } from "./profile-edit-form";

const asha = { id: 7, email: "asha@example.in", first_name: "Asha", last_name: "Rao", phone: null };

function renderForm(onSaved = vi.fn()) {
  renderWithProviders(
    <Routes>
      <Route path="/profile/edit" element={<ProfileEditForm user={asha} onSaved={onSaved} />} />
      <Route path="/profile" element={<p>profile screen</p>} />
    </Routes>,
    { route: "/profile/edit" },
  );
  return onSaved;
}

const fieldErrors = {
  message: "Please fix the errors and try again",
  errors: {
    first_name: ["First name is required"],
    last_name: ["Last name must be at most 50 characters", "second message not shown"],
    phone: ["Enter a valid 10-digit Indian mobile number"],
  },
};

describe("ProfileEditForm", () => {
  it("pre-fills the form with the profile and offers the way back", () => {
    renderForm();
    expect(screen.getByRole("heading", { name: "Edit Profile" })).toBeInTheDocument();
    expect(screen.getByLabelText("First Name")).toHaveValue("Asha");
    expect(screen.getByLabelText("Last Name")).toHaveValue("Rao");
    expect(screen.getByLabelText("Phone")).toHaveValue("");
    expect(screen.getByLabelText("Phone")).toHaveAttribute("placeholder", "10-digit Indian mobile number");
    expect(screen.getByRole("link", { name: "Back to Profile" })).toHaveAttribute("href", "/profile");
    expect(screen.getByRole("link", { name: "Cancel" })).toHaveAttribute("href", "/profile");
  });

  it("shows the server's first message under each field and lists them by label", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const error = vi.spyOn(toast, "error");
    mockApi({ "POST /api/user/profile/update_profile/": jsonResponse(fieldErrors, 400) });
    renderForm();
    await userEvent.clear(screen.getByLabelText("First Name"));
    await userEvent.type(screen.getByLabelText("Phone"), "12345");
    await userEvent.click(screen.getByRole("button", { name: "Update Profile" }));

    const box = await screen.findByRole("alert");
    expect(within(box).getByText("Please fix the following errors:")).toBeInTheDocument();
    expect(
      within(box)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "First Name: First name is required",
      "Last Name: Last name must be at most 50 characters",
      "Phone: Enter a valid 10-digit Indian mobile number",
    ]);
    expect(box).not.toHaveTextContent("first_name");
    expect(screen.getByLabelText("First Name")).toHaveAccessibleDescription("First name is required");
    expect(screen.getByLabelText("First Name")).toBeInvalid();
    expect(screen.getByLabelText("Last Name")).toHaveAccessibleDescription(
      "Last name must be at most 50 characters",
    );
    expect(screen.getByLabelText("Phone")).toHaveAccessibleDescription(
      "Enter a valid 10-digit Indian mobile number",
    );
    expect(error).toHaveBeenCalledWith("Please fix the errors and try again", { id: "profile-save" });

    await userEvent.click(within(box).getByRole("link", { name: /^Phone:/ }));
    expect(screen.getByLabelText("Phone")).toHaveFocus();
  });

  it("clears a field's errors, under it and in the list, as it is edited", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({ "POST /api/user/profile/update_profile/": jsonResponse(fieldErrors, 400) });
    renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Update Profile" }));
    const box = await screen.findByRole("alert");

    await userEvent.type(screen.getByLabelText("First Name"), "A");
    expect(
      within(box)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Last Name: Last name must be at most 50 characters",
      "Phone: Enter a valid 10-digit Indian mobile number",
    ]);
    expect(screen.getByLabelText("First Name")).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText("First Name")).toBeValid();
    expect(screen.queryByText("First name is required")).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Phone"), "6");
    await userEvent.type(screen.getByLabelText("Last Name"), "o");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("toasts a generic failure without a list", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const error = vi.spyOn(toast, "error");
    mockApi({ "POST /api/user/profile/update_profile/": jsonResponse({ message: "Boom" }, 500) });
    renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Update Profile" }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith("Failed to update profile", { id: "profile-save" }),
    );
    expect(screen.queryByText("Please fix the following errors:")).not.toBeInTheDocument();
  });

  it("saves, hands the new profile back, toasts and returns to the profile", async () => {
    const success = vi.spyOn(toast, "success");
    const saved = { ...asha, first_name: "Asha", last_name: "Rao", phone: "9876543210" };
    const calls = mockApi({ "POST /api/user/profile/update_profile/": jsonResponse(saved) });
    const onSaved = renderForm();
    await userEvent.type(screen.getByLabelText("Phone"), "+91 98765 43210");
    await userEvent.click(screen.getByRole("button", { name: "Update Profile" }));

    expect(await screen.findByText("profile screen")).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ first_name: "Asha", last_name: "Rao", phone: "+91 98765 43210" });
    expect(onSaved).toHaveBeenCalledWith(saved);
    expect(success).toHaveBeenCalledWith("Profile updated successfully!", { id: "profile-save" });
  });

  it("reads 'Updating...' while the call runs", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Update Profile" }));
    expect(screen.getByRole("button", { name: "Updating..." })).toBeDisabled();
  });
});
