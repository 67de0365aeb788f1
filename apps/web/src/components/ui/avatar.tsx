import { initialsOf } from '../../lib/format';

const sizes = { sm: 'h-8 w-8 text-xs', md: 'h-10 w-10 text-sm' } as const;

/** A learner's initials in a circle; decorative, as the name is always written beside it. */
export function Avatar({ name, size = 'md' }: { name: string; size?: keyof typeof sizes }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-primary-light font-bold text-primary ${sizes[size]}`}
    >
      {initialsOf(name)}
    </span>
  );
}
