import { describe, expect, it } from 'vitest';
import { renderLanding } from './prerender';

describe('renderLanding (the build-time prerender of /)', () => {
  it('renders the landing content as a visitor first sees it: final figures, auth slot empty, forms not yet loaded', async () => {
    const { markup: html, description } = await renderLanding('en');
    expect(description).toMatch(/^LeadVillage: gamified, CPD-accredited/);
    const doc = new DOMParser().parseFromString(`<div id="root">${html}</div>`, 'text/html');
    expect(doc.querySelector('h1')?.textContent).toBe('Lead the transformation your team is waiting for');
    expect(doc.querySelector('[data-testid="lives-counter"]')?.textContent).toBe('1,000,000');
    expect(doc.querySelector('[role="progressbar"]')?.getAttribute('aria-valuetext')).toBe('2,453 of 100,000');
    for (const id of ['journeys', 'gamification', 'results', 'ecosystem', 'pathfinder', 'onboarding']) {
      expect(doc.getElementById(id), id).not.toBeNull();
    }
    // The auth state is still loading: no Sign In and no Dashboard yet (the client fills them in).
    const header = doc.querySelector('header')!;
    expect(header.textContent).not.toMatch(/Sign In|Dashboard/);
    // The forms load when scrolled near: only their reserved space is in the HTML.
    expect(doc.querySelector('#onboarding form')).toBeNull();
    expect(doc.querySelector('#pathfinder form')).toBeNull();
    expect(doc.querySelector('[role="dialog"]')).toBeNull();
  });

  it('renders the French page from the French catalogue, with French number formats', async () => {
    const { markup, description } = await renderLanding('fr');
    const doc = new DOMParser().parseFromString(`<div id="root">${markup}</div>`, 'text/html');
    expect(doc.querySelector('h1')?.textContent).toBe('Menez la transformation que votre équipe attend');
    expect(description).toMatch(/^LeadVillage : des parcours de leadership/);
    // French groups thousands with a narrow no-break space.
    expect(doc.querySelector('[data-testid="lives-counter"]')?.textContent).toBe('1\u202f000\u202f000');
    expect(doc.querySelector('[role="progressbar"]')?.getAttribute('aria-valuetext')).toBe('2\u202f453 sur 100\u202f000');
    expect(doc.querySelector('nav[aria-label="Langue"] a[aria-current="true"]')?.textContent).toBe('Français');
    expect(markup).not.toContain('Choose your journey');
  });

  it("writes the leaders claim as each language writes a figure: '2,400+' in English, 'plus de 2 400' in French", async () => {
    const hero = async (locale: 'en' | 'fr') => {
      const { markup } = await renderLanding(locale);
      const doc = new DOMParser().parseFromString(`<div id="root">${markup}</div>`, 'text/html');
      return doc.querySelector('#hero-title + p')?.textContent ?? '';
    };
    expect(await hero('en')).toContain('Join 2,400+ leaders across Africa.');
    expect(await hero('fr')).toContain('Rejoignez plus de 2\u202f400 leaders à travers l’Afrique.'.replace('’', "'"));
  });
});
