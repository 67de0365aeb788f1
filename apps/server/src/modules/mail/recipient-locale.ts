import { isLocale, type Locale } from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The language to mail an address in: its account's setting when the address has an account (set
 * at sign-up from the browser, then in the profile), else `fallback` (the language of the request
 * that causes the mail, or English when no person's request does).
 */
export async function recipientLocale(db: Kysely<Database>, email: string, fallback: Locale): Promise<Locale> {
  const row = await db.selectFrom('users').select('locale').where('email', '=', email.toLowerCase()).executeTakeFirst();
  return row?.locale ?? fallback;
}

/** A Better Auth user's language (its `locale` field), else `fallback`. */
export function accountLocale(user: object, fallback: Locale): Locale {
  const locale = 'locale' in user ? user.locale : undefined;
  return isLocale(locale) ? locale : fallback;
}
