// Long on purpose: course text (three lessons, their practice and questions), data rather than code.
import type { ModuleContent } from './types';

/*
 * The French of second-path-added.ts: the same slugs, minutes and Markdown structure (checked in
 * second-path-fr.test.ts), written for French-speaking business readers ("vous", short paragraphs).
 */

export const changeReadinessCheckFr: ModuleContent = {
  slug: 'change-readiness-check',
  title: 'Avant de lancer : vérifiez que votre équipe est prête à changer',
  summary:
    "Un bon changement lancé au mauvais moment échoue comme un mauvais. Cinq questions vous disent si votre équipe peut s'y engager maintenant, et ce qu'il faut régler d'abord sinon.",
  body: `## Être prêt n'est pas la même chose qu'être d'accord

Les responsables se demandent souvent si leur équipe veut le changement. Une meilleure première question est de savoir si l'équipe **peut** s'y engager maintenant. Une équipe de bonne volonté mais déjà débordée abandonnera quand même la nouvelle façon de faire dès la première échéance qui presse.

La préparation se vérifie avant le lancement, en un après-midi, avec cinq questions.

## Cinq questions à poser avant de commencer

1. **Le problème est-il ressenti ?** Les personnes qui doivent changer ressentent-elles le problème que le changement résout, ou seulement vous et le siège ? Si personne sur le terrain ne se plaint de l'ancienne façon de faire, commencez par montrer ce qu'elle coûte, pas par annoncer la nouvelle.
2. **Y a-t-il de la place ?** Qu'est-ce qui change d'autre au même moment ? La clôture de fin d'année, un audit, un rapport pour un bailleur, la saison des récoltes, le ramadan, une période électorale : chacun mobilise l'attention. Un changement qui arrive pendant le trimestre le plus chargé de l'année part avec un handicap.
3. **Qu'a appris l'équipe du dernier changement ?** Si les trois dernières initiatives ont été lancées avec enthousiasme puis abandonnées en silence, votre équipe a appris qu'attendre suffit. Il vous faudra un premier résultat, rapide et visible, pour prouver que cette fois est différente.
4. **Qui porte le changement au-dessus de vous ?** Le directeur qui l'a demandé sera-t-il encore visible dans trois mois, quand ce sera difficile ? Un changement dont le commanditaire disparaît après le lancement devient le projet personnel du chef d'équipe.
5. **Quel est le plus petit premier pas ?** L'équipe peut-elle essayer le changement dans une unité, sur un produit ou pendant une semaine avant que tout le monde bascule ? Un petit premier pas réduit le risque pour ceux qui doutent.

Notez chaque question honnêtement : vert, orange ou rouge. Deux rouges ne veulent pas toujours dire qu'il faut renoncer. Ils vous disent sur quoi travailler avant la date de lancement, ou comment dimensionner le premier pas.

## Exemple concret

Aïssatou dirige le service client d'un opérateur télécom à Dakar. Son directeur voulait que chaque réclamation soit enregistrée dans un nouvel outil de tickets dès le premier du mois. Elle a passé les cinq questions en revue avec deux chefs d'équipe.

Le problème était ressenti : les clients rappelaient trois ou quatre fois parce que personne ne savait qui suivait leur dossier. Mais il n'y avait pas de place : l'équipe déménageait dans de nouveaux bureaux le même mois. Le dernier outil, une boîte de réception partagée, avait été abandonné au bout de six semaines sans que personne ne le dise.

Elle a convenu avec son directeur de commencer un mois plus tard, avec une seule équipe de travail, et de communiquer chaque vendredi le nombre d'appels répétés. Le premier résultat est arrivé la troisième semaine : moins d'appels répétés pour cette équipe. Les autres équipes ont demandé à suivre.

## Erreurs fréquentes

- **Traiter la préparation comme une formalité.** Une liste remplie une fois la date de lancement fixée ne change rien.
- **N'interroger que les cadres.** Le personnel de terrain sait ce qui lui tombe dessus par ailleurs ; posez-lui la question directement.
- **Lire rouge comme non.** Une réponse rouge est une tâche pour vous, pas un veto.
- **Oublier le calendrier.** Placez le changement sur la même page que les pics d'activité de l'année avant de choisir une date.`,
  practice: `### Faites le point sur la préparation de votre propre changement

1. Écrivez en une phrase le changement que vous conduirez pendant ce parcours.
2. Avec deux personnes qui le vivront au quotidien (pas seulement des cadres), répondez aux cinq questions : le problème est-il ressenti, y a-t-il de la place, qu'a appris l'équipe du dernier changement, qui le porte, quel est le plus petit premier pas.
3. Notez chacune en vert, orange ou rouge, et écrivez une phrase de justification pour chaque note.
4. Pour chaque rouge, écrivez une action que vous pouvez mener avant le lancement, ou changez la taille du premier pas.
5. Partagez les notes avec votre responsable ou votre commanditaire et fixez ensemble la date de lancement et le premier pas.`,
  reflectionQuestion:
    'Sur laquelle des cinq questions votre changement a-t-il obtenu la pire note, et que ferez-vous avant de le lancer ?',
  estimatedMinutes: 35,
  cpdMinutes: 30,
};

export const meetingsThatDecideFr: ModuleContent = {
  slug: 'meetings-that-decide',
  title: 'Des réunions qui décident : ordre du jour, responsables et registre des décisions',
  summary:
    'Une équipe qui se réunit chaque semaine sans rien décider ne collabore pas. Faites de votre réunion régulière le lieu où les décisions sont prises, attribuées et suivies.',
  body: `## C'est en réunion que la collaboration se voit

Les équipes manquent rarement de réunions. Elles manquent de réunions qui se terminent par une décision. Une réunion hebdomadaire qui déborde, dérive vers les plaintes et se clôt par « on va regarder ça » apprend aux gens que les vraies décisions se prennent ailleurs : dans le couloir, dans le bureau du directeur, ou jamais.

Vous pouvez changer cela sans nouvel outil. Il faut un ordre du jour clair, quelques rôles et une trace écrite de ce qui a été décidé.

## Un ordre du jour en trois parties

1. **Faire le point (10 minutes).** Les engagements de la semaine passée, un par un : fait, pas fait, ou besoin d'aide. Pas encore de discussion, seulement l'état.
2. **Décider (l'essentiel du temps).** Chaque point est écrit comme une question à laquelle la réunion doit répondre : « Passe-t-on les visites clients au jeudi ? » plutôt que « Visites clients ». Si un point n'est pas une question, c'est une information qui peut passer par un message.
3. **Informer (5 minutes).** Que dit-on aux autres équipes, aux clients ou au siège après cette réunion, et qui s'en charge ?

Envoyez l'ordre du jour la veille, sur le canal que l'équipe lit vraiment. Les points qui n'y figurent pas attendent la semaine suivante, sauf urgence.

## Des rôles qui tournent

- **Président de séance :** tient l'ordre du jour et demande la décision.
- **Gardien du temps :** prévient quand un point a épuisé son temps.
- **Secrétaire :** tient le registre des décisions pendant la réunion, pas après.

Faire tourner les rôles diffuse la compétence et évite que la réunion dépende de vous.

## Qui parle en premier

Dans beaucoup de nos organisations, une fois que la personne la plus haut placée a parlé, la discussion est close. Si vous voulez de vrais avis, donnez d'abord la parole à la personne la plus junior et parlez en dernier. Laissez une minute de silence pour que chacun écrive son avis avant que quiconque ne parle.

## Le registre des décisions

Une page partagée avec quatre colonnes : la décision, qui en est responsable, pour quand, et comment on saura que c'est fait. Lisez-la au début de la réunion suivante. Une décision sans responsable ni date n'est qu'un souhait.

## Exemple concret

Okello coordonne une équipe de neuf personnes d'un programme de santé à Gulu, en Ouganda, répartie sur trois districts. Leur appel du lundi durait quatre-vingt-dix minutes sur de mauvaises connexions et se terminait avec peu de décisions.

Il est passé à l'ordre du jour en trois parties, l'a envoyé par WhatsApp le dimanche soir et a demandé à chacun de se connecter en audio seulement pour économiser les données. Les décisions allaient dans un registre partagé lu à voix haute en début d'appel. Au bout d'un mois, l'appel durait quarante-cinq minutes, et les agents de terrain ont cessé de l'appeler le mardi pour savoir ce qui avait été convenu.

## Erreurs fréquentes

- **Les questions diverses.** Elles attirent le point le plus long en fin de réunion. Inscrivez-le plutôt à l'ordre du jour suivant.
- **Décider par le silence.** Demandez à chacun de dire oui, non ou « je peux vivre avec ».
- **Un compte rendu que personne ne lit.** Gardez le registre court et lisez-le ensemble.
- **Garder une réunion qui a perdu son but.** Demandez chaque trimestre si elle vaut encore le temps qu'elle prend.`,
  practice: `### Refondez une réunion récurrente

1. Choisissez la réunion récurrente de votre équipe qui se termine le plus souvent sans décision.
2. Pour la prochaine séance, rédigez l'ordre du jour en trois parties (faire le point, décider, informer), chaque point de décision formulé comme une question, et envoyez-le la veille.
3. Confiez les rôles de président de séance, de gardien du temps et de secrétaire à trois personnes différentes, et ne présidez pas vous-même.
4. Tenez un registre des décisions à quatre colonnes : décision, responsable, date, comment on saura que c'est fait.
5. Tenez la réunion ainsi quatre fois, puis demandez à l'équipe s'il faut la garder, la changer ou la supprimer.`,
  reflectionQuestion:
    "Qu'a décidé la première réunion tenue avec l'ordre du jour en trois parties que l'ancien format aurait laissé en suspens, et que changerez-vous la prochaine fois ?",
  estimatedMinutes: 35,
  cpdMinutes: 30,
};

export const followThroughWithoutBlameFr: ModuleContent = {
  slug: 'follow-through-without-blame',
  title: 'Tenir ses engagements sans chercher de coupable : promesses, points réguliers et revues',
  summary:
    "Le sens des responsabilités se mesure quand un engagement dérape. Rendez les promesses claires, suivez-les à un rythme régulier et analysez ce qui n'a pas marché sans chercher de coupable.",
  body: `## C'est quand tout dérape que la responsabilité se décide

Tous les chefs d'équipe disent vouloir que leurs collaborateurs prennent leurs responsabilités. L'équipe, elle, regarde ce qui se passe quand une échéance est manquée. Si la réponse est un savon en public, les gens apprennent à promettre moins, à cacher les mauvaises nouvelles et à attendre les consignes. S'il ne se passe rien du tout, ils apprennent que les promesses ne comptent pas.

Tenir ses engagements sans chercher de coupable se situe entre les deux : les engagements sont pris au sérieux, et un dérapage est traité comme une occasion d'apprendre.

## Rendez l'engagement clair

Beaucoup d'engagements sont flous dès le départ. « Je m'occupe du fournisseur » peut vouloir dire un coup de fil ou un contrat signé. Un engagement clair répond à quatre questions : **qui** le fera, **quoi** exactement, **pour quand**, et **à quoi on reconnaîtra que c'est fait**.

Méfiez-vous du oui de politesse. Dans beaucoup de nos cultures, il est difficile de dire non à un supérieur ; « oui » peut alors vouloir dire « je vais essayer » ou « je vous ai entendu ». Demandez : « Qu'est-ce qui pourrait empêcher que ce soit fait vendredi ? » La réponse vous dit à quel point le oui est ferme.

## Suivez à un rythme régulier

Tenez une liste visible des engagements de l'équipe, avec responsable et date. Passez-la en revue dix minutes chaque semaine, dans la même réunion. Avec un rythme régulier, personne n'est montré du doigt quand vous posez la question : les points de chacun sont lus.

Récompensez les alertes précoces. Une personne qui dit mardi que vendredi est compromis vous donne trois jours pour l'aider. Remerciez-la, devant l'équipe.

## Quand un engagement dérape : cinq questions

1. Qu'attendions-nous ?
2. Que s'est-il réellement passé ?
3. Pourquoi cet écart ?
4. Qu'avons-nous appris ?
5. Que changeons-nous, et qui s'en charge ?

Posez-les avec la personne, pas à son sujet. La plupart des dérapages viennent du système : priorités floues, validation manquante, collègue en congé, réseau en panne. Corrigez-les, et le même dérapage ne reviendra pas.

## Quand cela devient une habitude

Sans coupable ne veut pas dire sans conséquences. Si la même personne manque encore et encore le même type d'engagement une fois le système corrigé, ayez-en une conversation en privé. Soyez précis, et convenez du soutien ou du changement qui suit.

## Exemple concret

Chinedu dirige l'expédition d'une entreprise de logistique à Lagos. Les livraisons promises pour le matin partaient l'après-midi, et il accusait généralement les chauffeurs.

Il a installé un tableau des engagements dans le bureau d'expédition et l'a lu chaque lundi. Au départ en retard suivant, il a posé les cinq questions avec le chauffeur et le responsable d'entrepôt. La cause n'était pas le chauffeur : les factures n'étaient imprimées qu'à l'arrivée du comptable, à dix heures. On les a imprimées la veille au soir. Les départs du matin sont devenus la règle, et les chauffeurs ont commencé à signaler les problèmes avant qu'ils n'arrivent.

## Erreurs fréquentes

- **Punir le messager.** La première mauvaise nouvelle accueillie par des cris est la dernière que vous apprendrez tôt.
- **Ne passer en revue que les échecs.** Regardez aussi un engagement tenu, et demandez pourquoi il a réussi.
- **Garder la liste pour soi.** Une liste que vous seul voyez est un outil de contrôle, pas un outil partagé.`,
  practice: `### Installez un rythme d'engagements avec votre équipe

1. Réunissez les engagements actuels de l'équipe sur une liste visible (un tableau au bureau ou une note partagée), chacun avec un responsable, une date et ce à quoi on reconnaîtra que c'est fait.
2. Passez la liste en revue dix minutes dans la même réunion chaque semaine pendant quatre semaines. Lisez les points de chacun, y compris les vôtres.
3. Remerciez devant l'équipe la première personne qui prévient tôt qu'une date est compromise.
4. La première fois qu'un engagement dérape, posez les cinq questions avec la personne concernée et notez ce que vous changerez dans le système.
5. Au bout de quatre semaines, demandez à l'équipe ce que la liste a changé pour elle.`,
  reflectionQuestion:
    "La dernière fois qu'un engagement a dérapé dans votre équipe, qu'a appris votre réaction aux autres, et que ferez-vous autrement la prochaine fois ?",
  estimatedMinutes: 35,
  cpdMinutes: 30,
};

export const handoffsBetweenTeamsFr: ModuleContent = {
  slug: 'handoffs-between-teams',
  title:
    "Les accords de passage de relais : d'une correction ponctuelle à une règle que les deux équipes tiennent",
  summary:
    'Cartographier un processus montre où le travail attend. Transformez un passage de relais en un court accord écrit que les deux équipes respectent : ce que veut dire complet, un seul canal, une confirmation et un point régulier.',
  body: `## Là où le travail se perd

La plupart des retards dans une organisation ne se produisent pas à l'intérieur d'une équipe. Ils se produisent entre les équipes : le dossier qui attend dans une bannette parce que les achats ne savaient pas qu'il était arrivé, la demande client que les commerciaux ont transmise par téléphone et que les opérations n'ont jamais notée. Chaque équipe fait bien sa part, et le travail arrive quand même en retard.

On décrit souvent les silos comme un problème d'état d'esprit. Le plus souvent, c'est un problème de **passages de relais** : personne n'a convenu de ce qu'une équipe remet à la suivante, sous quelle forme et pour quand.

## Partez de cas réels

Dans la leçon sur les silos, vous avez cartographié un processus et repéré où le travail attend. Prenez maintenant l'un de ces passages de relais et suivez-y trois cas réels, du début à la fin. Pour chacun, notez :

1. **Ce qui est transmis :** le formulaire, le dossier, la demande, la marchandise.
2. **Comment :** courriel, logiciel, WhatsApp, papier dans une bannette, appel téléphonique.
3. **Quand la transmission est complète :** ce dont l'équipe qui reçoit a besoin pour commencer sans revenir vers vous.
4. **Combien de temps cela attend :** entre le moment où vous l'envoyez et celui où elle s'en occupe.
5. **Ce qui coince le plus souvent :** informations manquantes, mauvais destinataire, absence de confirmation.

Faites-le avec une personne de chaque côté. Vous découvrirez en général que chaque équipe a sa propre idée de ce qu'est une transmission complète.

## Convenez d'un accord de passage de relais simple

Inutile de rédiger un contrat. Une page, validée par les deux responsables d'équipe, suffit :

- **Ce que nous envoyons :** les éléments et les informations, listés.
- **Comment nous l'envoyons :** un seul canal, pas quatre.
- **Ce que vous confirmez :** que c'est arrivé et complet, dans un délai convenu.
- **Qui appeler en cas de problème :** un nom de chaque côté, pas un service.

Gardez-la assez courte pour l'afficher au mur. Faites le point au bout de trois semaines, avec quelques cas réels sous les yeux.

## Exemple concret

Fatou dirige l'équipe commerciale d'une entreprise d'intrants agricoles à Thiès, au Sénégal. Les commandes des coopératives étaient souvent livrées avec une semaine de retard, et les commerciaux accusaient l'entrepôt.

Avec le responsable de l'entrepôt, elle a suivi dix commandes. La moitié étaient arrivées à l'entrepôt sans le village de livraison ni le numéro de téléphone de la coopérative, si bien que l'entrepôt attendait que les commerciaux rappellent. Ils ont convenu d'un bon de commande unique avec cinq champs obligatoires, envoyé par un seul groupe partagé, et d'une confirmation de l'entrepôt le jour même. Au bout d'un mois, la plupart des commandes partaient en deux jours, et les deux équipes avaient cessé de se disputer sur la faute de l'autre.

## Erreurs fréquentes

- **Vouloir réparer l'autre équipe.** Commencez par ce que votre propre équipe envoie : c'est la partie que vous maîtrisez.
- **S'accorder sur des généralités.** Mettez-vous d'accord sur des cas réels, pas sur des principes.
- **Ne jamais refaire le point.** Un accord que personne ne relit se dégrade en quelques semaines.
- **Accuser les personnes d'un canal défaillant.** Si le passage de relais dépend de quelqu'un qui doit penser à téléphoner, c'est le canal le problème.`,
  practice: `### Cartographiez et convenez d'un passage de relais

1. Choisissez un travail qui passe régulièrement de votre équipe à une autre équipe.
2. Avec une personne de chaque côté, suivez trois cas récents du début à la fin, et notez ce qui a été transmis, comment, quand la transmission était complète, combien de temps elle a attendu et ce qui a coincé.
3. Rédigez un accord de passage de relais d'une page : ce que nous envoyons, comment nous l'envoyons, ce que vous confirmez, qui appeler.
4. Validez-le avec le responsable de l'autre équipe et diffusez-le aux deux équipes.
5. Au bout de trois semaines, examinez ensemble cinq nouveaux cas et changez une chose dans l'accord.`,
  reflectionQuestion:
    "Qu'est-ce que le suivi de cas réels vous a montré du passage de relais qu'aucune des deux équipes n'avait vu, et qu'avez-vous convenu de changer ?",
  estimatedMinutes: 35,
  cpdMinutes: 30,
};
