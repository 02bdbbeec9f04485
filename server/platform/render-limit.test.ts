import { afterEach, describe, expect, it, vi } from "vitest";
import { createRenderLimit } from "./render-limit";

afterEach(() => {
  vi.useRealTimers();
});

describe("createRenderLimit", () => {
  it("gives a render that waited past the bound nothing, and its turn to the next one in line", async () => {
    vi.useFakeTimers();
    const limit = createRenderLimit({ atOnce: 1, waitMs: 1000 });
    let finishFirst = (_value: string) => {};
    const running = limit.run(
      () =>
        new Promise<string>((resolve) => {
          finishFirst = resolve;
        }),
    );
    const late = limit.run(async () => "late");
    await vi.advanceTimersByTimeAsync(1000);
    expect(await late).toBeNull();

    const next = limit.run(async () => "next");
    finishFirst("first");
    expect(await running).toBe("first");
    await vi.advanceTimersByTimeAsync(1000);
    expect(await next).toBe("next");
    // Every turn is back: a new render starts at once.
    expect(await limit.run(async () => "again")).toBe("again");
  });
});
