import { createHash } from 'node:crypto';
import { TRUSTED_TYPES_POLICIES } from '@lv/domain';
import type { FastifyInstance } from 'fastify';

/** A page's inline parts, as CSP hash sources ('sha256-…'): `htmlInlineHashes`. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** The CSP hashes of the inline `<script>`s and `<style>`s of an HTML text, from their exact bytes. */
export function htmlInlineHashes(html: string): InlineHashes {
  return {
    scripts: [...new Set([...html.matchAll(INLINE_SCRIPT)].map((match) => sha256(match[1]!)))],
    styles: [...new Set([...html.matchAll(INLINE_STYLE)].map((match) => sha256(match[1]!)))],
  };
}

/** Where Stripe.js runs (ADR 018): its script, its frames (card fields, 3-D Secure) and its API calls. */
const STRIPE = {
  scripts: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frames: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * The content security policy (ADR 018). Scripts and styles come only from our origin and the
 * hashes of the built pages' inline parts (no 'unsafe-inline'); DOM sinks take Trusted Types only.
 * `stripe` widens it for the payment page alone, when Stripe is configured.
 */
export function contentSecurityPolicy(opts: { https: boolean; inline: InlineHashes; stripe: boolean }): string {
  const hashes = (list: string[]) => list.map((hash) => `'${hash}'`);
  const stripe = (list: string[]) => (opts.stripe ? list : []);
  const policies = [TRUSTED_TYPES_POLICIES.html, TRUSTED_TYPES_POLICIES.worker, TRUSTED_TYPES_POLICIES.intl, ...stripe([TRUSTED_TYPES_POLICIES.stripe])];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes(opts.inline.scripts), ...stripe(STRIPE.scripts)].join(' '),
    ["style-src 'self'", ...hashes(opts.inline.styles)].join(' '),
    "img-src 'self' data: https:",
    // Podcast audio and lesson videos are files on https hosts an admin names; fetched only after a tap.
    "media-src 'self' https:",
    "font-src 'self'",
    ["connect-src 'self'", ...stripe(STRIPE.connect)].join(' '),
    ...(opts.stripe ? [`frame-src ${STRIPE.frames.join(' ')}`] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "require-trusted-types-for 'script'",
    `trusted-types ${policies.join(' ')}`,
    ...(opts.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/**
 * Security headers, computed once at start-up and set on every response (see ADR 003: helmet
 * rebuilt them per request and cost about two thirds of a small route's throughput). `csp` is
 * the policy of every page but the payment page (plugins/web-app.ts sets that one's).
 */
export function securityHeaders(opts: { https: boolean; csp: string }): Record<string, string> {
  return {
    'content-security-policy': opts.csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
    ...(opts.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** Sets the precomputed headers on every reply (a callback hook: no promise per request). */
export function registerSecurityHeaders(app: FastifyInstance, headers: Record<string, string>): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
