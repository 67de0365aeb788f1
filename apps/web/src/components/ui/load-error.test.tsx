import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadError } from './load-error';

describe('LoadError', () => {
  it('says what could not be loaded as an alert and retries on Retry', async () => {
    const retry = vi.fn();
    render(<LoadError onRetry={retry}>We could not load the events.</LoadError>);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load the events.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('waits while the retry is under way', () => {
    render(
      <LoadError onRetry={vi.fn()} busy>
        We could not load the events.
      </LoadError>,
    );
    expect(screen.getByRole('button', { name: 'Retrying…' })).toBeDisabled();
  });

  describe('offline', () => {
    afterEach(() => vi.restoreAllMocks());

    it('says the read is not saved for offline use yet, and still offers Retry', () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      render(<LoadError onRetry={vi.fn()}>We could not load the events.</LoadError>);
      expect(screen.getByRole('status')).toHaveTextContent(
        'Not saved for offline use yet; it will load when you are back online.',
      );
      expect(screen.queryByText('We could not load the events.')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    });
  });
});
