/** /admin/user/:userId: the account form (name, role, membership, tier, status). */
import { t } from '@lingui/core/macro';
import {
  ACCOUNT_STATUSES,
  AdminUserFormSchema,
  MEMBERSHIP_STATUSES,
  ROLES,
  TRANSFORMATION_TIERS,
  refuseSelfChange,
  type AdminUser,
  type AdminUserForm,
  type AdminUserPatch,
} from '@lv/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api';
import { setFieldErrors, useZodForm } from '../../../lib/use-zod-form';
import { useUpdateUser } from '../api/admin-api';
import { SelectField } from '../../../components/ui/form-fields';
import { fieldError, membershipLabel, roleLabel, statusLabel, tierLabel, tierName } from '../format';

const valuesOf = (u: AdminUser): AdminUserForm => ({
  name: u.name,
  role: u.role,
  membershipStatus: u.membershipStatus,
  transformationTier: u.transformationTier,
  accountStatus: u.accountStatus,
});

/** Only the fields that differ from the stored user. */
function patchFrom(user: AdminUser, values: AdminUserForm): AdminUserPatch {
  const patch: AdminUserPatch = {};
  if (values.name.trim() !== user.name) patch.name = values.name.trim();
  if (values.role !== user.role) patch.role = values.role;
  if (values.membershipStatus !== user.membershipStatus)
    patch.membershipStatus = values.membershipStatus;
  if (values.transformationTier !== user.transformationTier)
    patch.transformationTier = values.transformationTier;
  if (values.accountStatus !== user.accountStatus) patch.accountStatus = values.accountStatus;
  return patch;
}

export function AccountForm({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const { register, handleSubmit, setError, reset, watch, formState } = useZodForm(
    AdminUserFormSchema,
    { defaultValues: valuesOf(user) },
  );
  const [saved, setSaved] = useState(false);
  const update = useUpdateUser(user.id);
  const values = watch();
  const patch = patchFrom(user, values);
  const refusal = isSelf ? refuseSelfChange(user.id, user.id, patch) : null;
  const name = user.name;

  const onSubmit = handleSubmit((checked) => {
    const changes = patchFrom(user, checked);
    if (Object.keys(changes).length === 0 || refusal) return;
    update.mutate(changes, {
      onSuccess: ({ user: next }) => {
        reset(valuesOf(next));
        setSaved(true);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setFieldErrors(setError, error.fields);
      },
    });
  });

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      onChange={() => setSaved(false)}
      noValidate
      className="flex flex-col gap-4"
    >
      <TextField
        label={t`Name`}
        error={fieldError(formState.errors.name?.message)}
        maxLength={100}
        required
        {...register('name')}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label={t`Role`}
          {...register('role')}
          options={ROLES.map((r) => ({ value: r, label: roleLabel(r) }))}
          disabled={isSelf}
        />
        <SelectField
          label={t`Membership`}
          {...register('membershipStatus')}
          options={MEMBERSHIP_STATUSES.map((m) => ({ value: m, label: membershipLabel(m) }))}
        />
        <SelectField
          label={t`Tier`}
          {...register('transformationTier', {
            setValueAs: (v: string | null) => (v === '' ? null : v),
          })}
          options={[
            { value: '', label: tierLabel(null) },
            ...TRANSFORMATION_TIERS.map((tier) => ({ value: tier, label: tierName(tier) })),
          ]}
        />
        <SelectField
          label={t`Account status`}
          {...register('accountStatus')}
          options={ACCOUNT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
          disabled={isSelf}
        />
      </div>
      {isSelf ? (
        <p className="text-sm text-muted">
          {t`This is your own account: you cannot remove your admin role or deactivate yourself.`}
        </p>
      ) : null}
      {values.accountStatus === 'inactive' && user.accountStatus === 'active' ? (
        <Alert tone="info">
          {t`Saving signs ${name} out on every device at once, and they cannot sign in again until reactivated.`}
        </Alert>
      ) : null}
      {update.isError ? <Alert tone="error">{update.error.message}</Alert> : null}
      {saved ? <Alert tone="success">{t`Changes saved.`}</Alert> : null}
      <div>
        <Button
          type="submit"
          busy={update.isPending}
          busyLabel={t`Saving…`}
          disabled={Object.keys(patch).length === 0 || refusal !== null}
        >
          {t`Save changes`}
        </Button>
      </div>
    </form>
  );
}
