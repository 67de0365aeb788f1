// No zod here (the schemas are in role-schemas.ts), so the web app's first chunk stays small.

export const ROLES = ['learner', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ACCOUNT_STATUSES = ['active', 'inactive'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const MEMBERSHIP_STATUSES = ['free', 'paid'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const TRANSFORMATION_TIERS = [
  'corporate_member',
  'corporate_leader',
  'individual_paid',
] as const;
export type TransformationTier = (typeof TRANSFORMATION_TIERS)[number];

/** The user document of `../shared/spec/platform-spec.md` section 3 (Entities and their fields), as the server hands it to the signed-in user. */
export interface UserDocument {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  role: Role;
  accountStatus: AccountStatus;
  membershipStatus: MembershipStatus;
  transformationTier: TransformationTier | null;
  lastActive: string | null;
  /** A learner who has neither seen /welcome nor finished onboarding: sign-in leads to /welcome. */
  welcomePending: boolean;
}

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

/** All four derived flags of `../shared/spec/platform-spec.md` section 6 (Roles and permissions) at once. */
export function deriveFlags(user: FlagSource) {
  return {
    isAdmin: isAdmin(user),
    isPaid: isPaid(user),
    isCorporateMember: isCorporateMember(user),
    isIndividualPaid: isIndividualPaid(user),
  };
}
