import { defaultKnowledgeBase, defaultKnowledgeBaseFr } from '@lv/domain';
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The FAQ answers that sold what was not built (ADR 044), as shipped before: the premium spaces
 * as part of paid membership, group challenges and elite certification as level unlocks.
 */
export const SHIPPED_BEFORE: ReadonlyArray<{ question: string; en: string; fr: string }> = [
  {
    question: 'What is LeadVillage?',
    en: 'LeadVillage runs guided leadership and digital-transformation journeys for teams and individual leaders. You learn through modules, webinars, peer mentoring and weekly reflections, and your progress shows as XP, levels, badges and a place on the leadership board.\n\nYou can start free; paid membership opens the premium parts of the ecosystem.',
    fr: "LeadVillage propose des parcours guidés de leadership et de transformation numérique, aux équipes comme aux dirigeants à titre individuel. Vous apprenez avec des modules, des webinaires, du mentorat entre pairs et des réflexions hebdomadaires. Vos progrès se voient en XP, en niveaux, en badges et à votre place au classement.\n\nVous pouvez commencer gratuitement ; l'abonnement payant ouvre les espaces premium de l'écosystème.",
  },
  {
    question: 'What are the levels and what do they unlock?',
    en: 'Your level follows your total XP:\n\nLevel 1 Explorer: 0 to 500 XP (starting level).\nLevel 2 Impact Builder: 501 to 2,000 XP (unlocks group challenges).\nLevel 3 Change Architect: 2,001 to 5,000 XP (unlocks mentoring).\nLevel 4 Transformation Leader: 5,001 XP and above (elite certification).\n\nYour progress bar shows how much XP you still need for the next level.',
    fr: "Votre niveau dépend de votre total d'XP :\n\nNiveau 1, Explorateur : de 0 à 500 XP (niveau de départ).\nNiveau 2, Bâtisseur d'impact : de 501 à 2 000 XP (débloque les défis de groupe).\nNiveau 3, Architecte du changement : de 2 001 à 5 000 XP (débloque le mentorat).\nNiveau 4, Leader de la transformation : 5 001 XP et plus (certification d'élite).\n\nVotre barre de progression indique combien d'XP il vous manque pour atteindre le niveau suivant.",
  },
  {
    question: 'What is the difference between free and paid membership?',
    en: 'Free members take part in journeys, earn XP and badges, appear on the leadership board and use the forum and Impact Log. Paid members also get the Points page and the premium parts of the ecosystem: Transformation Partner, Book Club and Peer-to-Peer Circles.',
    fr: "Les membres gratuits suivent les parcours, gagnent des XP et des badges, figurent au classement et utilisent le forum et le Journal d'impact.\n\nLes membres payants ont aussi accès à la page Points et aux espaces premium de l'écosystème : Partenaire de transformation, Club de lecture et Cercles entre pairs.",
  },
];

/**
 * What paid membership and each level give, truthfully (docs/decisions/044-one-level-and-what-premium-gives.md):
 * the three answers get the text computed from the domain's plans-and-levels table, in English
 * and French, only where they are still the shipped text (an admin's edit stays).
 */
export async function up(db: AnyDb): Promise<void> {
  await shipTruthfulAnswers(db, Date.now());
}

/** The answers from the table, where still the shipped text (exported for its test). */
export async function shipTruthfulAnswers(db: AnyDb, now: number): Promise<void> {
  const en = defaultKnowledgeBase();
  const fr = defaultKnowledgeBaseFr();
  for (const old of SHIPPED_BEFORE) {
    const index = en.findIndex((e) => e.question === old.question);
    if (index < 0) continue;
    const rows = (await db
      .selectFrom('kb_entries')
      .select('id')
      .where('question', '=', old.question)
      .where('answer', '=', old.en)
      .execute()) as Array<{ id: string }>;
    for (const row of rows) {
      await db
        .updateTable('kb_entries')
        .set({ answer: en[index]!.answer, updatedAt: now })
        .where('id', '=', row.id)
        .execute();
      await db
        .updateTable('kb_entry_translations')
        .set({ answer: fr[index]!.answer, updatedAt: now })
        .where('entryId', '=', row.id)
        .where('locale', '=', 'fr')
        .where('answer', '=', old.fr)
        .execute();
    }
  }
}

/** The old answers are not put back: they promised what was not built. */
export async function down(): Promise<void> {}
