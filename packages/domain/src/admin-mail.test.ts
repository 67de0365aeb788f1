import { describe, expect, it } from 'vitest';
import { MAIL_DELIVERY_STATES, refuseMailRetry, type MailDeliveryState } from './admin-mail';

describe('refuseMailRetry', () => {
  const cases: Array<[MailDeliveryState, string | null]> = [
    ['failed', null],
    ['dropped', null],
    ['sent', 'This mail was already sent.'],
    ['queued', 'This mail is still being sent; only a failed or dropped mail can be retried.'],
    ['sending', 'This mail is still being sent; only a failed or dropped mail can be retried.'],
    ['deferred', 'This mail is still being sent; only a failed or dropped mail can be retried.'],
  ];
  it.each(cases)('%s: %s', (state, refusal) => expect(refuseMailRetry(state)).toBe(refusal));
  it('covers every state', () =>
    expect(cases.map(([s]) => s).sort()).toEqual([...MAIL_DELIVERY_STATES].sort()));
});
