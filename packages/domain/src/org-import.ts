import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { SUPPORTED_LOCALES, type Locale } from './locale';
import { cleanText } from './text';

/*
 * Importing an organisation's people from a CSV file (ADR 045): every row is checked first and the
 * report says what will happen to it; nothing is written until the admin confirms, and a confirmed
 * import writes every new row or none. The rules are pure, so the check and the confirmation (run
 * again inside the confirming transaction) agree by construction.
 */

/** Rows one file may hold (a company of 2,000 managers imports in one file). */
export const ORG_IMPORT_MAX_ROWS = 2_000;
/** The file's size, as text (about 250 bytes a row). */
export const ORG_IMPORT_MAX_CHARS = 600_000;
export const ORG_PERSON_NAME_MAX = 100;

/** What happens to a row: written (new), left as it is (skipped), or why it cannot be imported. */
export const IMPORT_ROW_STATUSES = [
  'new',
  'already_member',
  'already_invited',
  'bad_email',
  'missing_name',
  'duplicate',
  'no_seat',
  'unknown_team',
  'unknown_manager',
  'bad_language',
  'other_organisation',
] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

/** Rows that stop a confirmation: the admin fixes the file and checks it again. */
export function isImportError(status: ImportRowStatus): boolean {
  return status !== 'new' && status !== 'already_member' && status !== 'already_invited';
}

/** The columns a file must have, by the names its header may use (English or French). */
const COLUMN_NAMES: Record<'name' | 'email' | 'team' | 'manager' | 'language', readonly string[]> =
  {
    name: ['name', 'full name', 'nom', 'nom complet'],
    email: ['email', 'e-mail', 'email address', 'courriel', 'adresse e-mail'],
    team: ['team', 'équipe', 'equipe'],
    manager: ['manager email', 'manager', 'manager e-mail', 'responsable', 'e-mail du responsable'],
    language: ['language', 'langue', 'locale'],
  };
export type ImportColumn = keyof typeof COLUMN_NAMES;

/**
 * Where each column is in the header (name, email and team are required, manager and language
 * optional), or the English sentence saying which required column is missing.
 */
export function importColumns(
  header: readonly string[],
): { columns: Record<ImportColumn, number> } | { error: string } {
  const norm = header.map((h) => cleanText(h, 'line').toLowerCase().replace(/_/g, ' '));
  const at = (c: ImportColumn) => norm.findIndex((h) => COLUMN_NAMES[c].includes(h));
  const columns = {
    name: at('name'),
    email: at('email'),
    team: at('team'),
    manager: at('manager'),
    language: at('language'),
  };
  const missing = (['name', 'email', 'team'] as const).filter((c) => columns[c] < 0);
  if (missing.length)
    return {
      error: `The first line must name the columns: name, email, team, manager email and (optionally) language. Missing: ${missing.join(', ')}.`,
    };
  return { columns };
}

/** One row as the file gave it (cells trimmed, one line of text each). */
export interface ImportRowInput {
  /** The line in the file (the header is line 1). */
  line: number;
  name: string;
  email: string;
  team: string;
  manager: string;
  language: string;
}

/** Reads the data rows of a parsed file into ImportRowInput, skipping blank lines. */
export function importRows(
  records: ReadonlyArray<readonly string[]>,
  columns: Record<ImportColumn, number>,
): ImportRowInput[] {
  const cell = (r: readonly string[], i: number) => (i < 0 ? '' : cleanText(r[i] ?? '', 'line'));
  const rows: ImportRowInput[] = [];
  records.forEach((r, index) => {
    if (r.every((c) => cleanText(c, 'line') === '')) return;
    rows.push({
      line: index + 2,
      name: cell(r, columns.name),
      email: cell(r, columns.email).toLowerCase(),
      team: cell(r, columns.team),
      manager: cell(r, columns.manager).toLowerCase(),
      language: cell(r, columns.language).toLowerCase(),
    });
  });
  return rows;
}

/** What the organisation is now, as the check needs it. */
export interface ImportContext {
  /** Addresses of the organisation's members. */
  memberEmails: ReadonlySet<string>;
  /** Addresses with a pending invitation to it. */
  invitedEmails: ReadonlySet<string>;
  /** Addresses of accounts that belong to another organisation. */
  otherOrganisationEmails: ReadonlySet<string>;
  /** The organisation's teams by lower-cased name. */
  teamIdByName: ReadonlyMap<string, string>;
  /** The organisation's members' ids by address (managers must be members). */
  memberIdByEmail: ReadonlyMap<string, string>;
  /** Seats left now (held seats counted). */
  seatsLeft: number;
}

export interface ImportRowPlan extends ImportRowInput {
  status: ImportRowStatus;
  teamId: string | null;
  managerId: string | null;
  locale: Locale | null;
}

const EMAIL = lazySchema(() => z.email());
const isEmail = (e: string) => e.length <= 254 && EMAIL.safeParse(e).success;

/**
 * The plan for each row, in file order: the first reason that applies wins (bad email, a second
 * row for an address, already in this organisation, in another one, missing name, unknown team,
 * unknown manager, unknown language); a new row takes a seat, and the new rows after the last
 * seat are `no_seat`.
 */
export function planImport(rows: readonly ImportRowInput[], ctx: ImportContext): ImportRowPlan[] {
  const seen = new Set<string>();
  let seats = ctx.seatsLeft;
  return rows.map((row) => {
    const plan = (status: ImportRowStatus, extra: Partial<ImportRowPlan> = {}): ImportRowPlan => ({
      ...row,
      status,
      teamId: null,
      managerId: null,
      locale: null,
      ...extra,
    });
    if (!isEmail(row.email)) return plan('bad_email');
    if (seen.has(row.email)) return plan('duplicate');
    seen.add(row.email);
    if (ctx.memberEmails.has(row.email)) return plan('already_member');
    if (ctx.invitedEmails.has(row.email)) return plan('already_invited');
    if (ctx.otherOrganisationEmails.has(row.email)) return plan('other_organisation');
    if (row.name.length < 2 || row.name.length > ORG_PERSON_NAME_MAX) return plan('missing_name');
    const teamId = row.team ? ctx.teamIdByName.get(row.team.toLowerCase()) : null;
    if (teamId === undefined) return plan('unknown_team');
    const managerId = row.manager ? ctx.memberIdByEmail.get(row.manager) : null;
    if (managerId === undefined) return plan('unknown_manager');
    let locale: Locale | null = null;
    if (row.language) {
      const found = SUPPORTED_LOCALES.find(
        (l) => l === row.language || LANGUAGE_NAMES[l].includes(row.language),
      );
      if (!found) return plan('bad_language');
      locale = found;
    }
    if (seats <= 0) return plan('no_seat');
    seats -= 1;
    return plan('new', { teamId, managerId, locale });
  });
}

const LANGUAGE_NAMES: Record<Locale, readonly string[]> = {
  en: ['english', 'anglais'],
  fr: ['french', 'français', 'francais'],
};

// ---- contracts ----

/** `POST /api/orgs/:orgId/imports/check` and `/imports`: the file's text. */
export const OrgImportSchema = lazySchema(() =>
  z.strictObject({
    csv: z
      .string({ error: 'Choose a CSV file' })
      .min(1, 'Choose a CSV file')
      .max(ORG_IMPORT_MAX_CHARS, 'The file is too large: import at most 2,000 people at once'),
  }),
);
export type OrgImportInput = z.infer<typeof OrgImportSchema>;

export const OrgImportReportSchema = lazySchema(() =>
  z.object({
    rows: z.array(
      z.object({
        line: z.number().int(),
        name: z.string(),
        email: z.string(),
        team: z.string(),
        status: z.enum(IMPORT_ROW_STATUSES),
      }),
    ),
    summary: z.object({
      new: z.number().int(),
      unchanged: z.number().int(),
      errors: z.number().int(),
    }),
    seatsLeft: z.number().int(),
    /** True once the rows were written (the confirmation); false for a check. */
    imported: z.boolean(),
  }),
);
export type OrgImportReport = z.infer<typeof OrgImportReportSchema>;

/** The report of a plan. */
export function importReport(
  plans: readonly ImportRowPlan[],
  seatsLeft: number,
  imported: boolean,
): OrgImportReport {
  const count = (f: (p: ImportRowPlan) => boolean) => plans.filter(f).length;
  return {
    rows: plans.map((p) => ({
      line: p.line,
      name: p.name,
      email: p.email,
      team: p.team,
      status: p.status,
    })),
    summary: {
      new: count((p) => p.status === 'new'),
      unchanged: count((p) => p.status === 'already_member' || p.status === 'already_invited'),
      errors: count((p) => isImportError(p.status)),
    },
    seatsLeft,
    imported,
  };
}
