import { describe, expect, it } from "vitest";
import { imageSrcSet, imageVariantUrl } from "./images";

describe("imageVariantUrl", () => {
  it("points media URLs at their WebP variant", () => {
    expect(imageVariantUrl("/media/seed/products/box-1.jpg", 640)).toBe(
      "/media/w640/seed/products/box-1.jpg",
    );
    expect(imageVariantUrl("https://mithaas.in/media/products/a.png", 320)).toBe(
      "https://mithaas.in/media/w320/products/a.png",
    );
  });

  it("leaves other URLs and existing variants alone", () => {
    expect(imageVariantUrl("https://cdn.example.com/a.jpg", 640)).toBe("https://cdn.example.com/a.jpg");
    expect(imageVariantUrl("/media/w640/seed/a.jpg", 320)).toBe("/media/w640/seed/a.jpg");
    expect(imageVariantUrl("", 320)).toBe("");
  });

  it("lists every width for srcset", () => {
    expect(imageSrcSet("/media/a/b.jpg")).toBe(
      "/media/w320/a/b.jpg 320w, /media/w640/a/b.jpg 640w, /media/w960/a/b.jpg 960w, /media/w1280/a/b.jpg 1280w",
    );
    expect(imageSrcSet("data:image/png;base64,xx")).toBe("");
  });
});
