// Long on purpose: the second path's knowledge checks in French, data rather than code.
import { secondPathAddedChecksFr } from './checks-second-path-added.fr';
import { right, wrong, type JourneyChecks } from './types';

/*
 * The French of checks-second-path.ts: the same module slugs, question ids and correct options
 * (checked in checks.test.ts), rewritten for French-speaking readers rather than translated word
 * for word ("vous", a space before : ? ! ;, guillemets).
 */
export const secondPathChecksFr: JourneyChecks = {
  'why-change-stalls': [
    {
      id: 'system-slowing',
      prompt:
        "Un directeur d'agence affirme que le nouveau système bancaire ralentit son équipe et demande à revenir à l'ancien. Que faites-vous en premier ?",
      options: [
        wrong(
          "Lui rappeler que le siège a tranché et que l'ancien système est fermé.",
          "C'est peut-être vrai, mais la conversation s'arrête avant que vous n'ayez rien appris. Sa plainte contient peut-être le fait qui vous manque.",
        ),
        right(
          "Aller dans son agence, lui demander ce qui ralentit précisément l'équipe, et la regarder travailler pendant une heure.",
          "La résistance est une information. « Ça ne marchera pas ici » est parfois juste : il a peut-être repéré un vrai défaut que personne d'autre n'a signalé.",
        ),
        wrong(
          'Inscrire son équipe à une formation de remise à niveau sur le nouveau système.',
          "La formation répond à « je ne comprends pas », qui n'est peut-être pas le problème. Identifiez d'abord laquelle des quatre formes de résistance vous avez en face de vous.",
        ),
        wrong(
          'Le classer parmi les réfractaires et passer plutôt par son adjoint.',
          "Dès que vous étiquetez quelqu'un comme réfractaire, vous cessez de l'écouter et il cesse de vous parler. Vous perdez aussi la personne qui sait ce qui ne va pas.",
        ),
      ],
    },
    {
      id: 'silent-meeting',
      prompt:
        "Vous annoncez un nouveau système de rotation des équipes lors d'une réunion plénière de votre centre d'appels. Personne ne proteste, tout le monde acquiesce. Une semaine plus tard, peu l'appliquent. Qu'est-ce qui n'a pas marché ?",
      options: [
        wrong(
          'Le personnel manque de sérieux et doit être davantage encadré.',
          "Le silence en réunion signifie rarement l'accord, surtout là où l'on ne contredit pas un supérieur en public. Il ne dit presque rien de l'effort fourni.",
        ),
        wrong(
          "Il aurait fallu envoyer aussi l'annonce par écrit.",
          "Une note écrite répète l'annonce ; elle ne fait pas remonter les inquiétudes. Ce qui manque, c'est l'écoute, pas le canal.",
        ),
        right(
          "Un hochement de tête n'est pas de la compréhension : les inquiétudes s'expriment rarement en plénière, alors demandez à chacun ce qui lui compliquerait la tâche la semaine prochaine.",
          "Interrogez en tête-à-tête, sur le problème plutôt que sur l'opinion, et attendez plus qu'un oui : « Racontez-moi ce que vous ferez autrement lundi. »",
        ),
      ],
    },
    {
      id: 'losing-status',
      prompt:
        'Un employé expérimenté, le seul à savoir rapprocher les anciens registres, freine discrètement le passage au rapprochement automatisé. Quelle est la meilleure réponse ?',
      options: [
        right(
          "Nommer ce qu'il risque de perdre et lui proposer un rôle reconnu dans le nouveau processus, par exemple le contrôle des anomalies ou la formation des autres.",
          "Perdre la compétence qui faisait votre valeur est une vraie perte. Des faits sur l'efficacité ne répondent pas à ce sentiment ; un nouveau rôle respecté, peut-être.",
        ),
        wrong(
          "Lui présenter les gains de temps qu'apportera l'automatisation.",
          "C'est répondre à un sentiment par des faits. S'il craint de perdre son statut, une diapositive sur l'efficacité n'y changera rien.",
        ),
        wrong(
          'Le muter dans un autre service pour que le projet avance.',
          "Vous perdriez la personne qui connaît le mieux les anciens registres, et l'équipe apprendrait qu'exprimer une inquiétude est dangereux.",
        ),
      ],
    },
  ],
  'a-case-people-can-repeat': [
    {
      id: 'case-opening',
      prompt:
        'Vous devez expliquer le passage des dossiers papier à un système numérique de gestion des dossiers à une délégation de district de 40 agents. Comment commencez-vous ?',
      options: [
        wrong(
          '« Nous installons un nouveau système numérique de gestion des dossiers à partir du 1er mars. »',
          "Vous commencez par la solution avant que quiconque admette qu'il y a un problème. Les gens entendent ce qu'on leur impose, pas pourquoi.",
        ),
        right(
          "« Les familles attendent cinq semaines une décision, et nous perdons des dossiers chaque mois. C'est pour cela que nous changeons maintenant. »",
          "Pourquoi maintenant, en une ou deux raisons fortes que chacun peut répéter à une famille au guichet. La conviction vient du problème, pas de l'outil.",
        ),
        wrong(
          '« Cette démarche de transformation va libérer des synergies dans tout le ministère. »',
          "Le jargon de consultant signale que le changement n'est pas vraiment le vôtre, et personne ne peut le répéter à un usager.",
        ),
      ],
    },
    {
      id: 'honest-cost',
      prompt:
        'Le nouveau système imposera deux mois de double saisie pendant la migration des dossiers. Votre directeur propose de ne pas en parler pour ne pas décourager les équipes. Que lui conseillez-vous ?',
      options: [
        wrong(
          "D'accord : n'en parler qu'au début de la migration.",
          "Les gens l'apprennent de toute façon, puis doutent de tout le reste. Cacher le coût vous coûte votre crédibilité.",
        ),
        right(
          'Le dire clairement, avec la durée et ce que vous ferez pour aider, par exemple des renforts ou moins de rapports pendant ces deux mois.',
          "Dire honnêtement ce que cela coûte est l'une des quatre parties d'un argumentaire qui circule. Les équipes font confiance au responsable qui nomme la partie difficile.",
        ),
        wrong(
          "La présenter comme une courte période d'adaptation.",
          "Deux mois de double saisie n'ont rien de court pour ceux qui la font. Les formules vagues se lisent comme une dissimulation et abîment autant la confiance.",
        ),
      ],
    },
    {
      id: 'stakeholder-map',
      prompt:
        "En cartographiant qui doit être informé d'une nouvelle procédure de crédit, vous notez les agents de crédit des agences : leur quotidien change le plus, mais ils ont peu de poids dans la décision. Comment les traitez-vous ?",
      options: [
        wrong(
          "Les tenir informés par une lettre d'information mensuelle.",
          'Cela convient à ceux qui ne sont ni influents ni concernés. Ceux dont le travail quotidien change ont besoin de bien plus.',
        ),
        wrong(
          'Leur demander un soutien visible lors des réunions publiques.',
          'Le soutien visible, on le demande aux personnes influentes moins concernées, comme un directeur ou le représentant pays du bailleur.',
        ),
        right(
          'Les écouter attentivement, les associer à la conception du fonctionnement, et les tenir informés souvent.',
          'Les personnes très concernées et peu influentes sont celles qui font vivre ou mourir le changement : écoutez-les, gardez-les proches, construisez-le avec elles.',
        ),
      ],
    },
  ],
  'breaking-down-silos': [
    {
      id: 'month-end-delays',
      prompt:
        'Dans votre ONG, les équipes programmes et finances se renvoient la faute chaque fin de mois pour les retards de paiement aux partenaires de terrain. Par où commencez-vous ?',
      options: [
        wrong(
          'Proposer au directeur une réorganisation qui place les deux équipes sous un seul responsable.',
          "Déplacer des cases dans l'organigramme change rarement la façon de travailler. Réglez d'abord les passages de relais et les relations.",
        ),
        right(
          "Retracer avec les deux équipes le chemin de la demande de paiement jusqu'au paiement, et corriger l'étape où les demandes bloquent.",
          "Commencez par les passages de relais : la plupart des problèmes de cloisonnement se logent là où le travail passe d'une équipe à l'autre.",
        ),
        wrong(
          'Instaurer une réunion de coordination hebdomadaire entre les deux équipes.',
          "Une réunion qui s'achève sans changement convenu dans le travail est un rituel, pas un pont. Réunissez-vous plutôt sur un vrai dossier bloqué.",
        ),
      ],
    },
    {
      id: 'go-first',
      prompt:
        "Les relations avec l'équipe d'exploitation du réseau sont mauvaises, et vos collaborateurs répètent : « Avec l'exploitation, c'est impossible. » Quelle est la démarche la plus utile cette semaine ?",
      options: [
        wrong(
          'Attendre que le directeur technique règle la relation entre les deux directions.',
          "Vous n'avez pas besoin de l'accord de la hiérarchie pour régler un problème avec un pair. Attendre le sommet maintient le cloisonnement.",
        ),
        right(
          "Appeler votre homologue de l'exploitation, reconnaître une chose que votre équipe fait et qui ralentit la sienne, et lui demander ce qui l'aiderait.",
          "Faites le premier pas. Reconnaître votre part ouvre la porte, et votre équipe imite la façon dont vous parlez de l'autre camp.",
        ),
        wrong(
          "Envoyer une note officielle listant les retards dus à l'exploitation.",
          'Une note de reproches durcit la frontière entre les équipes. Ce sont les relations, pas les notes, qui règlent les passages de relais.',
        ),
      ],
    },
    {
      id: 'shared-goal',
      prompt:
        "L'équipe commerciale est récompensée pour les nouvelles activations de cartes SIM, le service client pour des appels courts. Les plaintes pour des SIM mal enregistrées ne cessent d'augmenter. Quel changement aide le plus ?",
      options: [
        right(
          'Donner aux deux équipes un objectif commun, par exemple la part des nouveaux clients toujours actifs et sans réclamation après 90 jours.',
          "Des objectifs séparés font de l'aide à l'autre équipe un travail non reconnu. Un objectif commun donne aux deux une raison de réparer le passage de relais.",
        ),
        wrong(
          "Pénaliser l'équipe commerciale pour chaque réclamation.",
          "Cela rejette la faute sur un seul camp et garde des objectifs séparés. Les deux équipes n'ont toujours aucune raison de coopérer.",
        ),
        wrong(
          'Demander au service client de prendre plus de temps avec les clients mécontents.',
          "C'est soigner le symptôme à l'intérieur d'un seul silo. Les erreurs d'enregistrement naissent en amont, entre les deux équipes.",
        ),
      ],
    },
  ],
  'shared-ownership': [
    {
      id: 'two-accountable',
      prompt:
        'En construisant la matrice RACI du rapport trimestriel au bailleur, votre équipe désigne à la fois la responsable de programme et le chargé de suivi-évaluation comme A (celui qui rend des comptes). Où est le problème ?',
      options: [
        wrong(
          "Nulle part : deux personnes qui rendent des comptes, c'est deux fois plus de vigilance.",
          "Deux personnes qui rendent des comptes, c'est personne. Quand quelque chose tourne mal, chacune peut désigner l'autre.",
        ),
        right(
          "Il ne peut y avoir qu'un seul A par activité : convenez de qui porte le résultat et tranche, et faites de l'autre un R ou un C.",
          "Un seul A par activité est la première règle qui garde le RACI utile. C'est en débattant de qui il est que la clarté apparaît.",
        ),
        wrong(
          'La matrice est trop détaillée ; une simple liste de tâches suffirait.',
          'Une liste de tâches masque justement la question à laquelle le RACI répond : qui tranche en dernier ressort.',
        ),
      ],
    },
    {
      id: 'overturn',
      prompt:
        "Vous avez confié à votre chef d'équipe la décision sur les effectifs du week-end. Il a choisi un planning que vous n'auriez pas retenu, mais qui est raisonnable. Que faites-vous ?",
      options: [
        wrong(
          'Remplacer discrètement son planning par celui que vous préférez.',
          "Revenir sur une décision déléguée apprend à toute l'équipe à vous attendre. Déléguez la décision, puis restez en retrait.",
        ),
        right(
          "La maintenir, puis lui demander plus tard ce qu'il a pris en compte et ce qu'il garderait ou changerait.",
          "Une décision raisonnable reste en place. En parler de la décision, et non de la personne, forge le jugement et laisse la responsabilité là où vous l'avez mise.",
        ),
        wrong(
          'La maintenir cette fois, mais reprendre la décision le mois prochain.',
          "Reprendre la main au premier désaccord, c'est une responsabilité de façade. Les gens cessent vite de décider.",
        ),
      ],
    },
    {
      id: 'authority-gap',
      prompt:
        "Votre cheffe d'équipe répond des résultats du budget de sensibilisation, mais il lui faut trois signatures, dont la vôtre, pour en dépenser le moindre franc. Que se passe-t-il ?",
      options: [
        wrong(
          "Un bon contrôle : plus de signatures, moins d'erreurs.",
          "Le contrôle compte, mais trois signatures pour chaque dépense empêchent la responsable d'agir. Les résultats attendent dans la file.",
        ),
        wrong(
          "La cheffe d'équipe n'est pas encore prête à porter un budget.",
          'Dans ce cas, elle ne devrait pas non plus porter les résultats. Toute la leçon est que la responsabilité a besoin de ses deux moitiés.',
        ),
        right(
          "Une responsabilité sans autorité : fixez-lui un plafond de dépense qu'elle peut engager seule, et donnez-lui les chiffres du budget pour le piloter.",
          "On s'approprie ce sur quoi on a l'autorité et l'information pour agir. Personne ne peut porter une ligne budgétaire qu'il ne voit pas ou ne peut pas dépenser.",
        ),
      ],
    },
  ],
  'communication-that-lands': [
    {
      id: 'late-arrivals',
      prompt:
        'Un agent fiable est arrivé après 8 h 30 trois jours de suite. Vous êtes agacé. Comment ouvrez-vous la conversation ?',
      options: [
        right(
          '« Vous êtes arrivé après 8 h 30 lundi, mardi et mercredi. Que se passe-t-il ? »',
          'Séparez ce que vous avez vu de ce que vous en pensez, et demandez avant de conclure. La raison est peut-être un horaire de bus, pas un manque de motivation.',
        ),
        wrong(
          '« Visiblement, ce travail ne vous intéresse plus. »',
          "C'est un jugement, pas un fait. La personne se met sur la défensive et vous n'apprenez rien sur la cause.",
        ),
        wrong(
          "Ne rien dire et le noter pour l'entretien annuel.",
          "Un retour des mois après les faits, c'est de l'histoire, pas de l'aide. Une courte conversation maintenant peut régler le problème.",
        ),
      ],
    },
    {
      id: 'sbi',
      prompt:
        'Un collègue a coupé deux fois la parole à une cliente pendant un entretien de crédit. Quel retour suit la méthode SCI (Situation, Comportement, Impact) ?',
      options: [
        wrong(
          '« Vous devez être plus respectueux avec les clients. »',
          "Il n'y a ni situation ni comportement qu'une caméra pourrait filmer : la personne ne sait pas quoi changer.",
        ),
        wrong(
          "« Bon entretien dans l'ensemble, mais vous l'avez interrompue, même si vos chiffres étaient excellents. »",
          "C'est la technique du sandwich : les gens apprennent à attendre la mauvaise nouvelle, et vos compliments perdent leur valeur.",
        ),
        right(
          "« Ce matin, pendant l'entretien avec Mme Osei, vous l'avez interrompue deux fois alors qu'elle expliquait sa trésorerie. Elle a cessé de donner des détails. »",
          "La situation (quand, où), le comportement (ce qui a été dit ou fait) et l'impact (l'effet sur la cliente) : assez précis pour agir.",
        ),
      ],
    },
    {
      id: 'upward-feedback',
      prompt:
        "Vous pensez que le plan de déploiement du nouveau système d'achats de votre directeur ignore la mauvaise connectivité des régions. Comment le lui dire ?",
      options: [
        wrong(
          'Le signaler dans le groupe WhatsApp de la direction pour que ce soit consigné.',
          'Un message difficile par écrit perd le ton, et une correction devant les pairs devient une mise en cause publique. Parlez directement au directeur.',
        ),
        right(
          "Lui demander quelques minutes en privé : « Puis-je vous faire part d'une chose que j'ai remarquée sur le déploiement ? », puis donner un point précis.",
          'Demander la permission quand le retour remonte la hiérarchie, en privé, un sujet par conversation : le respect et la franchise vont ensemble.',
        ),
        wrong(
          "Ne rien dire : c'est le plan du directeur, les régions s'adapteront.",
          'Le silence laisse un problème connu atteindre les régions. Le respect de la hiérarchie et un mot franc peuvent aller de pair.',
        ),
      ],
    },
  ],
  'leading-through-uncertainty': [
    {
      id: 'merger-news',
      prompt:
        'Votre direction fusionnera avec une autre le 1er juillet. Les agents demandent si des postes seront supprimés, et vous ne le savez pas encore. Que dites-vous ?',
      options: [
        wrong(
          '« Personne ne perdra son poste, je vous le promets. »',
          "C'est une fausse assurance : si elle se révèle fausse, vous perdez votre crédibilité pour tout le reste du changement.",
        ),
        right(
          'Ce que vous savez, ce que vous ne savez pas encore, et quand vous en saurez plus : « Le conseil décide le 15 mai ; je vous informerai dès le lendemain matin. »',
          "Les trois cases donnent aux gens un appui solide dans l'incertitude, et une date transforme l'inquiétude en attente.",
        ),
        wrong(
          "« Je ne peux rien dire avant l'annonce officielle. »",
          "Le silence se remplit de rumeurs. Vous pouvez partager ce que vous savez et une date, même quand rien n'est décidé.",
        ),
      ],
    },
    {
      id: 'pre-mortem',
      prompt:
        "Deux semaines avant de lancer le paiement des frais de scolarité par mobile money, vous réunissez l'équipe. Quel exercice vous prépare le mieux à ce qui pourrait mal tourner ?",
      options: [
        wrong(
          "Demander à chacun de confirmer qu'il a confiance dans le lancement.",
          'Demander de la confiance appelle des hochements de tête. Ceux qui voient des risques ne le diront guère dans ce cadre.',
        ),
        wrong(
          'Passer en revue le plan du projet ligne par ligne avec le prestataire.',
          'Utile, mais une revue du plan vérifie ce que vous comptez faire, pas ce qui pourrait le faire dérailler.',
        ),
        right(
          "Imaginer que nous sommes trois mois plus tard et que le lancement a échoué, puis demander à chacun d'écrire pourquoi.",
          'Le pré-mortem rend sûr de nommer les risques : on explique un échec « déjà arrivé » au lieu de contester un plan.',
        ),
      ],
    },
    {
      id: 'hearing-juniors',
      prompt:
        "Votre équipe est partagée sur le report du lancement d'un produit. Vous avez un avis, deux cadres supérieurs aussi. Comment menez-vous la discussion ?",
      options: [
        wrong(
          'Donner votre avis en premier, pour gagner du temps et orienter le débat.',
          "Une fois que le responsable a parlé, la plupart, surtout les juniors, ne le contrediront pas. Vous n'entendez plus que des échos.",
        ),
        right(
          "Annoncer d'abord comment la décision sera prise, puis entendre chacun en partant du plus jeune, et parler en dernier.",
          "Convenez de la façon de décider avant de débattre, et écoutez d'abord les juniors, comme l'aîné parle en dernier dans un indaba.",
        ),
        wrong(
          'Laisser les deux cadres supérieurs régler la question entre eux.',
          "C'est éviter le conflit au lieu de s'en servir. Les personnes les plus proches du terrain voient parfois ce qui échappe aux cadres.",
        ),
      ],
    },
  ],
  'growing-next-leaders': [
    {
      id: 'delegation-level',
      prompt:
        'Une agente compétente arrivée il y a trois mois va sélectionner un fournisseur pour la première fois, pour un petit achat. Quel niveau de délégation convient le mieux ?',
      options: [
        wrong(
          'Décidez et agissez ; prévenez-moi seulement en cas de problème.',
          "C'est le niveau le plus élevé, pour des personnes expérimentées sur un travail connu. Trop, trop tôt, c'est la mettre en échec.",
        ),
        right(
          "Recommandez, j'approuve : elle fait l'analyse et propose, et vous décidez ensemble cette fois-ci.",
          "Adaptez le niveau à l'expérience de la personne et au risque : elle progresse en faisant le travail, avec un contrôle le temps d'apprendre.",
        ),
        wrong(
          'Faites ce que je dis : suivez mes consignes pas à pas.',
          "Cela convient au travail à haut risque et aux tout nouveaux arrivants. Pour une personne compétente et un petit achat, cela n'apprend rien.",
        ),
      ],
    },
    {
      id: 'coach-or-tell',
      prompt:
        "Une cheffe d'équipe vient vous voir, inquiète : un client menace de retirer un compte important. Quelle question de la méthode GROW l'aide le plus à réfléchir ?",
      options: [
        wrong(
          '« Laissez-moi appeler le client moi-même. »',
          "C'est la sauver à sa place. Le problème du jour est réglé, et elle apprend à vous apporter le suivant.",
        ),
        right(
          "« Qu'avez-vous essayé jusqu'ici, et que pourriez-vous faire d'autre ? »",
          "La réalité, puis les options : des questions de coaching qui la font réfléchir elle-même, pour qu'elle arrive la prochaine fois avec un plan.",
        ),
        wrong(
          '« Pourquoi avez-vous laissé la situation en arriver là ? »',
          "C'est une question de reproche, pas de coaching. Elle pousse les gens à cacher les problèmes au lieu de les signaler tôt.",
        ),
      ],
    },
    {
      id: 'hoarding',
      prompt:
        "On propose à votre meilleure analyste un détachement de six mois au bureau régional. Vous craignez que les résultats de l'équipe en souffrent. Quelle est la réponse d'un vrai leader ?",
      options: [
        right(
          "La laisser partir, organiser la relève avec l'équipe, et y voir une mission formatrice que vous avez contribué à rendre possible.",
          "Retenir les gens est le meilleur moyen de les perdre. Former des leaders pour toute l'organisation fait partie du métier.",
        ),
        wrong(
          "Demander aux RH de reporter le détachement après l'audit de fin d'année.",
          'Garder vos meilleurs éléments parce que vous ne pouvez pas vous en passer leur dit que leur progression passe après.',
        ),
        wrong(
          "Refuser : l'équipe ne peut pas se passer d'elle.",
          "Si l'équipe ne peut pas se passer d'une seule personne, c'est votre première priorité de développement, pas une raison de la bloquer.",
        ),
      ],
    },
  ],
  'making-change-stick': [
    {
      id: 'paper-form',
      prompt:
        "Six mois après le lancement du formulaire d'enregistrement numérique dans vos centres de santé, un tiers des enregistrements se font encore sur papier. Que faites-vous d'abord ?",
      options: [
        wrong(
          'Diffuser une circulaire rappelant que le formulaire numérique est obligatoire.',
          'Une circulaire lutte contre une habitude dont les outils sont encore à portée de main. Rendez plutôt la nouvelle façon de faire plus simple.',
        ),
        right(
          "Arrêter d'imprimer le formulaire papier et le retirer des tiroirs, après avoir demandé au personnel ce qui complique encore le formulaire numérique.",
          "Supprimez l'ancienne option : si le formulaire papier est dans le tiroir, il servira. Demander d'abord permet de repérer un vrai obstacle à lever.",
        ),
        wrong(
          'Saisir vous-même les enregistrements papier dans le système en fin de mois.',
          "Les deux systèmes restent alors en vie et le problème est masqué. La nouvelle méthode doit remplacer l'ancienne, pas cohabiter avec elle.",
        ),
      ],
    },
    {
      id: 'measures',
      prompt:
        "Vous voulez savoir si le changement dans le traitement des permis d'exploitation de votre agence tient dans la durée. Quel ensemble de mesures est le meilleur ?",
      options: [
        wrong(
          'Dix indicateurs couvrant chaque étape du processus.',
          "Avec dix indicateurs, aucun ne retient l'attention. Mesurez peu de choses, mais honnêtement.",
        ),
        right(
          'Le nombre de jours pour délivrer un permis, et la part des demandes enregistrées dans le nouveau système.',
          'Une mesure de résultat pour les personnes que vous servez, et une ou deux mesures de comportement qui montrent que la nouvelle façon de faire est utilisée.',
        ),
        wrong(
          "Le nombre d'agents formés au nouveau processus.",
          "C'est compter l'activité, pas le changement. Des agents formés peuvent continuer à travailler à l'ancienne.",
        ),
      ],
    },
    {
      id: 'recognition',
      prompt:
        'Une employée, Grace, a créé une liste de contrôle qui a réduit les erreurs dans les déclarations mensuelles. Comment la reconnaître pour que la nouvelle façon de faire dure ?',
      options: [
        wrong(
          "Remercier toute l'équipe en termes généraux à la fin de l'année.",
          "Des remerciements généraux, des mois plus tard, n'indiquent à personne quel comportement reproduire.",
        ),
        wrong(
          "Ajouter une note à son dossier pour son prochain entretien d'évaluation.",
          "C'est utile, mais privé et tardif. La reconnaissance qui fait vivre le changement est précise et visible, maintenant.",
        ),
        right(
          "La nommer, avec ce qu'elle a fait, à la réunion d'équipe de cette semaine : « La liste de Grace a réduit les erreurs des déclarations de ce mois-ci. »",
          "Une reconnaissance précise nomme la personne et le geste, vite et devant l'équipe, pour que les autres adoptent la nouvelle façon de faire.",
        ),
      ],
    },
  ],
  ...secondPathAddedChecksFr,
};
