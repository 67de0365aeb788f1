import { cpdHours, formatCertificateCode, formatCpdMinutes, type CertificateVerification, type VerifiedCertificate } from '@lv/domain';

/*
 * The public verification page: server-rendered HTML, no script, a few KB, readable on a basic
 * phone browser. Brand colours inline (BRAND.md: primary green, gold accent, ink, warm ground).
 * Every value is escaped: holder names and reasons are user-written text.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

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

/** "24 November 2026" from 'YYYY-MM-DD'. */
const longDay = (day: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${day}T00:00:00Z`));

function details(c: VerifiedCertificate): string {
  const rows: Array<[string, string]> = [
    ['Holder', c.holderName],
    ['Journey', c.journeyTitle],
    ['CPD', `${cpdHours(c.cpdMinutes).toLocaleString('en')} hours (${formatCpdMinutes(c.cpdMinutes)})`],
    ['Issued', longDay(c.issuedOn)],
    ['Issued by', c.issuer],
    ...(c.accreditor ? [['Accredited by', c.accreditor.number ? `${c.accreditor.name}, no. ${c.accreditor.number}` : c.accreditor.name] as [string, string]] : []),
    ['Code', formatCertificateCode(c.code)],
  ];
  return `<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>`;
}

function verdict(result: CertificateVerification | null, asked: boolean): string {
  if (!result) {
    if (!asked) return '';
    return `<section class="card unknown"><p class="status">Unknown certificate</p><p>No certificate has this id or code. Check it against the paper copy; the code has 11 characters, like ABCDE-FGHJK-M.</p></section>`;
  }
  if (result.status === 'valid') {
    return `<section class="card valid"><p class="status">✓ Valid certificate</p>${details(result.certificate)}</section>`;
  }
  return `<section class="card revoked"><p class="status">✗ Revoked on ${escapeHtml(longDay(result.revokedOn))}</p><p>Reason: ${escapeHtml(result.reason)}</p>${details(result.certificate)}</section>`;
}

/** The whole page: the verdict for the id or code asked about (if any), and a form to check a code. */
export function renderVerifyPage(opts: { siteName: string; result: CertificateVerification | null; asked: boolean; code?: string | undefined }): string {
  const title = !opts.asked ? 'Check a certificate' : opts.result?.status === 'valid' ? 'Valid certificate' : opts.result?.status === 'revoked' ? 'Revoked certificate' : 'Unknown certificate';
  const site = escapeHtml(opts.siteName);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${site}</title><style>${STYLE}</style></head>
<body><header><a href="/">${site}</a></header><main>
<h1>${escapeHtml(title)}</h1>
${verdict(opts.result, opts.asked)}
<form method="get" action="/verify"><label for="code">Check a certificate code</label>
<input id="code" name="code" autocomplete="off" autocapitalize="characters" spellcheck="false" maxlength="20" value="${escapeHtml(opts.code ?? '')}" aria-describedby="code-hint">
<p id="code-hint" class="small">The code is printed on the certificate, e.g. ABCDE-FGHJK-M.</p>
<button type="submit">Check</button></form>
<p class="small">${site} issues these certificates and keeps this record. This page shows no contact details of the holder.</p>
</main></body></html>`;
}
