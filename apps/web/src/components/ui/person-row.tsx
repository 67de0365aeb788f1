import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from './avatar';

interface PersonRowProps {
  name: string;
  image?: string | null;
  /** Their public profile, when the name should lead there. */
  href?: string;
  /** A second line in muted text: when they posted, their level. */
  detail?: ReactNode;
  size?: 'sm' | 'md';
  className?: string;
}

/** A person as the app shows one in a list or byline: avatar, name (a link when given), one detail line. */
export function PersonRow({
  name,
  image = null,
  href,
  detail,
  size = 'md',
  className = '',
}: PersonRowProps) {
  return (
    <div className={`flex min-w-0 items-center gap-3 ${className}`}>
      <Avatar name={name} image={image} size={size} />
      <p className="min-w-0 text-sm">
        {href ? (
          <Link to={href} className="font-semibold text-ink underline-offset-2 hover:underline">
            {name}
          </Link>
        ) : (
          <span className="font-semibold text-ink">{name}</span>
        )}
        {detail ? <span className="block text-muted">{detail}</span> : null}
      </p>
    </div>
  );
}
