import type { NewPodcastEpisode } from '@lv/domain';

/*
 * The demo install's two podcast episodes (seed-podcast.ts): whole conversations a leader could
 * forward to a colleague, in English and in French. They have no audio (nobody recorded them), so
 * the screens say "Transcript only" and the feed lists neither until an admin adds a recording.
 * The people are the demo's own; the practices are ones leaders use.
 */

const turns = (...paragraphs: string[]) => paragraphs.join('\n\n');

const CORE_BANKING_EN = turns(
  "Nadia Kamau: Welcome to the LeadVillage podcast. I'm Nadia Kamau. My guest today is Abena Owusu, who manages a branch of a commercial bank in Kumasi with twenty-three staff. Last year her bank replaced its core-banking system, the software that holds every account, loan and transaction. Abena, what did your team feel when the date was announced?",
  'Abena Owusu: Fear, mostly, and some of it was mine. Our tellers had used the old system for eleven years. They could post a deposit with their eyes closed. The new system meant new screens, new codes, new approval rules, and the customers would be standing at the counter while we learned. People asked me: will we be blamed for the queues? Will some of us lose our jobs because the system does the work?',
  'Nadia Kamau: How did you answer?',
  "Abena Owusu: Honestly. I said I did not know everything yet, and I told them what I did know: no one's job was being cut because of the migration. Head office had put that in writing and I showed them the letter. Then I said the queues would come, for about two weeks, and that the queues would be my problem, not theirs. If a customer complained, they should call me. That changed the mood more than any training.",
  "Nadia Kamau: Let's talk about the training. Banks usually send people to a classroom for two days.",
  'Abena Owusu: We had the two days, and by the next Monday people had forgotten half of it. What worked was practice on the test system, a little every day. I made a rota: every morning before we opened, two people spent thirty minutes on the training system posting the transactions we do most. Not the whole manual, just our top ten: cash deposits, withdrawals, transfers, loan repayments, account opening and a few others. We counted which transactions fill our day, and ten of them were more than eighty percent of the work.',
  'Nadia Kamau: So you chose what to learn from your own numbers.',
  "Abena Owusu: Yes. And I named two champions: a young teller, Kojo, and a senior customer service officer, Mrs Asante. Kojo was fast with software; Mrs Asante knew every exception and every difficult customer. Together they covered each other's gaps. When someone was stuck, they went to a champion before they came to me or called the IT help desk. The help desk was answering every branch at once, so a champion in the room was worth more than a phone number.",
  'Nadia Kamau: What about the customers?',
  'Abena Owusu: We told them early. Two weeks before the switch we put a notice at the door and sent text messages: which weekend the branch would be closed, that their account numbers would not change, and that the first week might be slower. We asked our business customers, the traders from the market, to avoid the first Monday for large deposits if they could. Many of them did. One trader told me she was glad to be warned; the last time the bank changed something, she found out from a queue.',
  'Nadia Kamau: And the weekend of the switch itself?',
  'Abena Owusu: The head-office team moved the data on Saturday. On Sunday all of us came in and checked our own customers. On Friday evening we had printed the balances from the old system, and we compared them with the new system, account by account, for our largest two hundred accounts and a random sample of the rest. We found four differences. Small ones, but if a customer had found them first we would have lost their trust. We reported them before Monday and they were corrected.',
  'Nadia Kamau: What happened on Monday?',
  "Abena Owusu: By ten o'clock the queue went out of the door. I expected it, so I had arranged three things. A staff member at the door, explaining the wait and helping people fill in their forms before they reached the counter. Water for the people waiting in the heat. And I worked at a counter myself. I think that mattered most: when the team saw the manager posting transactions and making the same mistakes, nobody was ashamed to ask for help.",
  'Nadia Kamau: How long until things were back to normal?',
  'Abena Owusu: Nine working days until our average wait was what it had been before. After a month we were faster than with the old system, because the new one does the approvals on screen instead of on paper.',
  'Nadia Kamau: If a branch manager listening is three months away from a migration, what should they do this week?',
  'Abena Owusu: Three things. First, count your transactions, find your top ten, and practise those every day, a little at a time. Second, name your champions now and give them time to learn before everyone else. Third, decide where you will be on the first Monday. Not in your office. At a counter, or at the door. Your team will do what they see you do.',
  'Nadia Kamau: Abena Owusu, thank you.',
  'Abena Owusu: Thank you, Nadia.',
);

const CORE_BANKING_FR = turns(
  "Nadia Kamau : Bienvenue dans le podcast LeadVillage. Je suis Nadia Kamau. Mon invitée aujourd'hui est Abena Owusu, qui dirige une agence d'une banque commerciale à Kumasi, avec vingt-trois collaborateurs. L'an dernier, sa banque a remplacé son système bancaire central, le logiciel qui tient chaque compte, chaque prêt et chaque opération. Abena, qu'a ressenti votre équipe quand la date a été annoncée ?",
  "Abena Owusu : De la peur, surtout, et j'en avais ma part. Nos guichetiers utilisaient l'ancien système depuis onze ans. Ils pouvaient saisir un dépôt les yeux fermés. Le nouveau système, c'étaient de nouveaux écrans, de nouveaux codes, de nouvelles règles de validation, et les clients attendraient au guichet pendant que nous apprenions. On me demandait : est-ce qu'on nous reprochera les files d'attente ? Est-ce que certains vont perdre leur poste parce que le système fera le travail ?",
  'Nadia Kamau : Que leur avez-vous répondu ?',
  "Abena Owusu : La vérité. J'ai dit que je ne savais pas encore tout, et je leur ai dit ce que je savais : aucun poste ne serait supprimé à cause de la migration. La direction générale l'avait écrit, et je leur ai montré la lettre. Ensuite, j'ai dit que les files d'attente viendraient, pendant deux semaines environ, et que ce serait mon problème, pas le leur. Si un client se plaignait, ils devaient m'appeler. Cela a changé l'ambiance plus que n'importe quelle formation.",
  "Nadia Kamau : Parlons de la formation. D'habitude, les banques envoient leurs équipes deux jours en salle.",
  "Abena Owusu : Nous avons eu ces deux jours, et le lundi suivant, la moitié était oubliée. Ce qui a marché, c'est la pratique sur le système de test, un peu chaque jour. J'ai fait un planning : chaque matin avant l'ouverture, deux personnes passaient trente minutes sur le système de formation à saisir les opérations que nous faisons le plus. Pas tout le manuel, seulement nos dix premières : dépôts d'espèces, retraits, virements, remboursements de prêts, ouvertures de compte et quelques autres. Nous avions compté les opérations qui remplissent nos journées, et dix d'entre elles représentaient plus de quatre-vingts pour cent du travail.",
  'Nadia Kamau : Vous avez donc choisi quoi apprendre à partir de vos propres chiffres.',
  "Abena Owusu : Oui. Et j'ai désigné deux référents : un jeune guichetier, Kojo, et une chargée de clientèle expérimentée, Mme Asante. Kojo était rapide avec les logiciels ; Mme Asante connaissait chaque exception et chaque client difficile. Ensemble, ils couvraient les lacunes l'un de l'autre. Quand quelqu'un bloquait, il allait voir un référent avant de venir me voir ou d'appeler l'assistance informatique. L'assistance répondait à toutes les agences en même temps : un référent dans la salle valait plus qu'un numéro de téléphone.",
  'Nadia Kamau : Et les clients ?',
  "Abena Owusu : Nous les avons prévenus tôt. Deux semaines avant la bascule, nous avons mis une affiche à l'entrée et envoyé des SMS : le week-end où l'agence serait fermée, le fait que leurs numéros de compte ne changeraient pas, et que la première semaine pourrait être plus lente. Nous avons demandé à nos clients professionnels, les commerçants du marché, d'éviter si possible le premier lundi pour leurs gros dépôts. Beaucoup l'ont fait. Une commerçante m'a dit qu'elle appréciait d'être prévenue : la dernière fois que la banque avait changé quelque chose, elle l'avait découvert en faisant la queue.",
  'Nadia Kamau : Et le week-end de la bascule lui-même ?',
  "Abena Owusu : L'équipe de la direction générale a migré les données le samedi. Le dimanche, nous sommes tous venus vérifier nos propres clients. Le vendredi soir, nous avions imprimé les soldes de l'ancien système, et nous les avons comparés avec le nouveau, compte par compte, pour nos deux cents plus gros comptes et un échantillon au hasard des autres. Nous avons trouvé quatre écarts. Petits, mais si un client les avait trouvés avant nous, nous aurions perdu sa confiance. Nous les avons signalés avant le lundi et ils ont été corrigés.",
  "Nadia Kamau : Que s'est-il passé le lundi ?",
  "Abena Owusu : À dix heures, la file sortait de l'agence. Je m'y attendais, alors j'avais prévu trois choses. Un collaborateur à la porte, qui expliquait l'attente et aidait les gens à remplir leurs formulaires avant d'arriver au guichet. De l'eau pour ceux qui attendaient sous la chaleur. Et j'ai moi-même tenu un guichet. Je crois que c'est ce qui a le plus compté : quand l'équipe a vu la directrice saisir des opérations et faire les mêmes erreurs, plus personne n'a eu honte de demander de l'aide.",
  'Nadia Kamau : Combien de temps avant le retour à la normale ?',
  "Abena Owusu : Neuf jours ouvrés pour que notre temps d'attente moyen revienne à son niveau d'avant. Au bout d'un mois, nous étions plus rapides qu'avec l'ancien système, parce que le nouveau fait les validations à l'écran au lieu du papier.",
  "Nadia Kamau : Si un directeur d'agence qui nous écoute est à trois mois d'une migration, que doit-il faire cette semaine ?",
  "Abena Owusu : Trois choses. D'abord, comptez vos opérations, trouvez vos dix premières, et pratiquez-les chaque jour, un peu à la fois. Ensuite, désignez vos référents dès maintenant et donnez-leur le temps d'apprendre avant tout le monde. Enfin, décidez où vous serez le premier lundi. Pas dans votre bureau. À un guichet, ou à la porte. Votre équipe fera ce qu'elle vous voit faire.",
  'Nadia Kamau : Abena Owusu, merci.',
  'Abena Owusu : Merci, Nadia.',
);

const UNRELIABLE_DATA_EN = turns(
  "Nadia Kamau: Welcome to the LeadVillage podcast. I'm Nadia Kamau. Today I'm speaking with Mariam Koné, director of planning and statistics in a West African ministry of agriculture. Her team advises the minister on where to send seed, fertiliser and extension officers, with data that is often late, incomplete or contradictory. Mariam, honestly, how bad is the data?",
  'Mariam Koné: It depends on the number. Rainfall from our weather stations is good. The planted area the districts report is weaker: some districts copy last year\'s figure when they have no fuel to visit the fields. Yields are the weakest; we estimate them from small samples. So the first thing I teach my team is that "the data" is not one thing. Each figure has its own reliability, and we should say so.',
  'Nadia Kamau: How do you say so?',
  'Mariam Koné: We grade every figure in our briefs: A, B or C. A means measured and checked, like rainfall. B means reported and plausible. C means estimated or doubtful. The grade is printed next to the number, in the table the minister reads. At first my colleagues were afraid it would make us look weak. The opposite happened. The minister started asking: "What would it take to make this a B?" That is a much better conversation than pretending.',
  "Nadia Kamau: But decisions can't wait for perfect data.",
  'Mariam Koné: No, and that is the second lesson. Before we analyse anything, we ask: which decision is this for, and when must it be made? Fertiliser has to be in the districts before the rains, so the allocation is decided in March whatever the data says. Then we ask: how wrong could we be, and what would it cost? If sending twenty percent too much to a district costs little, because the stock can be moved later, we decide with a C figure. If a mistake is expensive or cannot be undone, we spend the time and money to check first.',
  'Nadia Kamau: Can you give an example?',
  "Mariam Koné: Two years ago, one district reported a planted area for maize three times larger than the year before. If it was true, they needed much more fertiliser. If it was a typing error, we would waste stock that other districts needed. We did not argue about it in the office. We compared three sources that do not depend on each other: the district's report, the number of seed bags sold by the local dealers, and satellite images that a university partner gave us for free. Seed sales had grown by about thirty percent, not three hundred. The satellite images agreed. We called the district: someone had added a zero. It took four days. Without that check we would have sent forty tonnes to the wrong place.",
  "Nadia Kamau: Three sources that don't depend on each other. That seems to be the key.",
  'Mariam Koné: It is the cheapest quality control I know. When two independent sources agree, I trust them more than one perfect-looking figure. When they disagree, the disagreement tells me where to look.',
  "Nadia Kamau: And the people who collect the data in the districts? They're far from your office.",
  'Mariam Koné: That is the third lesson, and the slowest. Bad data is often a sign that the people collecting it never see it used. We started sending every district a one-page summary each quarter: their own figures, how they compare with their neighbours, and which decision they fed. Officers began calling us to correct figures they had never corrected before. One of them said: "I did not know anybody read my form." We also stopped asking for some figures. If nobody decides anything with a number, why should an officer spend a day collecting it?',
  'Nadia Kamau: Fewer numbers, better numbers.',
  'Mariam Koné: Yes. We went from sixty-two indicators per district to twenty-four.',
  'Nadia Kamau: How do you keep leaders honest when the data says something uncomfortable?',
  'Mariam Koné: We write the decision down before we know the outcome. We keep a decision log: the date, the decision, the figures we used with their grades, and what we expected to happen. Six months later we read it again. It protects the team: if we decided well with what we knew, a bad outcome is not a scandal. And it teaches us which figures misled us.',
  'Nadia Kamau: If a director listening wants to start on Monday, what is the first step?',
  'Mariam Koné: Take the next brief you send upwards and put a grade, A, B or C, next to every number. Then add one line: the decision it is for and the date by which it must be made. You will see at once which numbers matter and which ones you collect out of habit.',
  'Nadia Kamau: Mariam Koné, thank you.',
  'Mariam Koné: Thank you, Nadia.',
);

const UNRELIABLE_DATA_FR = turns(
  "Nadia Kamau : Bienvenue dans le podcast LeadVillage. Je suis Nadia Kamau. Aujourd'hui, je reçois Mariam Koné, directrice de la planification et des statistiques dans un ministère de l'Agriculture d'Afrique de l'Ouest. Son équipe conseille le ministre sur l'envoi des semences, des engrais et des conseillers agricoles, avec des données souvent en retard, incomplètes ou contradictoires. Mariam, franchement, les données sont-elles si mauvaises ?",
  "Mariam Koné : Cela dépend du chiffre. La pluviométrie de nos stations météo est bonne. Les surfaces semées que déclarent les districts sont plus fragiles : certains districts recopient le chiffre de l'année précédente quand ils n'ont pas de carburant pour aller sur le terrain. Les rendements sont les plus faibles ; nous les estimons à partir de petits échantillons. Alors la première chose que j'apprends à mon équipe, c'est que « les données », ce n'est pas un bloc. Chaque chiffre a sa propre fiabilité, et il faut le dire.",
  'Nadia Kamau : Comment le dites-vous ?',
  "Mariam Koné : Nous notons chaque chiffre de nos notes : A, B ou C. A veut dire mesuré et vérifié, comme la pluviométrie. B, déclaré et plausible. C, estimé ou douteux. La note est imprimée à côté du chiffre, dans le tableau que lit le ministre. Au début, mes collègues craignaient que cela nous fasse paraître faibles. C'est l'inverse qui s'est produit. Le ministre a commencé à demander : « Que faudrait-il pour que ce chiffre passe à B ? » C'est une bien meilleure conversation que de faire semblant.",
  'Nadia Kamau : Mais les décisions ne peuvent pas attendre des données parfaites.',
  "Mariam Koné : Non, et c'est la deuxième leçon. Avant d'analyser quoi que ce soit, nous nous demandons : à quelle décision cela sert-il, et quand doit-elle être prise ? Les engrais doivent être dans les districts avant les pluies, donc la répartition se décide en mars, quoi que disent les données. Ensuite : à quel point pouvons-nous nous tromper, et combien cela coûterait-il ? Si envoyer vingt pour cent de trop à un district coûte peu, parce que le stock peut être déplacé plus tard, nous décidons avec un chiffre noté C. Si une erreur coûte cher ou ne peut pas être rattrapée, nous prenons le temps et les moyens de vérifier d'abord.",
  'Nadia Kamau : Pouvez-vous donner un exemple ?',
  "Mariam Koné : Il y a deux ans, un district a déclaré une surface de maïs trois fois plus grande que l'année précédente. Si c'était vrai, il lui fallait beaucoup plus d'engrais. Si c'était une erreur de saisie, nous allions gaspiller un stock dont d'autres districts avaient besoin. Nous n'en avons pas débattu au bureau. Nous avons comparé trois sources qui ne dépendent pas les unes des autres : la déclaration du district, le nombre de sacs de semences vendus par les revendeurs locaux, et des images satellite qu'une université partenaire nous a fournies gratuitement. Les ventes de semences avaient augmenté d'environ trente pour cent, pas de trois cents. Les images satellite allaient dans le même sens. Nous avons appelé le district : quelqu'un avait ajouté un zéro. Cela a pris quatre jours. Sans cette vérification, nous aurions envoyé quarante tonnes au mauvais endroit.",
  "Nadia Kamau : Trois sources qui ne dépendent pas les unes des autres. C'est apparemment la clé.",
  "Mariam Koné : C'est le contrôle de qualité le moins cher que je connaisse. Quand deux sources indépendantes concordent, je leur fais plus confiance qu'à un chiffre unique qui a l'air parfait. Quand elles divergent, le désaccord me dit où regarder.",
  'Nadia Kamau : Et les personnes qui collectent les données dans les districts ? Elles sont loin de votre bureau.',
  "Mariam Koné : C'est la troisième leçon, et la plus lente. De mauvaises données sont souvent le signe que ceux qui les collectent ne les voient jamais servir. Nous avons commencé à envoyer chaque trimestre à chaque district une synthèse d'une page : leurs propres chiffres, la comparaison avec leurs voisins, et la décision qu'ils ont alimentée. Des agents se sont mis à nous appeler pour corriger des chiffres qu'ils n'avaient jamais corrigés. L'un d'eux m'a dit : « Je ne savais pas que quelqu'un lisait mon formulaire. » Nous avons aussi cessé de demander certains chiffres. Si personne ne décide rien avec un chiffre, pourquoi un agent passerait-il une journée à le collecter ?",
  'Nadia Kamau : Moins de chiffres, de meilleurs chiffres.',
  'Mariam Koné : Oui. Nous sommes passés de soixante-deux indicateurs par district à vingt-quatre.',
  'Nadia Kamau : Comment restez-vous honnêtes quand les données disent quelque chose de dérangeant ?',
  "Mariam Koné : Nous écrivons la décision avant d'en connaître le résultat. Nous tenons un journal des décisions : la date, la décision, les chiffres utilisés avec leur note, et ce que nous attendions. Six mois plus tard, nous le relisons. Cela protège l'équipe : si nous avons bien décidé avec ce que nous savions, un mauvais résultat n'est pas un scandale. Et cela nous apprend quels chiffres nous ont induits en erreur.",
  'Nadia Kamau : Si un directeur qui nous écoute veut commencer lundi, quelle est la première étape ?',
  'Mariam Koné : Prenez la prochaine note que vous envoyez à votre hiérarchie et mettez une note, A, B ou C, à côté de chaque chiffre. Puis ajoutez une ligne : la décision à laquelle elle sert et la date à laquelle cette décision doit être prise. Vous verrez tout de suite quels chiffres comptent et lesquels vous collectez par habitude.',
  'Nadia Kamau : Mariam Koné, merci.',
  'Mariam Koné : Merci, Nadia.',
);

/** The two episodes, oldest first, with how many days before the seed's `now` each was published. */
export const DEMO_EPISODES: ReadonlyArray<{
  episode: NewPodcastEpisode;
  publishedDaysAgo: number;
}> = [
  {
    publishedDaysAgo: 12,
    episode: {
      id: 'core-banking-migration',
      guestName: 'Abena Owusu',
      audio: null,
      texts: {
        en: {
          title: 'Leading a branch team through a core-banking migration',
          guestRole: 'Branch manager at a commercial bank in Kumasi, Ghana',
          description:
            "Abena Owusu's branch changed its core-banking system with customers at the counter. How she prepared 23 staff with ten transactions practised daily, two champions and honest answers, and why she spent the first Monday at a counter.",
          transcript: CORE_BANKING_EN,
        },
        fr: {
          title: "Conduire une équipe d'agence pendant la migration du système bancaire central",
          guestRole: "Directrice d'agence dans une banque commerciale à Kumasi, au Ghana",
          description:
            "L'agence d'Abena Owusu a changé de système bancaire central avec les clients au guichet. Comment elle a préparé 23 collaborateurs avec dix opérations pratiquées chaque jour, deux référents et des réponses franches, et pourquoi elle a passé le premier lundi au guichet.",
          transcript: CORE_BANKING_FR,
        },
      },
    },
  },
  {
    publishedDaysAgo: 5,
    episode: {
      id: 'deciding-with-unreliable-data',
      guestName: 'Mariam Koné',
      audio: null,
      texts: {
        en: {
          title: 'Deciding well when the data is unreliable',
          guestRole:
            'Director of planning and statistics in a West African ministry of agriculture',
          description:
            'Mariam Koné advises a minister with figures that are late or doubtful. Her three habits: grade every figure A, B or C, check it against three independent sources, and keep a decision log; and why her team cut 62 indicators to 24.',
          transcript: UNRELIABLE_DATA_EN,
        },
        fr: {
          title: 'Bien décider quand les données ne sont pas fiables',
          guestRole:
            "Directrice de la planification et des statistiques dans un ministère de l'Agriculture d'Afrique de l'Ouest",
          description:
            'Mariam Koné conseille un ministre avec des chiffres en retard ou douteux. Ses trois habitudes : noter chaque chiffre A, B ou C, le confronter à trois sources indépendantes et tenir un journal des décisions ; et pourquoi son équipe est passée de 62 indicateurs à 24.',
          transcript: UNRELIABLE_DATA_FR,
        },
      },
    },
  },
];
