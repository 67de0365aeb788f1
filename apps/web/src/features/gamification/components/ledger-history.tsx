import { t } from '@lingui/core/macro';
import { XP_ACTION_IDS, type LedgerAbout, type LedgerEntry, type XpActionId } from '@lv/domain';
import { History } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatDateTime, formatNumber, formatXpChange } from '../../../lib/format';
import { xpActionLabel } from '../../../lib/i18n/domain-messages';
import { domainText } from '../../../lib/i18n/domain-text';
import { useLedger } from '../api/points-api';
import { Card, CardSkeleton } from './card';
import { LoadError } from '../../../components/ui/load-error';

const isXpAction = (action: string): action is XpActionId => (XP_ACTION_IDS as readonly string[]).includes(action);

/** What a ledger row was for: an XP action's name, else the server's label (an admin's adjustment), in the page's language. */
const entryLabel = (entry: LedgerEntry) => (isXpAction(entry.action) ? xpActionLabel(entry.action) : domainText(entry.label));

/** The module, webinar, mentoring session or capstone an award was for. */
function aboutText({ kind, title }: LedgerAbout): string {
  switch (kind) {
    case 'module':
      return t`Module: ${title}`;
    case 'webinar':
      return t`Webinar: ${title}`;
    case 'session':
      return t`Mentoring session: ${title}`;
    case 'capstone':
      return t`Capstone: ${title}`;
  }
}

/** The streak's share of an award: "60 × 1.5 streak". */
function multiplied(entry: LedgerEntry): string {
  const base = formatNumber(entry.basePoints);
  const multiplier = formatNumber(entry.multiplier);
  return t`${base} × ${multiplier} streak`;
}

/** The learner's own XP ledger, newest first, with reasons; more rows on demand. */
export function LedgerHistory() {
  const ledger = useLedger();
  const entries = ledger.data?.pages.flatMap((page) => page.entries) ?? [];

  let body;
  if (ledger.isPending) {
    body = <CardSkeleton label={t`Loading your XP history`} lines={4} />;
  } else if (ledger.isError && entries.length === 0) {
    body = (
      <LoadError onRetry={() => void ledger.refetch()}>
        {t`We could not load your XP history. Check your connection and try again.`}
      </LoadError>
    );
  } else if (entries.length === 0) {
    body = <p className="text-muted">{t`No XP yet. Complete your first module to earn 100 XP.`}</p>;
  } else {
    body = (
      <>
        <ul className="divide-y divide-line">
          {entries.map((entry) => (
            <li key={entry.id} className="flex items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-semibold text-ink">{entryLabel(entry)}</p>
                {entry.about ? <p className="text-ink">{aboutText(entry.about)}</p> : null}
                {entry.reason ? <p className="text-muted">{entry.reason}</p> : null}
                <p className="text-sm text-muted">
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                </p>
              </div>
              <div className="shrink-0 text-right">
                <p
                  className={`font-bold tabular-nums ${entry.points < 0 ? 'text-error' : 'text-success'}`}
                >
                  {formatXpChange(entry.points)}
                </p>
                {entry.multiplier > 1 ? (
                  <p className="text-sm text-muted">{multiplied(entry)}</p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
        {ledger.isFetchNextPageError ? (
          <p role="alert" className="mt-3 text-error">
            {t`More history could not be loaded. Try again.`}
          </p>
        ) : null}
        {ledger.hasNextPage ? (
          <Button
            variant="secondary"
            className="mt-3 w-full sm:w-auto"
            onClick={() => void ledger.fetchNextPage()}
            busy={ledger.isFetchingNextPage}
            busyLabel={t`Loading more…`}
          >
            {t`Load more`}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <Card id="history-heading" title={t`Your XP history`} icon={History}>
      {body}
    </Card>
  );
}
