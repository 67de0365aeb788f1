import { looksLikeName, type Locale, type ModelSignals, type TextLanguage } from '@lv/domain';
import { franc } from 'franc-min';
import winkNLP, { type ItemEntity, type ItemToken, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/*
 * The bundled language model (ADR 041): wink-nlp with its English web model, JavaScript data in
 * node_modules, read in this process; no text goes anywhere. Loading it takes about half a second
 * of one core, once per process; reading a reflection well under a millisecond to a few.
 */

let nlp: WinkMethods | undefined;

/** The English model, loaded at first use (production loads it at start-up: preloadLanguageModel). */
function english(): WinkMethods {
  // Only the steps the feedback reads: sentences, parts of speech, named entities.
  nlp ??= winkNLP(model, ['sbd', 'pos', 'ner']);
  return nlp;
}

export function preloadLanguageModel(): void {
  english();
}

const DATE_ENTITIES = new Set(['DATE', 'TIME']);
const NUMBER_ENTITIES = new Set(['CARDINAL', 'PERCENT', 'MONEY', 'DURATION']);

/**
 * The model reads at most this many characters (cut at a space); the rules read the whole text. Its cost grows
 * with the text: a usual reflection (100-600 characters) takes well under a millisecond, the 4,000 a module
 * answer may hold several milliseconds of the event loop (bench: `npm run bench -- feedback`).
 */
export const MODEL_TEXT_MAX = 1_000;

/** What the English model marks in a text: dates, numbers, and proper nouns outside them (people, teams). */
export function modelSignals(text: string): ModelSignals {
  const its = english().its;
  const read =
    text.length <= MODEL_TEXT_MAX
      ? text
      : text.slice(0, text.lastIndexOf(' ', MODEL_TEXT_MAX) + 1 || MODEL_TEXT_MAX);
  const doc = english().readDoc(read);
  const signals: ModelSignals = { dates: [], numbers: [], people: [] };
  const inEntity = new Set<number>();
  doc.entities().each((entity: ItemEntity) => {
    // its.span gives the entity's first and last token index; wink's types cannot say so.
    const [first, last] = entity.out(its.span) as unknown as [number, number];
    for (let i = first; i <= last; i++) inEntity.add(i);
    const type = entity.out(its.type);
    if (DATE_ENTITIES.has(type)) signals.dates.push(entity.out());
    else if (NUMBER_ENTITIES.has(type)) signals.numbers.push(entity.out());
  });
  doc.tokens().each((token: ItemToken, index: number) => {
    if (token.out(its.pos) === 'PROPN' && !inEntity.has(index) && looksLikeName(token.out()))
      signals.people.push(token.out());
  });
  return signals;
}

/** The language a text is written in, of the two we read; the reader's locale when the text is too short to tell. */
export function textLanguage(text: string, fallback: Locale): TextLanguage {
  const found = franc(text, { only: ['eng', 'fra'], minLength: 10 });
  return found === 'eng' ? 'en' : found === 'fra' ? 'fr' : fallback;
}
