import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { QueryFailure } from './query-failure';

const unreachable = new ApiError(0, 'NETWORK_ERROR', 'The server could not be reached.');

function renderFailure(error: Error) {
  render(
    <MemoryRouter>
      <QueryFailure
        error={error}
        notFoundTitle="Journey not found"
        notFoundText="No such journey."
        errorTitle="We could not load this journey"
        onRetry={vi.fn()}
        retrying={false}
        back={{ to: '/journeys', label: 'All journeys' }}
      />
    </MemoryRouter>,
  );
}

describe('QueryFailure', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offline, says the journey is not saved for offline use yet', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderFailure(unreachable);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Not saved for offline use yet; it will load when you are back online.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('online, says the server could not be reached', () => {
    renderFailure(unreachable);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The server could not be reached. Check your connection and try again.',
    );
  });
});
