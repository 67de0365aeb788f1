import {
  formatMoney,
  lazySchema,
  PaymentsPublicConfigSchema,
  PublicSettingsSchema,
  type PaymentsPublicConfig,
  type Plan,
  type PlanId,
} from '@lv/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { publicConfigAnswer } from '../../lib/public-config';
import { pageLocale } from '../../lib/i18n/catalogs';

/** What the upgrade page needs of the public configuration: prices, the sales address, the publishable key. */
export interface BillingConfig {
  plans: Record<PlanId, Plan>;
  salesEmail: string;
  payments: PaymentsPublicConfig;
}

const BillingConfigSchema = lazySchema(() =>
  z
    .object({
      settings: PublicSettingsSchema.pick({ plans: true, salesEmail: true }),
      payments: PaymentsPublicConfigSchema.catch({ publishableKey: null }),
    })
    .transform(({ settings, payments }): BillingConfig => ({ ...settings, payments })),
);

export const BILLING_CONFIG_QUERY_KEY = ['public-config', 'billing'] as const;

/** The prices and payment settings, from the page's one answer of `GET /api/public-config`. */
export async function fetchBillingConfig(): Promise<BillingConfig> {
  return BillingConfigSchema.parse(await publicConfigAnswer());
}

export function useBillingConfig() {
  return useQuery({
    queryKey: BILLING_CONFIG_QUERY_KEY,
    queryFn: () => fetchBillingConfig(),
    staleTime: 60_000,
  });
}

/** A price in minor units in the page's language (or `locale`), e.g. $49.00 (exact: no float arithmetic on money). */
export function formatPrice(plan: Pick<Plan, 'amount' | 'currency'>, locale?: string): string {
  return formatMoney(plan.amount, plan.currency, locale ?? pageLocale());
}
