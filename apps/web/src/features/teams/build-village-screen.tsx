import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { ToastRegion, type ToastKind } from '../../components/ui/toast-region';
import { useToasts } from '../../hooks/use-toasts';
import { useAuth } from '../../lib/auth-state';
import { tokenFromInput, useMyTeam } from './api/teams-api';
import { JoinInvitation } from './components/join-invitation';
import { StartVillage } from './components/start-village';
import { TeamPanel } from './components/team-panel';
import { VillageProgressPanel } from './components/village-progress';
import { LoadError } from '../../components/ui/load-error';

/**
 * /build-village: create or join a village (also from a join link, ?join=TOKEN), and run it.
 * `leaderView`: what the app adds under the progress for the village's leader (features are islands).
 */
export function BuildVillageScreen({ leaderView }: { leaderView?: ReactNode } = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const joinToken = tokenFromInput(searchParams.get('join') ?? '');
  const hasJoinParam = searchParams.has('join');
  const { user, refresh } = useAuth();
  const query = useMyTeam();
  const { toasts, notify: toast } = useToasts();
  // A change to the village may change the learner's tier: re-read the user document too.
  const notify = (kind: ToastKind, message: string) => {
    toast(kind, message);
    if (kind === 'success') void refresh();
  };

  const dropJoinParam = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('join');
        return next;
      },
      { replace: true },
    );

  let content;
  if (query.isPending) {
    content = <Spinner />;
  } else if (query.isError) {
    content = (
      <LoadError onRetry={() => void query.refetch()} busy={query.isFetching}>
        {t`We could not load your village. Check your connection and try again.`}
      </LoadError>
    );
  } else if (query.data.team) {
    const team = query.data.team;
    const teamName = team.name;
    content = (
      <>
        {hasJoinParam ? (
          <Alert className="mb-4" tone="info">
            {t`You are already in ${teamName}. To join another village, leave this one first.`}{' '}
            <button type="button" className="font-semibold underline" onClick={dropJoinParam}>
              {t({ message: 'Dismiss', context: 'closes the notice' })}
            </button>
          </Alert>
        ) : null}
        <TeamPanel team={team} viewerId={user?.id ?? ''} notify={notify} />
        {team.myRole === 'leader' ? (
          <>
            <VillageProgressPanel />
            {leaderView}
          </>
        ) : null}
      </>
    );
  } else {
    content = (
      <>
        {hasJoinParam ? (
          joinToken ? (
            <JoinInvitation
              token={joinToken}
              onDismiss={dropJoinParam}
              onJoined={(name) => {
                dropJoinParam();
                notify('success', t`Welcome to ${name}!`);
              }}
            />
          ) : (
            <Alert className="mb-6" tone="error">
              {t`This join link is not complete. Ask your village leader to send it again.`}
            </Alert>
          )
        ) : null}
        <StartVillage onDone={(message) => notify('success', message)} />
      </>
    );
  }

  return (
    <div>
      <PageHeader title={t`Build your village`}>
        {t`Create your village or join one, and invite colleagues by email or link to grow as a team.`}
      </PageHeader>
      {content}
      <ToastRegion toasts={toasts} />
    </div>
  );
}
