import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { initialsOf } from '../../lib/format';
import { useSaveData } from '../../lib/save-data';

const sizes = { sm: 'h-8 w-8 text-xs', md: 'h-10 w-10 text-sm', lg: 'h-20 w-20 text-2xl' } as const;
/** The rendered size in CSS pixels, also given to the img so it reserves its box before it loads. */
const pixels = { sm: 32, md: 40, lg: 80 } as const;

/**
 * A learner's photo, or their initials in a circle when there is none (or it fails to load);
 * decorative, as the name is always written beside it. Under Save-Data the photo is not fetched
 * until asked: a profile's large photo shows its initials as a button, "Show photo of <name>"; the
 * small ones in lists stay initials (they sit in rows and labels where a button cannot go).
 */
export function Avatar({ name, image, size = 'md' }: { name: string; image?: string | null; size?: keyof typeof sizes }) {
  const [failed, setFailed] = useState<string | null>(null);
  const [asked, setAsked] = useState(false);
  const saveData = useSaveData();
  const initialsClasses = `inline-flex shrink-0 items-center justify-center rounded-full bg-primary-light font-bold text-primary ${sizes[size]}`;
  if (image && failed !== image && (asked || !saveData)) {
    return (
      <img
        src={image}
        alt=""
        width={pixels[size]}
        height={pixels[size]}
        referrerPolicy="no-referrer"
        loading="lazy"
        decoding="async"
        onError={() => setFailed(image)}
        className={`shrink-0 rounded-full bg-primary-light object-cover ${sizes[size]}`}
      />
    );
  }
  if (image && failed !== image && size === 'lg') {
    return (
      <button type="button" onClick={() => setAsked(true)} aria-label={t`Show photo of ${name}`} title={t`Show photo`} className={initialsClasses}>
        <span aria-hidden="true">{initialsOf(name)}</span>
      </button>
    );
  }
  return (
    <span aria-hidden="true" className={initialsClasses}>
      {initialsOf(name)}
    </span>
  );
}
