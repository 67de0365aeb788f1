import { frenchElision, type JourneyPathPosition } from '@lv/domain';

/*
 * The named paths' card words in French (domain journeyPaths() states them in English; the web's
 * `landing` catalogue holds the same French). The summary is seeded into journey_translations, so an
 * admin's new English summary replaces it; the title and focus areas follow the leader names and
 * the card, so they are worded here when a French reader asks.
 */

/**
 * A named path's title in French, from its leader's first name, "de" elided before a vowel (the web
 * says the same: "Le parcours d'Amara", "Le parcours de Kwame").
 */
export const pathTitleFr = (leaderFirstName: string) =>
  `Le parcours ${frenchElision(leaderFirstName) === 'elide' ? "d'" : 'de '}${leaderFirstName}`;

export const PATH_CARDS_FR: Record<JourneyPathPosition, { summary: string; focusAreas: string[] }> =
  {
    first: {
      summary:
        "Gagnez en aisance numérique et prenez l'habitude d'innover. Vous apprenez à piloter par les données, à essayer de nouveaux outils avec votre équipe et à transformer les idées en résultats.",
      focusAreas: ['Aisance numérique', 'Innovation', 'Décisions fondées sur les données'],
    },
    second: {
      summary:
        'Accompagnez votre équipe dans le changement. Vous décloisonnez, développez le sens des responsabilités partagé et transformez les résistances en engagement.',
      focusAreas: [
        'Conduite du changement',
        "Collaboration d'équipe",
        'Culture de la responsabilité',
      ],
    },
  };
