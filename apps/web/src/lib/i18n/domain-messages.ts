import { LEVELS, LOADING_TEXT, XP_ACTIONS, type XpActionDefinition } from '@lv/domain';
import { domainText } from './domain-text';

/*
 * The texts the domain states in English (packages/domain: the spec's exact words), in the page's
 * language: domainText looks each up by its English, which the `domain` catalogue and, for the
 * landing page's first paint, the `landing` one key by the text itself (domain-texts-landing.ts).
 * The English page carries each text once, the domain's own. (The landing page asks domainText
 * itself, so its first JavaScript leaves this module out: journey-path-text.ts.)
 */

export function xpActionLabel(id: XpActionDefinition['id']): string {
  const action = XP_ACTIONS.find((a) => a.id === id);
  if (!action) throw new RangeError(`No XP action ${id}`);
  return domainText(action.label);
}

/** A named level's name and what it unlocks, by its number (1-4). */
export function levelText(level: number): { name: string; unlocks: string } {
  const found = LEVELS.find((l) => l.number === level);
  if (!found) throw new RangeError(`No level ${level}`);
  return { name: domainText(found.name), unlocks: domainText(found.unlocks) };
}

/** The loading placeholder's text (domain LOADING_TEXT). */
export const loadingText = (): string => domainText(LOADING_TEXT);
