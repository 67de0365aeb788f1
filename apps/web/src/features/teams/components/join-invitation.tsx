import { plural, t } from '@lingui/core/macro';
import { Users } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useJoinTeam, useTeamPreview } from '../api/teams-api';
import { fillSlots, SLOTS } from './sentence-slots';

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
        ? t`We could not join the village. Check your connection and try again.`
        : null;

  let body;
  if (preview.isPending) {
    body = <Spinner />;
  } else if (preview.isError) {
    const message =
      preview.error instanceof ApiError && preview.error.status === 404
        ? t`This link does not lead to a village any more. Ask your village leader for a new one.`
        : preview.error instanceof ApiError && preview.error.status === 400
          ? preview.error.message
          : t`We could not load the invitation. Check your connection and try again.`;
    body = (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{message}</Alert>
        <Button variant="secondary" onClick={onDismiss}>
          {t`Create or join another village`}
        </Button>
      </div>
    );
  } else {
    const p = preview.data;
    const teamName = p.name;
    const memberCount = p.members;
    const members = plural(memberCount, { one: '# member', other: '# members' });
    const [leader, village] = SLOTS;
    const expiresOn = formatDate(p.expiresAt);
    body = (
      <div className="flex flex-col gap-3">
        <p className="text-lg text-ink">
          {fillSlots(t`${leader} invites you to join ${village} (${members}).`, [
            <strong key="leader">{p.leaderName || t`A leader`}</strong>,
            <strong key="village">{p.name}</strong>,
          ])}
        </p>
        <p className="text-sm text-muted">{t`This link works until ${expiresOn}.`}</p>
        {joinError ? <Alert tone="error">{joinError}</Alert> : null}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            busy={join.isPending}
            busyLabel={t`Joining…`}
            onClick={() => join.mutate(token, { onSuccess: () => onJoined(p.name) })}
          >
            {t`Join ${teamName}`}
          </Button>
          <Button variant="ghost" onClick={onDismiss}>
            {t`Not now`}
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
        {t`You are invited to a village`}
      </h2>
      {body}
    </section>
  );
}
