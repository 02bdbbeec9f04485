import { ResponsiveImage } from "@web/components/ui/responsive-image";
import { useState } from "react";

type ProductGalleryProps = { name: string; images: string[]; soldOut: boolean };

export function ProductGallery({ name, images, soldOut }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  return (
    <div className="flex flex-col gap-3 md:gap-4">
      <div className="relative aspect-square overflow-hidden rounded-3xl bg-cream-200 shadow-soft ring-1 ring-cocoa-100">
        {current && (
          <ResponsiveImage
            key={current}
            src={current}
            // On phones the page's 1.25 rem margins: a 390 px phone at 1.75x then takes the 640 px file.
            sizes="(min-width: 1280px) 600px, (min-width: 768px) 48vw, calc(100vw - 2.5rem)"
            priority="high"
            alt={images.length > 1 ? `${name}, picture ${index + 1} of ${images.length}` : name}
            width={1200}
            height={1200}
            className={`size-full object-cover ${soldOut ? "opacity-70 grayscale-[60%]" : ""}`}
          />
        )}
        {soldOut && (
          <span className="absolute top-4 left-4 rounded-full bg-cocoa-900/90 px-4 py-1.5 text-sm font-semibold text-cream-100 shadow-soft">
            Out of Stock
          </span>
        )}
      </div>
      {images.length > 1 && (
        <ul aria-label="Pictures" className="scrollbar-none flex gap-2.5 overflow-x-auto p-1 md:gap-3">
          {images.map((image, i) => (
            <li key={image} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show picture ${i + 1} of ${images.length}`}
                aria-current={i === index}
                className={`block size-16 overflow-hidden rounded-xl bg-cream-200 ring-2 transition md:size-20 ${
                  i === index
                    ? "ring-amber-500"
                    : "opacity-75 ring-transparent hover:opacity-100 hover:ring-cocoa-200"
                }`}
              >
                <ResponsiveImage
                  src={image}
                  sizes="80px"
                  width={160}
                  height={160}
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
