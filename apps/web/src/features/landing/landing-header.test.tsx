import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuthContext } from '../../lib/auth-state';
import { makeAuth } from '../../lib/testing/fakes';
import { LandingHeader } from './landing-header';

describe('the landing page header', () => {
  it('closes the phone menu on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    render(
      <AuthContext.Provider value={makeAuth({ status: 'signedOut' })}>
        <LandingHeader siteName="LeadVillage" />
      </AuthContext.Provider>,
    );
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('navigation', { name: 'Main (mobile)' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
