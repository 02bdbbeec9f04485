/**
 * A bound on the server renders of public pages running at once. A render is mostly CPU on the one
 * event loop (React's passes, the critical CSS), so thirty at once would make every other request,
 * health checks included, wait behind them. Past the bound a render waits up to `waitMs` for a turn,
 * then gives up: the caller sends the page unrendered (index.html), which the browser renders itself.
 */
export type RenderLimit = {
  /** What `render` gives, or null when no turn came within the wait. */
  run<T>(render: () => Promise<T>): Promise<T | null>;
};

export type RenderLimitOptions = { atOnce: number; waitMs: number };

/**
 * Two renders keep both cores of a small machine busy while a health check waits behind at most two
 * render steps; a second is about what a page render takes when thirty arrive at once.
 */
export const defaultRenderLimit: RenderLimitOptions = { atOnce: 2, waitMs: 1000 };

export function createRenderLimit({ atOnce, waitMs }: RenderLimitOptions): RenderLimit {
  let running = 0;
  // Oldest first; a finished render hands its turn straight to the next one.
  const waiting: (() => void)[] = [];

  const turn = (): Promise<boolean> => {
    if (running < atOnce) {
      running += 1;
      return Promise.resolve(true);
    }
    if (waitMs <= 0) return Promise.resolve(false);
    return new Promise((resolve) => {
      const take = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(take), 1);
        resolve(false);
      }, waitMs);
      waiting.push(take);
    });
  };

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run(render) {
      if (!(await turn())) return null;
      try {
        return await render();
      } finally {
        release();
      }
    },
  };
}
