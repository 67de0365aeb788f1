import type { SalesEmailFacts } from './email-links';

// Read and written by the landing page's lazy parts only (blueprint-form.tsx, email-chooser-dialog.tsx).

/** Where the tab keeps the last Team Blueprint's facts (a reload or a return to the landing page keeps them). */
const FACTS_KEY = 'lv-blueprint-facts';

/** Keeps the facts of a Team Blueprint just completed for the rest of the tab's session. */
export function rememberFacts(facts: SalesEmailFacts): void {
  try {
    sessionStorage.setItem(FACTS_KEY, JSON.stringify(facts));
  } catch {
    // Storage refused (private mode, full): the facts stay for this page only.
  }
}

/** The facts this tab kept, or null (none, storage refused, or not the shape written). */
export function rememberedFacts(): SalesEmailFacts | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(FACTS_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { teamSize, duration, goals } = value as Record<string, unknown>;
    if (
      typeof teamSize !== 'string' ||
      typeof duration !== 'string' ||
      !Array.isArray(goals) ||
      !goals.every((g) => typeof g === 'string')
    )
      return null;
    return { teamSize, duration, goals };
  } catch {
    return null;
  }
}
