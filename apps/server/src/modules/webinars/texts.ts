import { JOIN_LINK_PENDING_TEXT, JOIN_OPENS_BEFORE_MS, type Locale } from '@lv/domain';

/**
 * The fixed words of an event's calendar file (its description's last lines), per language
 * (docs/decisions/020-i18n.md: the server's texts are typed catalogues; TypeScript refuses a
 * language that lacks a key). The event's own title and description are content: the stored
 * version in the learner's language (event_translations), else the English.
 */
export interface CalendarTexts {
  /** How to join when the event has a joining link (it shows on the page from shortly before). */
  joinFromPage: (page: string) => string;
  /** How to join when the host has not added the link yet. */
  joinLinkPending: (page: string) => string;
  cpd: (minutes: number) => string;
}

const opensMinutes = JOIN_OPENS_BEFORE_MS / 60_000;

const en: CalendarTexts = {
  joinFromPage: (page) => `Join from the event page from ${opensMinutes} minutes before the start: ${page}`,
  joinLinkPending: (page) => `${JOIN_LINK_PENDING_TEXT} Join from the event page: ${page}`,
  cpd: (minutes) => `CPD: ${minutes} minutes.`,
};

const fr: CalendarTexts = {
  joinFromPage: (page) => `Rejoignez la séance depuis la page de l'événement, à partir de ${opensMinutes} minutes avant le début : ${page}`,
  // The domain's JOIN_LINK_PENDING_TEXT, as the web app's domain catalogue words it.
  joinLinkPending: (page) => `L'animateur ajoutera le lien de connexion avant la séance. Vous rejoindrez la séance depuis la page de l'événement : ${page}`,
  cpd: (minutes) => `CPD : ${minutes} minutes.`,
};

export const CALENDAR_TEXTS: Record<Locale, CalendarTexts> = { en, fr };
