import { frenchElision, type FrenchElision } from '@lv/domain';

/**
 * A message's values with, beside each text value `x`, `xElision` (domain frenchElision): French
 * messages elide "de" before a name by ICU select on it (`{nameElision, select, elide {d'{name}}
 * other {de {name}}}`, ADR 020); English messages ignore it.
 */
export function withElisions(values: Record<string, unknown>): Record<string, unknown> {
  const extra: Record<string, FrenchElision> = {};
  for (const [key, value] of Object.entries(values))
    if (typeof value === 'string') extra[`${key}Elision`] = frenchElision(value);
  return { ...values, ...extra };
}
