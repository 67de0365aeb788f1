import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FeatureId } from '@lv/domain';

/** Each feature of the plans-and-levels table (domain premium.ts), named for a person. */
const FEATURE_NAMES: Record<FeatureId, MessageDescriptor> = {
  'transformation-partner': msg`Transformation Partner: a coach who walks the journey with you`,
  podcast: msg`Podcast: stories of African leaders leading change`,
  'book-club': msg`Book Club: one book a month, discussed with peers`,
  'impact-log': msg`Impact Log: record what changed at work and its effect`,
  'peer-circles': msg`Peer-to-Peer Circles: small groups that solve real problems together`,
  'webinars-events': msg`Webinars & Events: live sessions with experts and practitioners`,
  points: msg`The points system: your level path, XP by action and your streak calendar`,
  'group-challenges': msg`Group challenges with your village`,
  'mentoring-as-mentor': msg`Logging mentoring sessions as the mentor`,
  'elite-certification': msg`Elite certification`,
};

/** Each feature's short name. */
const FEATURE_SHORT_NAMES: Record<FeatureId, MessageDescriptor> = {
  'transformation-partner': msg`Transformation Partner`,
  podcast: msg`Podcast`,
  'book-club': msg`Book Club`,
  'impact-log': msg`Impact Log`,
  'peer-circles': msg`Peer-to-Peer Circles`,
  'webinars-events': msg`Webinars & Events`,
  points: msg`the points system`,
  'group-challenges': msg`group challenges`,
  'mentoring-as-mentor': msg`logging mentoring as the mentor`,
  'elite-certification': msg`elite certification`,
};

/** A feature's short name, in the page's language (as a list names it). */
export function featureName(id: FeatureId): string {
  return i18n._(FEATURE_SHORT_NAMES[id]);
}

/** A feature's name and what it is, in the page's language. */
export function featureText(id: FeatureId): string {
  return i18n._(FEATURE_NAMES[id]);
}
