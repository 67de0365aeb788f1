import { t } from '@lingui/core/macro';
import { AcceptOrgInviteSchema } from '@lv/domain';
import { Building2, LogOut } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth-state';
import { useAcceptInvitation } from './api/org-api';

/** The token of the emailed link, or null when it is missing or malformed. */
export function readJoinToken(params: URLSearchParams): string | null {
  const parsed = AcceptOrgInviteSchema.safeParse({ token: params.get('token') ?? '' });
  return parsed.success ? parsed.data.token : null;
}

/** Why an accept failed, in words the invitee can act on. */
export function acceptFailure(error: Error): { text: string; wrongAccount: boolean } {
  if (error instanceof ApiError) {
    if (error.status === 404)
      return {
        text: t`This invitation link is not valid. Open it again from the email, or ask your organisation to send a new one.`,
        wrongAccount: false,
      };
    // The server's own sentences (expired, already used or withdrawn, another address, already a member).
    if (error.status === 400 || error.status === 409)
      return { text: error.message, wrongAccount: false };
    if (error.status === 403) return { text: error.message, wrongAccount: true };
  }
  return {
    text: t`We could not accept the invitation. Check your connection and try again.`,
    wrongAccount: false,
  };
}

/**
 * /org/join?token=…: the page an organisation's invitation mail opens. Signed out, it asks the
 * invitee to sign in or create their account with the invited address, and brings them back here;
 * signed in, one tap accepts. Opening it changes nothing.
 */
export function OrgJoinScreen() {
  const [params] = useSearchParams();
  const token = readJoinToken(params);
  const { status, user, signOut, refresh } = useAuth();
  const accept = useAcceptInvitation();
  const back = `/org/join?${new URLSearchParams({ token: token ?? '' }).toString()}`;
  const authLink = (mode: 'signin' | 'signup') =>
    `/auth?${new URLSearchParams({ ...(mode === 'signup' ? { mode } : {}), redirect: back }).toString()}`;

  let content;
  if (token === null) {
    content = (
      <Alert tone="error">
        {t`This link is not complete. Open it again from the invitation email, or ask your organisation to send a new one.`}
      </Alert>
    );
  } else if (status === 'loading') {
    content = <Spinner />;
  } else if (status === 'signedOut') {
    content = (
      <div className="flex flex-col gap-4">
        <p className="text-ink">
          {t`Sign in with the email address the invitation was sent to, or create your account with it. You come back to this page to accept.`}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={authLink('signup')} size="lg">
            {t`Create my account`}
          </ButtonLink>
          <ButtonLink to={authLink('signin')} variant="secondary" size="lg">
            {t`Sign in`}
          </ButtonLink>
        </div>
      </div>
    );
  } else if (accept.isSuccess) {
    const org = accept.data.organisation;
    content = (
      <div className="flex flex-col items-start gap-4">
        <Alert tone="success">
          {org ? t`Welcome to ${org.name}! You are now a member.` : t`You are now a member.`}
        </Alert>
        <ButtonLink to="/journeys">{t`Go to my journeys`}</ButtonLink>
      </div>
    );
  } else {
    const failure = accept.isError ? acceptFailure(accept.error) : null;
    content = (
      <div className="flex flex-col items-start gap-4">
        <p className="text-ink">
          {user
            ? t`You are signed in as ${user.email}. Accept to join your organisation: your own progress, XP and certificates stay yours.`
            : null}
        </p>
        {failure ? <Alert tone="error">{failure.text}</Alert> : null}
        {failure?.wrongAccount ? (
          <Button variant="secondary" onClick={() => void signOut()}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {t`Sign out`}
          </Button>
        ) : (
          <Button
            size="lg"
            busy={accept.isPending}
            busyLabel={t`Accepting…`}
            onClick={() => accept.mutate(token, { onSuccess: () => void refresh() })}
          >
            <Building2 className="h-5 w-5" aria-hidden="true" />
            {t`Accept the invitation`}
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t`Join your organisation`}>
        {t`Your organisation invited you: it gives you a seat and follows your team's progress.`}
      </PageHeader>
      {content}
    </div>
  );
}
