import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_LANDING_SETTINGS } from '../lib/public-config';
import { jsonResponse } from '../lib/testing/fakes';
import { refreshPublicConfig, renderWithPublicConfig, useLandingSettings, useSiteName } from './use-public-config';

function answerWith(settings: Record<string, unknown>, siteName = 'LeadVillage') {
  const fetch = vi.fn(() =>
    Promise.resolve(jsonResponse({ siteName, socialProviders: [], settings })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

type Rendered = (reader: 'settings' | 'name') => void;

/** A reader of the settings and one of the site name, each telling `rendered` when it renders. */
function Readers({ rendered }: { rendered: Rendered }) {
  return (
    <>
      <SettingsReader rendered={rendered} />
      <NameReader rendered={rendered} />
    </>
  );
}
function SettingsReader({ rendered }: { rendered: Rendered }) {
  const settings = useLandingSettings();
  rendered('settings');
  return <p>First leader: {settings.firstLeaderName}</p>;
}
function NameReader({ rendered }: { rendered: Rendered }) {
  const name = useSiteName();
  rendered('name');
  return <p>Site: {name}</p>;
}

/** How many times each reader rendered. */
function counter() {
  const renders = { settings: 0, name: 0 };
  const rendered: Rendered = (reader) => {
    renders[reader] += 1;
  };
  return { renders, rendered };
}

describe('usePublicConfig readers', () => {
  it('do not render again when the settings that arrive are the ones shown', async () => {
    const fetch = answerWith({ ...DEFAULT_LANDING_SETTINGS });
    const { renders, rendered } = counter();
    render(<Readers rendered={rendered} />);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await refreshPublicConfig();
    expect(screen.getByText('First leader: Amara')).toBeInTheDocument();
    expect(renders).toEqual({ settings: 1, name: 1 });
  });

  it('render again with the changed part only', async () => {
    answerWith({ ...DEFAULT_LANDING_SETTINGS, firstLeaderName: 'Zawadi' });
    const { renders, rendered } = counter();
    render(<Readers rendered={rendered} />);
    expect(await screen.findByText('First leader: Zawadi')).toBeInTheDocument();
    expect(screen.getByText('Site: LeadVillage')).toBeInTheDocument();
    expect(renders).toEqual({ settings: 2, name: 1 });

    answerWith({ ...DEFAULT_LANDING_SETTINGS, firstLeaderName: 'Zawadi' }, 'Village of Leaders');
    await refreshPublicConfig();
    expect(await screen.findByText('Site: Village of Leaders')).toBeInTheDocument();
    expect(renders).toEqual({ settings: 2, name: 2 });
  });

  it("take the settings a page was rendered with: the server's HTML shows them, the browser takes it over and asks for nothing", async () => {
    const fetch = answerWith({ ...DEFAULT_LANDING_SETTINGS });
    const errors = vi.spyOn(console, 'error');
    renderWithPublicConfig({ siteName: 'Village of Leaders', socialProviders: [], settings: { ...DEFAULT_LANDING_SETTINGS, firstLeaderName: 'Zawadi' } });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Readers rendered={() => {}} />);
    expect(container.textContent).toBe('First leader: ZawadiSite: Village of Leaders');
    document.body.append(container);
    const { renders, rendered } = counter();
    await act(async () => {
      hydrateRoot(container, <Readers rendered={rendered} />);
    });
    expect(container.textContent).toBe('First leader: ZawadiSite: Village of Leaders');
    expect(renders).toEqual({ settings: 1, name: 1 });
    expect(fetch).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});
