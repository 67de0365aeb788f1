import { t } from '@lingui/core/macro';
import type { PodcastEpisodeSummary } from '@lv/domain';
import { Rss } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { usePodcastList } from './api/podcast-api';
import { EpisodeFacts } from './components/episode-facts';

/** /podcast: the published episodes, newest first, for everyone. */
export function PodcastScreen() {
  const list = usePodcastList();
  const episodes = list.data?.episodes;
  return (
    <>
      <PageHeader title={t`Podcast`}>
        {t`Conversations with African leaders about leading teams through change, each with its full transcript.`}
      </PageHeader>
      {list.isPending ? (
        // The cards' room held while they load, so nothing in view moves when they arrive.
        <div className="flex min-h-[60vh] max-w-3xl flex-col gap-3">
          <Spinner />
          {[0, 1].map((row) => (
            <span key={row} aria-hidden="true" className="h-44 animate-pulse rounded-xl bg-line" />
          ))}
        </div>
      ) : null}
      {list.isError && !episodes ? (
        <LoadError className="max-w-2xl" onRetry={() => void list.refetch()} busy={list.isFetching}>
          {t`The episodes could not be loaded. Check your connection and try again.`}
        </LoadError>
      ) : null}
      {episodes && episodes.length === 0 ? (
        <p className="max-w-2xl rounded-xl border border-line bg-white p-5 text-muted shadow-sm">
          {t`No episodes have been published yet.`}
        </p>
      ) : null}
      {episodes && episodes.length > 0 ? (
        <ul className="flex max-w-3xl flex-col gap-4">
          {episodes.map((episode) => (
            <li key={episode.id}>
              <EpisodeCard episode={episode} />
            </li>
          ))}
        </ul>
      ) : null}
      {list.data?.feedPath ? (
        <p className="mt-8 max-w-3xl text-muted">
          <a
            href={list.data.feedPath}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline"
          >
            <Rss className="h-4 w-4" aria-hidden="true" />
            {t`RSS feed for podcast apps`}
          </a>{' '}
          {t`(the episodes that have audio)`}
        </p>
      ) : null}
    </>
  );
}

function EpisodeCard({ episode }: { episode: PodcastEpisodeSummary }) {
  return (
    <article className="rounded-xl border border-line bg-white p-5 shadow-sm">
      <h2 lang={episode.language} className="text-xl font-bold text-ink">
        <Link
          to={`/podcast/${encodeURIComponent(episode.id)}`}
          className="text-primary underline-offset-2 hover:underline"
        >
          {episode.title}
        </Link>
      </h2>
      <p lang={episode.language} className="mt-1 font-medium text-ink">
        {episode.guestName}
        <span className="font-normal text-muted"> · {episode.guestRole}</span>
      </p>
      <p lang={episode.language} className="mt-2 text-ink">
        {episode.description}
      </p>
      <div className="mt-3">
        <EpisodeFacts episode={episode} />
      </div>
    </article>
  );
}
