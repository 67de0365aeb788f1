import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import {
  ACCOUNT_STATUSES,
  MEMBERSHIP_STATUSES,
  ROLES,
  TRANSFORMATION_TIERS,
  type UserDocument,
} from './roles';

/*
 * The zod schemas of roles.ts. They live apart so that code needing only the role constants and
 * flags (the web app's first chunk) does not pull zod in.
 */

export const RoleSchema = lazySchema(() => z.enum(ROLES));
export const AccountStatusSchema = lazySchema(() => z.enum(ACCOUNT_STATUSES));
export const MembershipStatusSchema = lazySchema(() => z.enum(MEMBERSHIP_STATUSES));
export const TransformationTierSchema = lazySchema(() => z.enum(TRANSFORMATION_TIERS));

/** The user document of `../shared/spec/platform-spec.md` section 3 (Entities and their fields), as the server hands it to the signed-in user. */
export const UserDocumentSchema = lazySchema(() => z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
  role: RoleSchema,
  accountStatus: AccountStatusSchema,
  membershipStatus: MembershipStatusSchema,
  transformationTier: TransformationTierSchema.nullable(),
  lastActive: z.string().nullable(),
  welcomePending: z.boolean(),
}));

/** `GET /api/me`: the signed-in account (401 for a visitor). */
export const MeAnswerSchema = lazySchema(() => z.object({ user: UserDocumentSchema }));
/** `GET /api/session`: the signed-in account, or null for a visitor (always 200). */
export const SessionAnswerSchema = lazySchema(() => z.object({ user: UserDocumentSchema.nullable() }));

// The schema and the plain UserDocument type of roles.ts must describe the same object.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<z.infer<typeof UserDocumentSchema>, UserDocument> = true;
void sameShape;
