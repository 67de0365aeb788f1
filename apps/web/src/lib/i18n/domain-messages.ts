import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CUSTOM_PATH_ID, leaderFirstName, type JourneyLeaders, type JourneyPath, type XpActionDefinition } from '@lv/domain';

/*
 * The texts the domain states in English (packages/domain: the spec's exact words), in the page's
 * language. The English catalogue holds the same words (domain-messages.test.ts checks it).
 */

const XP_ACTION_LABELS: Record<XpActionDefinition['id'], MessageDescriptor> = {
  onboarding_complete: msg`Onboarding Complete`,
  complete_module: msg`Complete Module`,
  attend_webinar: msg`Attend Webinar`,
  peer_mentoring: msg`Peer Mentoring`,
  weekly_reflection: msg`Submit Weekly Reflection`,
  capstone_challenge: msg`Capstone Challenge`,
};

export const xpActionLabel = (id: XpActionDefinition['id']): string => i18n._(XP_ACTION_LABELS[id]);

const LEVEL_TEXTS: Record<number, { name: MessageDescriptor; unlocks: MessageDescriptor }> = {
  1: { name: msg`Explorer`, unlocks: msg`Starting level` },
  2: { name: msg`Impact Builder`, unlocks: msg`Unlocks group challenges` },
  3: { name: msg`Change Architect`, unlocks: msg`Unlocks mentoring` },
  4: { name: msg`Transformation Leader`, unlocks: msg`Elite certification` },
};

/** A named level's name and what it unlocks, by its number (1-4). */
export function levelText(level: number): { name: string; unlocks: string } {
  const texts = LEVEL_TEXTS[level];
  if (!texts) throw new RangeError(`No level ${level}`);
  return { name: i18n._(texts.name), unlocks: i18n._(texts.unlocks) };
}

/** A journey card's words (domain journeyPaths) in the page's language; ids and durations stay. */
export function journeyPathText(path: JourneyPath, leaders: JourneyLeaders): Omit<JourneyPath, 'id' | 'durationMonths'> {
  if (path.id === CUSTOM_PATH_ID) {
    return {
      title: i18n._(msg`Custom Path`),
      duration: i18n._(msg`Flexible`),
      description: i18n._(
        msg`A journey designed around your team: we start from your blueprint and shape the programme with you in a consultation.`,
      ),
      focusAreas: [i18n._(msg`Your priorities`), i18n._(msg`Your timeline`), i18n._(msg`Your team`)],
    };
  }
  if (path.durationMonths === 6) {
    const name = leaderFirstName(leaders.first);
    return {
      title: i18n._(msg`${name}'s Path`),
      duration: i18n._(msg`6-month`),
      description: i18n._(
        msg`Build digital confidence and a habit of innovation. You learn to lead with data, try new tools with your team and turn ideas into results.`,
      ),
      focusAreas: [i18n._(msg`Digital confidence`), i18n._(msg`Innovation`), i18n._(msg`Data-driven decisions`)],
    };
  }
  const name = leaderFirstName(leaders.second);
  return {
    title: i18n._(msg`${name}'s Path`),
    duration: i18n._(msg`9-month`),
    description: i18n._(
      msg`Lead your team through change. You break down silos, build shared ownership and turn resistance into commitment.`,
    ),
    focusAreas: [i18n._(msg`Change leadership`), i18n._(msg`Team collaboration`), i18n._(msg`Ownership culture`)],
  };
}

/** The loading placeholder's text (domain LOADING_TEXT). */
export const loadingText = (): string => i18n._(msg`Loading...`);
