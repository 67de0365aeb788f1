import { t } from '@lingui/core/macro';
import { RENDER_CRASH_TEXT } from '@lv/domain';
import { domainText } from '../../lib/i18n/domain-text';

/**
 * What a render crash shows (`../shared/spec/platform-spec.md` section 8 (Error catalogue): 'Something went wrong.'). The home link is a plain
 * anchor so it reloads the page and starts from a clean state.
 */
export function ErrorScreen() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-16" role="alert">
      <h1 className="text-2xl font-bold text-primary">{domainText(RENDER_CRASH_TEXT)}</h1>
      <p className="text-muted">{t`Reload the page, or start again from the home page.`}</p>
      <a
        href="/"
        className="inline-flex min-h-11 items-center rounded-lg bg-primary px-4 py-2 font-semibold text-white hover:bg-primary-dark"
      >
        {t`Go to the home page`}
      </a>
    </div>
  );
}
