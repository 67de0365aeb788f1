/**
 * French elision before a name (ADR 020): "de" becomes "d'" before a vowel sound ("le parcours
 * d'Amara", "le parcours de Kwame"). A name starting with a vowel (accented or not) elides; one
 * starting with "y" elides only before a consonant ("d'Yvonne", "de Yaw"); an "h" never does (an h
 * aspiré cannot be told from the spelling, and "de Hamid" reads correctly, "d'Hugo" would not
 * always). French messages pick their words by ICU select on the value the web passes beside the
 * name: `{nameElision, select, elide {d'{name}} other {de {name}}}`.
 */
export type FrenchElision = 'elide' | 'other';

const VOWEL = /^[aeiouàâäéèêëîïôöùûüœæ]/i;

export function frenchElision(word: string): FrenchElision {
  const start = word.trim().normalize('NFC');
  if (VOWEL.test(start)) return 'elide';
  if (/^y[^aeiouàâäéèêëîïôöùûüy]/i.test(start)) return 'elide';
  return 'other';
}
