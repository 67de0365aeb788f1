import { AdminUserXpSchema, XpAdjustmentSchema } from '@lv/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api';
import { formatDateTime, formatXp, formatXpChange } from '../../../lib/format';
import { showServerErrors, useZodForm } from '../../../lib/use-zod-form';
import { adminKeys } from '../api/admin-api';

const xpKey = (userId: string) => [...adminKeys.all, 'users', 'xp', userId] as const;

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
      setDone(`${formatXpChange(input.points)} recorded.`);
      reset();
    } catch (error) {
      showServerErrors(error, setError, 'The adjustment was not saved. Please try again.');
    }
  });

  return (
    <div className="flex flex-col gap-4">
      {xp.isPending ? <Spinner /> : null}
      {xp.isError ? <Alert tone="error">The XP history could not be loaded.</Alert> : null}
      {xp.data ? (
        <p className="text-lg">
          <span className="font-bold text-ink">{formatXp(xp.data.points)}</span>
          <span className="text-muted"> · {xp.data.streak.days}-day streak</span>
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
          label="Points"
          inputMode="numeric"
          error={errors.points?.message}
          hint="Negative to take points away"
          className="sm:w-40"
          {...register('points', {
            // An empty field is "not a number" (Number('') would be 0).
            setValueAs: (v: string) => (v.trim() === '' ? Number.NaN : Number(v)),
          })}
        />
        <TextField
          label="Reason"
          error={errors.reason?.message}
          className="flex-1"
          {...register('reason')}
        />
        <Button type="submit" busy={adjust.isPending} busyLabel="Saving..." className="sm:mt-8">
          Adjust XP
        </Button>
      </form>
      {errors.root?.message ? <Alert tone="error">{errors.root.message}</Alert> : null}
      {done ? <Alert tone="success">{done}</Alert> : null}
      {xp.data && xp.data.entries.length === 0 ? (
        <p className="text-muted">No XP earned yet.</p>
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
                  {e.label}
                  {e.reason ? <span className="text-muted">: {e.reason}</span> : null}
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
