import { describe, expect, it } from 'vitest';
import { itunesDuration, podcastFeedXml, rfc822Date, xmlText } from './podcast-feed';

describe('xmlText', () => {
  it.each([
    ['plain', 'plain'],
    ['Q&A <b>"x"</b> \'y\'', 'Q&amp;A &lt;b&gt;&quot;x&quot;&lt;/b&gt; &apos;y&apos;'],
    ['already &amp; escaped', 'already &amp;amp; escaped'],
    [']]> ends no CDATA', ']]&gt; ends no CDATA'],
    ['bell\u0007 and nul\u0000 go', 'bell and nul go'],
    ['tab\tnewline\ncarriage\r stay', 'tab\tnewline\ncarriage\r stay'],
    ['lone \uD800 surrogate', 'lone  surrogate'],
    ['emoji 🎙️ stays', 'emoji 🎙️ stays'],
    ['\uFFFE\uFFFF', ''],
    ['Côte d’Ivoire', 'Côte d’Ivoire'],
  ])('%j', (text, escaped) => expect(xmlText(text)).toBe(escaped));
});

describe('rfc822Date and itunesDuration', () => {
  it.each([
    [Date.UTC(2026, 11, 2, 19, 44, 40), 'Wed, 02 Dec 2026 19:44:40 GMT'],
    [Date.UTC(2027, 0, 1, 0, 0, 0), 'Fri, 01 Jan 2027 00:00:00 GMT'],
  ])('%d → %s', (ms, text) => expect(rfc822Date(ms)).toBe(text));

  it.each([
    [0, '00:00'],
    [59, '00:59'],
    [1_500, '25:00'],
    [3_600, '1:00:00'],
    [5_025, '1:23:45'],
  ])('%d s → %s', (seconds, text) => expect(itunesDuration(seconds)).toBe(text));
});

describe('podcastFeedXml', () => {
  const channel = {
    title: 'LeadVillage <Podcast>',
    description: 'Leaders & change',
    language: 'en' as const,
    link: 'https://lv.example.org/podcast',
    feedUrl: 'https://lv.example.org/podcast.xml',
    author: 'LeadVillage',
  };
  const episode = {
    title: 'Data "you" can trust',
    description: 'With Amina & co.',
    link: 'https://lv.example.org/podcast/data-you-can-trust',
    publishedAt: Date.UTC(2026, 10, 20, 9, 0, 0),
    audio: {
      url: 'https://media.example.org/ep.mp3?a=1&b=2',
      bytes: 18_000_000,
      durationSeconds: 1_500,
      type: 'audio/mpeg',
    },
  };

  it('writes the channel and one item per episode with its enclosure, everything escaped', () => {
    const xml = podcastFeedXml(channel, [episode]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain('<title>LeadVillage &lt;Podcast&gt;</title>');
    expect(xml).toContain('<description>Leaders &amp; change</description>');
    expect(xml).toContain('<language>en</language>');
    expect(xml).toContain(
      '<atom:link href="https://lv.example.org/podcast.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).toContain('<lastBuildDate>Fri, 20 Nov 2026 09:00:00 GMT</lastBuildDate>');
    expect(xml).toContain('<title>Data &quot;you&quot; can trust</title>');
    expect(xml).toContain(
      '<enclosure url="https://media.example.org/ep.mp3?a=1&amp;b=2" length="18000000" type="audio/mpeg"/>',
    );
    expect(xml).toContain(
      '<guid isPermaLink="true">https://lv.example.org/podcast/data-you-can-trust</guid>',
    );
    expect(xml).toContain('<itunes:duration>25:00</itunes:duration>');
    expect(xml.match(/<item>/g)).toHaveLength(1);
  });

  it('is a valid empty channel without episodes (no build date to make up)', () => {
    const xml = podcastFeedXml(channel, []);
    expect(xml).not.toContain('<item>');
    expect(xml).not.toContain('lastBuildDate');
    expect(xml).toContain('</channel>\n</rss>');
  });
});
