import type { ReactNode } from 'react';

interface IconButtonProps {
  /** The accessible name (also the tooltip): the icon alone says nothing to a screen reader. */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
  children: ReactNode;
}

/** A 44 px square button holding one icon: move up/down, edit, delete in the admin lists. */
export function IconButton({
  label,
  onClick,
  disabled,
  danger = false,
  children,
}: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className={`inline-flex h-11 w-11 items-center justify-center rounded-lg border border-line bg-white disabled:cursor-not-allowed disabled:opacity-40 ${
        danger ? 'text-error hover:bg-error-bg' : 'text-primary hover:bg-primary-light'
      }`}
    >
      {children}
    </button>
  );
}
