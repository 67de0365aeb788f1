import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from './avatar';

interface PersonRowProps {
  name: string;
  image?: string | null;
  /** Their public profile, when the name should lead there. */
  href?: string;
  /** Small labels after the name: "Leader", "You". */
  tags?: ReactNode;
  /** A second line in muted text: when they posted, their level. */
  detail?: ReactNode;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * A person as the app shows one in a list or byline: avatar, name (a link when given), tags, one
 * detail line. Phrasing content only (spans), so it also fits inside a label (a picker's choice).
 */
export function PersonRow({
  name,
  image = null,
  href,
  tags,
  detail,
  size = 'md',
  className = '',
}: PersonRowProps) {
  return (
    <span className={`flex min-w-0 items-center gap-3 ${className}`}>
      <Avatar name={name} image={image} size={size} />
      <span className="min-w-0 text-sm">
        <span className="flex flex-wrap items-center gap-2">
          {href ? (
            <Link
              to={href}
              className="font-semibold break-words text-ink underline-offset-2 hover:underline"
            >
              {name}
            </Link>
          ) : (
            <span className="font-semibold break-words text-ink">{name}</span>
          )}
          {tags}
        </span>
        {detail ? <span className="block text-muted">{detail}</span> : null}
      </span>
    </span>
  );
}
