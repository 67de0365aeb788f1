import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { AdminJourneysScreen } from './admin-journeys-screen';
import { detail, polyfillDialog, stubApi, summary } from './admin-journeys-test-data';

const WAIT = { timeout: 5_000 };
const admin = makeAuth({ status: 'signedIn', user: makeUser({ role: 'admin' }) });
const show = () => renderScreen(<AdminJourneysScreen />, { path: '/admin/journeys', auth: admin });

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

describe('AdminJourneysScreen', () => {
  it('lists each journey with its current version, modules, enrolments per version and a waiting draft', async () => {
    stubApi(() => ({
      journeys: [
        summary({
          id: 'j-a',
          urlId: 'amara',
          path: 'first',
          title: "Amara's Path",
          moduleCount: 8,
          enrolments: 5,
          versions: [
            {
              version: 1,
              publishedAt: '2026-11-01T00:00:00.000Z',
              moduleCount: 8,
              requiredCount: 8,
              enrolments: 2,
            },
            {
              version: 2,
              publishedAt: '2026-11-10T00:00:00.000Z',
              moduleCount: 8,
              requiredCount: 7,
              enrolments: 3,
            },
          ],
          currentVersion: 2,
        }),
        summary({
          id: 'j-new',
          urlId: 'coaching',
          title: 'Coaching basics',
          currentVersion: null,
          moduleCount: 0,
          versions: [],
          enrolments: 0,
          draftUpdatedAt: '2026-11-24T09:00:00.000Z',
        }),
      ],
    }));
    show();
    const list = await screen.findByRole('list', { name: 'Journeys' }, WAIT);
    const [amara, coaching] = within(list).getAllByRole('listitem');
    expect(within(amara!).getByRole('heading', { name: "Amara's Path" })).toBeInTheDocument();
    expect(amara).toHaveTextContent('Version 2 · 8 modules · 5 enrolments');
    expect(amara).toHaveTextContent('Enrolments per version: v1: 2 · v2: 3');
    expect(within(amara!).getByRole('link', { name: "Edit Amara's Path" })).toHaveAttribute(
      'href',
      '/admin/journeys/j-a',
    );
    expect(coaching).toHaveTextContent('Not published yet');
    expect(coaching).toHaveTextContent(/Unpublished draft, changed/);
  });

  it('shows an error when the list cannot load', async () => {
    stubApi(() => jsonResponse({ error: { code: 'internal', message: 'Boom' } }, 500));
    show();
    expect(
      await screen.findByText(
        'The journeys could not be loaded. Reload the page to try again.',
        {},
        WAIT,
      ),
    ).toBeInTheDocument();
  });

  it('creates a journey: checks the form with the domain schema, shows the server’s refusal on the field, then opens the new journey', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const calls = stubApi((call) => {
      if (call.method === 'GET') return { journeys: [] };
      attempt += 1;
      if (attempt === 1) {
        return jsonResponse(
          {
            error: {
              code: 'invalid-argument',
              message: "'amara' is a named path's id (its leader's name). Choose another id.",
              fields: {
                slug: "'amara' is a named path's id (its leader's name). Choose another id.",
              },
            },
          },
          400,
        );
      }
      return detail({ journey: { id: 'j-made', currentVersion: null } });
    });
    const { router } = show();
    expect(
      await screen.findByText('No journeys yet. Create the first one.', {}, WAIT),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New journey' }));
    const dialog = screen.getByRole('dialog', { name: 'New journey' });
    await user.type(within(dialog).getByLabelText('Id in the address'), 'Lead Remotely');
    await user.click(within(dialog).getByRole('button', { name: 'Create journey' }));
    expect(
      await within(dialog).findByText(
        'Use lower-case letters, digits and single hyphens',
        {},
        WAIT,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Give the journey a title')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Title'), 'Amara again');
    await user.clear(within(dialog).getByLabelText('Id in the address'));
    await user.type(within(dialog).getByLabelText('Id in the address'), 'amara');
    await user.type(within(dialog).getByLabelText('Summary'), 'A second first path.');
    await user.click(within(dialog).getByRole('button', { name: 'Create journey' }));
    expect(
      await within(dialog).findByText(
        "'amara' is a named path's id (its leader's name). Choose another id.",
        {},
        WAIT,
      ),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Id in the address'));
    await user.type(within(dialog).getByLabelText('Id in the address'), 'lead-remotely');
    await user.click(within(dialog).getByRole('button', { name: 'Create journey' }));
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/admin/journeys/j-made'),
      WAIT,
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { slug: 'amara', title: 'Amara again', summary: 'A second first path.' },
      { slug: 'lead-remotely', title: 'Amara again', summary: 'A second first path.' },
    ]);
  });
});

describe('AdminJourneysScreen in French', () => {
  afterEach(async () => {
    await loadCatalogs('en', CATALOG_NAMES);
  });

  it('lists the journeys with French plurals', async () => {
    await loadCatalogs('fr', CATALOG_NAMES);
    stubApi(() => ({
      journeys: [
        summary({ id: 'j-a', urlId: 'amara', title: 'Amara', moduleCount: 1, enrolments: 0, currentVersion: 1 }),
        summary({ id: 'j-b', urlId: 'kofi', title: 'Kofi', moduleCount: 8, enrolments: 5, currentVersion: 2 }),
      ],
    }));
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Parcours' }, WAIT)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Parcours' }, WAIT);
    const [amara, kofi] = within(list).getAllByRole('listitem');
    // French counts zero as singular.
    expect(amara).toHaveTextContent('Version 1 · 1 module · 0 inscription');
    expect(kofi).toHaveTextContent('Version 2 · 8 modules · 5 inscriptions');
    expect(within(kofi!).getByRole('link', { name: 'Modifier Kofi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nouveau parcours' })).toBeInTheDocument();
  });
});
