import { t } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { BackLink } from '../../components/ui/back-link';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { usePodcastEpisode } from './api/podcast-api';
import { EpisodeAudio } from './components/episode-audio';
import { EpisodeFacts } from './components/episode-facts';
import { Transcript } from './components/transcript';

/** /podcast/:episodeId: one episode, its audio behind a tap, and its whole transcript. */
export function PodcastEpisodeScreen() {
  const { episodeId = '' } = useParams();
  const read = usePodcastEpisode(episodeId);
  const notFound = read.error instanceof ApiError && read.error.status === 404;
  const episode = read.data?.episode;
  return (
    <>
      <BackLink to="/podcast" className="mb-4">
        {t`All episodes`}
      </BackLink>
      {read.isPending ? (
        <div className="min-h-[70vh]">
          <Spinner />
        </div>
      ) : null}
      {notFound ? (
        <>
          <PageHeader title={t`Episode not found`} />
          <p className="text-muted">{t`This episode does not exist or is no longer published.`}</p>
        </>
      ) : null}
      {read.isError && !notFound && !episode ? (
        <>
          <PageHeader title={t`Podcast episode`} />
          <LoadError onRetry={() => void read.refetch()} busy={read.isFetching}>
            {t`This episode could not be loaded. Check your connection and try again.`}
          </LoadError>
        </>
      ) : null}
      {episode ? (
        // The episode's words are in `language` (English where not yet translated), the rest in the page's.
        <article className="max-w-3xl">
          <div lang={episode.language}>
            <PageHeader title={episode.title} />
            <p className="-mt-4 mb-2 text-lg font-medium text-ink">
              {episode.guestName}
              <span className="font-normal text-muted"> · {episode.guestRole}</span>
            </p>
          </div>
          <EpisodeFacts episode={episode} />
          <p lang={episode.language} className="mt-4 text-ink">
            {episode.description}
          </p>
          <div className="mt-6">
            <EpisodeAudio episode={episode} />
          </div>
          <section aria-labelledby="transcript-title" className="mt-10">
            <h2 id="transcript-title" className="mb-4 text-xl font-bold text-ink">
              {t`Transcript`}
            </h2>
            <div lang={episode.language}>
              <Transcript text={episode.transcript} language={episode.language} />
            </div>
          </section>
        </article>
      ) : null}
    </>
  );
}
