import {
  CPD_ACTIVITY_TYPE_LABELS,
  CPD_CSV_HEADER,
  CPD_VERIFIER_LABELS,
  cpdCsvRow,
  cpdHours,
  formatCpdMinutes,
  type CpdActivityType,
  type CpdVerifier,
  type Locale,
} from '@lv/domain';

/**
 * The fixed words of the learner's CPD downloads (the PDF statement and the CSV export), per
 * language (docs/decisions/020-i18n.md: the server's texts are typed catalogues; TypeScript refuses
 * a language that lacks a key). Names, activity titles, providers, evidence and void reasons are the
 * learner's or the platform's own words and are never translated.
 */

/** A column of the CSV export, named by its English header (the domain's CPD_CSV_HEADER). */
export type CpdCsvColumn = (typeof CPD_CSV_HEADER)[number];

export interface CpdTexts {
  /** The language tag numbers (and, where the language wants it, dates) are formatted with. */
  intl: string;
  pdfTitle: (holderName: string) => string;
  heading: string;
  /** `day` as `dayText` gives it. */
  generated: (day: string) => string;
  /** `hours` as `hoursText` gives it. */
  total: (hours: string) => string;
  perYear: string;
  perType: string;
  /** One line of the totals: a year or a type, and its hours. */
  subtotal: (label: string, hours: string) => string;
  noEntries: string;
  /** Above the table when the statement lists only the newest `listed` of `total` entries. */
  newestOnly: (listed: number, total: number) => string;
  dateColumn: string;
  activityColumn: string;
  typeColumn: string;
  timeColumn: string;
  /** A 'YYYY-MM-DD' day in the table and the voided line. */
  day: (day: string) => string;
  /** An entry over several days (both 'YYYY-MM-DD', start before end). */
  days: (start: string, end: string) => string;
  /** The generation day, at the top of the statement. */
  generatedDay: (day: string) => string;
  voided: (day: string, reason: string) => string;
  footer: (siteName: string, holderName: string) => string;
  page: (page: number, pages: number) => string;
  /** The domain's CPD_ACTIVITY_TYPE_LABELS in this language. */
  types: Readonly<Record<CpdActivityType, string>>;
  /** The domain's CPD_VERIFIER_LABELS in this language. */
  verifiers: Readonly<Record<CpdVerifier, string>>;
  /** The CSV header, column by column. */
  csvHeader: Readonly<Record<CpdCsvColumn, string>>;
  /** The CSV's Status column. */
  counts: string;
  voidedStatus: string;
}

/** A 'YYYY-MM-DD' day as epoch milliseconds (midnight UTC; formatted in UTC, so the day stays). */
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayFormat = (intl: string, month: 'short' | 'long') => new Intl.DateTimeFormat(intl, { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' });

// English keeps what the statement always printed: ISO days and the domain's labels and CSV header.
const en: CpdTexts = {
  intl: 'en-GB',
  pdfTitle: (holderName) => `CPD statement: ${holderName}`,
  heading: 'Continuing professional development (CPD) statement',
  generated: (day) =>
    `Generated on ${day}. Minutes are recorded per activity; voided entries do not count.`,
  total: (hours) => `Total: ${hours}`,
  perYear: 'Per year',
  perType: 'Per type',
  subtotal: (label, hours) => `${label}: ${hours}`,
  noEntries: 'No CPD entries yet.',
  newestOnly: (listed, total) =>
    `This statement lists your newest ${listed.toLocaleString('en')} entries of ${total.toLocaleString('en')}; the totals count them all. The CSV export lists every entry.`,
  dateColumn: 'Date',
  activityColumn: 'Activity',
  typeColumn: 'Type',
  timeColumn: 'Time (h:mm)',
  day: (day) => day,
  days: (start, end) => `${start} to ${end}`,
  generatedDay: (day) => day,
  voided: (day, reason) => `Voided on ${day}: ${reason}`,
  footer: (siteName, holderName) =>
    `${siteName} · CPD statement of ${holderName} · Self-reported entries are the learner's own statement.`,
  page: (page, pages) => `Page ${page} of ${pages}`,
  types: CPD_ACTIVITY_TYPE_LABELS,
  verifiers: CPD_VERIFIER_LABELS,
  csvHeader: Object.fromEntries(CPD_CSV_HEADER.map((column) => [column, column])) as Record<
    CpdCsvColumn,
    string
  >,
  counts: 'Counts',
  voidedStatus: 'Voided',
};

const frShort = dayFormat('fr', 'short');

const fr: CpdTexts = {
  intl: 'fr',
  pdfTitle: (holderName) => `Relevé CPD : ${holderName}`,
  heading: 'Relevé de développement professionnel continu (CPD)',
  generated: (day) =>
    `Établi le ${day}. Les minutes sont enregistrées par activité ; les activités invalidées ne comptent pas.`,
  total: (hours) => `Total : ${hours}`,
  perYear: 'Par année',
  perType: 'Par type',
  subtotal: (label, hours) => `${label} : ${hours}`,
  noEntries: "Aucune activité CPD pour l'instant.",
  newestOnly: (listed, total) =>
    `Ce relevé présente vos ${listed.toLocaleString('fr')} activités les plus récentes sur ${total.toLocaleString('fr')} ; les totaux les comptent toutes. L'export CSV contient chaque activité.`,
  dateColumn: 'Date',
  activityColumn: 'Activité',
  typeColumn: 'Type',
  timeColumn: 'Durée (h:mm)',
  day: (day) => frShort.format(dayMs(day)),
  // "2–5 nov. 2026", "28 oct. – 2 nov. 2026": the shortest unambiguous range.
  days: (start, end) => frShort.formatRange(dayMs(start), dayMs(end)),
  generatedDay: (day) => dayFormat('fr', 'long').format(dayMs(day)),
  voided: (day, reason) => `Invalidée le ${day} : ${reason}`,
  footer: (siteName, holderName) =>
    `${siteName} · Relevé CPD de ${holderName} · Les activités autodéclarées reposent sur la seule déclaration de l'apprenant.`,
  page: (page, pages) => `Page ${page} sur ${pages}`,
  types: {
    module: 'Module',
    webinar: 'Webinaire',
    mentoring: 'Mentorat entre pairs',
    capstone: 'Défi final',
    external: 'Externe',
  },
  verifiers: {
    platform: 'Vérifié par la plateforme',
    peer: 'Confirmé par un pair',
    admin: 'Vérifié par un administrateur',
    self: 'Autodéclaré',
  },
  csvHeader: {
    'Start date': 'Date de début',
    'End date': 'Date de fin',
    Activity: 'Activité',
    Type: 'Type',
    Provider: 'Organisme',
    Minutes: 'Minutes',
    'Hours (h:mm)': 'Heures (h:mm)',
    Verification: 'Vérification',
    Journey: 'Parcours',
    'Reflection or evidence': 'Réflexion ou preuve',
    Status: 'Statut',
    'Voided on': 'Invalidée le',
    'Void reason': "Motif de l'invalidation",
  },
  counts: 'Comptabilisée',
  voidedStatus: 'Invalidée',
};

export const CPD_TEXTS: Record<Locale, CpdTexts> = { en, fr };

/** Minutes as "1.5 h (1:30)" / "1,5 h (1:30)": decimal hours in the language's way, then h:mm. */
export const hoursText = (minutes: number, locale: Locale) => `${cpdHours(minutes).toLocaleString(CPD_TEXTS[locale].intl)} h (${formatCpdMinutes(minutes)})`;

/** The CSV export's header in `locale`, in the domain's column order. */
export const cpdCsvHeader = (locale: Locale) => CPD_CSV_HEADER.map((column) => CPD_TEXTS[locale].csvHeader[column]);

const column = (name: CpdCsvColumn) => CPD_CSV_HEADER.indexOf(name);

/**
 * The domain's CSV row of an entry with its words in `locale` (type, verification, status). Dates
 * stay 'YYYY-MM-DD' and numbers plain, in every language, so spreadsheets read them as such.
 */
export function cpdCsvRowIn(entry: Parameters<typeof cpdCsvRow>[0], locale: Locale, journeyName?: string | null): Array<string | number | null> {
  const w = CPD_TEXTS[locale];
  const row = cpdCsvRow(entry, journeyName ?? entry.journeyId);
  row[column('Type')] = w.types[entry.type];
  row[column('Verification')] = w.verifiers[entry.verifiedBy];
  row[column('Status')] = entry.voided ? w.voidedStatus : w.counts;
  return row;
}
