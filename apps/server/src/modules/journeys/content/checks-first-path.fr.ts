// Long on purpose: the first path's knowledge checks in French, data rather than code.
import { right, wrong, type JourneyChecks } from './types';

/*
 * The French of checks-first-path.ts: the same module slugs, question ids and correct options
 * (checked in checks.test.ts), rewritten for French-speaking readers rather than translated word
 * for word ("vous", a space before : ? ! ;, guillemets).
 */
export const firstPathChecksFr: JourneyChecks = {
  'digital-confidence-starts-with-you': [
    {
      id: 'new-calendar',
      prompt:
        "Le mois prochain, votre direction passe à un agenda partagé en ligne. Vous n'en avez jamais utilisé et c'est votre assistante qui tient votre agenda. Que faites-vous en premier ?",
      options: [
        wrong(
          "Demander à votre assistante de bien l'apprendre, pour que rien ne change pour vous.",
          "Tout repose alors sur une seule personne : le jour où elle est en congé, votre agenda s'arrête, et l'équipe comprend que l'outil n'est pas fait pour les responsables.",
        ),
        right(
          "Annoncer à l'équipe que vous l'essayez cette semaine, y poser vous-même vos réunions et lui demander de vous signaler vos erreurs.",
          "Apprendre devant les autres rend l'essai sans risque pour tous. Votre permission doit être dite à voix haute, surtout là où un junior ne corrige pas un aîné.",
        ),
        wrong(
          'Attendre la formation que le service informatique a prévue au prochain trimestre.',
          "Dix minutes par jour sur une tâche réelle valent mieux qu'un atelier dans trois mois. D'ici là, votre silence aura appris à l'équipe que l'outil peut attendre.",
        ),
      ],
    },
    {
      id: 'reverse-mentor',
      prompt:
        'Une analyste de 26 ans de votre agence bancaire manie les tableurs bien plus vite que vous. Comment organiser avec elle un mentorat inversé qui fonctionne ?',
      options: [
        wrong(
          'Lui demander un guide écrit que vous lirez seul le soir.',
          "Un guide peut servir, mais l'apprentissage reste caché et à sens unique. La leçon consiste à apprendre aux côtés de quelqu'un, et à être vu en train d'apprendre.",
        ),
        wrong(
          "Demander aux RH de l'inscrire dans ses objectifs pour qu'elle ne puisse pas refuser.",
          "Un mentorat imposé devient une corvée de plus pour une junior. Il fonctionne quand c'est un échange entre collègues, pas une consigne.",
        ),
        right(
          'Vingt minutes par semaine sur un besoin réel de la semaine, et en retour vous lui apprenez ce que vous maîtrisez, par exemple préparer une note au conseil.',
          'Court, régulier, lié au vrai travail, avec un respect dans les deux sens : elle profite de votre expérience comme vous de ses compétences.',
        ),
      ],
    },
    {
      id: 'expense-app',
      prompt:
        'Le siège veut que toutes les équipes soumettent leurs notes de frais dans une nouvelle application mobile. Avant de le demander à la vôtre, quelle est la démarche la plus utile ?',
      options: [
        right(
          'Soumettre vous-même une note de frais depuis votre téléphone, avec une connexion faible, et noter où cela traîne ou prête à confusion.',
          'Le faire une fois vous-même vous montre ce que vous demandez aux autres, le temps que cela prend vraiment et où cela coince : vous pourrez aider, ou contester avec des faits.',
        ),
        wrong(
          "Transférer l'annonce du siège dans le groupe de l'équipe, avec une date limite.",
          "Un message transféré dit quoi faire, pas que vous êtes dans le même bateau. Un responsable qui n'utilise jamais l'outil a peu de crédit quand il devient difficile.",
        ),
        wrong(
          "La juger dans la première heure : si elle vous semble malcommode, dire au siège qu'elle ne marchera pas ici.",
          'La plupart des outils semblent malcommodes au début. Donnez-lui sa chance, une tâche réelle pendant une semaine, avant de trancher : votre avis aura alors du poids.',
        ),
      ],
    },
  ],
  'choosing-tools-your-team-will-use': [
    {
      id: 'field-app',
      prompt:
        "Un fournisseur vous présente sur votre ordinateur une superbe application de remontée terrain. Vos agents travaillent en zone rurale avec des téléphones d'entrée de gamme et du crédit prépayé. Que vérifiez-vous d'abord ?",
      options: [
        wrong(
          'Que le tableau de bord des responsables affiche les graphiques que vous voulez.',
          "C'est choisir pour le chef. Un outil qui ravit le directeur et échoue sur le téléphone d'un agent ne sera pas utilisé là où naissent les données.",
        ),
        right(
          "Qu'elle fonctionne sur le téléphone le moins cher de l'équipe, hors connexion, et se synchronise ensuite sans dévorer le forfait.",
          "Le téléphone d'abord, peu de données et le hors-ligne : si les agents ne peuvent pas s'en servir là où ils travaillent, le reste ne compte pas.",
        ),
        wrong(
          "Qu'elle soit gratuite, puisque votre budget est serré.",
          "Le coût compte, mais la gratuité n'en est qu'une partie : temps de formation, données, et ce qui se passe à la fin de l'essai ou du financement du bailleur.",
        ),
      ],
    },
    {
      id: 'two-systems',
      prompt:
        "Trois mois après le lancement d'un nouvel outil de tickets dans votre centre d'appels, les conseillers saisissent encore la moitié des réclamations dans l'ancien fichier Excel. Quelle est la solution la plus probable ?",
      options: [
        wrong(
          'Ajouter un autre outil qui relie les deux pour que tout reste à jour.',
          "Plusieurs outils à la fois aggravent le problème. Introduisez un outil à la fois, et supprimez l'ancienne méthode dès que la nouvelle fonctionne.",
        ),
        wrong(
          'Rappeler à chaque réunion que le nouvel outil est obligatoire.',
          "Les rappels l'emportent rarement sur une habitude qui a encore sa place. Tant que l'ancien fichier est ouvert et utilisé, les gens feront les deux.",
        ),
        right(
          "Fixer une date de fin pour le fichier Excel, désigner un référent qui répond aux questions pratiques, et ne plus examiner l'ancien fichier en réunion.",
          "L'ancienne méthode doit disparaître, et chaque outil a besoin d'un responsable nommé. Si les gens font encore les deux, la bascule n'est pas terminée.",
        ),
      ],
    },
    {
      id: 'free-tool-exit',
      prompt:
        "Un outil d'enquête gratuit permettrait à votre ONG de recueillir tout de suite l'avis des bénéficiaires. Quelle question compte le plus avant d'y mettre vos données ?",
      options: [
        wrong(
          'Combien de types de questions il propose.',
          "Les fonctionnalités sont faciles à comparer et décident rarement du succès. Le risque d'un outil gratuit, c'est le sort de vos données quand ses conditions changent.",
        ),
        right(
          "Pouvons-nous tout exporter dans un format courant, et qui administre l'outil si nous arrêtons de l'utiliser ?",
          "Connaissez la sortie avant d'entrer : les outils gratuits changent leurs conditions, et les données des bénéficiaires doivent rester les vôtres, et rester protégées.",
        ),
        wrong(
          "Si d'autres ONG du pays l'utilisent.",
          "C'est bon à savoir, mais cela ne dit pas à qui appartiennent vos données ni comment les récupérer.",
        ),
      ],
    },
  ],
  'asking-better-questions-of-numbers': [
    {
      id: 'complaints-doubled',
      prompt:
        "Le rapport régional indique : « Les réclamations clients ont doublé ce mois-ci à l'agence de Kisumu. » Le directeur régional attend une explication avant midi. Quelle est votre première question ?",
      options: [
        wrong(
          "Qui est responsable du service client de l'agence ?",
          'Chercher un coupable avant de comprendre le chiffre fait taire les gens. Interrogez le chiffre, pas la personne.',
        ),
        right(
          "Doublé de combien à combien, et par rapport au même mois de l'an dernier ?",
          'Les pourcentages de petits nombres trompent : doubler peut vouloir dire passer de deux à quatre. « Par rapport à quoi ? » est la première question à poser à tout chiffre.',
        ),
        wrong(
          'Peut-on retirer ce chiffre du rapport en attendant de le vérifier ?',
          "Cacher un chiffre n'y répond pas. Vérifier sa taille et la comparaison prend quelques minutes et vous donne une vraie réponse pour le directeur.",
        ),
      ],
    },
    {
      id: 'average-wait',
      prompt:
        "Le guichet unique de votre ministère annonce une attente moyenne de 20 minutes, dans l'objectif. Pourtant, des usagers se plaignent à la radio de longues files. Quelle est la meilleure explication ?",
      options: [
        right(
          "La moyenne peut cacher deux heures de file le lundi matin : regardez les temps d'attente par jour et par heure.",
          'Que cache la moyenne ? Une bonne moyenne repose souvent sur quelques pics très mauvais, et ce sont eux que les gens retiennent et racontent.',
        ),
        wrong(
          'Les plaintes viennent de quelques personnes qui se plaindraient de toute façon.',
          'Peut-être, mais les écarter sans regarder est exactement ce que la leçon déconseille. Vérifiez le chiffre avant de juger les mécontents.',
        ),
        wrong(
          "L'objectif est trop généreux et doit passer à 10 minutes.",
          "Changer l'objectif ne dit rien de ce que vivent les usagers. Cherchez d'abord ce que cache la moyenne.",
        ),
      ],
    },
    {
      id: 'revenue-growth',
      prompt:
        "Le chiffre d'affaires de votre agence de microfinance a progressé de 25 % cette année, alors que les prix ont augmenté d'environ 30 %. Comment le présentez-vous au conseil ?",
      options: [
        wrong(
          "Comme une forte croissance : 25 %, c'est bien au-dessus de l'objectif de 15 % du réseau.",
          "Avec 30 % d'inflation, 25 % de francs CFA ou de nairas en plus achètent peut-être moins que l'an dernier. Ce n'est pas une vraie croissance.",
        ),
        wrong(
          "Ne pas montrer ce chiffre, puisqu'il paraît mauvais une fois l'inflation prise en compte.",
          "Omettre la comparaison honnête ruine la confiance le jour où quelqu'un d'autre la fait. Montrez-la, avec les mesures qui racontent la vraie histoire.",
        ),
        right(
          "Montrer le chiffre d'affaires à côté de l'inflation, et suivre aussi les volumes : prêts décaissés, clients actifs, remboursements à l'heure.",
          "Quand les prix montent vite, les volumes (unités, clients, prêts) montrent si l'agence grandit vraiment.",
        ),
      ],
    },
  ],
  'a-simple-team-dashboard': [
    {
      id: 'how-many-numbers',
      prompt:
        'Vous construisez un premier tableau de bord pour votre équipe commerciale de 12 personnes. Chaque superviseur veut y ajouter ses indicateurs favoris, et la liste en compte 14. Que faites-vous ?',
      options: [
        wrong(
          'Garder les 14, pour ne froisser personne.',
          "Avec 14 indicateurs, aucun ne retient l'attention, et la mise à jour devient une corvée abandonnée au bout de quelques semaines.",
        ),
        right(
          "S'accorder sur cinq chiffres au plus qui changeraient ce que fait l'équipe cette semaine, dont au moins un sur lequel elle peut encore agir.",
          "Cinq au plus, choisis avec l'équipe, en mêlant indicateurs avancés et résultats, pour qu'elle voie où agir avant que les résultats ne tombent.",
        ),
        wrong(
          "Choisir les chiffres vous-même, puisque c'est vous qui présenterez le tableau à la direction.",
          "Un tableau de bord construit seul est mis à jour par une seule personne, jusqu'à ce qu'elle abandonne. L'équipe doit s'y reconnaître.",
        ),
      ],
    },
    {
      id: 'moving-definition',
      prompt:
        "En mars, votre tableau affichait 340 « clients servis » ; en avril, 610. Vous découvrez qu'en avril l'agence a commencé à compter chaque visite, et non chaque personne. Quelle leçon en tirer ?",
      options: [
        wrong(
          "Avril a été un excellent mois qui mérite d'être salué.",
          "Le bond vient d'un changement de calcul, pas de service. Le saluer apprend à chacun qu'il paie de déplacer les définitions.",
        ),
        wrong(
          'Les tableaux de bord ne sont pas fiables : revenir au rapport mensuel rédigé.',
          "Le tableau n'est pas en cause, c'est la définition qui manque. Une ligne par indicateur suffit à régler le problème.",
        ),
        right(
          'Écrire la définition de chaque chiffre en une ligne, la garder stable et noter tout changement pour pouvoir comparer les mois.',
          "Si ce que l'on compte change chaque mois, aucun mois ne se compare à un autre. La définition en une ligne est l'étape 2 de la construction du tableau.",
        ),
      ],
    },
    {
      id: 'sharing-dashboard',
      prompt:
        'Les agents de terrain de votre équipe lisent le groupe de discussion avec du crédit prépayé. Comment leur faire parvenir le tableau hebdomadaire ?',
      options: [
        right(
          'Un seul lien partagé qui montre toujours la dernière version, et les trois chiffres clés écrits directement dans le message.',
          'Les pièces jointes lourdes coûtent des données chaque semaine. Un lien et les chiffres clés en texte passent même avec une connexion faible.',
        ),
        wrong(
          'Envoyer le fichier mis à jour dans le groupe chaque lundi.',
          'Une nouvelle pièce jointe par semaine consomme les forfaits et crée des versions que personne ne distingue.',
        ),
        wrong(
          "L'imprimer et l'afficher au tableau du bureau.",
          'Les agents de terrain passent rarement au bureau : ils ne le verraient pas au moment utile. Apportez les chiffres là où ils lisent déjà.',
        ),
      ],
    },
  ],
  'innovation-as-a-habit': [
    {
      id: 'sms-reminder',
      prompt:
        "Une chargée de crédit propose d'envoyer un SMS de rappel deux jours avant chaque échéance. Comment tester l'idée de façon juste ?",
      options: [
        wrong(
          "Envoyer le rappel à tous les clients dès le mois prochain et comparer les remboursements avec l'an dernier.",
          "Comparer avec l'an dernier mélange tout ce qui a changé entre-temps. Sans groupe qui ne reçoit rien, impossible de savoir ce qu'a produit le SMS.",
        ),
        right(
          "Envoyer le rappel à la moitié des clients du mois, tirée au hasard, pas à l'autre moitié, et comparer la part qui paie à temps.",
          "C'est la fiche d'expérience : une hypothèse claire, un test juste avec un groupe témoin, une mesure et une date de décision.",
        ),
        wrong(
          "Demander à cinq clients s'ils aimeraient recevoir des rappels.",
          "Ce que les gens disent souhaiter n'est pas ce qu'ils font. Mesurez le comportement : qui a réellement payé à l'échéance.",
        ),
      ],
    },
    {
      id: 'early-results',
      prompt:
        "Quatre jours après le début d'un essai de quatre semaines d'un nouveau système de file d'attente dans votre agence, l'attente a diminué de moitié. Le responsable de zone veut le généraliser tout de suite. Que répondez-vous ?",
      options: [
        wrong(
          "D'accord : le résultat est net et chaque semaine perdue coûte aux clients.",
          "Arrêter tôt parce que les premiers jours sont très bons est une erreur classique : l'effet de nouveauté ou une semaine calme embellissent tout.",
        ),
        wrong(
          "Arrêter l'essai et annoncer le succès dans le rapport du mois.",
          'La date de décision vous protège du bruit des premiers jours. Un résultat qui tient quatre semaines, vous pourrez le défendre.',
        ),
        right(
          "Le laisser aller jusqu'à la date convenue, puis décider de garder, modifier ou abandonner sur le résultat complet.",
          "Deux à quatre semaines suffisent pour voir une vraie différence. Tenez la date de décision prévue avant d'étendre.",
        ),
      ],
    },
    {
      id: 'boss-idea',
      prompt:
        "Votre directeur a une idée de nouveau script d'accueil des clients et vous demande de l'introduire dans toutes les agences. Vous testez à petite échelle les idées de tous les autres. Que faites-vous ?",
      options: [
        right(
          'Proposer de la tester de la même façon : deux agences pendant trois semaines, avec une mesure convenue avec le directeur.',
          "Les idées du chef méritent le même essai loyal que celles des autres. Les dispenser du test apprend à l'équipe que le grade l'emporte sur les preuves.",
        ),
        wrong(
          "La généraliser partout : c'est la décision du directeur.",
          "Peut-être, mais sans test personne ne saura si elle fonctionne, et l'équipe voit que les règles ne valent que pour les juniors.",
        ),
        wrong(
          "L'introduire discrètement dans une agence et la présenter comme un succès.",
          'Sans mesure convenue, impossible de savoir si elle a réussi, et un test caché abîme la confiance dont les expériences ont besoin.',
        ),
      ],
    },
  ],
  'deciding-with-imperfect-data': [
    {
      id: 'two-way-door',
      prompt:
        "Vous devez décider de modifier les horaires d'ouverture de deux agences pendant un mois d'essai. Les données de fréquentation sont lacunaires. Quel degré de précaution cette décision demande-t-elle ?",
      options: [
        wrong(
          'Une étude complète : commander une enquête auprès des clients avant de rien changer.',
          "C'est la prudence qu'exige une porte à sens unique. Un mois d'essai se défait facilement : attendre des semaines des données parfaites coûte plus qu'une erreur.",
        ),
        right(
          "Décider vite avec ce que vous avez, dire votre degré de certitude et fixer une date pour faire le point sur l'essai.",
          "Adaptez la prudence à la porte : une décision que l'on défait à peu de frais mérite de la rapidité, de l'honnêteté sur le doute et un point de contrôle.",
        ),
        wrong(
          "Reporter jusqu'à l'installation des nouveaux compteurs de fréquentation l'an prochain.",
          "Attendre des données parfaites est aussi une décision, souvent la pire. Des éléments suffisants et une date de bilan valent mieux qu'un an de retard.",
        ),
      ],
    },
    {
      id: 'three-ways',
      prompt:
        'Le rapport du district indique que 95 % des postes de santé ont reçu leurs vaccins à temps. Vous avez des doutes. Comment vérifier un chiffre fragile ?',
      options: [
        wrong(
          'Demander confirmation au responsable de district qui a rédigé le rapport.',
          "Une source qui se confirme elle-même n'apporte pas grand-chose. Cherchez des éléments indépendants.",
        ),
        wrong(
          "L'accepter : c'est le chiffre officiel, et le mettre en doute vexerait le district.",
          "Un chiffre officiel peut venir d'un registre papier recopié à la hâte. Vérifier n'est pas accuser, tant que l'on interroge le chiffre et non la personne.",
        ),
        right(
          'Le comparer aux bordereaux de livraison, interroger deux ou trois infirmiers de poste et visiter un poste vous-même.',
          "Les registres, les personnes et l'observation : quand trois sources différentes concordent, le chiffre est fiable ; quand elles divergent, vous avez appris quelque chose.",
        ),
      ],
    },
    {
      id: 'sunk-cost',
      prompt:
        "Un projet informatique a déjà coûté 40 millions de shillings à votre agence et accuse un an de retard. Un responsable déclare : « On ne peut pas arrêter maintenant, après tout ce qu'on a dépensé. » Quel est le raisonnement juste ?",
      options: [
        wrong(
          'Il a raison : arrêter maintenant gaspillerait les 40 millions.',
          "Les 40 millions sont dépensés quoi que vous décidiez. Les laisser guider le choix, c'est le piège de l'argent déjà dépensé.",
        ),
        right(
          'Décider sur ce que rapporteront les prochaines dépenses, comparées aux autres options, quelle que soit la somme déjà engagée.',
          "Seuls les coûts et bénéfices à venir peuvent encore changer. Jugez chaque nouveau shilling sur ce qu'il apporte, et consignez la décision et ses raisons dans le journal des décisions.",
        ),
        wrong(
          'Arrêter immédiatement : un projet en retard est toujours un projet raté.',
          "Une règle toute faite ne vaut pas mieux que le piège de l'argent dépensé. Certains projets en retard valent encore d'être terminés : comparez ce que rapportera la suite.",
        ),
      ],
    },
  ],
  'digital-security-and-trust': [
    {
      id: 'urgent-boss',
      prompt:
        "Votre responsable financière reçoit sur WhatsApp, d'un numéro inconnu avec la photo du directeur général, le message : « En réunion, payez 2 millions à ce fournisseur aujourd'hui, je vous expliquerai. » Que doit-elle faire ?",
      options: [
        wrong(
          "Payer : le directeur est occupé et un retard pourrait embarrasser l'organisation.",
          "L'urgence, le secret et un nouveau numéro sont la signature de l'arnaque la plus connue. Le bon réflexe est de vérifier d'abord, à chaque fois.",
        ),
        right(
          "Appeler le directeur ou son assistante à un numéro qu'elle connaît déjà, et ne rien payer avant confirmation.",
          'Confirmez toujours par un canal de confiance que vous avez déjà. Un vrai directeur ne vous reprochera pas deux minutes de vérification ; un escroc compte sur leur absence.',
        ),
        wrong(
          "Répondre au message en demandant au directeur de confirmer que c'est bien lui.",
          "L'escroc contrôle ce numéro et confirmera volontiers. La vérification doit passer par un contact que vous aviez déjà.",
        ),
      ],
    },
    {
      id: 'shared-password',
      prompt:
        "Les six membres de votre équipe partagent un seul identifiant pour le portail de rapports du bailleur, et le mot de passe figure dans le groupe WhatsApp de l'équipe. Quelle est la première chose à faire ?",
      options: [
        right(
          'Demander des comptes individuels ; si le portail impose un identifiant unique, le garder dans un gestionnaire de mots de passe, le changer maintenant et le retirer du groupe.',
          "Pas de mot de passe partagé : chacun a son propre compte. Quand un outil impose le partage, protégez le mot de passe et changez-le quand quelqu'un part.",
        ),
        wrong(
          'Allonger le mot de passe et publier le nouveau dans le groupe.',
          "Un mot de passe plus fort publié dans une discussion reste lisible par tous ses membres, y compris quelqu'un qui quitte l'équipe avec son téléphone.",
        ),
        wrong(
          "Rien : l'équipe est petite et tout le monde est de confiance.",
          "La confiance n'est pas la question : un téléphone perdu ou un départ exposent le compte, et personne ne sait qui a fait quoi.",
        ),
      ],
    },
    {
      id: 'staff-leaves',
      prompt:
        'Une chargée de programme démissionne et part vendredi. Elle a accès au dossier des données des bénéficiaires et à plusieurs groupes de travail. Quand ses accès doivent-ils prendre fin ?',
      options: [
        wrong(
          'À la fin du mois, une fois son solde de tout compte traité.',
          "Des semaines d'accès après un départ, c'est ainsi que fuient les données. La paie et les accès sont deux démarches distinctes.",
        ),
        wrong(
          "Lors de la prochaine revue des comptes par l'informatique, en général une fois par an.",
          "Une revue annuelle laisse des portes ouvertes pendant des mois. Le retrait des accès fait partie du jour du départ, pas d'un audit.",
        ),
        right(
          'Le jour de son départ : la retirer des dossiers partagés et des groupes, après avoir confié ses fichiers à un collègue.',
          "Retirez les personnes des groupes et des dossiers partagés le jour où elles partent. C'est une protection pour les bénéficiaires, et pour elle aussi.",
        ),
      ],
    },
  ],
  'scaling-what-works': [
    {
      id: 'ready-to-scale',
      prompt:
        "Une nouvelle liste de contrôle pour l'octroi de prêts a réduit les délais dans une agence le mois dernier. Le responsable régional veut l'étendre aux 30 agences dès la semaine prochaine. Que vérifiez-vous d'abord ?",
      options: [
        right(
          "Si cela a fonctionné plus d'une fois, et pourquoi : grâce à la liste, ou à un directeur d'agence particulièrement énergique ?",
          "Un bon mois peut tenir de la chance, et un résultat qui dépend d'une personne voyage mal. Vérifiez les deux avant d'étendre.",
        ),
        wrong(
          "Que la liste soit bien mise en page pour l'impression.",
          'La présentation vient après. Si le résultat ne se répète pas, une liste bien imprimée diffuse un non-résultat.',
        ),
        wrong(
          'Rien : un mois de résultats est une preuve suffisante.',
          "Une seule période dans un seul lieu ne permet pas de distinguer l'effet du changement de la chance ou des personnes en place.",
        ),
      ],
    },
    {
      id: 'whatsapp-scale',
      prompt:
        "Un groupe WhatsApp a aidé huit agents de vulgarisation d'un district à résoudre vite leurs problèmes. Vous voulez l'ouvrir aux 80 agents de la région. Qu'est-ce qui risque de casser ?",
      options: [
        wrong(
          'Rien : le même outil fonctionnera de la même façon, quelle que soit la taille.',
          "Ce qui marche à huit échoue souvent à quatre-vingts. Demandez-vous ce qui casse à plus grande échelle avant d'étendre.",
        ),
        right(
          'Le groupe devient du bruit : prévoir des groupes plus petits, des règles claires ou un autre outil à cette échelle.',
          'Un groupe WhatsApp utile à huit devient du bruit à quatre-vingts. Étendez par étapes et ajustez ce qui ne convient plus.',
        ),
        wrong(
          "Les agents refuseront de le rejoindre parce qu'ils préfèrent l'e-mail.",
          "C'est possible, mais le risque le plus grand et le plus prévisible est le volume : les messages se multiplient avec la taille du groupe.",
        ),
      ],
    },
    {
      id: 'results-story',
      prompt:
        "Vous présentez à votre secrétaire général les résultats d'un changement dans la remontée des rapports. Quelle version raconte le mieux les résultats ?",
      options: [
        wrong(
          '« Le nouveau système a transformé notre culture du reporting et le personnel est très satisfait. »',
          "De grands mots sans chiffres demandent à être crus sur parole. Le récit a besoin d'un avant et d'un après mesurés de la même façon.",
        ),
        wrong(
          '« Nous avons formé 120 agents au nouveau formulaire dans quatre régions. »',
          "C'est compter l'activité, pas le changement. Des formations données ne montrent pas que les rapports arrivent désormais à temps.",
        ),
        right(
          "« Les rapports arrivaient au siège avec 9 jours de retard en moyenne ; avec le formulaire sur téléphone hors connexion, 1 jour sur les 3 derniers mois. Nous demandons à l'étendre à quatre régions. »",
          'Avant, changement, après, et la suite : le même chiffre mesuré de la même façon, et une demande claire.',
        ),
      ],
    },
  ],
};
