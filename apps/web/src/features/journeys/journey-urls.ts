/** The web addresses of the journeys screens (a module is addressed by its slug). */
export const journeyUrl = (journeyId: string) => `/journeys/${encodeURIComponent(journeyId)}`;

export const moduleUrl = (journeyId: string, moduleSlug: string) =>
  `${journeyUrl(journeyId)}/modules/${encodeURIComponent(moduleSlug)}`;
