import { AdminUserXpSchema, XpAdjustmentSchema } from '@lv/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { api, ApiError } from '../../../lib/api';
import { formatDateTime, formatXp, formatXpChange } from '../../../lib/format';
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
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const adjust = useMutation({
    mutationFn: (body: { points: number; reason: string; idempotencyKey: string }) =>
      api.post(`/api/admin/users/${encodeURIComponent(userId)}/xp`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const parsed = XpAdjustmentSchema.safeParse({
      points: points.trim() === '' ? Number.NaN : Number(points),
      reason,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    adjust.mutate(
      { ...parsed.data, idempotencyKey: crypto.randomUUID() },
      {
        onSuccess: () => {
          setDone(`${formatXpChange(parsed.data.points)} recorded.`);
          setPoints('');
          setReason('');
        },
        onError: (error) =>
          setErrors(
            error instanceof ApiError && error.fields
              ? error.fields
              : { form: 'The adjustment was not saved. Please try again.' },
          ),
      },
    );
  };

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
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label="Points"
          inputMode="numeric"
          value={points}
          onChange={(e) => setPoints(e.target.value)}
          error={errors.points}
          hint="Negative to take points away"
          className="sm:w-40"
        />
        <TextField
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={errors.reason}
          className="flex-1"
        />
        <Button type="submit" busy={adjust.isPending} busyLabel="Saving..." className="sm:mt-8">
          Adjust XP
        </Button>
      </form>
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
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
