import type { Banner } from "@contract/content";
import { act, fireEvent, screen } from "@testing-library/react";
import { renderWithProviders } from "@web/test/render";
import { describe, expect, it, vi } from "vitest";
import { BannerCarousel, bannerRotationMs } from "./banner-carousel";

const banners: Banner[] = [1, 2, 3].map((id) => ({
  id,
  image: `/media/banner-${id}.jpg`,
  mobile_image: `/media/banner-${id}-m.jpg`,
  link: `/categories/${id}`,
  alt: `Banner ${id}`,
}));

function currentDot(): string | null {
  const dots = screen.getAllByRole("button", { name: /Go to banner/ });
  return dots.find((dot) => dot.getAttribute("aria-current") === "true")?.getAttribute("aria-label") ?? null;
}

const track = () => screen.getByTestId("banner-track");

describe("BannerCarousel", () => {
  it("has no arrows or dots for a single banner", () => {
    renderWithProviders(<BannerCarousel banners={banners.slice(0, 1)} />);
    expect(screen.getByRole("img", { name: "Banner 1" })).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("shows labelled arrows and one dot per banner when there are several", () => {
    renderWithProviders(<BannerCarousel banners={banners} />);
    expect(screen.getByRole("button", { name: "Previous banner" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next banner" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /Go to banner/ })).toHaveLength(3);
    expect(currentDot()).toBe("Go to banner 1");
  });

  it("advances every 5 seconds and wraps around to the first banner", () => {
    vi.useFakeTimers();
    renderWithProviders(<BannerCarousel banners={banners} />);
    act(() => vi.advanceTimersByTime(bannerRotationMs - 1));
    expect(currentDot()).toBe("Go to banner 1");
    act(() => vi.advanceTimersByTime(1));
    expect(currentDot()).toBe("Go to banner 2");
    expect(track().style.transform).toBe("translateX(-100%)");
    act(() => vi.advanceTimersByTime(bannerRotationMs));
    expect(currentDot()).toBe("Go to banner 3");
    act(() => vi.advanceTimersByTime(bannerRotationMs));
    expect(currentDot()).toBe("Go to banner 1");
    expect(track().style.transform).toBe("translateX(-0%)");
  });

  it("wraps backwards with the previous arrow and jumps with the dots", () => {
    renderWithProviders(<BannerCarousel banners={banners} />);
    fireEvent.click(screen.getByRole("button", { name: "Previous banner" }));
    expect(currentDot()).toBe("Go to banner 3");
    fireEvent.click(screen.getByRole("button", { name: "Go to banner 2" }));
    expect(currentDot()).toBe("Go to banner 2");
  });

  it("links each slide to its banner's link and loads only the first eagerly", () => {
    renderWithProviders(<BannerCarousel banners={banners} />);
    const links = screen.getAllByRole("link", { hidden: true });
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "/categories/1",
      "/categories/2",
      "/categories/3",
    ]);
    const images = screen.getAllByRole("img", { hidden: true });
    expect(images.map((img) => img.getAttribute("loading"))).toEqual(["eager", "lazy", "lazy"]);
  });
});
