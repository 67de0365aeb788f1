import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { SUPPORTED_LOCALES } from './locale';

/** A language the platform speaks, as a learner's setting (locale.ts). */
export const localeSchema = lazySchema(() => z.enum(SUPPORTED_LOCALES, { error: `Choose one of the languages: ${SUPPORTED_LOCALES.join(', ')}.` }));
