import type { KbEntry } from '@lv/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { AdminKnowledgeBaseScreen } from './admin-knowledge-base-screen';

const WAIT = { timeout: 5_000 };

const entry = (id: string, position: number, question: string): KbEntry => ({
  id,
  category: 'Privacy',
  position,
  question,
  answer: 'An answer.',
  updatedAt: '2026-11-22T00:00:00.000Z',
});

interface Call {
  method: string;
  url: string;
  body: unknown;
}

function stubApi(handler: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      return Promise.resolve(handler(call));
    }),
  );
  return calls;
}

const show = () =>
  renderScreen(<AdminKnowledgeBaseScreen />, {
    path: '/admin/knowledge-base',
    auth: makeAuth({ status: 'signedIn', user: makeUser({ role: 'admin' }) }),
  });

// jsdom's <dialog> has no showModal: open it plainly so the dialog is in the accessibility tree.
beforeAll(() => {
  if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  }
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AdminKnowledgeBaseScreen', () => {
  it('lists entries per category; the first cannot move up and the last cannot move down', async () => {
    stubApi(() => jsonResponse({ entries: [entry('b', 2, 'Second?'), entry('a', 1, 'First?')] }));
    show();
    const region = await screen.findByRole('region', { name: 'Privacy' }, WAIT);
    expect(within(region).getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toEqual(['First?', 'Second?']);
    expect(screen.getByRole('button', { name: 'Move “First?” up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move “First?” down' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move “Second?” down' })).toBeDisabled();
  });

  it('checks the form before sending, then shows the server’s field messages', async () => {
    const calls = stubApi((call) =>
      call.method === 'POST'
        ? jsonResponse({ error: { code: 'invalid-argument', message: 'Please check the highlighted fields.', fields: { question: 'Server says no' } } }, 400)
        : jsonResponse({ entries: [] }),
    );
    show();
    await screen.findByText('No entries yet. Add the first one.', {}, WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    const dialog = screen.getByRole('dialog', { name: 'Add entry' });
    await userEvent.type(within(dialog).getByLabelText('Question'), 'Why');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    expect(within(dialog).getByText('Write a question of at least 5 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('An answer is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Question'), ' not?');
    await userEvent.type(within(dialog).getByLabelText('Answer'), 'Because.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    await within(dialog).findByText('Server says no', {}, WAIT);
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/admin/knowledge-base',
      body: { category: 'Getting started', question: 'Why not?', answer: 'Because.' },
    });
  });

  it('moves an entry and deletes one only after confirming', async () => {
    const calls = stubApi((call) => {
      if (call.method === 'DELETE') return new Response(null, { status: 204 });
      if (call.method === 'POST') return jsonResponse({ entries: [] });
      return jsonResponse({ entries: [entry('a', 1, 'First?'), entry('b', 2, 'Second?')] });
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Move “Second?” up' }, WAIT));
    await screen.findByText('Moved “Second?” up.', {}, WAIT);
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/admin/knowledge-base/b/move', body: { direction: 'up' } });

    await userEvent.click(screen.getByRole('button', { name: 'Delete “First?”' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this entry?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete “First?”' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete this entry?' })).getByRole('button', { name: 'Delete entry' }));
    await screen.findByText('Deleted “First?”.', {}, WAIT);
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/admin/knowledge-base/a']));
  });

  it('shows an error when the list cannot be loaded', async () => {
    stubApi(() => jsonResponse({ error: { code: 'internal', message: 'x' } }, 500));
    show();
    await screen.findByText('The knowledge base could not be loaded. Reload the page to try again.', {}, WAIT);
  });
});

describe('AdminKnowledgeBaseScreen in French', () => {
  afterEach(async () => {
    await loadCatalogs('en', CATALOG_NAMES);
  });

  it('lists the entries with their French controls', async () => {
    await loadCatalogs('fr', CATALOG_NAMES);
    stubApi(() => jsonResponse({ entries: [entry('b', 2, 'Second?'), entry('a', 1, 'First?')] }));
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Base de connaissances' }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter une entrée' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Remonter « First? »' }, WAIT)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Descendre « Second? »' })).toBeDisabled();
    expect(screen.getAllByText(/^Position 1 · modifiée le /)).toHaveLength(1);
  });
});
