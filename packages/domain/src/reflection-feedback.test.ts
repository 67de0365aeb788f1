import { describe, expect, it } from 'vitest';
import {
  FINDINGS,
  practiceHeadline,
  ReflectionFeedbackInputSchema,
  reflectionFeedback,
  reflectionFindings,
  type Finding,
  type ReflectionFindings,
} from './reflection-feedback';

/** The findings a reflection should have, as the names of those present ("" for none). */
function expected(present: string): ReflectionFindings {
  const names = present.split(' ').filter(Boolean) as Finding[];
  return Object.fromEntries(FINDINGS.map((f) => [f, names.includes(f)])) as ReflectionFindings;
}

// Reflections as learners write them, with what a careful reader finds in each.
const ENGLISH: Array<[string, string]> = [
  [
    'I will meet Amina and the finance team by Friday 12 March to agree three priorities for Q2.',
    'action firstStep person date number',
  ],
  ['I learned a lot about listening. It was a good module.', ''],
  ['I need to communicate better with my team.', 'person'],
  [
    "I'll book a 30-minute one-to-one with each of my five direct reports before the end of the month.",
    'action firstStep person date number',
  ],
  ['Next week I am going to delegate the budget review to Kwame.', 'action firstStep person date'],
  [
    'I delegated the monthly stock count to Esi and it saved me 4 hours.',
    'action person date number',
  ],
  ['Listening matters more than talking. I want to be a more patient leader.', ''],
  [
    'My first step: ask my deputy to run the Monday briefing by 15 April.',
    'action firstStep person date',
  ],
  [
    'We stopped writing the weekly report nobody read. The team got back two hours.',
    'action person date number',
  ],
  ['I will try to be more open.', ''],
  [
    'By Thursday I will send the new rota to the nurses on ward 3.',
    'action firstStep person date number',
  ],
  ['I want to be a better manager for my people.', ''],
  ['I asked my manager for feedback on my presentation.', 'action person'],
  ['Trust is built slowly and lost quickly.', ''],
  [
    'I will hold a ten-minute stand-up with the sales team every Monday, starting next week.',
    'action firstStep person date number',
  ],
  ['I thanked the three volunteers who stayed late on Saturday.', 'action person date number'],
  ['I realised that I interrupt people when I am tired.', ''],
  ['I will improve by listening more.', ''],
  ['I will share the meeting notes with Chidi within two days.', 'action firstStep person date'],
  ['Our sales grew by 12% after I coached the field officers.', 'action person number'],
  ['Tomorrow I will call the supplier about the late delivery.', 'action firstStep date'],
  [
    'I will write down my three priorities every morning for 20 minutes.',
    'action firstStep date number',
  ],
];

const FRENCH: Array<[string, string]> = [
  [
    'Je vais rencontrer Aminata et l’équipe finance d’ici vendredi pour fixer trois priorités.',
    'action firstStep person date number',
  ],
  ['J’ai beaucoup appris sur l’écoute. C’était un bon module.', ''],
  ['Je dois mieux communiquer avec mon équipe.', 'person'],
  [
    'Je vais planifier un entretien de 30 minutes avec chacun de mes cinq collaborateurs avant la fin du mois.',
    'action firstStep person date number',
  ],
  [
    'La semaine prochaine, je vais déléguer la revue du budget à Kwame.',
    'action firstStep person date',
  ],
  [
    'J’ai délégué l’inventaire mensuel à Fatou et cela m’a fait gagner 4 heures.',
    'action person date number',
  ],
  ['Écouter compte plus que parler. Je veux être un leader plus patient.', ''],
  [
    'Mon premier pas : demander à mon adjoint d’animer la réunion du lundi d’ici le 15 avril.',
    'action firstStep person date',
  ],
  ['Nous avons arrêté le rapport hebdomadaire que personne ne lisait.', 'action date'],
  ['Je vais essayer d’être plus ouvert.', ''],
  [
    'J’enverrai le nouveau planning aux infirmières du service 3 d’ici jeudi.',
    'action firstStep person date number',
  ],
  ['J’ai demandé à ma responsable un retour sur ma présentation.', 'action person'],
  ['La confiance se construit lentement et se perd vite.', ''],
  [
    'Je vais tenir un point de dix minutes avec l’équipe commerciale chaque lundi, dès la semaine prochaine.',
    'action firstStep person date number',
  ],
  ['J’ai remercié les trois bénévoles restés tard samedi.', 'action person date number'],
  ['Je me suis rendu compte que je coupe la parole quand je suis fatigué.', ''],
  ['Je vais partager le compte rendu avec Moussa dans deux jours.', 'action firstStep person date'],
  [
    'Nos ventes ont augmenté de 12 % après que j’ai accompagné les agents de terrain.',
    'action person number',
  ],
  [
    'Demain, j’appellerai le fournisseur au sujet de la livraison en retard.',
    'action firstStep date',
  ],
  [
    'Je vais écrire mes trois priorités chaque matin pendant 20 minutes.',
    'action firstStep date number',
  ],
  [
    'D’ici fin mars, je vais former deux collègues à la saisie des commandes.',
    'action firstStep person date number',
  ],
  ['Je veux devenir un meilleur manager.', ''],
];

describe('reflectionFindings: English reflections', () => {
  it.each(ENGLISH)('%s → %s', (text, present) => {
    expect(reflectionFindings(text, 'en')).toEqual(expected(present));
  });
});

describe('reflectionFindings: French reflections (the rules are the whole French path)', () => {
  it.each(FRENCH)('%s → %s', (text, present) => {
    expect(reflectionFindings(text, 'fr')).toEqual(expected(present));
  });
});

describe('reflectionFindings with the English model’s signals', () => {
  it('adds what the model found and the rules missed', () => {
    const text = 'I talked to Ms Okafor about the plan.';
    expect(reflectionFindings(text, 'en', { dates: [], numbers: [], people: [] })).toEqual(
      expected('person'),
    );
    expect(
      reflectionFindings('I talked about the plan the day after.', 'en', {
        dates: ['the day after'],
        numbers: [],
        people: [],
      }),
    ).toEqual(expected('date'));
  });

  it('does not count a date’s number as a measure', () => {
    const text = 'I will review the plan on 12 March.';
    expect(
      reflectionFindings(text, 'en', { dates: ['12 March'], numbers: ['12'], people: [] }).number,
    ).toBe(false);
    expect(
      reflectionFindings(text, 'en', { dates: ['12 March'], numbers: ['40 minutes'], people: [] })
        .number,
    ).toBe(true);
  });
});

describe('reflectionFeedback', () => {
  const base = { language: 'en' as const, method: 'rules' as const };

  it('names what is there and suggests at most two things, a first step first', () => {
    const fb = reflectionFeedback(expected('person'), { ...base, locale: 'en' });
    expect(fb.summary).toBe('You name a person or team.');
    expect(fb.suggestions).toEqual([
      'Name one thing you will do, as a first step: "I will … by …".',
      'Give it a date: "by Friday", "before the end of the month".',
    ]);
    expect(fb.practice).toBeNull();
    expect(fb.label).toBe('From your answers');
  });

  it('asks for a deadline when the action is there, and points to the module’s practice', () => {
    const fb = reflectionFeedback(expected('action person'), {
      ...base,
      locale: 'en',
      practice: 'Run a "teach me" swap with your team (30 minutes).',
    });
    expect(fb.summary).toBe('You name a concrete action and a person or team.');
    expect(fb.suggestions[0]).toBe(
      'Turn it into a first step: "I will … by …", with the day you will do it.',
    );
    expect(fb.practice).toBe(
      'Try it in this module\'s practice: Run a "teach me" swap with your team (30 minutes).',
    );
  });

  it('says so when everything is there, in French too', () => {
    const all = expected('action firstStep person date number');
    const en = reflectionFeedback(all, { ...base, locale: 'en' });
    expect(en.summary).toBe(
      'You name a first step with a deadline, a person or team, a date and a number. That is specific enough to check next week.',
    );
    expect(en.suggestions).toEqual([]);
    const fr = reflectionFeedback(all, { language: 'fr', method: 'rules', locale: 'fr' });
    expect(fr.summary).toBe(
      'Vous nommez un premier pas avec une échéance, une personne ou une équipe, une date et un chiffre. ' +
        'C’est assez précis pour le vérifier la semaine prochaine.',
    );
    expect(fr.label).toBe('D’après vos réponses');
  });

  it('starts kindly when nothing specific is there, and says what made it', () => {
    const fr = reflectionFeedback(expected(''), { language: 'fr', locale: 'fr', method: 'rules' });
    expect(fr.summary).toBe(
      'C’est un début. Quelques précisions vous aideront à passer à l’action.',
    );
    expect(fr.suggestions).toEqual([
      'Nommez une chose que vous ferez, comme premier pas : « Je vais … d’ici … ».',
      'Dites qui est concerné : un collègue, votre équipe ou votre responsable.',
    ]);
    expect(fr.methodNote).toBe(
      'Lu sur notre serveur par nos propres règles. Votre texte n’est envoyé nulle part ailleurs.',
    );
    expect(
      reflectionFeedback(expected(''), { ...base, locale: 'en', method: 'rules-and-model' })
        .methodNote,
    ).toContain('built-in English language model');
  });
});

describe('practiceHeadline and the input', () => {
  it.each([
    [
      '**Run a "teach me" swap with your team (30 minutes).**\n\nPick one task…',
      'Run a "teach me" swap with your team (30 minutes).',
    ],
    ['\n\n## Map your week\nList…', 'Map your week'],
    [`**${'a'.repeat(200)}**`, `${'a'.repeat(159)}…`],
  ])('%j → %j', (markdown, headline) => {
    expect(practiceHeadline(markdown)).toBe(headline);
  });

  it('needs words, at most 4,000 characters, and a module for a module reflection', () => {
    expect(
      ReflectionFeedbackInputSchema.safeParse({ kind: 'weekly', text: '  ' }).error?.issues[0]
        ?.message,
    ).toBe('Write your reflection');
    expect(
      ReflectionFeedbackInputSchema.safeParse({ kind: 'impact', text: 'x'.repeat(4_001) }).error
        ?.issues[0]?.message,
    ).toBe('Keep your reflection to 4,000 characters or fewer');
    expect(
      ReflectionFeedbackInputSchema.safeParse({ kind: 'module', text: 'I will' }).success,
    ).toBe(false);
    expect(
      ReflectionFeedbackInputSchema.safeParse({
        kind: 'module',
        text: 'I will',
        journeyId: 'amara',
        moduleSlug: 'm1',
      }).success,
    ).toBe(true);
  });
});
