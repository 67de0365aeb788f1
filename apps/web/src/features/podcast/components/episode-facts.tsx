import { t } from '@lingui/core/macro';
import type { PodcastEpisodeSummary } from '@lv/domain';
import { FileText, Headphones } from 'lucide-react';
import { formatBytes, formatDate, formatMinutes } from '../../../lib/format';

/** What an episode offers, said before anything is fetched: its audio's length and size, or "Transcript only". */
export function EpisodeFacts({ episode }: { episode: PodcastEpisodeSummary }) {
  const date = formatDate(episode.publishedAt);
  const audio = episode.audio;
  const reading = formatMinutes(episode.readingMinutes);
  const length = audio ? formatMinutes(Math.round(audio.durationSeconds / 60)) : '';
  const size = audio ? formatBytes(audio.bytes) : '';
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
      <span>
        <time dateTime={episode.publishedAt}>{date}</time>
      </span>
      {audio ? (
        <span className="inline-flex items-center gap-1">
          <Headphones className="h-4 w-4 text-primary" aria-hidden="true" />
          {t`Audio · ${length} · ${size}`}
        </span>
      ) : (
        <span className="inline-flex items-center gap-1">
          <FileText className="h-4 w-4 text-primary" aria-hidden="true" />
          {t`Transcript only · ${reading} read`}
        </span>
      )}
    </p>
  );
}
