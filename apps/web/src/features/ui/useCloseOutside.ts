import { type RefObject, useEffect } from 'react';
import { useEscapeKey } from './useEscapeKey';

/** An open menu closes on Escape and on a press anywhere outside its root. */
export function useCloseOutside(open: boolean, close: () => void, rootRef: RefObject<HTMLElement | null>) {
  useEscapeKey(open, close);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close();
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open, close, rootRef]);
}
