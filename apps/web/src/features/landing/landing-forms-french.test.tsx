import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { domainText } from '../../lib/i18n/domain-text';
import { jsonResponse } from '../../lib/testing/fakes';
import BlueprintForm from './blueprint-form';
import PathfinderForm from './pathfinder-form';
import RoiDialog from './roi-dialog';

// The landing page's lazy forms in French. Option texts, step titles and the domain's button
// labels come from the domain catalogue, so they are picked by position or through domainText.
beforeEach(async () => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(jsonResponse({ id: 'lead-1', recommendedPath: 'amara' }, 201))));
  await loadCatalogs('fr', CATALOG_NAMES);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await loadCatalogs('en', CATALOG_NAMES);
});

describe('the landing forms in French', () => {
  it('walks the Team Blueprint in French and recommends a path', async () => {
    const user = userEvent.setup();
    render(<BlueprintForm leaders={{ first: 'Amara', second: 'Kwame' }} notify={vi.fn()} onComplete={vi.fn()} onViewJourney={vi.fn()} />);
    for (let step = 1; step <= 5; step += 1) {
      expect(screen.getByText(`Étape ${step} sur 5`)).toBeInTheDocument();
      if (step === 3 || step === 4) expect(screen.getByText('Plusieurs réponses possibles.')).toBeInTheDocument();
      const button = screen.getByRole('button', { name: step === 5 ? 'Terminer' : 'Continuer' });
      expect(button).toBeDisabled();
      await user.click(screen.getAllByRole(step === 3 || step === 4 ? 'checkbox' : 'radio')[0]!);
      await user.click(button);
    }
    expect(screen.getByRole('heading', { level: 3, name: 'Le diagnostic de votre équipe est prêt' })).toBeInTheDocument();
    expect(screen.getByText(/Il vous rapportera 50 XP quand vous commencerez votre parcours\. Nous recommandons/)).toBeInTheDocument();
    expect(screen.getByText(/pour votre équipe\.$/).querySelector('strong')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Voir votre parcours personnalisé' })).toBeInTheDocument();
  });

  it('labels the Pathfinder booking in French', () => {
    render(<PathfinderForm calendarPageUrl="https://example.com/book" />);
    expect(screen.getByRole('form', { name: 'Réservez votre séance Pathfinder' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nom')).toBeInTheDocument();
    expect(screen.getByLabelText('Téléphone (facultatif)')).toBeInTheDocument();
    expect(screen.getByText('4 personnes au minimum')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeInTheDocument();
  });

  it('counts the chosen ROI outcomes with French plurals', async () => {
    const user = userEvent.setup();
    render(<RoiDialog onClose={vi.fn()} notify={vi.fn()} onScheduleCall={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Estimateur de ROI' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    const next = async () => {
      await user.click(screen.getByRole('button', { name: domainText('Continue') }));
      await waitFor(() => expect(document.activeElement?.tagName).toBe('H3'));
    };
    await user.selectOptions(screen.getByLabelText("Taille de l'équipe"), '8');
    await user.type(screen.getByLabelText('Salaire mensuel moyen (USD)'), '1000');
    await user.selectOptions(screen.getByLabelText("Membres de l'équipe ayant un plan de développement du leadership"), '10');
    await user.selectOptions(screen.getByLabelText(/^Problèmes au travail/), '20');
    await next();
    await user.type(screen.getByLabelText(/^Coût annuel du turnover/), '10000');
    await user.selectOptions(screen.getByLabelText(/^Mois nécessaires/), '3');
    await next();
    expect(screen.getByText('100 % terminé')).toBeInTheDocument();
    // French counts 0 and 1 in the singular.
    const legend = screen.getByText("Choisissez jusqu'à 3 résultats (0 sur 3 choisi).");
    const outcomes = within(legend.closest('fieldset')!).getAllByRole('button');
    await user.click(outcomes[0]!);
    expect(screen.getByText("Choisissez jusqu'à 3 résultats (1 sur 3 choisi).")).toBeInTheDocument();
    await user.click(outcomes[1]!);
    expect(screen.getByText("Choisissez jusqu'à 3 résultats (2 sur 3 choisis).")).toBeInTheDocument();
  });
});
