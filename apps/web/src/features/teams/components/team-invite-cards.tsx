/** The leader's join link and e-mail invite cards on the village panel. */
import { t } from '@lingui/core/macro';
import { TeamInviteSchema, type Team } from '@lv/domain';
import { Check, Copy, Mail, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { domainText } from '../../../lib/i18n/domain-text';
import { setFieldErrors, useZodForm } from '../../../lib/use-zod-form';
import { useInvite } from '../api/teams-api';
import { failure, tryAgain } from './team-errors';

/** How the village screen shows a toast. */
export type Notify = (kind: 'success' | 'error' | 'info', message: string) => void;

export function JoinLinkCard({
  team,
  onNewLink,
  notify,
}: {
  team: Team;
  onNewLink: () => void;
  notify: Notify;
}) {
  const [copied, setCopied] = useState(false);
  const link = team.joinLink;
  if (!link) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied(true);
      notify('success', t`Join link copied.`);
      setTimeout(() => setCopied(false), 3_000);
    } catch {
      notify('error', t`Your browser did not allow copying. Select the link and copy it yourself.`);
    }
  };
  const expiresOn = formatDate(link.expiresAt);
  return (
    <section
      aria-labelledby="link-heading"
      className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="link-heading" className="text-lg font-bold text-primary">
        {t`Join link`}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {t`Anyone signed in with this link can join until ${expiresOn}.`}
      </p>
      <label htmlFor="join-link" className="sr-only">
        {t`Join link`}
      </label>
      <input
        id="join-link"
        readOnly
        value={link.url}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-3 min-h-11 w-full rounded-lg border border-gray-500 bg-ground px-3 py-2 text-sm text-ink"
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={() => void copy()}>
          {copied ? (
            <Check className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Copy className="h-4 w-4" aria-hidden="true" />
          )}
          {copied ? t`Copied` : t`Copy link`}
        </Button>
        <Button variant="ghost" onClick={onNewLink}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          {t`New link`}
        </Button>
      </div>
    </section>
  );
}

export function InviteCard({ team, notify }: { team: Team; notify: Notify }) {
  const invite = useInvite();
  const { register, handleSubmit, setError, reset, getValues, formState } = useZodForm(
    TeamInviteSchema,
    { defaultValues: { email: '' } },
  );
  const onSubmit = handleSubmit(({ email }) => {
    const typed = getValues('email').trim();
    invite.mutate(email, {
      onSuccess: () => {
        reset();
        notify('success', t`Invite sent to ${typed}.`);
      },
      // A refusal without field messages is shown on the form's one field, like a field message.
      onError: (err) => {
        if (err instanceof ApiError && err.fields?.email) setFieldErrors(setError, err.fields);
        else setError('email', { message: failure(err, tryAgain()) ?? tryAgain() });
      },
    });
  });
  const emailError = formState.errors.email?.message;
  return (
    <section
      aria-labelledby="invite-email-heading"
      className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <h2
        id="invite-email-heading"
        className="flex items-center gap-2 text-lg font-bold text-primary"
      >
        <Mail className="h-5 w-5" aria-hidden="true" />
        {t`Invite by email`}
      </h2>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-3 flex flex-col gap-3">
        <TextField
          label={t`Colleague’s email`}
          type="email"
          autoComplete="off"
          error={emailError && domainText(emailError)}
          hint={t`They get a link that works once, for 7 days.`}
          {...register('email')}
        />
        <Button type="submit" busy={invite.isPending} busyLabel={t`Sending…`} className="self-start">
          {t`Send invite`}
        </Button>
      </form>
      {team.invites.length ? (
        <div className="mt-4 border-t border-line pt-3">
          <h3 className="mb-1 text-sm font-semibold text-muted">{t`Waiting to join`}</h3>
          <ul className="flex flex-col gap-1 text-sm">
            {team.invites.map((i) => {
              const expiresOn = formatDate(i.expiresAt);
              return (
                <li key={i.id} className="flex flex-wrap justify-between gap-x-2">
                  <span className="truncate text-ink">{i.email}</span>
                  <span className="text-muted">{t`until ${expiresOn}`}</span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
