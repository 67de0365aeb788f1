import { z } from 'zod';
import { SUPPORTED_LOCALES } from './locale';

/** A language the platform speaks, as a learner's setting (locale.ts). */
export const localeSchema = z.enum(SUPPORTED_LOCALES, { error: `Choose one of the languages: ${SUPPORTED_LOCALES.join(', ')}.` });
