import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { DEFAULT_LOCALE, LOCALE_NAMES, SUPPORTED_LOCALES, type Locale } from '@lv/domain';
import { rememberLocale } from '../lib/i18n/locale';

/** The landing page in `locale`, keeping the choice (the server sets the cookie for `?lang=`). */
const landingHref = (locale: Locale) => (locale === DEFAULT_LOCALE ? `/?lang=${locale}` : `/${locale}?lang=${locale}`);

/**
 * Real links to the landing page in each language, each named in its own language. A click keeps
 * the choice in the cookie first, so the service worker's copy of the page follows it too.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  return (
    <nav aria-label={t`Language`} className={className}>
      <ul className="flex flex-wrap gap-3">
        {SUPPORTED_LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={landingHref(locale)}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === i18n.locale ? 'true' : undefined}
              onClick={() => rememberLocale(locale)}
              className="inline-flex min-h-11 items-center text-primary underline aria-[current=true]:font-semibold aria-[current=true]:no-underline"
            >
              {LOCALE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
