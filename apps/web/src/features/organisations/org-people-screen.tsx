import { t } from '@lingui/core/macro';
import type { OrgMembers, OrgTeams, Organisation } from '@lv/domain';
import { Download, Search, UserMinus } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { SelectField } from '../../components/ui/form-fields';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { formatNumber } from '../../lib/format';
import {
  peopleExportUrl,
  useInvitePerson,
  useMyOrganisation,
  useOrgMembers,
  useOrgTeams,
  useRemoveMember,
  useSetMemberTeam,
} from './api/org-api';
import { ImportPanel } from './import-panel';
import { OrgNav, runsOrLeads } from './org-nav';

export type PersonStatus = 'member' | 'invited';

/** One line of the people list: a member or a pending invitation. */
export interface PersonRow {
  key: string;
  userId: string | null;
  name: string;
  email: string;
  teamId: string | null;
  status: PersonStatus;
  canMove: boolean;
}

/** Members and invitations as one list, filtered by a search (name or email), a team and a status. */
export function filterPeople(
  data: OrgMembers,
  filters: { q: string; teamId: string; status: '' | PersonStatus },
): PersonRow[] {
  const rows: PersonRow[] = [
    ...data.members.map((m) => ({
      key: m.userId,
      userId: m.userId,
      name: m.name,
      email: m.email,
      teamId: m.teamId,
      status: 'member' as const,
      canMove: m.holdsSeat,
    })),
    ...data.invitations.map((i) => ({
      key: i.id,
      userId: null,
      name: i.name ?? '',
      email: i.email,
      teamId: i.teamId,
      status: 'invited' as const,
      canMove: false,
    })),
  ];
  const q = filters.q.trim().toLowerCase();
  return rows.filter(
    (r) =>
      (!q || r.name.toLowerCase().includes(q) || r.email.includes(q)) &&
      (!filters.teamId ||
        (filters.teamId === 'none' ? r.teamId === null : r.teamId === filters.teamId)) &&
      (!filters.status || r.status === filters.status),
  );
}

function seatsLine(leftCount: number, total: number): string {
  const left = formatNumber(leftCount);
  const seats = formatNumber(total);
  return t`Seats left: ${left} of ${seats}.`;
}

function InviteOne({ orgId }: { orgId: string }) {
  const [email, setEmail] = useState('');
  const invite = useInvitePerson(orgId);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(email.trim(), { onSuccess: () => setEmail('') });
  };
  return (
    <section aria-labelledby="org-invite" className="rounded-xl bg-white p-4 shadow-sm">
      <h2 id="org-invite" className="text-xl font-bold text-primary">
        {t`Invite one person`}
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-3 flex flex-col gap-3">
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={invite.error?.message}
        />
        {invite.isSuccess ? (
          <Alert tone="success">{t`Invitation sent to ${invite.data.invitation.email}.`}</Alert>
        ) : null}
        <Button
          type="submit"
          busy={invite.isPending}
          busyLabel={t`Sending…`}
          className="self-start"
        >
          {t`Send the invitation`}
        </Button>
      </form>
    </section>
  );
}

function PersonItem({
  row,
  teams,
  manage,
  orgId,
  onRemove,
}: {
  row: PersonRow;
  teams: OrgTeams['teams'];
  manage: boolean;
  orgId: string;
  onRemove: (row: PersonRow) => void;
}) {
  const setTeam = useSetMemberTeam(orgId);
  const teamName = teams.find((x) => x.id === row.teamId)?.name ?? t`No team`;
  const isLeader = teams.some((x) => x.leaderId === row.userId);
  const name = row.name || row.email;
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm">
      <div>
        <p className="font-semibold text-ink">{name}</p>
        <p className="text-sm break-all text-muted">{row.email}</p>
        <p className="text-sm text-muted">
          {row.status === 'invited' ? t`Invited` : t`Member`} · {teamName}
        </p>
      </div>
      {manage && row.userId !== null && row.canMove && !isLeader ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <SelectField
            label={t`Team of ${name}`}
            value={row.teamId ?? ''}
            options={[
              { value: '', label: t`No team` },
              ...teams.map((x) => ({ value: x.id, label: x.name })),
            ]}
            disabled={setTeam.isPending}
            error={setTeam.error?.message}
            onChange={(e) =>
              setTeam.mutate({ userId: row.userId!, teamId: e.target.value || null })
            }
          />
          <Button variant="secondary" onClick={() => onRemove(row)}>
            <UserMinus className="h-4 w-4" aria-hidden="true" />
            {t`Remove`}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function removeTitle(row: PersonRow): string {
  const name = row.name || row.email;
  return t`Remove ${name}?`;
}

function People({ organisation }: { organisation: Organisation }) {
  const members = useOrgMembers(organisation.id);
  const teams = useOrgTeams(organisation.id);
  const remove = useRemoveMember(organisation.id);
  const [q, setQ] = useState('');
  const [teamId, setTeamId] = useState('');
  const [status, setStatus] = useState<'' | PersonStatus>('');
  const [removing, setRemoving] = useState<PersonRow | null>(null);
  const manage =
    organisation.myRole === 'owner' ||
    organisation.myRole === 'admin' ||
    organisation.myRole === null;
  const rows = useMemo(
    () => (members.data ? filterPeople(members.data, { q, teamId, status }) : []),
    [members.data, q, teamId, status],
  );

  if (members.isPending || teams.isPending) return <Spinner />;
  if (members.isError || teams.isError)
    return (
      <LoadError
        onRetry={() => {
          void members.refetch();
          void teams.refetch();
        }}
        busy={members.isFetching || teams.isFetching}
      >
        {t`We could not load the organisation's people.`}
      </LoadError>
    );
  const teamList = teams.data.teams;
  const shown = formatNumber(rows.length);
  return (
    <div className="flex flex-col gap-6">
      {manage ? (
        <>
          {organisation.seats ? (
            <p className="text-ink">
              {seatsLine(organisation.seats.left, organisation.seats.seats)}
            </p>
          ) : null}
          <InviteOne orgId={organisation.id} />
          <ImportPanel orgId={organisation.id} />
        </>
      ) : (
        <p className="text-ink">{t`You see the members of the teams you lead.`}</p>
      )}
      <section aria-labelledby="org-people-list" className="flex flex-col gap-3">
        <h2 id="org-people-list" className="text-xl font-bold text-primary">
          {t`People`}
        </h2>
        <div role="search" className="grid gap-3 sm:grid-cols-3">
          <TextField
            label={t`Search by name or email`}
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
          <SelectField
            label={t`Team`}
            value={teamId}
            onChange={(e) => setTeamId(e.target.value)}
            options={[
              { value: '', label: t`All teams` },
              { value: 'none', label: t`No team` },
              ...teamList.map((x) => ({ value: x.id, label: x.name })),
            ]}
          />
          <SelectField
            label={t`Status`}
            value={status}
            onChange={(e) => setStatus(e.target.value as '' | PersonStatus)}
            options={[
              { value: '', label: t`Everyone` },
              { value: 'member', label: t`Members` },
              { value: 'invited', label: t`Invited, not yet joined` },
            ]}
          />
        </div>
        <p className="text-sm text-muted" aria-live="polite">
          <Search className="mr-1 inline h-4 w-4" aria-hidden="true" />
          {t`${shown} people shown`}
        </p>
        {manage ? (
          <a
            href={peopleExportUrl(organisation.id)}
            download
            className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-primary underline"
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            {t`Download the list (CSV)`}
          </a>
        ) : null}
        {rows.length ? (
          <ul className="flex flex-col gap-3">
            {rows.map((row) => (
              <PersonItem
                key={row.key}
                row={row}
                teams={teamList}
                manage={manage}
                orgId={organisation.id}
                onRemove={setRemoving}
              />
            ))}
          </ul>
        ) : (
          <p className="text-muted">{t`No one matches these filters.`}</p>
        )}
      </section>
      {removing ? (
        <ConfirmDialog
          title={removeTitle(removing)}
          description={t`Their seat is freed at once. Their own record, XP, CPD and certificates stay theirs.`}
          confirmLabel={t`Remove`}
          busyLabel={t`Removing…`}
          tone="danger"
          busy={remove.isPending}
          error={remove.error?.message ?? null}
          onConfirm={() => remove.mutate(removing.userId!, { onSuccess: () => setRemoving(null) })}
          onClose={() => {
            remove.reset();
            setRemoving(null);
          }}
        />
      ) : null}
    </div>
  );
}

/** /org/people: search and filter the organisation's people, invite one, import many, move and remove. */
export function OrgPeopleScreen() {
  const mine = useMyOrganisation();
  const organisation = mine.data?.organisation ?? null;
  let content;
  if (mine.isPending) content = <Spinner />;
  else if (mine.isError)
    content = (
      <LoadError onRetry={() => void mine.refetch()} busy={mine.isFetching}>
        {t`We could not load your organisation.`}
      </LoadError>
    );
  else if (organisation === null)
    content = <Alert tone="info">{t`You are not a member of an organisation.`}</Alert>;
  else if (!runsOrLeads(organisation))
    content = (
      <Alert tone="info">
        {t`The people of ${organisation.name} are managed by its owner, admins and team leaders.`}
      </Alert>
    );
  else
    content = (
      <>
        <OrgNav organisation={organisation} />
        <People organisation={organisation} />
      </>
    );
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t`People`}>
        {t`Your organisation's members and invitations, their teams and seats.`}
      </PageHeader>
      {content}
    </div>
  );
}
