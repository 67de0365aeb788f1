import type { PodcastEpisode, PodcastList } from '@lv/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeAuth } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { PodcastEpisodeScreen } from './podcast-episode-screen';
import { PodcastScreen } from './podcast-screen';

const WAIT = { timeout: 5_000 };
const AUDIO = 'https://media.example.org/core-banking.mp3';

const summary = (id: string, audio: boolean): PodcastList['episodes'][number] => ({
  id,
  title: `Episode ${id}`,
  guestName: 'Abena Owusu',
  guestRole: 'Branch manager',
  description: 'How a branch changed its core-banking system.',
  publishedAt: '2026-11-20T09:00:00.000Z',
  language: 'en',
  readingMinutes: 5,
  audio: audio ? { bytes: 18_874_368, durationSeconds: 1_500 } : null,
});

const episode = (audio: boolean): PodcastEpisode => ({
  ...summary('core-banking', audio),
  transcript:
    'Nadia Kamau: Welcome.\n\nAbena Owusu: Fear, mostly.\nAnd some of it was mine.\n\n[Music]',
  audio: audio
    ? { url: AUDIO, bytes: 18_874_368, durationSeconds: 1_500, type: 'audio/mpeg' }
    : null,
});

function stubFetch(answer: (url: string) => Response) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      urls.push(url);
      return Promise.resolve(answer(url));
    }),
  );
  return urls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const visitor = makeAuth({ status: 'signedOut' });

describe('PodcastScreen', () => {
  it('lists the episodes with what each offers, and the feed only when one has audio', async () => {
    stubFetch(() =>
      jsonResponse({
        episodes: [summary('a', true), summary('b', false)],
        feedPath: '/podcast.xml',
      } satisfies PodcastList),
    );
    renderScreen(<PodcastScreen />, { path: '/podcast', auth: visitor });
    const first = (await screen.findByRole('link', { name: 'Episode a' }, WAIT)).closest(
      'article',
    )!;
    expect(screen.getByRole('link', { name: 'Episode a' })).toHaveAttribute('href', '/podcast/a');
    expect(within(first).getByText('Audio · 25 min · 18 MB')).toBeInTheDocument();
    const second = screen.getByRole('link', { name: 'Episode b' }).closest('article')!;
    expect(within(second).getByText('Transcript only · 5 min read')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RSS feed for podcast apps' })).toHaveAttribute(
      'href',
      '/podcast.xml',
    );
  });

  it('says so when nothing is published, and offers no feed', async () => {
    stubFetch(() => jsonResponse({ episodes: [], feedPath: null } satisfies PodcastList));
    renderScreen(<PodcastScreen />, { path: '/podcast', auth: visitor });
    expect(
      await screen.findByText('No episodes have been published yet.', {}, WAIT),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'RSS feed for podcast apps' }),
    ).not.toBeInTheDocument();
  });
});

describe('PodcastEpisodeScreen', () => {
  const show = () =>
    renderScreen(<PodcastEpisodeScreen />, {
      path: '/podcast/core-banking',
      route: '/podcast/:episodeId',
      auth: visitor,
    });

  it('shows the whole transcript by speaker, and makes the player only on the tap that says its size', async () => {
    const urls = stubFetch(() => jsonResponse({ episode: episode(true) }));
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { container } = show();
    const button = await screen.findByRole('button', { name: 'Play episode · 18 MB' }, WAIT);
    expect(screen.getByRole('heading', { level: 2, name: 'Transcript' })).toBeInTheDocument();
    const transcript = screen.getByRole('region', { name: 'Transcript' });
    const turns = [...transcript.querySelectorAll('p')].map((p) => p.textContent);
    expect(turns).toEqual([
      'Nadia Kamau: Welcome.',
      'Abena Owusu: Fear, mostly.\nAnd some of it was mine.',
      '[Music]',
    ]);
    // Before the tap: no player, and nothing in the page names the audio's address.
    expect(container.querySelector('audio')).toBeNull();
    expect(container.innerHTML).not.toContain('media.example.org');

    await userEvent.click(button);
    const player = container.querySelector('audio')!;
    expect(player).toHaveAttribute('src', AUDIO);
    expect(player).toHaveAttribute('preload', 'none');
    expect(play).toHaveBeenCalledTimes(1);
    expect(player).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Play episode/ })).not.toBeInTheDocument();
    expect(urls).toEqual(['/api/podcast/episodes/core-banking']);
  });

  it('says "Transcript only" and offers nothing to play when the episode has no audio', async () => {
    stubFetch(() => jsonResponse({ episode: episode(false) }));
    const { container } = show();
    expect(await screen.findByText('Transcript only', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Play/ })).not.toBeInTheDocument();
    expect(container.querySelector('audio')).toBeNull();
  });

  it('says the episode is not there for an unknown or unpublished id', async () => {
    stubFetch(() =>
      jsonResponse({ error: { code: 'not-found', message: 'That episode was not found.' } }, 404),
    );
    show();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Episode not found' }, WAIT),
    ).toBeInTheDocument();
  });
});
