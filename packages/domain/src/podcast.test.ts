import { describe, expect, it } from 'vitest';
import {
  countWords,
  NewPodcastEpisodeSchema,
  PodcastAudioInputSchema,
  podcastAudioType,
  PodcastEpisodeTextSchema,
  readingMinutes,
  transcriptTurns,
} from './podcast';

const transcript = (words: number) => Array.from({ length: words }, (_, i) => `word${i}`).join(' ');

describe('podcastAudioType', () => {
  it.each([
    ['https://media.example.org/ep1.mp3', 'audio/mpeg'],
    ['https://media.example.org/ep1.MP3?dl=1#t=30', 'audio/mpeg'],
    ['https://media.example.org/shows/ep1.m4a', 'audio/mp4'],
    ['https://media.example.org/ep1.aac', 'audio/aac'],
    ['https://media.example.org/ep1.ogg', 'audio/ogg'],
    ['https://media.example.org/ep1.opus', 'audio/ogg'],
    ['https://media.example.org/ep1.oga', 'audio/ogg'],
    ['https://media.example.org/ep1.mp4', null],
    ['https://media.example.org/ep1', null],
    ['https://media.example.org/mp3', null],
    ['https://media.example.org/ep1.mp3/', null],
    ['https://media.example.org/a.constructor', null],
    ['not a url.mp3', null],
  ])('%s → %s', (url, type) => expect(podcastAudioType(url)).toBe(type));
});

describe('transcriptTurns', () => {
  it.each([
    [
      'one speaker',
      'Kwame: Hello and welcome.',
      [{ speaker: 'Kwame', text: 'Hello and welcome.' }],
    ],
    [
      'turns split on blank lines, lines inside a turn kept',
      'Kwame Asante: First line\nsecond line\n\n\nAmina: Reply',
      [
        { speaker: 'Kwame Asante', text: 'First line\nsecond line' },
        { speaker: 'Amina', text: 'Reply' },
      ],
    ],
    ['narration without a name', '[Music fades]', [{ speaker: null, text: '[Music fades]' }]],
    [
      'Windows line ends and spaces on the blank line',
      'A: one\r\n  \r\nB: two',
      [
        { speaker: 'A', text: 'one' },
        { speaker: 'B', text: 'two' },
      ],
    ],
    [
      'accents and a hyphen in a name',
      'Aïssatou Ndiaye-Ba: Oui.',
      [{ speaker: 'Aïssatou Ndiaye-Ba', text: 'Oui.' }],
    ],
    [
      'French typography: a space before the colon',
      'Aïssatou Ndiaye-Ba\u202f: Oui.',
      [{ speaker: 'Aïssatou Ndiaye-Ba', text: 'Oui.' }],
    ],
    [
      'a sentence with a colon is not a name',
      'We learned three things in the end: listen first.',
      [{ speaker: null, text: 'We learned three things in the end: listen first.' }],
    ],
    ['a time is not a name', '10:30 we started', [{ speaker: null, text: '10:30 we started' }]],
    ['nothing', '  \n\n ', []],
  ])('%s', (_name, text, turns) => expect(transcriptTurns(text)).toEqual(turns));
});

describe('countWords and readingMinutes', () => {
  it.each([
    ['', 0, 1],
    ['one', 1, 1],
    ['  spaced\n\nout\twords  ', 3, 1],
    [transcript(200), 200, 1],
    [transcript(201), 201, 2],
    [transcript(900), 900, 5],
  ])('%#', (text, words, minutes) => {
    expect(countWords(text)).toBe(words);
    expect(readingMinutes(words)).toBe(minutes);
  });
});

const text = {
  title: '  Leading a team through a core-banking migration ',
  guestRole: 'Branch manager',
  description: 'How one branch kept its customers.',
  transcript: transcript(60),
};

describe('the episode schemas', () => {
  it('clean the texts: one line for the title, lines for the transcript', () => {
    const parsed = PodcastEpisodeTextSchema.parse({
      ...text,
      transcript: `${transcript(60)}\r\n\r\nMore`,
    });
    expect(parsed.title).toBe('Leading a team through a core-banking migration');
    expect(parsed.transcript.endsWith('\n\nMore')).toBe(true);
  });

  it.each([
    ['an empty title', { title: '  ' }, 'title', 'Give the episode a title'],
    ['a long title', { title: 'x'.repeat(121) }, 'title', 'Keep it to 120 characters or fewer'],
    ['no guest role', { guestRole: '' }, 'guestRole', 'Say what the guest does'],
    ['an empty transcript', { transcript: '' }, 'transcript', 'Paste the full transcript'],
    [
      'a short transcript',
      { transcript: 'Too short.' },
      'transcript',
      'The transcript must be the whole conversation: at least 200 characters',
    ],
  ])('refuse %s', (_name, change, field, message) => {
    const result = PodcastEpisodeTextSchema.safeParse({ ...text, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });

  it.each([
    ['http', { url: 'http://media.example.org/a.mp3' }, 'url', 'Must be an https:// address'],
    [
      'a private host',
      { url: 'https://192.168.1.4/a.mp3' },
      'url',
      'Must be a public internet address',
    ],
    [
      'a video',
      { url: 'https://media.example.org/a.mp4' },
      'url',
      'Use an audio file ending in .mp3, .m4a, .aac, .ogg, .oga or .opus',
    ],
    ['no size', { bytes: 0 }, 'bytes', 'The audio size must be more than 0 bytes'],
    ['a fractional size', { bytes: 1.5 }, 'bytes', 'Enter the audio size in whole bytes'],
    ['a size as text', { bytes: '18000000' }, 'bytes', 'Enter the audio size in bytes'],
    [
      'over six hours',
      { durationSeconds: 6 * 3600 + 1 },
      'durationSeconds',
      'The length must be at most 6 hours',
    ],
  ])('refuse audio with %s', (_name, change, field, message) => {
    const audio = {
      url: 'https://media.example.org/a.mp3',
      bytes: 18_000_000,
      durationSeconds: 1_500,
    };
    const result = PodcastAudioInputSchema.safeParse({ ...audio, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });

  it('take a new episode with no audio and no French, and refuse extra fields and bad ids', () => {
    const episode = {
      id: 'core-banking',
      guestName: 'Kwame Asante',
      audio: null,
      texts: { en: text, fr: null },
    };
    expect(NewPodcastEpisodeSchema.parse(episode).texts.fr).toBeNull();
    expect(
      NewPodcastEpisodeSchema.safeParse({ ...episode, publishedAt: '2026-01-01' }).success,
    ).toBe(false);
    const badId = NewPodcastEpisodeSchema.safeParse({ ...episode, id: 'Core Banking' });
    expect(badId.error?.issues[0]).toMatchObject({
      path: ['id'],
      message: 'Use lower-case letters, digits and single hyphens',
    });
    expect(NewPodcastEpisodeSchema.safeParse({ ...episode, texts: { fr: text } }).success).toBe(
      false,
    );
  });
});
