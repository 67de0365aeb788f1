import { t } from '@lingui/core/macro';
import { CircleCheck } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { paidOpenText } from './plan-features';

/** The membership is paid: just now (`justPaid`) or before; a link to the points. */
export function PaidMembership({ justPaid }: { justPaid: boolean }) {
  return (
    <section className="rounded-xl border border-success/30 bg-success-bg p-6 text-ink">
      <h2 className="flex items-center gap-2 text-xl font-bold text-success">
        <CircleCheck className="h-6 w-6" aria-hidden="true" />
        {justPaid ? t`Payment received: your membership is now paid` : t`Your membership is paid`}
      </h2>
      <p className="mt-2">{paidOpenText()}</p>
      <ButtonLink to="/points" className="mt-4">
        {t`Open your points`}
      </ButtonLink>
    </section>
  );
}
