import { DemoTickerSchema } from '@lv/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { pollEvery } from '../../../lib/save-data';

/** How often the ticker asks for the week's top learners. */
export const TICKER_POLL_MS = 15_000;

export const demoKeys = { ticker: ['demo', 'ticker'] as const };

/** `GET /api/demo/leaderboard`: this week's top learners (public, short names), polled while the page is visible (4x less under Save-Data). */
export const useDemoTicker = () =>
  useQuery({
    queryKey: demoKeys.ticker,
    queryFn: ({ signal }) => api.get('/api/demo/leaderboard', { signal, schema: DemoTickerSchema }),
    refetchInterval: () => pollEvery(TICKER_POLL_MS),
  });
