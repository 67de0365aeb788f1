import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabPanel, Tabs } from './tabs';

const FRUIT = [
  { key: 'apple', label: 'Apple' },
  { key: 'pear', label: 'Pear' },
  { key: 'plum', label: 'Plum' },
] as const;
type Fruit = (typeof FRUIT)[number]['key'];

function Fruits() {
  const [fruit, setFruit] = useState<Fruit>('apple');
  return (
    <>
      <Tabs label="Fruit" tabs={FRUIT} selected={fruit} onChange={setFruit} idPrefix="fruit" />
      <TabPanel idPrefix="fruit" selected={fruit}>
        <p>{fruit} panel</p>
      </TabPanel>
    </>
  );
}

describe('Tabs', () => {
  it('is a labelled tablist whose selected tab alone is in the tab order and names the panel', () => {
    render(<Fruits />);
    expect(screen.getByRole('tablist', { name: 'Fruit' })).toBeInTheDocument();
    const apple = screen.getByRole('tab', { name: 'Apple' });
    expect(apple).toHaveAttribute('aria-selected', 'true');
    expect(apple).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Pear' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Apple' })).toHaveTextContent('apple panel');
  });

  it('moves and selects with the arrow keys (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    render(<Fruits />);
    await user.click(screen.getByRole('tab', { name: 'Apple' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Pear' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Pear' })).toHaveTextContent('pear panel');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Plum' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Apple' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Plum' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Apple' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Apple' })).toHaveAttribute('aria-selected', 'true');
  });
});
