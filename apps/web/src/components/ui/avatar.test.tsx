import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRenderedSaveData } from '../../lib/save-data';
import { Avatar } from './avatar';

function setSaveData(on: boolean) {
  Object.defineProperty(navigator, 'connection', { configurable: true, get: () => ({ saveData: on }) });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'connection');
  setRenderedSaveData(undefined);
});

/** The server's HTML for `ui` rendered with `saveData` from the request's header, then hydrated in this browser. */
async function renderedThenHydrated(ui: React.ReactElement, saveData: boolean) {
  setRenderedSaveData(saveData);
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  const serverHtml = container.innerHTML;
  document.body.append(container);
  const failed = vi.fn();
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, ui, { onRecoverableError: failed });
  });
  return { container, serverHtml, failed, unmount: () => act(() => root?.unmount()) };
}

describe('Avatar', () => {
  it('shows the photo, sized and lazy, when data is not being saved', () => {
    setSaveData(false);
    const { container } = render(<Avatar name="Ada Lovelace" image="https://example.test/ada.png" size="lg" />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://example.test/ada.png');
    expect(img?.getAttribute('width')).toBe('80');
    expect(img?.getAttribute('height')).toBe('80');
    expect(img?.getAttribute('loading')).toBe('lazy');
  });

  it('under Save-Data shows the initials and fetches the photo only when asked', () => {
    setSaveData(true);
    const { container } = render(<Avatar name="Ada Lovelace" image="https://example.test/ada.png" size="lg" />);
    expect(container.querySelector('img')).toBeNull();
    const ask = screen.getByRole('button', { name: 'Show photo of Ada Lovelace' });
    expect(ask.textContent).toBe('AL');
    fireEvent.click(ask);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://example.test/ada.png');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('under Save-Data a small avatar in a list stays initials: no photo, no button', () => {
    setSaveData(true);
    const { container } = render(<Avatar name="Ada Lovelace" image="https://example.test/ada.png" size="sm" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.textContent).toBe('AL');
  });

  it('under Save-Data without a photo shows plain initials, nothing to ask for', () => {
    setSaveData(true);
    const { container } = render(<Avatar name="Ada Lovelace" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.textContent).toBe('AL');
  });
});

describe('Avatar on a page rendered on the server', () => {
  it("leaves the photo out of the server's HTML under Save-Data (the request's header), and hydrates it as it is", async () => {
    // The server has no browser connection to read: only the header it was given counts.
    setSaveData(false);
    const ui = <Avatar name="Ada Lovelace" image="https://example.test/ada.png" size="lg" />;
    setRenderedSaveData(true);
    expect(renderToString(ui)).not.toContain('<img');
    setSaveData(true);
    const page = await renderedThenHydrated(ui, true);
    expect(page.serverHtml).not.toContain('<img');
    expect(page.failed).not.toHaveBeenCalled();
    expect(page.container.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show photo of Ada Lovelace' })).toBeInTheDocument();
    page.unmount();
  });

  it('hydrates the photo the server sent, then follows the browser when only it asks to save data', async () => {
    setSaveData(true);
    const page = await renderedThenHydrated(<Avatar name="Ada Lovelace" image="https://example.test/ada.png" size="lg" />, false);
    expect(page.serverHtml).toContain('<img');
    expect(page.failed).not.toHaveBeenCalled();
    expect(page.container.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show photo of Ada Lovelace' })).toBeInTheDocument();
    page.unmount();
  });
});
