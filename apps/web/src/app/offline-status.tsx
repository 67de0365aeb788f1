import { t } from '@lingui/core/macro';
import { CloudOff, RefreshCw, Send } from 'lucide-react';
import { formatTime } from '../lib/format';
import { domainText } from '../lib/i18n/domain-text';
import { useOldestCachedRead } from '../lib/offline/cached-reads';
import { useOnline } from '../lib/offline/online';
import { outbox, useOutbox } from '../lib/offline/outbox-instance';

/**
 * Under the app's header: "Offline — showing what was saved at HH:MM" when a read on screen came
 * from the saved copies (or plainly "You are offline"), and the queue of writes made on this
 * device: "Waiting to send (2)", what was sent, and what the server refused with its message.
 */
export function OfflineStatus() {
  const online = useOnline();
  const savedAt = useOldestCachedRead();
  const { waiting, refused, sent } = useOutbox();
  const hasQueue = waiting.length + refused.length + sent.length > 0;
  if (online && savedAt === null && !hasQueue) return null;
  const savedTime = savedAt !== null ? formatTime(savedAt) : '';

  return (
    <div className="border-b border-line bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-2">
        {!online || savedAt !== null ? (
          <p role="status" className="flex items-center gap-2 font-medium text-ink" data-testid="offline-banner">
            <CloudOff className="h-4 w-4 shrink-0 text-muted" aria-hidden="true" />
            {savedAt !== null
              ? t`Offline — showing what was saved at ${savedTime}`
              : t`You are offline. What you write is kept on this phone and sent when you are back online.`}
          </p>
        ) : null}
        {hasQueue ? <QueuePanel online={online} /> : null}
      </div>
    </div>
  );
}

function QueuePanel({ online }: { online: boolean }) {
  const { waiting, refused, sent } = useOutbox();
  const waitingCount = waiting.length;
  const refusedCount = refused.length;
  const sentCount = sent.length;
  const summary = [
    waitingCount ? t`Waiting to send (${waitingCount})` : null,
    refusedCount ? t`Not sent (${refusedCount})` : null,
    !waitingCount && !refusedCount ? t`Sent (${sentCount})` : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <details className="group rounded-lg bg-ground px-3 py-2" open={refused.length > 0} data-testid="outbox">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-primary">
        <Send className="h-4 w-4 shrink-0" aria-hidden="true" />
        {summary}
      </summary>
      <ul className="mt-2 flex flex-col gap-2" aria-label={t`Writes made on this device`}>
        {refused.map((write) => {
          const label = write.label;
          return (
            <li key={write.id} className="rounded-lg border border-error/30 bg-error-bg p-3 text-error" data-testid="outbox-refused">
              <p className="font-semibold">{t`Not sent: ${label}`}</p>
              {/* The server's refusal, in English: its messages go through the domain catalogue. */}
              <p>{write.refused ? domainText(write.refused.message) : null}</p>
              {write.refused?.fields ? (
                <ul className="list-disc pl-5">
                  {Object.entries(write.refused.fields).map(([field, message]) => (
                    <li key={field}>{domainText(message)}</li>
                  ))}
                </ul>
              ) : null}
              <button type="button" className="mt-2 min-h-11 rounded-lg px-3 font-semibold underline" onClick={() => void outbox.dismiss(write.id)}>
                {t`Dismiss`}
              </button>
            </li>
          );
        })}
        {waiting.map((write) => {
          const nextTry = formatTime(write.nextAttemptAt);
          return (
            <li key={write.id} className="flex flex-wrap items-center justify-between gap-2 text-ink" data-testid="outbox-waiting">
              <span className="break-words">{write.label}</span>
              <span className="text-sm text-muted">{write.attempts > 0 ? t`Waiting · next try at ${nextTry}` : t`Waiting`}</span>
            </li>
          );
        })}
        {sent.map((write) => {
          const sentTime = formatTime(write.sentAt);
          return (
            <li key={write.id} className="flex flex-wrap items-center justify-between gap-2 text-ink" data-testid="outbox-sent">
              <span className="break-words">{write.label}</span>
              <span className="text-sm font-semibold text-success">{t`Sent at ${sentTime}`}</span>
            </li>
          );
        })}
      </ul>
      {waiting.length && online ? (
        <button type="button" className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-primary hover:bg-primary-light" onClick={() => void outbox.sendNow()}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          {t`Send now`}
        </button>
      ) : null}
    </details>
  );
}
