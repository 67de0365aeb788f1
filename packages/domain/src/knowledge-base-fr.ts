import { BUILT_IN_BADGES, type BadgeRule } from './badges';
import { MIN_TEAM_SIZE } from './constants';
import { MIN_GROUP_ANSWERS } from './growth-assessment';
import { KbEntryInputSchema, type KbEntryInput } from './knowledge-base';
import { LEVELS, type Level } from './levels';
import { featuresAtLevel, paidPlanFeatures, type FeatureId } from './premium';
import { INNOVATION_OUTCOMES, MAX_ROI_OUTCOMES, MAX_ROI_SCORE, ROI_BANDS, type RoiBandKey, type RoiOutcome } from './roi';
import { MAX_STREAK_FREEZES, STREAK_DAYS_FOR_MULTIPLIER, STREAK_DAYS_PER_FREEZE, STREAK_MULTIPLIER, XP_ACTIONS, type XpActionDefinition } from './xp-actions';

/*
 * The knowledge base a new installation starts with, in French: the same entries as
 * defaultKnowledgeBase(), in the same order and categories (the category is the English key the
 * web translates), written for French-speaking business readers. Numbers come from the same domain
 * constants as the English, so neither text can drift from the rules. The server seeds these as
 * translations of the English rows (journeys' and FAQ's translations migration).
 */

/** A number as French writes it: "5 001", "1,5" (no-break space between thousands). */
const n = (v: number) => v.toLocaleString('fr-FR').replace(/\s/g, '\u00a0');

/** The XP actions' names in French (the web's `landing` catalogue says the same). */
export const XP_ACTION_LABELS_FR: Record<XpActionDefinition['id'], string> = {
  onboarding_complete: 'Intégration terminée',
  complete_module: 'Module terminé',
  attend_webinar: 'Participation à un webinaire',
  peer_mentoring: 'Mentorat entre pairs',
  weekly_reflection: 'Réflexion hebdomadaire envoyée',
  capstone_challenge: 'Défi final',
};

/** The levels' names and what they unlock, in French (as the web's `landing` catalogue). */
export const LEVEL_TEXTS_FR: Record<Level['number'], { name: string; unlocks: string }> = {
  1: { name: 'Explorateur', unlocks: 'Niveau de départ' },
  2: { name: "Bâtisseur d'impact", unlocks: 'Débloque les défis de groupe' },
  3: { name: 'Architecte du changement', unlocks: 'Débloque le mentorat' },
  4: { name: 'Leader de la transformation', unlocks: "Certification d'élite" },
};

type BuiltInBadgeId = (typeof BUILT_IN_BADGES)[number]['id'];

/** The built-in badges in French: name, and what to do (from the rule's own target). */
const BADGES_FR: Record<BuiltInBadgeId, { name: string; description: (target: number) => string }> = {
  'data-master': { name: 'Maître des données', description: (t) => `terminez ${n(t)} modules sur la culture des données et les outils numériques.` },
  'change-champion': { name: 'Champion du changement', description: (t) => `envoyez ${n(t)} réflexions hebdomadaires sur le changement que vous conduisez.` },
  'leadership-excellence': { name: 'Excellence en leadership', description: (t) => `accompagnez vos pairs lors de ${n(t)} séances de mentorat.` },
  'transformation-catalyst': { name: 'Catalyseur de transformation', description: (t) => `atteignez ${n(t)} XP, le niveau ${LEVEL_TEXTS_FR[4].name}.` },
};

/** A badge rule's criteria in French (describeBadgeRule's words). */
function describeBadgeRuleFr(rule: BadgeRule): string {
  switch (rule.kind) {
    case 'action_count':
      return `« ${XP_ACTION_LABELS_FR[rule.action]} » ${n(rule.target)} fois`;
    case 'total_xp':
      return `${n(rule.target)} XP gagnés`;
    case 'streak_days':
      return `une série de ${n(rule.target)} jours`;
    case 'distinct_actions':
      return `des XP gagnés avec ${n(rule.target)} actions différentes`;
  }
}

const ROI_BANDS_FR: Record<RoiBandKey, { label: string; message: string }> = {
  critical: { label: 'Moment décisif pour votre ROI', message: "Un potentiel considérable : il est urgent d'agir." },
  high: { label: 'Fort potentiel de ROI', message: 'Une belle occasion de transformation rapide.' },
  moderate: { label: 'Potentiel de ROI modéré', message: 'Des gains possibles avec la bonne démarche.' },
  low: { label: 'Faible potentiel de ROI', message: "Peu de risque, mais ce n'est pas encore le bon moment." },
};

const ROI_OUTCOMES_FR: Record<RoiOutcome, string> = {
  'Team communication': "Communication d'équipe",
  'Self-leadership': 'Leadership de soi',
  'Ownership mindset': 'Sens des responsabilités',
  'Digital adoption': 'Adoption du numérique',
  Productivity: 'Productivité',
  Collaboration: 'Collaboration',
  Retention: 'Fidélisation',
  'Innovation / Ideas shared': "Innovation / partage d'idées",
};

/** "« a », « b » et « c »". */
function quotedList(items: readonly string[]): string {
  const quoted = items.map((i) => `« ${i} »`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} et ${quoted.at(-1)}` : (quoted[0] ?? '');
}

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('fr-FR') + text.slice(1);

/** "a, b et c". */
const listFr = (items: readonly string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} et ${items.at(-1)}` : (items[0] ?? ''));

/** How the French FAQ names a feature of the plans-and-levels table (premium.ts) inside a sentence. */
const FEATURE_IN_SENTENCE_FR: Record<FeatureId, string> = {
  'transformation-partner': 'le Partenaire de transformation',
  podcast: 'le Podcast',
  'book-club': 'le Club de lecture',
  'impact-log': "le Journal d'impact",
  'peer-circles': 'les Cercles entre pairs',
  'webinars-events': 'les Webinaires et événements',
  points: 'la page Points (votre parcours de niveaux, les XP par action et le calendrier de série)',
  'group-challenges': 'les défis de groupe',
  'mentoring-as-mentor': "l'enregistrement de séances de mentorat en tant que mentor",
  'elite-certification': "la certification d'élite",
};

/** What a level unlocks, from the table, in French. */
function levelUnlocksFr(level: number): string {
  const features = featuresAtLevel(level);
  if (features.length === 0) return lowerFirst(LEVEL_TEXTS_FR[1].unlocks);
  return features
    .map((f) => (f.built ? `débloque ${FEATURE_IN_SENTENCE_FR[f.id]}` : `${FEATURE_IN_SENTENCE_FR[f.id]} : pas encore ouvert`))
    .join(' ; ');
}

/** The levels as French lines: "Niveau 1, Explorateur : de 0 à 500 XP (niveau de départ)." */
function levelLinesFr(): string {
  return LEVELS.map((l) => {
    const text = LEVEL_TEXTS_FR[l.number];
    const range = l.maxXp === null ? `${n(l.minXp)} XP et plus` : `de ${n(l.minXp)} à ${n(l.maxXp)} XP`;
    return `Niveau ${l.number}, ${text.name} : ${range} (${levelUnlocksFr(l.number)}).`;
  }).join('\n');
}

/** What paid membership opens today, and the premium spaces not open yet, in French. */
function paidPlanSentencesFr(): { opens: string; coming: string } {
  const { included, coming } = paidPlanFeatures();
  const opens = listFr(included.map((f) => FEATURE_IN_SENTENCE_FR[f.id]));
  const names = listFr(coming.map((f) => FEATURE_IN_SENTENCE_FR[f.id]));
  const capital = names.charAt(0).toLocaleUpperCase('fr-FR') + names.slice(1);
  return {
    opens,
    coming: coming.length === 0 ? '' : ` ${capital} feront partie de l'abonnement payant à leur ouverture ; ils ne sont pas encore ouverts, et personne ne les paie avant.`,
  };
}

function roiBandLinesFr(): string {
  return ROI_BANDS.map((b, i) => {
    const prev = ROI_BANDS[i - 1];
    const range =
      i === 0
        ? `${b.minScore} et plus`
        : Number.isFinite(b.minScore)
          ? `De ${b.minScore} à ${(prev?.minScore ?? MAX_ROI_SCORE + 1) - 1}`
          : `Moins de ${prev?.minScore ?? 0}`;
    const text = ROI_BANDS_FR[b.key];
    return `${range} : ${text.label}. ${text.message}`;
  }).join('\n');
}

/**
 * The French FAQ, entry for entry the French version of defaultKnowledgeBase() (same length,
 * order and categories; knowledge-base-fr.test.ts checks it).
 */
export function defaultKnowledgeBaseFr(): KbEntryInput[] {
  const streakExample = XP_ACTIONS[1].points;
  return [
    {
      category: 'Getting started',
      question: "Qu'est-ce que LeadVillage ?",
      answer:
        `LeadVillage propose des parcours guidés de leadership et de transformation numérique, aux équipes comme aux dirigeants à titre individuel. Vous apprenez avec des modules, des webinaires, du mentorat entre pairs et des réflexions hebdomadaires. Vos progrès se voient en XP, en niveaux, en badges et à votre place au classement.\n\nVous pouvez commencer gratuitement ; l'abonnement payant ouvre ${paidPlanSentencesFr().opens}.`,
    },
    {
      category: 'Getting started',
      question: 'Comment commencer mon parcours ?',
      answer: `Choisissez « Commencer mon parcours » sur la page d'accueil et créez un compte avec votre adresse e-mail et un mot de passe (ou avec un compte de réseau social, lorsque cette option est proposée).\n\nRépondez ensuite au court questionnaire Team Blueprint : il vous rapporte ${n(XP_ACTIONS[0].points)} XP, une seule fois, et vous recommande un parcours pour votre équipe.`,
    },
    {
      category: 'Getting started',
      question: 'Quels parcours puis-je suivre ?',
      answer:
        "Il existe deux parcours nommés, l'un sur 6 mois, l'autre sur 9 mois, ainsi qu'un Parcours sur mesure, construit avec vous lors d'un entretien.\n\nLe Team Blueprint vous en recommande un selon les défis que vous cochez ; vous restez libre d'en choisir un autre.",
    },
    {
      category: 'Getting started',
      question: 'La formation est-elle accréditée CPD ?',
      answer:
        "Oui. Les parcours sont accrédités CPD (Continuing Professional Development, le développement professionnel continu) : ce que vous apprenez peut compter dans le relevé CPD que demande votre employeur ou votre organisme professionnel.\n\nVotre historique d'XP et votre Journal d'impact gardent une trace datée de ce que vous avez terminé et de ce qui a changé dans votre travail.",
    },
    {
      category: 'XP, levels and streaks',
      question: 'Comment gagner des XP ?',
      answer: `Vous gagnez des XP pour ces actions :\n\n${XP_ACTIONS.map((a) => `${XP_ACTION_LABELS_FR[a.id]} : ${n(a.points)} XP`).join('\n')}\n\nSeule la plateforme attribue des XP, et chaque réussite ne compte qu'une fois (par exemple, une seule récompense de réflexion hebdomadaire par semaine). Un administrateur peut corriger vos XP en donnant un motif écrit, que vous retrouvez dans votre historique.`,
    },
    {
      category: 'XP, levels and streaks',
      question: 'Quels sont les niveaux, et que débloquent-ils ?',
      answer: `Votre niveau dépend de votre total d'XP :\n\n${levelLinesFr()}\n\nVotre barre de progression indique combien d'XP il vous manque pour atteindre le niveau suivant.`,
    },
    {
      category: 'XP, levels and streaks',
      question: 'Comment fonctionnent les séries ?',
      answer:
        `Une journée compte dans votre série quand vous y gagnez des XP, selon votre propre fuseau horaire. À partir du ${STREAK_DAYS_FOR_MULTIPLIER}e ` +
        `jour d'une série, chaque gain d'XP est multiplié par ${n(STREAK_MULTIPLIER)} (par exemple, ${n(streakExample)} XP deviennent ` +
        `${n(streakExample * STREAK_MULTIPLIER)} XP). Le multiplicateur dure tant que votre série continue.\n\n` +
        `Chaque tranche de ${STREAK_DAYS_PER_FREEZE} jours de série vous fait gagner un gel de série, et vous pouvez en garder ${MAX_STREAK_FREEZES} au ` +
        `plus. Si vous manquez un jour, un gel est utilisé automatiquement et votre série continue, multiplicateur compris (le jour manqué ne s'y ajoute ` +
        `pas). Si vous manquez plus de jours d'affilée que vous n'avez de gels, votre série repart de 1. Les gels se gagnent, ils ne s'achètent jamais. ` +
        `Les membres payants voient combien ils en ont sur la page Système de points.\n\n` +
        `Les corrections d'XP faites par un administrateur ne comptent pas dans la série et ne sont pas multipliées.`,
    },
    {
      category: 'XP, levels and streaks',
      question: 'Comment le classement ordonne-t-il les apprenants ?',
      answer:
        "Le classement range les apprenants selon les XP gagnés cette semaine, ce mois-ci ou depuis leurs débuts. Les semaines et les mois suivent l'heure UTC, pour que tout le monde soit en compétition sur la même période. Les apprenants qui ont autant d'XP partagent le même rang.",
    },
    {
      category: 'Badges',
      question: 'Quels badges puis-je obtenir ?',
      answer: `${BUILT_IN_BADGES.map((b) => {
        const text = BADGES_FR[b.id];
        return `${text.name} : ${text.description(b.rule.target)} (${describeBadgeRuleFr(b.rule)}.)`;
      }).join('\n\n')}\n\nLes administrateurs peuvent ajouter d'autres badges au fil du temps.`,
    },
    {
      category: 'Badges',
      question: 'Que signifie le pourcentage affiché sur un badge ?',
      answer:
        "C'est votre avancement vers l'objectif du badge, de 0 % à 100 %. À 100 %, le badge affiche « Débloqué » et reste à vous, avec la réussite qui l'a débloqué.",
    },
    {
      category: 'ROI estimator',
      question: 'Comment le score de ROI est-il calculé ?',
      answer: `Le score additionne quatre éléments tirés de vos réponses, dans la limite de ${MAX_ROI_SCORE} :\n\nProblèmes au travail dus à un leadership insuffisant, à une mauvaise communication ou à un décalage d'état d'esprit : plus de 50 % ajoute 30, plus de 30 % ajoute 20, plus de 10 % ajoute 10.\nCoût annuel de la rotation du personnel ou du désengagement : plus de ${n(100_000)} $ ajoute 25, plus de ${n(50_000)} $ ajoute 20, plus de ${n(20_000)} $ ajoute 10.\nMois nécessaires pour préparer quelqu'un à un poste de direction : plus de 12 ajoute 25, plus de 6 ajoute 20, plus de 3 ajoute 10.\nProjets numériques à l'arrêt : « Oui, souvent » ajoute 20, « Parfois » ajoute 10.\n\nLa taille de l'équipe, le salaire, la part de votre équipe qui a un plan de développement et les résultats que vous choisissez ne changent pas le score ; ils servent aux cartes de résultats.`,
    },
    {
      category: 'ROI estimator',
      question: 'Que signifient les tranches de ROI ?',
      answer: roiBandLinesFr(),
    },
    {
      category: 'ROI estimator',
      question: 'Comment les cartes de résultats sont-elles calculées ?',
      answer: `L'impact sur la productivité vaut 40 % de votre pourcentage de problèmes au travail ; il est aussi exprimé en dollars par an (taille de l'équipe × salaire mensuel × 12 × ce pourcentage). Les économies sur la fidélisation valent 30 % de votre coût annuel de rotation du personnel. Le vivier de dirigeants vaut 40 % des mois de préparation, arrondis, présentés comme des mois gagnés. Le potentiel d'innovation est « Élevé » quand au moins deux des résultats choisis figurent parmi ${quotedList(INNOVATION_OUTCOMES.map((o) => ROI_OUTCOMES_FR[o]))} ; « Moyen » quand un seul y figure ; « Faible » sinon.\n\nVous pouvez choisir au plus ${MAX_ROI_OUTCOMES} résultats. Ce sont des estimations pour ouvrir la discussion, pas des promesses.`,
    },
    {
      category: 'Membership and payment',
      question: "Quelle est la différence entre l'abonnement gratuit et l'abonnement payant ?",
      answer:
        `Les membres gratuits suivent les parcours, gagnent des XP et des badges, figurent au classement et utilisent le forum, le Journal d'impact et les Webinaires et événements.\n\nLes membres payants ont aussi accès à ${paidPlanSentencesFr().opens}.${paidPlanSentencesFr().coming}`,
    },
    {
      category: 'Membership and payment',
      question: 'Comment payer, et combien cela coûte-t-il ?',
      answer:
        "Ouvrez « Passer à l'offre premium » depuis votre tableau de bord et choisissez la formule Individuelle ou Corporate Leader. La page affiche le prix en vigueur. Le paiement se fait par carte via Stripe : vos données de carte vont à Stripe et ne nous parviennent jamais. Seul le serveur fixe le montant.\n\nSi le paiement en ligne n'est pas configuré, la page vous indique comment joindre notre équipe commerciale, et un administrateur peut vous accorder l'abonnement payant.",
    },
    {
      category: 'Membership and payment',
      question: "Mon paiement est passé, mais je vois toujours l'offre gratuite. Que faire ?",
      answer:
        "Votre abonnement devient payant dès que Stripe confirme le paiement, même si vous avez fermé l'onglet. Rechargez la page au bout d'une minute.\n\nSi l'offre gratuite s'affiche toujours, contactez le support en indiquant la date du paiement.",
    },
    {
      category: 'Teams and consultations',
      question: 'Comment fonctionnent les équipes (votre village) ?',
      answer:
        "Sur LeadVillage, votre équipe s'appelle votre « village ». Un leader le crée depuis la page « Bâtir mon village » et invite ses collègues par e-mail ou par un lien.\n\nLes abonnements entreprise sont conçus pour cela : le Corporate Leader anime le village, et les membres de l'entreprise y apprennent ensemble.",
    },
    {
      category: 'Teams and consultations',
      question: 'Comment réserver un entretien ?',
      answer: `Utilisez le formulaire Pathfinder de la page d'accueil (« Prendre rendez-vous ») pour réserver une séance gratuite de 30 minutes. Indiquez votre nom, votre adresse e-mail et la taille de votre équipe (au moins ${MIN_TEAM_SIZE} personnes), puis votre calendrier, la durée de parcours souhaitée, une date et une heure.\n\nLes créneaux sont proposés toutes les 30 minutes, de 13 h 30 à 20 h, dans votre propre fuseau horaire. Une fois le formulaire envoyé, vous arrivez sur la page du calendrier pour confirmer le rendez-vous.`,
    },
    {
      category: 'Privacy',
      question: "Que voient les autres à mon sujet ?",
      answer:
        "Votre profil public affiche votre nom, votre niveau, vos XP, vos badges, votre type de personnalité et les entrées de votre Journal d'impact que vous rendez publiques. Votre adresse e-mail, votre abonnement et vos informations de paiement ne sont jamais montrés aux autres apprenants.\n\nLa démo publique n'affiche que le prénom et l'initiale du nom des meilleurs apprenants de la semaine.",
    },
    {
      category: 'Privacy',
      question: 'Puis-je ne pas apparaître au classement ?',
      answer:
        "Oui. Dans votre profil, désactivez « M'afficher dans les classements publics » : vous disparaissez de tous les classements publics, et vous continuez à gagner des XP et des badges. Les comptes inactifs n'y figurent jamais.",
    },
    {
      category: 'Privacy',
      question: 'Que mesure LeadVillage, et qui le voit ?',
      answer: `Nous mesurons vos progrès à partir de ce que vous répondez et faites, jamais à partir de suppositions. Une auto-évaluation de 16 comportements de leadership répartis en quatre dimensions (maîtrise des données, ouverture au changement, adoption du numérique, excellence du leadership), notée de 0 à 100 %, faite quand vous vous inscrivez à un parcours, quand vous le terminez et 90 jours plus tard. Le feedback 360 : de 3 à 8 collègues que vous invitez évaluent les mêmes comportements grâce à un lien à usage unique, sans créer de compte. À côté : les quiz de connaissances, les heures de DPC, les actions de votre Journal d'impact et vos certificats.\n\nVous voyez tous vos propres chiffres sur votre profil, dans le tableau de bord de l'impact et « Ma progression ». Un groupe d'évaluateurs (responsable, pairs, collaborateurs directs) n'est affiché que si au moins ${MIN_GROUP_ANSWERS} d'entre eux ont répondu ; les groupes plus petits sont regroupés dans « Autres », et personne, administrateurs compris, ne peut savoir quel collègue a donné quelle réponse. Le leader de votre village voit le tableau de bord du village, et les personnes qui gèrent votre organisation (ou votre chef d'équipe, pour ses équipes) voient le leur : le score d'une équipe, l'évolution de son 360 et ses résultats aux quiz sont des moyennes affichées seulement quand au moins ${MIN_GROUP_ANSWERS} personnes ont répondu, pour que personne ne puisse y lire les réponses d'un autre.`,
    },
  ].map((e) => KbEntryInputSchema.parse(e));
}
