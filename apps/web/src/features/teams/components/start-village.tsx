import { t } from '@lingui/core/macro';
import { CreateTeamSchema, TEAM_NAME_MAX } from '@lv/domain';
import { Home, Link2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api';
import { domainText } from '../../../lib/i18n/domain-text';
import { setFieldErrors, useZodForm } from '../../../lib/use-zod-form';
import { JoinLinkFormSchema, useCreateTeam, useJoinTeam } from '../api/teams-api';
import { failure } from './team-errors';

/** No village yet: create one, or join one with a link from its leader. */
export function StartVillage({ onDone }: { onDone: (message: string) => void }) {
  const create = useCreateTeam();
  const join = useJoinTeam();
  const createForm = useZodForm(CreateTeamSchema, { defaultValues: { name: '' } });
  const joinForm = useZodForm(JoinLinkFormSchema, { defaultValues: { link: '' } });

  // A refusal without field messages is shown on the form's one field, like a field message.
  const onCreate = createForm.handleSubmit(({ name }) =>
    create.mutate(name, {
      onSuccess: () => onDone(t`Your village ${name} is ready. Invite your colleagues.`),
      onError: (error) => {
        if (error instanceof ApiError && error.fields?.name)
          setFieldErrors(createForm.setError, error.fields);
        else
          createForm.setError('name', {
            message:
              failure(
                error,
                t`We could not create your village. Check your connection and try again.`,
              ) ?? undefined,
          });
      },
    }),
  );

  const onJoin = joinForm.handleSubmit(({ link: token }) =>
    join.mutate(token, {
      onSuccess: (answer) => {
        const village = answer.team?.name;
        onDone(village ? t`You joined ${village}.` : t`You joined the village.`);
      },
      onError: (error) =>
        joinForm.setError('link', {
          message:
            failure(
              error,
              t`We could not join that village. Check your connection and try again.`,
            ) ?? undefined,
        }),
    }),
  );

  const nameError = createForm.formState.errors.name?.message;
  const linkError = joinForm.formState.errors.link?.message;
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <section
        aria-labelledby="create-heading"
        className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="create-heading" className="flex items-center gap-2 text-xl font-bold text-primary">
          <Home className="h-5 w-5" aria-hidden="true" />
          {t`Create your village`}
        </h2>
        <p className="mt-1 text-muted">
          {t`You lead it: invite colleagues and climb the team leaderboard together.`}
        </p>
        <form onSubmit={(e) => void onCreate(e)} noValidate className="mt-4 flex flex-col gap-3">
          <TextField
            label={t`Village name`}
            maxLength={TEAM_NAME_MAX + 20}
            hint={t`2 to ${TEAM_NAME_MAX} characters, e.g. your team or company.`}
            error={nameError && domainText(nameError)}
            {...createForm.register('name')}
          />
          <Button
            type="submit"
            busy={create.isPending}
            busyLabel={t`Creating…`}
            className="self-start"
          >
            {t`Create village`}
          </Button>
        </form>
      </section>
      <section
        aria-labelledby="join-heading"
        className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="join-heading" className="flex items-center gap-2 text-xl font-bold text-primary">
          <Link2 className="h-5 w-5" aria-hidden="true" />
          {t`Join a village`}
        </h2>
        <p className="mt-1 text-muted">
          {t`Got a link from your village leader? Open it, or paste it here.`}
        </p>
        <form onSubmit={(e) => void onJoin(e)} noValidate className="mt-4 flex flex-col gap-3">
          <TextField
            label={t`Join link`}
            inputMode="url"
            autoComplete="off"
            error={linkError && domainText(linkError)}
            {...joinForm.register('link')}
          />
          <Button
            type="submit"
            variant="secondary"
            busy={join.isPending}
            busyLabel={t`Joining…`}
            className="self-start"
          >
            {t`Join village`}
          </Button>
        </form>
      </section>
    </div>
  );
}
