import type { ButtonHTMLAttributes, ReactNode } from 'react';

// No router here: the landing page's first chunks use these without React Router (button.tsx adds ButtonLink).

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost' | 'on-dark' | 'danger';
export type ButtonSize = 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-white hover:bg-primary-dark',
  secondary: 'border border-primary bg-white text-primary hover:bg-primary-light',
  // Class lists, not text (the arbitrary colour's '#' is outside the rule's class pattern).
  // eslint-disable-next-line lingui/no-unlocalized-strings
  accent: 'bg-accent text-ink hover:bg-[#c98f17]',
  ghost: 'text-primary hover:bg-primary-light',
  'on-dark': 'border border-white/70 text-white hover:bg-white/10',
  // A destructive action: white on error red (AA contrast).
  // eslint-disable-next-line lingui/no-unlocalized-strings
  danger: 'bg-error text-white hover:bg-[#991b1b]',
};

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-4 py-2 text-base',
  lg: 'min-h-12 px-6 py-3 text-lg',
};

/** Class names for a button-looking element. */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra = '',
): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** While true the button is disabled and shows `busyLabel`. */
  busy?: boolean;
  busyLabel?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  busyLabel,
  className = '',
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
