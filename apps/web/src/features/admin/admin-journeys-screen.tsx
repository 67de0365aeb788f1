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

export const adminJourneyPath = (id: string) => `/admin/journeys/${encodeURIComponent(id)}`;

function JourneyCard({ journey }: { journey: AdminJourneySummary }) {
  const versions = journey.versions.filter(
    (v) => v.enrolments > 0 || v.version === journey.currentVersion,
  );
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <h2 className="text-lg font-bold wrap-anywhere text-ink">{journey.title}</h2>
        <p className="text-sm wrap-anywhere text-muted">/journeys/{journey.urlId}</p>
        <p className="mt-2 text-ink">
          {journey.currentVersion === null
            ? 'Not published yet'
            : `Version ${journey.currentVersion} · ${journey.moduleCount} module${journey.moduleCount === 1 ? '' : 's'} · ${formatNumber(journey.enrolments)} enrolment${journey.enrolments === 1 ? '' : 's'}`}
        </p>
        {versions.length ? (
          <p className="text-sm text-muted">
            Enrolments per version:{' '}
            {versions.map((v) => `v${v.version}: ${formatNumber(v.enrolments)}`).join(' · ')}
          </p>
        ) : null}
        {journey.draftUpdatedAt ? (
          <p className="mt-2 inline-block rounded-full bg-accent-light px-2 py-0.5 text-sm font-medium text-ink">
            Unpublished draft, changed {formatDateTime(journey.draftUpdatedAt)}
          </p>
        ) : null}
      </div>
      <Link
        to={adminJourneyPath(journey.id)}
        aria-label={`Edit ${journey.title}`}
        className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg border border-primary px-4 font-semibold text-primary hover:bg-primary-light"
      >
        <PencilLine className="h-5 w-5" aria-hidden="true" />
        Edit
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
      showServerErrors(
        error,
        setError,
        'The journey was not created. Check your connection and try again.',
      );
    }
  });
  return (
    <Dialog
      title="New journey"
      description="It stays a draft, hidden from learners, until you publish it."
      onClose={onClose}
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
        <TextField
          label="Title"
          maxLength={JOURNEY_LIMITS.titleMax}
          error={errors.title?.message}
          {...register('title')}
        />
        <TextField
          label="Id in the address"
          hint="Lower-case letters, digits and hyphens, e.g. lead-remote-teams. Learners open it at /journeys/<id>; it cannot change later."
          maxLength={JOURNEY_LIMITS.slugMax}
          error={errors.slug?.message}
          {...register('slug')}
        />
        <TextAreaField
          label="Summary"
          rows={3}
          maxLength={JOURNEY_LIMITS.summaryMax}
          error={errors.summary?.message}
          {...register('summary')}
        />
        {errors.root?.message ? <Alert tone="error">{errors.root.message}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={create.isPending} busyLabel="Creating...">
            Create journey
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
      <PageHeader title="Journeys">
        Author the journeys learners take. Edits build a draft; publishing makes it the version new
        enrolments pin.
      </PageHeader>
      <div className="mb-4">
        <Button onClick={() => setCreating(true)}>
          <Plus className="h-5 w-5" aria-hidden="true" />
          New journey
        </Button>
      </div>
      {journeys.isPending ? <Spinner /> : null}
      {journeys.isError ? (
        <Alert tone="error">The journeys could not be loaded. Reload the page to try again.</Alert>
      ) : null}
      {journeys.data && journeys.data.journeys.length === 0 ? (
        <p className="text-muted">No journeys yet. Create the first one.</p>
      ) : null}
      {journeys.data ? (
        <ul aria-label="Journeys" className="flex flex-col gap-3">
          {journeys.data.journeys.map((j) => (
            <JourneyCard key={j.id} journey={j} />
          ))}
        </ul>
      ) : null}
      {creating ? <CreateJourneyDialog onClose={() => setCreating(false)} /> : null}
    </>
  );
}
