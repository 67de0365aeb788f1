import { describe, expect, it } from 'vitest';
import { frenchElision } from './french-elision';

describe('frenchElision', () => {
  it.each([
    ['Amara', 'elide'],
    ['Ifeoma', 'elide'],
    ['Ousmane', 'elide'],
    ['Émile', 'elide'],
    ['  aïcha', 'elide'],
    ['Yvonne', 'elide'],
    ['Kwame', 'other'],
    ['Zanele', 'other'],
    ['Yaw', 'other'],
    ['Hamid', 'other'],
    ['', 'other'],
    ['Ørjan', 'other'],
  ] as const)('%s: %s', (name, expected) => {
    expect(frenchElision(name)).toBe(expected);
  });
});
