import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { OrgJoinScreen } from './org-join-screen';
import { organisation } from './test-fixtures';

const TOKEN = 'Tok_en-abc'.padEnd(43, 'y');
let calls: Array<{ path: string; body: unknown }>;

function serve(accept: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (path === '/api/orgs/invitations/accept') return Promise.resolve(accept());
      return Promise.resolve(jsonResponse({ error: { code: 'NOT_FOUND', message: 'x' } }, 404));
    }),
  );
}

beforeEach(() => {
  calls = [];
});
afterEach(() => vi.unstubAllGlobals());

const signedIn = makeAuth({
  status: 'signedIn',
  user: makeUser({ email: 'ibrahima@sahelgrid.local' }),
});
const error = (code: string, message: string, status: number) =>
  jsonResponse({ error: { code, message } }, status);

describe('OrgJoinScreen', () => {
  it('asks a signed-out invitee to sign up or sign in and come back, calling nothing', async () => {
    serve(() => jsonResponse({}, 500));
    renderScreen(<OrgJoinScreen />, {
      path: `/org/join?token=${TOKEN}`,
      route: '/org/join',
      auth: makeAuth({ status: 'signedOut' }),
    });
    const back = encodeURIComponent(`/org/join?token=${TOKEN}`);
    expect(screen.getByRole('link', { name: 'Create my account' })).toHaveAttribute(
      'href',
      `/auth?mode=signup&redirect=${back}`,
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/auth?redirect=${back}`,
    );
    expect(calls).toEqual([]);
  });

  it('accepts with one tap when signed in, and welcomes the member by the organisation', async () => {
    serve(() => jsonResponse({ organisation: organisation({ myRole: 'member', seats: null }) }));
    const user = userEvent.setup();
    renderScreen(<OrgJoinScreen />, {
      path: `/org/join?token=${TOKEN}`,
      route: '/org/join',
      auth: signedIn,
    });
    expect(screen.getByText(/You are signed in as ibrahima@sahelgrid.local/)).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    expect(
      await screen.findByText('Welcome to Sahel Grid Energy! You are now a member.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([{ path: '/api/orgs/invitations/accept', body: { token: TOKEN } }]);
  });

  it.each([
    [
      error(
        'INVALID_ARGUMENT',
        'This invitation has expired. Ask your organisation for a new one.',
        400,
      ),
      'This invitation has expired. Ask your organisation for a new one.',
      false,
    ],
    [
      error('INVALID_ARGUMENT', 'This invitation was already used or withdrawn.', 400),
      'This invitation was already used or withdrawn.',
      false,
    ],
    [
      error(
        'PERMISSION_DENIED',
        'This invitation is for another email address. Sign in with the address it was sent to.',
        403,
      ),
      'This invitation is for another email address. Sign in with the address it was sent to.',
      true,
    ],
    [
      error('NOT_FOUND', 'That invitation was not found.', 404),
      'This invitation link is not valid. Open it again from the email, or ask your organisation to send a new one.',
      false,
    ],
  ])('says why an accept failed (%#)', async (response, text, offersSignOut) => {
    serve(() => response.clone());
    const user = userEvent.setup();
    renderScreen(<OrgJoinScreen />, {
      path: `/org/join?token=${TOKEN}`,
      route: '/org/join',
      auth: signedIn,
    });
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'Sign out' }) !== null).toBe(offersSignOut);
  });

  it('refuses a link without its token before anything is sent', () => {
    serve(() => jsonResponse({}, 500));
    renderScreen(<OrgJoinScreen />, {
      path: '/org/join?token=short',
      route: '/org/join',
      auth: signedIn,
    });
    expect(screen.getByRole('alert')).toHaveTextContent(/This link is not complete/);
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
  });
});
