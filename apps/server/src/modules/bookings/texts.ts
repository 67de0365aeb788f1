import { SESSION_MINUTES, type Locale } from '@lv/domain';

/**
 * The words of a Pathfinder booking's calendar file, per language (docs/decisions/020-i18n.md: the
 * server's texts are typed catalogues; TypeScript refuses a language that lacks a key).
 */
export interface BookingCalendarTexts {
  summary: (siteName: string) => string;
  /** What the session is and what happens next; `calendarPage` is where the visitor confirms the slot. */
  description: (siteName: string, calendarPage: string) => string;
}

const en: BookingCalendarTexts = {
  summary: (siteName) => `Pathfinder session with ${siteName}`,
  description: (siteName, calendarPage) =>
    `Your free ${SESSION_MINUTES}-minute Pathfinder consultation with ${siteName}: we map your team's journey together.\n\nConfirm this time on our calendar page if you have not yet: ${calendarPage}`,
};

const fr: BookingCalendarTexts = {
  summary: (siteName) => `Séance Pathfinder avec ${siteName}`,
  description: (siteName, calendarPage) =>
    `Votre consultation Pathfinder gratuite de ${SESSION_MINUTES} minutes avec ${siteName} : nous traçons ensemble le parcours de votre équipe.\n\nSi ce n'est pas encore fait, confirmez ce créneau sur notre page d'agenda : ${calendarPage}`,
};

export const BOOKING_CALENDAR_TEXTS: Record<Locale, BookingCalendarTexts> = { en, fr };
