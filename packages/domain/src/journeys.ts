/*
 * The three journeys and the recommended-path rule (`../shared/spec/platform-spec.md` sections 2 (Screens and routes), 3 (Entities and their fields) and 4 (States and transitions); `../shared/spec/decisions.md`
 * "Journeys"). Plain TypeScript with no zod, so the landing page's first chunk stays small.
 */

/** The names of the people behind the two named journeys (settings). */
export interface JourneyLeaders {
  first: string;
  second: string;
}

/** The default journey leaders (`../shared/spec/decisions.md` "Journeys"). */
export const DEFAULT_JOURNEY_LEADERS: JourneyLeaders = { first: 'Amara', second: 'Kwame' };

/** The id of the custom path. */
export const CUSTOM_PATH_ID = 'custom';

/** The path ids with the default leaders: the first is also the default recommendation. */
export const JOURNEY_PATH_IDS = ['amara', 'kwame', CUSTOM_PATH_ID] as const;

/** A leader's first name: the first word of the configured name. */
export function leaderFirstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** A named path's id: the leader's first name in lower case. */
export function pathIdForLeader(name: string): string {
  return leaderFirstName(name).toLowerCase();
}

/** A journey card (`../shared/spec/platform-spec.md` section 2 (Screens and routes)): id, title, duration, description, focus areas. */
export interface JourneyPath {
  id: string;
  title: string;
  durationMonths: number | null;
  duration: string;
  description: string;
  focusAreas: string[];
}

/** The three journey cards for the configured leaders: first (6-month), second (9-month), custom. */
export function journeyPaths(leaders: JourneyLeaders = DEFAULT_JOURNEY_LEADERS): JourneyPath[] {
  const first = leaderFirstName(leaders.first);
  const second = leaderFirstName(leaders.second);
  return [
    {
      id: pathIdForLeader(leaders.first),
      title: `${first}'s Path`,
      durationMonths: 6,
      duration: '6-month',
      description:
        'Build digital confidence and a habit of innovation. You learn to lead with data, try new tools with your team and turn ideas into results.',
      focusAreas: ['Digital confidence', 'Innovation', 'Data-driven decisions'],
    },
    {
      id: pathIdForLeader(leaders.second),
      title: `${second}'s Path`,
      durationMonths: 9,
      duration: '9-month',
      description:
        'Lead your team through change. You break down silos, build shared ownership and turn resistance into commitment.',
      focusAreas: ['Change leadership', 'Team collaboration', 'Ownership culture'],
    },
    {
      id: CUSTOM_PATH_ID,
      title: 'Custom Path',
      durationMonths: null,
      duration: 'Flexible',
      description:
        'A journey designed around your team: we start from your blueprint and shape the programme with you in a consultation.',
      focusAreas: ['Your priorities', 'Your timeline', 'Your team'],
    },
  ];
}

/** The recommended path for a blueprint if none is computed yet: the first named path. */
export function defaultPathId(leaders: JourneyLeaders = DEFAULT_JOURNEY_LEADERS): string {
  return pathIdForLeader(leaders.first);
}

const matching = (challenges: readonly string[], needles: readonly string[]) =>
  challenges.filter((c) => needles.some((n) => c.toLowerCase().includes(n.toLowerCase())));

/** A recommended path and the chosen challenges that led to it (none for the custom path). */
export interface Recommendation {
  path: string;
  because: string[];
}

/**
 * The recommended path (`../shared/spec/platform-spec.md` section 4 (States and transitions)): a challenge matching 'Digital Confidence' or
 * 'Innovation' gives the first path; else 'Resistance' or 'Team' the second; else custom. `because`
 * lists the chosen challenges that matched the deciding rule, in the learner's order.
 */
export function recommendation(
  challenges: readonly string[],
  leaders: JourneyLeaders = DEFAULT_JOURNEY_LEADERS,
): Recommendation {
  const first = matching(challenges, ['Digital Confidence', 'Innovation']);
  if (first.length) return { path: pathIdForLeader(leaders.first), because: first };
  const second = matching(challenges, ['Resistance', 'Team']);
  if (second.length) return { path: pathIdForLeader(leaders.second), because: second };
  return { path: CUSTOM_PATH_ID, because: [] };
}

/** The recommended path's id (`recommendation` without its reasons). */
export function recommendPath(
  challenges: readonly string[],
  leaders: JourneyLeaders = DEFAULT_JOURNEY_LEADERS,
): string {
  return recommendation(challenges, leaders).path;
}
