import { plural, t } from '@lingui/core/macro';
import { JOURNEY_LIMITS, JourneyCreateSchema, type AdminJourneySummary } from '@lv/domain';
import { PencilLine, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextAreaField } from '../../components/ui/form-fields';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useAdminJourneys, useCreateJourney } from './api/journeys-admin-api';
import { showServerErrors, useZodForm } from '../../lib/use-zod-form';
import { fieldError } from './format';

export const adminJourneyPath = (id: string) => `/admin/journeys/${encodeURIComponent(id)}`;

function JourneyCard({ journey }: { journey: AdminJourneySummary }) {
  const versions = journey.versions.filter(
    (v) => v.enrolments > 0 || v.version === journey.currentVersion,
  );
  const { title, currentVersion: version, moduleCount: modules, enrolments } = journey;
  const perVersion = versions
    .map(({ version: number, enrolments: count }) => t`v${number}: ${formatNumber(count)}`)
    .join(' · ');
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <h2 className="text-lg font-bold wrap-anywhere text-ink">{journey.title}</h2>
        <p className="text-sm wrap-anywhere text-muted">/journeys/{journey.urlId}</p>
        <p className="mt-2 text-ink">
          {version === null
            ? t`Not published yet`
            : t`Version ${version} · ${plural(modules, { one: '# module', other: '# modules' })} · ${plural(enrolments, { one: '# enrolment', other: '# enrolments' })}`}
        </p>
        {versions.length ? (
          <p className="text-sm text-muted">{t`Enrolments per version: ${perVersion}`}</p>
        ) : null}
        {journey.draftUpdatedAt ? (
          <p className="mt-2 inline-block rounded-full bg-accent-light px-2 py-0.5 text-sm font-medium text-ink">
            {t`Unpublished draft, changed ${formatDateTime(journey.draftUpdatedAt)}`}
          </p>
        ) : null}
      </div>
      <Link
        to={adminJourneyPath(journey.id)}
        aria-label={t`Edit ${title}`}
        className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg border border-primary px-4 font-semibold text-primary hover:bg-primary-light"
      >
        <PencilLine className="h-5 w-5" aria-hidden="true" />
        {t`Edit`}
      </Link>
    </li>
  );
}

function CreateJourneyDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateJourney();
  const navigate = useNavigate();
  const { register, handleSubmit, setError, formState } = useZodForm(JourneyCreateSchema, {
    defaultValues: { slug: '', title: '', summary: '' },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit(async (input) => {
    try {
      const detail = await create.mutateAsync(input);
      void navigate(adminJourneyPath(detail.journey.id));
    } catch (error) {
      showServerErrors(error, setError, t`The journey was not created. Check your connection and try again.`);
    }
  });
  return (
    <Dialog
      title={t`New journey`}
      description={t`It stays a draft, hidden from learners, until you publish it.`}
      onClose={onClose}
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
        <TextField
          label={t`Title`}
          maxLength={JOURNEY_LIMITS.titleMax}
          error={fieldError(errors.title?.message)}
          {...register('title')}
        />
        <TextField
          label={t`Id in the address`}
          hint={t`Lower-case letters, digits and hyphens, e.g. lead-remote-teams. Learners open it at /journeys/<id>; it cannot change later.`}
          maxLength={JOURNEY_LIMITS.slugMax}
          error={fieldError(errors.slug?.message)}
          {...register('slug')}
        />
        <TextAreaField
          label={t`Summary`}
          rows={3}
          maxLength={JOURNEY_LIMITS.summaryMax}
          error={fieldError(errors.summary?.message)}
          {...register('summary')}
        />
        {errors.root?.message ? <Alert tone="error">{errors.root.message}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t`Cancel`}
          </Button>
          <Button type="submit" busy={create.isPending} busyLabel={t`Creating...`}>
            {t`Create journey`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** /admin/journeys: every journey with its current version, modules and enrolments per version; create one. */
export function AdminJourneysScreen() {
  const journeys = useAdminJourneys();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader title={t`Journeys`}>
        {t`Author the journeys learners take. Edits build a draft; publishing makes it the version new enrolments pin.`}
      </PageHeader>
      <div className="mb-4">
        <Button onClick={() => setCreating(true)}>
          <Plus className="h-5 w-5" aria-hidden="true" />
          {t`New journey`}
        </Button>
      </div>
      {journeys.isPending ? <Spinner /> : null}
      {journeys.isError ? (
        <Alert tone="error">{t`The journeys could not be loaded. Reload the page to try again.`}</Alert>
      ) : null}
      {journeys.data && journeys.data.journeys.length === 0 ? (
        <p className="text-muted">{t`No journeys yet. Create the first one.`}</p>
      ) : null}
      {journeys.data ? (
        <ul aria-label={t`Journeys`} className="flex flex-col gap-3">
          {journeys.data.journeys.map((j) => (
            <JourneyCard key={j.id} journey={j} />
          ))}
        </ul>
      ) : null}
      {creating ? <CreateJourneyDialog onClose={() => setCreating(false)} /> : null}
    </>
  );
}
