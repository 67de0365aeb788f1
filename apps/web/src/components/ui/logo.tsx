import { Link } from 'react-router';
import { LogoMark } from './logo-mark';

interface LogoProps {
  siteName: string;
  /** 'dark' for the green band (white wordmark), 'light' for light grounds. */
  tone?: 'light' | 'dark';
  /** On the narrowest phones only the mark shows (the name stays for screen readers). */
  collapsible?: boolean;
}

/** The logo: mark plus wordmark, always linking to the root path (spec section 2). */
export function Logo({ siteName, tone = 'light', collapsible = false }: LogoProps) {
  return (
    <Link
      to="/"
      className={`inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight ${
        tone === 'dark' ? 'text-white' : 'text-primary'
      }`}
    >
      <LogoMark />
      <span className={collapsible ? 'max-[379px]:sr-only' : undefined}>{siteName}</span>
    </Link>
  );
}
