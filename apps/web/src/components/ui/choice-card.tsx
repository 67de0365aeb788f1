import type { ReactNode } from 'react';

interface ChoiceCardProps {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  /** The card's own spacing and alignment, and anything it adds when checked. */
  className?: string;
  inputClassName?: string;
  children: ReactNode;
}

/**
 * A radio button or checkbox drawn as a bordered card, its whole surface the label: it shows when
 * it is checked and when the keyboard focuses its input.
 */
export function ChoiceCard({
  type,
  name,
  value,
  checked,
  onChange,
  className = '',
  inputClassName = '',
  children,
}: ChoiceCardProps) {
  return (
    <label
      className={`flex cursor-pointer gap-3 rounded-lg border has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary ${
        checked ? 'border-primary bg-primary-light' : 'border-gray-400 bg-white'
      } ${className}`}
    >
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className={`h-4 w-4 accent-primary ${inputClassName}`}
      />
      {children}
    </label>
  );
}
