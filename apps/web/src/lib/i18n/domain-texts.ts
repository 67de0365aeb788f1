import { msg } from '@lingui/core/macro';

/*
 * The `domain` catalogue's source (lingui.config.ts): every English text the domain or the server
 * states and a person reads (packages/domain: the spec's exact words; the server's error messages),
 * each keyed by the English itself, so domainText(text) finds it from the text alone
 * (domain-text.ts). Only `lingui extract` reads this file; the app never imports it.
 * domain-texts.test.ts fails when a text the domain or the server shows is missing here.
 */

/** Route titles (domain ROUTE_TABLE): the document title. */
export const ROUTE_TITLES = [
  msg({ id: 'Sign in', message: 'Sign in' }),
  msg({ id: 'Public profile', message: 'Public profile' }),
  msg({ id: 'Demo', message: 'Demo' }),
  msg({ id: 'Knowledge base', message: 'Knowledge base' }),
  msg({ id: 'Welcome', message: 'Welcome' }),
  msg({ id: 'Onboarding', message: 'Onboarding' }),
  msg({ id: 'Build your village', message: 'Build your village' }),
  msg({ id: 'Journeys', message: 'Journeys' }),
  msg({ id: 'Journey', message: 'Journey' }),
  msg({ id: 'Module', message: 'Module' }),
  msg({ id: 'Leadership board', message: 'Leadership board' }),
  msg({ id: 'Badges', message: 'Badges' }),
  msg({ id: 'Forum', message: 'Forum' }),
  msg({ id: 'Forum post', message: 'Forum post' }),
  msg({ id: 'Impact log', message: 'Impact log' }),
  msg({ id: 'CPD record', message: 'CPD record' }),
  msg({ id: 'Upgrade', message: 'Upgrade' }),
  msg({ id: 'Profile', message: 'Profile' }),
  msg({ id: 'Capstone', message: 'Capstone' }),
  msg({ id: 'Mentoring', message: 'Mentoring' }),
  msg({ id: 'Confirm a mentoring session', message: 'Confirm a mentoring session' }),
  msg({ id: 'Points system', message: 'Points system' }),
  msg({ id: 'Admin dashboard', message: 'Admin dashboard' }),
  msg({ id: 'Admin settings', message: 'Admin settings' }),
  msg({ id: 'Admin user', message: 'Admin user' }),
  msg({ id: 'Users', message: 'Users' }),
  msg({ id: 'Leads and bookings', message: 'Leads and bookings' }),
  msg({ id: 'Audit log', message: 'Audit log' }),
  msg({ id: 'Dev outbox', message: 'Dev outbox' }),
  msg({ id: 'Knowledge base admin', message: 'Knowledge base admin' }),
  msg({ id: 'Certificates', message: 'Certificates' }),
  msg({ id: 'Events', message: 'Events' }),
  msg({ id: 'Event', message: 'Event' }),
  msg({ id: 'Events admin', message: 'Events admin' }),
  msg({ id: 'Event admin', message: 'Event admin' }),
  msg({ id: 'Capstone reviews', message: 'Capstone reviews' }),
  msg({ id: 'Capstone review', message: 'Capstone review' }),
  msg({ id: 'Journeys admin', message: 'Journeys admin' }),
  msg({ id: 'Edit journey', message: 'Edit journey' }),
  msg({ id: 'Page not found', message: 'Page not found' }),
];
