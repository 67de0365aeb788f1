import { useQuery } from '@tanstack/react-query';
import {
  DEFAULT_LANDING_SETTINGS,
  DEFAULT_SITE_NAME,
  type LandingSettings,
  PUBLIC_CONFIG_QUERY_KEY,
  fetchPublicConfig,
} from '../lib/public-config';

/** The public settings, loaded once per page load. */
export function usePublicConfig() {
  return useQuery({
    queryKey: PUBLIC_CONFIG_QUERY_KEY,
    queryFn: ({ signal }) => fetchPublicConfig(signal),
    staleTime: Infinity,
  });
}

/** The configured site name, or the default while it loads or when it cannot be loaded. */
export function useSiteName(): string {
  return usePublicConfig().data?.siteName ?? DEFAULT_SITE_NAME;
}

/** The landing page's public settings, or the spec's defaults while they load. */
export function useLandingSettings(): LandingSettings {
  return usePublicConfig().data?.settings ?? DEFAULT_LANDING_SETTINGS;
}
