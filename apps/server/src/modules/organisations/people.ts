import { randomUUID } from 'node:crypto';
import {
  cleanText,
  importColumns,
  importReport,
  importRows,
  isImportError,
  ORG_IMPORT_MAX_ROWS,
  ORG_INVITE_TTL_MS,
  planImport,
  toCsv,
  type ImportContext,
  type ImportRowPlan,
  type Locale,
  type OrgImportReport,
} from '@lv/domain';
import { parse } from 'csv-parse/sync';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, UserRow } from '../../db/schema';
import { AppError, errors } from '../../lib/errors';
import { hashOneTimeToken, newOneTimeToken } from '../../lib/one-time-token';
import { recordAudit } from '../audit/repository';
import type { MailOutbox } from '../mail/outbox';
import { placeInOrganisationTeam } from '../teams/service';
import { queueOrgInvitationMail } from './invitation-mail';
import { orgNotFound, requireOrgScope } from './policy';
import * as repo from './repository';
import { seatsOf } from './service';

type Trx = Kysely<Database>;

/**
 * The file's rows, read with csv-parse (RFC 4180: quoted cells, commas and line breaks inside
 * quotes, a byte-order mark, `;` when the first line uses it as a spreadsheet in French does).
 * Cells are text only: nothing is evaluated, so `=SUM(A1)` is the name "=SUM(A1)".
 */
export function readCsv(text: string) {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = firstLine.split(';').length > firstLine.split(',').length ? ';' : ',';
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as string[][];
  } catch (e) {
    const line = (e as { lines?: number }).lines;
    throw errors.invalid(
      line
        ? `The file is not a readable CSV near line ${line}. Save it again as CSV and retry.`
        : 'The file is not a readable CSV. Save it again as CSV and retry.',
      { csv: 'The file is not a readable CSV.' },
    );
  }
  const [header, ...data] = records;
  if (!header) throw errors.invalid('The file is empty.', { csv: 'The file is empty.' });
  const found = importColumns(header);
  if ('error' in found) throw errors.invalid(found.error, { csv: found.error });
  const rows = importRows(data, found.columns);
  if (rows.length === 0)
    throw errors.invalid('The file has no one in it below its first line.', {
      csv: 'The file has no one in it below its first line.',
    });
  if (rows.length > ORG_IMPORT_MAX_ROWS)
    throw errors.invalid('The file is too large: import at most 2,000 people at once', {
      csv: 'The file is too large: import at most 2,000 people at once',
    });
  return rows;
}

/** What the organisation is now, for the rows' addresses (one query per kind, whatever the file's size). */
async function importContext(
  db: Trx,
  organisationId: string,
  emails: readonly string[],
  now: number,
): Promise<ImportContext> {
  const wanted = [...new Set(emails)];
  const chunks: string[][] = [];
  for (let i = 0; i < wanted.length; i += 500) chunks.push(wanted.slice(i, i + 500));
  const [members, invited, others, teams, seats] = await Promise.all([
    db
      .selectFrom('organisation_members as m')
      .innerJoin('users as u', 'u.id', 'm.userId')
      .select(['u.id', 'u.email'])
      .where('m.organisationId', '=', organisationId)
      .execute(),
    db
      .selectFrom('organisation_invitations')
      .select('email')
      .where('organisationId', '=', organisationId)
      .where('acceptedAt', 'is', null)
      .where('revokedAt', 'is', null)
      .where('expiresAt', '>', now)
      .execute(),
    Promise.all(
      chunks.map((c) =>
        db
          .selectFrom('organisation_members as m')
          .innerJoin('users as u', 'u.id', 'm.userId')
          .select('u.email')
          .where('m.organisationId', '!=', organisationId)
          .where('u.email', 'in', c)
          .execute(),
      ),
    ),
    repo.teams(db, organisationId),
    seatsOf(db, organisationId, now),
  ]);
  return {
    memberEmails: new Set(members.map((m) => m.email.toLowerCase())),
    invitedEmails: new Set(invited.map((i) => i.email)),
    otherOrganisationEmails: new Set(others.flat().map((o) => o.email.toLowerCase())),
    teamIdByName: new Map(teams.map((t) => [t.name.toLowerCase(), t.id])),
    memberIdByEmail: new Map(members.map((m) => [m.email.toLowerCase(), m.id])),
    seatsLeft: seats.left,
  };
}

async function plan(db: Trx, organisationId: string, csv: string, now: number) {
  const rows = readCsv(csv);
  const ctx = await importContext(
    db,
    organisationId,
    rows.map((r) => r.email),
    now,
  );
  return { plans: planImport(rows, ctx), seatsLeft: ctx.seatsLeft };
}

/** Checks a file: the per-row report, and nothing written. */
export async function checkImport(
  db: Db,
  caller: UserRow,
  organisationId: string,
  csv: string,
  now = Date.now(),
): Promise<OrgImportReport> {
  await requireOrgScope(db.kysely, caller, organisationId, 'members:invite');
  const { plans, seatsLeft } = await plan(db.kysely, organisationId, csv, now);
  return importReport(plans, seatsLeft, false);
}

/**
 * Confirms a file: checked again inside one transaction with the organisation row locked (seats
 * cannot change under it); with any row in error nothing is written (409 with the reason); else
 * every new row becomes an invitation holding a seat, with its mail queued in the same
 * transaction. A failure on any row rolls back every row before it. `afterRow` is the tests' way
 * to fail a row part-way.
 */
export async function confirmImport(
  db: Db,
  mail: MailOutbox,
  caller: UserRow,
  organisationId: string,
  input: { csv: string; publicUrl: string; locale: Locale },
  opts: { now?: number; afterRow?: (index: number) => void } = {},
): Promise<OrgImportReport> {
  const now = opts.now ?? Date.now();
  return db.kysely.transaction().execute(async (trx) => {
    await requireOrgScope(trx, caller, organisationId, 'members:invite');
    const org = await repo.lockOrganisation(trx, organisationId);
    if (!org) throw orgNotFound();
    const { plans, seatsLeft } = await plan(trx, organisationId, input.csv, now);
    const bad = plans.filter((p) => isImportError(p.status)).length;
    if (bad > 0)
      throw new AppError(
        'FAILED_PRECONDITION',
        `${bad} rows cannot be imported, so nothing was imported. Fix them and check the file again.`,
      );
    const fresh = plans.filter((p) => p.status === 'new');
    const inviterName = cleanText(caller.name, 'line');
    for (const [index, p] of fresh.entries()) {
      await inviteRow(trx, mail, caller.id, org, p, { ...input, inviterName }, now);
      opts.afterRow?.(index);
    }
    await recordAudit(
      trx,
      {
        actorId: caller.id,
        action: 'org.member.import',
        targetType: 'organisation',
        targetId: organisationId,
        details: { invited: fresh.length, unchanged: plans.length - fresh.length },
      },
      now,
    );
    return importReport(plans, seatsLeft - fresh.length, true);
  });
}

async function inviteRow(
  trx: Trx,
  mail: MailOutbox,
  callerId: string,
  org: Database['organisations'],
  p: ImportRowPlan,
  m: { publicUrl: string; locale: Locale; inviterName: string },
  now: number,
) {
  const token = newOneTimeToken();
  const id = randomUUID();
  await repo.insertInvitation(trx, {
    id,
    organisationId: org.id,
    email: p.email,
    role: 'member',
    tokenHash: hashOneTimeToken(token),
    invitedBy: callerId,
    expiresAt: now + ORG_INVITE_TTL_MS,
    acceptedAt: null,
    acceptedBy: null,
    revokedAt: null,
    createdAt: now,
    name: p.name,
    teamId: p.teamId,
    managerId: p.managerId,
  });
  await queueOrgInvitationMail(trx, mail, {
    invitationId: id,
    to: p.email,
    token,
    inviterName: m.inviterName,
    orgName: org.name,
    publicUrl: m.publicUrl,
    locale: p.locale ?? m.locale,
  });
}

/** Moves a member to one of the organisation's teams, or out of every team (null). Audited. */
export async function setMemberTeam(
  db: Db,
  caller: UserRow,
  organisationId: string,
  userId: string,
  teamId: string | null,
  now = Date.now(),
): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    await requireOrgScope(trx, caller, organisationId, 'members:update');
    await repo.lockOrganisation(trx, organisationId);
    const target = await repo.membershipOf(trx, userId);
    if (!target || target.organisationId !== organisationId) throw errors.notFound('That member');
    await placeInOrganisationTeam(trx, organisationId, userId, teamId, now);
    await recordAudit(
      trx,
      {
        actorId: caller.id,
        action: 'org.member.team',
        targetType: 'user',
        targetId: userId,
        details: { organisationId, teamId },
      },
      now,
    );
  });
  await db.identity.changed(userId);
}

/**
 * The organisation's people as CSV (members and pending invitations) for owners and admins. Every
 * cell a spreadsheet would read as a formula (=, +, -, @ first) is written as text (toCsv).
 */
export async function peopleCsv(
  db: Db,
  caller: UserRow,
  organisationId: string,
  now = Date.now(),
): Promise<string> {
  await requireOrgScope(db.kysely, caller, organisationId, 'members:invite');
  const [members, invitations, teams] = await Promise.all([
    repo.members(db.kysely, organisationId),
    repo.pendingInvitations(db.kysely, organisationId, now),
    repo.teams(db.kysely, organisationId),
  ]);
  const teamName = new Map(teams.map((t) => [t.id, t.name]));
  return toCsv(
    ['name', 'email', 'team', 'role', 'status'],
    [
      ...members.map((m) => [
        m.name,
        m.email,
        m.teamId ? (teamName.get(m.teamId) ?? '') : '',
        m.role,
        'member',
      ]),
      ...invitations.map((i) => [
        i.name ?? '',
        i.email,
        i.teamId ? (teamName.get(i.teamId) ?? '') : '',
        i.role,
        'invited',
      ]),
    ],
  );
}
