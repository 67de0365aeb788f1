import {
  practiceHeadline,
  reflectionFeedback,
  reflectionFindings,
  type Locale,
  type ReflectionFeedback,
  type ReflectionFeedbackInput,
} from '@lv/domain';
import type { Db } from '../../db/database';
import { moduleDetail } from '../journeys/service';
import { modelSignals, textLanguage } from './language-model';

/*
 * Reflection feedback (ADR 041): the domain's rules, plus the bundled English model for English
 * text. A read: it writes nothing, so it cannot change XP, CPD or anything else.
 */

/** Feedback on one text in the reader's locale; `practice` is the module practice's first line, if any. */
export function readReflection(
  text: string,
  locale: Locale,
  practice: string | null = null,
): ReflectionFeedback {
  const language = textLanguage(text, locale);
  // French has no bundled model: its rules are the whole reading (the method says so).
  const signals = language === 'en' ? modelSignals(text) : undefined;
  return reflectionFeedback(reflectionFindings(text, language, signals), {
    locale,
    language,
    method: signals ? 'rules-and-model' : 'rules',
    practice,
  });
}

/** The feedback on a learner's answer; a module reflection's points to that module's practice (404 as the module's own read). */
export async function reflectionFeedbackFor(
  db: Db,
  userId: string,
  input: ReflectionFeedbackInput,
  locale: Locale,
): Promise<ReflectionFeedback> {
  let practice: string | null = null;
  if (input.kind === 'module') {
    const module = await moduleDetail(db, userId, input.journeyId, input.moduleSlug, locale);
    practice = practiceHeadline(module.practiceMarkdown) || null;
  }
  return readReflection(input.text, locale, practice);
}
