import { t } from '@lingui/core/macro';
import { isImportError, type ImportRowStatus, type OrgImportReport } from '@lv/domain';
import { FileUp } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { formatNumber } from '../../lib/format';
import { useCheckImport, useConfirmImport } from './api/org-api';

/** What happens to a row, or why it cannot be imported, in the reader's language. */
export function importStatusText(status: ImportRowStatus): string {
  const texts: Record<ImportRowStatus, string> = {
    new: t`New: will be invited and take a seat`,
    already_member: t`Already a member: left as it is`,
    already_invited: t`Already invited: left as it is`,
    bad_email: t`Not a valid email address`,
    missing_name: t`The name is missing or too long`,
    duplicate: t`This address is already on an earlier line of the file`,
    no_seat: t`No seat left for this person`,
    unknown_team: t`No team of the organisation has this name`,
    unknown_manager: t`The manager is not a member of the organisation`,
    bad_language: t`Language must be en or fr`,
    other_organisation: t`This person belongs to another organisation`,
  };
  return texts[status];
}

function Report({ report }: { report: OrgImportReport }) {
  const newCount = formatNumber(report.summary.new);
  const unchanged = formatNumber(report.summary.unchanged);
  const errors = formatNumber(report.summary.errors);
  // Rows in error first: they are what the admin must fix.
  const rows = [...report.rows].sort(
    (a, b) => Number(isImportError(b.status)) - Number(isImportError(a.status)) || a.line - b.line,
  );
  return (
    <div className="flex flex-col gap-3">
      <p className="text-ink">
        {t`${newCount} new, ${unchanged} left as they are, ${errors} to fix.`}
      </p>
      <ul className="flex flex-col gap-2" aria-label={t`Rows of the file`}>
        {rows.map((row) => {
          const bad = isImportError(row.status);
          const line = formatNumber(row.line);
          return (
            <li
              key={row.line}
              className={`rounded-lg border px-3 py-2 ${bad ? 'border-error/40 bg-error-bg' : 'border-line bg-white'}`}
            >
              <p className="text-sm text-muted">{t`Line ${line}`}</p>
              <p className="font-semibold break-all text-ink">
                {row.name || '—'} · {row.email || '—'}
                {row.team ? ` · ${row.team}` : ''}
              </p>
              <p className={`text-sm ${bad ? 'font-semibold text-error' : 'text-success'}`}>
                {importStatusText(row.status)}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The CSV import: choose a file, read its per-row report (nothing written), then confirm to
 * invite every new row at once, or fix the file when a row cannot be imported.
 */
export function ImportPanel({ orgId }: { orgId: string }) {
  const inputId = useId();
  const [csv, setCsv] = useState<string | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const check = useCheckImport(orgId);
  const confirm = useConfirmImport(orgId);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    check.reset();
    confirm.reset();
    setReadError(null);
    if (!file) return;
    file.text().then(
      (text) => {
        setCsv(text);
        check.mutate(text);
      },
      () => setReadError(t`We could not read that file. Choose it again.`),
    );
  };

  const report = confirm.data ?? check.data;
  const canConfirm =
    csv !== null &&
    check.data &&
    !confirm.data &&
    check.data.summary.errors === 0 &&
    check.data.summary.new > 0;
  const invited = formatNumber(confirm.data?.summary.new ?? 0);
  const toInvite = formatNumber(check.data?.summary.new ?? 0);
  return (
    <section aria-labelledby="org-import" className="rounded-xl bg-white p-4 shadow-sm">
      <h2 id="org-import" className="text-xl font-bold text-primary">
        {t`Import people from a CSV file`}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {t`Columns: name, email, team, manager email, and optionally language (en or fr). Teams must exist; managers must be members. Nothing is written until you confirm.`}
      </p>
      <label
        htmlFor={inputId}
        className="mt-3 inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-primary px-4 font-semibold text-primary focus-within:ring-2"
      >
        <FileUp className="h-5 w-5" aria-hidden="true" />
        {t`Choose a CSV file`}
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          onChange={onFile}
        />
      </label>
      <div className="mt-4 flex flex-col gap-3" aria-live="polite">
        {readError ? <Alert tone="error">{readError}</Alert> : null}
        {check.isPending ? <p className="text-muted">{t`Checking every row…`}</p> : null}
        {check.isError ? <Alert tone="error">{check.error.message}</Alert> : null}
        {confirm.data ? (
          <Alert tone="success">{t`Done: ${invited} people invited. Their invitation emails are on their way.`}</Alert>
        ) : null}
        {confirm.isError ? <Alert tone="error">{confirm.error.message}</Alert> : null}
        {report ? <Report report={report} /> : null}
        {check.data && check.data.summary.errors > 0 && !confirm.data ? (
          <Alert tone="error">
            {t`Some rows cannot be imported. Fix them in the file and choose it again: nothing has been written.`}
          </Alert>
        ) : null}
        {canConfirm ? (
          <Button
            size="lg"
            busy={confirm.isPending}
            busyLabel={t`Importing…`}
            onClick={() => confirm.mutate(csv)}
          >
            {t`Confirm and invite ${toInvite} people`}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
