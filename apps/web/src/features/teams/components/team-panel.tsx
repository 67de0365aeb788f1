import type { Team, TeamMember } from '@lv/domain';
import { Check, Copy, Crown, LogOut, Mail, RefreshCw, Trophy } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Button, ButtonLink } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api';
import { formatDate, formatNumber } from '../../../lib/format';
import {
  useHandOver,
  useInvite,
  useLeaveTeam,
  useNewJoinLink,
  useRemoveMember,
} from '../api/teams-api';
import { ConfirmDialog } from './confirm-dialog';

const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status !== 0 && error.status < 500
    ? error.message
    : error
      ? fallback
      : null;
const TRY_AGAIN = 'That did not work. Check your connection and try again.';

type Pending =
  | { kind: 'leave' }
  | { kind: 'remove'; member: TeamMember }
  | { kind: 'lead'; member: TeamMember }
  | { kind: 'link' };

interface TeamPanelProps {
  team: Team;
  viewerId: string;
  notify: (kind: 'success' | 'error' | 'info', message: string) => void;
}

/** The learner's village: members with levels; for the leader, invites, the join link and member actions. */
export function TeamPanel({ team, viewerId, notify }: TeamPanelProps) {
  const isLeader = team.myRole === 'leader';
  const [pending, setPending] = useState<Pending | null>(null);
  const leave = useLeaveTeam();
  const remove = useRemoveMember();
  const lead = useHandOver();
  const newLink = useNewJoinLink();
  const others = team.members.length - 1;

  const close = () => {
    setPending(null);
    leave.reset();
    remove.reset();
    lead.reset();
    newLink.reset();
  };

  let dialog = null;
  if (pending?.kind === 'leave') {
    const dissolves = others === 0;
    dialog = (
      <ConfirmDialog
        title={dissolves ? 'Close your village?' : 'Leave your village?'}
        confirmLabel={dissolves ? 'Close village' : 'Leave village'}
        busyLabel="Leaving…"
        busy={leave.isPending}
        error={failure(leave.error, TRY_AGAIN)}
        onClose={close}
        onConfirm={() =>
          leave.mutate(undefined, {
            onSuccess: () => {
              close();
              notify('success', dissolves ? `${team.name} is closed.` : `You left ${team.name}.`);
            },
          })
        }
      >
        {dissolves ? (
          <p>
            You are the last member, so {team.name} and its links will be closed. Your XP stays
            yours.
          </p>
        ) : (
          <p>
            You will leave {team.name} and its team leaderboard. Your XP stays yours. You can join
            again with a new link.
          </p>
        )}
      </ConfirmDialog>
    );
  } else if (pending?.kind === 'remove') {
    const { member } = pending;
    dialog = (
      <ConfirmDialog
        title={`Remove ${member.name}?`}
        confirmLabel="Remove"
        busyLabel="Removing…"
        busy={remove.isPending}
        error={failure(remove.error, TRY_AGAIN)}
        onClose={close}
        onConfirm={() =>
          remove.mutate(member.userId, {
            onSuccess: () => {
              close();
              notify('success', `${member.name} was removed from ${team.name}.`);
            },
          })
        }
      >
        <p>
          {member.name} will leave {team.name} and its team leaderboard. They keep their XP.
        </p>
      </ConfirmDialog>
    );
  } else if (pending?.kind === 'lead') {
    const { member } = pending;
    dialog = (
      <ConfirmDialog
        title={`Make ${member.name} the leader?`}
        confirmLabel="Hand over"
        busyLabel="Handing over…"
        busy={lead.isPending}
        error={failure(lead.error, TRY_AGAIN)}
        onClose={close}
        onConfirm={() =>
          lead.mutate(member.userId, {
            onSuccess: () => {
              close();
              notify('success', `${member.name} now leads ${team.name}.`);
            },
          })
        }
      >
        <p>{member.name} will manage invites and members. You stay in the village as a member.</p>
      </ConfirmDialog>
    );
  } else if (pending?.kind === 'link') {
    dialog = (
      <ConfirmDialog
        title="Make a new join link?"
        confirmLabel="Make new link"
        busyLabel="Making…"
        busy={newLink.isPending}
        error={failure(newLink.error, TRY_AGAIN)}
        onClose={close}
        onConfirm={() =>
          newLink.mutate(undefined, {
            onSuccess: () => {
              close();
              notify('success', 'Your new join link is ready. The old one no longer works.');
            },
          })
        }
      >
        <p>
          The current link stops working at once. Share the new one with the colleagues who have not
          joined yet.
        </p>
      </ConfirmDialog>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <section
        aria-labelledby="village-heading"
        className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-6"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id="village-heading" className="text-2xl font-bold break-words text-primary">
              {team.name}
            </h2>
            <p className="text-muted">
              {formatNumber(team.members.length)} {team.members.length === 1 ? 'member' : 'members'}{' '}
              · you are {isLeader ? 'the leader' : 'a member'}
            </p>
          </div>
          <ButtonLink to="/leaderboard?scope=team" variant="secondary">
            <Trophy className="h-4 w-4" aria-hidden="true" />
            Team leaderboard
          </ButtonLink>
        </div>
        <h3 className="mt-5 mb-2 font-semibold text-ink">Members</h3>
        <ul aria-label="Village members" className="flex flex-col divide-y divide-line">
          {team.members.map((m) => (
            <li key={m.userId} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
              <Avatar name={m.name} />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2">
                  <Link
                    to={`/users/${encodeURIComponent(m.userId)}`}
                    className="truncate font-semibold text-ink hover:text-primary hover:underline"
                  >
                    {m.name}
                  </Link>
                  {m.role === 'leader' ? (
                    <span className="inline-flex items-center gap-1 rounded-full bg-accent-light px-2 py-0.5 text-xs font-semibold text-ink">
                      <Crown className="h-3 w-3" aria-hidden="true" />
                      Leader
                    </span>
                  ) : null}
                  {m.userId === viewerId ? (
                    <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-white">
                      You
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-muted">
                  Level {m.level.number} · {m.level.name} · {formatNumber(m.points)} XP
                </p>
              </div>
              {isLeader && m.userId !== viewerId ? (
                <div className="flex w-full gap-2 sm:w-auto">
                  <Button
                    variant="ghost"
                    className="flex-1 sm:flex-none"
                    onClick={() => setPending({ kind: 'lead', member: m })}
                    aria-label={`Make ${m.name} the leader`}
                  >
                    Make leader
                  </Button>
                  <Button
                    variant="ghost"
                    className="flex-1 text-error! sm:flex-none"
                    onClick={() => setPending({ kind: 'remove', member: m })}
                    aria-label={`Remove ${m.name}`}
                  >
                    Remove
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
        <div className="mt-4 border-t border-line pt-4">
          {isLeader && others > 0 ? (
            <p className="mb-2 text-sm text-muted">
              To leave, first make another member the leader.
            </p>
          ) : null}
          <Button
            variant="secondary"
            onClick={() => setPending({ kind: 'leave' })}
            disabled={isLeader && others > 0}
          >
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {isLeader && others === 0 ? 'Close village' : 'Leave village'}
          </Button>
        </div>
      </section>
      {isLeader ? (
        <div className="flex flex-col gap-4">
          <JoinLinkCard
            team={team}
            onNewLink={() => setPending({ kind: 'link' })}
            notify={notify}
          />
          <InviteCard team={team} notify={notify} />
        </div>
      ) : null}
      {dialog}
    </div>
  );
}

function JoinLinkCard({
  team,
  onNewLink,
  notify,
}: {
  team: Team;
  onNewLink: () => void;
  notify: TeamPanelProps['notify'];
}) {
  const [copied, setCopied] = useState(false);
  const link = team.joinLink;
  if (!link) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied(true);
      notify('success', 'Join link copied.');
      setTimeout(() => setCopied(false), 3_000);
    } catch {
      notify('error', 'Your browser did not allow copying. Select the link and copy it yourself.');
    }
  };
  return (
    <section
      aria-labelledby="link-heading"
      className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="link-heading" className="text-lg font-bold text-primary">
        Join link
      </h2>
      <p className="mt-1 text-sm text-muted">
        Anyone signed in with this link can join until {formatDate(link.expiresAt)}.
      </p>
      <label htmlFor="join-link" className="sr-only">
        Join link
      </label>
      <input
        id="join-link"
        readOnly
        value={link.url}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-3 min-h-11 w-full rounded-lg border border-gray-500 bg-ground px-3 py-2 text-sm text-ink"
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={() => void copy()}>
          {copied ? (
            <Check className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Copy className="h-4 w-4" aria-hidden="true" />
          )}
          {copied ? 'Copied' : 'Copy link'}
        </Button>
        <Button variant="ghost" onClick={onNewLink}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          New link
        </Button>
      </div>
    </section>
  );
}

function InviteCard({ team, notify }: { team: Team; notify: TeamPanelProps['notify'] }) {
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setError('Email is required');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value))
      return setError('Please enter a valid email address');
    invite.mutate(value, {
      onSuccess: () => {
        setEmail('');
        notify('success', `Invite sent to ${value}.`);
      },
      onError: (err) =>
        setError(
          err instanceof ApiError && err.fields?.email
            ? err.fields.email
            : (failure(err, TRY_AGAIN) ?? TRY_AGAIN),
        ),
    });
  };
  return (
    <section
      aria-labelledby="invite-email-heading"
      className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <h2
        id="invite-email-heading"
        className="flex items-center gap-2 text-lg font-bold text-primary"
      >
        <Mail className="h-5 w-5" aria-hidden="true" />
        Invite by email
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-3 flex flex-col gap-3">
        <TextField
          label="Colleague’s email"
          type="email"
          name="email"
          autoComplete="off"
          value={email}
          error={error}
          hint="They get a link that works once, for 7 days."
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" busy={invite.isPending} busyLabel="Sending…" className="self-start">
          Send invite
        </Button>
      </form>
      {team.invites.length ? (
        <div className="mt-4 border-t border-line pt-3">
          <h3 className="mb-1 text-sm font-semibold text-muted">Waiting to join</h3>
          <ul className="flex flex-col gap-1 text-sm">
            {team.invites.map((i) => (
              <li key={i.id} className="flex flex-wrap justify-between gap-x-2">
                <span className="truncate text-ink">{i.email}</span>
                <span className="text-muted">until {formatDate(i.expiresAt)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
