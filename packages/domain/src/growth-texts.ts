import type { GrowthDimension } from './growth-assessment';

/*
 * Its own module so a screen naming a dimension (the journey's growth card, the profile) does not
 * carry the statements (growth-statements.ts), which only the forms need.
 */

/** The words around the statements, in both languages: prompts and the 1-5 frequency scale. */
export const GROWTH_ASSESSMENT_TEXTS = {
  en: {
    selfPrompt: 'How often does this describe you?',
    raterPrompt: 'How often does this describe them?',
    scale: ['Never', 'Rarely', 'Sometimes', 'Often', 'Always'],
    dimensions: {
      data_literacy: 'Data Literacy',
      change_readiness: 'Change Readiness',
      digital_adoption: 'Digital Adoption',
      leadership_excellence: 'Leadership Excellence',
    },
  },
  fr: {
    selfPrompt: 'À quelle fréquence cela vous décrit-il ?',
    raterPrompt: 'À quelle fréquence cela décrit-il cette personne ?',
    scale: ['Jamais', 'Rarement', 'Parfois', 'Souvent', 'Toujours'],
    dimensions: {
      data_literacy: 'Maîtrise des données',
      change_readiness: 'Ouverture au changement',
      digital_adoption: 'Adoption du numérique',
      leadership_excellence: 'Excellence du leadership',
    },
  },
} as const satisfies Record<
  'en' | 'fr',
  {
    selfPrompt: string;
    raterPrompt: string;
    scale: readonly string[];
    dimensions: Record<GrowthDimension, string>;
  }
>;
