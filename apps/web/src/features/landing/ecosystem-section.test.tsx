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
});
