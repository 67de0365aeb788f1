import { z } from 'zod';

export const ROLES = ['learner', 'admin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

export const ACCOUNT_STATUSES = ['active', 'inactive'] as const;
export const AccountStatusSchema = z.enum(ACCOUNT_STATUSES);
export type AccountStatus = z.infer<typeof AccountStatusSchema>;

export const MEMBERSHIP_STATUSES = ['free', 'paid'] as const;
export const MembershipStatusSchema = z.enum(MEMBERSHIP_STATUSES);
export type MembershipStatus = z.infer<typeof MembershipStatusSchema>;

export const TRANSFORMATION_TIERS = [
  'corporate_member',
  'corporate_leader',
  'individual_paid',
] as const;
export const TransformationTierSchema = z.enum(TRANSFORMATION_TIERS);
export type TransformationTier = z.infer<typeof TransformationTierSchema>;

/** The user document of spec section 3, as the server hands it to the signed-in user. */
export const UserDocumentSchema = z.object({
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
});
export type UserDocument = z.infer<typeof UserDocumentSchema>;

type FlagSource = Partial<
  Pick<UserDocument, 'role' | 'membershipStatus' | 'transformationTier'>
> | null;

/** isAdmin: role is admin. */
export const isAdmin = (user: FlagSource): boolean => user?.role === 'admin';

/** isPaid: membershipStatus is paid. */
export const isPaid = (user: FlagSource): boolean => user?.membershipStatus === 'paid';

/** isCorporateMember: transformationTier is corporate_member or corporate_leader. */
export const isCorporateMember = (user: FlagSource): boolean =>
  user?.transformationTier === 'corporate_member' ||
  user?.transformationTier === 'corporate_leader';

/** isIndividualPaid: transformationTier is individual_paid. */
export const isIndividualPaid = (user: FlagSource): boolean =>
  user?.transformationTier === 'individual_paid';

/** All four derived flags of spec section 6 at once. */
export function deriveFlags(user: FlagSource) {
  return {
    isAdmin: isAdmin(user),
    isPaid: isPaid(user),
    isCorporateMember: isCorporateMember(user),
    isIndividualPaid: isIndividualPaid(user),
  };
}
