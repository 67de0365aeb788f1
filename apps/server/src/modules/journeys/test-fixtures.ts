import type { CompletionRuleInput, ModuleContent } from '@lv/domain';
import type { Client, TestApp } from '../../test/harness';
import { addJourney, addModule, addVersion } from './authoring';

/** Test factories for the journeys suites: signed-in clients and admin-made journeys. */

export type ErrorAnswer = { error: { code: string; message: string; fields?: Record<string, string> } };

export const put = (c: Client, path: string, body?: unknown) => c.request('PUT', path, body);

export const REFLECTION = 'I asked my team what slows them down and wrote it on the board.';

export function lesson(slug: string, change: Partial<ModuleContent> = {}): ModuleContent {
  return {
    slug,
    title: `Lesson ${slug}`,
    summary: 'A short lesson for the tests.',
    body: `## ${slug}\n\nRead this **carefully**.`,
    practice: 'Try it with your team.',
    reflectionQuestion: 'What did you notice?',
    video: null,
    estimatedMinutes: 20,
    cpdMinutes: 30,
    ...change,
  };
}

/**
 * An admin-made journey with `modules` written and version 1 published listing `inVersion` of
 * them (all by default, each required unless named in `optional`). Returns the module ids by slug.
 */
export async function makeJourney(
  t: TestApp,
  slug: string,
  opts: { modules: ModuleContent[]; inVersion?: string[]; optional?: string[]; rule?: CompletionRuleInput; publish?: boolean },
): Promise<{ journeyId: string; moduleIds: Record<string, string> }> {
  const now = Date.now();
  return t.app.db.kysely.transaction().execute(async (trx) => {
    const journeyId = await addJourney(trx, { slug, path: null, title: `Journey ${slug}`, summary: 'Made for the tests.' }, now);
    const moduleIds: Record<string, string> = {};
    for (const m of opts.modules) moduleIds[m.slug] = await addModule(trx, journeyId, m, now);
    const listed = opts.inVersion ?? opts.modules.map((m) => m.slug);
    await addVersion(
      trx,
      journeyId,
      {
        rule: opts.rule ?? { requiredWebinars: 0, capstoneRequired: false },
        capstoneBrief: 'Show one change your team made.',
        modules: listed.map((s, i) => ({ moduleId: moduleIds[s]!, position: i + 1, required: !opts.optional?.includes(s) })),
      },
      now,
      opts.publish ?? true,
    );
    return { journeyId, moduleIds };
  });
}

/** Publishes the journey's next version listing the given modules (all required). */
export function publishVersion(t: TestApp, journeyId: string, moduleIds: string[], rule: CompletionRuleInput = { requiredWebinars: 0, capstoneRequired: false }) {
  return t.app.db.kysely.transaction().execute((trx) =>
    addVersion(trx, journeyId, { rule, capstoneBrief: 'Show one change.', modules: moduleIds.map((moduleId, i) => ({ moduleId, position: i + 1, required: true })) }, Date.now()),
  );
}
