import { t } from '@lingui/core/macro';
import type { ModuleVideo } from '@lv/domain';
import { CirclePlay, ExternalLink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { formatMegabytes, formatMinutes } from '../../../lib/format';

/** A file the browser plays itself; any other address is a video page, opened in a new tab. */
const isVideoFile = (url: string) => /\.(mp4|m4v|webm|ogv|ogg|mov)$/i.test(new URL(url).pathname);

const newTabLink = 'font-semibold text-primary underline underline-offset-2';

/**
 * The lesson's video behind a tap that says what it costs: "Play video (12 MB, 8 min)". Nothing is
 * fetched from the video's host before the tap: no player, no poster, no preconnect. A video file
 * then plays in the page; a video page opens in a new tab (the tap is a plain link to it).
 */
export function LessonVideo({ video, title }: { video: ModuleVideo; title: string }) {
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const player = useRef<HTMLVideoElement>(null);
  const size = formatMegabytes(video.sizeMb);
  const duration = formatMinutes(video.durationMinutes);
  const label = t`Play video (${size}, ${duration})`;
  const file = isVideoFile(video.url);

  // The button is gone once tapped: keyboard and screen-reader users land on the player.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  if (!playing || !file) {
    return (
      <div className="mt-6 flex flex-col items-start gap-2 rounded-xl border border-line bg-ground p-4">
        {file ? (
          <Button variant="secondary" onClick={() => setPlaying(true)}>
            <CirclePlay className="h-5 w-5" aria-hidden="true" />
            {label}
          </Button>
        ) : (
          <a
            href={video.url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('secondary')}
          >
            <CirclePlay className="h-5 w-5" aria-hidden="true" />
            {label}
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only"> {t`(opens in a new tab)`}</span>
          </a>
        )}
        <p className="text-sm text-muted">
          {t`The video loads only when you tap, so it uses no data until then.`}
        </p>
      </div>
    );
  }

  return (
    <div className="mt-6 flex flex-col gap-2">
      <video
        ref={player}
        // Focusable everywhere (some browsers only focus a player with controls), in the tab order.
        tabIndex={0}
        src={video.url}
        controls
        autoPlay
        playsInline
        preload="auto"
        aria-label={t`Video: ${title}`}
        className="aspect-video w-full rounded-xl bg-ink"
        onError={() => setFailed(true)}
      />
      {failed ? (
        <Alert tone="error">
          {t`The video could not be played here.`}{' '}
          <a
            href={video.url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold underline"
          >
            {t`Open it in a new tab`}
          </a>
          .
        </Alert>
      ) : (
        <p className="text-sm text-muted">
          {t`Not playing?`}{' '}
          <a href={video.url} target="_blank" rel="noopener noreferrer" className={newTabLink}>
            {t`Open the video in a new tab`}
          </a>
        </p>
      )}
    </div>
  );
}
