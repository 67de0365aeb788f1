import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANDING_SETTINGS } from '../../lib/public-config';
import { HeroSection } from './hero-section';

/** Elements whose implicit role (generic, paragraph...) may not be named by aria-label (ARIA 1.2). */
const NAMING_NOT_ALLOWED = ['span', 'div', 'p', 'strong', 'em']
  .map((tag) => `${tag}[aria-label]:not([role])`)
  .join(', ');

describe('the hero', () => {
  it("says each sample leader's rank in text, with aria-label only where a role allows it", () => {
    const { container } = render(<HeroSection settings={DEFAULT_LANDING_SETTINGS} />);
    expect([...container.querySelectorAll(NAMING_NOT_ALLOWED)].map((el) => el.outerHTML)).toEqual(
      [],
    );
    const leaders = within(screen.getByRole('list')).getAllByRole('listitem');
    leaders.forEach((leader, index) =>
      expect(within(leader).getByText(`Rank ${index + 1}`)).toHaveClass('sr-only'),
    );
  });
});
