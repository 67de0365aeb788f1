import { describe, expect, it } from 'vitest';
import { salesEmailBody, salesMailLinks } from './email-links';

describe('sales email', () => {
  it('fills X people, Y timeframe and Z goals from the blueprint', () => {
    const body = salesEmailBody({ teamSize: '11 to 20', duration: '6 months', goals: ['Retention', 'Productivity'] });
    expect(body).toContain('my team of 11 to 20 people');
    expect(body).toContain('over 6 months');
    expect(body).toContain('Our goals are: Retention, Productivity.');
  });

  it('keeps X, Y and Z without a blueprint', () => {
    const body = salesEmailBody(null);
    expect(body).toContain('team of X people');
    expect(body).toContain('over Y.');
    expect(body).toContain('goals are: Z.');
  });

  it('offers 10 compose pages and a mailto link, addressed with the subject', () => {
    const links = salesMailLinks('sales@example.com', 'Hi & bye');
    expect(links).toHaveLength(11);
    expect(new Set(links.map((l) => l.href)).size).toBe(11);
    for (const link of links.slice(0, 10)) {
      expect(link.href).toMatch(/^https:\/\//);
      expect(decodeURIComponent(link.href)).toContain('sales@example.com');
      expect(decodeURIComponent(decodeURIComponent(link.href))).toContain('Interested in Transformation Tier');
    }
    expect(links[10]?.href).toBe('mailto:sales@example.com?subject=Interested%20in%20Transformation%20Tier&body=Hi%20%26%20bye');
  });
});
