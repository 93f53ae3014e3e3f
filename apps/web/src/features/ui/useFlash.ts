import { useCallback, useEffect, useState } from 'react';

export interface Flash {
  kind: 'success' | 'error';
  text: string;
  /** Tells two equal messages apart, so that the second one is announced again. */
  id: number;
}

/** Success notes disappear by themselves; errors stay until dismissed or replaced. */
const SUCCESS_VISIBLE_MS = 6000;

/** The outcome of the last action on a page, shown above its content. */
export function useFlash() {
  const [flash, setFlash] = useState<Flash | null>(null);

  useEffect(() => {
    if (flash?.kind !== 'success') return;
    const timer = window.setTimeout(() => setFlash(null), SUCCESS_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [flash]);

  const show = useCallback(
    (kind: Flash['kind'], text: string) => setFlash({ kind, text, id: Date.now() }),
    [],
  );
  const clear = useCallback(() => setFlash(null), []);
  return { flash, show, clear };
}
