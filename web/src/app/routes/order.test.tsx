import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@web/lib/toast";
import { LocationProbe } from "@web/test/location-probe";
import { mockApi } from "@web/test/mock-api";
import { deliveredOrder, myReview, orderItem } from "@web/test/order-fixtures";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { Route, Routes } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import OrderRoute from "./order";

const reviewsUrl = "GET /api/products/reviews/?order=5";

function renderOrder(route = "/orders/5") {
  return renderWithProviders(
    <Routes>
      <Route
        path="orders/:orderId"
        element={
          <>
            <OrderRoute />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { route },
  );
}

const formOf = (body: unknown) =>
  [...(body as FormData).entries()].map(([name, value]) => [
    name,
    typeof value === "string" ? value : (value as File).name,
  ]);

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => "blob:preview");
  URL.revokeObjectURL = vi.fn();
});

describe("the review panel of an order", () => {
  it("opens from the delivered e-mail's link, starts at 5 stars and submits text with a photo", async () => {
    const success = vi.spyOn(toast, "success").mockImplementation(() => {});
    const calls = mockApi({
      "GET /api/orders/5/": jsonResponse(deliveredOrder()),
      [reviewsUrl]: jsonResponse([]),
      "POST /api/products/reviews/": jsonResponse(
        { message: "Review submitted successfully", review: myReview({ rating: 3 }) },
        201,
      ),
    });
    renderOrder("/orders/5?review=1");
    const panel = await screen.findByRole("dialog", { name: "Review Dark Truffle Box" });
    expect(await within(panel).findByRole("radio", { name: "5 stars" })).toBeChecked();
    const submit = within(panel).getByRole("button", { name: "Submit Review" });
    expect(submit).toBeDisabled();
    await userEvent.type(within(panel).getByLabelText("Your review"), "   ");
    expect(submit).toBeDisabled();
    await userEvent.type(within(panel).getByLabelText("Your review"), "Rich and fresh.");
    await userEvent.click(within(panel).getByRole("radio", { name: "3 stars" }));
    const photo = new File(["jpeg bytes"], "box.jpg", { type: "image/jpeg" });
    fireEvent.change(within(panel).getByLabelText("Add images"), { target: { files: [photo] } });
    expect(await within(panel).findByRole("img", { name: "Review photo 1" })).toBeInTheDocument();
    await userEvent.click(submit);

    await waitFor(() => expect(success).toHaveBeenCalledWith("Review submitted successfully"));
    const post = calls.find((call) => call.method === "POST");
    expect(formOf(post?.body)).toEqual([
      ["product_id", "7"],
      ["order_id", "5"],
      ["rating", "3"],
      ["text", "   Rich and fresh."],
      ["files", "box.jpg"],
      ["media_types", "image"],
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/orders\/5$/);
    expect(await screen.findByText("Reviewed, 3 of 5")).toBeInTheDocument();
  }, 15_000);

  it("leaves out a picked photo the browser cannot show, and says so", async () => {
    mockApi({ "GET /api/orders/5/": jsonResponse(deliveredOrder()), [reviewsUrl]: jsonResponse([]) });
    URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
    vi.spyOn(HTMLImageElement.prototype, "decode").mockImplementation(function (this: HTMLImageElement) {
      return this.src.endsWith("notes.jpg") ? Promise.reject(new Error("EncodingError")) : Promise.resolve();
    });
    renderOrder("/orders/5?review=1");
    const panel = await screen.findByRole("dialog", { name: "Review Dark Truffle Box" });
    const files = [
      new File(["jpeg bytes"], "box.jpg", { type: "image/jpeg" }),
      new File(["plain text"], "notes.jpg", { type: "image/jpeg" }),
    ];
    fireEvent.change(await within(panel).findByLabelText("Add images"), { target: { files } });
    expect(
      await within(panel).findByText("This photo could not be read. Please choose another one."),
    ).toBeInTheDocument();
    expect(within(panel).getAllByRole("img", { name: /^Review photo/ })).toHaveLength(1);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:notes.jpg");
  });

  it("edits an existing review: the spec's notice, Update Review, and a removed photo sent as remove_media", async () => {
    const success = vi.spyOn(toast, "success").mockImplementation(() => {});
    const calls = mockApi({
      "GET /api/orders/5/": jsonResponse(deliveredOrder()),
      [reviewsUrl]: jsonResponse([myReview()]),
      "PUT /api/products/reviews/31/": jsonResponse({
        message: "Review updated successfully",
        review: myReview(),
      }),
    });
    renderOrder();
    await userEvent.click(await screen.findByRole("button", { name: /Dark Truffle Box/ }));
    const panel = await screen.findByRole("dialog", { name: "Review Dark Truffle Box" });
    expect(await within(panel).findByText("You have already reviewed this product")).toBeInTheDocument();
    expect(within(panel).getByText("You can edit your review below")).toBeInTheDocument();
    expect(within(panel).getByLabelText("Your review")).toHaveValue("Rich and fresh.");
    expect(within(panel).getByRole("radio", { name: "4 stars" })).toBeChecked();
    await userEvent.click(within(panel).getByRole("button", { name: "Remove photo 1" }));
    await userEvent.click(within(panel).getByRole("button", { name: "Update Review" }));
    await waitFor(() => expect(success).toHaveBeenCalledWith("Review updated successfully"));
    const put = calls.find((call) => call.method === "PUT");
    expect(formOf(put?.body)).toContainEqual(["remove_media", "91"]);
  }, 15_000);

  it("asks which product to review when the link opens an order of several, and says what failed", async () => {
    const error = vi.spyOn(toast, "error").mockImplementation(() => {});
    mockApi({
      "GET /api/orders/5/": jsonResponse(
        deliveredOrder({
          items: [orderItem(50, 7, "Dark Truffle Box"), orderItem(51, 8, "Rose Gift Hamper")],
        }),
      ),
      [reviewsUrl]: jsonResponse([]),
      "POST /api/products/reviews/": jsonResponse(
        { message: "Each video must be at most 60 seconds long" },
        400,
      ),
    });
    renderOrder("/orders/5?review=1");
    const chooser = await screen.findByRole("dialog", { name: "Select a product to review" });
    await userEvent.click(await within(chooser).findByRole("button", { name: /Rose Gift Hamper/ }));
    const panel = screen.getByRole("dialog", { name: "Review Rose Gift Hamper" });
    await userEvent.type(within(panel).getByLabelText("Your review"), "Lovely");
    await userEvent.click(within(panel).getByRole("button", { name: "Submit Review" }));
    await waitFor(() => expect(error).toHaveBeenCalledWith("Failed to submit review"));
    expect(within(panel).getByRole("alert")).toHaveTextContent("Each video must be at most 60 seconds long");
    expect(within(panel).getByLabelText("Your review")).toHaveValue("Lovely");
  }, 15_000);

  it("offers no review before the order is delivered, even through the link", async () => {
    mockApi({ "GET /api/orders/5/": jsonResponse(deliveredOrder({ order_status: "SHIPPED" })) });
    renderOrder("/orders/5?review=1");
    expect(await screen.findByText("Dark Truffle Box")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Dark Truffle Box/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
