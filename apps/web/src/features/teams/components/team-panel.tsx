import { plural, t } from '@lingui/core/macro';
import type { Team, TeamMember } from '@lv/domain';
import { Crown, LogOut, Trophy } from 'lucide-react';
import { useState } from 'react';
import { PersonRow } from '../../../components/ui/person-row';
import { Button, ButtonLink } from '../../../components/ui/button';
import { formatXp } from '../../../lib/format';
import { levelText } from '../../../lib/i18n/domain-messages';
import { useHandOver, useLeaveTeam, useNewJoinLink, useRemoveMember } from '../api/teams-api';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { failure, tryAgain } from './team-errors';
import { InviteCard, JoinLinkCard, type Notify } from './team-invite-cards';

type Pending =
  | { kind: 'leave' }
  | { kind: 'remove'; member: TeamMember }
  | { kind: 'lead'; member: TeamMember }
  | { kind: 'link' };

/** A member's level and XP under their name: "Level 3 · Change Architect · 2,500 XP". */
function memberDetail(member: TeamMember): string {
  const levelNumber = member.level.number;
  const levelName = levelText(levelNumber).name;
  const xp = formatXp(member.points);
  return t`Level ${levelNumber} · ${levelName} · ${xp}`;
}

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
  const teamName = team.name;
  const memberCount = team.members.length;

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
        title={dissolves ? t`Close your village?` : t`Leave your village?`}
        confirmLabel={dissolves ? t`Close village` : t`Leave village`}
        busyLabel={t`Leaving…`}
        busy={leave.isPending}
        error={failure(leave.error, tryAgain())}
        onClose={close}
        onConfirm={() =>
          leave.mutate(undefined, {
            onSuccess: () => {
              close();
              notify('success', dissolves ? t`${teamName} is closed.` : t`You left ${teamName}.`);
            },
          })
        }
      >
        {dissolves ? (
          <p>{t`You are the last member, so ${teamName} and its links will be closed. Your XP stays yours.`}</p>
        ) : (
          <p>
            {t`You will leave ${teamName} and its team leaderboard. Your XP stays yours. You can join again with a new link.`}
          </p>
        )}
      </ConfirmDialog>
    );
  } else if (pending?.kind === 'remove') {
    const { member } = pending;
    const memberName = member.name;
    dialog = (
      <ConfirmDialog
        title={t`Remove ${memberName}?`}
        confirmLabel={t`Remove`}
        busyLabel={t`Removing…`}
        busy={remove.isPending}
        error={failure(remove.error, tryAgain())}
        onClose={close}
        onConfirm={() =>
          remove.mutate(member.userId, {
            onSuccess: () => {
              close();
              notify('success', t`${memberName} was removed from ${teamName}.`);
            },
          })
        }
      >
        <p>{t`${memberName} will leave ${teamName} and its team leaderboard. They keep their XP.`}</p>
      </ConfirmDialog>
    );
  } else if (pending?.kind === 'lead') {
    const { member } = pending;
    const memberName = member.name;
    dialog = (
      <ConfirmDialog
        title={t`Make ${memberName} the leader?`}
        confirmLabel={t`Hand over`}
        busyLabel={t`Handing over…`}
        busy={lead.isPending}
        error={failure(lead.error, tryAgain())}
        onClose={close}
        onConfirm={() =>
          lead.mutate(member.userId, {
            onSuccess: () => {
              close();
              notify('success', t`${memberName} now leads ${teamName}.`);
            },
          })
        }
      >
        <p>{t`${memberName} will manage invites and members. You stay in the village as a member.`}</p>
      </ConfirmDialog>
    );
  } else if (pending?.kind === 'link') {
    dialog = (
      <ConfirmDialog
        title={t`Make a new join link?`}
        confirmLabel={t`Make new link`}
        busyLabel={t`Making…`}
        busy={newLink.isPending}
        error={failure(newLink.error, tryAgain())}
        onClose={close}
        onConfirm={() =>
          newLink.mutate(undefined, {
            onSuccess: () => {
              close();
              notify('success', t`Your new join link is ready. The old one no longer works.`);
            },
          })
        }
      >
        <p>
          {t`The current link stops working at once. Share the new one with the colleagues who have not joined yet.`}
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
              {plural(memberCount, { one: '# member', other: '# members' })} ·{' '}
              {isLeader ? t`you are the leader` : t`you are a member`}
            </p>
          </div>
          <ButtonLink to="/leaderboard?scope=team" variant="secondary">
            <Trophy className="h-4 w-4" aria-hidden="true" />
            {t`Team leaderboard`}
          </ButtonLink>
        </div>
        <h3 className="mt-5 mb-2 font-semibold text-ink">{t`Members`}</h3>
        <ul aria-label={t`Village members`} className="flex flex-col divide-y divide-line">
          {team.members.map((m) => {
            const memberName = m.name;
            return (
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
                          {t`Leader`}
                        </span>
                      ) : null}
                      {m.userId === viewerId ? (
                        <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-white">
                          {t`You`}
                        </span>
                      ) : null}
                    </>
                  }
                  detail={memberDetail(m)}
                />
                {isLeader && m.userId !== viewerId ? (
                  <div className="flex w-full gap-2 sm:w-auto">
                    <Button
                      variant="ghost"
                      className="flex-1 sm:flex-none"
                      onClick={() => setPending({ kind: 'lead', member: m })}
                      aria-label={t`Make ${memberName} the leader`}
                    >
                      {t`Make leader`}
                    </Button>
                    <Button
                      variant="ghost"
                      className="flex-1 text-error! sm:flex-none"
                      onClick={() => setPending({ kind: 'remove', member: m })}
                      aria-label={t`Remove ${memberName}`}
                    >
                      {t`Remove`}
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
        <div className="mt-4 border-t border-line pt-4">
          {isLeader && others > 0 ? (
            <p className="mb-2 text-sm text-muted">
              {t`To leave, first make another member the leader.`}
            </p>
          ) : null}
          <Button
            variant="secondary"
            onClick={() => setPending({ kind: 'leave' })}
            disabled={isLeader && others > 0}
          >
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {isLeader && others === 0 ? t`Close village` : t`Leave village`}
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
