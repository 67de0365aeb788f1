import { CPD_PROVIDER_MAX, CPD_TITLE_MAX, formatCpdMinutes, type CpdEntry, type CpdTotals, type Locale } from '@lv/domain';
import { newPdf, oneLine, pdfBuffer, PDF_COLOURS, printable } from '../../lib/pdf';
import { CPD_TEXTS, hoursText } from './texts';

export interface StatementInput {
  siteName: string;
  holderName: string;
  /** The newest entries, newest first (at most STATEMENT_LIMITS.entries are printed). */
  entries: readonly CpdEntry[];
  /** How many entries the record holds, and their totals (the statement may list fewer). */
  entryCount: number;
  totals: CpdTotals;
  /** 'YYYY-MM-DD', the learner's today. */
  generatedOn: string;
}

/*
 * What the statement prints at most, whatever is stored (ADR 033: a render's time is bounded by its
 * input): longer texts are shortened on paper and only the newest entries are listed (the totals
 * count them all); the CSV export keeps everything. The largest statement these allow renders in
 * about two seconds (cpu-pool.test.ts renders ten at once).
 */
export const STATEMENT_LIMITS = {
  entries: 100,
  name: 120,
  title: CPD_TITLE_MAX,
  provider: CPD_PROVIDER_MAX,
  evidence: 300,
  voidReason: 300,
} as const;

/**
 * The learner's CPD statement in `locale` (cpd/texts.ts): totals per year and per type, then the
 * entries newest first (voided entries shown as voided, outside the totals), with page numbers.
 */
export async function renderCpdStatement(input: StatementInput, locale: Locale): Promise<Buffer> {
  const w = CPD_TEXTS[locale];
  const hours = (minutes: number) => hoursText(minutes, locale);
  const siteName = printable(input.siteName, STATEMENT_LIMITS.name);
  const holderName = printable(input.holderName, STATEMENT_LIMITS.name);
  const listed = input.entries.slice(0, STATEMENT_LIMITS.entries);
  const doc = newPdf({ title: w.pdfTitle(holderName), author: siteName, margin: 48, bufferPages: true, lang: locale });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  doc.rect(0, 0, doc.page.width, 92).fill(PDF_COLOURS.primary);
  doc.fillColor('#FFFFFF').font('bold').fontSize(22).text(siteName, left, 28, { width });
  doc.font('regular').fontSize(12).text(w.heading, left, 58, { width });

  doc.fillColor(PDF_COLOURS.ink).font('bold').fontSize(18).text(holderName, left, 116, { width });
  doc.font('regular').fontSize(10).fillColor(PDF_COLOURS.muted).text(w.generated(w.generatedDay(input.generatedOn)), { width });

  const { totals } = input;
  doc.moveDown(1);
  doc.fillColor(PDF_COLOURS.primary).font('bold').fontSize(14).text(w.total(hours(totals.minutes)), { width });
  doc.moveDown(0.4);
  const summaryTop = doc.y;
  doc.font('bold').fontSize(11).fillColor(PDF_COLOURS.ink).text(w.perYear, left, summaryTop);
  doc.font('regular').fontSize(10);
  for (const y of totals.byYear) doc.text(w.subtotal(String(y.year), hours(y.minutes)), left);
  const yearsEnd = doc.y;
  doc.font('bold').fontSize(11).text(w.perType, left + width / 2, summaryTop);
  doc.font('regular').fontSize(10);
  for (const t of totals.byType) doc.text(w.subtotal(w.types[t.type], hours(t.minutes)), left + width / 2);
  doc.y = Math.max(yearsEnd, doc.y) + 16;
  if (input.entryCount === 0) {
    doc.font('regular').fontSize(11).fillColor(PDF_COLOURS.muted).text(w.noEntries, left);
  }

  // Columns: dates | activity | type | time.
  const cols = { date: left, activity: left + 92, type: left + width - 150, time: left + width - 62 };
  const activityWidth = cols.type - cols.activity - 10;
  const header = () => {
    doc.font('bold').fontSize(9).fillColor(PDF_COLOURS.muted);
    const y = doc.y;
    doc.text(w.dateColumn, cols.date, y).text(w.activityColumn, cols.activity, y).text(w.typeColumn, cols.type, y).text(w.timeColumn, cols.time, y);
    doc.moveTo(left, doc.y + 2).lineTo(left + width, doc.y + 2).strokeColor(PDF_COLOURS.line).lineWidth(1).stroke();
    doc.y += 6;
  };
  if (listed.length < input.entryCount) {
    doc.font('regular').fontSize(10).fillColor(PDF_COLOURS.muted).text(w.newestOnly(listed.length, input.entryCount), left, doc.y, { width });
    doc.y += 8;
  }
  if (listed.length > 0) header();

  for (const entry of listed) {
    const dates = entry.startDate === entry.endDate ? w.day(entry.startDate) : w.days(entry.startDate, entry.endDate);
    const title = printable(entry.title, STATEMENT_LIMITS.title);
    const evidence = entry.evidence && printable(entry.evidence, STATEMENT_LIMITS.evidence);
    const details = [
      `${printable(entry.provider, STATEMENT_LIMITS.provider)} · ${w.verifiers[entry.verifiedBy]}`,
      ...(evidence ? [evidence] : []),
      ...(entry.voided ? [w.voided(w.day(entry.voided.at.slice(0, 10)), printable(entry.voided.reason, STATEMENT_LIMITS.voidReason))] : []),
    ].join('\n');
    doc.font('bold').fontSize(10);
    const titleHeight = doc.heightOfString(title, { width: activityWidth });
    doc.font('regular').fontSize(9);
    const rowHeight = titleHeight + doc.heightOfString(details, { width: activityWidth }) + 10;
    if (doc.y + rowHeight > bottom()) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    const colour = entry.voided ? PDF_COLOURS.muted : PDF_COLOURS.ink;
    doc.font('regular').fontSize(9).fillColor(colour).text(dates, cols.date, y, { width: 88 });
    doc.text(w.types[entry.type], cols.type, y, { width: 84 });
    doc.text(entry.voided ? `(${formatCpdMinutes(entry.minutes)})` : formatCpdMinutes(entry.minutes), cols.time, y, { width: 62 });
    doc.font('bold').fontSize(10).text(title, cols.activity, y, { width: activityWidth });
    doc.font('regular').fontSize(9).fillColor(PDF_COLOURS.muted).text(details, cols.activity, doc.y, { width: activityWidth });
    doc.y = Math.max(doc.y, y + rowHeight - 10) + 4;
    doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor(PDF_COLOURS.line).lineWidth(0.5).stroke();
    doc.y += 6;
  }

  // One line on every page, cut with an ellipsis once here: a long name must not wrap into new pages.
  doc.font('regular').fontSize(8);
  const footer = oneLine(doc, w.footer(siteName, holderName), width - 70);
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // Writing under the bottom margin would make pdfkit start a new page: lift the margin meanwhile.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const footerY = doc.page.height - margin + 16;
    doc.font('regular').fontSize(8).fillColor(PDF_COLOURS.muted);
    doc.text(footer, left, footerY, { width: width - 70, lineBreak: false });
    doc.text(w.page(i - range.start + 1, range.count), left + width - 70, footerY, { width: 70, align: 'right', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
  return pdfBuffer(doc);
}
