import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@web/lib/toast";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { describe, expect, it, vi } from "vitest";
import { ContactForm } from "./contact-form";

describe("ContactForm", () => {
  it("blocks an empty message without calling the server", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<ContactForm signedIn />);
    await userEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(screen.getByText("Message is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Message")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Message")).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks visitors for name, email and phone but not signed-in customers", () => {
    const { unmount } = renderWithProviders(<ContactForm signedIn={false} />);
    expect(screen.getByLabelText("Name")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Phone")).toBeInTheDocument();
    unmount();

    renderWithProviders(<ContactForm signedIn />);
    expect(screen.queryByLabelText("Name")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Email")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Phone")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Message")).toBeInTheDocument();
  });

  it("requires a visitor's contact fields", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<ContactForm signedIn={false} />);
    await userEvent.type(screen.getByLabelText("Message"), "Do you ship to Goa?");
    await userEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(screen.getByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Phone is required")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends, toasts success and clears the form", async () => {
    const success = vi.spyOn(toast, "success");
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse({ id: 7, message: "Thanks" }, 201));
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<ContactForm signedIn />);
    await userEvent.type(screen.getByLabelText("Message"), "Lovely truffles!");
    await userEvent.click(screen.getByRole("button", { name: "Send Message" }));

    await waitFor(() => expect(success).toHaveBeenCalledWith("Message sent successfully!"));
    expect(screen.getByLabelText("Message")).toHaveValue("");
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ message: "Lovely truffles!" });
  });

  it("toasts the failure and shows the server's field errors", async () => {
    const error = vi.spyOn(toast, "error");
    vi.spyOn(console, "error").mockImplementation(() => {});
    const body = { message: "Invalid input", errors: { message: ["Message looks like spam"] } };
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse(body, 400)));
    renderWithProviders(<ContactForm signedIn />);
    await userEvent.type(screen.getByLabelText("Message"), "Buy now!!!");
    await userEvent.click(screen.getByRole("button", { name: "Send Message" }));

    expect(await screen.findByText("Message looks like spam")).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith("Failed to send message");
    expect(screen.getByLabelText("Message")).toHaveValue("Buy now!!!");
  });
});
