import { t } from '@lingui/core/macro';
import { ButtonLink } from '../components/ui/button';
import { PageHeader } from '../components/ui/page-header';

/** Unknown paths (404). */
export function NotFoundScreen() {
  return (
    <div className="flex flex-col items-start gap-4">
      <PageHeader title={t`Page not found`}>
        {t`We could not find the page you asked for. Check the address, or go back to the home page.`}
      </PageHeader>
      <ButtonLink to="/">{t`Go to the home page`}</ButtonLink>
    </div>
  );
}
