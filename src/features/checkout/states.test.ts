import { describe, expect, it } from 'vitest';

import {
  canMove,
  IllegalTransition,
  LIVE_STATES,
  moneyOnEnd,
  move,
  movesInto,
  RESERVATION_STATES,
  type ReservationState,
} from './states.ts';

describe('the reservation state machine', () => {
  const legal: [ReservationState, ReservationState][] = [
    ['pending_payment', 'held'],
    ['pending_payment', 'cancelled'],
    ['pending_payment', 'expired'],
    ['held', 'converted'],
    ['held', 'released'],
    ['held', 'cancelled'],
    ['held', 'expired'],
  ];

  it('allows exactly the arrows of the design, every one', () => {
    for (const from of RESERVATION_STATES)
      for (const to of RESERVATION_STATES) {
        const ok = legal.some(([f, t]) => f === from && t === to);
        expect(canMove(from, to), `${from} → ${to}`).toBe(ok);
        if (ok) expect(move(from, to)).toBe(to);
        else expect(() => move(from, to)).toThrow(IllegalTransition);
      }
  });

  it('never leaves an ended state, and never goes back to waiting for payment', () => {
    for (const end of ['converted', 'released', 'cancelled', 'expired'] as const)
      for (const to of RESERVATION_STATES) expect(canMove(end, to)).toBe(false);
    expect(movesInto('pending_payment')).toEqual([]);
    expect(movesInto('held')).toEqual(['pending_payment']);
    expect(movesInto('expired')).toEqual(['pending_payment', 'held']);
    expect(movesInto('converted')).toEqual(['held']);
  });

  it('keeps the car from others while waiting for payment, held or sold', () => {
    expect(LIVE_STATES).toEqual(['pending_payment', 'held', 'converted']);
  });

  it('captures or keeps the deposit on a sale and gives it back otherwise', () => {
    expect(moneyOnEnd('converted', 'authorised')).toBe('capture');
    expect(moneyOnEnd('converted', 'captured')).toBe('keep');
    for (const end of ['released', 'cancelled', 'expired'] as const) {
      expect(moneyOnEnd(end, 'authorised')).toBe('release');
      expect(moneyOnEnd(end, 'captured')).toBe('refund');
      expect(moneyOnEnd(end, 'none')).toBe('void');
      expect(moneyOnEnd(end, 'refunded')).toBe('none');
    }
  });
});
