import { t } from '@lingui/core/macro';
import { ReflectionFeedbackSchema } from '@lv/domain';
import { useMutation } from '@tanstack/react-query';
import { Lightbulb } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { api, ApiError } from '../../../lib/api';
import { domainText } from '../../../lib/i18n/domain-text';

interface ReflectionFeedbackProps {
  journeyId: string;
  moduleSlug: string;
  /** The reflection as it is in the field now. */
  text: string;
}

/**
 * Advice on the reflection before it is sent (ADR 041): what it names and what would make it
 * easier to act on, made on our server from the learner's words and labelled so. Never a gate:
 * the module completes the same with or without it.
 */
export function ReflectionFeedback({ journeyId, moduleSlug, text }: ReflectionFeedbackProps) {
  const ask = useMutation({
    mutationFn: (reflection: string) =>
      api.post(
        '/api/me/reflection-feedback',
        { kind: 'module', journeyId, moduleSlug, text: reflection },
        { schema: ReflectionFeedbackSchema },
      ),
  });
  const { reset } = ask;
  // Feedback is about the words it read: a change to them lets it go.
  useEffect(() => reset(), [text, reset]);
  const feedback = ask.data;
  const error = ask.error;
  const errorText =
    error instanceof ApiError && error.status !== 0
      ? domainText(error.message)
      : t`Feedback needs a connection. You can still complete the module.`;

  return (
    <div className="flex flex-col gap-3">
      <Button
        type="button"
        variant="secondary"
        className="w-full sm:w-auto sm:self-start"
        disabled={text.trim() === ''}
        busy={ask.isPending}
        busyLabel={t`Reading your reflection…`}
        onClick={() => ask.mutate(text)}
      >
        <Lightbulb className="h-4 w-4" aria-hidden="true" />
        {t`Get feedback on your reflection`}
      </Button>
      <div role="status" aria-live="polite">
        {feedback ? (
          <div className="flex flex-col gap-2 rounded-xl border border-info/30 bg-info-bg/40 p-4 text-ink">
            <p className="text-sm font-semibold text-info">{feedback.label}</p>
            <p>{feedback.summary}</p>
            {feedback.suggestions.length > 0 ? (
              <ul className="list-disc ps-5">
                {feedback.suggestions.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            ) : null}
            {feedback.practice ? <p>{feedback.practice}</p> : null}
            <p className="text-sm text-muted">{feedback.methodNote}</p>
          </div>
        ) : error ? (
          <p className="text-sm text-muted">{errorText}</p>
        ) : null}
      </div>
    </div>
  );
}
