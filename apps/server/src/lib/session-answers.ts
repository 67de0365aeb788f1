/*
 * Better Auth's session answers carry each session's token, which works as a bearer token (its
 * bearer plugin signs an unsigned one itself). A page's JavaScript must not hold one: the session
 * cookie is httpOnly for that reason. So for callers that sent no bearer (browsers, by cookie), the
 * token fields of `get-session` and `list-sessions` and the `set-auth-token` header are taken out;
 * everything else the web app reads stays (issue 36).
 */

/** The answers under /api/auth whose sessions lose their token for a cookie caller. */
const TOKEN_ANSWERS = new Set(['/get-session', '/list-sessions']);

/** True when this auth path's answer is stripped for a caller without an Authorization header. */
export function stripsTokens(authPath: string, authorization: string | undefined): boolean {
  return !authorization && TOKEN_ANSWERS.has(authPath);
}

function withoutToken(session: unknown): unknown {
  if (typeof session !== 'object' || session === null || Array.isArray(session)) return session;
  const { token: _token, ...rest } = session as Record<string, unknown>;
  return rest;
}

/** The JSON answer with no session token in it (`{session, user}`, or a list of sessions). */
export function withoutSessionTokens(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(withoutToken);
  if (typeof body === 'object' && body !== null && 'session' in body) {
    return { ...body, session: withoutToken((body as { session: unknown }).session) };
  }
  return body;
}
