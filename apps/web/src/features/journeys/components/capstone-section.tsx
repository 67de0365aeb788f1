import { t } from '@lingui/core/macro';
import { Flag } from 'lucide-react';
import { SafeHtml } from '../../../components/ui/safe-html';

/** The capstone brief (server-sanitised HTML) and whether the journey requires it. */
export function CapstoneSection({ required, briefHtml }: { required: boolean; briefHtml: string }) {
  return (
    <section
      aria-labelledby="capstone-title"
      className="mt-8 rounded-xl border-l-4 border-accent bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="capstone-title" className="flex items-center gap-2 text-xl font-bold text-primary">
        <Flag className="h-5 w-5" aria-hidden="true" />
        {t`Capstone challenge`}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {required
          ? t`Required to complete the journey.`
          : t`Optional: it does not count towards completing the journey.`}
      </p>
      <SafeHtml html={briefHtml} variant="lesson" topHeading={3} className="mt-4" />
    </section>
  );
}
