import { cpdHours, formatCertificateCode, formatCpdMinutes, type Locale } from '@lv/domain';
import { newPdf, oneLine, pdfBuffer, PDF_COLOURS, printable } from '../../lib/pdf';
import {
  CERTIFICATE_LIMITS,
  drawQr,
  fittingSize,
  type CertificateContent,
} from './certificate-pdf';
import { CERTIFICATE_TEXTS, hoursText, longDate, wholeNumber } from './texts';

/** An elite certificate's content: a certificate's, with the holder's XP at issue. */
export interface EliteCertificateContent extends CertificateContent {
  xp: number | null;
}

const GOLD_LIGHT = '#F5D27A';

/**
 * The elite certificate (ADR 043), one A4 landscape page in its own design: a deep green ground
 * with gold frames and a gold level seal, unlike the journey certificate's light page. It states
 * the holder's name exactly as written, Level 4 Transformation Leader, the XP at issue, the first
 * journey completed, the verified CPD hours, the issue date, the accrediting body when set, the id,
 * the paper code and a QR code of the verification URL (on white, so any phone reads it).
 */
export async function renderEliteCertificate(
  content: EliteCertificateContent,
  locale: Locale,
): Promise<Buffer> {
  const c = {
    ...content,
    holderName: printable(content.holderName, CERTIFICATE_LIMITS.name),
    journeyTitle: printable(content.journeyTitle, CERTIFICATE_LIMITS.title),
    issuerName: printable(content.issuerName, CERTIFICATE_LIMITS.issuer),
    accreditorName:
      content.accreditorName && printable(content.accreditorName, CERTIFICATE_LIMITS.accreditor),
    accreditorNumber:
      content.accreditorNumber &&
      printable(content.accreditorNumber, CERTIFICATE_LIMITS.accreditorNumber),
  };
  const w = CERTIFICATE_TEXTS[locale];
  const doc = newPdf({
    layout: 'landscape',
    margin: 0,
    title: w.elitePdfTitle(c.holderName),
    author: c.issuerName,
  });
  const { width, height } = doc.page;
  const inner = { x: 150, width: width - 300 };
  const centred = { width: inner.width, align: 'center' as const };

  // Deep green ground, a double gold frame, gold corner marks.
  doc.rect(0, 0, width, height).fill(PDF_COLOURS.primary);
  doc
    .rect(16, 16, width - 32, height - 32)
    .lineWidth(3)
    .strokeColor(PDF_COLOURS.accent)
    .stroke();
  doc
    .rect(26, 26, width - 52, height - 52)
    .lineWidth(0.75)
    .strokeColor(GOLD_LIGHT)
    .stroke();
  for (const [x, y] of [
    [26, 26],
    [width - 26, 26],
    [26, height - 26],
    [width - 26, height - 26],
  ] as const) {
    doc.circle(x, y, 7).fill(PDF_COLOURS.accent);
  }

  // The level seal: a gold disc with the level number, on the left.
  const sealX = 88;
  const sealY = 118;
  doc.circle(sealX, sealY, 44).fill(PDF_COLOURS.accent);
  doc.circle(sealX, sealY, 37).lineWidth(1.5).strokeColor(PDF_COLOURS.primary).stroke();
  doc
    .font('bold')
    .fontSize(40)
    .fillColor(PDF_COLOURS.primary)
    .text('4', sealX - 40, sealY - 24, { width: 80, align: 'center', lineBreak: false });

  doc.font('bold').fontSize(18).fillColor('#FFFFFF').text(c.issuerName, inner.x, 54, centred);
  doc
    .font('bold')
    .fontSize(26)
    .fillColor(PDF_COLOURS.accent)
    .text(w.eliteHeading, inner.x, 82, centred);
  doc.font('regular').fontSize(14).fillColor(GOLD_LIGHT).text(w.eliteLevel, inner.x, 118, centred);
  doc
    .moveTo(width / 2 - 90, 142)
    .lineTo(width / 2 + 90, 142)
    .lineWidth(1.5)
    .strokeColor(PDF_COLOURS.accent)
    .stroke();

  const wide = { x: 56, width: width - 112 };
  const wideCentred = { width: wide.width, align: 'center' as const };
  doc
    .font('regular')
    .fontSize(13)
    .fillColor('#FFFFFF')
    .text(w.eliteCertifies, wide.x, 160, wideCentred);
  doc.font('bold');
  const nameSize = fittingSize(doc, c.holderName, wide.width, 36, 16);
  doc
    .fontSize(nameSize)
    .fillColor(PDF_COLOURS.accent)
    .text(oneLine(doc, c.holderName, wide.width), wide.x, 182, {
      ...wideCentred,
      lineBreak: false,
    });
  doc
    .font('regular')
    .fontSize(13)
    .fillColor('#FFFFFF')
    .text(w.eliteReached(wholeNumber(c.xp ?? 0, locale)), wide.x, 232, wideCentred);
  // A long title steps down in size before it wraps, so the band below stays clear.
  doc.font('bold');
  const titleSize = fittingSize(doc, c.journeyTitle, wide.width, 19, 12);
  doc
    .fontSize(titleSize)
    .fillColor('#FFFFFF')
    .text(c.journeyTitle, wide.x, doc.y + 8, wideCentred);

  const hours = hoursText(cpdHours(c.cpdMinutes), locale);
  doc.font('regular').fontSize(12).fillColor(GOLD_LIGHT);
  doc.text(
    w.eliteCpdLine(hours, formatCpdMinutes(c.cpdMinutes), longDate(c.issuedAt, locale)),
    wide.x,
    doc.y + 12,
    wideCentred,
  );
  if (c.accreditorName) {
    doc
      .fontSize(11)
      .text(
        w.accreditedBy(c.accreditorName, c.accreditorNumber ?? null),
        wide.x,
        doc.y + 4,
        wideCentred,
      );
  }

  // Bottom band: a white panel with how to check it, and the QR code that does.
  const qrSize = 112;
  const bandY = height - 56 - qrSize;
  doc.roundedRect(56, bandY - 8, width - 112, qrSize + 16, 8).fill('#FFFFFF');
  const qrX = width - 64 - qrSize;
  drawQr(doc, c.verifyUrl, qrX, bandY, qrSize);
  const textX = 76;
  const textWidth = qrX - textX - 24;
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(PDF_COLOURS.primary)
    .text(w.eliteCheckHeading, textX, bandY + 10, { width: textWidth });
  doc.font('regular').fontSize(10).fillColor(PDF_COLOURS.ink);
  doc.text(w.scan(c.verifyUrl), { width: textWidth });
  doc.text(
    w.enterCode(formatCertificateCode(c.code), c.verifyUrl.replace(/\/verify\/.*$/, '/verify')),
    { width: textWidth },
  );
  doc.text(w.certificateId(c.id), { width: textWidth });
  return pdfBuffer(doc);
}
