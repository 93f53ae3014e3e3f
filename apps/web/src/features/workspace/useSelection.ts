import { useCallback, useMemo, useState } from 'react';

/**
 * Companies ticked on a page, by id. Only ids still among `present` count, so that a company
 * removed or filtered out of the data never stays selected unseen.
 */
export function useSelection(present: readonly number[]) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const selected = useMemo(() => present.filter((id) => ticked.has(id)), [present, ticked]);
  const tick = useCallback((ids: readonly number[], on: boolean) => {
    setTicked((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setTicked(new Set()), []);
  const isTicked = useCallback((id: number) => ticked.has(id), [ticked]);
  return { selected, tick, clear, isTicked };
}
