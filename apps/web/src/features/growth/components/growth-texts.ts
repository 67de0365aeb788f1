import { t } from '@lingui/core/macro';
import {
  GROWTH_ASSESSMENT_TEXTS,
  type GrowthStatementText,
  type AssessmentMoment,
  type GrowthDimension,
  type Locale,
} from '@lv/domain';
import { pageLocale } from '../../../lib/i18n/catalogs';

/** The domain's assessment words (both languages shipped in the domain) in the page's language. */
export const assessmentTexts = (locale: Locale = pageLocale()) => GROWTH_ASSESSMENT_TEXTS[locale];

/** A statement's words in the page's language. */
export const statementText = (s: GrowthStatementText, locale: Locale = pageLocale()) =>
  locale === 'fr' ? s.fr : s.en;

export const dimensionName = (d: GrowthDimension) => assessmentTexts().dimensions[d];

/** An assessment moment as a column or a heading says it. */
export function momentName(moment: AssessmentMoment): string {
  const names: Record<AssessmentMoment, string> = {
    baseline: t`Baseline`,
    completion: t`At completion`,
    follow_up: t`90 days after`,
  };
  return names[moment];
}

/** A 360 group as a column says it. */
export function groupName(
  group: 'manager' | 'peer' | 'direct_report' | 'others' | 'other',
): string {
  const names = {
    manager: t`Manager`,
    peer: t`Peers`,
    direct_report: t`Direct reports`,
    others: t`Others`,
    other: t`Someone else`,
  };
  return names[group];
}
