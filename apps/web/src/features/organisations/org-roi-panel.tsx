import { t } from '@lingui/core/macro';
import { computeRoiResult } from '@lv/domain';
import { Calculator } from 'lucide-react';
import { useRef, useState } from 'react';
import { RoiResultView } from '../../components/roi-result';
import { RoiRemeasureDialog } from '../../components/roi-series/roi-remeasure-dialog';
import { RoiRemeasureOffer, RoiTrend } from '../../components/roi-series/roi-trend';
import { Button } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { formatDate } from '../../lib/format';
import { useOrgRoiEstimates, useSaveOrgRoiEstimate } from './api/org-roi-api';

/**
 * The organisation's own ROI estimate on /org (ADR 053), for its owners and admins (the console
 * shows it to no one else: a team leader's console is their teams, the estimate the whole
 * organisation's): the trend of the series and, when a re-measure is due at 30, 90 or 180 days,
 * the estimator's questions filled in with the last answers. Without one yet: a first estimate.
 */
export function OrgRoiPanel({ orgId }: { orgId: string }) {
  const query = useOrgRoiEstimates(orgId);
  const save = useSaveOrgRoiEstimate(orgId);
  const [open, setOpen] = useState(false);
  const [savedScore, setSavedScore] = useState<number | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  const onSaved = (score: number) => {
    setOpen(false);
    setSavedScore(score);
    // The offer may be gone with the dialog: focus goes to what happened.
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  const series = query.data;
  const last = series?.lastInput ?? null;
  const newest = series?.estimates.at(-1);
  const due = series?.due ?? null;
  const dueDay = due ? due.day : 0;
  const savedOn = newest ? formatDate(newest.savedAt) : '';
  return (
    <section aria-labelledby="org-roi" className="mt-8 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="org-roi" className="text-xl font-bold text-primary">
        {t`Your organisation's ROI estimate`}
      </h2>
      <p
        ref={statusRef}
        tabIndex={-1}
        role="status"
        className="font-medium text-success outline-none"
      >
        {savedScore === null ? null : t`The new estimate is saved: ${savedScore} / 100.`}
      </p>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? (
        <LoadError onRetry={() => void query.refetch()} busy={query.isFetching}>
          {t`We could not load the ROI estimate.`}
        </LoadError>
      ) : null}
      {series && !newest ? (
        <div className="mt-1 text-ink">
          <p>{t`Estimate what leadership gaps cost the organisation today: the team, the costs and the outcomes you want.`}</p>
          <p className="mt-2 text-muted">
            {t`From the first estimate, you are offered to re-measure at 30, 90 and 180 days, and the change is shown here.`}
          </p>
          <Button className="mt-3 w-full sm:w-auto" onClick={() => setOpen(true)}>
            <Calculator className="h-4 w-4" aria-hidden="true" />
            {t`Estimate your ROI`}
          </Button>
        </div>
      ) : null}
      {series && newest && last ? (
        <>
          {due ? (
            <RoiRemeasureOffer heading="h3" title={t`Time to re-measure`} onOpen={() => setOpen(true)}>
              {t`The ${dueDay}-day re-measure is due. Answer the estimator again, with the last answers filled in, and see what has changed.`}
            </RoiRemeasureOffer>
          ) : null}
          <RoiTrend
            series={series}
            heading="h3"
            allDone={t`You have re-measured at 30, 90 and 180 days. You can still save a new estimate when the figures move.`}
          />
          {due ? null : (
            <Button
              variant="secondary"
              className="mt-3 w-full sm:w-auto"
              onClick={() => setOpen(true)}
            >
              {t`Save a new estimate`}
            </Button>
          )}
          <h3 className="mt-4 font-semibold text-primary">
            {t`The newest estimate, saved on ${savedOn}`}
          </h3>
          <div className="mt-2">
            <RoiResultView result={computeRoiResult(last)} />
          </div>
        </>
      ) : null}
      {open && series ? (
        <RoiRemeasureDialog
          last={last}
          save={save}
          onClose={() => setOpen(false)}
          onSaved={onSaved}
        />
      ) : null}
    </section>
  );
}
