import { describe, expect, it } from 'vitest';
import { BUILT_IN_BADGES } from './badges';
import { defaultKnowledgeBase } from './knowledge-base';
import { defaultKnowledgeBaseFr, LEVEL_TEXTS_FR, XP_ACTION_LABELS_FR } from './knowledge-base-fr';
import { LEVELS } from './levels';
import { XP_ACTIONS } from './xp-actions';

const english = defaultKnowledgeBase();
const french = defaultKnowledgeBaseFr();

/** The numbers of a text as values: "5,001" and "5 001" are 5001, "1.5" and "1,5" are 1.5; English clock times left out. */
function numbersIn(text: string, locale: 'en' | 'fr'): number[] {
  const plain =
    locale === 'en'
      ? text.replace(/\d{1,2}:\d{2}(?:am|pm)/g, '').replace(/(\d),(\d{3})/g, '$1$2')
      : text.replace(/\d{1,2} h(?: \d{2})?/g, '').replace(/(\d)[\u00a0\u202f ](\d{3})/g, '$1$2').replace(/(\d),(\d)/g, '$1.$2');
  return [...plain.matchAll(/\d+(?:\.\d+)?/g)].map(([v]) => Number(v)).sort((a, b) => a - b);
}

describe('defaultKnowledgeBaseFr', () => {
  it('translates every English entry, in the same order and categories', () => {
    expect(french.map((e) => e.category)).toEqual(english.map((e) => e.category));
    expect(new Set(french.map((e) => e.question)).size).toBe(french.length);
  });

  it.each(english.map((e, i) => [e.question, i] as const))('"%s" keeps the English numbers', (_question, i) => {
    expect(numbersIn(french[i]!.answer, 'fr')).toEqual(numbersIn(english[i]!.answer, 'en'));
  });

  it('takes its numbers and names from the domain constants', () => {
    const xp = french.find((e) => e.question === 'Comment gagner des XP ?')!.answer;
    for (const a of XP_ACTIONS) expect(xp).toContain(`${XP_ACTION_LABELS_FR[a.id]} : ${a.points} XP`);
    const levels = french.find((e) => e.question === 'Quels sont les niveaux, et que débloquent-ils ?')!.answer;
    for (const l of LEVELS) expect(levels).toContain(`Niveau ${l.number}, ${LEVEL_TEXTS_FR[l.number].name} :`);
    expect(levels).toContain('5\u00a0001 XP et plus');
    const badges = french.find((e) => e.question === 'Quels badges puis-je obtenir ?')!.answer;
    expect(badges.split('\n\n')).toHaveLength(BUILT_IN_BADGES.length + 1);
    expect(french.find((e) => e.question === 'Comment fonctionnent les séries ?')!.answer).toContain('multiplié par 1,5');
    const streaks = french.find((e) => e.question === 'Comment fonctionnent les séries ?')!.answer;
    expect(streaks).toContain('Chaque tranche de 7 jours de série vous fait gagner un gel de série, et vous pouvez en garder 2 au plus.');
    expect(streaks).toContain('ils ne s\'achètent jamais');
  });

  it('writes French punctuation: a space before : ? ! ; and guillemets instead of straight double quotes', () => {
    for (const e of french) {
      for (const text of [e.question, e.answer]) {
        expect(text, e.question).not.toMatch(/[^\s\u00a0][:?!;]/);
        expect(text, e.question).not.toContain('"');
      }
      expect(e.question).toMatch(/ \?$/);
    }
  });
});
