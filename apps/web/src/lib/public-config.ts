import { api } from './api';

export const DEFAULT_SITE_NAME = 'LeadVillage';

export interface SocialProvider {
  id: string;
  label: string;
  type: 'social' | 'oauth2';
}

/** The settings the browser may see. */
export interface PublicConfig {
  siteName: string;
  socialProviders: SocialProvider[];
}

export const PUBLIC_CONFIG_QUERY_KEY = ['public-config'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isSocialProvider(value: unknown): value is SocialProvider {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.label === 'string' &&
    (value.type === 'social' || value.type === 'oauth2')
  );
}

/** Light check (no zod in the first chunk); malformed providers are left out. */
function toPublicConfig(body: unknown): PublicConfig {
  if (!isRecord(body) || typeof body.siteName !== 'string') {
    throw new Error('GET /api/public-config: unexpected answer');
  }
  const providers = Array.isArray(body.socialProviders) ? body.socialProviders : [];
  return { siteName: body.siteName, socialProviders: providers.filter(isSocialProvider) };
}

/** `GET /api/public-config` → `{siteName, socialProviders: [{id, label, type}]}`. */
export function fetchPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return api.get('/api/public-config', { signal, schema: { parse: toPublicConfig } });
}
