import type { OccasionLink } from "@contract/occasions";
import { Link } from "react-router";

/** "For Her" → "Gifts for Her"; "Corporate" → "Corporate gifts". */
function chipText({ kind, title }: OccasionLink): string {
  if (kind === "occasion") return title;
  const person = /^For\s+(.+)$/i.exec(title)?.[1];
  return person ? `Gifts for ${person}` : `${title} gifts`;
}

/**
 * Home's "Shop by occasion": text chips only, so nothing here competes with the banner for the first
 * paint; drawn when it comes near the screen. Occasions come before recipients, as the settings list them.
 */
export function OccasionRow({ occasions }: { occasions: OccasionLink[] }) {
  if (occasions.length === 0) return null;
  return (
    <section
      aria-labelledby="home-occasions"
      className="drawn-when-near mx-auto max-w-7xl [contain-intrinsic-size:auto_7rem] md:px-6 md:[contain-intrinsic-size:auto_9rem] lg:px-8"
    >
      <h2 id="home-occasions" className="mb-5 px-5 text-2xl text-cocoa-900 md:mb-6 md:px-0 md:text-4xl">
        Shop by occasion
      </h2>
      {/* Phones scroll the chips sideways, as the categories above; wider screens wrap them. */}
      <ul className="scrollbar-none flex snap-x scroll-px-5 gap-2.5 overflow-x-auto px-5 py-1 md:flex-wrap md:gap-3 md:px-0">
        {occasions.map((occasion) => (
          <li key={occasion.slug} className="shrink-0 snap-start">
            <Link
              to={`/occasions/${occasion.slug}`}
              className="inline-flex h-10 items-center rounded-full bg-white px-4 text-sm font-medium text-cocoa-800 shadow-xs ring-1 ring-cocoa-200 transition hover:text-amber-800 hover:ring-amber-500 md:h-11 md:px-5"
            >
              {chipText(occasion)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
