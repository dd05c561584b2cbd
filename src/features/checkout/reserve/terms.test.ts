import { describe, expect, it } from 'vitest';

import { deadlineText, depositTerms, formatCents, formatInstant, toCents } from './terms.ts';

const terms = {
  kind: 'reserve' as const,
  dealerName: 'Value Auto Supermarket',
  carName: '2019 Suzuki Jimny Lite',
  stockNumber: 'VA120002',
  depositCents: 20_000,
  holdHours: 48,
  depositMode: 'authorise' as const,
  moneyBackHours: 0,
  testMode: false,
};

describe('the deposit terms a buyer accepts (spec Constants)', () => {
  it('say what the deposit buys, for how long, that it is fully refundable and comes off the price', () => {
    expect(depositTerms(terms)).toBe(
      'Your $200 deposit reserves the 2019 Suzuki Jimny Lite (stock number VA120002) at Value Auto Supermarket for 48 hours from when it is paid: nobody else can reserve or buy it in that time. The deposit is fully refundable. If you cancel within the 48 hours (with the link on your confirmation), or the hold ends without a sale, the hold on your card is released and you are never charged. If you buy the car, the deposit comes off its price.',
    );
  });
  it('say a charged deposit is refunded, name the money-back guarantee and test mode where they apply', () => {
    const t = depositTerms({ ...terms, depositMode: 'charge', moneyBackHours: 48, testMode: true });
    expect(t).toContain('it is refunded to your card in full.');
    expect(t).toContain('Once you buy it, our 48-hour money-back guarantee applies.');
    expect(t).toContain('Test mode: only test cards are taken and no money moves.');
    expect(depositTerms({ ...terms, kind: 'buy-online', depositCents: 50_000 })).toContain(
      'Your $500 deposit holds the 2019 Suzuki Jimny Lite (stock number VA120002) at Value Auto Supermarket for 48 hours from when it is paid while we prepare your order',
    );
  });
  it('keeps money in cents and says times in the dealer’s zone', () => {
    expect(toCents(200)).toBe(20_000);
    expect(toCents(19.99)).toBe(1999);
    expect(formatCents(1_999_000)).toBe('$19,990');
    const at = new Date('2026-11-28T03:15:00Z');
    expect(formatInstant(at, 'Australia/Brisbane')).toBe(
      'Saturday 28 November 2026 at 1:15 pm AEST',
    );
    expect(formatInstant(at, 'Australia/Sydney')).toBe('Saturday 28 November 2026 at 2:15 pm AEDT');
  });
});

describe('a deadline as a buyer reads it', () => {
  const zone = 'Australia/Brisbane';
  const now = new Date('2026-12-01T13:47:00Z'); // 11:47 pm in Brisbane

  it("says the time left first, then the clock in the dealer's zone", () => {
    expect(deadlineText(new Date('2026-12-01T13:55:00Z'), now, zone)).toBe(
      'within 8 minutes, by 11:55 pm AEST',
    );
    expect(deadlineText(new Date('2026-12-01T13:47:30Z'), now, zone)).toBe(
      'within 1 minute, by 11:47 pm AEST',
    );
  });

  it('names the day when the deadline falls on another, and says nothing once it has passed', () => {
    expect(deadlineText(new Date('2026-12-01T14:07:00Z'), now, zone)).toBe(
      'within 20 minutes, by Wednesday 2 December 2026 at 12:07 am AEST',
    );
    expect(deadlineText(now, now, zone)).toBeNull();
  });
});
