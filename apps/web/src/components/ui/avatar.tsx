import { useState } from 'react';
import { initialsOf } from '../../lib/format';

const sizes = { sm: 'h-8 w-8 text-xs', md: 'h-10 w-10 text-sm', lg: 'h-20 w-20 text-2xl' } as const;

/**
 * A learner's photo, or their initials in a circle when there is none (or it fails to load);
 * decorative, as the name is always written beside it.
 */
export function Avatar({ name, image, size = 'md' }: { name: string; image?: string | null; size?: keyof typeof sizes }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (image && failed !== image) {
    return (
      <img
        src={image}
        alt=""
        referrerPolicy="no-referrer"
        loading="lazy"
        onError={() => setFailed(image)}
        className={`shrink-0 rounded-full bg-primary-light object-cover ${sizes[size]}`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-primary-light font-bold text-primary ${sizes[size]}`}
    >
      {initialsOf(name)}
    </span>
  );
}
