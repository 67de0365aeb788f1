import type { AdminUser } from '@lv/domain';

export const ROLE_LABELS: Record<AdminUser['role'], string> = {
  learner: 'Learner',
  admin: 'Admin',
};
export const MEMBERSHIP_LABELS: Record<AdminUser['membershipStatus'], string> = {
  free: 'Free',
  paid: 'Paid',
};
export const STATUS_LABELS: Record<AdminUser['accountStatus'], string> = {
  active: 'Active',
  inactive: 'Inactive',
};
export const TIER_LABELS: Record<NonNullable<AdminUser['transformationTier']>, string> = {
  individual_paid: 'Individual (paid)',
  corporate_leader: 'Corporate leader',
  corporate_member: 'Corporate member',
};

/** A tier's label, or 'No tier'. */
export const tierLabel = (tier: AdminUser['transformationTier']) =>
  tier ? TIER_LABELS[tier] : 'No tier';
