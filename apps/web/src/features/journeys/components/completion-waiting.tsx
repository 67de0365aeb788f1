import { t } from '@lingui/core/macro';
import { CloudUpload } from 'lucide-react';
import { useEffect, useRef } from 'react';

interface CompletionWaitingProps {
  reflection: string;
  /** Right after completing offline: the form is gone, so focus comes here. */
  takeFocus: boolean;
}

/**
 * A completion made offline, kept on this phone by the offline queue until the network returns:
 * the learner's reflection and what happens next (docs/ARCHITECTURE.md "Offline").
 */
export function CompletionWaiting({ reflection, takeFocus }: CompletionWaitingProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-line bg-white p-5" data-testid="completion-waiting">
      <h3 ref={heading} tabIndex={-1} className="flex items-center gap-2 text-lg font-bold text-primary outline-none">
        <CloudUpload className="h-6 w-6 shrink-0" aria-hidden="true" />
        {t`Waiting to send`}
      </h3>
      <p role="status" className="text-ink">
        {t`Your reflection is kept on this phone. It is sent when you are back online, and the module is then completed with its XP.`}
      </p>
      <div>
        <p className="font-semibold text-ink">{t`Your reflection`}</p>
        <p className="mt-1 whitespace-pre-line text-ink wrap-anywhere">{reflection}</p>
      </div>
    </div>
  );
}
