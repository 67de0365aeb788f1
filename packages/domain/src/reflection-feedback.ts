import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import type { Locale } from './locale';
import { cleanText } from './text';

/*
 * Reflection feedback (ADR 041): what a reflection, impact entry or weekly reflection names, and
 * short advice on what would make it easier to act on. Advice only: it never blocks a write and
 * never changes XP or CPD. These rules are the whole French path; in English the server adds
 * what its bundled language model found (dates, numbers, people) as `ModelSignals`.
 */

export const FEEDBACK_KINDS = ['module', 'impact', 'weekly'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];
export const FINDINGS = ['action', 'firstStep', 'person', 'date', 'number'] as const;
export type Finding = (typeof FINDINGS)[number];
export type ReflectionFindings = Record<Finding, boolean>;
/** The language a text is written in, as far as the rules know two. */
export type TextLanguage = 'en' | 'fr';

/** What the English model found, as the words it marked (server only; the rules alone work without it). */
export interface ModelSignals {
  dates: string[];
  numbers: string[];
  people: string[];
}

/** Reflections longer than this are read in their first FEEDBACK_TEXT_MAX characters (module answers may hold 4,000). */
export const FEEDBACK_TEXT_MAX = 4_000;

const MONTHS_EN =
  'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec';
const DAYS_EN = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const MONTHS_FR =
  'janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre';
const DAYS_FR = 'lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche';
const UNITS_EN = 'days?|weeks?|months?|quarters?|years?|hours?';
const UNITS_FR = 'jours?|semaines?|mois|trimestres?|ans?|années?|heures?';
const NUMBER_WORDS_EN =
  'two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|dozen|half|twice';
const NUMBER_WORDS_FR =
  'deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|quinze|vingt|trente|quarante|cinquante|cent|mille|douzaine|moitié';
const DIGITS = String.raw`\d+(?:[.,]\d+)?\s*%?`;
const AMOUNT = String.raw`(?:\d+|a|an|one|${NUMBER_WORDS_EN}|un|une|${NUMBER_WORDS_FR})`;

/** A table built at its first use: a chunk that only checks a feedback answer (the web) neither builds nor keeps the rules. */
/* @__NO_SIDE_EFFECTS__ */
function lazy<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}

// Unicode-aware word edges: \b does not see "é" as a letter.
const W = String.raw`(?<![\p{L}\p{N}])`;
const E = String.raw`(?![\p{L}\p{N}])`;
/* @__NO_SIDE_EFFECTS__ */
function words(body: string): RegExp {
  return new RegExp(`${W}(?:${body})${E}`, 'iu');
}

/** Dates and time frames: a day, a month, a deadline, a quarter, "next week", "within two weeks". */
const DATE_RULES = lazy((): Record<TextLanguage, RegExp> => ({
  en: words(
    [
      DAYS_EN,
      `\\d{1,2}(?:st|nd|rd|th)?\\s+(?:${MONTHS_EN})`,
      `(?:${MONTHS_EN})(?:\\s+\\d{1,2}(?:st|nd|rd|th)?)?`,
      'today|tomorrow|tonight|this (?:morning|afternoon|evening)',
      '(?:next|this|every|each|last) (?:week|month|quarter|year|term|meeting|morning)',
      'end of (?:the |this |next )?(?:day|week|month|quarter|year|term)',
      `(?:within|in|over the next|for the next) ${AMOUNT} (?:${UNITS_EN})`,
      `${AMOUNT} (?:${UNITS_EN}) (?:from now|later)`,
      'q[1-4]|h[12]',
      'weekly|monthly|daily|fortnightly',
      '\\d{1,2}[/.-]\\d{1,2}(?:[/.-]\\d{2,4})?',
      '(?:19|20)\\d{2}',
      '\\d{1,2}(?::\\d{2})?\\s?(?:am|pm)',
    ].join('|'),
  ),
  fr: words(
    [
      DAYS_FR,
      `\\d{1,2}(?:er)?\\s+(?:${MONTHS_FR})`,
      MONTHS_FR,
      "aujourd['’]hui|demain|ce soir|ce matin|cet après-midi",
      `(?:la |le |cette |ce |chaque )?(?:semaine|mois|trimestre|année|an) (?:prochaine?|suivante?)`,
      '(?:cette|chaque) semaine|ce mois-ci|ce trimestre|cette année|chaque (?:mois|matin|réunion)',
      `fin (?:de la |du |de l['’])?(?:journée|semaine|mois|trimestre|année)`,
      `(?:dans|sous|d['’]ici) ${AMOUNT} (?:${UNITS_FR})`,
      `(?:${AMOUNT} )?fois par (?:jour|semaine|mois)`,
      'hebdomadaire(?:ment)?|mensuel(?:le)?(?:ment)?|quotidien(?:ne)?(?:ment)?',
      't[1-4]',
      '\\d{1,2}[/.-]\\d{1,2}(?:[/.-]\\d{2,4})?',
      '(?:19|20)\\d{2}',
      '\\d{1,2}\\s?h(?:\\s?\\d{2})?',
    ].join('|'),
  ),
}));

const NUMBER_RULES = lazy((): Record<TextLanguage, RegExp> => ({
  en: words(`${DIGITS}|${NUMBER_WORDS_EN}|once`),
  fr: words(`${DIGITS}|${NUMBER_WORDS_FR}`),
}));

/** People and teams by role; a name is found by its capital letter (or, in English, by the model). */
const PERSON_RULES = lazy((): Record<TextLanguage, RegExp> => ({
  en: words(
    [
      'team(?:s|mates?)?|colleagues?|co-?workers?|staff|peers?|managers?|supervisors?|deputy|deputies|directors?|boss|board',
      'direct reports?|reports|department|unit|committee|mentor|mentee|coach|partners?|clients?|customers?|stakeholders?',
      'volunteers?|nurses?|teachers?|officers?|members?|interns?|employees?|head of \\p{L}+|everyone|each of them',
      'ceo|cfo|coo|hr|md|him|her|them',
    ].join('|'),
  ),
  fr: words(
    [
      'équipes?|collègues?|collaborat(?:eur|rice)s?|responsables?|adjointe?s?|direct(?:eur|rice)s?|chef(?:fe)?s?|managers?',
      'conseil|comité|service|département|partenaires?|clients?|membres?|stagiaires?|enseignante?s?|infirmi(?:er|ère)s?',
      'superviseu(?:r|se)s?|bénévoles?|mentor|patron(?:ne)?|personnel|agents?|salariée?s?|chacun(?:e)?|tout le monde',
      'pdg|dg|drh|rh|n\\+1|lui|leur|eux|elles?',
    ].join('|'),
  ),
}));

/** The writer describing themself ("a better manager", "un meilleur manager") names nobody else. */
const SELF_ROLE = lazy(() =>
  words(String.raw`(?:a|an|un|une)(?: \p{L}+)? (?:manager|leader|coach|mentor|boss|patron|chef)`),
);

/** Words in capitals that are not names (days, months, pronouns, common sentence openers). */
const NOT_NAMES = lazy(() =>
  lowerCaseSet(
    `${DAYS_EN}|${MONTHS_EN}|${DAYS_FR}|${MONTHS_FR}|i|i’m|i'm|i’ll|i'll|i’ve|i've|ok|okay|english|french|africa|covid` +
      '|excel|whatsapp|zoom|teams|google|linkedin|xp|cpd|kpi|kpis|okr|okrs|ngo',
  ),
);

/* @__NO_SIDE_EFFECTS__ */
function lowerCaseSet(list: string): Set<string> {
  return new Set(list.toLowerCase().split('|'));
}

/** A first-person commitment: "I will", "I'm going to", "Je vais", "j'organiserai". */
const COMMITMENT = lazy((): Record<TextLanguage, RegExp> => ({
  en: words(
    [
      "i will|i[’']ll|i am going to|i[’']m going to|i plan to|i intend to|i commit to|i[’']m committing to",
      "we will|we[’']ll|we are going to|my first step(?: is| will be)?|next,? i",
    ].join('|'),
  ),
  fr: words(
    [
      "je vais|j['’]irai|je compte|je m['’]engage à|je prévois de|nous allons|on va|nous nous engageons à",
      "mon premier pas|ma première étape|je \\p{L}+rai|j['’]\\p{L}+rai",
    ].join('|'),
  ),
}));

/** A deadline in the commitment's sentence: "by Friday", "before the board", "d'ici vendredi" ("by asking" is a means, not a date). */
const DEADLINE = lazy((): Record<TextLanguage, RegExp> => ({
  en: words(
    [
      `by (?!\\p{L}+ing${E})|before|no later than|until|within|starting|from (?:${DAYS_EN}|tomorrow|next)|on (?:${DAYS_EN})`,
      'tomorrow|today|tonight|next|this (?:week|month|friday|monday)|end of',
    ].join('|'),
  ),
  fr: words(
    `d['’]ici|avant|au plus tard|dès|à partir d[eu]|jusqu['’]à|demain|aujourd['’]hui|cette semaine|ce soir|prochaine?|(?:le |ce )(?:${DAYS_FR})`,
  ),
}));

/** Concrete action verbs, in the forms a reflection uses them (plans and past actions alike). */
const ACTION_RULES = lazy((): Record<TextLanguage, RegExp> => ({
  en: words(
    [
      'meet(?:s|ing)?|met|call(?:s|ed|ing)?|ask(?:s|ed|ing)?|schedul(?:e|es|ed|ing)|book(?:s|ed|ing)?|writ(?:e|es|ing)|wrote|written',
      'send(?:s|ing)?|sent|hold(?:s|ing)?|held|delegat(?:e|es|ed|ing)|review(?:s|ed|ing)?|shar(?:e|es|ed|ing)|coach(?:es|ed|ing)?',
      'set up|agree(?:s|d)?|agreeing|start(?:s|ed|ing)?|stop(?:s|ped|ping)?|present(?:s|ed|ing)?|draft(?:s|ed|ing)?|prepar(?:e|es|ed|ing)',
      'thank(?:s|ed|ing)?|giv(?:e|es|ing)|gave|given|run(?:s|ning)?|ran|organi[sz](?:e|es|ed|ing)|visit(?:s|ed|ing)?',
      'train(?:s|ed|ing)?|assign(?:s|ed|ing)?|document(?:s|ed|ing)?|map(?:s|ped|ping)?|follow(?:ed|ing)? up|check(?:ed|ing)? in',
      'invit(?:e|es|ed|ing)|publish(?:es|ed|ing)?|measur(?:e|es|ed|ing)|track(?:s|ed|ing)?|hand(?:ed)? over|interview(?:s|ed|ing)?',
      'observ(?:e|es|ed|ing)|prais(?:e|es|ed|ing)|launch(?:es|ed|ing)?|introduc(?:e|es|ed|ing)|cancel(?:s|led|ling)?|repl(?:y|ies|ied)',
      'email(?:s|ed|ing)?|phon(?:e|ed)|brief(?:ed)?|debrief(?:ed)?|mentor(?:ed|ing)?|pilot(?:s|ed|ing)?|walk(?:ed)? through',
      'sit down|sat down|rewr(?:ite|ote)|replac(?:e|ed)|pair(?:ed)? up|shadow(?:ed)?|post(?:ed)?|list(?:ed)?|block(?:ed)? (?:out|time)',
    ].join('|'),
  ),
  fr: words(
    [
      'rencontr\\p{L}*|appel\\p{L}*|demand(?:er|é|ée|ai|erai|e)|planifi\\p{L}*|organis\\p{L}*|écri(?:re|rai|s|t)|rédig\\p{L}*',
      'envo(?:yer|yé|yée|ie)|enverr\\p{L}*|t(?:enir|iendrai|enu)|délégu\\p{L}*|revoir|reverrai|revu|partag\\p{L}*|accompagn\\p{L}*|coach\\p{L}*',
      'réserv\\p{L}*|convenir|conviendrai|commenc\\p{L}*|arrêt(?:er|é|erai)|présent(?:er|é|ée|erai)|prépar\\p{L}*',
      'remerci\\p{L}*|donn(?:er|é|erai)|anim(?:er|é|erai)|form(?:er|é|erai)|confi(?:er|é|erai)|document(?:er|é|erai)',
      'propos(?:er|é|erai)|discut(?:er|é|erai)|félicit\\p{L}*|réuni(?:r|s|rai)|consult(?:er|é|erai)|valid(?:er|é|erai)|vérifi\\p{L}*',
      'mesur(?:er|é|erai)|publi(?:er|é|erai)|invit(?:er|é|erai)|lanc(?:er|é|erai)|fix(?:er|é|erai)|clarifi\\p{L}*|mis en place|mettre en place',
      'mettrai en place|suivre|suivi|suivrai|envoi|bloqu(?:er|é|erai)|list(?:er|é|erai)|observ(?:er|é|erai)|rappel(?:er|é)',
    ].join('|'),
  ),
}));

/** A first-person subject, so "meetings are long" is not an action of the writer. */
const FIRST_PERSON = lazy((): Record<TextLanguage, RegExp> => ({
  en: words("i|i[’'](?:ll|m|ve|d)|we|we[’'](?:ll|re|ve)|my first step|next step|first step"),
  fr: words("je|j['’]\\p{L}+|nous|on|mon premier pas|ma première étape|prochaine étape"),
}));

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n+/u).filter((s) => s.trim() !== '');
}

function matches(re: RegExp, text: string): string[] {
  return [...text.matchAll(new RegExp(re.source, 'giu'))].map((m) => m[0]);
}

/** A word shaped like a name ("Amina", not "AMINA", "Q2" or "Friday"); the English model's proper nouns pass here too. */
export function looksLikeName(word: string): boolean {
  return /^\p{Lu}\p{Ll}+$/u.test(word) && !NOT_NAMES().has(word.toLowerCase());
}

/** A name-shaped word that is not the first of its sentence: a name, probably. */
function namesByCapital(sentence: string): boolean {
  return sentence
    .split(/[^\p{L}’'-]+/u)
    .filter(Boolean)
    .slice(1)
    .some(looksLikeName);
}

/** What a reflection names, from the rules and, where given, the English model's signals. */
export function reflectionFindings(
  raw: string,
  language: TextLanguage,
  signals?: ModelSignals,
): ReflectionFindings {
  const text = cleanText(raw).slice(0, FEEDBACK_TEXT_MAX);
  const parts = sentences(text);
  const dates = matches(DATE_RULES()[language], text);
  // A number inside a date ("by 12 March", "within 2 weeks") is the date's, not a measure.
  const withoutDates = text.replace(new RegExp(DATE_RULES()[language].source, 'giu'), ' ');
  const dateText = dates.join(' ').toLowerCase();
  const modelNumbers = (signals?.numbers ?? []).filter((n) => !dateText.includes(n.toLowerCase()));
  // "I will <act> by <when>" in one sentence: a commitment, an action from it on ("j'appellerai" is both), and a when.
  const firstStep = parts.some((s) => {
    const commitment = COMMITMENT()[language].exec(s);
    if (!commitment) return false;
    return (
      ACTION_RULES()[language].test(s.slice(commitment.index)) &&
      (DEADLINE()[language].test(s) || DATE_RULES()[language].test(s))
    );
  });
  const action = parts.some(
    (s) =>
      matches(FIRST_PERSON()[language], s).length > 0 &&
      matches(ACTION_RULES()[language], s).length > 0,
  );
  return {
    action,
    firstStep,
    person:
      matches(PERSON_RULES()[language], text.replace(new RegExp(SELF_ROLE().source, 'giu'), ' '))
        .length > 0 ||
      parts.some(namesByCapital) ||
      (signals?.people.length ?? 0) > 0,
    date: dates.length > 0 || (signals?.dates.length ?? 0) > 0,
    number: matches(NUMBER_RULES()[language], withoutDates).length > 0 || modelNumbers.length > 0,
  };
}

/** The practice's first line without Markdown ("**Run a "teach me" swap (30 minutes).**" → its words), at most 160 characters. */
export function practiceHeadline(markdown: string): string {
  const first =
    cleanText(markdown)
      .split('\n')
      .find((l) => l.trim() !== '') ?? '';
  const plain = first
    .replace(/[*_#>`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > 160 ? `${plain.slice(0, 159).trimEnd()}…` : plain;
}

/** How the feedback was made, for its honest label. */
export type FeedbackMethod = 'rules' | 'rules-and-model';

const NAMES: Record<Locale, Record<Finding, string>> = {
  en: {
    action: 'a concrete action',
    firstStep: 'a first step with a deadline',
    person: 'a person or team',
    date: 'a date',
    number: 'a number',
  },
  fr: {
    action: 'une action concrète',
    firstStep: 'un premier pas avec une échéance',
    person: 'une personne ou une équipe',
    date: 'une date',
    number: 'un chiffre',
  },
};

const TEXTS = {
  en: {
    found: (list: string) => `You name ${list}.`,
    none: 'This is a start. A few specifics will make it easier to act on.',
    complete: 'That is specific enough to check next week.',
    action: 'Name one thing you will do, as a first step: "I will … by …".',
    firstStep: 'Turn it into a first step: "I will … by …", with the day you will do it.',
    person: 'Say who is involved: a colleague, your team or your manager.',
    date: 'Give it a date: "by Friday", "before the end of the month".',
    number: 'Add a number you can check later: how many, how often or how much.',
    practice: (headline: string) => `Try it in this module's practice: ${headline}`,
    label: 'From your answers',
    rules: 'Read on our server by our own rules. Your text is not sent anywhere else.',
    model:
      'Read on our server by our own rules and a built-in English language model. Your text is not sent anywhere else.',
  },
  fr: {
    found: (list: string) => `Vous nommez ${list}.`,
    none: 'C’est un début. Quelques précisions vous aideront à passer à l’action.',
    complete: 'C’est assez précis pour le vérifier la semaine prochaine.',
    action: 'Nommez une chose que vous ferez, comme premier pas : « Je vais … d’ici … ».',
    firstStep: 'Faites-en un premier pas : « Je vais … d’ici … », avec le jour où vous le ferez.',
    person: 'Dites qui est concerné : un collègue, votre équipe ou votre responsable.',
    date: 'Donnez-lui une date : « d’ici vendredi », « avant la fin du mois ».',
    number:
      'Ajoutez un chiffre à vérifier plus tard : combien, à quelle fréquence ou quel montant.',
    practice: (headline: string) =>
      `Essayez-le avec l’exercice pratique de ce module : ${headline}`,
    label: 'D’après vos réponses',
    rules:
      'Lu sur notre serveur par nos propres règles. Votre texte n’est envoyé nulle part ailleurs.',
    model:
      'Lu sur notre serveur par nos propres règles et un modèle de langue anglais intégré. Votre texte n’est envoyé nulle part ailleurs.',
  },
} satisfies Record<Locale, unknown>;

/** At most this many suggestions, the most useful first: short feedback gets read. */
const SUGGESTIONS_MAX = 2;

export const ReflectionFeedbackInputSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('module'),
      text: feedbackText(),
      journeyId: z.string().min(1).max(100),
      moduleSlug: z.string().min(1).max(100),
    }),
    z.strictObject({ kind: z.enum(['impact', 'weekly']), text: feedbackText() }),
  ]),
);
export type ReflectionFeedbackInput = z.infer<typeof ReflectionFeedbackInputSchema>;

function feedbackText() {
  return z
    .string({ error: 'Write your reflection' })
    .transform((v) => cleanText(v))
    .pipe(
      z
        .string()
        .min(1, { error: 'Write your reflection' })
        .max(FEEDBACK_TEXT_MAX, {
          error: `Keep your reflection to ${FEEDBACK_TEXT_MAX.toLocaleString('en')} characters or fewer`,
        }),
    );
}

export const ReflectionFeedbackSchema = lazySchema(() =>
  z.object({
    language: z.enum(['en', 'fr']),
    findings: z.object({
      action: z.boolean(),
      firstStep: z.boolean(),
      person: z.boolean(),
      date: z.boolean(),
      number: z.boolean(),
    }),
    summary: z.string(),
    suggestions: z.array(z.string()),
    practice: z.string().nullable(),
    label: z.string(),
    method: z.enum(['rules', 'rules-and-model']),
    methodNote: z.string(),
  }),
);
export type ReflectionFeedback = z.infer<typeof ReflectionFeedbackSchema>;

/**
 * The feedback in the reader's language: what the text names, up to two suggestions for what it
 * lacks (a first step first), the module's practice when there is one, and what made it.
 */
export function reflectionFeedback(
  findings: ReflectionFindings,
  options: {
    locale: Locale;
    language: TextLanguage;
    method: FeedbackMethod;
    practice?: string | null;
  },
): ReflectionFeedback {
  const t = TEXTS[options.locale];
  const found = FINDINGS.filter((f) => findings[f] && !(f === 'action' && findings.firstStep));
  // en-GB: no serial comma before "and", as the rest of our English.
  const list = new Intl.ListFormat(options.locale === 'en' ? 'en-GB' : 'fr', {
    type: 'conjunction',
  }).format(found.map((f) => NAMES[options.locale][f]));
  const complete = FINDINGS.every((f) => findings[f]);
  const missing: Finding[] = [];
  if (!findings.firstStep) missing.push(findings.action ? 'firstStep' : 'action');
  for (const f of ['person', 'date', 'number'] as const) if (!findings[f]) missing.push(f);
  const summary =
    found.length === 0 ? t.none : complete ? `${t.found(list)} ${t.complete}` : t.found(list);
  return {
    language: options.language,
    findings,
    summary,
    suggestions: missing.slice(0, SUGGESTIONS_MAX).map((f) => t[f]),
    practice: options.practice ? t.practice(options.practice) : null,
    label: t.label,
    method: options.method,
    methodNote: options.method === 'rules-and-model' ? t.model : t.rules,
  };
}
