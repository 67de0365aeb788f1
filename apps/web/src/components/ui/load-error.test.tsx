import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
});
