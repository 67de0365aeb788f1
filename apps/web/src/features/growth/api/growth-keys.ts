/*
 * Query keys of measured growth (an answer set or an invitation refreshes them all). Their own
 * module so the impact dashboard, on screens that have no growth forms, carries no more than these.
 */
export const growthKeys = {
  all: ['growth'] as const,
  journey: (journeyId: string) => [...growthKeys.all, 'journey', journeyId] as const,
  mine: () => [...growthKeys.all, 'mine'] as const,
  impact: (path: string) => [...growthKeys.all, 'impact', path] as const,
};
