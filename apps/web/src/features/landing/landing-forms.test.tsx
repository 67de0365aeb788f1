import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from '../../components/ui/toast-region';
import { useToasts } from '../../hooks/use-toasts';
import { jsonResponse } from '../../lib/testing/fakes';
import BlueprintForm from './blueprint-form';
import RoiDialog from './roi-dialog';

beforeEach(() => {
  // jsdom does not implement modal dialogs: open and close are enough here (Chromium is tested end to end).
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(jsonResponse({ id: 'lead-1', recommendedPath: 'kwame', score: 0, band: 'x' }, 201))),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Team Blueprint form', () => {
  it('keeps each step’s button disabled until answered, then completes with the toast and the recommended path', async () => {
    const user = userEvent.setup();
    const notify = vi.fn();
    const onComplete = vi.fn();
    const onViewJourney = vi.fn();
    render(<BlueprintForm leaders={{ first: 'Amara', second: 'Kwame' }} notify={notify} onComplete={onComplete} onViewJourney={onViewJourney} />);

    const steps: Array<[string, string[]]> = [
      ['Continue', ['4 to 10']],
      ['Continue', ['12 months']],
      ['Continue', ['Slow Innovation', 'Team Silos']],
      ['Continue', ['Productivity']],
      ['Complete', ['Yes']],
    ];
    for (const [n, [button, options]] of steps.entries()) {
      expect(screen.getByText(`Step ${n + 1} of 5`)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: button })).toBeDisabled();
      for (const option of options) await user.click(screen.getByLabelText(option));
      await user.click(screen.getByRole('button', { name: button }));
    }
    expect(notify).toHaveBeenCalledWith('success', 'Onboarding complete');
    // 'Slow Innovation' matches 'Innovation': the first named path.
    expect(onComplete).toHaveBeenCalledWith(
      { teamSize: '4 to 10', duration: '12 months', challenges: ['Slow Innovation', 'Team Silos'], desiredOutcomes: ['Productivity'], hasMentors: 'Yes' },
      'amara',
    );
    expect(fetch).toHaveBeenCalledWith('/api/leads/blueprint', expect.objectContaining({ method: 'POST' }));
    await user.click(screen.getByRole('button', { name: 'View Your Custom Journey' }));
    expect(onViewJourney).toHaveBeenCalledWith('amara');
  });

  it('unchecks a multiple-choice answer, which disables the button again', async () => {
    const user = userEvent.setup();
    render(<BlueprintForm leaders={{ first: 'Amara', second: 'Kwame' }} notify={vi.fn()} onComplete={vi.fn()} onViewJourney={vi.fn()} />);
    await user.click(screen.getByLabelText('21 to 40'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByLabelText('6 months'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByLabelText('Skills Gaps'));
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await user.click(screen.getByLabelText('Skills Gaps'));
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });
});

describe('ROI estimator', () => {
  /**
   * Clicks a step's button and waits for the next step to move focus to its heading, which it does
   * on the next frame: typing before then raced that frame, and the heading took the keystrokes.
   */
  async function nextStep(user: ReturnType<typeof userEvent.setup>, button: string) {
    await user.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H3'));
  }

  async function toOutcomes(user: ReturnType<typeof userEvent.setup>) {
    await user.selectOptions(screen.getByLabelText('Team size'), '8');
    await user.type(screen.getByLabelText('Average monthly salary (USD)'), '1000');
    await user.selectOptions(screen.getByLabelText('Team members with a leadership development plan'), '10');
    await user.selectOptions(screen.getByLabelText('Work issues due to poor leadership, miscommunication or mindset gaps'), '20');
    await nextStep(user, 'Continue');
    await user.type(screen.getByLabelText('Annual cost of staff turnover or disengagement (USD)'), '10000');
    await user.selectOptions(screen.getByLabelText('Months to prepare someone for a leadership role'), '3');
    await nextStep(user, 'Continue');
  }

  it('caps outcomes at 3, toggles one off, and shows a low result', async () => {
    const user = userEvent.setup();
    const onScheduleCall = vi.fn();
    render(<RoiDialog onClose={vi.fn()} notify={vi.fn()} onScheduleCall={onScheduleCall} />);
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    await toOutcomes(user);
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByText('100% complete')).toBeInTheDocument();
    const calculate = screen.getByRole('button', { name: 'Calculate ROI' });
    expect(calculate).toBeDisabled();
    for (const o of ['Self-leadership', 'Collaboration', 'Digital adoption']) await user.click(screen.getByRole('button', { name: o }));
    expect(screen.getByRole('button', { name: 'Retention' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Collaboration' }));
    expect(screen.getByRole('button', { name: 'Retention' })).toBeEnabled();
    await user.click(calculate);
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
    // issues 20 → 10, turnover 10,000 → 0, prep 3 → 0, stalls no → 0
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === '10 / 100')).toBeInTheDocument();
    expect(screen.getByText('Low ROI Potential')).toBeInTheDocument();
    expect(screen.getByText('Minimal risk, not the right moment yet.')).toBeInTheDocument();
    expect(screen.getByText('Medium')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Schedule a Strategy Call' }));
    expect(onScheduleCall).toHaveBeenCalled();
  });

  it('refuses an invalid optional email before saving', async () => {
    const user = userEvent.setup();
    render(<RoiDialog onClose={vi.fn()} notify={vi.fn()} onScheduleCall={vi.fn()} />);
    await toOutcomes(user);
    await user.click(screen.getByRole('button', { name: 'Retention' }));
    await nextStep(user, 'Calculate ROI');
    await user.type(screen.getByLabelText('Email (optional)'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Save my estimate' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('toasts', () => {
  it('announces each kind in a live region and removes it after 3 seconds', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToasts());
    act(() => {
      result.current.notify('success', 'Saved');
      result.current.notify('error', 'Broken');
    });
    const { rerender } = render(<ToastRegion toasts={result.current.toasts} />);
    expect(within(screen.getByRole('status')).getByText('Saved')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText('Broken')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    rerender(<ToastRegion toasts={result.current.toasts} />);
    expect(screen.queryByText('Saved')).toBeNull();
    expect(screen.queryByText('Broken')).toBeNull();
  });
});
