import type { Locale } from './locale';

/*
 * The podcast's RSS 2.0 feed (`/podcast.xml`), as podcast apps read it: a channel with the
 * iTunes tags they look for, and one item per episode that has audio, each with its
 * <enclosure url length type>. Every text and address goes through xmlText, so nothing an admin
 * wrote can break the XML or add markup to it.
 */

export const ITUNES_NS = 'http://www.itunes.com/dtds/podcast-1.0.dtd';
export const ATOM_NS = 'http://www.w3.org/2005/Atom';
export const PODCAST_NS = 'https://podcastindex.org/namespace/1.0';

/** Characters XML 1.0 cannot hold at all (most controls, lone surrogates, U+FFFE and U+FFFF). */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as XML character data or an attribute value: what XML cannot hold removed, the rest escaped. */
export function xmlText(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** An instant as RSS 2.0 dates it (RFC 822, in GMT): "Wed, 02 Dec 2026 19:44:40 GMT". */
export function rfc822Date(epochMs: number): string {
  return new Date(epochMs).toUTCString();
}

/** A length as the iTunes duration tag writes it: "H:MM:SS" from an hour, else "MM:SS". */
export function itunesDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

export interface FeedChannel {
  title: string;
  description: string;
  language: Locale;
  /** The podcast's page, absolute (`https://…/podcast`). */
  link: string;
  /** This feed's own address, absolute. */
  feedUrl: string;
  author: string;
}

export interface FeedEpisode {
  title: string;
  description: string;
  /** The episode's page, absolute: its link, guid and transcript. */
  link: string;
  publishedAt: number;
  audio: { url: string; bytes: number; durationSeconds: number; type: string };
}

const tag = (name: string, text: string) => `<${name}>${xmlText(text)}</${name}>`;

/** The feed's XML; episodes newest first, as given. */
export function podcastFeedXml(channel: FeedChannel, episodes: readonly FeedEpisode[]): string {
  const items = episodes.map((episode) =>
    [
      '<item>',
      tag('title', episode.title),
      tag('link', episode.link),
      `<guid isPermaLink="true">${xmlText(episode.link)}</guid>`,
      tag('pubDate', rfc822Date(episode.publishedAt)),
      tag('description', episode.description),
      `<enclosure url="${xmlText(episode.audio.url)}" length="${episode.audio.bytes}" type="${xmlText(episode.audio.type)}"/>`,
      tag('itunes:duration', itunesDuration(episode.audio.durationSeconds)),
      tag('itunes:episodeType', 'full'),
      tag('itunes:explicit', 'false'),
      `<podcast:transcript url="${xmlText(episode.link)}" type="text/html" language="${channel.language}"/>`,
      '</item>',
    ].join(''),
  );
  const newest = episodes[0]?.publishedAt;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:itunes="${ITUNES_NS}" xmlns:atom="${ATOM_NS}" xmlns:podcast="${PODCAST_NS}">`,
    '<channel>',
    tag('title', channel.title),
    tag('link', channel.link),
    tag('description', channel.description),
    tag('language', channel.language),
    `<atom:link href="${xmlText(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(newest === undefined ? [] : [tag('lastBuildDate', rfc822Date(newest))]),
    tag('itunes:author', channel.author),
    tag('itunes:summary', channel.description),
    tag('itunes:type', 'episodic'),
    tag('itunes:explicit', 'false'),
    '<itunes:category text="Business"><itunes:category text="Management"/></itunes:category>',
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
