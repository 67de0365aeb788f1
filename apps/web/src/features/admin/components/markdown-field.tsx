import { t } from '@lingui/core/macro';
import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import type { FieldRegistration } from '../../../lib/use-zod-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-fields';
import { SafeHtml } from '../../../components/ui/safe-html';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { previewMarkdown } from '../api/journeys-admin-api';

type Preview =
  | { state: 'hidden' }
  | { state: 'loading' }
  | { state: 'shown'; html: string }
  | { state: 'failed'; message: string };

interface MarkdownFieldProps {
  label: string;
  hint?: string;
  error?: string | undefined;
  rows?: number;
  maxLength?: number;
  /** The field's react-hook-form registration. */
  registration: FieldRegistration;
  /** The field's current text (read when Preview is pressed). */
  read: () => string;
}

/**
 * A Markdown text area with a Preview the server renders through the same renderer and
 * sanitiser it uses on Publish, so what the admin sees is what learners will get (nothing is
 * rendered in the browser). The preview is a snapshot: press Preview again after editing.
 */
export function MarkdownField({
  label,
  hint,
  error,
  rows = 10,
  maxLength,
  registration,
  read,
}: MarkdownFieldProps) {
  const [preview, setPreview] = useState<Preview>({ state: 'hidden' });
  const regionId = useId();

  const show = async () => {
    setPreview({ state: 'loading' });
    try {
      const { html } = await previewMarkdown(read());
      setPreview({ state: 'shown', html });
    } catch (err) {
      setPreview({
        state: 'failed',
        message:
          err instanceof ApiError && err.status !== 0
            ? err.message
            : t`The preview could not be made. Check your connection and try again.`,
      });
    }
  };

  const open = preview.state !== 'hidden';
  return (
    <div className="flex flex-col gap-2">
      <TextAreaField
        label={label}
        hint={hint ?? t`Markdown: ## for a heading, **bold**, - for a list item, [text](https://…) for a link.`}
        error={error}
        rows={rows}
        maxLength={maxLength}
        className="[&_textarea]:font-mono [&_textarea]:text-sm"
        {...registration}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => void show()}
          busy={preview.state === 'loading'}
          busyLabel={t`Rendering...`}
          aria-controls={regionId}
        >
          <Eye className="h-5 w-5" aria-hidden="true" />
          {open ? t`Refresh preview` : t`Preview`}
        </Button>
        {open ? (
          <Button variant="ghost" onClick={() => setPreview({ state: 'hidden' })}>
            <EyeOff className="h-5 w-5" aria-hidden="true" />
            {t`Hide preview`}
          </Button>
        ) : null}
      </div>
      <section
        id={regionId}
        aria-live="polite"
        aria-label={t`${label} preview`}
        className="empty:hidden"
      >
        {preview.state === 'loading' ? <Spinner /> : null}
        {preview.state === 'failed' ? <Alert tone="error">{preview.message}</Alert> : null}
        {preview.state === 'shown' ? (
          <div className="rounded-lg border border-line bg-ground p-4">
            <p className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">
              {t`Preview, as learners will see it`}
            </p>
            {preview.html ? (
              <SafeHtml html={preview.html} variant="lesson" topHeading={3} />
            ) : (
              <p className="text-muted">{t`Nothing to show yet.`}</p>
            )}
          </div>
        ) : null}
      </section>
    </div>
  );
}
