import { randomBytes } from 'node:crypto';
import {
  addDays,
  JOURNEY_PATH_POSITIONS,
  pathIdForLeader,
  type JourneyPathPosition,
} from '@lv/domain';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from './db/schema';
import type { Mail } from './modules/mail/mailer';
import type { MailOutbox } from './modules/mail/outbox';
import { findUserById } from './modules/me/repository';
import { completeModule } from './modules/journeys/completion';
import { JOURNEY_CONTENT } from './modules/journeys/content/index';
import { journeyLeaders } from './modules/journeys/journey-view';
import { enrol } from './modules/journeys/service';
import {
  acceptInvitation,
  createOrganisation,
  grantSeats,
  inviteMember,
} from './modules/organisations/service';
import { createOrgTeam } from './modules/organisations/teams';
import { joinTeam } from './modules/teams/service';
import * as teamsRepo from './modules/teams/repository';

/*
 * The demo organisation (the Organisations issue, item 8): a fictional company with seats for this
 * year, two teams and members at different stages of a journey, so `/org` is alive on a fresh
 * install. Made through the services a platform admin's and the owner's requests use: the
 * organisation, its seats against an invoice, invitations accepted, teams, enrolments and module
 * completions. Cohorts come with their own step.
 */

const DAY = 86_400_000;

interface Person {
  name: string;
  email: string;
  /** A team led (by a team leader), or joined (by a member), by its index in TEAMS. */
  team: number;
  leads: boolean;
  /** Modules of the first path completed; null: not enrolled yet. */
  modules: number | null;
}

const ORGANISATION = {
  name: 'Sahel Grid Energy',
  country: 'SN',
  defaultLocale: 'fr',
  timeZone: 'Africa/Dakar',
  invoiceRef: 'DEMO-2026-001',
  seats: 12,
} as const;
const OWNER = { name: 'Awa Ndiaye', email: 'owner@sahelgrid.local' };
const TEAMS = ['Field Operations', 'Customer Care'];
const PEOPLE: Person[] = [
  { name: 'Moussa Diop', email: 'moussa@sahelgrid.local', team: 0, leads: true, modules: 1 },
  { name: 'Fatou Sarr', email: 'fatou@sahelgrid.local', team: 1, leads: true, modules: 0 },
  { name: 'Ibrahima Fall', email: 'ibrahima@sahelgrid.local', team: 0, leads: false, modules: 0 },
  { name: 'Aminata Ba', email: 'aminata@sahelgrid.local', team: 1, leads: false, modules: null },
  { name: 'Cheikh Sy', email: 'cheikh@sahelgrid.local', team: 0, leads: false, modules: null },
];
const REFLECTION =
  'I tried this with my team this week: we named one thing to change, who owns it, and when we look at it again. Two people spoke up who usually stay quiet.';

/** An outbox that keeps the invitation links instead of queueing them (the demo accepts its own invitations). */
function keepingOutbox(): MailOutbox & { tokenFor(email: string): string } {
  const mails: Mail[] = [];
  return {
    queue: async (_trx, _cause, _kind, mail) => {
      mails.push(mail);
      return true;
    },
    tokenFor(email) {
      const mail = mails.findLast((m) => m.to === email);
      const token = mail?.text.match(/[?&]token=([A-Za-z0-9_-]{43})/)?.[1];
      if (!token) throw new Error(`No demo invitation was kept for ${email}.`);
      return token;
    },
  };
}

const row = async (app: FastifyInstance, id: string): Promise<UserRow> => {
  const user = await findUserById(app.db.kysely, id);
  if (!user) throw new Error(`The demo account ${id} is missing.`);
  return user;
};

/** One printed demo account: what it is, its email and its password, in aligned columns. */
export function demoAccountLine(label: string, email: string, password: string): string {
  return `  ${label.padEnd(9)} ${email.padEnd(28)} ${password}`;
}

/**
 * Seeds the demo organisation; returns the lines to print with the other demo accounts.
 * `createAccount` makes each account (seed.ts); `adminId` is the demo platform admin.
 */
export async function seedDemoOrganisation(
  app: FastifyInstance,
  createAccount: (input: { name: string; email: string; password: string }) => Promise<string>,
  adminId: string,
  now = Date.now(),
): Promise<string[]> {
  const password = () => randomBytes(9).toString('base64url');
  const ownerPassword = password();
  const ownerId = await createAccount({ ...OWNER, password: ownerPassword });
  const lines = [demoAccountLine('org owner', OWNER.email, ownerPassword)];
  const admin = await row(app, adminId);
  const org = await createOrganisation(
    app.db,
    admin,
    { ...ORGANISATION, ownerEmail: OWNER.email },
    now,
  );
  const today = new Date(now).toISOString().slice(0, 10);
  await grantSeats(
    app.db,
    admin,
    org.id,
    {
      seats: ORGANISATION.seats,
      startsOn: addDays(today, -40),
      endsOn: addDays(today, 325),
      invoiceRef: ORGANISATION.invoiceRef,
    },
    now,
  );

  const owner = await row(app, ownerId);
  const outbox = keepingOutbox();
  const ids: string[] = [];
  for (const person of PEOPLE) {
    const pw = password();
    const id = await createAccount({ name: person.name, email: person.email, password: pw });
    ids.push(id);
    lines.push(demoAccountLine(person.leads ? 'team lead' : 'member', person.email, pw));
    await inviteMember(
      app.db,
      outbox,
      owner,
      org.id,
      { email: person.email, role: 'member', publicUrl: app.config.publicUrl, locale: 'fr' },
      now - 30 * DAY,
    );
    await acceptInvitation(
      app.db,
      await row(app, id),
      outbox.tokenFor(person.email),
      now - 30 * DAY,
    );
  }
  const teamIds: string[] = [];
  for (const [index, name] of TEAMS.entries()) {
    const leader = PEOPLE.findIndex((p) => p.leads && p.team === index);
    const teams = await createOrgTeam(
      app.db,
      owner,
      org.id,
      { name, leaderId: ids[leader]! },
      now - 28 * DAY,
    );
    teamIds.push(teams.teams.find((t) => t.name === name)!.id);
  }
  for (const [i, person] of PEOPLE.entries()) {
    if (person.leads) continue;
    const team = await teamsRepo.findTeam(app.db.kysely, teamIds[person.team]!);
    if (team) await joinTeam(app.db, ids[i]!, team.joinToken, now - 27 * DAY);
  }

  // Members at different stages of the first named path.
  const leaders = await journeyLeaders(app.db);
  const path: JourneyPathPosition = JOURNEY_PATH_POSITIONS[0];
  const journeyId = pathIdForLeader(leaders[path]);
  const content = JOURNEY_CONTENT[0]!;
  for (const [i, person] of PEOPLE.entries()) {
    if (person.modules === null) continue;
    await enrol(app.db, ids[i]!, journeyId, now - 26 * DAY);
    for (let m = 0; m < person.modules; m += 1) {
      const at = now - (12 - m * 6) * DAY;
      await completeModule(
        { db: app.db, bus: app.points, learning: app.learning },
        ids[i]!,
        journeyId,
        content.modules[m]!.slug,
        { reflection: REFLECTION },
        at,
      );
    }
  }
  return lines;
}
