import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { HEADER_SOLID_SCROLL_PX } from '@lv/domain';
import { Menu, Sparkles, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { buttonClasses, type ButtonVariant } from '../../components/ui/button-base';
import { LogoBody, logoClasses } from '../../components/ui/logo-parts';
import { useAuth } from '../../lib/auth-state';
import { LandingLink } from './landing-link';
import { useScrolledPast } from './use-scrolled-past';

const SECTION_LINKS = [
  { label: msg`Journeys`, href: '#journeys' },
  { label: msg`Gamification`, href: '#gamification' },
  { label: msg`Results`, href: '#results' },
  { label: msg`Ecosystem`, href: '#ecosystem' },
] as const;

function AccountActions({ solid, stacked }: { solid: boolean; stacked: boolean }) {
  const { status, flags } = useAuth();
  const outline: ButtonVariant = solid || stacked ? 'secondary' : 'on-dark';
  const layout = stacked ? 'flex flex-col gap-2' : 'flex items-center gap-2';
  // While the auth state loads (and in the prerendered HTML) the button's height is kept, so the
  // header does not grow when Sign In or Dashboard arrives.
  if (status === 'loading') return stacked ? null : <div className="h-11" aria-hidden="true" />;
  if (status === 'signedOut') {
    return (
      <div className={layout}>
        <LandingLink to="/auth" className={buttonClasses(outline)}>
          {t`Sign In`}
        </LandingLink>
      </div>
    );
  }
  return (
    <div className={layout}>
      <LandingLink to="/leaderboard" className={buttonClasses(outline)}>
        {t`Dashboard`}
      </LandingLink>
      {!flags.isPaid ? (
        <LandingLink to="/upgrade" className={buttonClasses('accent')}>
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          {t`Upgrade`}
        </LandingLink>
      ) : null}
    </div>
  );
}

/** The landing page header: fixed, transparent over the hero, solid once scrolled. */
export function LandingHeader({ siteName }: { siteName: string }) {
  const solid = useScrolledPast(HEADER_SOLID_SCROLL_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const dark = !solid && !menuOpen;
  const linkClass = `rounded-md px-2 py-1 font-medium ${
    dark ? 'text-white hover:underline' : 'text-ink hover:text-primary'
  }`;

  return (
    // Escape in the open phone menu (or on its button) closes it and gives focus back to the button.
    <header
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !menuOpen) return;
        setMenuOpen(false);
        menuButton.current?.focus();
      }}
      className={`fixed inset-x-0 top-0 z-40 transition-colors ${
        dark ? 'on-dark bg-transparent' : 'border-b border-line bg-white shadow-sm'
      }`}
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <LandingLink to="/" className={logoClasses(dark ? 'dark' : 'light')}>
          <LogoBody siteName={siteName} />
        </LandingLink>
        <nav aria-label={t`Main`} className="hidden lg:block">
          <ul className="flex items-center gap-4">
            {SECTION_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={linkClass}>
                  {i18n._(link.label)}
                </a>
              </li>
            ))}
            <li>
              <LandingLink to="/knowledge-base" className={linkClass}>
                {t`FAQ`}
              </LandingLink>
            </li>
          </ul>
        </nav>
        <div className="hidden lg:block">
          <AccountActions solid={!dark} stacked={false} />
        </div>
        <button
          ref={menuButton}
          type="button"
          className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-3 font-semibold lg:hidden ${
            dark ? 'text-white' : 'text-primary'
          }`}
          aria-expanded={menuOpen}
          aria-controls="landing-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X className="h-5 w-5" aria-hidden="true" />
          ) : (
            <Menu className="h-5 w-5" aria-hidden="true" />
          )}
          {t`Menu`}
        </button>
      </div>
      <div
        id="landing-menu"
        className={`${menuOpen ? 'block' : 'hidden'} border-t border-line bg-white px-4 pb-4 lg:hidden`}
      >
        <nav aria-label={t`Main (mobile)`}>
          <ul className="flex flex-col py-2" onClick={() => setMenuOpen(false)}>
            {SECTION_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="flex min-h-11 items-center font-medium text-ink">
                  {i18n._(link.label)}
                </a>
              </li>
            ))}
            <li>
              <LandingLink
                to="/knowledge-base"
                className="flex min-h-11 items-center font-medium text-ink"
              >
                {t`FAQ`}
              </LandingLink>
            </li>
          </ul>
        </nav>
        <p className="mb-3 inline-flex items-center gap-1 rounded-full bg-accent px-3 py-1 text-sm font-bold text-ink">
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          {t`50 XP`}
          <span className="font-normal">{t`for starting your journey`}</span>
        </p>
        <AccountActions solid stacked />
      </div>
    </header>
  );
}
