import { cleanText, TEAM_NAME_MAX } from '@lv/domain';

/*
 * Text that people chose (a village's name, an inviter's or colleague's name, a session's topic)
 * reaches other people's inboxes in our mails, under our name. There it is plain and short and
 * never looks like a link, so a village renamed "URGENT: verify your bank at https://…" cannot
 * phish through an invite (ADR 032). The product's own links are the only links a mail carries
 * (`assertOwnLinks`, checked by the mailer on every mail).
 */

/** How long a chosen name or title may be in a mail (longer ones end with an ellipsis): a village name's own limit. */
export const MAIL_NAME_MAX = TEAM_NAME_MAX;
export const MAIL_TITLE_MAX = 80;

/** Dots a mail reader or a person would take for part of an address: ASCII and the ideographic and full-width ones. */
const DOT = '[.\u3002\uFF0E\uFF61]';
/** A dot between a letter or digit and a letter (`evil.example`, `www.bank`), not a decimal (`4.5`). */
const ADDRESS_DOT = new RegExp(`(?<=[\\p{L}\\p{N}])${DOT}(?=\\p{L})`, 'gu');
/** A dotted IP address (`192.168.1.1`). */
const IP_ADDRESS = new RegExp(`\\d{1,3}(?:${DOT}\\d{1,3}){3}`, 'gu');

/**
 * Text that cannot be read as a link: schemes (`https://`, `//`) removed and every dot of an
 * address-like run shown as `[.]`, the convention for a defused address. Line breaks stay.
 */
export function defuseLinks(text: string): string {
  return text
    .replace(/[a-z][a-z0-9+.-]{0,30}:\/\//gi, '')
    .replace(/\/\/+/g, '/')
    .replace(IP_ADDRESS, (ip) => ip.replace(new RegExp(DOT, 'gu'), '[.]'))
    .replace(ADDRESS_DOT, '[.]');
}

/** Cut to `max` UTF-16 units at a whole character, with an ellipsis when anything was cut. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const chars = Array.from(new Intl.Segmenter().segment(text), (s) => s.segment);
  let out = '';
  for (const c of chars) {
    if (out.length + c.length > max - 1) break;
    out += c;
  }
  return `${out.trimEnd()}…`;
}

/** A chosen name or title as a mail shows it: one clean line, defused, at most `max` characters. */
export function mailText(value: string, max: number = MAIL_NAME_MAX): string {
  return cut(defuseLinks(cleanText(value, 'line')), max);
}

/** Every http(s) URL in a mail's text, and every href of its HTML. */
function linksOf(mail: { subject: string; text: string; html?: string | undefined }): string[] {
  const bare = [mail.subject, mail.text, mail.html ?? ''].flatMap(
    (part) => part.match(/https?:\/\/[^\s"'<>]+/gi) ?? [],
  );
  const hrefs = [...(mail.html ?? '').matchAll(/href\s*=\s*["']([^"']*)["']/gi)].map((m) =>
    m[1]!.replace(/&amp;/g, '&'),
  );
  return [...bare, ...hrefs];
}

/** Throws unless every link of a mail points to our own origin (a mail that would not is never sent). */
export function assertOwnLinks(
  mail: { subject: string; text: string; html?: string | undefined },
  publicUrl: string,
): void {
  const origin = new URL(publicUrl).origin;
  for (const link of linksOf(mail)) {
    let linked: string | null = null;
    try {
      linked = new URL(link).origin;
    } catch {
      // Not an absolute URL (a relative href): refused as well, since a mail has no base.
    }
    if (linked !== origin)
      throw new Error(`A product mail may only link to ${origin}; this one links elsewhere.`);
  }
}
