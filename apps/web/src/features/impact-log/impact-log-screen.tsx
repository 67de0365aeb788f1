import { t } from '@lingui/core/macro';
import { effectChange, type ImpactEntry, type ImpactLogPage } from '@lv/domain';
import { Pencil, Plus, Trash2, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/ui/load-error';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { PageHeader } from '../../components/ui/page-header';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { formatDay, formatNumber } from '../../lib/format';
import { useDeleteEntry, useImpactLog, useSaveEntry } from './api/impact-api';
import { EntryForm, entryValues } from './components/entry-form';
import { ReflectionCard } from './components/reflection-card';

/** The page number of `?page=`, 1 when absent or not a positive whole number. */
function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}


/** /impact-log: dated entries of what changed at work, and this week's reflection (+60 XP). */
export function ImpactLogScreen() {
  const [params] = useSearchParams();
  const page = readPage(params);
  const log = useImpactLog(page);

  return (
    <>
      <PageHeader title={t`Impact log`}>
        {t`Record what changed at work and its measured effect, and submit your weekly reflection for 60 XP.`}
      </PageHeader>
      {log.isPending ? <Spinner /> : null}
      {log.isError ? (
        <LoadError onRetry={() => void log.refetch()}>{t`We could not load your impact log. Check your connection and try again.`}</LoadError>
      ) : null}
      {log.data ? <ImpactLog data={log.data} /> : null}
    </>
  );
}

type Editing = { entry: ImpactEntry | null } | null;

function ImpactLog({ data }: { data: ImpactLogPage }) {
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ImpactEntry | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const save = useSaveEntry();
  const remove = useDeleteEntry();
  const pageCount = Math.max(1, Math.ceil(data.total / data.pageSize));
  const total = formatNumber(data.total);

  const openEditor = (entry: ImpactEntry | null) => {
    save.reset();
    setNotice(null);
    setEditing({ entry });
  };

  return (
    <div className="flex flex-col gap-6">
      <ReflectionCard reflection={data.reflection} />

      <section aria-labelledby="entries-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="entries-title" className="text-xl font-bold text-primary">
            {t`Your entries`} <span className="text-base font-normal text-muted">({total})</span>
          </h2>
          <Button onClick={() => openEditor(null)}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t`New entry`}
          </Button>
        </div>
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        {data.entries.length === 0 ? (
          <div className="rounded-xl bg-white p-6 text-center shadow-sm">
            <p className="font-semibold text-ink">{data.total === 0 ? t`No entries yet.` : t`No entries on this page.`}</p>
            <p className="mt-1 text-muted">{t`Write down one thing that changed at work this week, and how you know.`}</p>
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {data.entries.map((entry) => (
              <li key={entry.id} className="rounded-xl bg-white p-4 shadow-sm" data-testid="impact-entry">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="flex flex-wrap gap-2 text-sm text-muted">
                      <time dateTime={entry.day}>{formatDay(entry.day)}</time>
                      <span className={`rounded-full px-2 text-xs font-semibold leading-5 ${entry.visibility === 'public' ? 'bg-primary-light text-primary' : 'bg-gray-100 text-ink'}`}>
                        {entry.visibility === 'public' ? t`Public` : t`Private`}
                      </span>
                      {entry.kind === 'reflection' ? (
                        <span className="rounded-full bg-accent/30 px-2 text-xs font-semibold leading-5 text-ink">{t`Weekly reflection`}</span>
                      ) : null}
                    </p>
                    <h3 className="break-words text-lg font-bold text-ink">{entry.title}</h3>
                  </div>
                  <div className="flex gap-1">
                    <Button variant="ghost" aria-label={t`Edit ${entry.title}`} onClick={() => openEditor(entry)}>
                      <Pencil className="h-4 w-4" aria-hidden="true" />
                      <span className="hidden sm:inline">{t`Edit`}</span>
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={t`Delete ${entry.title}`}
                      onClick={() => {
                        remove.reset();
                        setDeleting(entry);
                      }}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                      <span className="hidden sm:inline">{t`Delete`}</span>
                    </Button>
                  </div>
                </div>
                {entry.description ? <p className="mt-1 whitespace-pre-line break-words text-ink">{entry.description}</p> : null}
                {entry.effect ? <Effect effect={entry.effect} /> : null}
              </li>
            ))}
          </ul>
        )}
        <Pagination label={t`Impact log pages`} page={data.page} pageCount={pageCount} hrefFor={(p) => (p === 1 ? '/impact-log' : `/impact-log?page=${p}`)} />
      </section>

      {editing ? (
        <Dialog title={editing.entry ? t`Edit entry` : t`New impact entry`} onClose={() => setEditing(null)}>
          <EntryForm
            initial={entryValues(editing.entry, data.today)}
            today={data.today}
            dayLocked={editing.entry?.kind === 'reflection'}
            submitLabel={editing.entry ? t`Save changes` : t`Add entry`}
            busy={save.isPending}
            error={save.error}
            onCancel={() => setEditing(null)}
            onSubmit={(input) =>
              save.mutate(
                { id: editing.entry?.id ?? null, input },
                {
                  onSuccess: (outcome) => {
                    setNotice(
                      editing.entry
                        ? t`Entry saved.`
                        : outcome === 'queued'
                          ? t`Entry saved on this phone. It will be sent when you are back online.`
                          : t`Entry added.`,
                    );
                    setEditing(null);
                  },
                },
              )
            }
          />
        </Dialog>
      ) : null}

      {deleting ? (
        <Dialog title={t`Delete this entry?`} description={t`“${deleting.title}” is removed for good.`} onClose={() => setDeleting(null)}>
          {remove.isError ? <Alert tone="error">{t`Not deleted: ${remove.error.message}`}</Alert> : null}
          <div className="mt-4 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t`Keep it`}
            </Button>
            <Button
              busy={remove.isPending}
              busyLabel={t`Deleting...`}
              onClick={() =>
                remove.mutate(deleting.id, {
                  onSuccess: () => {
                    setNotice(t`Entry deleted.`);
                    setDeleting(null);
                  },
                })
              }
            >
              {t`Delete entry`}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}

function Effect({ effect }: { effect: NonNullable<ImpactEntry['effect']> }) {
  const { percent } = effectChange(effect);
  const metric = effect.metric;
  const change = percent === null ? null : `${percent > 0 ? '+' : ''}${formatNumber(percent)}`;
  return (
    <p className="mt-2 flex flex-wrap items-center gap-1 text-sm text-ink">
      <TrendingUp className="h-4 w-4 text-primary" aria-hidden="true" />
      <span className="font-semibold">{t`${metric}:`}</span>
      {formatNumber(effect.before)} → {formatNumber(effect.after)}
      {change === null ? null : <span className="text-muted">{t`(${change}%)`}</span>}
    </p>
  );
}
