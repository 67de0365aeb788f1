import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { MentoringRespondScreen } from './mentoring-respond-screen';
import { mentoringSession } from './test-fixtures';

const TOKEN = 'Abc_def-ghi'.padEnd(43, 'x');
const session = mentoringSession;

let posts: Array<{ path: string; body: unknown }>;
function serve(lookup: () => Response, respond: (body: { answer: string }) => Response = () => jsonResponse({}, 500)) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const body = init?.body ? (JSON.parse(String(init.body)) as { answer: string }) : undefined;
      posts.push({ path, body });
      if (path === '/api/mentoring/respond/lookup') return Promise.resolve(lookup());
      if (path === '/api/mentoring/respond' && body) return Promise.resolve(respond(body));
      return Promise.resolve(jsonResponse({ error: { code: 'not-found', message: 'x' } }, 404));
    }),
  );
}

beforeEach(() => {
  posts = [];
});
afterEach(() => vi.unstubAllGlobals());

const visitor = makeAuth({ status: 'signedOut' });

describe('MentoringRespondScreen', () => {
  it('asks for one tap before anything changes, then confirms signed out', async () => {
    serve(
      () => jsonResponse({ viewer: 'visitor', session: session() }),
      () => jsonResponse({ created: true, session: session({ status: 'confirmed', xpAwarded: 80 }) }),
    );
    const user = userEvent.setup();
    renderScreen(<MentoringRespondScreen />, { path: `/mentoring/respond#token=${TOKEN}&answer=confirm`, route: '/mentoring/respond', auth: visitor });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ama Mensah mentored you' })).toBeInTheDocument();
    // Opening the page only looked the link up.
    expect(posts.map((p) => p.path)).toEqual(['/api/mentoring/respond/lookup']);
    expect(posts[0]!.body).toEqual({ token: TOKEN });
    await user.click(screen.getByRole('button', { name: /^Confirm the session with Ama Mensah/ }));
    expect(await screen.findByText('You confirmed the session with Ama Mensah: 45 CPD minutes for you and Ama Mensah.')).toBeInTheDocument();
    expect(posts[1]).toEqual({ path: '/api/mentoring/respond', body: { token: TOKEN, answer: 'confirm' } });
  });

  it('puts Decline first when the decline link was opened, and declines with one tap', async () => {
    serve(
      () => jsonResponse({ viewer: 'mentee', session: session() }),
      () => jsonResponse({ created: true, session: session({ status: 'declined' }) }),
    );
    const user = userEvent.setup();
    renderScreen(<MentoringRespondScreen />, { path: `/mentoring/respond#token=${TOKEN}&answer=decline`, route: '/mentoring/respond', auth: visitor });
    const buttons = await screen.findAllByRole('button');
    expect(buttons[0]).toHaveAccessibleName(/^Decline the session/);
    await user.click(buttons[0]!);
    expect(await screen.findByText('You declined the session with Ama Mensah. Nothing was recorded.')).toBeInTheDocument();
  });

  it('refuses clearly when signed in as someone else, and offers to sign out', async () => {
    serve(() => jsonResponse({ viewer: 'other', session: session() }));
    renderScreen(<MentoringRespondScreen />, {
      path: `/mentoring/respond#token=${TOKEN}`,
      route: '/mentoring/respond',
      auth: makeAuth({ status: 'signedIn', user: makeUser({ name: 'Kofi Boateng' }) }),
    });
    expect(
      await screen.findByText('You are signed in as Kofi Boateng, but this session was logged with Ada Learner. Sign out and open the link again, or ask Ada Learner to open it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirm/ })).not.toBeInTheDocument();
  });

  it.each([
    ['confirmed', 'You already confirmed this session. Thank you!'],
    ['expired', 'This request expired before it was answered, so nothing was recorded. If the session happened, ask Ama Mensah to log it again.'],
  ] as const)('says a %s session can no longer be answered', async (status, text) => {
    serve(() => jsonResponse({ viewer: 'visitor', session: session({ status, xpAwarded: status === 'confirmed' ? 80 : null }) }));
    renderScreen(<MentoringRespondScreen />, { path: `/mentoring/respond#token=${TOKEN}`, route: '/mentoring/respond', auth: visitor });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('explains an incomplete or unknown link without asking the server about a broken one', async () => {
    serve(() => jsonResponse({ error: { code: 'not-found', message: 'That mentoring link was not found.' } }, 404));
    const first = renderScreen(<MentoringRespondScreen />, { path: '/mentoring/respond#token=short', route: '/mentoring/respond', auth: visitor });
    expect(await screen.findByText(/This link is not complete/)).toBeInTheDocument();
    expect(posts).toEqual([]);
    first.unmount();
    renderScreen(<MentoringRespondScreen />, { path: `/mentoring/respond#token=${TOKEN}`, route: '/mentoring/respond', auth: visitor });
    expect(await screen.findByText(/This link is not valid/)).toBeInTheDocument();
  });
});
