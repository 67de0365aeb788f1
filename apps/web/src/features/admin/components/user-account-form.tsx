/** /admin/user/:userId: the account form (name, role, membership, tier, status). */
import {
  ACCOUNT_STATUSES,
  MEMBERSHIP_STATUSES,
  ROLES,
  TRANSFORMATION_TIERS,
  refuseSelfChange,
  type AdminUser,
  type AdminUserPatch,
} from '@lv/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api';
import { useUpdateUser } from '../api/admin-api';
import { SelectField } from '../../../components/ui/form-fields';
import { MEMBERSHIP_LABELS, ROLE_LABELS, STATUS_LABELS, TIER_LABELS } from '../format';

interface FormValues {
  name: string;
  role: AdminUser['role'];
  membershipStatus: AdminUser['membershipStatus'];
  transformationTier: string;
  accountStatus: AdminUser['accountStatus'];
}

const valuesOf = (u: AdminUser): FormValues => ({
  name: u.name,
  role: u.role,
  membershipStatus: u.membershipStatus,
  transformationTier: u.transformationTier ?? '',
  accountStatus: u.accountStatus,
});

/** Only the fields that differ from the stored user. */
function patchFrom(user: AdminUser, values: FormValues): AdminUserPatch {
  const patch: AdminUserPatch = {};
  if (values.name.trim() !== user.name) patch.name = values.name.trim();
  if (values.role !== user.role) patch.role = values.role;
  if (values.membershipStatus !== user.membershipStatus)
    patch.membershipStatus = values.membershipStatus;
  const tier =
    values.transformationTier === ''
      ? null
      : (TRANSFORMATION_TIERS.find((t) => t === values.transformationTier) ?? null);
  if (tier !== user.transformationTier) patch.transformationTier = tier;
  if (values.accountStatus !== user.accountStatus) patch.accountStatus = values.accountStatus;
  return patch;
}

export function AccountForm({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const [values, setValues] = useState<FormValues>(() => valuesOf(user));
  const [saved, setSaved] = useState(false);
  const update = useUpdateUser(user.id);
  const patch = patchFrom(user, values);
  const refusal = isSelf ? refuseSelfChange(user.id, user.id, patch) : null;
  const fieldErrors = update.error instanceof ApiError ? (update.error.fields ?? {}) : {};
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setSaved(false);
    setValues((v) => ({ ...v, [key]: value }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(patch).length === 0 || refusal) return;
    update.mutate(patch, {
      onSuccess: ({ user: next }) => {
        setValues(valuesOf(next));
        setSaved(true);
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label="Name"
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        error={fieldErrors.name}
        maxLength={100}
        required
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label="Role"
          value={values.role}
          onChange={(e) => set('role', e.target.value === 'admin' ? 'admin' : 'learner')}
          options={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
          disabled={isSelf}
        />
        <SelectField
          label="Membership"
          value={values.membershipStatus}
          onChange={(e) => set('membershipStatus', e.target.value === 'paid' ? 'paid' : 'free')}
          options={MEMBERSHIP_STATUSES.map((m) => ({ value: m, label: MEMBERSHIP_LABELS[m] }))}
        />
        <SelectField
          label="Tier"
          value={values.transformationTier}
          onChange={(e) => set('transformationTier', e.target.value)}
          options={[
            { value: '', label: 'No tier' },
            ...TRANSFORMATION_TIERS.map((t) => ({ value: t, label: TIER_LABELS[t] })),
          ]}
        />
        <SelectField
          label="Account status"
          value={values.accountStatus}
          onChange={(e) =>
            set('accountStatus', e.target.value === 'inactive' ? 'inactive' : 'active')
          }
          options={ACCOUNT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          disabled={isSelf}
        />
      </div>
      {isSelf ? (
        <p className="text-sm text-muted">
          This is your own account: you cannot remove your admin role or deactivate yourself.
        </p>
      ) : null}
      {values.accountStatus === 'inactive' && user.accountStatus === 'active' ? (
        <Alert tone="info">
          Saving signs {user.name} out on every device at once, and they cannot sign in again until
          reactivated.
        </Alert>
      ) : null}
      {update.isError ? <Alert tone="error">{update.error.message}</Alert> : null}
      {saved ? <Alert tone="success">Changes saved.</Alert> : null}
      <div>
        <Button
          type="submit"
          busy={update.isPending}
          busyLabel="Saving…"
          disabled={Object.keys(patch).length === 0 || refusal !== null}
        >
          Save changes
        </Button>
      </div>
    </form>
  );
}
