import type { MonthContent } from './types';

/* The second path's nine months in French (same order and modules as months-second.ts). */
export const secondPathMonthsFr: MonthContent[] = [
  {
    title: 'Mois 1 : Voir le changement clairement',
    purpose:
      "La plupart des changements s'enlisent pour des raisons visibles dès le départ. Ce mois-ci, vous apprenez à lire la résistance comme une information, à vérifier que votre équipe est prête avant de lancer, et à transformer vos raisons en un argumentaire que votre équipe peut répéter d'une traite.",
    liveSession: 'Conduire le changement au-delà des silos : atelier pratique en direct',
    practice:
      'Choisissez le changement que vous conduirez pendant ce parcours. Notez votre équipe sur les cinq questions de préparation, ayez une courte conversation avec les trois qui risquent le plus de résister, et écrivez votre argumentaire en trois phrases que vous testez sur un collègue.',
    modules: ['why-change-stalls', 'change-readiness-check', 'a-case-people-can-repeat'],
  },
  {
    title: 'Mois 2 : Travailler au-delà des silos',
    purpose:
      'Le changement dans une équipe se brise aux frontières avec les autres. Ce mois-ci, vous repérez où le travail tombe entre deux équipes, vous ouvrez un canal avec une unité voisine et vous convenez de la façon de vous passer le travail sans chercher de coupable.',
    liveSession:
      'Séance entre pairs : les passages de relais entre équipes qui font perdre le plus de temps',
    practice:
      "Suivez un travail qui passe de votre équipe à une autre. Rencontrez le responsable de l'autre équipe, convenez d'un changement dans le passage de relais et faites le point ensemble au bout de trois semaines.",
    modules: ['breaking-down-silos', 'handoffs-between-teams'],
  },
  {
    title: 'Mois 3 : Des rôles clairs et une responsabilité partagée',
    purpose:
      "On s'approprie ce qu'on a contribué à façonner et ce qui est clairement à soi. Ce mois-ci, vous rendez les rôles visibles avec une matrice RACI simple, vous rédigez une courte charte d'équipe avec votre équipe et vous cessez d'être la personne que chaque décision attend.",
    liveSession: "Atelier : rédiger une charte d'équipe que l'on utilise vraiment",
    practice:
      'Dessinez une matrice RACI pour les trois activités qui créent le plus de confusion dans votre équipe, avec votre équipe dans la salle. Validez-la, diffusez-la et notez chaque décision qui vous est encore revenue par défaut dans les deux semaines suivantes.',
    modules: ['shared-ownership'],
  },
  {
    title: 'Mois 4 : Une communication qui porte',
    purpose:
      'Un changement se porte par des conversations, pas par des annonces. Ce mois-ci, vous vous entraînez à écouter avant de répondre, à donner un retour dont on peut se servir et à avoir la conversation difficile que vous repoussez.',
    liveSession: 'Séance pratique : des conversations difficiles répétées en binôme',
    practice:
      'Ayez une conversation que vous évitiez, préparée avec la structure de ce mois. Ensuite, notez ce que vous avez dit, ce que vous avez entendu et ce que vous ferez autrement la prochaine fois.',
    modules: ['communication-that-lands'],
  },
  {
    title: 'Mois 5 : Des réunions qui décident',
    purpose:
      "C'est en réunion qu'une équipe collabore ou dérive. Ce mois-ci, vous faites de vos réunions d'équipe des lieux où l'on décide, où l'on nomme un responsable et où l'on tient les dates, et vous supprimez celles qui ne font ni l'un ni l'autre.",
    liveSession: 'Atelier : refondre une réunion récurrente en direct',
    practice:
      "Refondez une réunion récurrente avec l'ordre du jour en trois parties de ce mois. Tenez-la quatre fois, gardez un registre des décisions et demandez à l'équipe, après la quatrième, s'il faut la garder, la changer ou la supprimer.",
    modules: ['meetings-that-decide'],
  },
  {
    title: "Mois 6 : Diriger dans l'incertitude et le conflit",
    purpose:
      "À mi-chemin d'un changement, les plans rencontrent la réalité : les budgets bougent, les gens ne sont pas d'accord, les nouvelles sont mauvaises. Ce mois-ci, vous apprenez à dire ce que vous savez et ce que vous ignorez, à faire émerger les conflits tôt et à faire avancer votre équipe quand le terrain bouge.",
    liveSession:
      'Étude de cas : un changement en difficulté, et ce que sa responsable a fait ensuite',
    practice:
      "À votre prochaine réunion d'équipe, donnez un point honnête sur votre changement : ce qui va bien, ce qui ne va pas et ce que vous ne savez pas encore. Invitez le désaccord et notez les inquiétudes exprimées.",
    modules: ['leading-through-uncertainty'],
  },
  {
    title: 'Mois 7 : Tenir ses engagements sans chercher de coupable',
    purpose:
      "Une culture de la responsabilité se joue dans ce qui se passe quand un engagement dérape. Ce mois-ci, vous installez un rythme de suivi simple, vous apprenez à demander ce qui s'est passé plutôt que qui est en faute, et vous faites de la parole tenue la norme dans votre équipe.",
    liveSession: "Séance entre pairs : des revues qui apprennent d'un dérapage au lieu de le punir",
    practice:
      "Affichez la liste des engagements de votre équipe avec leurs responsables et leurs dates, et passez-la en revue dix minutes chaque semaine. La première fois qu'un engagement dérape, menez avec la personne concernée la revue en cinq questions de ce mois.",
    modules: ['follow-through-without-blame'],
  },
  {
    title: 'Mois 8 : Faire grandir les prochains dirigeants',
    purpose:
      "Un changement qui ne dépend que de vous s'arrête quand vous partez. Ce mois-ci, vous déléguez de vraies décisions, vous accompagnez au lieu de venir à la rescousse et vous nommez les personnes qui pourraient diriger après vous.",
    liveSession: 'Cercle de coaching : pratiquer la conversation de coaching entre pairs',
    practice:
      "Confiez à un membre de votre équipe une décision que vous prenez d'habitude, avec des limites claires. Ayez deux courtes conversations de coaching avec cette personne pendant qu'elle la porte, et retenez-vous de donner la réponse.",
    modules: ['growing-next-leaders'],
  },
  {
    title: 'Mois 9 : Ancrer le changement',
    purpose:
      "Le dernier mois ancre le changement dans des habitudes, des rituels et des mesures pour qu'il survive au projet. Vous faites le bilan de ce qui a changé depuis le mois 1, vous décidez de ce que vous gardez et vous présentez votre projet final.",
    liveSession: 'Séance de clôture : présentations des projets finaux et prochain changement',
    practice:
      "Comparez votre équipe d'aujourd'hui avec la carte dessinée au mois 1. Choisissez un rituel et une mesure qui garderont le changement vivant, et convenez avec votre équipe de qui veille sur chacun.",
    modules: ['making-change-stick'],
  },
];
