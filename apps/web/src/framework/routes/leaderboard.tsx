import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import {
  leaderboardKeys,
  LEADERBOARD_PAGE_SIZE,
  parsePage,
  parsePeriod,
} from '../../features/leaderboard/api/leaderboard-api';
import { LeaderboardScreen } from '../../features/leaderboard/leaderboard-screen';
import { guardScreen, readsOf } from '../reads';
import { screenMeta } from '../meta';

/**
 * `/leaderboard`: the board's page the address names, read from the server's service (no HTTP),
 * handed to the screen's query as its first answer; the screen refreshes it as today (live points).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const reads = readsOf(context);
  await guardScreen(reads, '/leaderboard', request);
  const params = new URL(request.url).searchParams;
  const period = parsePeriod(params.get('period'));
  const page = parsePage(params.get('page'));
  const scope = params.get('scope') === 'team' ? 'team' : 'everyone';
  const client = new QueryClient();
  if (params.get('scope') !== 'teams') {
    await client.fetchQuery({
      queryKey: leaderboardKeys.page(period, page, LEADERBOARD_PAGE_SIZE, scope),
      queryFn: () => reads.leaderboard({ period, page, pageSize: LEADERBOARD_PAGE_SIZE, scope }),
    });
  }
  return { queries: dehydrate(client) };
}

export const meta = () => screenMeta('/leaderboard');

export default function Leaderboard() {
  const { queries } = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={queries}>
      <LeaderboardScreen />
    </HydrationBoundary>
  );
}
