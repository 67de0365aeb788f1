import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { LoadError } from './load-error';

const unreachable = new ApiError(0, 'NETWORK_ERROR', 'The server could not be reached.');

function renderFailure(error: Error, onRetry = vi.fn()) {
  render(
    <MemoryRouter>
      <LoadError
        screen={{
          error,
          title: 'We could not load this journey',
          notFound: { title: 'Journey not found', text: 'No such journey.' },
          back: { to: '/journeys', label: 'All journeys' },
        }}
        onRetry={onRetry}
      />
    </MemoryRouter>,
  );
}

describe('LoadError for a whole screen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offline, says the journey is not saved for offline use yet, and offers Retry', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderFailure(unreachable);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'We could not load this journey',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Not saved for offline use yet; it will load when you are back online.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('online, says the server could not be reached, and retries on Retry', async () => {
    const retry = vi.fn();
    renderFailure(unreachable, retry);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The server could not be reached. Check your connection and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('a 500 is our fault, said so', () => {
    renderFailure(new ApiError(500, 'INTERNAL', 'boom'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Try again in a moment.',
    );
  });

  it('a 404 names what is missing, offers no retry, and the way back', () => {
    renderFailure(new ApiError(404, 'NOT_FOUND', 'Not found'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Journey not found');
    expect(screen.getByRole('status')).toHaveTextContent('No such journey.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All journeys/ })).toHaveAttribute('href', '/journeys');
  });
});
