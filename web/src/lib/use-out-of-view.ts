import { type RefObject, useEffect, useState } from "react";

/**
 * True while the element is entirely outside the viewport (above or below it). Starts false, and stays
 * false where IntersectionObserver is missing, so nothing that depends on it appears unasked.
 */
export function useOutOfView(ref: RefObject<Element | null>): boolean {
  const [outOfView, setOutOfView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setOutOfView(!entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return outOfView;
}
