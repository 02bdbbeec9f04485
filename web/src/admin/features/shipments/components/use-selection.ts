import { useState } from "react";

/**
 * Rows ticked in a list, by id. Only ids still listed count, so a row that left the list (booked by
 * someone else, a new day picked) is never acted on.
 */
export function useSelection(ids: number[]) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const chosen = ids.filter((id) => ticked.has(id));
  return {
    /** The ticked ids, in the list's order. */
    chosen,
    isTicked: (id: number) => ticked.has(id),
    toggle: (id: number) =>
      setTicked((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    all: ids.length > 0 && chosen.length === ids.length,
    some: chosen.length > 0 && chosen.length < ids.length,
    setAll: (on: boolean) => setTicked(new Set(on ? ids : [])),
  };
}

export type Selection = ReturnType<typeof useSelection>;
