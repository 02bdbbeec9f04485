import type { AdminOccasion } from "@contract/admin/occasions";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockApi } from "@web/test/mock-api";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { OccasionForm } from "./occasion-form";

const rakhi: AdminOccasion = {
  id: 4,
  kind: "occasion",
  slug: "rakhi",
  title: "Rakhi",
  description: "Chocolates and hampers to send with the rakhi.",
  position: 3,
  is_active: true,
  product_count: 9,
};

describe("the occasion form", () => {
  it("sends what staff change and shows the server's slug error under the field, keeping what was typed", async () => {
    const calls = mockApi({
      "PUT /api/admin/occasions/4/": jsonResponse(
        {
          message: "Please fix the marked fields and save again",
          errors: { slug: ["This slug is already used by another occasion or recipient"] },
        },
        400,
      ),
    });
    renderWithProviders(<OccasionForm occasion={rakhi} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Kind"), "recipient");
    await user.clear(screen.getByLabelText("Title"));
    await user.type(screen.getByLabelText("Title"), "For Brothers");
    await user.clear(screen.getByLabelText("Slug"));
    await user.type(screen.getByLabelText("Slug"), "for-her");
    await user.click(screen.getByLabelText("Shown in the store"));
    await user.click(screen.getByRole("button", { name: "Save occasion" }));

    expect(
      await screen.findByText("This slug is already used by another occasion or recipient"),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveValue("For Brothers");
    expect(calls[0]?.body).toEqual({
      kind: "recipient",
      title: "For Brothers",
      description: rakhi.description,
      is_active: false,
      slug: "for-her",
    });
  });

  it("checks the title and description before sending anything", async () => {
    const calls = mockApi({});
    renderWithProviders(<OccasionForm occasion={null} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Create occasion" }));
    expect(await screen.findByText("Title is required")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Title")).toHaveFocus());
    expect(calls).toEqual([]);
  });
});
