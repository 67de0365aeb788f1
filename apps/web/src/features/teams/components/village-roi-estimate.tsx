import { t } from '@lingui/core/macro';
import { computeRoiResult, type RoiEstimateSeries, type VillageRoiEstimate } from '@lv/domain';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { RoiResultView } from '../../../components/roi-result';
import { RoiRemeasureDialog } from '../../../components/roi-series/roi-remeasure-dialog';
import { RoiRemeasureOffer, RoiTrend } from '../../../components/roi-series/roi-trend';
import { formatDate } from '../../../lib/format';
import { useSaveRoiEstimate } from '../api/teams-api';
import { fillSlots, SLOTS } from './sentence-slots';

/** When the shown estimate was saved, and for how big a team. */
function savedText(estimate: VillageRoiEstimate): string {
  const savedOn = formatDate(estimate.savedAt);
  const teamSize = estimate.input.teamSize;
  return t`Your newest estimate, saved on ${savedOn}, for a team of ${teamSize}.`;
}

/**
 * The team's ROI estimate beside the village's progress: the newest one the leader saved while
 * signed in, with the estimator's own figures; the trend of all they saved; and, when one is due
 * (30, 90 and 180 days after the first, ADR 051), the offer to re-measure with the last answers.
 * Without an estimate: how to make one.
 */
export function VillageRoiEstimatePanel({
  estimate,
  series,
}: {
  estimate: VillageRoiEstimate | null;
  series: RoiEstimateSeries;
}) {
  const [saveButton] = SLOTS;
  const save = useSaveRoiEstimate();
  const [open, setOpen] = useState(false);
  const [savedScore, setSavedScore] = useState<number | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const due = series.due;
  const dueDay = due ? due.day : 0;
  const last = series.lastInput;

  const onSaved = (score: number) => {
    setOpen(false);
    setSavedScore(score);
    // The offer may be gone with the dialog: focus goes to what happened.
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  return (
    <section
      aria-labelledby="village-roi-heading"
      className="rounded-xl border border-line bg-white p-4"
    >
      <h3 id="village-roi-heading" className="text-lg font-bold text-primary">
        {t`Your team's ROI estimate`}
      </h3>
      <p
        ref={statusRef}
        tabIndex={-1}
        role="status"
        className="font-medium text-success outline-none"
      >
        {savedScore === null ? null : t`Your new estimate is saved: ${savedScore} / 100.`}
      </p>
      {due && last ? (
        <RoiRemeasureOffer heading="h4" title={t`Time to re-measure`} onOpen={() => setOpen(true)}>
          {t`Your ${dueDay}-day re-measure is due. Answer the estimator again, with your last answers filled in, and see what has changed.`}
        </RoiRemeasureOffer>
      ) : null}
      {estimate ? (
        <>
          {series.estimates.length ? (
            <RoiTrend
              series={series}
              allDone={t`You have re-measured at 30, 90 and 180 days. You can still save a new estimate from the ROI Estimator.`}
            />
          ) : null}
          <p className="mt-4 mb-3 text-sm text-muted">{savedText(estimate)}</p>
          <RoiResultView result={computeRoiResult(estimate.input)} />
        </>
      ) : (
        <div className="mt-1 text-ink">
          <p>{t`You have not saved an ROI estimate yet.`}</p>
          <p className="mt-2 text-muted">
            {fillSlots(
              t`Open the ROI Estimator on the home page, answer its three steps about your team and choose ${saveButton} while you are signed in. It then shows here beside your members' progress.`,
              [<strong key="save">{t`Save my estimate`}</strong>],
            )}
          </p>
          <p className="mt-2 text-muted">
            {t`From your first estimate, you are offered to re-measure at 30, 90 and 180 days, and the change is shown here.`}
          </p>
          <Link
            to="/#results"
            className="mt-3 inline-flex min-h-11 items-center font-semibold text-primary underline"
          >
            {t`Go to the ROI Estimator`}
          </Link>
        </div>
      )}
      {open && last ? (
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
