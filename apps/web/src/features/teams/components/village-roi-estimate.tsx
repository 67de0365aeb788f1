import { t } from '@lingui/core/macro';
import { computeRoiResult, type VillageRoiEstimate } from '@lv/domain';
import { Link } from 'react-router';
import { RoiResultView } from '../../../components/roi-result';
import { formatDate } from '../../../lib/format';
import { fillSlots, SLOTS } from './sentence-slots';

/** When the shown estimate was saved, and for how big a team. */
function savedText(estimate: VillageRoiEstimate): string {
  const savedOn = formatDate(estimate.savedAt);
  const teamSize = estimate.input.teamSize;
  return t`The estimate you saved on ${savedOn}, for a team of ${teamSize}. Save a new one to replace it.`;
}

/**
 * The team's ROI estimate beside the village's progress: the newest one the leader saved from
 * the ROI estimator while signed in, with the estimator's own figures; or how to make one.
 */
export function VillageRoiEstimatePanel({ estimate }: { estimate: VillageRoiEstimate | null }) {
  const [saveButton] = SLOTS;
  return (
    <section
      aria-labelledby="village-roi-heading"
      className="rounded-xl border border-line bg-white p-4"
    >
      <h3 id="village-roi-heading" className="text-lg font-bold text-primary">
        {t`Your team's ROI estimate`}
      </h3>
      {estimate ? (
        <>
          <p className="mb-3 text-sm text-muted">{savedText(estimate)}</p>
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
          <Link
            to="/#results"
            className="mt-3 inline-flex min-h-11 items-center font-semibold text-primary underline"
          >
            {t`Go to the ROI Estimator`}
          </Link>
        </div>
      )}
    </section>
  );
}
