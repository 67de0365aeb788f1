import type { MonthContent } from './types';

/* The first path's six months in French (same order and modules as months-first.ts). */
export const firstPathMonthsFr: MonthContent[] = [
  {
    title: 'Mois 1 : Votre assise avec les outils et les chiffres',
    purpose:
      "Avant d'emmener une équipe vers de nouveaux outils, il vous faut votre propre assise. Ce mois-ci, vous regardez honnêtement comment vous utilisez la technologie aujourd'hui, vous apprenez à choisir des outils que votre équipe adoptera au lieu de les subir, et vous commencez à poser des questions plus précises aux chiffres que vous recevez déjà. À la fin du mois, vous savez où vous en êtes et ce dont votre équipe a réellement besoin.",
    liveSession: "Séance d'ouverture : où en est chaque dirigeant avec les outils numériques",
    practice:
      'Pendant une semaine, notez chaque rapport, chiffre ou outil sur lequel vous vous êtes appuyé pour décider au travail. En fin de semaine, marquez les deux qui vous ont le plus aidé et celui qui vous a fait perdre le plus de temps, puis partagez la liste avec un collègue.',
    modules: [
      'digital-confidence-starts-with-you',
      'choosing-tools-your-team-will-use',
      'asking-better-questions-of-numbers',
    ],
  },
  {
    title: 'Mois 2 : Un tableau de bord que votre équipe lit',
    purpose:
      "Les chiffres ne changent les comportements que si on les voit souvent et qu'on leur fait confiance. Ce mois-ci, vous construisez un petit tableau de bord d'équipe dans le tableur que vous avez déjà, avec trois à cinq indicateurs que votre équipe juge importants, et vous commencez à le passer en revue ensemble chaque semaine.",
    liveSession:
      "Piloter par les données avec un petit budget : votre premier tableau de bord d'équipe",
    practice:
      'Choisissez trois indicateurs avec votre équipe, réunissez-les dans une feuille partagée et ouvrez-la ensemble au début de votre réunion hebdomadaire quatre semaines de suite. Notez la question que chaque revue a soulevée.',
    modules: ['a-simple-team-dashboard'],
  },
  {
    title: "Mois 3 : L'innovation comme habitude",
    purpose:
      "Dans la plupart des organisations africaines, l'innovation n'est ni un laboratoire ni une ligne budgétaire : c'est une équipe qui essaie de petites choses sans danger et apprend vite. Ce mois-ci, vous menez vos premières petites expériences avec votre équipe et prenez l'habitude de vous demander ce que vous avez appris, pas seulement si cela a marché.",
    liveSession:
      "Échange d'expériences : chaque dirigeant partage un petit test réussi et un test raté",
    practice:
      "Menez avec votre équipe une expérience de deux semaines sur un vrai irritant de votre travail. Notez l'hypothèse, la mesure et le résultat sur une page, et présentez-la en réunion d'équipe quel que soit le résultat.",
    modules: ['innovation-as-a-habit'],
  },
  {
    title: 'Mois 4 : Décider quand les données sont incomplètes',
    purpose:
      "Les données sont rarement complètes et la décision attend rarement. Ce mois-ci, vous vous entraînez à décider avec ce que vous avez : dire ce que vous savez, ce que vous supposez et ce qui vous ferait changer d'avis, pour que votre équipe puisse suivre votre raisonnement et le contester.",
    liveSession:
      'Étude de cas : une vraie décision prise avec des données imparfaites, décortiquée ensemble',
    practice:
      'Pour une décision que vous devez prendre ce mois-ci, rédigez une note courte qui sépare les faits, les hypothèses et le signal qui vous ferait changer de cap. Partagez-la avec les personnes concernées avant de décider.',
    modules: ['deciding-with-imperfect-data'],
  },
  {
    title: 'Mois 5 : Sécurité et confiance',
    purpose:
      'Une équipe qui passe aux outils numériques y déplace aussi ses risques : mots de passe partagés, fraude au mobile money, données de clients sur des téléphones personnels. Ce mois-ci, vous fixez les quelques règles de base qui protègent votre équipe et les personnes que vous servez, et vous en faites des habitudes plutôt que des affiches.',
    liveSession:
      'Questions-réponses en direct : les arnaques et les négligences qui menacent les équipes comme la vôtre',
    practice:
      "Passez en revue avec votre équipe vos trois outils les plus utilisés et convenez d'une règle de protection pour chacun (qui y a accès, comment les mots de passe sont gardés, ce qui ne se partage jamais). Vérifiez dans deux semaines que les règles sont suivies.",
    modules: ['digital-security-and-trust'],
  },
  {
    title: 'Mois 6 : Étendre ce qui marche',
    purpose:
      "Le dernier mois transforme vos résultats en quelque chose que d'autres peuvent utiliser. Vous choisissez celle de vos améliorations qui mérite de s'étendre, vous racontez son histoire preuves à l'appui et vous la transmettez pour qu'elle vive sans vous. Votre projet final réunit les six mois.",
    liveSession: 'Séance de clôture : présentations des projets finaux et suite du parcours',
    practice:
      "Choisissez l'amélioration de ce parcours dont le résultat est le plus net. Présentez-la en cinq minutes à un dirigeant extérieur à votre équipe, avec un chiffre, une histoire et une demande de soutien.",
    modules: ['scaling-what-works'],
  },
];
