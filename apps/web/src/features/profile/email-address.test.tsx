import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from './email-address';

describe('EmailAddress', () => {
  it('offers a line break only after the "@" and before each dot, and reads as the address', () => {
    const { container } = render(<EmailAddress address="awa.diop@leadership.example.org" />);
    const span = container.querySelector('span')!;
    expect(span).toHaveTextContent('awa.diop@leadership.example.org');
    expect(span.innerHTML).toBe('awa<wbr>.diop@<wbr>leadership<wbr>.example<wbr>.org');
    expect(span).toHaveClass('break-words');
  });
});
