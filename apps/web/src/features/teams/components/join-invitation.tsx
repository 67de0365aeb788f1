import { Users } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { formatDate, formatNumber } from '../../../lib/format';
import { useJoinTeam, useTeamPreview } from '../api/teams-api';

interface JoinInvitationProps {
  token: string;
  onJoined: (teamName: string) => void;
  onDismiss: () => void;
}

/** A join link opened while the learner has no village: what it leads to, and a Join button. */
export function JoinInvitation({ token, onJoined, onDismiss }: JoinInvitationProps) {
  const preview = useTeamPreview(token, true);
  const join = useJoinTeam();
  const joinError =
    join.error instanceof ApiError && join.error.status < 500 && join.error.status !== 0
      ? join.error.message
      : join.error
        ? 'We could not join the village. Check your connection and try again.'
        : null;

  let body;
  if (preview.isPending) {
    body = <Spinner />;
  } else if (preview.isError) {
    const message =
      preview.error instanceof ApiError && preview.error.status === 404
        ? 'This link does not lead to a village any more. Ask your village leader for a new one.'
        : preview.error instanceof ApiError && preview.error.status === 400
          ? preview.error.message
          : 'We could not load the invitation. Check your connection and try again.';
    body = (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{message}</Alert>
        <Button variant="secondary" onClick={onDismiss}>
          Create or join another village
        </Button>
      </div>
    );
  } else {
    const p = preview.data;
    body = (
      <div className="flex flex-col gap-3">
        <p className="text-lg text-ink">
          <strong>{p.leaderName || 'A leader'}</strong> invites you to join{' '}
          <strong>{p.name}</strong> ({formatNumber(p.members)}{' '}
          {p.members === 1 ? 'member' : 'members'}).
        </p>
        <p className="text-sm text-muted">This link works until {formatDate(p.expiresAt)}.</p>
        {joinError ? <Alert tone="error">{joinError}</Alert> : null}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            busy={join.isPending}
            busyLabel="Joining…"
            onClick={() => join.mutate(token, { onSuccess: () => onJoined(p.name) })}
          >
            Join {p.name}
          </Button>
          <Button variant="ghost" onClick={onDismiss}>
            Not now
          </Button>
        </div>
      </div>
    );
  }

  return (
    <section
      aria-labelledby="invite-heading"
      className="mb-6 rounded-xl border-2 border-accent bg-white p-4 shadow-sm sm:p-6"
    >
      <h2
        id="invite-heading"
        className="mb-3 flex items-center gap-2 text-xl font-bold text-primary"
      >
        <Users className="h-5 w-5" aria-hidden="true" />
        You are invited to a village
      </h2>
      {body}
    </section>
  );
}
