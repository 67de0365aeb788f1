import { DEFAULT_SETTINGS, type SettingsAnswer } from '@lv/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { jsonResponse } from '../../lib/testing/fakes';
import { AdminSettingsScreen } from './admin-settings-screen';

// Generous waits: the whole suite runs in parallel on two cores.
const WAIT = { timeout: 5_000 };

const answerWith = (
  settings: SettingsAnswer['settings'],
  mustSet: SettingsAnswer['mustSet'] = [],
): SettingsAnswer => ({ settings, secrets: [], allowPrivateWebhooks: false, mustSet });

beforeAll(async () => {
  await loadCatalogs('en', CATALOG_NAMES);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AdminSettingsScreen: local prices', () => {
  it('writes each local price with an example in its currency, and the saved prices once saved', async () => {
    const saved = {
      ...DEFAULT_SETTINGS,
      localPrices: { ...DEFAULT_SETTINGS.localPrices, individual: { ...DEFAULT_SETTINGS.localPrices.individual, NGN: 8_000_000 } },
    };
    const patches: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_path: string, init: RequestInit = {}) => {
        if (init.method === 'PATCH') {
          patches.push(JSON.parse(String(init.body)));
          return Promise.resolve(jsonResponse(answerWith(saved)));
        }
        return Promise.resolve(jsonResponse(answerWith(DEFAULT_SETTINGS)));
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AdminSettingsScreen />
      </QueryClientProvider>,
    );

    const individual = await screen.findByRole('region', { name: 'Individual plan: local prices' }, WAIT);
    expect(within(individual).getByText(/^Paid through Paystack .* Reference: \$49\.00 by card\.$/)).toBeInTheDocument();
    const naira = within(individual).getByLabelText('NGN price in kobo');
    expect(naira).toHaveAccessibleDescription(/For example NGN\s?75,000\.00 is 7500000/);
    expect(within(individual).getByLabelText('GHS price in pesewas')).toHaveAccessibleDescription(/For example GHS\s?750\.00 is 75000/);
    const corporate = screen.getByRole('region', { name: 'Corporate plan: local prices' });
    expect(within(corporate).getByLabelText('NGN price in kobo')).toHaveAccessibleDescription(/For example NGN\s?750,000\.00 is 75000000/);

    await userEvent.clear(naira);
    await userEvent.type(naira, '8000000');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.', {}, WAIT)).toBeInTheDocument();
    expect(patches).toHaveLength(1);
    expect(within(individual).getByLabelText('NGN price in kobo')).toHaveAccessibleDescription(/For example NGN\s?80,000\.00 is 8000000/);
  });
});

describe('AdminSettingsScreen: addresses production needs set', () => {
  const renderWith = (answer: SettingsAnswer) => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(jsonResponse(answer))));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AdminSettingsScreen />
      </QueryClientProvider>,
    );
  };

  it('says which booking addresses must be set while they are still the shipped example', async () => {
    renderWith(answerWith(DEFAULT_SETTINGS, ['calendarPageUrl', 'customJourneyBookingUrl']));
    const line = await screen.findByText('These still point at leadvillage.africa, the example the product ships with. They must be set:', {}, WAIT);
    const notice = line.closest<HTMLElement>('[role="status"]')!;
    expect(notice).toHaveTextContent('Set your own booking addresses before visitors use them');
    expect(within(notice).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Calendar page', 'Custom journey booking page']);
  });

  it('says nothing once they are set (or outside production)', async () => {
    renderWith(answerWith(DEFAULT_SETTINGS));
    await screen.findByRole('button', { name: 'Save settings' }, WAIT);
    expect(screen.queryByText(/must be set/)).not.toBeInTheDocument();
  });
});
