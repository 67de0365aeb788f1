import { t } from '@lingui/core/macro';
import type { PodcastEpisode } from '@lv/domain';
import { CirclePlay, FileText } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatBytes, formatMinutes } from '../../../lib/format';

const link = 'font-semibold text-primary underline underline-offset-2';

/**
 * The episode's audio behind a tap that says its size: "Play episode · 18 MB". Before the tap
 * there is no <audio> element, so nothing is fetched (no preload, no metadata, no connection to
 * the audio's host). The tap makes the player (preload="none") and asks it to play: that first
 * request is the listener's choice. Without audio the episode says "Transcript only" and offers
 * no button: nothing is promised that does not exist.
 */
export function EpisodeAudio({ episode }: { episode: PodcastEpisode }) {
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const player = useRef<HTMLAudioElement>(null);
  const audio = episode.audio;
  const title = episode.title;

  useEffect(() => {
    const element = player.current;
    if (!playing || !element) return;
    // Keyboard and screen-reader users land on the player that replaced the button.
    element.focus();
    // A browser that refuses to start on its own leaves the controls for a second tap (older
    // ones answer play() with nothing rather than a promise).
    void Promise.resolve(element.play()).catch(() => undefined);
  }, [playing]);

  if (!audio) {
    const reading = formatMinutes(episode.readingMinutes);
    return (
      <div className="flex items-start gap-3 rounded-xl border border-line bg-ground p-4">
        <FileText className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
        <p>
          <span className="font-semibold text-ink">{t`Transcript only`}</span>{' '}
          <span className="text-muted">
            {t`This conversation has no recording to play yet. Its full transcript is below (${reading} read).`}
          </span>
        </p>
      </div>
    );
  }

  const size = formatBytes(audio.bytes);
  const length = formatMinutes(Math.round(audio.durationSeconds / 60));
  if (!playing) {
    return (
      <div className="flex flex-col items-start gap-2 rounded-xl border border-line bg-ground p-4">
        <Button onClick={() => setPlaying(true)}>
          <CirclePlay className="h-5 w-5" aria-hidden="true" />
          {t`Play episode · ${size}`}
        </Button>
        <p className="text-sm text-muted">
          {t`${length} of audio. It loads only when you tap, so it uses no data until then.`}
        </p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <audio
        ref={player}
        // Focusable everywhere (some browsers only focus a player with controls), in the tab order.
        tabIndex={0}
        src={audio.url}
        controls
        preload="none"
        aria-label={t`Audio: ${title}`}
        className="w-full"
        onError={() => setFailed(true)}
      />
      {failed ? (
        <Alert tone="error">
          {t`The audio could not be played here.`}{' '}
          <a
            href={audio.url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold underline"
          >
            {t`Open the audio file in a new tab`}
          </a>
          .
        </Alert>
      ) : (
        <p className="text-sm text-muted">
          {t`Audio not starting?`}{' '}
          <a href={audio.url} target="_blank" rel="noopener noreferrer" className={link}>
            {t`Open the audio file in a new tab`}
          </a>
        </p>
      )}
    </div>
  );
}
