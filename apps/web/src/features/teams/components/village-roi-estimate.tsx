import { computeRoiResult, type VillageRoiEstimate } from '@lv/domain';
import { Link } from 'react-router';
import { RoiResultView } from '../../../components/roi-result';
import { formatDate } from '../../../lib/format';

/**
 * The team's ROI estimate beside the village's progress: the newest one the leader saved from
 * the ROI estimator while signed in, with the estimator's own figures; or how to make one.
 */
export function VillageRoiEstimatePanel({ estimate }: { estimate: VillageRoiEstimate | null }) {
  return (
    <section
      aria-labelledby="village-roi-heading"
      className="rounded-xl border border-line bg-white p-4"
    >
      <h3 id="village-roi-heading" className="text-lg font-bold text-primary">
        Your team's ROI estimate
      </h3>
      {estimate ? (
        <>
          <p className="mb-3 text-sm text-muted">
            The estimate you saved on {formatDate(estimate.savedAt)}, for a team of{' '}
            {estimate.input.teamSize}. Save a new one to replace it.
          </p>
          <RoiResultView result={computeRoiResult(estimate.input)} />
        </>
      ) : (
        <div className="mt-1 text-ink">
          <p>You have not saved an ROI estimate yet.</p>
          <p className="mt-2 text-muted">
            Open the ROI Estimator on the home page, answer its three steps about your team and
            choose <strong>Save my estimate</strong> while you are signed in. It then shows here
            beside your members' progress.
          </p>
          <Link
            to="/#results"
            className="mt-3 inline-flex min-h-11 items-center font-semibold text-primary underline"
          >
            Go to the ROI Estimator
          </Link>
        </div>
      )}
    </section>
  );
}
