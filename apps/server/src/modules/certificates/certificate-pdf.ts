import { cpdHours, formatCertificateCode, formatCpdMinutes, type Locale } from '@lv/domain';
import QRCode from 'qrcode';
import { newPdf, oneLine, pdfBuffer, PDF_COLOURS, printable } from '../../lib/pdf';
import { CERTIFICATE_TEXTS, hoursText, longDate } from './texts';

export interface CertificateContent {
  id: string;
  code: string;
  holderName: string;
  journeyTitle: string;
  cpdMinutes: number;
  issuedAt: number;
  issuerName: string;
  accreditorName: string | null;
  accreditorNumber: string | null;
  /** `$PUBLIC_URL/verify/{id}`: printed and in the QR code. */
  verifyUrl: string;
}

/** "24 November 2026": unambiguous on paper whatever the reader's locale. */

/** Draws the QR code of `text` as vector squares (crisp at any print size), with its quiet zone. */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const quiet = 4;
  const cell = size / (count + quiet * 2);
  doc.rect(x, y, size, size).fill('#FFFFFF');
  doc.fillColor('#000000');
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (qr.modules.get(row, col)) doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell);
    }
  }
  doc.fill('#000000');
}

/** The largest font size (down to `min`) at which `text` fits on one line of `width`. */
export function fittingSize(doc: PDFKit.PDFDocument, text: string, width: number, max: number, min: number): number {
  for (let size = max; size > min; size -= 1) {
    doc.fontSize(size);
    if (doc.widthOfString(text) <= width) return size;
  }
  return min;
}

/** What the certificate prints at most of each text (ADR 033: a render's time is bounded by its input). */
export const CERTIFICATE_LIMITS = { name: 120, title: 200, issuer: 120, accreditor: 200, accreditorNumber: 60 } as const;

/**
 * The certificate, one A4 landscape page: the holder's name exactly as written, the journey, the
 * CPD hours, the issue date, the accrediting body when one is set, the id, the paper code and a
 * QR code of the verification URL.
 */
export async function renderCertificate(content: CertificateContent, locale: Locale): Promise<Buffer> {
  const c: CertificateContent = {
    ...content,
    holderName: printable(content.holderName, CERTIFICATE_LIMITS.name),
    journeyTitle: printable(content.journeyTitle, CERTIFICATE_LIMITS.title),
    issuerName: printable(content.issuerName, CERTIFICATE_LIMITS.issuer),
    accreditorName: content.accreditorName && printable(content.accreditorName, CERTIFICATE_LIMITS.accreditor),
    accreditorNumber: content.accreditorNumber && printable(content.accreditorNumber, CERTIFICATE_LIMITS.accreditorNumber),
  };
  const w = CERTIFICATE_TEXTS[locale];
  const doc = newPdf({ layout: 'landscape', margin: 0, title: w.pdfTitle(c.journeyTitle, c.holderName), author: c.issuerName });
  const { width, height } = doc.page;
  const inner = { x: 56, width: width - 112 };

  doc.rect(0, 0, width, height).fill(PDF_COLOURS.ground);
  doc.rect(18, 18, width - 36, height - 36).lineWidth(6).strokeColor(PDF_COLOURS.primary).stroke();
  doc.rect(30, 30, width - 60, height - 60).lineWidth(1.5).strokeColor(PDF_COLOURS.accent).stroke();

  const centred = { width: inner.width, align: 'center' as const };
  doc.font('bold').fontSize(20).fillColor(PDF_COLOURS.primary).text(c.issuerName, inner.x, 62, centred);
  doc.font('regular').fontSize(13).fillColor(PDF_COLOURS.muted).text(w.heading, inner.x, 92, { ...centred, characterSpacing: 2 });
  doc.moveTo(width / 2 - 60, 118).lineTo(width / 2 + 60, 118).lineWidth(2).strokeColor(PDF_COLOURS.accent).stroke();

  doc.font('regular').fontSize(14).fillColor(PDF_COLOURS.ink).text(w.certifies, inner.x, 140, centred);
  doc.font('bold');
  const nameSize = fittingSize(doc, c.holderName, inner.width, 36, 16);
  doc.fontSize(nameSize).fillColor(PDF_COLOURS.primary).text(oneLine(doc, c.holderName, inner.width), inner.x, 166, { ...centred, lineBreak: false });
  doc.font('regular').fontSize(14).fillColor(PDF_COLOURS.ink).text(w.completed, inner.x, 222, centred);
  doc.font('bold').fontSize(22).fillColor(PDF_COLOURS.ink).text(c.journeyTitle, inner.x, 248, centred);

  const hours = hoursText(cpdHours(c.cpdMinutes), locale);
  doc.font('regular').fontSize(13).fillColor(PDF_COLOURS.ink);
  doc.text(w.hoursLine(hours, formatCpdMinutes(c.cpdMinutes), longDate(c.issuedAt, locale)), inner.x, doc.y + 14, centred);
  if (c.accreditorName) {
    doc.fontSize(12).fillColor(PDF_COLOURS.muted).text(w.accreditedBy(c.accreditorName, c.accreditorNumber ?? null), inner.x, doc.y + 6, centred);
  }

  // Bottom band: how to check it, and the QR code that does.
  const qrSize = 118;
  const qrX = width - 56 - qrSize;
  const qrY = height - 56 - qrSize;
  drawQr(doc, c.verifyUrl, qrX, qrY, qrSize);
  const textWidth = qrX - inner.x - 24;
  doc.font('bold').fontSize(11).fillColor(PDF_COLOURS.ink).text(w.checkHeading, inner.x, qrY + 4, { width: textWidth });
  doc.font('regular').fontSize(10).fillColor(PDF_COLOURS.muted);
  doc.text(w.scan(c.verifyUrl), { width: textWidth });
  doc.text(w.enterCode(formatCertificateCode(c.code), c.verifyUrl.replace(/\/verify\/.*$/, '/verify')), { width: textWidth });
  doc.text(w.certificateId(c.id), { width: textWidth });
  return pdfBuffer(doc);
}
