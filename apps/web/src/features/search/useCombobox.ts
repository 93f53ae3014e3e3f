import { DROPDOWN_BLUR_DELAY_MS } from '@fd/contract';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

export interface Combobox {
  open: boolean;
  /** Highlighted option, -1 for none. */
  active: number;
  /** The input was edited: the dropdown opens and nothing is highlighted. */
  onEdit: () => void;
  close: () => void;
  inputHandlers: {
    onFocus: () => void;
    onBlur: () => void;
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  };
}

/** The ARIA attributes of a combobox input whose listbox has the id `listId`. */
export function comboboxAria(combobox: Combobox, listId: string) {
  return {
    role: 'combobox',
    'aria-autocomplete': 'list' as const,
    'aria-expanded': combobox.open,
    'aria-controls': listId,
    'aria-activedescendant': combobox.active >= 0 ? `${listId}-${combobox.active}` : undefined,
  };
}

/**
 * Dropdown behaviour shared by the autocomplete fields: arrows move the highlight, Enter picks it,
 * Escape closes, and blur closes after 200 ms (the product's delay) so that a click on an option still lands.
 */
export function useCombobox(optionCount: number, onPick: (index: number) => void): Combobox {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(blurTimer.current), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list of options starts without a highlight.
  useEffect(() => setActive(-1), [optionCount]);

  const expanded = open && optionCount > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => {
        const next = index + step;
        if (next >= optionCount) return -1;
        if (next < -1) return optionCount - 1;
        return next;
      });
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      onPick(active);
      setOpen(false);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    }
  };

  return {
    open: expanded,
    active: expanded ? active : -1,
    onEdit: () => {
      setActive(-1);
      setOpen(true);
    },
    close: () => setOpen(false),
    inputHandlers: {
      onFocus: () => window.clearTimeout(blurTimer.current),
      onBlur: () => {
        blurTimer.current = window.setTimeout(() => setOpen(false), DROPDOWN_BLUR_DELAY_MS);
      },
      onKeyDown,
    },
  };
}
