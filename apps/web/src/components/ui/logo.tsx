import { Link } from 'react-router';
import { LogoMark } from './logo-mark';

interface LogoProps {
  siteName: string;
  /** 'dark' for the green band (white wordmark), 'light' for light grounds. */
  tone?: 'light' | 'dark';
}

/** The logo: mark plus wordmark, always linking to the root path (spec section 2). */
export function Logo({ siteName, tone = 'light' }: LogoProps) {
  return (
    <Link
      to="/"
      className={`inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight ${
        tone === 'dark' ? 'text-white' : 'text-primary'
      }`}
    >
      <LogoMark />
      <span>{siteName}</span>
    </Link>
  );
}
