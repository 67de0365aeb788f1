import { defaultKnowledgeBase, defaultKnowledgeBaseFr } from '@lv/domain';
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const CATEGORY = 'XP, levels and streaks';
const QUESTION = 'How do streaks work?';

/** The streaks answers as shipped before freezes existed (they said a missed day ends the streak). */
export const OLD_ANSWER_EN =
  "A day counts towards your streak when you earn XP that day, in your own timezone. From day 7 of an unbroken streak, every XP award is " +
  "multiplied by 1.5 (for example 100 XP becomes 150 XP). The multiplier lasts until you miss a day; then your streak starts again from 1.\n\nXP " +
  "corrections made by an admin neither count towards a streak nor get multiplied.";
export const OLD_ANSWER_FR =
  "Une journée compte dans votre série quand vous y gagnez des XP, selon votre propre fuseau horaire. À partir du 7e jour d'une série sans " +
  "interruption, chaque gain d'XP est multiplié par 1,5 (par exemple, 100 XP deviennent 150 XP). Le multiplicateur dure jusqu'au premier jour " +
  "manqué ; votre série repart alors de 1.\n\nLes corrections d'XP faites par un administrateur ne comptent pas dans la série et ne sont pas " +
  "multipliées.";

/**
 * Streak freezes (docs/decisions/036-streak-freezes.md): the freezes a learner holds, 0 to 2,
 * beside the streak they protect (everyone starts at 0). The FAQ's streaks answer gets the
 * freezes in English and French, only where it is still the shipped text: an admin's edit stays.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('user_points')
    .addColumn('streakFreezes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await shipFreezesAnswer(db, Date.now());
}

/** The FAQ's streaks answer with the freezes, where it is still the shipped text (exported for its test). */
export async function shipFreezesAnswer(db: AnyDb, now: number): Promise<void> {
  const index = defaultKnowledgeBase().findIndex((e) => e.question === QUESTION);
  const en = defaultKnowledgeBase()[index]!;
  const fr = defaultKnowledgeBaseFr()[index]!;
  const rows = (await db
    .selectFrom('kb_entries')
    .select('id')
    .where('category', '=', CATEGORY)
    .where('answer', '=', OLD_ANSWER_EN)
    .execute()) as Array<{ id: string }>;
  for (const row of rows) {
    await db
      .updateTable('kb_entries')
      .set({ answer: en.answer, updatedAt: now })
      .where('id', '=', row.id)
      .execute();
    await db
      .updateTable('kb_entry_translations')
      .set({ answer: fr.answer, updatedAt: now })
      .where('entryId', '=', row.id)
      .where('locale', '=', 'fr')
      .where('answer', '=', OLD_ANSWER_FR)
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('user_points').dropColumn('streakFreezes').execute();
}
