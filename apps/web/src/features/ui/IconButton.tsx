import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';

export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'title' | 'aria-label' | 'children'> {
  /** What the button does, e.g. "Remove “Muster GmbH”": read by screen readers and shown as its tooltip. */
  label: string;
  icon: LucideIcon;
  iconSize?: number;
}

/** A button that shows only an icon: its label names it for screen readers and as tooltip alike. */
export function IconButton({ label, icon: Icon, iconSize = 18, ...button }: IconButtonProps) {
  return (
    <button type="button" {...button} aria-label={label} title={label}>
      <Icon size={iconSize} aria-hidden="true" />
    </button>
  );
}
