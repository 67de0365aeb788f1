/* eslint-disable lingui/no-unlocalized-strings -- paths and file names, not text a person reads */
import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/** The trial's screens (ADR 034): the landing page in both languages, three screens in the shell. */
export default [
  index('routes/landing.tsx', { id: 'landing' }),
  route('fr', 'routes/landing.tsx', { id: 'landing-fr' }),
  layout('routes/shell.tsx', [
    route('leaderboard', 'routes/leaderboard.tsx'),
    route('journeys/:journeyId/modules/:moduleId', 'routes/module.tsx'),
    route('profile', 'routes/profile.tsx'),
  ]),
] satisfies RouteConfig;
