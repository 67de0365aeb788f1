import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EcosystemSection } from './ecosystem-section';

describe('the ecosystem cards', () => {
  it('link the spaces that have a screen to it, and only those', () => {
    render(<EcosystemSection isPaid={false} />);
    expect(screen.getByRole('link', { name: 'Impact Log' })).toHaveAttribute('href', '/impact-log');
    expect(screen.getByRole('link', { name: 'Webinars & Events' })).toHaveAttribute(
      'href',
      '/events',
    );
    expect(screen.getByRole('link', { name: 'Podcast' })).toHaveAttribute('href', '/podcast');
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 3, name: 'Podcast' })).toBeInTheDocument();
  });

  it('says which spaces are not open yet, and badges the premium ones for a free member only', () => {
    const { unmount } = render(<EcosystemSection isPaid={false} />);
    const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;
    for (const name of ['Transformation Partner', 'Book Club', 'Peer-to-Peer Circles']) {
      expect(card(name)).toHaveTextContent('Premium');
      expect(card(name)).toHaveTextContent('Not open yet');
    }
    expect(card('Podcast')).not.toHaveTextContent('Not open yet');
    expect(card('Podcast')).not.toHaveTextContent('Premium');
    expect(card('Impact Log')).not.toHaveTextContent('Not open yet');
    unmount();
    render(<EcosystemSection isPaid />);
    expect(screen.queryByText('Premium')).not.toBeInTheDocument();
    expect(screen.getAllByText('Not open yet')).toHaveLength(3);
  });
});
