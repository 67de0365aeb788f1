import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AdminUser } from '@lv/domain';
import { domainText } from '../../lib/i18n/domain-text';

type Tier = NonNullable<AdminUser['transformationTier']>;

const ROLE_LABELS: Record<AdminUser['role'], MessageDescriptor> = {
  learner: msg`Learner`,
  admin: msg({ message: 'Admin', context: 'role' }),
};
const MEMBERSHIP_LABELS: Record<AdminUser['membershipStatus'], MessageDescriptor> = {
  free: msg({ message: 'Free', context: 'membership' }),
  paid: msg({ message: 'Paid', context: 'membership' }),
};
const STATUS_LABELS: Record<AdminUser['accountStatus'], MessageDescriptor> = {
  active: msg({ message: 'Active', context: 'account' }),
  inactive: msg({ message: 'Inactive', context: 'account' }),
};
const TIER_LABELS: Record<Tier, MessageDescriptor> = {
  individual_paid: msg`Individual (paid)`,
  corporate_leader: msg`Corporate leader`,
  corporate_member: msg`Corporate member`,
};

/** A role, a membership, an account status or a tier in words, in the page's language. */
export const roleLabel = (role: AdminUser['role']) => i18n._(ROLE_LABELS[role]);
export const membershipLabel = (membership: AdminUser['membershipStatus']) => i18n._(MEMBERSHIP_LABELS[membership]);
export const statusLabel = (status: AdminUser['accountStatus']) => i18n._(STATUS_LABELS[status]);
export const tierName = (tier: Tier) => i18n._(TIER_LABELS[tier]);

/** Whether a stored value is a tier's id ('individual_paid'). */
export const isTier = (value: string): value is Tier => Object.hasOwn(TIER_LABELS, value);

/** A tier's label, or 'No tier'. */
export const tierLabel = (tier: AdminUser['transformationTier']) => (tier ? tierName(tier) : i18n._(msg`No tier`));

/** A form field's message (the domain's English, or the server's) in the page's language; none stays none. */
export const fieldError = (message: string | undefined) => (message === undefined ? undefined : domainText(message));
