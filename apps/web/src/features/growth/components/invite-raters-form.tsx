import { t } from '@lingui/core/macro';
import { MIN_RATERS, RATER_GROUPS, RATER_LINK_TTL_DAYS, type RaterGroup } from '@lv/domain';
import { Plus, Send, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/form-fields';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api';
import { domainText } from '../../../lib/i18n/domain-text';
import { useOnline } from '../../../lib/offline/online';
import { useInviteRaters } from '../api/growth-api';
import { groupName } from './growth-texts';

interface Row {
  key: number;
  email: string;
  group: RaterGroup | '';
}

/**
 * Invites 360 raters: one row per person (their address and who they are to the learner), at
 * least 3 in a round's first invitation, up to what the round has room for. Each gets a mail with
 * their own link. Offline it says so and keeps what was typed.
 */
export function InviteRatersForm({
  journeyId,
  room,
  firstOfRound,
}: {
  journeyId: string;
  room: number;
  firstOfRound: boolean;
}) {
  const invite = useInviteRaters(journeyId);
  const online = useOnline();
  const least = firstOfRound ? Math.min(MIN_RATERS, room) : 1;
  const [next, setNext] = useState(least);
  const [rows, setRows] = useState<Row[]>(() =>
    Array.from({ length: least }, (_, key) => ({ key, email: '', group: '' })),
  );
  const [sent, setSent] = useState<number | null>(null);
  const fields = invite.error instanceof ApiError ? (invite.error.fields ?? {}) : {};
  const groups = RATER_GROUPS.map((g) => ({ value: g, label: groupName(g) }));
  const days = RATER_LINK_TTL_DAYS;

  const update = (key: number, change: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    const raters = rows.map((r) => ({ email: r.email, group: r.group as RaterGroup }));
    invite.mutate(
      { raters },
      {
        onSuccess: (result) => {
          setSent(result.invited);
          setRows([]);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {sent !== null ? (
        <Alert tone="success">{t`Invited. We emailed each person their own link; it works once and expires in ${days} days.`}</Alert>
      ) : null}
      {rows.map((row, index) => {
        const n = index + 1;
        const emailError = fields[`raters.${index}.email`];
        const groupError = fields[`raters.${index}.group`];
        return (
          <fieldset
            key={row.key}
            className="flex flex-col gap-3 rounded-xl border border-gray-300 bg-white p-3"
          >
            <legend className="px-1 font-semibold text-ink">{t`Person ${n}`}</legend>
            <TextField
              label={t`Email`}
              type="email"
              autoComplete="off"
              value={row.email}
              onChange={(e) => update(row.key, { email: e.target.value })}
              error={emailError ? domainText(emailError) : undefined}
            />
            <SelectField
              label={t`Who they are to you`}
              placeholder={t`Choose…`}
              options={groups}
              value={row.group}
              onChange={(e) => update(row.key, { group: e.target.value as RaterGroup })}
              error={groupError ? domainText(groupError) : undefined}
            />
            {rows.length > least ? (
              <Button
                type="button"
                variant="ghost"
                className="self-start"
                onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
              >
                <X className="h-4 w-4" aria-hidden="true" />
                {t`Remove person ${n}`}
              </Button>
            ) : null}
          </fieldset>
        );
      })}
      {invite.isError ? (
        <Alert tone="error">
          {invite.error instanceof ApiError && invite.error.status === 0
            ? t`The server could not be reached. What you typed is still here: send it when you are back online.`
            : domainText(invite.error.message)}
        </Alert>
      ) : null}
      {!online ? (
        <Alert tone="info">{t`You are offline. Invitations are sent by email, so they go when you are back online.`}</Alert>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        {rows.length < room ? (
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setRows((all) => [...all, { key: next, email: '', group: '' }]);
              setNext(next + 1);
            }}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t`Add a person`}
          </Button>
        ) : null}
        {rows.length > 0 ? (
          <Button type="submit" busy={invite.isPending} busyLabel={t`Sending…`} disabled={!online}>
            <Send className="h-4 w-4" aria-hidden="true" />
            {t`Send the invitations`}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
