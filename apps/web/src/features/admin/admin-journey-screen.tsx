import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { useAdminJourney } from './api/journeys-admin-api';
import {
  EditorSection,
  JourneyDetailsForm,
  JourneyRuleForm,
} from './components/journey-draft-forms';
import { JourneyEnrolmentMover, JourneyVersionsTable } from './components/journey-enrolment-mover';
import { JourneyModuleList } from './components/journey-module-list';
import { JourneyPublishBar } from './components/journey-publish-bar';
import { BackLink } from '../../components/ui/back-link';

/**
 * /admin/journeys/:journeyId: one journey's draft (details, modules, completion rule), Publish,
 * and its versions with the enrolments still on older ones.
 */
export function AdminJourneyScreen() {
  const { journeyId = '' } = useParams();
  const journey = useAdminJourney(journeyId);
  // Forms start from the draft; after Publish or Discard the draft starts again, so they do too.
  const [generation, setGeneration] = useState(0);

  const back = (
    <BackLink to="/admin/journeys" className="mb-4">
      {t`All journeys`}
    </BackLink>
  );
  if (journey.isPending) return <Spinner />;
  if (journey.isError) {
    const missing = journey.error instanceof ApiError && journey.error.status === 404;
    return (
      <>
        {back}
        <PageHeader title={missing ? t`Journey not found` : t`Journey not loaded`} />
        <Alert tone="error">
          {missing
            ? t`That journey was not found.`
            : t`The journey could not be loaded. Reload the page to try again.`}
        </Alert>
      </>
    );
  }
  const detail = journey.data;
  const { journey: summary, draft } = detail;
  const formKey = `${summary.currentVersion ?? 0}-${generation}`;
  const version = summary.currentVersion;
  const urlId = summary.urlId;

  return (
    <>
      {back}
      <PageHeader title={summary.title}>
        {version === null ? t`Not published yet.` : t`Learners see version ${version} at /journeys/${urlId}.`}
      </PageHeader>
      <div className="flex flex-col gap-6">
        <JourneyPublishBar detail={detail} onReset={() => setGeneration((g) => g + 1)} />
        <EditorSection id="journey-details" title={t`Details`}>
          <JourneyDetailsForm key={formKey} detail={detail} />
        </EditorSection>
        <EditorSection
          id="journey-modules"
          title={t`Modules`}
          lead={t`In the order learners take them. Required modules count towards completing the journey.`}
        >
          <JourneyModuleList journeyId={summary.id} draft={draft} />
        </EditorSection>
        <EditorSection id="journey-rule" title={t`Completion rule and capstone`}>
          <JourneyRuleForm key={formKey} detail={detail} />
        </EditorSection>
        <EditorSection
          id="journey-versions"
          title={t`Versions and enrolments`}
          lead={t`Each enrolment keeps the version it started on until you move it.`}
        >
          <div className="flex flex-col gap-6">
            <JourneyVersionsTable journey={summary} />
            <JourneyEnrolmentMover journey={summary} />
          </div>
        </EditorSection>
      </div>
    </>
  );
}
