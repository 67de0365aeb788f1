import type { Locale } from '@lv/domain';
import { escapeHtml } from '../../lib/html';
import type { ExportTable } from './service';

/*
 * The data export's two files, made in a CPU pool thread (lib/cpu-tasks.ts, ADR 033): a learner with
 * years of ledger rows makes megabytes of text, which must not hold the event loop. JSON for
 * machines (the right to portability), a self-contained HTML page for people (no script, no
 * remote file: it opens offline, and a screen reader reads its headings and tables).
 */

export interface ExportInput {
  siteName: string;
  userId: string;
  /** ISO instant. */
  generatedAt: string;
  tables: ExportTable[];
}

/** Columns that hold JSON text: exported as the value they hold. */
const JSON_COLUMNS = new Set(['answers', 'input', 'payload', 'details', 'links', 'draftLinks']);

/** A stored value as exported: epoch ms of an `…At` column as an ISO instant, JSON text parsed, dates as ISO. */
function exportValue(column: string, value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (/At$/.test(column) && typeof value === 'number') return new Date(value).toISOString();
  if (JSON_COLUMNS.has(column) && typeof value === 'string') {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  return value;
}

function exportRows(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, exportValue(k, v)])),
  );
}

const TEXTS = {
  en: {
    title: (site: string) => `Your data at ${site}`,
    intro: (when: string) =>
      `Everything we hold about your account on ${when} (UTC), one section per kind of record. The JSON file holds the same, for other software.`,
    account: 'Account id',
    rows: (n: number) => (n === 1 ? '1 record' : `${n} records`),
    none: 'Nothing here.',
    notExported: 'Not in this export:',
  },
  fr: {
    title: (site: string) => `Vos données sur ${site}`,
    intro: (when: string) =>
      `Tout ce que nous conservons sur votre compte au ${when} (UTC), une section par type d’enregistrement. ` +
      'Le fichier JSON contient la même chose, pour d’autres logiciels.',
    account: 'Identifiant du compte',
    rows: (n: number) => (n <= 1 ? `${n} enregistrement` : `${n} enregistrements`),
    none: 'Rien ici.',
    notExported: 'Absent de cet export :',
  },
} as const;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text =
    typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : JSON.stringify(value, null, 1);
  return escapeHtml(text);
}

function section(table: ExportTable, locale: Locale): string {
  const w = TEXTS[locale];
  const title = escapeHtml(table.title[locale]);
  if (table.rows === null)
    return `<section><h2>${title}</h2><p>${escapeHtml(w.notExported)} ${escapeHtml(table.notExported ?? '')}</p></section>`;
  const rows = exportRows(table.rows);
  if (rows.length === 0) return `<section><h2>${title}</h2><p>${escapeHtml(w.none)}</p></section>`;
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const head = columns.map((c) => `<th scope="col">${escapeHtml(c)}</th>`).join('');
  const body = rows
    .map((r) => `<tr>${columns.map((c) => `<td>${cell(r[c])}</td>`).join('')}</tr>`)
    .join('\n');
  const grid = `<table><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`;
  return `<section><h2>${title}</h2><p>${escapeHtml(w.rows(rows.length))}</p><div class="scroll">${grid}</div></section>`;
}

/** The export as a JSON document or a readable HTML page, in the learner's language. */
export async function renderDataExport(
  input: ExportInput,
  format: 'json' | 'html',
  locale: Locale,
): Promise<string> {
  if (format === 'json') {
    const tables = Object.fromEntries(
      input.tables.map((t) => [
        t.table,
        t.rows === null ? { notExported: t.notExported } : exportRows(t.rows),
      ]),
    );
    return JSON.stringify(
      { site: input.siteName, accountId: input.userId, generatedAt: input.generatedAt, tables },
      null,
      2,
    );
  }
  const w = TEXTS[locale];
  const when = input.generatedAt.slice(0, 16).replace('T', ' ');
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(w.title(input.siteName))}</title>
<style>
body{font-family:system-ui,sans-serif;color:#111827;background:#FAF7F2;margin:0 auto;max-width:60rem;padding:1rem;line-height:1.5}
h1{color:#0F5132}h2{color:#0F5132;margin-top:2rem;border-bottom:1px solid #E5E0D8}
.scroll{overflow-x:auto}table{border-collapse:collapse;font-size:.875rem;width:100%}
th,td{border:1px solid #E5E0D8;padding:.25rem .5rem;text-align:left;vertical-align:top;white-space:pre-wrap;overflow-wrap:anywhere}
th{background:#E7F1EC}
</style></head>
<body><main>
<h1>${escapeHtml(w.title(input.siteName))}</h1>
<p>${escapeHtml(w.intro(when))}</p>
<p>${escapeHtml(w.account)}: <code>${escapeHtml(input.userId)}</code></p>
${input.tables.map((t) => section(t, locale)).join('\n')}
</main></body></html>
`;
}
