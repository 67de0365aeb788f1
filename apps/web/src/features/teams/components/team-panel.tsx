import type { Team, TeamMember } from '@lv/domain';
import { Crown, LogOut, Trophy } from 'lucide-react';
import { useState } from 'react';
import { PersonRow } from '../../../components/ui/person-row';
import { Button, ButtonLink } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format';
import { useHandOver, useLeaveTeam, useNewJoinLink, useRemoveMember } from '../api/teams-api';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { failure, TRY_AGAIN } from './team-errors';
import { InviteCard, JoinLinkCard, type Notify } from './team-invite-cards';

type Pending =
  | { kind: 'leave' }
  | { kind: 'remove'; member: TeamMember }
  | { kind: 'lead'; member: TeamMember }
  | { kind: 'link' };

interface TeamPanelProps {
  team: Team;
  viewerId: string;
  notify: Notify;
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
              <PersonRow
                className="flex-1"
                name={m.name}
                image={m.image}
                href={`/users/${encodeURIComponent(m.userId)}`}
                tags={
                  <>
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
                  </>
                }
                detail={`Level ${m.level.number} · ${m.level.name} · ${formatNumber(m.points)} XP`}
              />
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
