import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { useLoaderData, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { journeyKeys } from '../../features/journeys/api/journeys-api';
import { ModuleScreen } from '../../features/journeys/module-screen';
import { guardScreen, readsOf } from '../reads';
import { screenMeta } from '../meta';

/** A module page: its lesson and the learner's state from the server's service, as the screen's first answer. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const reads = readsOf(context);
  await guardScreen(reads, '/journeys/:journeyId/modules/:moduleId', request);
  const journeyId = params.journeyId ?? '';
  const moduleSlug = params.moduleId ?? '';
  const client = new QueryClient();
  const detail = await client.fetchQuery({
    queryKey: journeyKeys.module(journeyId, moduleSlug),
    queryFn: () => reads.moduleDetail(journeyId, moduleSlug),
  });
  return { queries: dehydrate(client), title: detail.title };
}

export const meta = ({ loaderData }: MetaArgs<typeof loader>) =>
  screenMeta('/journeys/:journeyId/modules/:moduleId', loaderData?.title);

export default function Module() {
  const { queries } = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={queries}>
      <ModuleScreen />
    </HydrationBoundary>
  );
}
