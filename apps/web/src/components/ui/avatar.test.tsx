import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

function setSaveData(on: boolean) {
  Object.defineProperty(navigator, 'connection', { configurable: true, get: () => ({ saveData: on }) });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'connection');
});

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
