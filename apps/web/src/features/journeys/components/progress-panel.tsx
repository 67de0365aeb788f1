import { t } from '@lingui/core/macro';
import type { JourneyDetail } from '@lv/domain';
import { ArrowRight, CircleCheck } from 'lucide-react';
import type { Ref } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { formatNumber, formatXp } from '../../../lib/format';
import { moduleUrl } from '../journey-urls';
import { EnrolFailure, MODULE_XP } from './enrol-failure';
import { JourneyCertificate } from './journey-certificate';
import { JourneyProgressBar } from './journey-progress-bar';

interface ProgressPanelProps {
  journey: JourneyDetail;
  onEnrol: () => void;
  enrolling: boolean;
  enrolError: Error | null;
  /** The panel's heading: focus moves here once the learner has enrolled. */
  headingRef: Ref<HTMLHeadingElement>;
}

/** What is left of the rule besides modules: webinars and the capstone, when the version asks for them. */
function Requirements({ requirements }: { requirements: JourneyDetail['requirements'] }) {
  const { webinars, capstone } = requirements;
  if (webinars.required === 0 && !capstone.required) return null;
  const attended = formatNumber(webinars.attended);
  const required = formatNumber(webinars.required);
  return (
    <ul aria-label={t`To complete the journey`} className="flex flex-col gap-1 text-sm text-ink">
      {webinars.required > 0 ? <li>{t`Webinars: ${attended} / ${required} attended`}</li> : null}
      {capstone.required ? (
        <li>
          {capstone.accepted
            ? t`Capstone challenge: accepted`
            : t`Capstone challenge: not accepted yet`}
        </li>
      ) : null}
    </ul>
  );
}

/** Not enrolled: why and how to start. Enrolled: progress, the rule's other parts, and Continue. */
export function ProgressPanel({
  journey,
  onEnrol,
  enrolling,
  enrolError,
  headingRef,
}: ProgressPanelProps) {
  const enrolled = journey.enrolment !== null;
  const title = journey.title;
  const moduleXp = formatXp(MODULE_XP);
  return (
    <section
      aria-labelledby="progress-title"
      className="mt-6 flex flex-col gap-4 rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6"
    >
      <h2
        id="progress-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-primary outline-none"
      >
        {enrolled ? t`Your progress` : t`Start this journey`}
      </h2>
      {enrolled ? (
        <>
          <JourneyProgressBar progress={journey.progress} title={journey.title} />
          <Requirements requirements={journey.requirements} />
          {journey.status === 'completed' ? (
            <p className="inline-flex items-center gap-2 font-semibold text-success">
              <CircleCheck className="h-5 w-5" aria-hidden="true" />
              {t`You have completed this journey.`}
            </p>
          ) : null}
          {journey.certificate ? <JourneyCertificate certificate={journey.certificate} /> : null}
          {journey.next ? (
            <div>
              <p className="text-sm text-muted">
                {journey.progress.done === 0 ? t`Start with` : t`Up next`}
              </p>
              <p className="font-semibold text-ink">{journey.next.title}</p>
              <ButtonLink
                to={moduleUrl(journey.id, journey.next.slug)}
                className="mt-3 w-full sm:w-auto"
              >
                {journey.progress.done === 0 ? t`Start the first module` : t`Continue`}
                <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </ButtonLink>
            </div>
          ) : journey.status === 'completed' ? null : (
            <p className="text-ink">{t`Every module is done. Finish what is left above to complete the journey.`}</p>
          )}
        </>
      ) : (
        <>
          <p className="text-ink">
            {t`Enrol to keep your progress, earn ${moduleXp} for each module you complete and collect CPD time.`}
          </p>
          <EnrolFailure error={enrolError} />
          <Button
            variant="accent"
            onClick={onEnrol}
            busy={enrolling}
            busyLabel={t`Enrolling…`}
            className="w-full sm:w-auto"
          >
            {t`Enrol in ${title}`}
          </Button>
        </>
      )}
    </section>
  );
}
