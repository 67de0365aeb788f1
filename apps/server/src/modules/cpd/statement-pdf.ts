import {
  CPD_ACTIVITY_TYPE_LABELS,
  CPD_VERIFIER_LABELS,
  cpdHours,
  cpdTotals,
  formatCpdMinutes,
  type CpdEntry,
} from '@lv/domain';
import { newPdf, pdfBuffer, PDF_COLOURS } from '../../lib/pdf';

export interface StatementInput {
  siteName: string;
  holderName: string;
  entries: readonly CpdEntry[];
  /** 'YYYY-MM-DD', the learner's today. */
  generatedOn: string;
}

/** Evidence longer than this is shortened on paper; the CSV export keeps all of it. */
const EVIDENCE_ON_PAPER = 600;

const hoursText = (minutes: number) => `${cpdHours(minutes).toLocaleString('en')} h (${formatCpdMinutes(minutes)})`;

/**
 * The learner's CPD statement: totals per year and per type, then every entry newest first
 * (voided entries shown as voided, outside the totals), with page numbers.
 */
export async function renderCpdStatement(input: StatementInput): Promise<Buffer> {
  const doc = newPdf({ title: `CPD statement: ${input.holderName}`, author: input.siteName, margin: 48, bufferPages: true });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  doc.rect(0, 0, doc.page.width, 92).fill(PDF_COLOURS.primary);
  doc.fillColor('#FFFFFF').font('bold').fontSize(22).text(input.siteName, left, 28, { width });
  doc.font('regular').fontSize(12).text('Continuing professional development (CPD) statement', left, 58, { width });

  doc.fillColor(PDF_COLOURS.ink).font('bold').fontSize(18).text(input.holderName, left, 116, { width });
  doc.font('regular').fontSize(10).fillColor(PDF_COLOURS.muted).text(`Generated on ${input.generatedOn}. Minutes are recorded per activity; voided entries do not count.`, { width });

  const totals = cpdTotals(input.entries.map((e) => ({ type: e.type, endDate: e.endDate, minutes: e.minutes, voided: e.voided !== null })));
  doc.moveDown(1);
  doc.fillColor(PDF_COLOURS.primary).font('bold').fontSize(14).text(`Total: ${hoursText(totals.minutes)}`, { width });
  doc.moveDown(0.4);
  const summaryTop = doc.y;
  doc.font('bold').fontSize(11).fillColor(PDF_COLOURS.ink).text('Per year', left, summaryTop);
  doc.font('regular').fontSize(10);
  for (const y of totals.byYear) doc.text(`${y.year}: ${hoursText(y.minutes)}`, left);
  const yearsEnd = doc.y;
  doc.font('bold').fontSize(11).text('Per type', left + width / 2, summaryTop);
  doc.font('regular').fontSize(10);
  for (const t of totals.byType) doc.text(`${CPD_ACTIVITY_TYPE_LABELS[t.type]}: ${hoursText(t.minutes)}`, left + width / 2);
  doc.y = Math.max(yearsEnd, doc.y) + 16;
  if (input.entries.length === 0) {
    doc.font('regular').fontSize(11).fillColor(PDF_COLOURS.muted).text('No CPD entries yet.', left);
  }

  // Columns: dates | activity | type | time.
  const cols = { date: left, activity: left + 92, type: left + width - 150, time: left + width - 62 };
  const activityWidth = cols.type - cols.activity - 10;
  const header = () => {
    doc.font('bold').fontSize(9).fillColor(PDF_COLOURS.muted);
    const y = doc.y;
    doc.text('Date', cols.date, y).text('Activity', cols.activity, y).text('Type', cols.type, y).text('Time (h:mm)', cols.time, y);
    doc.moveTo(left, doc.y + 2).lineTo(left + width, doc.y + 2).strokeColor(PDF_COLOURS.line).lineWidth(1).stroke();
    doc.y += 6;
  };
  if (input.entries.length > 0) header();

  for (const entry of input.entries) {
    const dates = entry.startDate === entry.endDate ? entry.startDate : `${entry.startDate} to ${entry.endDate}`;
    const evidence = entry.evidence && entry.evidence.length > EVIDENCE_ON_PAPER ? `${entry.evidence.slice(0, EVIDENCE_ON_PAPER)}…` : entry.evidence;
    const details = [
      `${entry.provider} · ${CPD_VERIFIER_LABELS[entry.verifiedBy]}`,
      ...(evidence ? [evidence] : []),
      ...(entry.voided ? [`Voided on ${entry.voided.at.slice(0, 10)}: ${entry.voided.reason}`] : []),
    ].join('\n');
    doc.font('bold').fontSize(10);
    const titleHeight = doc.heightOfString(entry.title, { width: activityWidth });
    doc.font('regular').fontSize(9);
    const rowHeight = titleHeight + doc.heightOfString(details, { width: activityWidth }) + 10;
    if (doc.y + rowHeight > bottom()) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    const colour = entry.voided ? PDF_COLOURS.muted : PDF_COLOURS.ink;
    doc.font('regular').fontSize(9).fillColor(colour).text(dates, cols.date, y, { width: 88 });
    doc.text(CPD_ACTIVITY_TYPE_LABELS[entry.type], cols.type, y, { width: 84 });
    doc.text(entry.voided ? `(${formatCpdMinutes(entry.minutes)})` : formatCpdMinutes(entry.minutes), cols.time, y, { width: 62 });
    doc.font('bold').fontSize(10).text(entry.title, cols.activity, y, { width: activityWidth });
    doc.font('regular').fontSize(9).fillColor(PDF_COLOURS.muted).text(details, cols.activity, doc.y, { width: activityWidth });
    doc.y = Math.max(doc.y, y + rowHeight - 10) + 4;
    doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor(PDF_COLOURS.line).lineWidth(0.5).stroke();
    doc.y += 6;
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // Writing under the bottom margin would make pdfkit start a new page: lift the margin meanwhile.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const footerY = doc.page.height - margin + 16;
    doc.font('regular').fontSize(8).fillColor(PDF_COLOURS.muted);
    doc.text(`${input.siteName} · CPD statement of ${input.holderName} · Self-reported entries are the learner's own statement.`, left, footerY, { width: width - 70, lineBreak: false });
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, left + width - 70, footerY, { width: 70, align: 'right', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
  return pdfBuffer(doc);
}
