/**
 * A clock a test moves by hand, for `createTestApp({ now: clock.now })`: India-time rules (cut-offs,
 * slot notice, the India date) are tested at exact instants. Write instants with their offset,
 * e.g. "2026-10-19T11:59+05:30".
 */
export type TestClock = {
  now: () => Date;
  set: (iso: string) => void;
  advance: (ms: number) => void;
};

function instantOf(iso: string): number {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) throw new RangeError(`Not an instant: ${iso}`);
  return time;
}

export function testClock(iso: string): TestClock {
  let time = instantOf(iso);
  return {
    now: () => new Date(time),
    set: (next) => {
      time = instantOf(next);
    },
    advance: (ms) => {
      time += ms;
    },
  };
}
