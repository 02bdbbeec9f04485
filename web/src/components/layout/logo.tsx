import { Link } from "react-router";

type LogoProps = { tone?: "dark" | "light" };

export function Logo({ tone = "dark" }: LogoProps) {
  const word = tone === "dark" ? "text-cocoa-900" : "text-cream-100";
  // amber-700 is the lightest amber that keeps 4.5:1 on the cream bar at this small size.
  const tagline = tone === "dark" ? "text-amber-700" : "text-amber-600";
  // Named by the words on screen (so someone saying "click Mithaas" reaches it), then where it goes.
  return (
    <Link to="/" className="group inline-flex items-center gap-2.5 rounded-full">
      <span
        aria-hidden="true"
        className="flex size-9 items-center justify-center rounded-full bg-cocoa-900 font-display text-lg text-amber-400 ring-2 ring-amber-500/70 ring-offset-2 ring-offset-transparent transition group-hover:ring-amber-400"
      >
        M
      </span>
      <span className="flex flex-col leading-none">
        <span className={`font-display text-2xl tracking-wide ${word}`}>Mithaas</span>{" "}
        <span className={`mt-0.5 text-[0.6rem] font-semibold tracking-[0.3em] uppercase ${tagline}`}>
          Chocolates &amp; Gifts
        </span>
        <span className="sr-only">, home</span>
      </span>
    </Link>
  );
}
