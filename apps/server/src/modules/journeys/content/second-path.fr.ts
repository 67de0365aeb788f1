// Long on purpose: the French text of the second path's course (every module's lesson, practice and question), data rather than code.
import { secondPathMonthsFr } from './months-second.fr';
import {
  changeReadinessCheckFr,
  followThroughWithoutBlameFr,
  handoffsBetweenTeamsFr,
  meetingsThatDecideFr,
} from './second-path-added.fr';
import type { JourneyContent } from './types';

/*
 * The French version of second-path.ts: the same path, slugs, order and minutes, every text
 * rewritten in French for business readers ("vous", short paragraphs, plain spaces before : ? !).
 * Examples keep the same African people and places. Terms: the SBI model is "la méthode SCI"
 * (Situation, Comportement, Impact); RACI keeps its letters (Réalisateur, Approbateur, Consulté,
 * Informé); GROW keeps its English name with the French meaning of each letter.
 *
 * Same Markdown rules as the English (checked in second-path-fr.test.ts): flush left, headings from
 * ##, no HTML, images, links or backticks.
 */
export const secondPathFr: JourneyContent = {
  path: 'second',
  months: secondPathMonthsFr,
  modules: [
    {
      slug: 'why-change-stalls',
      title: "Pourquoi le changement s'enlise : la résistance comme information",
      summary:
        "La résistance est rarement de l'entêtement. Apprenez à y lire ce qui manque à votre changement, et à trouver la véritable objection derrière le silence poli.",
      body: `## Le changement s'enlise en chemin, pas au lancement

La plupart des changements démarrent bien. Il y a une réunion de lancement, une note du siège, parfois un nouveau système. Puis, six semaines plus tard, l'ancienne façon de faire est discrètement revenue. Deux personnes sur douze utilisent le nouveau modèle de rapport. Le dossier partagé est vide et les fichiers circulent toujours sur WhatsApp.

À ce moment-là, on est tenté de parler de résistance et de pousser plus fort. Avant de le faire, considérez ce que vous observez comme une **information**. Ceux qui résistent vous disent généralement quelque chose de vrai sur le changement : il leur coûte plus que vous ne l'imaginiez, il menace une chose à laquelle ils tiennent, ou ils ne croient pas qu'il durera.

## Ce que la résistance veut souvent dire

- **« Je ne comprends pas. »** Le changement a été annoncé, pas expliqué. Les gens ne savent pas dire pourquoi il compte, ni ce qu'ils doivent faire autrement lundi matin.
- **« Je vais perdre quelque chose. »** Un statut, une compétence qui faisait leur valeur, une indemnité, une relation avec un client, la maîtrise de leur propre travail. Ces pertes sont réelles, même quand le changement est bon dans l'ensemble.
- **« Je ne crois pas que ça va durer. »** Beaucoup d'équipes ont traversé plusieurs restructurations et vu passer plusieurs directeurs. Attendre que ça passe a souvent été le choix le plus sage.
- **« Ça ne marchera pas ici. »** Parfois, ils ont raison. L'agent qui sait que le réseau tombe en panne tous les après-midi est peut-être le seul à avoir repéré la faille de votre plan.

Chacune de ces situations appelle une réponse différente. Plus de pression ne répond à aucune.

## Pourquoi on ne vous le dit pas en face

Dans beaucoup de nos milieux de travail, on ne contredit pas un supérieur en réunion. Le respect de l'ancienneté est une force, mais il rend les objections souterraines. On acquiesce en réunion, puis on se plaint dans le couloir ou dans le groupe WhatsApp dont vous ne faites pas partie. **Le silence n'est pas un accord.**

Ménagez donc des voies sûres pour que la vérité remonte jusqu'à vous :

- **Posez la question en privé, personne par personne.** Dix minutes au bureau de quelqu'un vous en apprennent plus qu'une réunion générale.
- **Interrogez sur le problème, pas sur l'opinion.** Il est plus facile de répondre à « Qu'est-ce qui vous compliquerait la tâche la semaine prochaine ? » qu'à « Êtes-vous favorable à ce changement ? »
- **Confiez à une personne de confiance le soin de recueillir les préoccupations.** Un cadre respecté, ou le leader informel de l'équipe, peut rassembler les avis sans citer de noms et vous les rapporter.
- **Remerciez devant les autres la première personne qui n'est pas d'accord.** Ce que vous faites de la première objection décide s'il y en aura une deuxième.

## Exemple concret

Wanjiru dirige le service des dossiers patients d'un bureau de santé de comté, au Kenya. Le siège a demandé que les transferts de patients soient saisis dans un nouveau système en ligne plutôt que dans le registre papier. Au bout d'un mois, seuls les deux plus jeunes agents l'utilisaient.

Son premier réflexe a été de rédiger une note d'avertissement. Elle a préféré passer une semaine à demander à chaque agent, un par un : « Qu'est-ce qui vous bloque ? » Elle a entendu trois choses différentes. Les agents les plus anciens craignaient de taper lentement devant leurs jeunes collègues. L'équipe du soir n'avait personne à appeler quand le système se figeait. Et tout le monde continuait à tenir le registre papier, parce que les auditeurs le réclamaient encore.

Rien de tout cela n'était de la paresse. Wanjiru a organisé des séances d'entraînement en binôme aux heures creuses, imprimé un guide d'une page pour l'équipe du soir et écrit au siège pour demander si le registre papier pouvait être abandonné. Un mois plus tard, la plupart des transferts passaient par le système. Sa leçon : **la résistance contenait le plan**.

## Erreurs fréquentes

- **Étiqueter les gens.** Dès que vous qualifiez quelqu'un de « résistant », vous cessez de l'écouter et il cesse de vous parler.
- **Répondre aux émotions par des faits.** Si quelqu'un craint de perdre son statut, une diapositive sur l'efficacité n'y changera rien. Nommez la perte et dites ce que vous pouvez faire.
- **Consulter après avoir décidé.** Les gens voient bien quand la consultation n'est qu'une mise en scène. Si une décision est définitive, dites-le, et consultez sur *la manière* de la mettre en œuvre, pas sur *son principe*.
- **Prendre un hochement de tête pour de la compréhension.** Posez une question qui appelle plus qu'un oui : « Expliquez-moi ce que vous ferez autrement lundi. »`,
      practice: `### Écoutez ce que la résistance vous dit

1. Dressez la liste des personnes les plus touchées par un changement que vous conduisez en ce moment. Retenez-en quatre au maximum.
2. Prévoyez dix minutes avec chacune cette semaine, en tête-à-tête, dans un endroit où elle se sent à l'aise.
3. Posez trois questions, et contentez-vous d'écouter : « Qu'est-ce que ce changement vous rend plus difficile ? », « Que risquez-vous de perdre ? » et « Que faudrait-il pour que cela marche ici ? »
4. Notez leurs mots, pas votre interprétation.
5. Classez ce que vous avez entendu selon les quatre sens : je ne comprends pas, je vais perdre quelque chose, je ne crois pas que ça va durer, ça ne marchera pas ici.
6. Choisissez une préoccupation sur laquelle vous pouvez agir, agissez dans la semaine, et dites à la personne qui l'a soulevée ce que vous avez fait.`,
      reflectionQuestion:
        "Pensez à la dernière fois que quelqu'un a résisté à un changement que vous conduisiez : que cherchait-il à vous dire, et que feriez-vous autrement aujourd'hui ?",
      estimatedMinutes: 45,
      cpdMinutes: 40,
    },
    changeReadinessCheckFr,
    {
      slug: 'a-case-people-can-repeat',
      title: 'Défendre le changement avec un message que chacun peut répéter',
      summary:
        'Si votre équipe ne sait pas expliquer le changement avec ses propres mots, il ne survivra pas à la prochaine semaine chargée. Construisez un argumentaire court et honnête, qui circule sans vous.',
      body: `## Le test : peuvent-ils l'expliquer sans vous ?

Un changement vit ou meurt dans des conversations auxquelles vous n'assistez pas : à la pause thé, dans le bus du retour, dans le groupe WhatsApp du service. Si votre équipe ne sait pas expliquer le changement à un collègue en trente secondes, la rumeur s'en chargera.

L'objectif n'est donc pas une présentation parfaite. C'est un **argumentaire que chacun peut répéter**, fidèlement, avec ses propres mots.

## Les quatre parties d'un argumentaire qui circule

### 1. Pourquoi maintenant
Qu'est-ce qui a changé, à l'extérieur ou à l'intérieur, pour que l'ancienne façon de faire ne suffise plus ? Soyez précis : une nouvelle réglementation, les règles de reporting d'un bailleur, des clients qui partent, deux directions qui fusionnent. « Le siège le veut » indique d'où vient la pression, ce n'est pas une raison. Expliquez quel problème le siège cherche à résoudre.

### 2. Ce qui ne change pas
Les dirigeants oublient souvent cette partie. Quand on annonce un changement, les gens comprennent que tout bouge. Nommer ce qui reste (leur emploi, leur équipe, les clients qu'ils servent) fait baisser la peur et leur permet d'entendre la suite.

### 3. Ce qui sera différent, concrètement
Décrivez le lundi matin qui suit le changement. « Nous serons plus orientés client » ne dit rien à personne. « Chaque réclamation est enregistrée par la personne qui la reçoit et donne lieu à un rappel sous deux jours ouvrés » dit tout.

### 4. Ce que cela coûte, honnêtement
Tout changement a un prix : du temps d'apprentissage, du travail en plus pendant la bascule, la perte de repères familiers. Dites-le avant qu'on vous le fasse remarquer. Le reste de votre message n'en sera que plus crédible.

## Exemple concret

Kwame encadre huit chargés de crédit dans une banque rurale du Ghana, qui passe des dossiers de prêt papier aux tablettes. Son premier message disait : « La direction a décidé de numériser le traitement des prêts afin d'améliorer l'efficacité. »

Sa version réécrite :

> « Les agriculteurs attendent trois semaines une décision de prêt, et certains partent chez d'autres prêteurs. Avec les tablettes, nous recueillons la demande directement à la ferme et la décision revient en quelques jours. Vos clients et votre agence ne changent pas. Les deux premiers mois, ce sera plus lent, le temps d'apprendre, et je réserverai les vendredis après-midi à l'entraînement. Si les tablettes ne marchent pas dans une zone, dites-le-moi et nous chercherons pourquoi. »

La seconde version contient une raison que les gens ressentent, quelque chose qui reste, une image concrète et un coût honnête. Un chargé de crédit peut la répéter à un agriculteur.

## Repérez qui doit l'entendre

Tout le monde n'a pas besoin de la même conversation. Dessinez rapidement une **cartographie des parties prenantes** : un carré à deux axes, l'influence de chaque personne sur le changement et la mesure dans laquelle le changement la touche. Écrivez des noms, pas des intitulés de poste.

- **Forte influence, très concernés** : construisez le changement avec eux, et rencontrez-les d'abord en tête-à-tête.
- **Forte influence, peu concernés** (un directeur, le représentant pays du bailleur) : informez-les et demandez-leur un soutien visible.
- **Faible influence, très concernés** : ceux dont le travail quotidien change. Écoutez-les attentivement et tenez-les souvent au courant.
- **Faible influence, peu concernés** : tenez-les informés.

N'oubliez pas l'influence informelle. L'agent de longue date que les plus jeunes viennent consulter peut peser davantage sur l'opinion que n'importe quel manager.

## Construisez-le avec eux

Un argumentaire que vous écrivez seul reste le vôtre ; un argumentaire que l'équipe façonne devient le sien. Là où votre culture valorise l'indaba ou le baraza, où chacun s'exprime avant que la décision soit résumée, appuyez-vous sur cette pratique. Partagez le pourquoi et les contraintes déjà fixées, puis définissez avec l'équipe « ce qui sera différent ». C'est plus long, et cela tient.

Soyez clair sur ce qui reste ouvert. Si le siège a fixé l'échéance, dites-le. Ouvrir le débat sur une chose déjà décidée abîme la confiance plus vite que de ne rien demander.

## Répétez-le souvent, et partout

Une annonce unique n'est pas de la communication. Reprenez l'argumentaire en réunion d'équipe, en entretien individuel, dans une note vocale sur le groupe de l'équipe. Dans une équipe multilingue, demandez à un collègue respecté de porter le message en haoussa, en swahili, en wolof ou en zoulou, et pas seulement de traduire la note.

## Erreurs fréquentes

- **Commencer par la solution.** « Nous installons un nouveau système » avant que quiconque ait reconnu qu'il y a un problème.
- **Trop de raisons.** Cinq raisons sonnent comme un discours de vente ; une ou deux raisons fortes sonnent comme une conviction.
- **Un langage d'emprunt.** Le jargon de consultant (« synergies », « parcours de transformation ») signale que ce changement n'est pas vraiment le vôtre.
- **Cacher le coût.** Les gens le découvrent de toute façon, puis doutent de tout le reste.`,
      practice: `### Construisez avec votre équipe l'argumentaire de trente secondes

1. Avant la réunion, rédigez l'argumentaire d'un changement en cours en quatre lignes courtes : pourquoi maintenant, ce qui ne change pas, ce qui sera différent, ce que cela coûte.
2. À la prochaine réunion d'équipe, ne partagez que le « pourquoi maintenant » et les contraintes déjà fixées. Demandez à l'équipe : « Qu'est-ce qui sera différent pour chacun de nous ? » et « Qu'est-ce que cela va nous coûter ? »
3. Réécrivez l'argumentaire ensemble, sur un paperboard ou dans une note partagée, avec des mots simples.
4. Formez des binômes. Chacun explique le changement à son partenaire en trente secondes, comme il le ferait à un client ou à un collègue d'un autre service.
5. Repérez ce qui se perd ou se déforme en route : c'est là que votre argumentaire doit être retravaillé.
6. Publiez la version finale sur le canal habituel de l'équipe, dans ses langues de travail.`,
      reflectionQuestion:
        "Quand votre équipe vous a réexpliqué le changement, qu'a-t-elle compris de travers ou laissé de côté, et qu'est-ce que cela vous apprend sur votre façon de le communiquer ?",
      estimatedMinutes: 40,
      cpdMinutes: 35,
    },
    {
      slug: 'breaking-down-silos',
      title: 'Décloisonner : en finir avec les silos',
      summary:
        'Les silos se forment là où chaque équipe est évaluée seule et ne voit jamais le travail des autres. Cartographiez les passages de relais, créez des liens entre les personnes et donnez aux deux côtés un objectif commun.',
      body: `## On ne naît pas silo, on le devient

Un silo, c'est une équipe qui fait bien son propre travail et complique celui des autres, parce qu'elle ne le voit pas. Les finances bloquent les achats, les programmes accusent les finances, et le bureau de terrain comme celui de la capitale sont chacun convaincus que le problème, c'est l'autre. Personne ne l'a voulu. Les silos naissent de trois choses ordinaires :

- **Des objectifs séparés.** Chaque unité est évaluée sur ses propres cibles ; aider une autre unité devient du travail que personne ne reconnaît.
- **Des informations séparées.** Chaque équipe a ses fichiers, son groupe WhatsApp, sa version des chiffres.
- **Des relations séparées.** On ne connaît que les collègues de son étage. Quand un problème survient, il n'y a personne à appeler, seulement une note à envoyer.

Les fusions de services et les restructurations aggravent souvent les choses : deux équipes sont placées sous un même directeur, mais gardent leurs anciennes loyautés, leurs façons de faire et parfois leurs anciens bureaux.

## Commencez par les passages de relais

Les silos font le plus de dégâts là où le travail franchit une frontière et attend. Regardez d'abord là.

**Cartographiez un processus de bout en bout.** Choisissez une démarche qui compte pour ceux que vous servez : payer un fournisseur, inscrire un élève, accorder un prêt. Sur un mur ou une grande feuille, notez chaque étape, qui s'en charge et combien de temps le dossier attend avant l'étape suivante. Invitez une personne de chaque équipe concernée.

En général, vous constaterez que le travail lui-même est rapide et que l'attente est longue. L'attente se loge dans les passages de relais : une information manquante, des validations floues, des formulaires renvoyés pour une signature. Personne n'est responsable des interstices entre les équipes, alors personne ne les comble.

## Créez des liens entre les personnes

Les processus changent plus vite quand les gens se connaissent.

- **Désignez des correspondants.** Quiconque transmet du travail à une autre équipe y a un contact nommé, et ils se parlent avant que les problèmes ne deviennent des notes de service.
- **Échangez une matinée.** Laissez un chargé de programme s'installer aux finances pendant la clôture mensuelle ; emmenez un agent des finances en visite de terrain. Voir les contraintes de l'autre équipe met fin à bien des reproches.
- **Réunissez-vous sur un dossier bloqué.** Pas une « réunion de coordination » générale, mais trente minutes sur un vrai problème, avec les deux équipes dans la salle.
- **Partagez un canal.** Un seul groupe pour un processus commun à plusieurs équipes, avec des règles simples : les demandes dans le groupe, les réponses dans le groupe, aucune décision en aparté.

## Donnez aux deux côtés un objectif commun

Le remède le plus puissant contre les silos est un **objectif commun qu'aucune équipe ne peut atteindre seule**. « Les fournisseurs payés dans les 14 jours suivant une facture conforme » appartient à la fois aux programmes, aux achats et aux finances. Rendez-en compte ensemble et fêtez-le ensemble.

## Exemple concret

Après une fusion, une ONG au Rwanda se retrouvait avec deux équipes de suivi-évaluation, l'une issue de l'ancien programme santé, l'autre du programme éducation. Elles utilisaient des modèles différents et se disputaient le même véhicule. Les rapports aux bailleurs arrivaient en retard, car le directeur pays devait réconcilier deux séries de chiffres.

Le nouveau responsable du suivi-évaluation, Jean-Claude, n'a pas commencé par une nouvelle structure. Il a réuni les deux équipes pour cartographier la production d'un rapport trimestriel, de la visite de terrain jusqu'au bailleur. Ils ont découvert que le même district recevait deux visites dans la même semaine, avec deux voitures. Ils se sont mis d'accord sur un calendrier de visites commun, un modèle unique et un objectif : le rapport trimestriel remis à temps, avec une seule série de chiffres. Les deux chefs d'équipe ont présenté ensemble le premier rapport au directeur.

## Votre propre rôle

- **Surveillez la façon dont vous parlez des autres équipes.** Votre équipe vous imite. « Avec les finances, c'est impossible », lancé dans votre bureau, devient la conviction de toute l'équipe.
- **Faites le premier pas.** Appelez votre homologue, reconnaissez une chose que fait votre équipe et qui ralentit la sienne, et demandez ce qui l'aiderait.
- **Partagez le mérite au-delà de la frontière.** Quand une solution trouvée entre équipes fonctionne, citez à votre directeur les personnes de l'autre équipe.

## Erreurs fréquentes

- **Restructurer d'abord.** Déplacer des cases dans l'organigramme change rarement la façon dont les gens travaillent. Réparez d'abord les passages de relais et les relations.
- **Attendre que cela vienne d'en haut.** Vous n'avez pas besoin de la permission du directeur pour régler un problème avec un homologue.
- **Des réunions au lieu de changements.** Une réunion de coordination qui se termine sans changement convenu dans le travail est un rituel, pas une passerelle.`,
      practice: `### Cartographiez un passage de relais avec l'autre équipe

1. Choisissez un travail qui reste régulièrement bloqué entre votre équipe et une autre.
2. Invitez le responsable de l'autre équipe et une personne de chaque équipe à une séance de 40 minutes cette semaine. Présentez-la comme « réglons ça ensemble », pas comme « votre équipe est lente ».
3. Sur papier ou sur un tableau blanc, listez chaque étape, qui s'en charge et combien de temps, à peu près, chacune attend.
4. Entourez les deux attentes les plus longues. Pour chacune, demandez : « Quelle information manque ici, et qui pourrait la fournir plus tôt ? »
5. Convenez d'un changement que les deux équipes essaieront pendant un mois, et d'une mesure commune, par exemple le nombre de jours entre la demande et sa réalisation.
6. Désignez une personne de contact de chaque côté et fixez un point de 15 minutes dans quatre semaines.`,
      reflectionQuestion:
        'Avec quelle équipe avez-vous le plus de mal à travailler, et à quoi votre équipe peut-elle ressembler, vue de chez elle ?',
      estimatedMinutes: 45,
      cpdMinutes: 40,
    },
    handoffsBetweenTeamsFr,
    {
      slug: 'shared-ownership',
      title: "Développer une responsabilité partagée : rôles clairs, RACI et charte d'équipe",
      summary:
        "On s'approprie ce qui est clairement à soi et ce qu'on a contribué à façonner. Utilisez le RACI et une charte d'équipe pour en finir avec les « je croyais que tu t'en occupais », sans devenir vous-même le goulot d'étranglement.",
      body: `## La responsabilité ne se décrète pas

Les dirigeants se plaignent souvent que « personne ne prend ses responsabilités ». Pourtant, chaque décision attend leur signature, chaque problème atterrit sur leur bureau, et l'équipe apprend que prendre une initiative est risqué. Le sens des responsabilités grandit quand trois conditions sont réunies :

1. **Chacun sait exactement ce qui lui revient.**
2. **Chacun a l'autorité et l'information nécessaires pour agir.**
3. **Chacun est protégé quand une décision raisonnable se révèle mauvaise.**

Là où l'ancienneté est très respectée, c'est la troisième condition qui compte le plus. Un agent débutant n'agira pas sans son chef si le dernier qui l'a fait a été mis dans l'embarras en pleine réunion.

## Rendez les rôles visibles avec le RACI

Un **tableau RACI** liste les principales activités d'un travail et indique, pour chacune, qui est :

- **R comme Réalisateur** : fait le travail ;
- **A comme Approbateur** : répond du résultat et tranche en dernier ressort (une seule personne) ;
- **C comme Consulté** : donne son avis avant la décision ;
- **I comme Informé** : est tenu au courant ensuite.

### Exemple concret

Ngozi dirige une équipe de service client chez un opérateur télécoms de Lagos, qui lance une nouvelle procédure de traitement des réclamations. Sa première version a tout de suite révélé le problème : elle était l'Approbatrice de presque toutes les activités. Chaque remboursement exigeait son accord, si bien que rien ne se clôturait pendant qu'elle était en réunion.

Elle a refait le tableau avec l'équipe :

| Activité | Réalisateur | Approbateur | Consulté | Informé |
|---|---|---|---|---|
| Enregistrer la réclamation | Conseiller | Superviseur | - | - |
| Rembourser jusqu'au plafond convenu | Conseiller | Superviseur | - | Ngozi, chaque semaine |
| Rembourser au-delà du plafond | Superviseur | Ngozi | Finances | Conseiller |
| Rapport hebdomadaire des réclamations | Analyste | Ngozi | Superviseurs | Responsable régional |

Désormais, les superviseurs prennent la plupart des décisions, et Ngozi lit un récapitulatif hebdomadaire au lieu d'approuver chaque dossier.

### Les règles qui gardent le RACI utile

- **Un seul A par activité.** Deux personnes qui répondent du résultat, c'est personne.
- **Peu de C.** Chaque personne consultée ajoute un délai. Consultez ceux qui savent quelque chose ou qui devront appliquer la décision.
- **Construisez-le avec l'équipe**, pas pour elle. C'est en débattant de qui est le A que la clarté apparaît.
- **Revoyez-le quand quelque chose passe entre les mailles.** Ne cherchez pas un coupable ; demandez quelle case n'était pas claire.

## Rédigez une charte d'équipe

Le RACI couvre les tâches. Une **charte d'équipe** couvre la façon dont l'équipe travaille ensemble. Tenez-la sur une page :

- notre raison d'être en une phrase : qui nous servons et ce que nous leur apportons ;
- nos objectifs de l'année et la façon de les mesurer ;
- les décisions que chacun prend seul, et celles qui reviennent à l'équipe ou au responsable ;
- notre façon de communiquer : ce qui passe par WhatsApp, ce qui mérite un appel, dans quel délai on répond, et quand on se tait en dehors des heures de travail ;
- notre façon d'exprimer un désaccord, et de trancher quand on ne s'entend pas.

Rédigez-la ensemble, lors d'une réunion où vous parlez en dernier. Affichez-la là où tout le monde la voit, et revoyez-la chaque trimestre.

## Votre rôle de dirigeant

- **Déléguez les décisions, puis restez en retrait.** Si vous confiez une décision à un superviseur et la désavouez ensuite, vous apprenez à toute l'équipe à vous attendre.
- **Demandez : « Que proposez-vous ? »** Quand quelqu'un vous apporte un problème, demandez-lui d'abord sa proposition. Avec le temps, les gens arrivent avec des solutions.
- **Protégez les erreurs raisonnables.** Analysez-les en privé, en parlant de la décision et non de la personne : « Que saviez-vous à ce moment-là ? Qu'est-ce qui vous aiderait la prochaine fois ? »
- **Partagez l'information.** Personne ne peut se sentir responsable d'une ligne budgétaire qu'il n'a jamais vue.

## Erreurs fréquentes

- **Le RACI comme formalité**, dessiné une fois, classé et oublié.
- **La responsabilité sans l'autorité** : la personne répond du résultat mais a besoin de trois signatures pour agir.
- **La responsabilité seulement pour les mauvaises nouvelles.** Si le chef récolte les mérites et l'équipe les reproches, personne ne voudra plus rien prendre en charge.`,
      practice: `### Dessinez un RACI avec votre équipe

1. Choisissez un travail récurrent qui sème souvent la confusion : un rapport mensuel, un événement, un achat, l'arrivée d'un nouveau client.
2. Lors d'une réunion de 40 minutes, listez ses six à dix activités principales sur le côté d'une feuille, avec R, A, C et I en haut.
3. Pour chaque activité, laissez l'équipe proposer qui occupe chaque lettre. Parlez en dernier.
4. Vérifiez les règles : exactement un A par ligne ; personne, vous compris, ne tient le A de la plupart des lignes ; aucune ligne n'a plus de trois C.
5. Entourez chaque ligne où vous êtes le A et demandez : « Quelqu'un de plus proche du terrain pourrait-il en répondre ? » Déplacez-en au moins une.
6. Partagez le tableau sur le canal de l'équipe et fixez une date le mois prochain pour vérifier qu'il fonctionne.`,
      reflectionQuestion:
        "Sur quels sujets votre équipe vous attend-elle alors qu'elle pourrait agir seule, et qu'avez-vous fait qui lui a appris à attendre ?",
      estimatedMinutes: 45,
      cpdMinutes: 40,
    },
    {
      slug: 'communication-that-lands',
      title: 'Une communication qui porte : écoute, feedback et conversations difficiles',
      summary:
        'Le changement avance au fil des conversations. Écoutez au-delà de vos suppositions, donnez un feedback dont on peut se servir, et menez la conversation difficile au lieu de la repousser.',
      body: `## Écoutez avant de conclure

Une grande partie de ce qui tourne mal dans un changement vient de conclusions tirées trop vite. L'**échelle d'inférence** décrit le mécanisme : nous remarquons certains faits, nous leur donnons un sens, nous faisons des suppositions, nous concluons et nous agissons, souvent en quelques secondes et sans nous en rendre compte.

Une cheffe de service voit un agent arriver en retard trois jours de suite (les faits). Elle se dit « il n'adhère pas aux nouveaux horaires » (le sens), puis « il s'oppose à moi » (la supposition), et elle le retire du nouveau projet (l'action). Elle n'apprendra jamais que la nouvelle heure d'arrivée ne correspond pas au seul bus du personnel qui dessert son quartier.

Pour redescendre l'échelle :

- **Séparez ce que vous avez vu de ce que vous en pensez.** « Vous êtes arrivé après 8 h 30 lundi, mardi et mercredi » est un fait. « Vous vous en moquez » est une histoire que vous vous racontez.
- **Demandez avant de décider.** « J'ai remarqué ceci. Que se passe-t-il ? »
- **Écoutez pour comprendre, pas pour répondre.** Reformulez avant de donner votre avis : « Donc le vrai problème, c'est l'horaire du bus. C'est bien ça ? »

## Un feedback dont on peut se servir : la méthode SCI

Un feedback vague (« soyez plus proactif », « bon travail ») ne change rien. La **méthode SCI**, appelée SBI en anglais, le rend précis :

- **Situation** : quand et où ;
- **Comportement** : ce que la personne a fait ou dit, quelque chose qu'une caméra pourrait filmer ;
- **Impact** : l'effet sur vous, sur l'équipe ou sur le client.

Ensuite, posez une question, écoutez et formulez une demande.

### Exemple concret

Plutôt que « Vos rapports sont bâclés », Aminata, responsable de programme à Dakar, a dit à son chargé de suivi :

> « Dans le rapport de jeudi au bailleur, le tableau budgétaire reprenait sur deux lignes les chiffres du trimestre précédent. Le bailleur a posé la question et nous avons dû renvoyer le rapport, ce qui a donné de toute l'équipe une image peu fiable. Que s'est-il passé ? »

Il a expliqué qu'il avait copié le tableau du rapport précédent dans l'urgence. Ils ont convenu qu'un collègue vérifierait les tableaux avant que le moindre rapport ne parvienne à Aminata.

Utilisez aussi la méthode SCI pour féliciter. « Merci pour la réunion » ne veut pas dire grand-chose. « Ce matin en réunion, vous avez résumé les trois options avant le vote, et cela a aidé les plus discrets à participer » dit exactement à la personne ce qu'elle doit refaire.

## Respect et franchise peuvent aller de pair

Dans beaucoup de nos cultures, faire une remarque à un collègue plus âgé ou plus haut placé est délicat, et une critique publique fait vraiment perdre la face. Ce n'est pas une raison pour éviter le feedback ; cela change la manière de le donner.

- **Corrigez en privé, félicitez en public.**
- **Commencez par la relation** : « J'apprécie votre expérience sur ce sujet, c'est pourquoi je tiens à vous en parler directement. »
- **Demandez la permission quand le feedback remonte la hiérarchie** : « Puis-je vous faire part de quelque chose que j'ai remarqué sur le déploiement ? »
- **Un seul sujet par conversation.** Une liste de reproches ressemble à une attaque.

## La conversation difficile

Tout dirigeant a une conversation qu'il repousse : l'agent de longue date qui sape le changement, le collègue dont l'équipe rate sans cesse les échéances. Attendre la rend rarement plus facile, et l'équipe observe ce que vous tolérez.

Préparez-la en quatre étapes :

1. **Écrivez la phrase que la personne doit entendre**, sans jugement : « Depuis mars, trois des rapports mensuels de votre équipe sont arrivés après l'échéance. »
2. **Vérifiez votre échelle** : que savez-vous, et que supposez-vous ?
3. **Préparez votre première question** : « Comment voyez-vous les choses ? »
4. **Fixez le résultat que vous visez** : un accord, une prochaine étape, une date pour faire le point.

Pendant la conversation, prononcez votre phrase tôt, puis écoutez plus que vous ne parlez. Restez sur le sujet quand cela devient inconfortable. Terminez par ce que chacun fera et la date à laquelle vous vous reverrez, puis confirmez-le par une note courte et neutre.

## Erreurs fréquentes

- **Le feedback en sandwich.** Compliment, critique, compliment : les gens apprennent à attendre la mauvaise partie, et vos compliments perdent leur valeur.
- **Les messages difficiles par écrit.** WhatsApp efface le ton. Un message difficile demande une voix, idéalement un visage.
- **Tout garder pour l'entretien annuel.** Un feedback donné des mois après les faits relève de l'histoire, pas de l'aide.`,
      practice: `### Une semaine de feedback SCI

1. Chaque jour ouvré de cette semaine, donnez un feedback avec la méthode SCI : situation, comportement, impact, puis une question. Visez au moins trois félicitations et une correction.
2. Avant chacun, écrivez le comportement en une phrase qu'une caméra pourrait confirmer. Si vous n'y arrivez pas, vous n'êtes pas prêt à le donner.
3. Faites les corrections en privé, en face à face ou par téléphone, jamais dans une discussion de groupe.
4. Après chaque conversation, notez en une ligne la réaction de la personne et ce que vous feriez autrement.
5. En fin de semaine, présentez la méthode SCI à votre équipe en dix minutes pendant une réunion, et invitez chacun à l'utiliser avec les autres, et avec vous.`,
      reflectionQuestion:
        "Quelle conclusion sur une personne de votre équipe avez-vous tirée trop vite, et qu'est-ce qui a changé quand vous lui avez posé la question ?",
      estimatedMinutes: 35,
      cpdMinutes: 30,
    },
    meetingsThatDecideFr,
    {
      slug: 'leading-through-uncertainty',
      title: "Diriger dans l'incertitude et le conflit",
      summary:
        'Pendant une restructuration ou une longue attente de décision, les gens comblent le silence avec le pire des scénarios. Dites ce que vous pouvez, soyez honnête sur ce que vous ignorez, et gardez les conflits centrés sur le travail.',
      body: `## Pas de nouvelles, c'est pire qu'une mauvaise nouvelle

Pendant une restructuration, une fusion ou l'attente d'une décision de financement, le dirigeant n'en sait souvent guère plus que son équipe. La tentation est de ne rien dire tant que tout n'est pas certain. Mais le silence n'est pas neutre : les gens le remplissent de rumeurs, et ce sont les groupes WhatsApp qui se remplissent le plus vite.

William Bridges distingue utilement le **changement**, l'événement extérieur (la nouvelle structure, le nouveau système), et la **transition**, le cheminement intérieur que vivent les personnes : lâcher l'ancien, traverser une période intermédiaire déroutante, puis prendre un nouveau départ. En période d'incertitude, votre rôle est d'aider chacun à traverser cet entre-deux, quand l'ancien monde a disparu et que le nouveau reste flou.

## Communiquez en trois cases

Rangez ce que vous dites dans trois cases honnêtes :

- **Ce que nous savons** : « Les deux directions fusionnent le 1er juillet. Les salaires et les grades ne sont pas concernés. »
- **Ce que nous ne savons pas encore** : « Nous ne savons pas qui dirigera chaque unité. »
- **Quand nous en saurons plus** : « Le conseil d'administration se réunit le 15 mai. Je vous ferai un point dès le lendemain matin, quelle que soit l'issue. »

Puis tenez votre promesse de calendrier, même si la nouvelle se résume à « toujours pas de décision ». Un rythme fixe, par exemple un court point chaque lundi, apaise les esprits, parce que chacun sait quand viendront les prochaines nouvelles.

## Agissez sur ce qui dépend de vous

L'incertitude paraît moins lourde quand on a prise sur quelque chose. Aidez l'équipe à répartir la situation en trois catégories :

- **ce que nous maîtrisons** : notre travail, notre façon de traiter les clients, notre propre préparation ;
- **ce sur quoi nous pouvons influer** : notre contribution à la nouvelle structure, le plan de passation ;
- **ce que nous devons accepter** : la décision du conseil, le cycle de financement du bailleur.

Mettez votre énergie, et la leur, dans les deux premières.

## Menez un pré-mortem

Avant une étape risquée, réunissez l'équipe et dites : « Imaginez que nous sommes dans six mois et que ce changement a lourdement échoué. Que s'est-il passé ? » Chacun écrit des raisons en silence pendant cinq minutes, puis les lit à voix haute. C'est un **pré-mortem**. Comme vous avez demandé des récits d'échec, les doutes deviennent une contribution et non une déloyauté, et les risques que les moins gradés avaient vus sans oser les évoquer finissent par sortir.

### Exemple concret

Thandiwe dirige l'équipe financière d'une université sud-africaine où l'on fusionnait les services administratifs de deux facultés. Lors du pré-mortem, un employé débutant a écrit : « Les étudiants ne reçoivent pas leurs bourses en février, parce que chaque service pensait que l'autre s'en occupait. » Aucun cadre n'y avait pensé. L'équipe a listé chaque cycle de paiement, avec un responsable nommé pour les trois premiers mois. Les paiements de février sont partis à temps.

## Le conflit est aussi une information

L'incertitude engendre des conflits : sur les ressources, sur les rôles, sur la bonne voie à suivre. Le but n'est pas de les supprimer, mais de les garder centrés sur le travail et non sur les personnes.

- **Nommez-le tôt.** « Je vois que nous ne sommes pas d'accord sur le calendrier. Mettons les deux points de vue sur la table. »
- **Cherchez les intérêts derrière les positions.** Un responsable insiste pour retarder le lancement (sa position) parce qu'il craint que son équipe soit rendue responsable des premières erreurs (son intérêt). Traitez la crainte, et la position s'assouplit souvent.
- **Convenez de la façon de décider avant de débattre** : consensus, vote, ou décision du responsable après avoir entendu chacun. Dites laquelle.
- **Écoutez tout le monde, en commençant par les moins gradés.** Comme dans l'indaba traditionnelle, où l'aîné parle en dernier, faites le tour de la salle du moins ancien au plus ancien. Sinon, le premier avis d'un cadre clôt la discussion.
- **Bouclez la boucle.** Dites ce qui a été décidé, pourquoi, et ce que vous avez entendu de ceux qui n'étaient pas d'accord.

## Prenez soin de vous

Votre équipe lit sur votre visage. Vous vivez peut-être mal l'incertitude ; ne laissez pas votre anxiété devenir une information pour vos collaborateurs. Trouvez hors de votre équipe un pair, un mentor ou un coach avec qui réfléchir à voix haute.

## Erreurs fréquentes

- **Rassurer à tort.** « Personne ne perdra son emploi », alors que vous n'en savez rien. Si cela se révèle faux, vous perdez votre crédibilité pour tout le reste du changement.
- **Informer ses favoris.** Une information confiée à quelques-uns circule de façon inégale et nourrit la méfiance.
- **Éviter le conflit** jusqu'à ce qu'il devienne personnel.`,
      practice: `### Menez un pré-mortem sur votre changement

1. Réunissez l'équipe pendant 40 minutes. Expliquez la seule règle : dans cette réunion, le pessimisme est une contribution.
2. Dites : « Nous sommes dans six mois, et notre changement a échoué. Que s'est-il passé ? »
3. Chacun écrit des raisons seul pendant cinq minutes, une par carte ou par ligne. Demandez à la personne la moins ancienne de lire les siennes en premier.
4. Regroupez les raisons semblables, puis votez pour les trois plus probables ou les plus graves.
5. Pour chacune des trois, convenez d'une action qui la rend moins probable et d'un signal d'alerte précoce à surveiller.
6. Concluez avec les trois cases : ce que nous savons, ce que nous ne savons pas encore, et quand nous en saurons plus.`,
      reflectionQuestion:
        "Sur quoi votre équipe est-elle dans l'incertitude en ce moment, et que pourriez-vous honnêtement lui en dire cette semaine ?",
      estimatedMinutes: 45,
      cpdMinutes: 40,
    },
    followThroughWithoutBlameFr,
    {
      slug: 'growing-next-leaders',
      title: 'Faire grandir les futurs dirigeants : délégation, coaching et relève',
      summary:
        "Un changement qui ne repose que sur vous s'arrête le jour où vous êtes muté. Déléguez de vrais résultats, accompagnez au lieu de voler au secours, et formez des personnes capables de conduire le prochain changement.",
      body: `## Si vous partez, est-ce que cela continue ?

Soyez honnête : si vous étiez muté le mois prochain, ce changement survivrait-il ? Les dirigeants bougent souvent. Les fonctionnaires sont affectés ailleurs, les contrats d'ONG prennent fin, les directeurs d'agence bancaire passent d'une agence à l'autre. Un changement qui ne vit que dans la tête et le téléphone d'une seule personne s'arrête quand cette personne s'en va.

Faire grandir d'autres dirigeants n'est pas un supplément. C'est ce qui fait durer le changement.

## Déléguez des résultats, pas des tâches

Déléguer une tâche (« tapez cette lettre ») vous fait gagner du temps aujourd'hui. Déléguer un résultat (« veillez à ce que les districts transmettent leurs données à temps ce trimestre ») fait grandir un dirigeant. Toute la différence tient à qui réfléchit.

Ajustez la marge de manœuvre à l'expérience de la personne. Voici une **échelle de délégation** simple :

1. **Faites comme je dis** : pour les nouveaux arrivants et le travail à haut risque.
2. **Renseignez-vous et revenez vers moi** ; je décide.
3. **Faites une recommandation** ; j'approuve.
4. **Décidez, puis dites-moi** ce que vous avez fait.
5. **Décidez et agissez** ; ne me prévenez qu'en cas de problème.

Dites à quel niveau vous déléguez. Bien des délégations échouent parce que le dirigeant pensait au niveau 3 et que le collaborateur a compris le niveau 5, ou l'inverse.

### Une bonne passation précise

- le résultat attendu et pourquoi il compte ;
- l'échéance et le niveau d'autorité ;
- le budget, les outils et les personnes sur lesquels s'appuyer ;
- qui doit savoir que cette personne est désormais aux commandes ;
- quand vous ferez le point.

Dans les milieux très hiérarchisés, c'est l'annonce qui compte le plus. Une jeune cadre qui dirige des collègues plus âgés a besoin que vous disiez, devant eux, qu'elle a tout votre soutien.

## Accompagnez au lieu de voler au secours

Quand quelqu'un vous apporte un problème, la réponse rapide consiste à le résoudre. Faites-le à chaque fois, et vous apprenez aux gens à vous apporter tous leurs problèmes. Coacher, c'est les aider à trouver la solution eux-mêmes. Le **modèle GROW** offre une structure simple :

- **Goal, l'objectif** : « Qu'est-ce que vous voulez obtenir ? »
- **Reality, la réalité** : « Que se passe-t-il aujourd'hui ? Qu'avez-vous déjà essayé ? »
- **Options, les pistes** : « Que pourriez-vous faire ? Quoi d'autre ? »
- **Will, l'engagement** : « Qu'allez-vous faire, et pour quand ? »

### Exemple concret

Emeka dirige une unité au ministère d'un État du Nigeria. Une de ses agentes est venue le voir, agacée : les bureaux de district ignoraient le nouveau modèle de collecte des données. D'habitude, Emeka appelait lui-même les districts. Cette fois, il a demandé : « À quoi ressemblerait la réussite d'ici la fin du mois ? » Puis : « Quels districts envoient leurs données, et lesquels ne le font pas ? Pourquoi, à votre avis ? » En y réfléchissant à voix haute, elle a remarqué que les districts en retard étaient ceux qui avaient manqué la session de formation. « Que pourriez-vous faire ? » Elle a proposé un court appel avec chacun d'eux. « Quand ? » Dans la semaine. Les districts ont commencé à transmettre leurs données, et c'est elle, et non Emeka, qu'ils appelaient désormais pour poser leurs questions.

## Préparez la relève délibérément

- **Sachez qui pourrait prendre votre place**, et qui pourrait prendre la leur. Si la réponse est « personne », voilà votre première priorité de développement.
- **Tenez des entretiens individuels réguliers** : trente minutes toutes les deux semaines, en commençant par les sujets qu'ils apportent. Interrogez-les sur leurs ambitions, pas seulement sur leurs tâches.
- **Confiez des missions qui font grandir** : animer une séance entre équipes, présenter un dossier au directeur, mener le pré-mortem.
- **Mettez les autres en avant.** Laissez la personne qui a fait le travail le présenter elle-même à la direction.
- **Regardez au-delà des candidats évidents.** La personne qui parle le plus fort, ou celle qui vient de la même ville ou parle la même langue que vous, n'est pas toujours la meilleure. Repérez les discrets qui résolvent déjà des problèmes.

## Erreurs fréquentes

- **Ne déléguer que les corvées.** Les gens le remarquent.
- **Reprendre le travail** à la première erreur.
- **Coacher quand quelqu'un a besoin d'une réponse.** En pleine crise, ou le premier jour d'un nouvel arrivant, dites simplement quoi faire. Le coaching sert à grandir, pas à gérer les urgences.
- **Garder jalousement vos meilleurs éléments** parce que vous ne pouvez pas vous passer d'eux. Les retenir, c'est le plus sûr moyen de les perdre.`,
      practice: `### Déléguez un résultat cette semaine

1. Listez ce que vous êtes seul à faire aujourd'hui. Choisissez un résultat, et non une tâche, dont quelqu'un de votre équipe pourrait se charger.
2. Choisissez la personne que cela ferait le plus grandir, pas celle qui vous rassure le plus.
3. Organisez une passation de 20 minutes : le résultat et pourquoi il compte, l'échéance, le niveau sur l'échelle de délégation, les ressources, et quand vous ferez le point.
4. Annoncez la passation à toutes les personnes concernées, en réunion ou sur le canal où elles la verront.
5. Quand la personne vous apporte un problème, passez par les quatre étapes de GROW avant de proposer votre propre réponse.
6. Au point d'étape, demandez : « Qu'avez-vous appris ? Sur quoi aimeriez-vous plus de liberté ? »`,
      reflectionQuestion:
        "Quel résultat gardez-vous pour vous alors que quelqu'un d'autre pourrait en répondre, et que craignez-vous s'il vous échappait ?",
      estimatedMinutes: 40,
      cpdMinutes: 35,
    },
    {
      slug: 'making-change-stick',
      title: 'Ancrer le changement : habitudes, rituels et indicateurs',
      summary:
        "Un changement est terminé quand il est devenu la façon normale de travailler, pas quand il est lancé. Inscrivez-le dans les habitudes, les rituels et quelques indicateurs honnêtes, et saluez ceux qui l'ont fait réussir.",
      body: `## Le lancement n'est pas la ligne d'arrivée

Beaucoup de changements sont déclarés terminés dès leur lancement : le système est en service, la structure est annoncée, l'atelier est fini. Puis l'attention se porte ailleurs et l'ancienne façon de faire revient peu à peu, parce qu'elle reste plus facile, encore récompensée, et encore pratiquée par les cadres.

Un changement est ancré quand un nouveau collègue apprend la nouvelle façon de faire comme « la manière dont on travaille ici », sans que personne ne lui dise jamais qu'on faisait autrement avant.

## Rendez la nouvelle façon de faire plus facile que l'ancienne

Sous pression, les gens font ce qui leur demande le moins d'effort. Examinez les petites frictions :

- **Supprimez l'ancienne option.** Si le formulaire papier est encore dans le tiroir, il servira. Cessez de l'imprimer.
- **Raccourcissez le nouveau chemin.** Préremplissez les modèles, épinglez le dossier partagé en haut du groupe de l'équipe, tenez les consignes sur une page.
- **Intégrez-la aux routines.** Si la réunion hebdomadaire examine encore l'ancien rapport, l'équipe continuera à produire l'ancien rapport.
- **Alignez les récompenses.** Si les évaluations, les primes ou les promotions favorisent encore l'ancien comportement, aucun discours ne fera le poids.

## Des rituels qui le font vivre

Les rituels sont des habitudes régulières et visibles qui montrent ce qui compte. Choisissez-en quelques-uns et tenez-les :

- **Un point hebdomadaire** : quinze minutes, debout, même jour, même heure. Ce qui a bien marché avec la nouvelle façon de faire, ce qui a coincé, qui a besoin d'aide.
- **Des retours d'expérience** après tout événement ou toute échéance importante. Quatre questions : Qu'avions-nous prévu ? Que s'est-il réellement passé ? D'où vient l'écart ? Que ferons-nous la prochaine fois ? Trente minutes, sans chercher de coupable.
- **Un bilan trimestriel** : comparez où en est l'équipe avec son point de départ, à l'aide des indicateurs décrits plus bas.
- **Une reconnaissance précise.** Nommez la personne et ce qu'elle a fait : « La liste de contrôle de Grace a réduit les erreurs dans les déclarations de ce mois-ci. » Un remerciement en réunion d'équipe, ou un mot à son directeur, compte souvent plus que de l'argent.

## Mesurez peu de choses, honnêtement

Ce que vous mesurez montre aux gens ce qui compte pour vous. Limitez-vous à **deux ou trois indicateurs** que toute l'équipe peut voir :

- **Un indicateur de résultat**, qui montre que le changement fonctionne pour ceux que vous servez : le nombre de jours pour traiter une demande, les réclamations résolues en deux jours, les rapports remis à temps.
- **Un ou deux indicateurs de comportement**, qui montrent que la nouvelle façon de faire est utilisée : la part des dossiers saisis dans le nouveau système, les demandes traitées dans le canal commun.

Relevez une **situation de référence** avant le changement, ou le plus tôt possible. Sans « avant », vous ne pouvez pas montrer de progrès, et chacun argumente à partir de son opinion. Affichez les chiffres au mur ou dans un message mensuel. Un graphique dessiné à la main et mis à jour chaque semaine vaut mieux qu'un tableau de bord que personne n'ouvre.

Quand un indicateur part dans le mauvais sens, traitez-le comme vous avez appris à traiter la résistance : comme une information. Demandez à l'équipe ce qu'il vous dit avant de réagir.

### Exemple concret

Fatou dirige le bureau d'une entreprise familiale de transformation alimentaire près de Thiès, au Sénégal. Son équipe est passée de commandes prises par téléphone et notées dans des cahiers à une feuille de commandes unique et partagée. Au bout de trois mois, le fondateur a demandé si cela avait marché. Comme Fatou avait compté les livraisons en retard ou erronées pendant les deux semaines précédant le changement, elle a pu refaire le même comptage sur deux semaines. Il y avait moins d'erreurs, et la plupart de celles qui restaient venaient des commandes du week-end, quand personne ne vérifiait la feuille. L'équipe a ajouté une vérification le lundi matin. Le fondateur, qui avait douté du changement, s'est mis à réclamer lui-même la feuille.

## Passez le relais

Le signe ultime qu'un changement est ancré, c'est qu'il n'a plus besoin de vous. Décrivez la nouvelle façon de faire en un seul endroit, intégrez-la à l'accueil des nouveaux collaborateurs, et veillez à ce que chaque indicateur ait un responsable autre que vous.

## Erreurs fréquentes

- **Crier victoire trop tôt** et lancer l'équipe sur le projet suivant.
- **Trop mesurer.** Avec dix indicateurs, aucun ne retient l'attention.
- **Se contenter de sanctionner l'ancienne façon de faire** au lieu de valoriser la nouvelle.
- **Oublier d'arrêter des choses.** Chaque nouvelle routine prend du temps ailleurs. Demandez à l'équipe ce qu'elle doit cesser de faire pour lui laisser de la place.`,
      practice: `### Mettez en place vos indicateurs et un rituel

1. Avec votre équipe, reprenez le changement que vous avez conduit tout au long de ce parcours.
2. Convenez d'un indicateur de résultat et d'un indicateur de comportement. Écrivez précisément comment chacun est compté, par qui et à quelle fréquence.
3. Établissez la situation de référence : les chiffres d'avant le changement ou, à défaut, ceux de cette semaine.
4. Dessinez un graphique simple que toute l'équipe peut voir, au mur ou épinglé dans le canal de l'équipe.
5. Choisissez un rituel à lancer cette semaine, un point hebdomadaire ou un retour d'expérience, et inscrivez ses trois prochaines dates dans l'agenda de chacun.
6. Demandez à l'équipe : « Quelle vieille habitude devons-nous abandonner pour faire de la place ? » Puis abandonnez-la.`,
      reflectionQuestion:
        "Quelle vieille habitude ramène sans cesse votre équipe en arrière, et qu'est-ce qui la lui rend plus facile que la nouvelle façon de faire ?",
      estimatedMinutes: 40,
      cpdMinutes: 40,
    },
  ],
  capstoneBrief: `## Conduisez un vrai changement avec votre équipe

Au cours des derniers mois du parcours, conduisez un vrai changement avec votre équipe et rendez-en compte. Choisissez un sujet qui compte pour ceux que vous servez, qui demande plus d'une personne ou d'une équipe pour aboutir, et dont vous pouvez mesurer l'effet en huit à douze semaines : des demandes traitées plus vite, un processus désormais partagé par deux services, moins d'erreurs dans les rapports.

Votre rapport écrit, de 800 à 1500 mots, présente :

1. **Le changement** : ce que vous avez voulu changer et pourquoi, dans les termes de l'argumentaire présenté à votre équipe.
2. **Les personnes** : qui a été concerné, quelles résistances vous avez rencontrées et ce qu'elles vous ont appris.
3. **Les rôles** : qui était responsable de quoi, avec votre RACI ou votre charte d'équipe en annexe.
4. **La mesure** : votre situation de référence avant le changement et le résultat obtenu ensuite, et la façon dont vous avez compté l'un et l'autre.
5. **Ce que vous avez appris** : ce que vous feriez autrement, et ce que vous continuerez à faire.

Ajoutez quelques lignes d'un membre de l'équipe qui raconte, avec ses propres mots, comment il a vécu le changement.`,
  webinar: {
    title: 'Conduire le changement au-delà des silos : atelier pratique en direct',
    description:
      "Venez avec un changement que vous conduisez et travaillez-le avec des dirigeants d'autres organisations et d'autres pays. En petits groupes, vous cartographiez ses parties prenantes, menez un pré-mortem express et affinez l'argumentaire que vous présentez à votre équipe. Vous repartez avec vos trois prochaines actions et un pair avec qui faire le point.",
    durationMinutes: 90,
    cpdMinutes: 90,
  },
};
