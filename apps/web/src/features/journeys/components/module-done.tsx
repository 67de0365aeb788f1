import { t } from '@lingui/core/macro';
import type { ModuleCompletion, ModuleLink } from '@lv/domain';
import { ArrowRight, CircleCheck, Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { formatDateTime, formatXp } from '../../../lib/format';
import { journeyUrl, moduleUrl } from '../journey-urls';

interface ModuleDoneProps {
  completion: ModuleCompletion;
  journey: { id: string; title: string };
  next: ModuleLink | null;
  /** XP the completion just earned (shown once, right after it); null when viewing it later. */
  xpEarned: number | null;
  /** Right after completing: the form is gone, so focus comes here. */
  takeFocus: boolean;
}

/** A completed module: when, the learner's own reflection (plain text), and the way on. */
export function ModuleDone({ completion, journey, next, xpEarned, takeFocus }: ModuleDoneProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  const completedAt = formatDateTime(completion.completedAt);
  const earned = formatXp(xpEarned ?? 0);
  const journeyTitle = journey.title;
  const nextTitle = next?.title ?? '';

  return (
    <div className="flex flex-col gap-4 rounded-xl border border-success/30 bg-success-bg/40 p-5">
      <h3
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-bold text-success outline-none"
      >
        <CircleCheck className="h-6 w-6 shrink-0" aria-hidden="true" />
        {t`Module complete`}
      </h3>
      <p className="text-sm text-ink">{t`Completed ${completedAt}`}</p>
      {xpEarned !== null && xpEarned > 0 ? (
        <p className="inline-flex w-fit items-center gap-2 rounded-full bg-accent px-3 py-1 font-bold text-ink">
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          {t`You earned ${earned}`}
        </p>
      ) : null}
      <div>
        <p className="font-semibold text-ink">{t`Your reflection`}</p>
        <p className="mt-1 whitespace-pre-line text-ink wrap-anywhere">{completion.reflection}</p>
      </div>
      {next ? (
        <ButtonLink
          to={moduleUrl(journey.id, next.slug)}
          className="w-full sm:w-auto sm:self-start"
        >
          {t`Next module: ${nextTitle}`}
          <ArrowRight className="h-4 w-4 shrink-0" aria-hidden="true" />
        </ButtonLink>
      ) : (
        <ButtonLink
          to={journeyUrl(journey.id)}
          variant="secondary"
          className="w-full sm:w-auto sm:self-start"
        >
          {t`Back to ${journeyTitle}`}
        </ButtonLink>
      )}
    </div>
  );
}
