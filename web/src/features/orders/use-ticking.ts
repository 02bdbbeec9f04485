import { useEffect, useState } from "react";

/** Re-renders every 30 s while `on`, so "pay within N minutes" counts down and turns to 'released'. */
export function useTicking(on: boolean) {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), 30_000);
    return () => clearInterval(timer);
  }, [on]);
}
