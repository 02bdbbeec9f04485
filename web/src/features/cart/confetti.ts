import type { CreateTypes } from "canvas-confetti";

let cannon: Promise<CreateTypes> | null = null;

/**
 * Confetti for an offer that starts to apply (product §4). canvas-confetti loads on the first burst, so
 * it costs nothing until a shopper earns one; it skips itself for people who prefer reduced motion.
 * It draws on the page's own thread: its default worker starts from a blob: URL, which the
 * Content-Security-Policy (script-src 'self') rightly refuses.
 */
export function fireConfetti(): void {
  cannon ??= import("canvas-confetti").then(({ default: confetti }) =>
    confetti.create(undefined, { resize: true, useWorker: false }),
  );
  void cannon
    .then((fire) =>
      fire({
        particleCount: 120,
        spread: 75,
        origin: { y: 0.6 },
        colors: ["#b45309", "#f59e0b", "#fcd34d", "#3b1f14", "#fffaf3"],
        disableForReducedMotion: true,
      }),
    )
    .catch((error: unknown) => console.error(error));
}
