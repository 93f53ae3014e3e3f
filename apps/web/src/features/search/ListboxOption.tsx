import type { ReactNode } from 'react';

export interface ListboxOptionProps {
  /** The listbox's id; the option's is `<listId>-<index>`, which the input names as its active descendant. */
  listId: string;
  index: number;
  active: boolean;
  className: string;
  onPick: () => void;
  children: ReactNode;
}

/** An option of a combobox's listbox: a mouse-down leaves the focus in the input, the active one is selected. */
export function ListboxOption({ listId, index, active, className, onPick, children }: ListboxOptionProps) {
  return (
    <div
      id={`${listId}-${index}`}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      className={className}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPick}
    >
      {children}
    </div>
  );
}
