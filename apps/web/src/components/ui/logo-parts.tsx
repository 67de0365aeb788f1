import { LogoMark } from './logo-mark';

// No router here: the landing page links the logo without React Router (logo.tsx is the router's version).

/** The logo link's classes: 'dark' for the green band (white wordmark), 'light' for light grounds. */
export function logoClasses(tone: 'light' | 'dark' = 'light'): string {
  return `inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight ${
    tone === 'dark' ? 'text-white' : 'text-primary'
  }`;
}

/** The logo's content: mark plus wordmark; `collapsible` keeps only the mark on phones (up to 429 px: the header chip needs the room). */
export function LogoBody({
  siteName,
  collapsible = false,
}: {
  siteName: string;
  collapsible?: boolean;
}) {
  return (
    <>
      <LogoMark />
      <span className={collapsible ? 'max-[429px]:sr-only' : undefined}>{siteName}</span>
    </>
  );
}
