import { Link } from 'react-router';
import { LogoBody, logoClasses } from './logo-parts';

interface LogoProps {
  siteName: string;
  /** 'dark' for the green band (white wordmark), 'light' for light grounds. */
  tone?: 'light' | 'dark';
  /** On the narrowest phones only the mark shows (the name stays for screen readers). */
  collapsible?: boolean;
}

/** The logo: mark plus wordmark, always linking to the root path (`../shared/spec/platform-spec.md` section 2 (Screens and routes)). */
export function Logo({ siteName, tone = 'light', collapsible = false }: LogoProps) {
  return (
    <Link to="/" className={logoClasses(tone)}>
      <LogoBody siteName={siteName} collapsible={collapsible} />
    </Link>
  );
}
