import type { OccasionLink } from "@contract/occasions";
import { lazy, Suspense, useEffect, useRef, useState } from "react";

const Footer = lazy(() => import("./footer").then((module) => ({ default: module.Footer })));

type DeferredFooterProps = { supportEmail?: string; supportPhone?: string; occasions?: OccasionLink[] };

/** Roughly the footer's height, reserved so nothing jumps when it arrives. */
const placeholderClass = "mt-20 min-h-[36rem] bg-cocoa-950 md:min-h-[24rem]";

/** How long after the first render the footer loads anyway, if the browser is idle by then. */
const idleTimeoutMs = 3000;

/**
 * The footer sits below every page's fold, so its code stays off the first screen's critical path:
 * it loads when the shopper scrolls near it (600 px ahead) or once the browser is idle after the
 * page has loaded, whichever comes first. Without IntersectionObserver it loads at once.
 */
export function DeferredFooter(props: DeferredFooterProps) {
  const marker = useRef<HTMLDivElement>(null);
  // Starts as the placeholder everywhere, the server's HTML included, so hydration matches it.
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = marker.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(element);
    const show = () => setNear(true);
    const idle =
      typeof requestIdleCallback === "function"
        ? requestIdleCallback(show, { timeout: idleTimeoutMs })
        : window.setTimeout(show, idleTimeoutMs);
    return () => {
      observer.disconnect();
      if (typeof cancelIdleCallback === "function") cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [near]);

  const placeholder = <div ref={marker} aria-hidden="true" className={placeholderClass} />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Footer {...props} />
    </Suspense>
  );
}
