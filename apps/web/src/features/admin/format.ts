import type { AdminUser } from '@lv/domain';

const numberFormat = new Intl.NumberFormat();

/** A count for the reader's locale (1,000,000). */
export const formatCount = (n: number) => numberFormat.format(n);

/** A date and time for the reader's locale, or a dash. */
export function formatDateTime(iso: string | null): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A date for the reader's locale. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
}

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
