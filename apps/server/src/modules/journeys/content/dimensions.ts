import type { GrowthDimension } from '@lv/domain';
import type { JourneyContent } from './types';

/**
 * The growth dimension each shipped module practises most (ADR 049), by path and slug: next steps
 * offer a module of the dimension a learner scored lowest. A module an admin adds has none until
 * one is set, and is then simply never offered for that reason.
 */
export const MODULE_DIMENSIONS: Record<
  JourneyContent['path'],
  Readonly<Record<string, GrowthDimension>>
> = {
  first: {
    'digital-confidence-starts-with-you': 'digital_adoption',
    'choosing-tools-your-team-will-use': 'digital_adoption',
    'asking-better-questions-of-numbers': 'data_literacy',
    'a-simple-team-dashboard': 'data_literacy',
    'innovation-as-a-habit': 'change_readiness',
    'deciding-with-imperfect-data': 'data_literacy',
    'digital-security-and-trust': 'digital_adoption',
    'scaling-what-works': 'change_readiness',
  },
  second: {
    'why-change-stalls': 'change_readiness',
    'a-case-people-can-repeat': 'change_readiness',
    'breaking-down-silos': 'leadership_excellence',
    'shared-ownership': 'leadership_excellence',
    'communication-that-lands': 'leadership_excellence',
    'leading-through-uncertainty': 'change_readiness',
    'growing-next-leaders': 'leadership_excellence',
    'making-change-stick': 'change_readiness',
    'change-readiness-check': 'change_readiness',
    'meetings-that-decide': 'leadership_excellence',
    'follow-through-without-blame': 'leadership_excellence',
    'handoffs-between-teams': 'leadership_excellence',
  },
};
