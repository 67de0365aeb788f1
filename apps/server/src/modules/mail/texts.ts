import type { Locale } from '@lv/domain';

/** A mail's words: subject, the paragraph before the link, the link's text, the paragraph after. */
interface LinkMailText {
  subject: string;
  intro: string;
  action: string;
  outro: string;
}

/** The weekly digest's facts (domain leaderDigest) with the village's name, as the mail says them. */
export interface DigestText {
  village: string;
  members: number;
  active: number;
  modules: number;
  mostMoved: { name: string; xp: string } | null;
  quiet: string[];
  quietMore: number;
}

interface CapstoneReview {
  journeyTitle: string;
  feedback: string;
  /** The XP the acceptance awarded, already formatted in the mail's language; null for none. */
  xp: string | null;
}

interface MentoringRequest {
  siteName: string;
  mentorName: string;
  menteeName: string;
  /** The session's day, already formatted in the mail's language. */
  day: string;
  minutes: number;
  topic: string;
  linkDays: number;
}

interface RaterInvite {
  siteName: string;
  learnerName: string;
  journeyTitle: string;
  linkDays: number;
}

/**
 * Every mail's fixed text in one language. The server is not compiled with Lingui's macros, so its
 * few texts are a typed catalogue: TypeScript refuses a language that lacks a key English has
 * (docs/decisions/020-i18n.md). Names, titles and the reviewer's words are never translated.
 */
export interface MailTexts {
  signature: (siteName: string) => string;
  verification: (siteName: string) => LinkMailText;
  resetPassword: (siteName: string) => LinkMailText;
  magicLink: (siteName: string) => LinkMailText;
  existingAccount: (siteName: string) => LinkMailText;
  teamInvite: (siteName: string, leaderName: string, teamName: string) => LinkMailText;
  orgInvite: (siteName: string, inviterName: string, orgName: string, days: number) => LinkMailText;
  capstoneAccepted: (review: CapstoneReview) => LinkMailText;
  capstoneChangesAsked: (review: CapstoneReview) => LinkMailText;
  /** A streak of `days` days that ends tonight without a step today (reminder, ADR 046). */
  streakAtRisk: (siteName: string, days: number) => LinkMailText;
  /** No activity for `days` days (3, 7, 14; reminder, ADR 046). */
  inactive: (siteName: string, days: number) => LinkMailText;
  /** A registered webinar: `when` is its start in the learner's zone, already formatted. */
  webinarSoon: (title: string, when: string) => LinkMailText;
  webinarTomorrow: (title: string, when: string) => LinkMailText;
  mentoringRequest: (m: MentoringRequest) => { subject: string; intro: string; ask: string; confirm: string; decline: string; outro: string };
  raterInvite: (m: RaterInvite) => LinkMailText;
  /** A mentoring session logged with the reader 2 days ago, not yet confirmed or declined (reminder, ADR 046). */
  mentoringWaiting: (m: Omit<MentoringRequest, 'menteeName' | 'linkDays'>) => LinkMailText;
  /** The self-assessment 90 days after completing `journeyTitle` is open (reminder, ADR 048). */
  followUpAssessment: (siteName: string, journeyTitle: string) => LinkMailText;
  /** A village leader's Monday digest of their members' last 7 days (ADR 046); names already cut for mail. */
  leaderDigest: (d: DigestText) => LinkMailText;
  /** A village leader's ROI estimate is due to be re-measured, `days` (30, 90, 180) after the first (reminder, ADR 051). */
  roiRemeasure: (siteName: string, days: number) => LinkMailText;
}

const en: MailTexts = {
  signature: (siteName) => `— ${siteName}`,
  verification: (siteName) => ({
    subject: `Confirm your email for ${siteName}`,
    intro: 'Welcome! Confirm your email address to start your journey.',
    action: 'Confirm my email',
    outro: 'This link expires in 1 hour. If you did not sign up, ignore this mail.',
  }),
  resetPassword: (siteName) => ({
    subject: `Reset your ${siteName} password`,
    intro: 'Someone asked to reset the password of your account.',
    action: 'Choose a new password',
    outro: 'This link expires in 1 hour and works once. If it was not you, ignore this mail: your password stays the same.',
  }),
  magicLink: (siteName) => ({
    subject: `Your ${siteName} sign-in link`,
    intro: 'Here is your sign-in link.',
    action: 'Sign me in',
    outro: 'This link expires in 5 minutes and works once. If you did not ask for it, ignore this mail.',
  }),
  existingAccount: (siteName) => ({
    subject: `Someone tried to sign up with your email on ${siteName}`,
    intro: 'Someone tried to create an account with this email address, which already has one.',
    action: 'Sign in or reset your password',
    outro: 'If it was you, sign in instead. If not, you can ignore this mail.',
  }),
  teamInvite: (siteName, leaderName, teamName) => ({
    subject: `${leaderName} invites you to the ${teamName} village on ${siteName}`,
    intro: `${leaderName} invites you to join their village "${teamName}" on ${siteName}, to take leadership journeys together and climb the team leaderboard.`,
    action: 'Join the village',
    outro: 'This invite works once and expires in 7 days. Sign in or create an account with any email to join. If you do not know the sender, ignore this mail.',
  }),
  orgInvite: (siteName, inviterName, orgName, days) => ({
    subject: `${inviterName} invites you to join ${orgName} on ${siteName}`,
    intro: `${inviterName} invites you to join ${orgName} on ${siteName}, where ${orgName} runs leadership journeys for its people.`,
    action: 'Accept the invitation',
    outro:
      `Sign in or create an account with this email address to accept. This invitation works once and expires in ${days} days. ` +
      'If you do not know the sender, ignore this mail.',
  }),
  capstoneAccepted: ({ journeyTitle, feedback, xp }) => ({
    subject: `Your capstone for ${journeyTitle} was accepted`,
    intro: `Congratulations: your capstone for ${journeyTitle} was accepted${xp ? ` and you earned ${xp} XP` : ''}. Your reviewer wrote: "${feedback}"`,
    action: 'Open your capstone',
    outro: 'The accepted capstone counts towards your journey and your CPD record.',
  }),
  capstoneChangesAsked: ({ journeyTitle, feedback }) => ({
    subject: `Your capstone for ${journeyTitle} needs changes`,
    intro: `Your reviewer asked for changes to your capstone for ${journeyTitle}. They wrote: "${feedback}"`,
    action: 'Open your capstone',
    outro: 'Make the changes and submit it again. Your earlier version and this feedback stay in your capstone history.',
  }),
  streakAtRisk: (siteName, days) => ({
    subject: `Your ${days}-day streak ends tonight`,
    intro: `You have learned ${days} days in a row on ${siteName}. One step today keeps the streak going: a module, a check or a reflection is enough.`,
    action: 'Take today\'s step',
    outro: 'Streak days are counted in your own time zone.',
  }),
  inactive: (siteName, days) => ({
    subject: `Your journey on ${siteName} is waiting`,
    intro: `It has been ${days} days since your last visit. Ten minutes today is enough to pick up where you left off.`,
    action: 'Continue my journey',
    outro: 'We remind you after 3, 7 and 14 days away, then not again until you are back.',
  }),
  webinarSoon: (title, when) => ({
    subject: `Starting in 1 hour: ${title}`,
    intro: `The webinar you registered for, ${title}, starts at ${when}.`,
    action: 'Open the event and its join link',
    outro: 'Your attendance code is given during the session.',
  }),
  followUpAssessment: (siteName, journeyTitle) => ({
    subject: `Three months after ${journeyTitle}: how have you grown?`,
    intro: `You completed ${journeyTitle} on ${siteName} 90 days ago. Take the same 16 statements again (about 5 minutes) to see what has lasted since: your scores are shown beside your baseline, dimension by dimension.`,
    action: 'Take the 90-day self-assessment',
    outro: 'Only you see your answers. This is the last assessment of the journey, and we send this reminder once.',
  }),
  leaderDigest: (d) => ({
    subject: `${d.village} this week: ${d.modules === 1 ? '1 module' : `${d.modules} modules`} completed`,
    intro: [
      `In the last 7 days, ${d.active} of your ${d.members === 1 ? 'member was' : `${d.members} members were`} active and completed ${d.modules === 1 ? '1 module' : `${d.modules} modules`}.`,
      d.mostMoved ? `${d.mostMoved.name} moved most, with ${d.mostMoved.xp} XP.` : 'Nobody earned XP this week.',
      d.quiet.length
        ? `Quiet for 14 days or more: ${d.quiet.join(', ')}${d.quietMore ? ` and ${d.quietMore} more` : ''}. A short message from you often brings someone back.`
        : '',
    ]
      .filter(Boolean)
      .join(' '),
    action: "See your village's progress",
    outro: 'This digest comes every Monday morning while you lead a village.',
  }),
  roiRemeasure: (siteName, days) => ({
    subject: `${days} days on: has the cost of stalled projects moved?`,
    intro: `${days} days ago you estimated on ${siteName} what stalled digital projects cost your village. Your answers are filled in: change what has moved since, and see your new estimate beside the first.`,
    action: 'Re-measure my estimate',
    outro: 'We ask again at 30, 90 and 180 days after your first estimate, once each.',
  }),
  webinarTomorrow: (title, when) => ({
    subject: `Tomorrow: ${title}`,
    intro: `The webinar you registered for, ${title}, is tomorrow at ${when}.`,
    action: 'See the event',
    outro: 'The join link is on the event page; we remind you again an hour before.',
  }),
  mentoringRequest: (m) => ({
    subject: `${m.mentorName} asks you to confirm a mentoring session on ${m.siteName}`,
    intro: `Hello ${m.menteeName}, ${m.mentorName} logged a mentoring session with you on ${m.siteName}: ${m.day}, ${m.minutes} minutes, on "${m.topic}".`,
    ask: 'If it happened, confirm it: you both get the CPD minutes, and your mentor earns Peer Mentoring XP. If it did not, decline it.',
    confirm: 'Confirm the session',
    decline: 'Decline it',
    outro: `Each link asks for one more tap, works once and expires in ${m.linkDays} days. You can also answer under Mentoring when you sign in to ${m.siteName}.`,
  }),
  mentoringWaiting: (m) => ({
    subject: `${m.mentorName} is waiting for your answer on ${m.siteName}`,
    intro: `${m.mentorName} logged a mentoring session with you two days ago: ${m.day}, ${m.minutes} minutes, on "${m.topic}". Until you answer, neither of you gets its CPD minutes.`,
    action: 'Confirm or decline it',
    outro: 'The links in the first mail still work too. We remind you of a session once.',
  }),
  raterInvite: (m) => ({
    subject: `${m.learnerName} asks for your feedback on ${m.siteName}`,
    intro: `Hello, ${m.learnerName} is following the ${m.journeyTitle} journey on ${m.siteName} and asks how you see their leadership: 16 short statements, about 5 minutes, and one comment if you wish. No account is needed.`,
    action: 'Give my feedback',
    outro: `Your answers are anonymous: ${m.learnerName} sees them only merged with at least two other people's, never who said what. The link works once and expires in ${m.linkDays} days.`,
  }),
};

const fr: MailTexts = {
  signature: (siteName) => `— L'équipe ${siteName}`,
  verification: (siteName) => ({
    subject: `Confirmez votre adresse e-mail pour ${siteName}`,
    intro: 'Bienvenue ! Confirmez votre adresse e-mail pour commencer votre parcours.',
    action: 'Confirmer mon adresse e-mail',
    outro: "Ce lien expire dans 1 heure. Si vous n'avez pas créé de compte, ignorez ce message.",
  }),
  resetPassword: (siteName) => ({
    subject: `Réinitialisez votre mot de passe ${siteName}`,
    intro: 'Une demande de réinitialisation du mot de passe de votre compte a été faite.',
    action: 'Choisir un nouveau mot de passe',
    outro: "Ce lien expire dans 1 heure et ne fonctionne qu'une fois. Si vous n'êtes pas à l'origine de la demande, ignorez ce message : votre mot de passe ne change pas.",
  }),
  magicLink: (siteName) => ({
    subject: `Votre lien de connexion à ${siteName}`,
    intro: 'Voici votre lien de connexion.',
    action: 'Me connecter',
    outro: "Ce lien expire dans 5 minutes et ne fonctionne qu'une fois. Si vous ne l'avez pas demandé, ignorez ce message.",
  }),
  existingAccount: (siteName) => ({
    subject: `Quelqu'un a tenté de créer un compte avec votre adresse sur ${siteName}`,
    intro: "Quelqu'un a tenté de créer un compte avec cette adresse e-mail, qui en a déjà un.",
    action: 'Me connecter ou réinitialiser mon mot de passe',
    outro: "Si c'était vous, connectez-vous plutôt. Sinon, vous pouvez ignorer ce message.",
  }),
  teamInvite: (siteName, leaderName, teamName) => ({
    subject: `${leaderName} vous invite dans le village ${teamName} sur ${siteName}`,
    intro: `${leaderName} vous invite à rejoindre son village « ${teamName} » sur ${siteName}, pour suivre ensemble des parcours de leadership et grimper au classement de l'équipe.`,
    action: 'Rejoindre le village',
    outro: "Cette invitation ne fonctionne qu'une fois et expire dans 7 jours. Connectez-vous ou créez un compte avec n'importe quelle adresse e-mail pour rejoindre le village. Si vous ne connaissez pas l'expéditeur, ignorez ce message.",
  }),
  orgInvite: (siteName, inviterName, orgName, days) => ({
    subject: `${inviterName} vous invite à rejoindre ${orgName} sur ${siteName}`,
    intro: `${inviterName} vous invite à rejoindre ${orgName} sur ${siteName}, où ${orgName} propose des parcours de leadership à ses équipes.`,
    action: "Accepter l'invitation",
    outro:
      `Connectez-vous ou créez un compte avec cette adresse e-mail pour accepter. Cette invitation ne fonctionne qu'une fois et expire dans ${days} jours. ` +
      "Si vous ne connaissez pas l'expéditeur, ignorez ce message.",
  }),
  capstoneAccepted: ({ journeyTitle, feedback, xp }) => ({
    subject: `Votre défi final du parcours ${journeyTitle} est validé`,
    intro: `Félicitations : votre défi final du parcours ${journeyTitle} est validé${xp ? ` et vous gagnez ${xp} XP` : ''}. Le commentaire de votre évaluateur : « ${feedback} »`,
    action: 'Ouvrir mon défi final',
    outro: 'Le défi final validé compte pour votre parcours et pour votre relevé CPD.',
  }),
  capstoneChangesAsked: ({ journeyTitle, feedback }) => ({
    subject: `Votre défi final du parcours ${journeyTitle} demande des modifications`,
    intro: `Votre évaluateur demande des modifications à votre défi final du parcours ${journeyTitle}. Son commentaire : « ${feedback} »`,
    action: 'Ouvrir mon défi final',
    outro: "Apportez les modifications et soumettez-le à nouveau. Votre version précédente et ce commentaire restent dans l'historique de votre défi final.",
  }),
  streakAtRisk: (siteName, days) => ({
    subject: `Votre série de ${days} jours s’arrête ce soir`,
    intro: `Vous avez appris ${days} jours de suite sur ${siteName}. Un pas aujourd’hui suffit à la prolonger : un module, un quiz ou une réflexion.`,
    action: 'Faire le pas du jour',
    outro: 'Les jours de série se comptent dans votre fuseau horaire.',
  }),
  inactive: (siteName, days) => ({
    subject: `Votre parcours sur ${siteName} vous attend`,
    intro: `Votre dernière visite remonte à ${days} jours. Dix minutes aujourd’hui suffisent pour reprendre là où vous vous êtes arrêté.`,
    action: 'Reprendre mon parcours',
    outro: 'Nous vous le rappelons après 3, 7 et 14 jours d’absence, puis plus jusqu’à votre retour.',
  }),
  webinarSoon: (title, when) => ({
    subject: `Dans 1 heure : ${title}`,
    intro: `Le webinaire auquel vous êtes inscrit, ${title}, commence à ${when}.`,
    action: 'Ouvrir l’événement et son lien de connexion',
    outro: 'Votre code de présence est donné pendant la session.',
  }),
  followUpAssessment: (siteName, journeyTitle) => ({
    subject: `Trois mois après ${journeyTitle} : qu’est-ce qui a changé ?`,
    intro: `Vous avez terminé le parcours ${journeyTitle} sur ${siteName} il y a 90 jours. Répondez de nouveau aux 16 mêmes affirmations (environ 5 minutes) pour voir ce qui est resté : vos scores s’affichent à côté de ceux de votre auto-évaluation de départ, dimension par dimension.`,
    action: 'Faire l’auto-évaluation à 90 jours',
    outro: 'Vous seul voyez vos réponses. C’est la dernière évaluation du parcours, et nous n’envoyons ce rappel qu’une fois.',
  }),
  leaderDigest: (d) => ({
    subject: `${d.village} cette semaine : ${d.modules === 1 ? '1 module terminé' : `${d.modules} modules terminés`}`,
    intro: [
      `Ces 7 derniers jours, ${d.active} ${d.members === 1 ? 'membre sur 1 a été actif' : `membres sur ${d.members} ont été actifs`} et ${d.modules === 1 ? '1 module a été terminé' : `${d.modules} modules ont été terminés`}.`,
      d.mostMoved ? `${d.mostMoved.name} a le plus progressé, avec ${d.mostMoved.xp} XP.` : 'Personne n’a gagné d’XP cette semaine.',
      d.quiet.length
        ? `Sans activité depuis 14 jours ou plus : ${d.quiet.join(', ')}${d.quietMore ? ` et ${d.quietMore} autre${d.quietMore === 1 ? '' : 's'}` : ''}. Un petit message de votre part suffit souvent à relancer quelqu’un.`
        : '',
    ]
      .filter(Boolean)
      .join(' '),
    action: 'Voir la progression de votre village',
    outro: 'Ce résumé arrive chaque lundi matin tant que vous animez un village.',
  }),
  roiRemeasure: (siteName, days) => ({
    subject: `${days} jours après : le coût des projets bloqués a-t-il changé ?`,
    intro: `Il y a ${days} jours, vous avez estimé sur ${siteName} ce que coûtent à votre village les projets numériques bloqués. Vos réponses sont déjà remplies : modifiez ce qui a changé depuis et comparez votre nouvelle estimation à la première.`,
    action: 'Refaire mon estimation',
    outro: 'Nous vous le redemandons 30, 90 et 180 jours après votre première estimation, une fois chaque fois.',
  }),
  webinarTomorrow: (title, when) => ({
    subject: `Demain : ${title}`,
    intro: `Le webinaire auquel vous êtes inscrit, ${title}, a lieu demain à ${when}.`,
    action: 'Voir l’événement',
    outro: 'Le lien de connexion est sur la page de l’événement ; nous vous le rappelons une heure avant.',
  }),
  mentoringRequest: (m) => ({
    subject: `${m.mentorName} vous demande de confirmer une séance de mentorat sur ${m.siteName}`,
    intro: `Bonjour ${m.menteeName}, ${m.mentorName} a enregistré une séance de mentorat avec vous sur ${m.siteName} : ${m.day}, ${m.minutes} minutes, sur le thème « ${m.topic} ».`,
    ask: "Si elle a bien eu lieu, confirmez-la : vous recevez tous deux les minutes CPD, et votre mentor gagne les XP de mentorat entre pairs. Sinon, refusez-la.",
    confirm: 'Confirmer la séance',
    decline: 'Refuser',
    outro: `Chaque lien demande une confirmation de plus, ne fonctionne qu'une fois et expire dans ${m.linkDays} jours. Vous pouvez aussi répondre dans la rubrique Mentorat une fois connecté à ${m.siteName}.`,
  }),
  mentoringWaiting: (m) => ({
    subject: `${m.mentorName} attend votre réponse sur ${m.siteName}`,
    intro: `${m.mentorName} a enregistré une séance de mentorat avec vous il y a deux jours : ${m.day}, ${m.minutes} minutes, sur le thème « ${m.topic} ». Tant que vous n’avez pas répondu, aucun de vous deux ne reçoit ses minutes CPD.`,
    action: 'La confirmer ou la refuser',
    outro: 'Les liens du premier e-mail fonctionnent toujours. Nous ne vous rappelons une séance qu’une fois.',
  }),
  raterInvite: (m) => ({
    subject: `${m.learnerName} vous demande votre avis sur ${m.siteName}`,
    intro: `Bonjour, ${m.learnerName} suit le parcours ${m.journeyTitle} sur ${m.siteName} et aimerait savoir comment vous percevez son leadership : 16 affirmations courtes, environ 5 minutes, et un commentaire si vous le souhaitez. Aucun compte n'est nécessaire.`,
    action: 'Donner mon avis',
    outro: `Vos réponses sont anonymes : ${m.learnerName} ne les voit que regroupées avec celles d'au moins deux autres personnes, jamais qui a dit quoi. Le lien ne fonctionne qu'une fois et expire dans ${m.linkDays} jours.`,
  }),
};

/** Every language's mail texts (a new language is a new entry; the Record asks for it). */
export const MAIL_TEXTS: Record<Locale, MailTexts> = { en, fr };
