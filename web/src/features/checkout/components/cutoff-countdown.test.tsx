import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CutoffCountdown } from "./cutoff-countdown";

// 12:40 IST on the server; today's order-by at 14:00 IST.
const serverNow = "2026-10-19T07:10:00.000Z";
const orderBy = "2026-10-19T08:30:00.000Z";

describe("CutoffCountdown", () => {
  it("counts down on the server's clock whatever the browser's says, minute by minute, and asks again at zero", () => {
    // The browser's clock is 7 minutes fast; the answer arrived just now.
    vi.useFakeTimers({ now: new Date("2026-10-19T07:17:00.000Z") });
    const onZero = vi.fn();
    const receivedAt = Date.now();
    const countdown = () => (
      <CutoffCountdown orderBy={orderBy} serverNow={serverNow} receivedAt={receivedAt} onZero={onZero} />
    );
    const { rerender } = render(countdown());
    expect(screen.getByText("Order within 1 h 20 min for delivery today")).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(30_000));
    // 1 h 19 min 30 s left: still shown as the minute it is in.
    expect(screen.getByText("Order within 1 h 20 min for delivery today")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText("Order within 1 h 19 min for delivery today")).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(19 * 60_000));
    expect(screen.getByText("Order within 1 h for delivery today")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(59 * 60_000 + 30_000));
    expect(screen.getByText("Order within 1 min for delivery today")).toBeInTheDocument();
    expect(onZero).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.queryByText(/Order within/)).not.toBeInTheDocument();
    expect(onZero).toHaveBeenCalledTimes(1);
    // The page redrawing while the refetch is under way does not ask again.
    act(() => vi.advanceTimersByTime(5 * 60_000));
    rerender(countdown());
    expect(onZero).toHaveBeenCalledTimes(1);
  });
});
