import type { Locale } from '@lv/domain';

/**
 * The fixed words of the certificate PDF and of the public verification page, per language
 * (docs/decisions/020-i18n.md: the server's texts are typed catalogues; TypeScript refuses a language
 * that lacks a key). Names, journey titles, reasons and codes are never translated.
 */
export interface CertificateTexts {
  /** The language tag dates and numbers are formatted with. */
  intl: string;
  pdfTitle: (journeyTitle: string, holderName: string) => string;
  heading: string;
  certifies: string;
  completed: string;
  hoursLine: (hours: string, minutes: string, issued: string) => string;
  accreditedBy: (name: string, number: string | null) => string;
  checkHeading: string;
  scan: (url: string) => string;
  enterCode: (code: string, url: string) => string;
  certificateId: (id: string) => string;
  // The verification page.
  checkTitle: string;
  validTitle: string;
  revokedTitle: string;
  unknownTitle: string;
  unknownText: string;
  validStatus: string;
  revokedStatus: (day: string) => string;
  reason: (reason: string) => string;
  holder: string;
  journey: string;
  cpd: string;
  cpdValue: (hours: string, minutes: string) => string;
  issued: string;
  issuedBy: string;
  accreditedByLabel: string;
  accreditorValue: (name: string, number: string | null) => string;
  code: string;
  codeLabel: string;
  codeHint: string;
  check: string;
  footer: (siteName: string) => string;
  // The elite certificate (Level 4, ADR 043): its PDF and its verification details.
  elitePdfTitle: (holderName: string) => string;
  eliteHeading: string;
  eliteLevel: string;
  eliteCertifies: string;
  eliteReached: (xp: string) => string;
  eliteJourney: string;
  eliteCpdLine: (hours: string, minutes: string, issued: string) => string;
  eliteCheckHeading: string;
  certificateLabel: string;
  eliteValue: string;
  xpLabel: string;
  xpValue: (xp: string) => string;
  firstJourney: string;
  verifiedCpd: string;
}

const en: CertificateTexts = {
  intl: 'en-GB',
  pdfTitle: (journeyTitle, holderName) => `Certificate: ${journeyTitle} (${holderName})`,
  heading: 'CERTIFICATE OF COMPLETION',
  certifies: 'This certifies that',
  completed: 'has completed the leadership journey',
  hoursLine: (hours, minutes, issued) => `${hours} CPD hours (${minutes})  ·  Issued ${issued}`,
  accreditedBy: (name, number) => `CPD accredited by ${name}${number ? `, accreditation no. ${number}` : ''}`,
  checkHeading: 'Check this certificate',
  scan: (url) => `Scan the code, or open ${url}`,
  enterCode: (code, url) => `Or enter the code ${code} at ${url}`,
  certificateId: (id) => `Certificate id: ${id}`,
  checkTitle: 'Check a certificate',
  validTitle: 'Valid certificate',
  revokedTitle: 'Revoked certificate',
  unknownTitle: 'Unknown certificate',
  unknownText: 'No certificate has this id or code. Check it against the paper copy; the code has 11 characters, like ABCDE-FGHJK-M.',
  validStatus: '✓ Valid certificate',
  revokedStatus: (day) => `✗ Revoked on ${day}`,
  reason: (reason) => `Reason: ${reason}`,
  holder: 'Holder',
  journey: 'Journey',
  cpd: 'CPD',
  cpdValue: (hours, minutes) => `${hours} hours (${minutes})`,
  issued: 'Issued',
  issuedBy: 'Issued by',
  accreditedByLabel: 'Accredited by',
  accreditorValue: (name, number) => (number ? `${name}, no. ${number}` : name),
  code: 'Code',
  codeLabel: 'Check a certificate code',
  codeHint: 'The code is printed on the certificate, e.g. ABCDE-FGHJK-M.',
  check: 'Check',
  footer: (siteName) => `${siteName} issues these certificates and keeps this record. This page shows no contact details of the holder.`,
  elitePdfTitle: (holderName) => `Elite certificate: Transformation Leader (${holderName})`,
  eliteHeading: 'ELITE CERTIFICATION',
  eliteLevel: 'Level 4 · Transformation Leader',
  eliteCertifies: 'This certifies that',
  eliteReached: (xp) => `has reached Level 4, Transformation Leader, with ${xp} XP, and has completed the leadership journey`,
  eliteJourney: 'Leadership journey',
  eliteCpdLine: (hours, minutes, issued) => `${hours} verified CPD hours (${minutes})  ·  Issued ${issued}`,
  eliteCheckHeading: 'Check this elite certificate',
  certificateLabel: 'Certificate',
  eliteValue: 'Elite certification · Level 4, Transformation Leader',
  xpLabel: 'XP at issue',
  xpValue: (xp) => `${xp} XP`,
  firstJourney: 'Completed journey',
  verifiedCpd: 'Verified CPD',
};

const fr: CertificateTexts = {
  intl: 'fr',
  pdfTitle: (journeyTitle, holderName) => `Certificat : ${journeyTitle} (${holderName})`,
  heading: 'CERTIFICAT DE RÉUSSITE',
  certifies: 'Nous certifions que',
  completed: 'a suivi avec succès le parcours de leadership',
  hoursLine: (hours, minutes, issued) => `${hours} heures CPD (${minutes})  ·  Délivré le ${issued}`,
  accreditedBy: (name, number) => `Accréditation CPD : ${name}${number ? `, n° ${number}` : ''}`,
  checkHeading: 'Vérifier ce certificat',
  scan: (url) => `Scannez le code ou ouvrez ${url}`,
  enterCode: (code, url) => `Ou saisissez le code ${code} sur ${url}`,
  certificateId: (id) => `Identifiant du certificat : ${id}`,
  checkTitle: 'Vérifier un certificat',
  validTitle: 'Certificat valide',
  revokedTitle: 'Certificat révoqué',
  unknownTitle: 'Certificat inconnu',
  unknownText: "Aucun certificat ne porte cet identifiant ou ce code. Comparez-le avec l'exemplaire papier : le code compte 11 caractères, comme ABCDE-FGHJK-M.",
  validStatus: '✓ Certificat valide',
  revokedStatus: (day) => `✗ Révoqué le ${day}`,
  reason: (reason) => `Motif : ${reason}`,
  holder: 'Titulaire',
  journey: 'Parcours',
  cpd: 'CPD',
  cpdValue: (hours, minutes) => `${hours} heures (${minutes})`,
  issued: 'Délivré le',
  issuedBy: 'Délivré par',
  accreditedByLabel: 'Accrédité par',
  accreditorValue: (name, number) => (number ? `${name}, n° ${number}` : name),
  code: 'Code',
  codeLabel: "Vérifier le code d'un certificat",
  codeHint: 'Le code est imprimé sur le certificat, par exemple ABCDE-FGHJK-M.',
  check: 'Vérifier',
  footer: (siteName) => `${siteName} délivre ces certificats et en tient le registre. Cette page n'affiche aucune coordonnée du titulaire.`,
  elitePdfTitle: (holderName) => `Certificat d'élite : Leader de la transformation (${holderName})`,
  eliteHeading: "CERTIFICATION D'ÉLITE",
  eliteLevel: 'Niveau 4 · Leader de la transformation',
  eliteCertifies: 'Nous certifions que',
  eliteReached: (xp) => `a atteint le niveau 4, Leader de la transformation, avec ${xp} XP, et a suivi avec succès le parcours de leadership`,
  eliteJourney: 'Parcours de leadership',
  eliteCpdLine: (hours, minutes, issued) => `${hours} heures CPD vérifiées (${minutes})  ·  Délivré le ${issued}`,
  eliteCheckHeading: "Vérifier ce certificat d'élite",
  certificateLabel: 'Certificat',
  eliteValue: "Certification d'élite · Niveau 4, Leader de la transformation",
  xpLabel: "XP à la délivrance",
  xpValue: (xp) => `${xp} XP`,
  firstJourney: 'Parcours suivi',
  verifiedCpd: 'CPD vérifié',
};

export const CERTIFICATE_TEXTS: Record<Locale, CertificateTexts> = { en, fr };

/** "24 November 2026" / "24 novembre 2026" from epoch milliseconds. */
export const longDate = (ms: number, locale: Locale) =>
  new Intl.DateTimeFormat(CERTIFICATE_TEXTS[locale].intl, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(ms);

/** Decimal CPD hours in the language's way ("1.5" / "1,5"). */
export const hoursText = (hours: number, locale: Locale) => hours.toLocaleString(CERTIFICATE_TEXTS[locale].intl);

/** A whole number in the language's way ("5,240" / "5 240"). */
export const wholeNumber = (n: number, locale: Locale) => n.toLocaleString(CERTIFICATE_TEXTS[locale].intl);
