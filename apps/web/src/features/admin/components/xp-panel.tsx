import { plural, t } from '@lingui/core/macro';
import { AdminUserXpSchema, XP_ACTION_IDS, XpAdjustmentSchema, type LedgerEntry, type XpActionId } from '@lv/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api';
import { formatDateTime, formatXp, formatXpChange } from '../../../lib/format';
import { showServerErrors, useZodForm } from '../../../lib/use-zod-form';
import { domainText } from '../../../lib/i18n/domain-text';
import { loadingText, xpActionLabel } from '../../../lib/i18n/domain-messages';
import { adminKeys } from '../api/admin-api';
import { fieldError } from '../format';

const xpKey = (userId: string) => [...adminKeys.all, 'users', 'xp', userId] as const;

/** A ledger row's action in words: an XP action's label, else the server's ("Adjustment by an admin"). */
const entryLabel = (entry: LedgerEntry) =>
  (XP_ACTION_IDS as readonly string[]).includes(entry.action) ? xpActionLabel(entry.action as XpActionId) : domainText(entry.label);

/** An admin adjusts a learner's XP with a written reason (through the ledger) and sees the history. */
export function XpPanel({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const xp = useQuery({
    queryKey: xpKey(userId),
    queryFn: ({ signal }) =>
      api.get(`/api/admin/users/${encodeURIComponent(userId)}/xp`, {
        signal,
        schema: AdminUserXpSchema,
      }),
  });
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useZodForm(XpAdjustmentSchema, { defaultValues: { reason: '' } });
  const adjust = useMutation({
    mutationFn: (body: { points: number; reason: string; idempotencyKey: string }) =>
      api.post(`/api/admin/users/${encodeURIComponent(userId)}/xp`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });

  const submit = handleSubmit(async (input) => {
    try {
      await adjust.mutateAsync({ ...input, idempotencyKey: crypto.randomUUID() });
      const change = formatXpChange(input.points);
      setDone(t`${change} recorded.`);
      reset();
    } catch (error) {
      showServerErrors(error, setError, t`The adjustment was not saved. Please try again.`);
    }
  });

  return (
    <div className="flex flex-col gap-4">
      {/* One line, as tall as the XP line that replaces it: the form under it does not move. */}
      {xp.isPending ? (
        <p role="status" className="text-lg text-muted">
          {loadingText()}
        </p>
      ) : null}
      {xp.isError ? <Alert tone="error">{t`The XP history could not be loaded.`}</Alert> : null}
      {xp.data ? (
        <p className="text-lg">
          <span className="font-bold text-ink">{formatXp(xp.data.points)}</span>
          <span className="text-muted"> · {plural(xp.data.streak.days, { one: '#-day streak', other: '#-day streak' })}</span>
        </p>
      ) : null}
      <form
        onSubmit={(e) => {
          setDone(null);
          void submit(e);
        }}
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <TextField
          label={t`Points`}
          inputMode="numeric"
          error={fieldError(errors.points?.message)}
          hint={t`Negative to take points away`}
          className="sm:w-40"
          {...register('points', {
            // An empty field is "not a number" (Number('') would be 0).
            setValueAs: (v: string) => (v.trim() === '' ? Number.NaN : Number(v)),
          })}
        />
        <TextField
          label={t`Reason`}
          error={fieldError(errors.reason?.message)}
          className="flex-1"
          {...register('reason')}
        />
        <Button type="submit" busy={adjust.isPending} busyLabel={t`Saving...`} className="sm:mt-8">
          {t`Adjust XP`}
        </Button>
      </form>
      {errors.root?.message ? <Alert tone="error">{errors.root.message}</Alert> : null}
      {done ? <Alert tone="success">{done}</Alert> : null}
      {xp.data && xp.data.entries.length === 0 ? (
        <p className="text-muted">{t`No XP earned yet.`}</p>
      ) : null}
      {xp.data && xp.data.entries.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {xp.data.entries.map((e) => (
            <li
              key={e.id}
              className="flex flex-col gap-1 rounded-lg border border-line bg-white px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <p className="font-medium text-ink">
                  {entryLabel(e)}
                  {e.reason ? (
                    <span className="text-muted">
                      {t({ comment: "After an XP entry's label: the reason an admin gave", message: `: ${e.reason}` })}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-muted">{formatDateTime(e.createdAt)}</p>
              </div>
              <span className="font-semibold text-ink">
                {formatXpChange(e.points)}
                {e.multiplier !== 1 ? (
                  <span className="text-sm text-muted"> (×{e.multiplier})</span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
