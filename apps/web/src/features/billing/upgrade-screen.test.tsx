import {
  CallableError,
  DEFAULT_SETTINGS,
  PAYMENT_COMPLETION_FAILED_MESSAGE,
  PAYMENT_INIT_FAILED_MESSAGE,
  toPublicSettings,
  type UserDocument,
} from '@lv/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '../../lib/auth-state';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { UpgradeScreen } from './upgrade-screen';

const callFunction = vi.hoisted(() => vi.fn());
vi.mock('../../lib/callable', () => ({ callFunction }));

/** A stand-in for Stripe.js: a card element that is ready at once, and a scripted confirmCardPayment. */
const stripe = vi.hoisted(() => {
  const card = {
    mount: vi.fn(),
    destroy: vi.fn(),
    on: vi.fn((event: string, handler: () => void) => {
      if (event === 'ready') setTimeout(handler, 0);
    }),
  };
  return { card, confirmCardPayment: vi.fn(), elements: () => ({ create: () => card }) };
});
const loadStripeJs = vi.hoisted(() => vi.fn());
vi.mock('./stripe-loader', () => ({ loadStripeJs }));

function publicConfig(publishableKey: string | null) {
  return {
    siteName: 'LeadVillage',
    socialProviders: [],
    settings: toPublicSettings(DEFAULT_SETTINGS),
    payments: { publishableKey },
  };
}

let config = publicConfig('pk_test_123');
beforeEach(() => {
  config = publicConfig('pk_test_123');
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(jsonResponse(config))),
  );
  loadStripeJs.mockResolvedValue(stripe);
  stripe.card.on.mockImplementation((event: string, handler: () => void) => {
    if (event === 'ready') setTimeout(handler, 0);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

function renderUpgrade(user: UserDocument = makeUser(), entry = '/upgrade') {
  const refresh = vi.fn(async () => user);
  const updateUser = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/upgrade', Component: UpgradeScreen },
      { path: '/points', Component: () => <p>Points page</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={makeAuth({ status: 'signedIn', user }, { refresh, updateUser })}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { refresh, updateUser };
}

describe('UpgradeScreen', () => {
  it('sells exactly what paid membership gives today, never a space not built yet', async () => {
    renderUpgrade();
    expect(await screen.findByText('$49.00')).toBeInTheDocument();
    expect(screen.getByText('Upgrade to a paid membership to unlock the points system.')).toBeInTheDocument();
    const individual = screen.getByRole('radio', { name: 'Individual, $49.00' }).closest('label')!;
    expect(within(individual).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'The points system: your level path, XP by action and your streak calendar',
      'Everything free members have: journeys, XP and badges, the leadership board, the forum, the Impact Log and Webinars & Events',
    ]);
    for (const unbuilt of ['Transformation Partner', 'Book Club', 'Peer-to-Peer Circles', 'Podcast']) {
      expect(screen.queryByText(new RegExp(unbuilt))).not.toBeInTheDocument();
    }
  });

  it('shows the plans with their prices from the settings', async () => {
    renderUpgrade();
    expect(await screen.findByText('$49.00')).toBeInTheDocument();
    expect(screen.getByText('$499.00')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Individual, $49.00' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue to payment: $49.00' })).toBeInTheDocument();
    expect(loadStripeJs).not.toHaveBeenCalled();
  });

  it('says online payment is not set up and how to reach sales when there are no Stripe keys', async () => {
    config = publicConfig(null);
    renderUpgrade();
    expect(await screen.findByText(/Online payment is not set up/)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'sales@leadvillage.africa' });
    expect(link.getAttribute('href')).toBe(
      'mailto:sales@leadvillage.africa?subject=Interested%20in%20Transformation%20Tier',
    );
    expect(screen.queryByRole('button', { name: /Continue to payment/ })).not.toBeInTheDocument();
    expect(loadStripeJs).not.toHaveBeenCalled();
  });

  it('pays by card and makes the membership paid at once', async () => {
    const user = makeUser();
    callFunction.mockImplementation(async (name: string) =>
      name === 'createPaymentIntent'
        ? { clientSecret: 'pi_1_secret_2' }
        : { membershipStatus: 'paid', transformationTier: 'corporate_leader' },
    );
    stripe.confirmCardPayment.mockResolvedValue({
      paymentIntent: { id: 'pi_1', status: 'succeeded' },
    });
    const { refresh, updateUser } = renderUpgrade(user);
    await userEvent.click(await screen.findByRole('radio', { name: 'Corporate Leader, $499.00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment: $499.00' }));
    expect(callFunction).toHaveBeenCalledWith('createPaymentIntent', { plan: 'corporate' });
    const pay = await screen.findByRole('button', { name: 'Pay $499.00' });
    expect(loadStripeJs).toHaveBeenCalledWith('pk_test_123');
    await vi.waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_2', {
      payment_method: { card: stripe.card },
    });
    expect(
      await screen.findByText('Payment received: your membership is now paid'),
    ).toBeInTheDocument();
    expect(callFunction).toHaveBeenCalledWith('processPayment', {
      paymentIntentId: 'pi_1',
      userId: user.id,
    });
    expect(updateUser).toHaveBeenCalledWith(
      expect.objectContaining({ membershipStatus: 'paid', transformationTier: 'corporate_leader' }),
    );
    expect(refresh).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Open your points' }));
    expect(await screen.findByText('Points page')).toBeInTheDocument();
  });

  it.each<[string, () => unknown]>([
    [
      'a failed call',
      () =>
        Promise.reject(new CallableError('unavailable', 'The payment service is not available.')),
    ],
    ['an answer without a clientSecret', () => Promise.resolve({ secret: 'x' })],
  ])('shows the spec message for %s to create a payment intent', async (_label, answer) => {
    callFunction.mockImplementation(answer);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderUpgrade();
    await userEvent.click(await screen.findByRole('button', { name: /Continue to payment/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_INIT_FAILED_MESSAGE);
    expect(screen.getByRole('button', { name: /Continue to payment/ })).toBeInTheDocument();
  });

  it('shows the spec message when Stripe.js cannot be loaded', async () => {
    callFunction.mockResolvedValue({ clientSecret: 'pi_1_secret_2' });
    loadStripeJs.mockRejectedValue(new Error('blocked'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderUpgrade();
    await userEvent.click(await screen.findByRole('button', { name: /Continue to payment/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_INIT_FAILED_MESSAGE);
  });

  it("shows Stripe's message when the card is declined, and lets the learner try again", async () => {
    callFunction.mockResolvedValue({ clientSecret: 'pi_1_secret_2' });
    stripe.confirmCardPayment.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card was declined.' },
    });
    renderUpgrade();
    await userEvent.click(await screen.findByRole('button', { name: /Continue to payment/ }));
    const pay = await screen.findByRole('button', { name: 'Pay $49.00' });
    await vi.waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('button', { name: 'Pay $49.00' })).toBeEnabled();
    expect(callFunction).not.toHaveBeenCalledWith('processPayment', expect.anything());
  });

  it('shows the spec message when completing the payment fails, and retries it', async () => {
    const user = makeUser();
    callFunction.mockImplementation(async (name: string) => {
      if (name === 'createPaymentIntent') return { clientSecret: 'pi_1_secret_2' };
      throw new CallableError('unavailable', 'down');
    });
    stripe.confirmCardPayment.mockResolvedValue({
      paymentIntent: { id: 'pi_1', status: 'succeeded' },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderUpgrade(user);
    await userEvent.click(await screen.findByRole('button', { name: /Continue to payment/ }));
    const pay = await screen.findByRole('button', { name: 'Pay $49.00' });
    await vi.waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_COMPLETION_FAILED_MESSAGE);
    callFunction.mockResolvedValue({
      membershipStatus: 'paid',
      transformationTier: 'individual_paid',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Payment received: your membership is now paid'),
    ).toBeInTheDocument();
  });

  it('tells a paid member the membership is already paid', async () => {
    renderUpgrade(makeUser({ membershipStatus: 'paid', transformationTier: 'individual_paid' }));
    expect(await screen.findByText('Your membership is paid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Continue to payment/ })).not.toBeInTheDocument();
  });

  describe('in a local currency (Paystack)', () => {
    const local = {
      currency: 'GHS',
      channels: ['mobile_money', 'card'],
      prices: { individual: 75_000, corporate: 750_000 },
    };
    const ghs = (text: string) =>
      new RegExp(text.replace('GHS', '(GHS|GH₵)\\s?').replace('.', '\\.'));

    it('shows a learner in Ghana GHS prices and mobile money, and sends them to Paystack', async () => {
      const assign = vi.fn();
      vi.stubGlobal('location', { ...window.location, assign });
      callFunction.mockImplementation(async (name: string) =>
        name === 'getPaymentOptions'
          ? { local }
          : { authorizationUrl: 'https://checkout.paystack.com/abc123' },
      );
      renderUpgrade();
      expect(
        await screen.findByRole('heading', { name: 'Pay with mobile money or card' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: ghs('Individual, GHS750.00') })).toBeChecked();
      expect(screen.getByRole('list', { name: 'Ways to pay' })).toHaveTextContent(
        'Mobile moneyCard',
      );
      expect(screen.getByText(/^In Ghanaian cedi \(GHS\), on Paystack’s secure page/u)).toBeInTheDocument();
      // Card in US dollars stays on offer beside it.
      expect(
        screen.getByRole('heading', { name: 'Or pay by card in US dollars' }),
      ).toBeInTheDocument();
      await userEvent.click(
        screen.getByRole('radio', { name: ghs('Corporate Leader, GHS7,500.00') }),
      );
      await userEvent.click(
        screen.getByRole('button', { name: ghs('Continue to Paystack: GHS7,500.00') }),
      );
      expect(callFunction).toHaveBeenCalledWith('startPaystackPayment', { plan: 'corporate' });
      await vi.waitFor(() =>
        expect(assign).toHaveBeenCalledWith('https://checkout.paystack.com/abc123'),
      );
    });

    it('back from Paystack, confirms the payment and opens /points', async () => {
      callFunction.mockImplementation(async (name: string) =>
        name === 'getPaymentOptions'
          ? { local }
          : { membershipStatus: 'paid', transformationTier: 'individual_paid' },
      );
      const { updateUser } = renderUpgrade(makeUser(), '/upgrade?trxref=ref-1&reference=ref-1');
      expect(await screen.findByText('Points page')).toBeInTheDocument();
      expect(callFunction).toHaveBeenCalledWith('verifyPaystackPayment', { reference: 'ref-1' });
      expect(
        callFunction.mock.calls.filter(([name]) => name === 'verifyPaystackPayment'),
      ).toHaveLength(1);
      expect(updateUser).toHaveBeenCalledWith({
        membershipStatus: 'paid',
        transformationTier: 'individual_paid',
      });
    });

    it('back from a payment that did not go through, says so and offers to pay again', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      callFunction.mockImplementation(async (name: string) => {
        if (name === 'getPaymentOptions') return { local };
        throw new CallableError('failed-precondition', 'The payment has not gone through.');
      });
      const { updateUser } = renderUpgrade(makeUser(), '/upgrade?reference=ref-2');
      expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_COMPLETION_FAILED_MESSAGE);
      expect(
        screen.getByRole('button', { name: ghs('Continue to Paystack: GHS750.00') }),
      ).toBeEnabled();
      expect(updateUser).not.toHaveBeenCalled();
    });
  });
});

describe('UpgradeScreen in French', () => {
  beforeEach(async () => {
    await loadCatalogs('fr', CATALOG_NAMES);
  });
  afterEach(async () => {
    await loadCatalogs('en', CATALOG_NAMES);
  });

  it('shows the plans, French prices and the card payment in French', async () => {
    renderUpgrade();
    expect(await screen.findByRole('heading', { level: 1, name: "Passer à l'offre premium" })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Choisissez votre offre' })).toBeInTheDocument();
    // French money: "49,00 $US".
    expect(screen.getByRole('radio', { name: /^Individuelle, 49,00\s\$US$/u })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Payer par carte' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Continuer vers le paiement : 49,00\s\$US$/u })).toBeInTheDocument();
    expect(screen.getAllByText('paiement unique')).toHaveLength(2);
  });

  it('offers a local way to pay in French', async () => {
    callFunction.mockImplementation(async (name: string) =>
      name === 'getPaymentOptions' ? { local: { currency: 'GHS', channels: ['mobile_money', 'card'], prices: { individual: 75_000, corporate: 750_000 } } } : null,
    );
    renderUpgrade();
    expect(await screen.findByRole('heading', { name: 'Payer par mobile money ou carte' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Moyens de paiement' })).toHaveTextContent('Mobile moneyCarte');
    expect(screen.getByText(/^En cédi ghanéen \(GHS\), sur la page sécurisée de Paystack/u)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ou payez par carte en dollars américains' })).toBeInTheDocument();
  });
});
