import { cpdHours, formatCertificateCode, formatCpdMinutes, type CertificateVerification, type Locale, type VerifiedCertificate } from '@lv/domain';
import { escapeHtml } from '../../lib/html';
import { htmlInlineHashes, type InlineHashes } from '../../plugins/security-headers';
import { CERTIFICATE_TEXTS, hoursText, longDate, wholeNumber } from './texts';

/*
 * The public verification page: server-rendered HTML, no script, a few KB, readable on a basic
 * phone browser. Brand colours inline (BRAND.md: primary green, gold accent, ink, warm ground),
 * allowed by the page's own policy (`VERIFY_PAGE_INLINE`, ADR 018). Every value is escaped:
 * holder names and reasons are user-written text.
 */

const STYLE = `body{margin:0;background:#FAF7F2;color:#111827;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Arial,'Noto Sans',sans-serif}
header{background:#0F5132;color:#fff;padding:12px 16px}header a{color:#fff;font-weight:700;text-decoration:none}
main{max-width:40rem;margin:0 auto;padding:16px}h1{font-size:1.5rem;margin:.5rem 0}
.card{background:#fff;border-radius:10px;padding:16px;border-top:6px solid #E0A526;box-shadow:0 1px 3px rgba(0,0,0,.1)}
.valid{border-top-color:#166534}.revoked,.unknown{border-top-color:#B91C1C}
.status{font-weight:700;font-size:1.15rem}.valid .status{color:#166534}.revoked .status,.unknown .status{color:#B91C1C}
dl{margin:12px 0 0}dt{color:#4B5563;font-size:.875rem}dd{margin:0 0 8px;font-weight:600;overflow-wrap:anywhere}
form{margin-top:24px}label{display:block;font-weight:600}input{font:inherit;min-height:44px;padding:4px 8px;border:1px solid #6B7280;border-radius:8px;width:14rem;max-width:100%}
button{font:inherit;min-height:44px;margin-top:8px;padding:4px 16px;border:0;border-radius:8px;background:#0F5132;color:#fff;font-weight:700}
:focus-visible{outline:3px solid #0F5132;outline-offset:2px}p.small{color:#4B5563;font-size:.875rem}`;

/** The page's one inline part, its stylesheet, as its CSP allows it (hashed from the bytes it sends). */
export const VERIFY_PAGE_INLINE: InlineHashes = htmlInlineHashes(`<style>${STYLE}</style>`);

function details(c: VerifiedCertificate, locale: Locale): string {
  const w = CERTIFICATE_TEXTS[locale];
  const minutes = formatCpdMinutes(c.cpdMinutes);
  const cpd = w.cpdValue(hoursText(cpdHours(c.cpdMinutes), locale), minutes);
  // An elite certificate (ADR 043) names its level, the XP at issue and the journey completed.
  const what: Array<[string, string]> =
    c.kind === 'elite'
      ? [
          [w.certificateLabel, w.eliteValue],
          [w.xpLabel, w.xpValue(wholeNumber(c.xp ?? 0, locale))],
          [w.firstJourney, c.journeyTitle],
          [w.verifiedCpd, cpd],
        ]
      : [
          [w.journey, c.journeyTitle],
          [w.cpd, cpd],
        ];
  const rows: Array<[string, string]> = [
    [w.holder, c.holderName],
    ...what,
    [w.issued, longDay(c.issuedOn, locale)],
    [w.issuedBy, c.issuer],
    ...(c.accreditor ? [[w.accreditedByLabel, w.accreditorValue(c.accreditor.name, c.accreditor.number ?? null)] as [string, string]] : []),
    [w.code, formatCertificateCode(c.code)],
  ];
  return `<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>`;
}

/** "24 November 2026" from 'YYYY-MM-DD'. */
const longDay = (day: string, locale: Locale) => longDate(Date.parse(`${day}T00:00:00Z`), locale);

function verdict(result: CertificateVerification | null, asked: boolean, locale: Locale): string {
  const w = CERTIFICATE_TEXTS[locale];
  if (!result) {
    if (!asked) return '';
    return `<section class="card unknown"><p class="status">${escapeHtml(w.unknownTitle)}</p><p>${escapeHtml(w.unknownText)}</p></section>`;
  }
  if (result.status === 'valid') {
    return `<section class="card valid"><p class="status">${escapeHtml(w.validStatus)}</p>${details(result.certificate, locale)}</section>`;
  }
  return `<section class="card revoked"><p class="status">${escapeHtml(w.revokedStatus(longDay(result.revokedOn, locale)))}</p><p>${escapeHtml(w.reason(result.reason))}</p>${details(result.certificate, locale)}</section>`;
}

/** The whole page, in the reader's language: the verdict for the id or code asked about (if any), and a form to check a code. */
export function renderVerifyPage(opts: { siteName: string; result: CertificateVerification | null; asked: boolean; code?: string | undefined; locale: Locale }): string {
  const { locale } = opts;
  const w = CERTIFICATE_TEXTS[locale];
  const title = !opts.asked ? w.checkTitle : opts.result?.status === 'valid' ? w.validTitle : opts.result?.status === 'revoked' ? w.revokedTitle : w.unknownTitle;
  const site = escapeHtml(opts.siteName);
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${site}</title><style>${STYLE}</style></head>
<body><header><a href="/">${site}</a></header><main>
<h1>${escapeHtml(title)}</h1>
${verdict(opts.result, opts.asked, locale)}
<form method="get" action="/verify"><label for="code">${escapeHtml(w.codeLabel)}</label>
<input id="code" name="code" autocomplete="off" autocapitalize="characters" spellcheck="false" maxlength="20" value="${escapeHtml(opts.code ?? '')}" aria-describedby="code-hint">
<p id="code-hint" class="small">${escapeHtml(w.codeHint)}</p>
<button type="submit">${escapeHtml(w.check)}</button></form>
<p class="small">${escapeHtml(w.footer(opts.siteName))}</p>
</main></body></html>`;
}
