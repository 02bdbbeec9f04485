import type { AdminBanner } from "@contract/admin/content-banners";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockApi } from "@web/test/mock-api";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { describe, expect, it, vi } from "vitest";
import { BannerForm } from "./banner-form";

const banner: AdminBanner = {
  id: 7,
  image: "uploads/wide.jpg",
  image_url: "/media/uploads/wide.jpg",
  mobile_image: "uploads/square.jpg",
  mobile_image_url: "/media/uploads/square.jpg",
  link: "/categories/3",
  alt: "Diwali hampers",
  position: 0,
  is_active: true,
  created_at: "2026-11-20T10:00:00.000Z",
};

describe("the banner form", () => {
  it("keeps everything typed after a failed save and shows the server's errors under their fields", async () => {
    const calls = mockApi({
      "PUT /api/admin/banners/7/": jsonResponse(
        {
          message: "Please fix the highlighted fields",
          errors: { image: ["Upload the image again: that picture was not found"] },
        },
        400,
      ),
    });
    const user = userEvent.setup();
    renderWithProviders(<BannerForm banner={banner} />);
    const alt = screen.getByLabelText("Alt text");
    await user.clear(alt);
    await user.type(alt, "Holi colours");
    await user.clear(screen.getByLabelText("Link"));
    await user.type(screen.getByLabelText("Link"), "https://mithaas.in/holi");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Upload the image again: that picture was not found")).toBeVisible();
    expect(screen.getByRole("alert")).toHaveTextContent("Please fix the highlighted fields");
    expect(screen.getByLabelText("Alt text")).toHaveValue("Holi colours");
    expect(screen.getByLabelText("Link")).toHaveValue("https://mithaas.in/holi");
    expect(calls.at(-1)?.body).toEqual({
      image: "uploads/wide.jpg",
      mobile_image: "uploads/square.jpg",
      link: "https://mithaas.in/holi",
      alt: "Holi colours",
      is_active: true,
    });
  });

  it("refuses an unsafe link before sending anything", async () => {
    const calls = mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<BannerForm banner={banner} />);
    await user.clear(screen.getByLabelText("Link"));
    await user.type(screen.getByLabelText("Link"), "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Link must be a path on this site (starting with /) or an https:// address"),
    ).toBeVisible();
    expect(calls).toEqual([]);
  });

  it("says when a new desktop picture leaves the old phone picture, and opens the phone picker to replace it", async () => {
    const calls = mockApi({
      "POST /api/admin/media/": jsonResponse({
        key: "uploads/holi-wide.jpg",
        url: "/media/uploads/holi-wide.jpg",
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<BannerForm banner={banner} />);
    const notice = "The desktop picture is new, but phones will still show the old phone picture.";
    expect(screen.queryByText(notice)).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Remove desktop picture" }));
    await user.upload(
      screen.getByLabelText("Desktop picture"),
      new File(["x"], "holi.jpg", { type: "image/jpeg" }),
    );
    expect(await screen.findByText(notice)).toBeVisible();
    expect(calls).toHaveLength(1);

    const picker = vi.spyOn(screen.getByLabelText("Phone picture"), "click");
    await user.click(screen.getByRole("button", { name: "Replace the phone picture" }));
    expect(picker).toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Keep it" }));
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
  });
});
