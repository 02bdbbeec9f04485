import type { SynonymGroup } from "@contract/admin/search-synonyms";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@web/lib/toast";
import { mockApi } from "@web/test/mock-api";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import SynonymsPage from "./synonyms-page";

const groups: SynonymGroup[] = [
  { id: 1, words: ["mithai", "sweets", "sweet"] },
  { id: 2, words: ["bday", "birthday", "hbd"] },
];
const taken = "“sweets” is already in the group mithai, sweets, sweet";

afterEach(() => vi.restoreAllMocks());

const renderPage = () => renderWithProviders(<SynonymsPage />, { route: "/admin/search-synonyms" });
const chipsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("the search synonyms screen", () => {
  it("shows each group's words as chips", async () => {
    mockApi({ "GET /api/admin/search-synonyms/": jsonResponse({ results: groups }) });
    renderPage();
    const group = await screen.findByRole("list", { name: "Group mithai, sweets, sweet" });
    expect(chipsOf(group)).toEqual(["mithai", "sweets", "sweet"]);
    expect(screen.getByRole("heading", { name: "Groups (2)" })).toBeInTheDocument();
  });

  it("builds a group word by word, in lower case, and sends it", async () => {
    const success = vi.spyOn(toast, "success").mockImplementation(() => "");
    const calls = mockApi({
      "GET /api/admin/search-synonyms/": jsonResponse({ results: groups }),
      "POST /api/admin/search-synonyms/": jsonResponse({ id: 3, words: ["gajak", "chikki", "revdi"] }, 201),
    });
    renderPage();
    const user = userEvent.setup();
    const field = await screen.findByLabelText("Add a word");
    await user.type(field, "Gajak{Enter}");
    await user.type(field, "chikki, Revdi, gajak");
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(chipsOf(screen.getByRole("list", { name: "Words in this group" }))).toEqual([
      "gajak",
      "chikki",
      "revdi",
    ]);
    await user.click(screen.getByRole("button", { name: "Remove revdi" }));
    await user.click(screen.getByRole("button", { name: "Add group" }));
    await waitFor(() => expect(success).toHaveBeenCalledWith("Synonym group added"));
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ words: ["gajak", "chikki"] });
    expect(screen.queryByRole("list", { name: "Words in this group" })).not.toBeInTheDocument();
  });

  it("checks the contract's rules before sending: at least two words, none search leaves out", async () => {
    const calls = mockApi({ "GET /api/admin/search-synonyms/": jsonResponse({ results: groups }) });
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Add a word"), "tilkut{Enter}");
    await user.click(screen.getByRole("button", { name: "Add group" }));
    expect(await screen.findByText("A group has 2 to 10 words")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Add a word"), "For{Enter}");
    await user.click(screen.getByRole("button", { name: "Add group" }));
    expect(
      await screen.findByText("for: “for” is left out of every search, so it cannot be a synonym"),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("shows the 409 for a word already in another group, keeping the words typed", async () => {
    mockApi({
      "GET /api/admin/search-synonyms/": jsonResponse({ results: groups }),
      "POST /api/admin/search-synonyms/": jsonResponse({ message: taken, errors: { words: [taken] } }, 409),
    });
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Add a word"), "mishti, sweets{Enter}");
    await user.click(screen.getByRole("button", { name: "Add group" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(taken);
    expect(screen.getAllByText(taken)).toHaveLength(1);
    expect(chipsOf(screen.getByRole("list", { name: "Words in this group" }))).toEqual(["mishti", "sweets"]);
  });

  it("edits a group in place and deletes another after a confirmation", async () => {
    vi.spyOn(toast, "success").mockImplementation(() => "");
    vi.spyOn(window, "confirm").mockReturnValue(true);
    const calls = mockApi({
      "GET /api/admin/search-synonyms/": jsonResponse({ results: groups }),
      "PUT /api/admin/search-synonyms/1/": jsonResponse({ id: 1, words: ["mithai", "sweets"] }),
      "DELETE /api/admin/search-synonyms/2/": jsonResponse({ message: "Synonym group deleted" }),
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit mithai, sweets, sweet" }));
    await user.click(screen.getByRole("button", { name: "Remove sweet" }));
    await user.click(screen.getByRole("button", { name: "Save group" }));
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ words: ["mithai", "sweets"] });

    await user.click(screen.getByRole("button", { name: "Delete bday, birthday, hbd" }));
    expect(window.confirm).toHaveBeenCalled();
    await waitFor(() => expect(calls.some((call) => call.method === "DELETE")).toBe(true));
  });
});
