import { t } from '@lingui/core/macro';
import { MentoringTokenSchema, type MentoringAnswer, type MentoringInvitation, type MentoringResponseResult } from '@lv/domain';
import { Check, LogOut, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth-state';
import { useAnswerByLink, useInvitation } from './api/mentoring-api';
import { cpdMinutesText, SessionSummary } from './components/session-item';
import { answeredMessage, answerLabels } from './components/to-confirm-list';

/** The token and the answer the mail's link named, from the fragment (which never reaches the server). */
function readLink(hash: string): { token: string | null; answer: MentoringAnswer } {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const parsed = MentoringTokenSchema.safeParse(params.get('token') ?? '');
  return { token: parsed.success ? parsed.data : null, answer: params.get('answer') === 'decline' ? 'decline' : 'confirm' };
}

/**
 * /mentoring/respond#token=…&answer=…: the page an emailed link opens. It shows the session and
 * asks for one tap (a POST); opening it changes nothing. It works signed out (the token proves who
 * answers) and refuses clearly when the browser is signed in as someone else.
 */
export function MentoringRespondScreen() {
  const { hash } = useLocation();
  const { token, answer } = readLink(hash);
  const invitation = useInvitation(token);

  let content;
  if (token === null) {
    content = <Alert tone="error">{t`This link is not complete. Open it again from the email, or sign in and answer under Mentoring.`}</Alert>;
  } else if (invitation.isPending) {
    content = <Spinner />;
  } else if (invitation.isError) {
    const unknown = invitation.error instanceof ApiError && invitation.error.status === 404;
    content = (
      <Alert tone="error">
        {unknown
          ? t`This link is not valid. It may have been copied incompletely: open it again from the email, or sign in and answer under Mentoring.`
          : t`We could not open this request. Check your connection and reload the page.`}
      </Alert>
    );
  } else {
    content = <Invitation token={token} wanted={answer} invitation={invitation.data} />;
  }
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t`Confirm a mentoring session`}>{t`A colleague logged a session they say they gave you. Tell us if it happened.`}</PageHeader>
      {content}
    </div>
  );
}

/** Why a browser signed in as someone else cannot answer for the mentee. */
function signedInAs(name: string | undefined, mentee: string): string {
  return name
    ? t`You are signed in as ${name}, but this session was logged with ${mentee}. Sign out and open the link again, or ask ${mentee} to open it.`
    : t`You are signed in as another learner, but this session was logged with ${mentee}. Sign out and open the link again, or ask ${mentee} to open it.`;
}

function Invitation({ token, wanted, invitation }: { token: string; wanted: MentoringAnswer; invitation: MentoringInvitation }) {
  const { user, signOut } = useAuth();
  const answer = useAnswerByLink();
  const { session, viewer } = invitation;
  const result: MentoringResponseResult | undefined = answer.data;
  const shown = result?.session ?? session;
  const mentee = session.mentee.name;
  const mentor = session.mentor.name;

  if (viewer === 'other') {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{signedInAs(user?.name, mentee)}</Alert>
        <Button variant="secondary" onClick={() => void signOut()}>
          <LogOut className="h-4 w-4" aria-hidden="true" />
          {t`Sign out`}
        </Button>
      </div>
    );
  }

  const card = (
    <div className="rounded-xl bg-white p-4 shadow-sm">
      <SessionSummary session={shown} headingLevel={2} />
    </div>
  );
  if (result) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="success">{answeredMessage(result.session)}</Alert>
        {card}
        {viewer === 'mentee' ? <ButtonLink to="/mentoring">{t`Go to Mentoring`}</ButtonLink> : null}
      </div>
    );
  }
  if (session.status !== 'pending') {
    const said: Record<typeof session.status, string> = {
      confirmed: t`You already confirmed this session. Thank you!`,
      declined: t`You already declined this session. Nothing was recorded.`,
      expired: t`This request expired before it was answered, so nothing was recorded. If the session happened, ask ${mentor} to log it again.`,
    };
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="info">{said[session.status]}</Alert>
        {card}
      </div>
    );
  }

  const labels = answerLabels(session);
  const cpd = cpdMinutesText(session.minutes);
  const buttons: Record<MentoringAnswer, ReactNode> = {
    confirm: (
      <Button key="confirm" variant={wanted === 'confirm' ? 'primary' : 'secondary'} size="lg" aria-label={labels.confirm} busy={answer.isPending && answer.variables.answer === 'confirm'} busyLabel={t`Confirming…`} disabled={answer.isPending} onClick={() => answer.mutate({ token, answer: 'confirm' })}>
        <Check className="h-5 w-5" aria-hidden="true" />
        {t`Yes, confirm it`}
      </Button>
    ),
    decline: (
      <Button key="decline" variant={wanted === 'decline' ? 'primary' : 'secondary'} size="lg" aria-label={labels.decline} busy={answer.isPending && answer.variables.answer === 'decline'} busyLabel={t`Declining…`} disabled={answer.isPending} onClick={() => answer.mutate({ token, answer: 'decline' })}>
        <X className="h-5 w-5" aria-hidden="true" />
        {t`No, decline it`}
      </Button>
    ),
  };
  return (
    <div className="flex flex-col gap-4">
      {card}
      <p className="text-ink">
        {t`Confirming gives you both ${cpd} and earns ${mentor} Peer Mentoring XP. Declining records nothing.`}
      </p>
      {answer.isError ? <Alert tone="error">{answer.error.message}</Alert> : null}
      <div className="flex flex-col gap-3 sm:flex-row">{wanted === 'decline' ? [buttons.decline, buttons.confirm] : [buttons.confirm, buttons.decline]}</div>
    </div>
  );
}
