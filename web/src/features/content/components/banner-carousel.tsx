import type { Banner } from "@contract/content";
import { imageSrcSet, imageVariantUrl } from "@contract/images";
import { AppLink } from "@web/components/ui/app-link";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useState } from "react";

/** Product §9: a new banner every 5000 ms (the 0.5 s slide is the duration-500 class on the track). */
export const bannerRotationMs = 5000;

const arrowClass =
  "absolute top-1/2 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/70 text-cocoa-900 shadow-soft backdrop-blur transition hover:bg-white md:size-12 md:bg-white/85";
const swipeThresholdPx = 40;

export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [touchStartX, setTouchStartX] = useState<number | null>(null);
  const count = banners.length;
  const current = index < count ? index : 0;
  const rotates = count > 1;

  useEffect(() => {
    if (!rotates || paused) return;
    const timer = setTimeout(() => setIndex((current + 1) % count), bannerRotationMs);
    return () => clearTimeout(timer);
  }, [current, count, rotates, paused]);

  const go = (next: number) => setIndex((next + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured collections"
      className="relative overflow-hidden bg-cream-200 md:rounded-3xl md:shadow-soft"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onTouchStart={(event) => setTouchStartX(event.touches[0]?.clientX ?? null)}
      onTouchEnd={(event) => {
        const endX = event.changedTouches[0]?.clientX;
        if (touchStartX === null || endX === undefined || !rotates) return;
        const delta = endX - touchStartX;
        if (Math.abs(delta) > swipeThresholdPx) go(delta < 0 ? current + 1 : current - 1);
        setTouchStartX(null);
      }}
    >
      <div
        data-testid="banner-track"
        className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
        style={{ transform: `translateX(-${current * 100}%)` }}
      >
        {banners.map((banner, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern marks slides as groups.
          <div
            key={banner.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            inert={i !== current}
            className="w-full shrink-0"
          >
            <AppLink to={banner.link} className="block">
              <picture>
                <source
                  media="(min-width: 768px)"
                  srcSet={imageSrcSet(banner.image) || banner.image}
                  sizes="(min-width: 1280px) 1232px, 100vw"
                  width={1600}
                  height={600}
                />
                <img
                  src={imageVariantUrl(banner.mobile_image, 640)}
                  srcSet={imageSrcSet(banner.mobile_image) || undefined}
                  sizes="100vw"
                  decoding={i === 0 ? undefined : "async"}
                  alt={banner.alt}
                  width={800}
                  height={800}
                  loading={i === 0 ? "eager" : "lazy"}
                  fetchPriority={i === 0 ? "high" : "auto"}
                  className="block aspect-square w-full object-cover md:aspect-[8/3]"
                />
              </picture>
            </AppLink>
          </div>
        ))}
      </div>
      {rotates && (
        <>
          <button
            type="button"
            aria-label="Previous banner"
            onClick={() => go(current - 1)}
            className={`${arrowClass} left-2 md:left-5`}
          >
            <ChevronLeft aria-hidden="true" className="size-4 md:size-6" />
          </button>
          <button
            type="button"
            aria-label="Next banner"
            onClick={() => go(current + 1)}
            className={`${arrowClass} right-2 md:right-5`}
          >
            <ChevronRight aria-hidden="true" className="size-4 md:size-6" />
          </button>
          <div className="absolute inset-x-0 bottom-2 flex justify-center md:bottom-4">
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                aria-label={`Go to banner ${i + 1}`}
                aria-current={i === current}
                onClick={() => go(i)}
                // The dot is small; the button around it is a full 24 px touch target (WCAG 2.5.8).
                className="group flex h-8 min-w-8 items-center justify-center px-1"
              >
                <span
                  className={`block h-2 rounded-full shadow-sm transition-all duration-300 ${
                    i === current ? "w-7 bg-amber-500" : "w-2 bg-white/80 group-hover:bg-white"
                  }`}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
