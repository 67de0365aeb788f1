import { t } from '@lingui/core/macro';
import { CPD_ACTIVITY_TYPE_LABELS, CPD_VERIFIER_LABELS, formatCpdMinutes, type CpdEntry, type CpdRecord } from '@lv/domain';
import { Ban, FileSpreadsheet, FileText, Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { PageHeader } from '../../components/ui/page-header';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { formatDate, formatDay, formatNumber } from '../../lib/format';
import { domainText } from '../../lib/i18n/domain-text';
import { CPD_EXPORTS, useAddExternalCpd, useCertificates, useCpdRecord, useVoidEntry } from './api/cpd-api';
import { CertificatesSection } from './components/certificates-section';
import { ExternalCpdForm } from './components/external-cpd-form';
import { TotalsCard } from './components/totals-card';
import { VoidEntryDialog } from './components/void-entry-dialog';
import { LoadError } from '../../components/ui/load-error';

/** The page number of `?page=`, 1 when absent or not a positive whole number. */
function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}


/** /cpd: the learner's CPD record with its totals, external CPD, exports and certificates. */
export function CpdScreen() {
  const [params] = useSearchParams();
  const record = useCpdRecord(readPage(params));
  // The record shows once its certificates have answered too (both are read at once): a list
  // arriving inside it later would push the entries down. Answered once is enough: a failed read
  // is read again when its section mounts, and must not hide the record.
  const certificates = useCertificates();
  const pending = record.isPending || !certificates.isFetched;
  return (
    <>
      <PageHeader title={t`CPD record`}>
        {t`Every minute of continuing professional development you record here, with your certificates. Download it for your employer or professional body.`}
      </PageHeader>
      {pending ? <Spinner /> : null}
      {record.isError ? (
        <LoadError onRetry={() => void record.refetch()}>{t`We could not load your CPD record. Check your connection and try again.`}</LoadError>
      ) : null}
      {record.data && !pending ? <Record data={record.data} /> : null}
    </>
  );
}

function Record({ data }: { data: CpdRecord }) {
  const [adding, setAdding] = useState(false);
  const [voiding, setVoiding] = useState<CpdEntry | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const add = useAddExternalCpd();
  const voidEntry = useVoidEntry();
  const pageCount = Math.max(1, Math.ceil(data.total / data.pageSize));

  return (
    <div className="flex flex-col gap-6">
      <TotalsCard totals={data.totals} />

      <section aria-labelledby="exports-title" className="flex flex-col gap-2">
        <h2 id="exports-title" className="sr-only">
          {t`Download your record`}
        </h2>
        <div className="flex flex-wrap gap-2">
          <a href={CPD_EXPORTS.pdf} download className={buttonClasses('secondary', 'md')}>
            <FileText className="h-4 w-4" aria-hidden="true" />
            {t`PDF statement`}
          </a>
          <a href={CPD_EXPORTS.csv} download className={buttonClasses('secondary', 'md')}>
            <FileSpreadsheet className="h-4 w-4" aria-hidden="true" />
            {t`CSV for spreadsheets`}
          </a>
        </div>
      </section>

      <CertificatesSection />

      <section aria-labelledby="entries-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="entries-title" className="text-xl font-bold text-primary">
            {t`Activities`} <span className="text-base font-normal text-muted">({formatNumber(data.total)})</span>
          </h2>
          <Button
            onClick={() => {
              setNotice(null);
              setAdding(true);
            }}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t`Add external CPD`}
          </Button>
        </div>
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        {data.entries.length === 0 ? (
          <div className="rounded-xl bg-white p-6 text-center shadow-sm">
            <p className="font-semibold text-ink">{data.total === 0 ? t`No CPD recorded yet.` : t`No entries on this page.`}</p>
            <p className="mt-1 text-muted">{t`Complete a module or a webinar, or add a course you took elsewhere.`}</p>
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {data.entries.map((entry) => (
              <EntryItem
                key={entry.id}
                entry={entry}
                onVoid={() => {
                  voidEntry.reset();
                  setVoiding(entry);
                }}
              />
            ))}
          </ul>
        )}
        <Pagination label={t`CPD record pages`} page={data.page} pageCount={pageCount} hrefFor={(p) => (p === 1 ? '/cpd' : `/cpd?page=${p}`)} />
      </section>

      {adding ? (
        <Dialog title={t`Add external CPD`} onClose={() => setAdding(false)}>
          <ExternalCpdForm
            today={data.today}
            onCancel={() => setAdding(false)}
            onSubmit={async (input) => {
              await add.mutateAsync(input);
              setNotice(t`Added to your record.`);
              setAdding(false);
            }}
          />
        </Dialog>
      ) : null}

      {voiding ? (
        <VoidEntryDialog
          entry={voiding}
          busy={voidEntry.isPending}
          error={voidEntry.error}
          onClose={() => setVoiding(null)}
          onVoid={(reason) =>
            voidEntry.mutate(
              { id: voiding.id, reason },
              {
                onSuccess: () => {
                  setNotice(t`Entry removed from your totals. It stays on your record and no longer counts.`);
                  setVoiding(null);
                },
              },
            )
          }
        />
      ) : null}
    </div>
  );
}

function EntryItem({ entry, onVoid }: { entry: CpdEntry; onVoid: () => void }) {
  const dates = entry.startDate === entry.endDate ? formatDay(entry.startDate) : `${formatDay(entry.startDate)} – ${formatDay(entry.endDate)}`;
  const title = entry.title;
  const voidedAt = entry.voided ? formatDate(entry.voided.at) : '';
  const reason = entry.voided?.reason ?? '';
  return (
    <li className={`rounded-xl bg-white p-4 shadow-sm ${entry.voided ? 'opacity-80' : ''}`} data-testid="cpd-entry">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex flex-wrap gap-2 text-sm text-muted">
            <time dateTime={entry.endDate}>{dates}</time>
            <span className="rounded-full bg-primary-light px-2 text-xs font-semibold leading-5 text-primary">{domainText(CPD_ACTIVITY_TYPE_LABELS[entry.type])}</span>
            <span className="rounded-full bg-gray-100 px-2 text-xs font-semibold leading-5 text-ink">{domainText(CPD_VERIFIER_LABELS[entry.verifiedBy])}</span>
          </p>
          <h3 className={`break-words text-lg font-bold text-ink ${entry.voided ? 'line-through' : ''}`}>{entry.title}</h3>
          <p className="text-sm text-muted">{entry.provider}</p>
        </div>
        <p className="text-lg font-bold text-ink">
          <span className="sr-only">{t`Time:`} </span>
          {formatCpdMinutes(entry.minutes)}
          <span className="sr-only"> {t`hours and minutes`}</span>
        </p>
      </div>
      {entry.evidence ? <p className="mt-1 whitespace-pre-line break-words text-ink">{entry.evidence}</p> : null}
      {entry.voided ? (
        <p className="mt-2 text-sm font-medium text-error">
          {t`Removed on ${voidedAt}: ${reason}. It does not count.`}
        </p>
      ) : null}
      {entry.canVoid ? (
        <div className="mt-2 flex justify-end">
          <Button variant="ghost" aria-label={t`Remove ${title}`} onClick={onVoid}>
            <Ban className="h-4 w-4" aria-hidden="true" />
            {t`Remove`}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
