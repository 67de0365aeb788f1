import { TEAM_NAME_MAX, TeamNameSchema } from '@lv/domain';
import { Home, Link2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api';
import { tokenFromInput, useCreateTeam, useJoinTeam } from '../api/teams-api';

const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : fallback;

/** No village yet: create one, or join one with a link from its leader. */
export function StartVillage({ onDone }: { onDone: (message: string) => void }) {
  const create = useCreateTeam();
  const join = useJoinTeam();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | undefined>();

  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    const parsed = TeamNameSchema.safeParse(name);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? 'Village name is required');
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: () => onDone(`Your village ${parsed.data} is ready. Invite your colleagues.`),
      onError: (error) =>
        setNameError(
          error instanceof ApiError && error.fields?.name
            ? error.fields.name
            : failure(
                error,
                'We could not create your village. Check your connection and try again.',
              ),
        ),
    });
  };

  const onJoin = (event: FormEvent) => {
    event.preventDefault();
    const token = tokenFromInput(link);
    if (!token) {
      setLinkError(
        'Paste the whole join link your village leader shared, for example https://…/build-village?join=…',
      );
      return;
    }
    join.mutate(token, {
      onSuccess: (answer) => onDone(`You joined ${answer.team?.name ?? 'the village'}.`),
      onError: (error) =>
        setLinkError(
          failure(error, 'We could not join that village. Check your connection and try again.'),
        ),
    });
  };

  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <section
        aria-labelledby="create-heading"
        className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="create-heading" className="flex items-center gap-2 text-xl font-bold text-primary">
          <Home className="h-5 w-5" aria-hidden="true" />
          Create your village
        </h2>
        <p className="mt-1 text-muted">
          You lead it: invite colleagues and climb the team leaderboard together.
        </p>
        <form onSubmit={onCreate} noValidate className="mt-4 flex flex-col gap-3">
          <TextField
            label="Village name"
            name="name"
            value={name}
            maxLength={TEAM_NAME_MAX + 20}
            hint={`2 to ${TEAM_NAME_MAX} characters, e.g. your team or company.`}
            error={nameError}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(undefined);
            }}
          />
          <Button
            type="submit"
            busy={create.isPending}
            busyLabel="Creating…"
            className="self-start"
          >
            Create village
          </Button>
        </form>
      </section>
      <section
        aria-labelledby="join-heading"
        className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="join-heading" className="flex items-center gap-2 text-xl font-bold text-primary">
          <Link2 className="h-5 w-5" aria-hidden="true" />
          Join a village
        </h2>
        <p className="mt-1 text-muted">
          Got a link from your village leader? Open it, or paste it here.
        </p>
        <form onSubmit={onJoin} noValidate className="mt-4 flex flex-col gap-3">
          <TextField
            label="Join link"
            name="link"
            value={link}
            inputMode="url"
            autoComplete="off"
            error={linkError}
            onChange={(event) => {
              setLink(event.target.value);
              setLinkError(undefined);
            }}
          />
          <Button
            type="submit"
            variant="secondary"
            busy={join.isPending}
            busyLabel="Joining…"
            className="self-start"
          >
            Join village
          </Button>
        </form>
      </section>
    </div>
  );
}
