import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '../lib/auth-state';
import { makeAuth, makeUser } from '../lib/testing/fakes';
import { AppRouter } from './app-router';

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'lv_locale=; path=/; max-age=0';
});

function renderApp(signedIn: boolean) {
  const router = createMemoryRouter([{ path: '/', element: <p>screen</p> }]);
  const auth = signedIn ? makeAuth({ status: 'signedIn', user: makeUser() }) : makeAuth({ status: 'signedOut' });
  render(
    <AuthContext.Provider value={auth}>
      <AppRouter router={router} />
    </AuthContext.Provider>,
  );
}

describe("the learner's own language", () => {
  it('loads the page again when the session answer chose another language (a new device)', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    // What the session answer's Set-Cookie leaves for a learner whose language is French.
    document.cookie = 'lv_locale=fr; path=/';
    renderApp(true);
    expect(await screen.findByText('screen')).toBeInTheDocument();
    // In the task after the commit.
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });

  it('does not when the cookie names the page language, or for a visitor', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    document.cookie = 'lv_locale=en; path=/';
    renderApp(true);
    expect(await screen.findByText('screen')).toBeInTheDocument();
    document.cookie = 'lv_locale=fr; path=/';
    renderApp(false);
    // The check runs in the task after each commit: let those tasks run first.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reload).not.toHaveBeenCalled();
  });
});
