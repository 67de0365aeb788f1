import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { LogOut, Menu, Sparkles, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Link, Outlet, matchPath, useLocation } from 'react-router';
import { Button, ButtonLink } from '../components/ui/button';
import { Logo } from '../components/ui/logo';
import { useCurrentMoment } from '../components/moments/moment';
import { MomentPanel, momentTexts } from '../components/moments/moment-panel';
import { PointsChip } from '../components/ui/points-chip';
import { useSiteName } from '../hooks/use-public-config';
import { useAuth } from '../lib/auth-state';
import { usePoints } from '../lib/live-points-state';
import { ADMIN_NAV, LEARNER_NAV, type NavItem } from './nav-items';
import { OfflineStatus } from './offline-status';

const isItemActive = (item: NavItem, pathname: string) =>
  item.activeOn.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);

function NavList({
  label,
  items,
  pathname,
  showPremium,
}: {
  label: string;
  items: NavItem[];
  pathname: string;
  showPremium: boolean;
}) {
  return (
    <ul aria-label={label} className="flex flex-col gap-1">
      {items.map((item) => {
        const active = isItemActive(item, pathname);
        const Icon = item.icon;
        const Badge = item.badge;
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={active ? 'page' : undefined}
              className={`flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 font-medium ${
                active ? 'bg-primary text-white' : 'text-ink hover:bg-primary-light'
              }`}
            >
              <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
              <span>{i18n._(item.label)}</span>
              {Badge ? <Badge /> : null}
              {item.paidOnly && showPremium ? (
                <span
                  className={`ml-auto rounded-full px-2 py-0.5 text-xs font-semibold ${
                    active ? 'bg-white text-primary' : 'bg-accent-light text-ink'
                  }`}
                >
                  {t`Premium`}
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-lg bg-primary px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t`Skip to main content`}
    </a>
  );
}

/** Header for visitors (and inactive accounts) on public pages inside the shell. */
function VisitorHeader({ siteName }: { siteName: string }) {
  const { status, user, signOut } = useAuth();
  return (
    <header className="border-b border-line bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Logo siteName={siteName} />
        {/* As tall as its buttons while the session is being checked, so the page does not move when they appear. */}
        <div className="flex min-h-11 items-center gap-2">
          {status === 'signedOut' ? (
            <>
              <ButtonLink to="/auth" variant="ghost">
                {t`Sign In`}
              </ButtonLink>
              <ButtonLink to="/auth?mode=signup" className="max-sm:hidden">
                {t`Start your journey`}
              </ButtonLink>
            </>
          ) : null}
          {status === 'signedIn' && user?.accountStatus === 'inactive' ? (
            <Button variant="ghost" onClick={() => void signOut()}>
              {t`Sign out`}
            </Button>
          ) : null}
        </div>
      </div>
    </header>
  );
}

/**
 * The header's points: the only reader of the live points in the shell, so a points event (the
 * first arrives just after the page goes live) renders the chip, not the whole shell and its
 * navigation.
 */
function LivePointsChip() {
  const { points, isLoaded, streak } = usePoints();
  return <PointsChip points={points} isLoaded={isLoaded} streak={streak} />;
}

/** The moment to celebrate now (ADR 044), above the screen; its own reader of the moments. */
function CurrentMoment() {
  const { current, dismiss, userId } = useCurrentMoment();
  const showing = current !== null && userId !== null;
  return (
    <>
      {/* Always in the page, so a screen reader hears a moment that does not take the focus. */}
      <p role="status" className="sr-only">
        {showing ? momentTexts(current).title : ''}
      </p>
      {showing ? (
        <MomentPanel key={JSON.stringify(current)} moment={current} userId={userId} onClose={dismiss} />
      ) : null}
    </>
  );
}

/**
 * The app shell: skip link, header with logo, the live XP and level, the learner
 * navigation (plus admin links, an Upgrade button for free members and Sign out) for active
 * signed-in users, and the screen. On phones the navigation folds behind a menu button.
 */
export function AppShell() {
  const siteName = useSiteName();
  const { status, user, flags, signOut } = useAuth();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so navigating closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const closeMenu = () => setMenuOpenOn(null);

  const hasNav = status === 'signedIn' && user?.accountStatus === 'active';

  if (!hasNav) {
    return (
      <div className="flex min-h-screen flex-col bg-ground">
        <SkipLink />
        <VisitorHeader siteName={siteName} />
        <OfflineStatus />
        <main
          id="main"
          tabIndex={-1}
          className="outline-none mx-auto w-full max-w-6xl flex-1 px-4 py-8"
        >
          <Outlet />
        </main>
      </div>
    );
  }

  const onNavKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && menuOpen) {
      closeMenu();
      document.getElementById('nav-menu-button')?.focus();
    }
  };

  return (
    <div className="flex min-h-screen flex-col bg-ground">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-line bg-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-3 sm:gap-3">
          <Logo siteName={siteName} collapsible />
          <div className="ml-auto">
            <LivePointsChip />
          </div>
          <div className="hidden items-center gap-3 lg:flex">
            <span className="text-muted">{user.name}</span>
            <AccountActions
              showUpgrade={!flags.isPaid}
              signOutVariant="ghost"
              onSignOut={signOut}
            />
          </div>
          <button
            id="nav-menu-button"
            type="button"
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-3 font-semibold text-primary hover:bg-primary-light lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="app-nav"
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
          >
            {menuOpen ? (
              <X className="h-5 w-5" aria-hidden="true" />
            ) : (
              <Menu className="h-5 w-5" aria-hidden="true" />
            )}
            <span className="sr-only sm:not-sr-only">{t`Menu`}</span>
          </button>
        </div>
      </header>
      <OfflineStatus />

      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col lg:flex-row">
        <nav
          id="app-nav"
          aria-label={t`Main`}
          onKeyDown={onNavKeyDown}
          className={`${menuOpen ? 'block' : 'hidden'} border-b border-line bg-white px-4 py-4 lg:block lg:w-64 lg:shrink-0 lg:border-r lg:border-b-0`}
        >
          {/* An admin's own tools first (nav-items.ts names each item once across both lists). */}
          {flags.isAdmin ? (
            <div className="mb-6">
              <p className="px-3 pb-2 text-sm font-semibold tracking-wide text-muted uppercase">
                {t`Admin`}
              </p>
              <NavList label={t`Admin`} items={ADMIN_NAV} pathname={pathname} showPremium={false} />
            </div>
          ) : null}
          {flags.isAdmin ? (
            <p className="px-3 pb-2 text-sm font-semibold tracking-wide text-muted uppercase">
              {t`Learning`}
            </p>
          ) : null}
          <NavList
            label={t`Learning`}
            items={LEARNER_NAV}
            pathname={pathname}
            showPremium={!flags.isPaid}
          />
          <div className="mt-6 flex flex-col gap-2 border-t border-line pt-4 lg:hidden">
            <p className="px-3 text-muted">{user.name}</p>
            <AccountActions
              showUpgrade={!flags.isPaid}
              signOutVariant="secondary"
              onSignOut={signOut}
            />
          </div>
        </nav>
        <main id="main" tabIndex={-1} className="outline-none min-w-0 flex-1 px-4 py-8 lg:px-8">
          <CurrentMoment />
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** Upgrade (for members who have not paid) and Sign out: in the header on desktop, in the menu on phones. */
function AccountActions({
  showUpgrade,
  signOutVariant,
  onSignOut,
}: {
  showUpgrade: boolean;
  signOutVariant: 'ghost' | 'secondary';
  onSignOut: () => Promise<void> | void;
}) {
  return (
    <>
      {showUpgrade ? (
        <ButtonLink to="/upgrade" variant="accent">
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          {t`Upgrade`}
        </ButtonLink>
      ) : null}
      <Button variant={signOutVariant} onClick={() => void onSignOut()}>
        <LogOut className="h-4 w-4" aria-hidden="true" />
        {t`Sign out`}
      </Button>
    </>
  );
}
