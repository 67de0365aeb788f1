// Long lines on purpose: the statements in English and French, data rather than code.
import type { GrowthStatement } from './growth-assessment';

/*
 * The leadership self-assessment's behaviour statements (ADR 040): 16, four per dimension, one of
 * each four reversed (agreeing describes a habit to lose, which keeps "always" from being a free
 * top score). Written as a behaviour in the third person so the learner ("How often does this
 * describe you?") and a 360 rater ("How often does this describe them?") answer the same words.
 * Shipped content, data rather than code; ids are stable (stored answers name them).
 */

export interface GrowthStatementText extends GrowthStatement {
  en: string;
  fr: string;
}

export const GROWTH_STATEMENTS: readonly GrowthStatementText[] = [
  {
    id: 'dl-source',
    dimension: 'data_literacy',
    reversed: false,
    en: 'Before acting on a figure in a report, asks where it came from and how it was counted.',
    fr: "Avant d'agir sur un chiffre d'un rapport, demande d'où il vient et comment il a été compté.",
  },
  {
    id: 'dl-weekly-numbers',
    dimension: 'data_literacy',
    reversed: false,
    en: 'Reviews the same few numbers with the team every week (deposits per branch, open tickets, budget spent) and asks what moved and why.',
    fr: "Suit chaque semaine avec l'équipe les mêmes quelques indicateurs (dépôts par agence, tickets ouverts, budget consommé) et demande ce qui a bougé, et pourquoi.",
  },
  {
    id: 'dl-imperfect-data',
    dimension: 'data_literacy',
    reversed: false,
    en: 'When the data is incomplete, still decides, says what is being assumed and sets a date to check it.',
    fr: 'Quand les données sont incomplètes, décide quand même, dit sur quelles hypothèses et fixe une date pour les vérifier.',
  },
  {
    id: 'dl-ignores-figures',
    dimension: 'data_literacy',
    reversed: true,
    en: 'Sets figures aside when they contradict what they already believe, and goes with experience alone.',
    fr: "Écarte les chiffres qui contredisent ce qu'il ou elle pense déjà, et s'en remet à sa seule expérience.",
  },
  {
    id: 'cr-explains-why',
    dimension: 'change_readiness',
    reversed: false,
    en: 'When a change comes from head office or the ministry, explains why it is happening in words the team can repeat to a customer or citizen.',
    fr: "Quand un changement arrive du siège ou du ministère, explique pourquoi il a lieu avec des mots que l'équipe peut répéter à un client ou à un usager.",
  },
  {
    id: 'cr-asks-pushback',
    dimension: 'change_readiness',
    reversed: false,
    en: 'When someone pushes back on a change, asks what they are seeing on the ground before answering.',
    fr: "Quand quelqu'un résiste à un changement, lui demande ce qu'il constate sur le terrain avant de répondre.",
  },
  {
    id: 'cr-small-pilot',
    dimension: 'change_readiness',
    reversed: false,
    en: 'Tries a new way of working small first (one branch, one unit, one month) and shares what was learned before it spreads.',
    fr: "Teste d'abord une nouvelle façon de travailler à petite échelle (une agence, un service, un mois) et partage ce qu'on en a appris avant de l'étendre.",
  },
  {
    id: 'cr-waits-settled',
    dimension: 'change_readiness',
    reversed: true,
    en: 'Waits until a new policy or system is fully settled before involving the team in it.',
    fr: "Attend qu'une nouvelle politique ou un nouveau système soit complètement stabilisé avant d'y associer l'équipe.",
  },
  {
    id: 'da-uses-tools',
    dimension: 'digital_adoption',
    reversed: false,
    en: "Uses the organisation's digital tools in person (approvals, reports, dashboards) rather than asking for printouts or an assistant.",
    fr: "Utilise en personne les outils numériques de l'organisation (validations, rapports, tableaux de bord) plutôt que de demander des impressions ou de passer par un assistant.",
  },
  {
    id: 'da-learns-openly',
    dimension: 'digital_adoption',
    reversed: false,
    en: 'Asks more digital colleagues, junior ones included, to show a tool, and lets the team see the learning.',
    fr: "Demande à des collègues plus à l'aise avec le numérique, y compris des plus jeunes, de montrer un outil, et laisse l'équipe le voir apprendre.",
  },
  {
    id: 'da-checks-field',
    dimension: 'digital_adoption',
    reversed: false,
    en: 'Before a tool is adopted, checks that it works for staff on a basic phone, with little data or a patchy network.',
    fr: "Avant d'adopter un outil, vérifie qu'il fonctionne pour le personnel équipé d'un téléphone simple, avec peu de données ou un réseau instable.",
  },
  {
    id: 'da-keeps-workarounds',
    dimension: 'digital_adoption',
    reversed: true,
    en: 'Keeps paper or WhatsApp workarounds running beside a new system just in case, with no date to stop them.',
    fr: "Laisse tourner, par précaution, des circuits papier ou WhatsApp à côté d'un nouveau système, sans date pour les arrêter.",
  },
  {
    id: 'le-specific-feedback',
    dimension: 'leadership_excellence',
    reversed: false,
    en: 'Gives each direct report specific feedback on their work at least every two weeks, on what went well and what must change.',
    fr: 'Fait à chaque collaborateur direct, au moins toutes les deux semaines, un retour précis sur son travail : ce qui a bien marché et ce qui doit changer.',
  },
  {
    id: 'le-delegates-decisions',
    dimension: 'leadership_excellence',
    reversed: false,
    en: 'Hands over decisions, not only tasks, and does not take them back at the first difficulty.',
    fr: 'Confie des décisions, pas seulement des tâches, et ne les reprend pas à la première difficulté.',
  },
  {
    id: 'le-quiet-voices',
    dimension: 'leadership_excellence',
    reversed: false,
    en: 'In meetings, makes sure junior staff and quieter colleagues are heard before senior voices close the discussion.',
    fr: 'En réunion, veille à ce que les plus jeunes et les plus discrets soient entendus avant que les voix les plus anciennes ne tranchent.',
  },
  {
    id: 'le-bottleneck',
    dimension: 'leadership_excellence',
    reversed: true,
    en: "Leaves the team's work waiting for their signature or approval while travelling or in meetings.",
    fr: "Laisse le travail de l'équipe en attente de sa signature ou de sa validation pendant ses déplacements ou ses réunions.",
  },
];
