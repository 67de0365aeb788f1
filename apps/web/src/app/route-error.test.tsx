import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from './route-error';

/** A route whose screen's code could not be fetched, as Chromium says it. */
function renderFailedImport() {
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteError standalone />,
      // What shows while the lazy route loads (without it React Router warns).
      HydrateFallback: () => null,
      lazy: () =>
        Promise.reject(
          new TypeError(
            'Failed to fetch dynamically imported module: https://lv.example/assets/events-screen-abc.js',
          ),
        ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('RouteError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offline, says a screen whose code could not be fetched is not saved yet, not "Something went wrong."', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderFailedImport();
    expect(
      await screen.findByText(
        'Not saved for offline use yet; it will load when you are back online.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong.')).not.toBeInTheDocument();
  });

  it('online, says the screen could not be loaded and reloads the page on Retry and when the network returns', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderFailedImport();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This screen could not be loaded. Check your connection and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('shows the crash screen for anything else', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <RouteError standalone />,
        Component: () => {
          throw new Error('boom');
        },
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
  });
});
