// Long on purpose: the first path's course text in French (every module's lesson, practice and question), data rather than code.
import { firstPathMonthsFr } from './months-first.fr';
import type { JourneyContent } from './types';

/*
 * The French of first-path.ts: the same path, slugs, order, minutes and CPD minutes (checked in
 * content-fr.test.ts), the text rewritten for French-speaking business readers rather than
 * translated word for word ("vous", short paragraphs, a space before : ? ! ;). Same Markdown
 * rules as the English: headings from ##, lists, bold, one table; no images, links or HTML.
 * Template literals hold Markdown, so no backticks or placeholders inside. The translations
 * migration seeds it beside the English rows; admins edit the English, which clears the French
 * of each text they change.
 */
export const firstPathFr: JourneyContent = {
  path: 'first',
  months: firstPathMonthsFr,
  modules: [
    {
      slug: 'digital-confidence-starts-with-you',
      title: "L'aisance numérique commence par vous",
      summary:
        "Votre équipe reproduit votre rapport à la technologie. Apprenez à essayer de nouveaux outils devant tous, à apprendre de collègues plus jeunes sans perdre la face, et à montrer l'exemple.",
      body: `## Pourquoi tout commence par vous

Vos collaborateurs observent le leader avant de changer leurs propres habitudes. Si vous imprimez chaque e-mail, si vous demandez à votre assistant de « s'occuper de la partie informatique » ou si vous vous taisez dès qu'on parle d'un nouveau système, votre équipe comprend que le numérique est l'affaire des autres.

Si au contraire vous essayez ouvertement, posez des questions et riez de vos propres erreurs, elle comprend qu'elle peut en faire autant sans risque.

L'aisance numérique ne consiste pas à maîtriser tous les outils. Elle consiste à oser essayer, à apprendre assez vite pour être utile et à savoir demander de l'aide. Une directrice de 55 ans qui apprend à partager un tableur depuis son téléphone fait plus pour la culture numérique de son équipe qu'un jeune expert qui donne à tout le monde l'impression d'être lent.

## Trois habitudes d'un leader à l'aise avec le numérique

### 1. Apprendre devant les autres

Dites à voix haute ce que vous êtes en train d'apprendre : « Cette semaine, j'essaie l'agenda partagé. Si je me trompe, dites-le-moi. » Vous rendez l'essai moins coûteux pour tout le monde. Dans les organisations où un junior ne corrige pas un aîné, votre permission doit être dite, pas supposée.

### 2. Pratiquer le mentorat inversé

Associez-vous à un collègue plus jeune ou plus à l'aise avec le numérique, 20 minutes par semaine. Il vous apprend une chose dont vous avez besoin cette semaine : construire un graphique, créer un formulaire, couper les notifications d'un groupe trop bavard.

Vous lui apprenez en retour ce que vous maîtrisez : préparer un conseil d'administration, lire un budget, apaiser un client mécontent. Présentez-le comme un échange entre collègues, pas comme une faveur, pour que le respect circule dans les deux sens.

### 3. Le faire vous-même une fois

Avant de déléguer une tâche numérique, faites-la vous-même une fois. Soumettez votre note de frais dans l'application. Lisez le rapport mensuel sur votre téléphone avec une connexion faible. Vous comprendrez ce que vous demandez aux autres, le temps que cela prend vraiment et l'endroit où cela coince.

## Là où les leaders se bloquent

- **Attendre la formation.** Le stage officiel est peut-être prévu pour le prochain exercice budgétaire. Dix minutes par jour sur une tâche réelle valent mieux qu'un atelier dans six mois.
- **Se cacher derrière son assistant.** Si tout votre travail numérique passe par une seule personne, vous êtes à l'arrêt dès qu'elle part en congé.
- **Appeler la peur « prudence ».** « Nous devons être prudents » est juste en matière de sécurité. C'est une excuse quand cela veut dire « je ne veux pas avoir l'air ridicule ».
- **Juger un outil dans la première heure.** La plupart des outils semblent malcommodes au début. Donnez-leur leur chance : une tâche réelle pendant une semaine, puis décidez.

## Un exemple concret

Amina dirige le bureau régional d'une ONG de santé dans le nord du Ghana. Les agents de terrain envoient leurs rapports hebdomadaires sur WhatsApp, en photos de formulaires papier, et elle ressaisit les chiffres chaque dimanche soir.

Elle demande à un jeune chargé de données de lui montrer comment créer un formulaire simple qui fonctionne hors connexion sur un téléphone. Il faut deux courtes séances, et elle se trompe une fois devant l'équipe.

À la réunion suivante, elle raconte l'histoire, erreur comprise, et demande qui veut essayer le formulaire. En un mois, trois agents l'utilisent et deux d'entre eux proposent de meilleures questions. Amina a retrouvé ses dimanches soir. L'outil a moins compté que le fait que la responsable montre l'exemple, et qu'on la voie peiner puis persévérer.

## Faites-en une habitude

Choisissez une tâche numérique que vous évitez ou que vous confiez à quelqu'un d'autre. Apprenez-la cette semaine avec l'aide d'un collègue, puis utilisez-la trois fois sur un vrai dossier.

Racontez à votre équipe ce que vous avez appris, y compris ce qui vous a dérouté. Le mois prochain, choisissez-en une autre. De petits pas visibles renforcent davantage la confiance, la vôtre comme celle de votre équipe, qu'un grand saut.`,
      practice: `**Organisez un échange « apprenez-moi » avec votre équipe (30 minutes).**

1. À votre prochaine réunion d'équipe, citez une tâche numérique que vous voulez apprendre, par exemple partager un document pour recueillir des commentaires ou tirer un graphique d'un tableur.
2. Demandez qui peut vous l'apprendre en 10 minutes cette semaine. Remerciez cette personne devant l'équipe.
3. Proposez en retour d'enseigner ce que vous maîtrisez : préparer un conseil d'administration, rédiger un rapport pour un bailleur, gérer un client difficile.
4. Demandez à chacun de noter, sur papier ou dans la discussion de l'équipe, une tâche numérique qu'il aimerait apprendre et une compétence qu'il pourrait transmettre.
5. Formez des binômes pour les deux semaines suivantes et demandez à chacun d'eux un retour d'une phrase à la réunion d'après.`,
      reflectionQuestion:
        "Quelle tâche numérique évitez-vous ou déléguez-vous, et qu'est-ce qui changerait pour votre équipe si vous appreniez à la faire vous-même ?",
      estimatedMinutes: 40,
      cpdMinutes: 35,
    },
    {
      slug: 'choosing-tools-your-team-will-use',
      title: 'Choisir des outils que votre équipe utilisera vraiment',
      summary:
        'Le meilleur outil est celui que votre équipe ouvre chaque jour. Apprenez une grille de cinq questions sur le téléphone, le coût des données, la langue et la propriété des données, et testez avant de déployer.',
      body: `## Partir du travail, pas de l'outil

Beaucoup de projets numériques échouent parce que quelqu'un a vu une démonstration impressionnante. L'outil était bon ; il ne correspondait simplement pas à la façon de travailler de l'équipe, aux téléphones que les gens ont en poche ni aux données qu'ils peuvent se payer.

Partez plutôt d'une tâche pénible : un rapport compilé à la main chaque mois, des validations qui attendent le retour d'une seule personne au bureau, un stock compté sur papier puis saisi deux fois.

Écrivez le problème en une phrase : « Les rapports hebdomadaires des agents de terrain m'arrivent avec quatre jours de retard et je les ressaisis. » Cette phrase vous dit ce qu'un bon outil doit faire, et elle vous évite d'acheter des fonctions dont vous n'avez pas besoin.

## La grille en cinq questions

Avant d'adopter un outil, passez-le au crible de cinq questions.

1. **Pensé pour le téléphone ?** Fonctionne-t-il bien sur le smartphone le moins cher de l'équipe, et pas seulement sur votre ordinateur portable ?
2. **Sobre en données, utilisable hors connexion ?** Peut-on continuer à travailler quand le réseau tombe ou que le courant est coupé, et tout se synchronise-t-il ensuite ? Avec des forfaits prépayés, votre personnel paie chaque téléchargement et chaque mise à jour.
3. **Dans quelle langue ?** Les gens peuvent-ils l'utiliser dans la langue où ils travaillent ? Si les menus sont dans une langue que la moitié de l'équipe lit lentement, l'adoption sera lente elle aussi.
4. **Quel coût complet ?** Licence par utilisateur, données, temps de formation, et ce qui se passe à la fin de l'essai gratuit ou de la subvention du bailleur.
5. **À qui appartiennent les données ?** Pouvez-vous tout exporter dans un format courant, un fichier de tableur par exemple, si vous arrêtez de l'utiliser ? Qui en est l'administrateur ?

## Utiliser ce que les gens utilisent déjà

Votre équipe vit sans doute déjà dans une messagerie, un tableur et le mobile money. Un groupe WhatsApp avec des règles claires, un tableur partagé et un formulaire simple résolvent bien des problèmes avant tout achat. Chaque nouvel outil se dispute l'attention, la mémoire du téléphone et les données.

Mais une messagerie garde mal les traces. Les messages se perdent dans le fil, les collaborateurs partent avec l'historique sur leur téléphone personnel, et personne ne retrouve la décision du mois dernier. Réservez la messagerie à la coordination rapide, et gardez dans un document ou un tableur partagé tout ce que vous devrez retrouver.

## Tester avant de déployer

Demandez à trois personnes d'utiliser l'outil sur un vrai travail pendant deux semaines : un enthousiaste, un sceptique et la personne qui a le téléphone le plus ancien ou la connexion la plus faible. Si cela marche pour eux, cela marchera probablement pour toute l'équipe. À la fin, posez-leur trois questions :

- Pour quoi l'avez-vous utilisé ?
- Qu'est-ce qui vous a gêné ?
- Seriez-vous contrarié si nous le retirions ?

La dernière question est le test le plus honnête. Si personne ne le regretterait, ne le déployez pas.

## Un exemple concret

Au Kenya, la responsable d'une agence de microfinance voulait que ses chargés de prêts cessent de transporter des dossiers papier. L'application du fournisseur exigeait une connexion permanente et consommait beaucoup de données. Pendant le test, l'agent qui couvre les villages ruraux ne pouvait rien envoyer avant d'être revenu en ville.

La responsable a choisi à la place un formulaire qui enregistre sur le téléphone et transmet les données dès que le signal revient. Elle a gardé le dossier papier en secours pendant un mois, puis l'a abandonné. Le démarrage a été plus lent, mais l'équipe a continué à s'en servir.

## Erreurs fréquentes

- **Choisir pour le patron.** L'outil tourne parfaitement sur l'ordinateur du directeur et mal sur le téléphone d'un agent de terrain.
- **Trop d'outils à la fois.** Introduisez un outil à la fois, et abandonnez l'ancienne méthode une fois que la nouvelle fonctionne, sinon les gens feront les deux.
- **Personne aux commandes.** Chaque outil a besoin d'une personne désignée qui ajoute et retire les utilisateurs et répond aux questions du type « comment fait-on pour... ? ».
- **Oublier la sortie.** Les outils gratuits changent leurs conditions. Sachez comment récupérer vos données avant de les y mettre.`,
      practice: `**Passez un outil au crible des cinq questions (40 minutes).**

1. Avec votre équipe, listez les trois tâches qui font perdre le plus de temps chaque semaine. Choisissez-en une.
2. Écrivez le problème en une phrase, comme dans la leçon.
3. Listez les outils dont vous disposez déjà et qui pourraient aider : messagerie, tableurs, formulaires, et tout ce que votre organisation paie déjà.
4. Évaluez l'option la plus prometteuse sur les cinq questions (téléphone, données et hors connexion, langue, coût complet, propriété des données) par oui, en partie ou non.
5. Si elle passe le test, choisissez trois utilisateurs pilotes (un enthousiaste, un sceptique et la personne au téléphone ou à la connexion la plus faible) et inscrivez dans l'agenda une date de bilan à deux semaines.`,
      reflectionQuestion:
        "Quel outil votre équipe est-elle censée utiliser mais évite-t-elle discrètement, et qu'est-ce que cela vous apprend sur la façon dont il a été choisi ?",
      estimatedMinutes: 45,
      cpdMinutes: 40,
    },
    {
      slug: 'asking-better-questions-of-numbers',
      title: 'Culture des données : mieux interroger les chiffres',
      summary:
        "Chaque chiffre répond à une question que quelqu'un a posée un jour. Apprenez cinq questions qui révèlent ce qu'un chiffre veut vraiment dire et quelle décision il devrait changer.",
      body: `## Les chiffres sont des réponses

Chaque chiffre d'un rapport répond à une question que quelqu'un a posée, souvent il y a longtemps. « Nombre de sessions de formation organisées » répond à « Sommes-nous occupés ? », pas à « Les gens font-ils mieux leur travail ? ».

Pour un leader, la culture des données n'est pas une affaire de statistiques. C'est le réflexe de se demander ce que mesure vraiment un chiffre, d'où il vient et quelle décision il devrait changer.

## Cinq questions à poser à tout chiffre

Quand un chiffre arrive sur votre bureau ou dans un groupe de discussion, demandez :

1. **Par rapport à quoi ?** « Les ventes ont atteint 4,2 millions de nairas » ne dit pas grand-chose à lui seul. Par rapport au mois dernier, au même mois l'an passé, à l'objectif ou à une autre agence ?
2. **D'où vient-il ?** Qui l'a collecté, comment et quand ? Un chiffre recopié d'un registre papier tard le vendredi ne vaut pas un chiffre tiré du relevé de mobile money.
3. **Qu'est-ce qui est compté, et qu'est-ce qui est laissé de côté ?** « Clients servis » compte-t-il des personnes ou des visites ? « Personnel formé » inclut-il ceux qui sont partis en cours de route ?
4. **Que cache la moyenne ?** Une attente moyenne de 20 minutes peut cacher une file de deux heures chaque lundi matin.
5. **Et alors ?** Si ce chiffre montait ou baissait, que ferions-nous autrement ? Si la réponse est « rien », arrêtez de le collecter ou arrêtez d'en discuter.

## Compter l'activité ou mesurer le changement

Beaucoup d'équipes, surtout celles qui rendent compte à des bailleurs ou à un siège, comptent des activités : ateliers organisés, dépliants imprimés, visites effectuées. Ce sont des **réalisations**.

Ce qu'un leader doit savoir, c'est le **résultat** : les agriculteurs ont-ils adopté la nouvelle pratique, les remboursements de prêts se sont-ils améliorés, la file d'attente du centre de santé a-t-elle raccourci ? Continuez à rapporter les réalisations qu'on vous demande, et ajoutez une mesure de résultat qui compte vraiment pour vous.

### Un exemple concret

Au Rwanda, un bureau de district de l'éducation annonçait « 120 enseignants formés au nouveau programme ». Le directeur a demandé « par rapport à quoi ? » et « et alors ? ».

L'équipe a ajouté deux questions à ses visites d'écoles habituelles : le nouveau plan de cours est-il utilisé, oui ou non, et combien d'élèves répondent correctement à une question type. Au bout d'un trimestre, les notes de visite montraient que les enseignants formés utilisaient bien plus souvent le plan dans les écoles dont le directeur avait lui aussi suivi la formation.

La session suivante a donc invité les directeurs d'école en premier. Le chiffre qui a changé la décision n'avait jamais été collecté auparavant.

## Les pièges à repérer

- **Les pourcentages de petits nombres.** « Les réclamations ont doublé » peut vouloir dire qu'elles sont passées de deux à quatre.
- **Les dates de départ commodes.** Un graphique qui commence au pire mois fait paraître bonne n'importe quelle tendance.
- **La cause et la coïncidence.** Les agences qui ont plus de personnel vendent davantage, mais peut-être parce qu'elles sont dans de plus grandes villes, pas grâce au personnel.
- **La fausse précision.** Une « satisfaction de 78,43 % » tirée de douze appels n'a rien de précis. Dites plutôt « la plupart des douze clients appelés étaient satisfaits ».
- **L'inflation.** Quand les prix montent vite, une hausse du chiffre d'affaires en cedis, en nairas ou en shillings peut ne traduire aucune croissance réelle. Suivez les volumes (unités vendues, clients servis) en plus des montants.

## Questionner sans accuser

Là où les juniors craignent d'être blâmés, des questions sur les données peuvent sonner comme de la méfiance. Dites pourquoi vous les posez : « Je veux comprendre ce chiffre assez bien pour le défendre devant le conseil. »

Remerciez la personne qui apporte tôt une mauvaise nouvelle. Si chaque chiffre décevant entraîne une sanction, vous ne recevrez bientôt plus que de bons chiffres, et ils ne seront pas vrais.

## En faire une routine

Inutile d'interroger chaque chiffre chaque semaine. Choisissez les deux ou trois chiffres qui pèsent sur vos plus grandes décisions, et assurez-vous que chaque personne qui les rapporte sait répondre aux cinq questions.

Écrivez les réponses une fois pour toutes, en une courte définition à côté du chiffre, pour que la prochaine personne qui reprendra le rapport le mesure de la même façon.`,
      practice: `**Animez une séance de 30 minutes pour « interroger le chiffre ».**

1. Choisissez un chiffre que votre équipe rapporte chaque mois : ventes, dossiers clos, bénéficiaires touchés, taux de présence.
2. Présentez-le à l'équipe, sur un tableau de papier ou dans la discussion de l'équipe.
3. Passez ensemble les cinq questions : par rapport à quoi, d'où il vient, ce qui est compté et laissé de côté, ce que cache la moyenne, et alors.
4. Notez tout ce dont personne n'est sûr, avec le nom de la personne qui ira vérifier d'ici la semaine prochaine.
5. Convenez d'un changement : une comparaison à ajouter, une définition à écrire ou une mesure de résultat à commencer à collecter.
6. Demandez à un collègue junior d'animer la même séance sur un autre chiffre le mois prochain.`,
      reflectionQuestion:
        'Quel chiffre regardez-vous le plus souvent au travail, et quelle décision a-t-il réellement changée au cours des trois derniers mois ?',
      estimatedMinutes: 40,
      cpdMinutes: 35,
    },
    {
      slug: 'a-simple-team-dashboard',
      title: "Un tableau de bord d'équipe simple, à partir d'un tableur",
      summary:
        "Une page, cinq chiffres au plus, mise à jour chaque semaine. Construisez un tableau de bord dans un tableur partagé lisible sur téléphone, et servez-vous-en lors d'un point hebdomadaire de 15 minutes.",
      body: `## Pourquoi un tableau de bord, et pourquoi simple

Un tableau de bord est une page qui montre à votre équipe, chaque semaine, les quelques chiffres qui disent si vous êtes sur la bonne voie. Il remplace le long rapport que personne ne lit et les messages « merci de m'envoyer les chiffres ».

Pas besoin de logiciel spécialisé : un tableur partagé qui s'ouvre sur un téléphone suffit pour commencer, et il se modifie facilement à mesure que vous découvrez ce qui compte.

## Étape 1 : choisir cinq chiffres au plus

Partez de l'objectif de l'équipe, pas des données que vous avez sous la main. Pour chaque objectif, choisissez un **indicateur avancé**, quelque chose que l'équipe fait et peut influencer cette semaine, et un **indicateur de résultat**, le résultat qui en découle plus tard.

- L'équipe commerciale d'un distributeur de crédit téléphonique : visites de points de vente effectuées (avancé) ; ventes par point de vente (résultat).
- Le service des admissions d'une université : dossiers de candidature traités en cinq jours (avancé) ; étudiants inscrits avant la date limite (résultat).

Cinq chiffres, c'est la limite. Au-delà, plus personne ne regarde.

## Étape 2 : définir chaque chiffre en une ligne

Ajoutez un onglet de définitions. Pour chaque indicateur, écrivez ce qu'il est, qui le saisit, d'où il vient et quand il est mis à jour : « Visites de points de vente : visites enregistrées par chaque commercial dans le formulaire de visite, du lundi au dimanche, totalisées par le chef d'équipe le lundi avant 10 h. »

La plupart des disputes sur les chiffres sont des disputes sur les définitions. Tranchez-les une fois pour toutes, par écrit.

## Étape 3 : construire la feuille

Restez sobre :

- Un onglet **données brutes**, avec une ligne par saisie : date, personne, indicateur, valeur. Ne tapez jamais les totaux à la main : une formule SOMME.SI.ENS par indicateur et par semaine les calcule, et personne ne peut arrondir un chiffre en douce.
- Un onglet **tableau de bord** avec, pour chaque indicateur, cette semaine, la semaine dernière et l'objectif.
- Au plus un petit graphique par indicateur. Une courbe sur douze semaines en dit plus qu'un camembert coloré.

| Indicateur | Semaine dernière | Cette semaine | Objectif |
|---|---|---|---|
| Visites de points de vente | 210 | 245 | 250 |
| Ventes par point de vente (milliers de KSh) | 38 | 41 | 45 |

Rendez-le lisible sur un petit écran : peu de colonnes, des chiffres en grand, pas de cellules fusionnées. Ouvrez-le sur le plus vieux téléphone de l'équipe avant de le partager.

## Étape 4 : rendre la mise à jour indolore

Le plus grand risque, c'est que personne ne le mette à jour. Réduisez l'effort : un court formulaire sur téléphone qui alimente l'onglet des données brutes, un horaire fixe chaque semaine et une personne désignée qui relance les saisies manquantes.

Décidez à l'avance de ce qui se passe en cas de coupure de courant ou de réseau : chacun note ses chiffres sur papier et les saisit dès qu'il le peut, pour qu'un trou ne devienne pas une excuse.

## Étape 5 : s'en servir chaque semaine

Un tableau de bord n'a de valeur que s'il change la conversation. Ouvrez chaque semaine la même courte réunion avec lui :

1. Qu'est-ce qui atteint l'objectif, et qu'avons-nous fait pour y arriver ?
2. Qu'est-ce qui reste en dessous, et qu'allons-nous essayer cette semaine ?
3. Qui a besoin d'aide ?

Tenez-vous-en à 15 minutes. Félicitez en groupe, et parlez des chiffres faibles d'une personne avec elle en privé, pas devant tout le monde.

## Erreurs fréquentes

- **Le construire seul.** Un beau tableau de bord que personne n'a demandé est mis à jour par une seule personne, jusqu'à ce qu'elle abandonne.
- **Seulement des indicateurs de résultat.** L'équipe découvre les résultats quand il est trop tard pour agir.
- **Des définitions mouvantes.** Si ce que vous comptez change chaque mois, aucune semaine ne se compare à une autre.
- **Des pièces jointes lourdes.** N'envoyez pas le fichier dans le groupe chaque semaine. Partagez un seul lien, et tapez les trois chiffres clés dans le message pour les collègues à court de données.`,
      practice: `**Ébauchez le premier tableau de bord de votre équipe en une réunion (40 minutes).**

1. Écrivez en haut d'une page l'objectif principal de l'équipe pour ce trimestre.
2. Demandez à l'équipe de proposer des indicateurs. Gardez-en cinq au plus, dont au moins deux indicateurs avancés.
3. Rédigez une définition d'une ligne pour chacun : ce qu'il est, qui le saisit, d'où il vient, quand il est mis à jour.
4. Construisez les onglets de données brutes et de tableau de bord dans un tableur partagé, ou sur un tableau de papier si vous n'avez pas de connexion aujourd'hui.
5. Saisissez les chiffres de la semaine dernière, même approximatifs.
6. Fixez le jour et l'heure du point hebdomadaire de 15 minutes, et qui met les données à jour avant.`,
      reflectionQuestion:
        "Parmi les indicateurs de votre tableau de bord, lesquels votre équipe peut-elle influencer cette semaine, et lesquels ne vous disent qu'après coup où vous en êtes ?",
      estimatedMinutes: 45,
      cpdMinutes: 40,
    },
    {
      slug: 'innovation-as-a-habit',
      title: "L'innovation comme habitude : mener de petites expériences",
      summary:
        "Les équipes qui progressent sans cesse testent leurs idées en petit et à moindre coût, sur leur vrai travail. Apprenez à remplir une fiche d'expérience, à comparer honnêtement et à tirer profit d'une idée qui échoue.",
      body: `## Une habitude, pas un événement

Beaucoup d'organisations traitent l'innovation comme un événement : un concours d'idées, un séminaire, l'atelier d'un consultant. À la fin du mois, l'élan est retombé.

Les équipes qui progressent sans cesse font quelque chose de plus modeste et de plus régulier. Elles mènent des expériences rapides et peu coûteuses sur leur vrai travail, en tirent des leçons et décident.

Une petite expérience permet de savoir si une idée fonctionne avant d'y engager le budget. Elle a une question, une durée courte, une mesure et une décision à la fin.

## La fiche d'expérience

Écrivez chaque expérience sur une fiche, sur papier ou dans une note de votre téléphone, en cinq lignes :

1. **Nous pensons que...** envoyer un SMS de rappel de paiement deux jours avant l'échéance
2. **...permettra...** qu'un plus grand nombre de clients paient à temps.
3. **Nous le testerons en...** envoyant le rappel à la moitié des clients de ce mois, tirés au sort, et pas à l'autre moitié.
4. **Nous mesurerons...** la part de chaque groupe qui paie avant l'échéance.
5. **Nous déciderons d'ici...** la fin du mois : garder, modifier ou abandonner.

L'écrire avant de commencer évite le travers le plus courant : décider après coup que, quoi qu'il se soit passé, c'était un succès.

## Petite, sans risque et courte

- **Petite :** un échantillon de clients, une agence, une équipe de quart, une classe.
- **Sans risque :** rien qui puisse nuire à un client, enfreindre une règle ou mettre en jeu l'emploi de quelqu'un. Si elle échoue, le coût doit se limiter à un peu de temps et à une leçon.
- **Courte :** deux à quatre semaines. Assez pour voir une différence, assez peu pour garder l'attention.

Comparez toujours avec quelque chose : la même mesure avant le changement, ou un groupe semblable qui n'en a pas bénéficié. Sans comparaison, vous ne pouvez pas distinguer l'effet de votre idée de celui de la saison, d'un jour férié ou d'une pénurie de carburant.

## Tirer profit de l'échec

Dans beaucoup d'organisations, une idée qui échoue met dans l'embarras la personne qui l'a proposée, surtout si elle est junior. Changez de vocabulaire.

Une expérience qui montre qu'une idée ne marche pas a rempli son rôle : elle vous a épargné une erreur plus grande et plus coûteuse. Demandez « qu'avons-nous appris ? » avant « de qui venait cette idée ? », et partagez ce qui n'a pas marché aussi ouvertement que ce qui a marché.

## Un exemple concret

À Abidjan, une quincaillerie familiale connaissait des après-midi creux en semaine. La plus jeune gérante a proposé de publier des photos des nouveaux arrivages dans le statut WhatsApp de la boutique, à midi, le mardi et le jeudi. Le propriétaire, son oncle, était sceptique.

Ils ont convenu d'une expérience de trois semaines : des publications ces deux jours-là, aucune les autres jours de semaine, et un bâton tracé sur une feuille chaque fois qu'un client mentionnait une publication.

Les ventes de l'après-midi ont été plus élevées les jours de publication, et la plupart des clients qui parlaient d'une publication demandaient la même gamme de produits : les lampes solaires. L'expérience suivante s'est concentrée sur cette gamme. Le respect a été préservé des deux côtés : l'oncle a gardé la décision, et sa nièce a apporté des preuves plutôt que des opinions.

## Installer le rythme

- Tenez une **liste d'idées** que toute l'équipe peut compléter, y compris le personnel de terrain, les chauffeurs et les agents d'entretien, qui voient souvent les problèmes en premier.
- Menez une ou deux expériences à la fois, pas dix.
- Faites le point à date fixe chaque mois : garder, modifier ou abandonner.
- Citez nommément la personne qui a eu l'idée, que l'expérience ait réussi ou non.

## Erreurs fréquentes

- **Changer plusieurs choses à la fois**, si bien que vous ne savez plus laquelle a fait la différence.
- **S'arrêter trop tôt** parce que les premiers jours semblent très bons ou très mauvais.
- **Mesurer ce qui est facile** plutôt que ce qui compte.
- **Dispenser de test l'idée du plus haut placé.** Les idées du patron méritent le même examen loyal que celles des autres.`,
      practice: `**Lancez une expérience cette semaine (30 minutes de préparation).**

1. Demandez à votre équipe : « Quel petit changement rendrait notre travail plus rapide, moins cher ou meilleur pour les personnes que nous servons ? » Recueillez des idées pendant 10 minutes sans en juger aucune.
2. Choisissez une idée petite, sans risque et courte.
3. Remplissez ensemble la fiche d'expérience : nous pensons que, permettra, nous le testerons en, nous mesurerons, nous déciderons d'ici.
4. Désignez un responsable, idéalement la personne qui a proposé l'idée, et convenez de la comparaison : un chiffre « avant » ou un groupe qui ne reçoit pas le changement.
5. Inscrivez la date de décision dans l'agenda de l'équipe et examinez le résultat ensemble ce jour-là.`,
      reflectionQuestion:
        'Quelle idée de votre équipe avez-vous écartée sans la tester, et quelle petite expérience montrerait si vous aviez raison ?',
      estimatedMinutes: 40,
      cpdMinutes: 35,
    },
    {
      slug: 'deciding-with-imperfect-data',
      title: 'Décider avec des données imparfaites',
      summary:
        "Les données seront en retard, incomplètes ou consignées dans un carnet. Apprenez à proportionner votre prudence à la réversibilité d'une décision, à recouper les chiffres fragiles et à dire à quel point vous êtes sûr de vous.",
      body: `## Vous n'aurez jamais toutes les données

Les données que vous voulez sont souvent incomplètes, en retard ou dans le carnet de quelqu'un. Les statistiques officielles datent de plusieurs années, les rapports des agences arrivent après l'échéance de la décision, et le système est resté en panne une semaine.

Attendre des données parfaites est déjà une décision, et généralement une décision coûteuse. Les bons leaders décident avec ce qu'ils ont, disent à quel point ils sont sûrs et prévoient d'en apprendre davantage.

## Adapter la prudence au type de porte

Certaines décisions sont des **portes à sens unique** : difficiles ou coûteuses à défaire, comme fermer une agence, signer un bail de cinq ans ou se séparer de collaborateurs. D'autres sont des **portes à double sens** : faciles à inverser, comme changer le jour d'une réunion, essayer un nouvel itinéraire de livraison ou reformuler un message aux clients.

- Pour les portes à double sens, décidez vite avec les données disponibles, et observez ce qui se passe.
- Pour les portes à sens unique, prenez le temps de réunir davantage d'éléments, de tester l'hypothèse la plus risquée et de consulter largement.

Beaucoup d'équipes font l'inverse : elles débattent pendant des semaines de petits choix réversibles et bâclent les grands.

## Recouper les chiffres fragiles

Quand un chiffre est mince, confrontez-le à deux autres types d'éléments :

- **Les registres :** le système de ventes, les relevés de mobile money, les feuilles de présence.
- **Les personnes :** ce que vous disent le personnel de terrain, les clients ou les responsables communautaires.
- **L'observation :** allez voir. Faites la queue, parcourez le marché, passez une heure avec l'équipe du centre d'appels.

Si les trois vont dans le même sens, agissez avec confiance. S'ils se contredisent, ce désaccord est votre découverte la plus utile.

### Un exemple concret

Au Sénégal, la directrice régionale d'une banque a vu baisser les inscriptions à l'application mobile dans deux agences. Les données étaient minces : deux mois, de petits nombres.

Elle a appelé les deux chefs d'agence (les personnes), consulté le journal des pannes réseau (les registres) et demandé à un collègue de passer une matinée au guichet d'inscription de chaque agence (l'observation). Le personnel demandait aux clients de télécharger l'application via le wifi de l'agence, qui avait été coupé par mesure d'économie.

Rallumer le wifi aux guichets d'inscription coûtait peu et se défaisait facilement. Elle l'a fait dans la semaine, puis a vérifié les inscriptions du mois suivant.

## Dire à quel point vous êtes sûr

Quand vous annoncez une décision, dites ce que vous savez, ce que vous ignorez et quand vous ferez le point : « Sur la base de trois mois de chiffres et de ce que nous disent les chefs d'agence, nous passons les livraisons au mercredi. Nous sommes moins sûrs pour les tournées rurales, alors nous ferons le point dans six semaines. »

Si la décision change plus tard, les gens y voient un apprentissage, pas un leader qui change d'avis au hasard.

## Attention à ces pièges

- **La voix la plus haut placée.** Dans beaucoup de réunions, l'avis le plus gradé ou le plus assuré l'emporte avant même que les éléments soient examinés. Demandez aux collègues juniors de parler en premier, ou recueillez les avis par écrit avant la discussion.
- **Le premier chiffre.** Le premier nombre cité influence tout ce qui suit, même quand ce n'était qu'une supposition.
- **Ne chercher que ce qui confirme.** Demandez « que verrions-nous si nous nous trompions ? », puis allez le chercher.
- **L'argent déjà dépensé.** Ce qu'un projet a coûté jusqu'ici est perdu. Décidez en fonction de ce que la prochaine dépense rapportera.

## Tenir un journal des décisions

Notez chaque décision importante dans un journal simple : la date, la décision, les éléments utilisés, votre degré de confiance et la date du prochain point. Relisez-le tous les six mois. Vous en apprendrez plus sur votre propre jugement qu'avec n'importe quelle formation.`,
      practice: `**Menez un « pré-mortem » sur une décision (30 minutes).**

1. Choisissez une décision que votre équipe doit prendre dans le mois qui vient.
2. Dites : « Imaginons que nous sommes dans six mois et que cette décision a échoué. Pourquoi a-t-elle échoué ? »
3. Laissez à chacun cinq minutes pour écrire ses réponses seul, sur papier ou dans un message privé qui vous est adressé, pour que la voix la plus haut placée ne donne pas le ton.
4. Lisez les raisons à voix haute sans dire qui les a écrites, et regroupez celles qui se ressemblent.
5. Pour les deux raisons les plus probables, convenez du chiffre ou de la vérification qui vous alerterait tôt.
6. Consignez la décision, votre degré de confiance et la date du point dans un journal des décisions.`,
      reflectionQuestion:
        "Pensez à une décision que vous avez retardée en attendant de meilleures données : que vous a coûté ce retard, et qu'est-ce qui aurait suffi pour agir ?",
      estimatedMinutes: 40,
      cpdMinutes: 35,
    },
    {
      slug: 'digital-security-and-trust',
      title: 'Sécurité numérique et confiance : les bases pour votre équipe',
      summary:
        'Dans les petites équipes, la plupart des incidents viennent des habitudes, pas de pirates de génie. Apprenez à reconnaître les arnaques courantes, cinq règles de base pour chaque téléphone et chaque compte, et comment rendre le signalement sans danger.',
      body: `## La sécurité est l'affaire du leader

À mesure que votre équipe fait passer son travail par les téléphones, les groupes de discussion et les fichiers partagés, elle y déplace aussi les risques : coordonnées des clients, salaires, listes de bénéficiaires, codes PIN de mobile money.

Dans les petites équipes, la plupart des incidents ne relèvent pas du piratage de haut vol. Ce sont un téléphone perdu sans verrouillage, un mot de passe partagé, un tableur transféré au mauvais groupe, ou un collègue piégé par un message convaincant. Ce sont des habitudes, et les habitudes sont l'affaire du leader.

## Les arnaques que votre équipe rencontrera

Assurez-vous que chacun reconnaît les scénarios courants :

- **Le message urgent du patron.** Il semble venir d'un directeur, souvent depuis un nouveau numéro avec sa photo, et réclame un virement urgent, du crédit téléphonique ou un code : « Je suis en réunion, faites-le tout de suite. »
- **La demande de code à usage unique.** Un interlocuteur se présente comme la banque ou l'opérateur de mobile money et demande le code qui vient d'arriver par SMS. Aucun vrai prestataire ne le demande.
- **Les coordonnées bancaires modifiées.** Un fournisseur « a un nouveau compte ». Vérifiez en appelant un numéro que vous connaissez déjà, jamais celui du message.
- **Le gain ou l'offre d'emploi** qui exige de cliquer sur un lien ou de payer des frais.

Adoptez une règle en équipe : **toute demande d'argent, de code ou de mot de passe est vérifiée en rappelant un numéro déjà connu, quel que soit le rang de l'expéditeur.** Dites ensuite clairement que vous ne serez jamais vexé d'être vérifié.

Là où l'on apprend au personnel à ne pas contredire les aînés ou les supérieurs, il doit l'entendre de votre bouche. Sinon, personne n'osera mettre en doute un message qui ressemble au vôtre.

## Cinq règles de base pour toute équipe

1. **Verrouillez chaque téléphone et chaque ordinateur** avec un code PIN ou un mot de passe, et activez la localisation et l'effacement à distance quand l'appareil le permet.
2. **Activez la validation en deux étapes** pour la messagerie électronique, l'application de discussion et chaque système financier ou lié à un bailleur.
3. **Aucun mot de passe partagé.** Chacun a son propre compte. Quand un outil impose le partage, conservez le mot de passe dans un gestionnaire de mots de passe et changez-le quand quelqu'un s'en va.
4. **Installez les mises à jour** quand elles sont proposées ; beaucoup corrigent des failles de sécurité. Si les données coûtent cher, convenez de faire les mises à jour sur le wifi du bureau.
5. **Sauvegardez** les fichiers importants ailleurs que sur le téléphone ou l'ordinateur d'une seule personne.

## Respecter les données personnelles

Beaucoup de pays africains, dont le Nigeria, le Kenya, l'Afrique du Sud, le Ghana et le Rwanda, ont des lois sur la protection des données. Demandez à votre juriste ou à votre responsable de la conformité quelle loi s'applique à vous. L'esprit est partout le même :

- **Ne collectez que le nécessaire.** Si vous n'utilisez jamais le numéro de pièce d'identité d'un bénéficiaire, ne le demandez pas.
- **Ne partagez qu'avec ceux qui en ont besoin.** Les listes de clients et les fiches de paie n'ont rien à faire dans un groupe de discussion.
- **Supprimez ce dont vous n'avez plus besoin**, et retirez les personnes des groupes et des dossiers partagés le jour même de leur départ.

## Quand un incident survient

Des erreurs se produiront. Ce qui compte, c'est qu'on les signale vite. Quand quelqu'un vous dit avoir cliqué sur un lien piégé ou perdu un téléphone, remerciez-le d'abord, puis agissez : changez les mots de passe, bloquez les comptes, prévenez l'équipe.

Si le signalement entraîne des reproches, le prochain incident restera caché jusqu'à devenir bien plus grave.

### Un exemple concret

En Afrique du Sud, la responsable financière d'une faculté a reçu sur WhatsApp, depuis un numéro inconnu affichant la photo du vice-doyen, un message réclamant un paiement urgent à un lieu de conférence.

La faculté avait adopté la règle du rappel lors d'une réunion du personnel ; elle a donc appelé le vice-doyen sur son numéro habituel. Il était en cours et n'était au courant de rien. Elle a publié une alerte dans le groupe du personnel, et deux collègues ont répondu qu'ils avaient reçu le même message le matin même. Personne n'a payé.`,
      practice: `**Tenez un point sécurité de 20 minutes.**

1. Montrez à l'équipe un message d'arnaque, un vrai dont vous avez retiré les informations personnelles ou un exemple typique, et demandez ce qui le trahit.
2. Adoptez la règle du rappel pour toute demande d'argent, de code ou de mot de passe, et dites à voix haute que vous êtes content d'être vérifié.
3. Demandez à chacun de vérifier son téléphone tout de suite : verrouillage de l'écran activé, validation en deux étapes activée pour la messagerie professionnelle et l'application de discussion. Proposez votre aide à ceux qui bloquent.
4. Listez les mots de passe partagés et les groupes de discussion qui contiennent des données sensibles, et convenez de qui corrige chaque point, et pour quand.
5. Convenez de la personne à qui signaler une erreur, et promettez que le signalement ne sera pas sanctionné.`,
      reflectionQuestion:
        'Si demain un message convaincant à votre nom demandait un virement urgent à un collègue junior, que ferait-il, et comment le savez-vous ?',
      estimatedMinutes: 30,
      cpdMinutes: 25,
    },
    {
      slug: 'scaling-what-works',
      title: 'Étendre ce qui marche et raconter les résultats',
      summary:
        "Un succès dans une équipe n'est pas encore votre façon de travailler. Apprenez à vérifier qu'une idée est prête à se diffuser, à l'étendre par étapes et à présenter les résultats avec un avant et un après clairs.",
      body: `## D'un bon résultat à notre façon de travailler

À ce stade, votre équipe a essayé de nouveaux outils, construit un tableau de bord et mené des expériences. Certaines ont marché.

Le plus difficile reste à faire : transformer un succès en façon normale de travailler, dans votre équipe ou au-delà, sans perdre ce qui l'a fait marcher.

## Vérifier qu'il est prêt à être étendu

Avant de déployer quoi que ce soit, posez quatre questions :

1. **A-t-il marché plus d'une fois ?** Un bon mois peut relever de la chance. Cherchez le même résultat sur une deuxième période, dans une autre agence ou un autre groupe.
2. **Savons-nous pourquoi il a marché ?** S'il reposait sur une seule personne très énergique, il risque de ne pas lui survivre.
3. **De quoi a-t-il besoin ?** Forfaits de données, appareils, temps, ligne budgétaire, un responsable qui soutient la démarche. La prochaine équipe en disposera-t-elle ?
4. **Qu'est-ce qui casse à plus grande échelle ?** Un groupe WhatsApp qui fonctionne à huit devient du bruit à quatre-vingts. Un tableur adapté à une agence peut exiger un vrai formulaire pour dix.

## Étendre par étapes

Passez d'une équipe à deux ou trois, pas directement à toutes. Choisissez des lieux différents du premier : une agence rurale aussi bien qu'une agence urbaine, une équipe dirigée par un sceptique aussi bien qu'une autre menée par un convaincu.

Adaptez ce qui doit l'être, comme la langue, le calendrier ou les téléphones des gens, et gardez le cœur de ce qui a fait le succès.

## Écrire un guide que les gens lisent vraiment

Résumez ce cœur dans un guide d'une page :

- **Le problème** qu'il résout, en une phrase.
- **Les étapes**, numérotées, dans l'ordre où on les fait.
- **À quoi ressemble la réussite :** l'indicateur et l'objectif.
- **Les problèmes fréquents** et que faire pour chacun.
- **Un contact** qui l'a déjà fait.

Partagez-le en texte simple dans un message, ou en court message vocal pour les équipes qui préfèrent écouter, plutôt qu'en lourd document.

## Raconter les résultats

Les résultats ne parlent pas d'eux-mêmes. Votre conseil d'administration, votre bailleur, votre siège ou votre communauté doit comprendre ce qui a changé et pourquoi c'est important. Suivez quatre temps : **avant, changement, après, suite**.

- **Avant :** la situation, chiffrée. « Les rapports mensuels arrivaient au siège avec neuf jours de retard en moyenne. »
- **Changement :** ce que vous avez fait, en mots simples. « Nous avons remplacé les tableurs envoyés par e-mail par un formulaire sur téléphone qui fonctionne hors connexion. »
- **Après :** le même chiffre, mesuré de la même façon. « Au cours des trois derniers mois, les rapports sont arrivés avec un jour de retard en moyenne. »
- **Suite :** ce que vous demandez. « Nous demandons l'autorisation d'utiliser le formulaire dans les quatre autres régions. »

Ajoutez une courte histoire humaine : l'agent de terrain qui ne passe plus ses dimanches à ressaisir des formulaires, la commerçante qui a obtenu un prêt en deux jours au lieu de deux semaines. Le chiffre capte l'attention ; l'histoire est ce que les gens retiennent et répètent.

## Être honnête sur les limites

Dites ce qui n'a pas marché et ce dont vous n'êtes pas sûr. Les conseils d'administration et les bailleurs font davantage confiance à un leader qui présente un résultat mitigé mais honnête qu'à celui qui n'annonce que des triomphes.

N'attribuez pas toute l'amélioration à votre changement si d'autres choses ont changé aussi, comme une nouvelle politique ou une bonne récolte. « Nous pensons que le formulaire a été la principale raison, car les régions qui ne l'avaient pas ne se sont pas améliorées » est plus solide qu'une affirmation que vous ne pouvez pas étayer.

## Partager le mérite

Citez les personnes qui ont fait réussir le projet, en particulier les juniors et celle qui a eu l'idée la première. Des remerciements publics venant d'un haut responsable pèsent lourd dans la plupart des organisations, et ils montrent à tous ceux qui regardent qu'ici, essayer de nouvelles choses est récompensé.`,
      practice: `**Rédigez votre récit de résultats sur une page (40 minutes).**

1. Choisissez un changement de ce parcours qui a marché : un outil, un tableau de bord ou une expérience.
2. Avec votre équipe, rédigez l'avant, le changement, l'après et la suite, avec le même indicateur avant et après.
3. Ajoutez une courte histoire humaine et le nom des personnes qui ont permis le succès, avec leur accord.
4. Ajoutez une chose qui n'a pas marché ou dont vous n'êtes pas encore sûr.
5. Partagez-le ce mois-ci avec un public (votre responsable, le conseil d'administration, un bailleur ou une équipe voisine) et demandez-lui ce dont il aurait besoin pour l'adopter.`,
      reflectionQuestion:
        "Quel résultat obtenu par votre équipe cette année mériterait d'être connu au-delà de l'équipe, et qu'est-ce qui vous a empêché jusqu'ici de le raconter ?",
      estimatedMinutes: 45,
      cpdMinutes: 40,
    },
  ],
  capstoneBrief: `## Menez une amélioration numérique avec votre équipe

Choisissez dans le travail de votre équipe un vrai problème que des données ou un outil numérique pourraient améliorer : rapports en retard, validations lentes, stock perdu, longues files d'attente, relances oubliées. Conduisez le changement avec votre équipe sur quatre à huit semaines, en vous appuyant sur ce que vous avez appris dans ce parcours.

Votre dossier, deux pages de texte au plus avec des liens vers les fichiers que vous souhaitez partager, couvre :

1. **Le problème :** ce qui n'allait pas, qui était concerné et pourquoi c'était important.
2. **La mesure avant :** un chiffre, comment vous l'avez collecté et sur quelle période.
3. **Ce que vous avez changé :** l'outil, le processus ou l'expérience, et comment vous avez associé l'équipe, sceptiques compris.
4. **La mesure après :** le même chiffre, mesuré de la même façon, et tout autre élément, comme ce qu'ont dit le personnel ou les clients.
5. **Ce que vous avez appris :** ce qui a marché, ce qui n'a pas marché et ce que vous feriez autrement.
6. **La suite :** garder, étendre ou arrêter, et pourquoi.

N'y mettez aucune donnée personnelle de clients ou de collègues. Un résultat modeste et honnête, avec des enseignements clairs, vaut mieux qu'une affirmation ambitieuse que vous ne pouvez pas étayer.`,
  webinar: {
    title: "Piloter par les données avec un petit budget : votre premier tableau de bord d'équipe",
    description:
      "Venez avec un chiffre que votre équipe rapporte chaque mois. Pendant cette session en direct, vous le passez au crible des cinq questions du parcours, vous l'associez à un indicateur avancé que votre équipe peut influencer et vous esquissez un tableau de bord d'une page, dans un tableur lisible sur téléphone. Vous repartez avec une ébauche de tableau de bord et un plan pour votre premier point hebdomadaire de 15 minutes.",
    durationMinutes: 75,
    cpdMinutes: 75,
  },
};
