// Long on purpose: knowledge checks of the modules in second-path-added.fr.ts, data rather than code.
import { right, wrong, type JourneyChecks } from './types';

/* The French of checks-second-path-added.ts: the same ids and correct options. */
export const secondPathAddedChecksFr: JourneyChecks = {
  'change-readiness-check': [
    {
      id: 'year-end-launch',
      prompt:
        "Votre directeur veut une nouvelle procédure d'approbation des dépenses en décembre, le mois où votre équipe financière clôture l'exercice. L'équipe reconnaît que l'ancienne procédure est lente. Que suggère la vérification de préparation ?",
      options: [
        wrong(
          "Lancer en décembre : l'équipe reconnaît déjà que le problème est réel.",
          "Un problème ressenti ne répond qu'à une des cinq questions. Il n'y a pas de place pendant le mois le plus chargé, et une équipe débordée abandonne une nouvelle procédure à la première échéance.",
        ),
        right(
          "Proposer de commencer après la clôture, peut-être avec une seule unité d'abord, et fixer la date avec votre directeur.",
          'La question de la place est ici au rouge. Un rouge est une tâche, pas un veto : décalez la date ou réduisez le premier pas, et convenez-en avec le commanditaire.',
        ),
        wrong(
          "Annuler le changement : une réponse rouge signifie que l'équipe n'est pas prête.",
          'Lire rouge comme non est une erreur fréquente. Un rouge vous dit sur quoi travailler ou comment dimensionner le premier pas, pas que le changement est mauvais.',
        ),
      ],
    },
    {
      id: 'dropped-before',
      prompt:
        'En deux ans, votre équipe a vu trois initiatives lancées avec enthousiasme puis abandonnées en silence. Que devez-vous prévoir cette fois-ci ?',
      options: [
        wrong(
          'Un lancement plus spectaculaire, pour montrer que celle-ci compte davantage.',
          "L'équipe a appris que les lancements sont suivis de silence. Un lancement plus bruyant répète le schéma dont elle se méfie déjà.",
        ),
        wrong(
          'Une supervision plus stricte dès le premier jour, pour que personne ne puisse attendre que ça passe.',
          "La pression ne répond pas à la leçon qu'ils ont apprise. Elle pousse plutôt les doutes à se cacher qu'à disparaître.",
        ),
        right(
          'Un premier résultat rapide et visible, partagé régulièrement, pour montrer que ce changement est suivi.',
          "Ce qu'a appris l'équipe du dernier changement est l'une des cinq questions. Quand attendre a déjà marché, seule la preuve que celui-ci dure change le calcul.",
        ),
      ],
    },
    {
      id: 'who-to-ask',
      prompt:
        'Vous voulez vérifier la préparation pour un changement dans la prise de rendez-vous de votre centre de santé. Avec qui répondez-vous aux cinq questions ?',
      options: [
        right(
          'Deux ou trois personnes qui vivront le changement chaque jour, par exemple une réceptionniste et un infirmier, en plus de votre propre avis.',
          "Le personnel de terrain sait ce qui lui tombe dessus par ailleurs et si le problème est ressenti. N'interroger que les cadres est une erreur fréquente.",
        ),
        wrong(
          "Les autres chefs de service, qui ont une vue d'ensemble.",
          "Les cadres en voient une partie, mais ce sont les personnes dont le travail quotidien change qui savent le mieux s'il y a de la place et si le problème est ressenti.",
        ),
        wrong(
          'Personne : il est plus rapide de répondre seul avant la réunion de lancement.',
          "Faite seul, la vérification confirme surtout ce que vous pensez déjà. Sa valeur est d'entendre ce que vous ne voyez pas depuis votre bureau.",
        ),
        wrong(
          "Le siège, puisque c'est lui qui a demandé le changement.",
          'Le commanditaire compte pour la question de savoir qui porte le changement, mais il ne peut pas vous dire si votre équipe a de la place pour lui ce trimestre.',
        ),
      ],
    },
  ],
  'meetings-that-decide': [
    {
      id: 'agenda-item',
      prompt:
        "Un collègue vous envoie pour la réunion hebdomadaire un point qui dit seulement Utilisation des véhicules. Comment l'inscrivez-vous à l'ordre du jour ?",
      options: [
        wrong(
          'Tel quel : chacun saura quoi discuter une fois sur place.',
          'Un thème invite une longue discussion sans fin. Les points de la partie décider sont écrits comme des questions auxquelles la réunion doit répondre.',
        ),
        right(
          'Comme une question à trancher, par exemple : réserve-t-on les trajets par une seule personne à partir de la semaine prochaine ?',
          'Écrire chaque point comme une question dit à tous ce que la réunion doit régler, et permet au président de séance de demander la décision.',
        ),
        wrong(
          "En questions diverses à la fin, s'il reste du temps.",
          "Les questions diverses attirent le point le plus long en fin de réunion. Inscrivez-le à l'ordre du jour, sous forme de question, ou envoyez-le comme information.",
        ),
      ],
    },
    {
      id: 'junior-first',
      prompt:
        'Dans vos réunions, dès que vous donnez votre avis, personne ne le conteste, même quand vous soupçonnez un désaccord. Quel est le meilleur changement ?',
      options: [
        wrong(
          "Dire à l'équipe que le désaccord est bienvenu, puis donner votre avis comme d'habitude.",
          "Le dire change rarement une habitude de déférence. Ce qui la change, c'est l'ordre dans lequel on prend la parole.",
        ),
        wrong(
          'Ne plus donner votre avis, pour obliger les autres à parler.',
          "L'équipe a aussi besoin de votre avis. La question est de savoir quand vous le donnez, pas si vous le donnez.",
        ),
        right(
          'Laisser une minute pour écrire les avis, donner la parole à la personne la plus junior en premier et parler en dernier.',
          "Une fois que la personne la plus haut placée a parlé, la discussion se clôt souvent. L'écriture en silence et la parole aux plus juniors d'abord font émerger les vrais avis avant le vôtre.",
        ),
        wrong(
          'Sortir les sujets difficiles de la réunion et les trancher seul.',
          'La réunion devient alors encore moins le lieu des décisions, ce qui est précisément le problème que le module veut régler.',
        ),
      ],
    },
    {
      id: 'decision-log',
      prompt:
        "La réunion a convenu de faire réparer rapidement l'imprimante en panne. Rien ne s'est passé pendant deux semaines. Que manquait-il ?",
      options: [
        right(
          'Un responsable et une date dans le registre des décisions, relu au début de la réunion suivante.',
          "Une décision sans responsable ni date n'est qu'un souhait. Relire le registre à la réunion suivante en fait un engagement dont quelqu'un rend compte.",
        ),
        wrong(
          "Un compte rendu plus long expliquant pourquoi l'imprimante est importante.",
          "Un compte rendu que personne ne lit ne change rien. Un registre court, avec responsable, date et critère d'achèvement, est ce qui est suivi.",
        ),
        wrong(
          "Un rappel de votre part à toute l'équipe quelques jours plus tard.",
          "Un rappel à tout le monde n'est un rappel pour personne. Le problème était qu'aucune personne n'était responsable de l'action.",
        ),
      ],
    },
  ],
  'follow-through-without-blame': [
    {
      id: 'polite-yes',
      prompt:
        'Vous demandez à une jeune chargée de dossiers si le rapport sera prêt vendredi. Elle répond oui, mais semble hésiter. Que faites-vous ?',
      options: [
        wrong(
          'Accepter le oui et la relancer jeudi.',
          "Dans beaucoup de cultures, un oui à un supérieur peut vouloir dire je vais essayer. L'accepter vous laisse découvrir le problème tous les deux vendredi.",
        ),
        right(
          'Demander ce qui pourrait empêcher que le rapport soit prêt vendredi, et convenir de ce dont elle a besoin.',
          "La réponse vous dit à quel point le oui est ferme, et vous laisse le temps de lever l'obstacle avant l'échéance.",
        ),
        wrong(
          'Confier le rapport à un collègue plus expérimenté, par prudence.',
          "Vous lui retirez l'engagement avant que rien n'ait dérapé, et vous lui apprenez qu'un doute honnête lui coûte le travail.",
        ),
      ],
    },
    {
      id: 'late-departures',
      prompt:
        "Les livraisons promises pour le matin partent toujours l'après-midi. Sur quoi doit porter la première revue après le prochain départ en retard ?",
      options: [
        wrong(
          'Sur le chauffeur responsable, pour pouvoir lui adresser un avertissement.',
          "Commencer par le coupable arrête la recherche à la personne. La plupart des dérapages viennent du système, et un avertissement n'en corrige rien.",
        ),
        wrong(
          'Sur rien pour le moment : attendre de voir si cela se reproduit.',
          "C'est déjà arrivé de nombreuses fois. Sans revue, la même cause continue de produire le même dérapage.",
        ),
        right(
          "Sur les cinq questions, posées avec le chauffeur et le responsable d'entrepôt : ce que nous attendions, ce qui s'est passé, pourquoi, ce que nous avons appris, ce que nous changeons.",
          "Posées avec les personnes concernées, les questions trouvent les causes du système, comme des factures imprimées trop tard, et c'est là qu'est la solution.",
        ),
      ],
    },
    {
      id: 'early-warning',
      prompt:
        "Mardi, un membre de l'équipe vous dit que l'échéance de vendredi pour un rapport au bailleur est compromise. Comment réagissez-vous ?",
      options: [
        right(
          "Vous le remerciez, devant l'équipe si le moment s'y prête, et vous cherchez ensemble l'aide qui sauverait la date.",
          'Une alerte précoce vous donne des jours pour aider. La récompenser fait arriver tôt la prochaine mauvaise nouvelle aussi.',
        ),
        wrong(
          "Vous lui rappelez fermement que l'échéance a été convenue et doit être tenue.",
          "Punir le messager apprend aux gens à cacher les risques jusqu'à ce qu'il soit trop tard pour agir.",
        ),
        wrong(
          'Vous le notez pour son évaluation, afin de garder une trace du dérapage.',
          "Rien n'a encore dérapé. Traiter une alerte comme un échec décourage exactement le comportement dont vous avez besoin.",
        ),
      ],
    },
  ],
  'handoffs-between-teams': [
    {
      id: 'late-orders',
      prompt:
        "Les commandes de votre équipe commerciale arrivent toujours en retard à l'entrepôt, et chaque côté accuse l'autre. Quelle est la meilleure première étape ?",
      options: [
        wrong(
          "Demander au responsable de l'entrepôt que son équipe réagisse plus vite.",
          "Vouloir réparer l'autre équipe d'abord est une erreur fréquente. Vous ne savez pas encore où la commande attend, et vous ne maîtrisez que ce que votre côté envoie.",
        ),
        right(
          'Suivre quelques commandes réelles du début à la fin avec une personne de chaque équipe, en notant où chacune a attendu et pourquoi.',
          "Cartographier des cas réels montre ce qui est transmis, comment, et ce qui manque à l'arrivée. Chaque côté a en général sa propre idée d'une transmission complète.",
        ),
        wrong(
          "Faire remonter à votre directeur pour que l'entrepôt donne la priorité aux commandes commerciales.",
          'Faire remonter peut débloquer une commande, mais ne règle rien du passage de relais lui-même : les mêmes retards reviennent.',
        ),
      ],
    },
    {
      id: 'four-channels',
      prompt:
        "Les demandes arrivent à l'autre équipe par courriel, WhatsApp, téléphone et papier, et certaines se perdent. Que doit dire l'accord de passage de relais ?",
      options: [
        wrong(
          'Que chaque demande doit être envoyée par les quatre canaux, par sécurité.',
          'Tout envoyer quatre fois multiplie le bruit et ne dit toujours pas quelle copie fait foi.',
        ),
        wrong(
          "Que l'équipe qui reçoit doit vérifier chaque canal deux fois par jour.",
          "Cela fait porter à l'autre équipe le coût d'un canal défaillant sans le réparer.",
        ),
        wrong(
          'Rien sur les canaux : chacun utilise ce qui lui convient.',
          "Quand le passage de relais dépend de quelqu'un qui doit penser où regarder, c'est le canal lui-même le problème.",
        ),
        right(
          "Un seul canal pour les demandes, une confirmation de l'équipe qui reçoit dans un délai convenu, et une personne nommée de chaque côté à appeler.",
          'Un accord court dit ce qui est envoyé, comment, ce qui est confirmé et qui appeler. Un seul canal et une confirmation comblent la brèche où les demandes se perdaient.',
        ),
      ],
    },
    {
      id: 'agreement-review',
      prompt:
        "Deux responsables d'équipe ont signé un accord de passage de relais il y a deux mois. Personne ne l'a relu depuis, et les anciens retards reviennent. Que manquait-il ?",
      options: [
        right(
          'Un point au bout de quelques semaines, avec des cas réels sous les yeux des deux équipes, en changeant une chose à chaque fois.',
          'Un accord que personne ne relit se dégrade en quelques semaines. Le revoir sur des cas réels le garde fidèle à la façon dont le travail circule vraiment.',
        ),
        wrong(
          'Un accord plus long et plus détaillé, couvrant tous les cas possibles.',
          "La longueur ne fait pas vivre un accord. Il doit rester assez court pour être affiché au mur ; c'est le point régulier qui le fait fonctionner.",
        ),
        wrong(
          "Des sanctions pour l'équipe qui ne respecte pas l'accord.",
          "Les sanctions renvoient les équipes à s'accuser mutuellement, c'est-à-dire au silo que l'accord devait briser.",
        ),
      ],
    },
  ],
};
