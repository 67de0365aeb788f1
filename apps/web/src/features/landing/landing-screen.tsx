import { t } from '@lingui/core/macro';
import type { JourneyLeaders, OnboardingData } from '@lv/domain';
import { lazy, Suspense, useCallback, useState } from 'react';
import { LanguageSwitcher } from '../../components/language-switcher';
import { buttonClasses } from '../../components/ui/button-base';
import { LogoBody, logoClasses } from '../../components/ui/logo-parts';
import { ToastRegion } from '../../components/ui/toast-region';
import { useLandingSettings, useSiteName } from '../../hooks/use-public-config';
import { useToasts } from '../../hooks/use-toasts';
import { useAuth } from '../../lib/auth-state';
import { loadCatalogs, pageLocale } from '../../lib/i18n/catalogs';
import type { SalesEmailFacts } from './email-links';
import { EcosystemSection } from './ecosystem-section';
import { GamificationSection } from './gamification-section';
import { HeroSection } from './hero-section';
import { JourneysSection } from './journeys-section';
import { LandingHeader } from './landing-header';
import { LandingLink } from './landing-link';
import { LazyWhenVisible } from './lazy-when-visible';
import { ResultsSection } from './results-section';

// Forms and popups load when first needed, their messages beside their code, so the landing page's first JavaScript stays small.
const withMessages = <T,>(load: () => Promise<T>) => () => Promise.all([load(), loadCatalogs(pageLocale(), ['landing-forms', 'domain'])]).then(([m]) => m);
const BlueprintForm = lazy(withMessages(() => import('./blueprint-form')));
const PathfinderForm = lazy(withMessages(() => import('./pathfinder-form')));
const RoiDialog = lazy(withMessages(() => import('./roi-dialog')));
const EmailChooserDialog = lazy(withMessages(() => import('./email-chooser-dialog')));

type Popup = 'roi' | 'email' | null;

/** Scrolls to a section and moves focus there (keyboard and screen-reader users follow along). */
function goTo(id: string, focusId?: string) {
  const target = document.getElementById(focusId ?? id);
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target?.focus({ preventScroll: true });
}

/** The landing page (`/`). */
export function LandingScreen() {
  const siteName = useSiteName();
  const settings = useLandingSettings();
  const { flags } = useAuth();
  const { toasts, notify } = useToasts();
  const leaders: JourneyLeaders = { first: settings.firstLeaderName, second: settings.secondLeaderName };
  const [selectedPath, setSelectedPath] = useState<string | null>(null);
  const [recommendedPath, setRecommendedPath] = useState<string | null>(null);
  const [facts, setFacts] = useState<SalesEmailFacts | null>(null);
  const [popup, setPopup] = useState<Popup>(null);
  const closePopup = useCallback(() => setPopup(null), []);

  const onBlueprintComplete = useCallback((answers: OnboardingData, pathId: string) => {
    setRecommendedPath(pathId);
    setSelectedPath(pathId);
    setFacts({ teamSize: answers.teamSize, duration: answers.duration, goals: answers.desiredOutcomes });
  }, []);

  return (
    <div className="min-h-screen bg-white">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t`Skip to main content`}
      </a>
      <LandingHeader siteName={siteName} />
      <main id="main" tabIndex={-1} className="outline-none">
        <HeroSection settings={settings} />

        <section id="onboarding" aria-labelledby="onboarding-title" className="scroll-mt-20 px-4 py-16">
          <div className="mx-auto max-w-3xl">
            <h2 id="onboarding-title" className="text-3xl font-bold text-primary">
              {t`Your Team Blueprint`}
            </h2>
            <p className="mt-2 text-muted">{t`Five quick questions, and we recommend the journey that fits your team.`}</p>
            <div className="mt-6">
              <LazyWhenVisible reserve="min-h-[22rem]">
                <BlueprintForm
                  leaders={leaders}
                  notify={notify}
                  onComplete={onBlueprintComplete}
                  onViewJourney={(pathId) => {
                    setSelectedPath(pathId);
                    goTo('journeys', `journey-${pathId}`);
                  }}
                />
              </LazyWhenVisible>
            </div>
          </div>
        </section>

        <JourneysSection
          leaders={leaders}
          selectedId={selectedPath}
          recommendedId={recommendedPath}
          onSelect={setSelectedPath}
          customJourneyBookingUrl={settings.customJourneyBookingUrl}
        />

        <section id="pathfinder" aria-labelledby="pathfinder-title" tabIndex={-1} className="scroll-mt-20 px-4 py-16 outline-none">
          <div className="mx-auto max-w-3xl">
            <h2 id="pathfinder-title" className="text-3xl font-bold text-primary">
              {t`Book your Pathfinder session`}
            </h2>
            <p className="mt-2 text-muted">{t`A free 30-minute consultation to map your team's journey. Two short steps.`}</p>
            <div className="mt-6">
              <LazyWhenVisible reserve="min-h-[26rem]">
                <PathfinderForm calendarPageUrl={settings.calendarPageUrl} />
              </LazyWhenVisible>
            </div>
          </div>
        </section>

        <div className="bg-ground">
          <GamificationSection onStartEarning={() => setPopup('email')} />
        </div>
        <ResultsSection onOpenRoi={() => setPopup('roi')} />
        <EcosystemSection isPaid={flags.isPaid} />

        <section aria-labelledby="closing-title" className="on-dark bg-primary px-4 py-16 text-white">
          <div className="mx-auto flex max-w-6xl flex-col items-start gap-6">
            <h2 id="closing-title" className="text-3xl font-bold">
              {t`Ready to lead the change?`}
            </h2>
            <p className="max-w-2xl text-lg text-white/90">{t`Start with your Team Blueprint: five questions, one recommended journey.`}</p>
            <a href="#onboarding" className={buttonClasses('accent', 'lg')}>
              {t`Begin the Transformation`}
            </a>
          </div>
        </section>
      </main>
      <footer className="border-t border-line bg-white px-4 py-8">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4">
          <LandingLink to="/" className={logoClasses()}>
            <LogoBody siteName={siteName} />
          </LandingLink>
          <nav aria-label={t`Footer`}>
            <ul className="flex flex-wrap gap-4">
              <li>
                <LandingLink to="/knowledge-base" className="text-primary underline">
                  {t`FAQ`}
                </LandingLink>
              </li>
              <li>
                <LandingLink to="/demo" className="text-primary underline">
                  {t`Demo`}
                </LandingLink>
              </li>
              <li>
                <LandingLink to="/auth" className="text-primary underline">
                  {t`Sign in`}
                </LandingLink>
              </li>
            </ul>
          </nav>
          <LanguageSwitcher />
        </div>
      </footer>

      <Suspense fallback={null}>
        {popup === 'roi' ? (
          <RoiDialog
            onClose={closePopup}
            notify={notify}
            onScheduleCall={() => {
              setPopup(null);
              requestAnimationFrame(() => goTo('pathfinder'));
            }}
          />
        ) : null}
        {popup === 'email' ? <EmailChooserDialog salesEmail={settings.salesEmail} facts={facts} onClose={closePopup} /> : null}
      </Suspense>
      <ToastRegion toasts={toasts} />
    </div>
  );
}
