import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { HistoryAnswer, HistorySearch } from '~/services/history/history.ts';

import { backends, closeStorage, type TestStorage } from '../../../../tests/support/backends.ts';
import { car } from '../../../../tests/support/fixtures.ts';
import { claimSearch, searchDue, storedChecks } from './checks.server.ts';

/**
 * The history run on each store: one search per car per 30 days (the store's claim decides, so two
 * runs at once pay once), only used cars in stock with a VIN, flagged cars reported, and a
 * provider's "later" ending the run with nothing lost.
 */
const VIN = (n: number) => `JTMW43FV00D${String(n).padStart(6, '0')}`;
const day = 86_400_000;
const t0 = new Date('2026-12-01T00:00:00Z');
const at = (days: number) => new Date(t0.getTime() + days * day);

/** A provider stand-in: finance owing on VIN 2, written off on VIN 3; counts what it is asked. */
function provider(answer?: (vin: string) => HistoryAnswer | null) {
  const asked: string[] = [];
  const search: HistorySearch = async (vin, now) => {
    asked.push(vin);
    const given = answer?.(vin);
    if (given) return given;
    return {
      kind: 'found',
      check: {
        searchedAt: now.toISOString(),
        certificate: `C${vin.slice(-3)}`,
        financeOwing: vin === VIN(2),
        writtenOff: vin === VIN(3),
        stolen: false,
        odometerKm: null,
      },
    };
  };
  return { asked, search };
}

const usedCar = (n: number, over: Parameters<typeof car>[0] = {}) =>
  car({ id: n, stocknum: `U${n}`, car_type: 'used', status: 'in_stock', vin: VIN(n), ...over });

for (const [name, open] of backends) {
  describe(`history checks on ${name}`, () => {
    let s: TestStorage;
    beforeAll(async () => {
      s = await open();
    }, 60_000);
    afterAll(async () => {
      await closeStorage(s);
    });

    it('searches each used car in stock with a VIN once, and flags finance owing and written off', async () => {
      const { asked, search } = provider();
      const cars = [
        usedCar(1),
        usedCar(2),
        usedCar(3),
        usedCar(4, { car_type: 'new' }),
        usedCar(5, { status: 'sold' }),
        usedCar(6, { vin: null }),
      ];
      const report = await searchDue(s.db, 'a-dealer', search, cars, t0, 100);
      expect(asked).toEqual([VIN(1), VIN(2), VIN(3)]);
      expect(report).toEqual({
        searched: 3,
        flagged: [
          { stocknum: 'U2', found: ['finance owing'], certificate: 'C002' },
          { stocknum: 'U3', found: ['written off'], certificate: 'C003' },
        ],
        refused: 0,
        waiting: 0,
        stopped: null,
      });
      const kept = await storedChecks(s.db, 'a-dealer');
      expect(kept.get(VIN(2))).toEqual({
        searchedAt: t0.toISOString(),
        certificate: 'C002',
        financeOwing: true,
        writtenOff: false,
        stolen: false,
        odometerKm: null,
      });
      expect(kept.size).toBe(3);
    });

    it('searches a car again only when its check is 30 days old', async () => {
      const { asked, search } = provider();
      const cars = [usedCar(1), usedCar(2)];
      await searchDue(s.db, 'a-dealer', search, cars, at(29), 100);
      expect(asked).toEqual([]);
      await searchDue(s.db, 'a-dealer', search, cars, at(30), 100);
      expect(asked).toEqual([VIN(1), VIN(2)]);
      expect((await storedChecks(s.db, 'a-dealer')).get(VIN(1))!.searchedAt).toBe(
        at(30).toISOString(),
      );
      // Another dealer's check of the same VIN is its own.
      expect(await claimSearch(s.db, 'another-dealer', VIN(1), at(30))).toBe(true);
    });

    it('pays once when two runs claim the same car at once', async () => {
      const claims = await Promise.all(
        Array.from({ length: 5 }, () => claimSearch(s.db, 'race-dealer', VIN(9), t0)),
      );
      expect(claims.filter(Boolean)).toHaveLength(1);
      // A claim left by a run that died is taken again after ten minutes.
      expect(await claimSearch(s.db, 'race-dealer', VIN(9), new Date(t0.getTime() + 60_000))).toBe(
        false,
      );
      expect(await claimSearch(s.db, 'race-dealer', VIN(9), new Date(t0.getTime() + 600_000))).toBe(
        true,
      );
    });

    it('stops at a rate limit and at its limit, leaving the rest for the next run', async () => {
      const cars = [1, 2, 3, 4].map((n) => usedCar(n));
      const limited = provider((vin) =>
        vin === VIN(2) ? { kind: 'unavailable', retryAfter: 30, reason: 'HTTP 429' } : null,
      );
      const first = await searchDue(s.db, 'limited-dealer', limited.search, cars, t0, 100);
      expect(first).toMatchObject({ searched: 1, waiting: 3, stopped: 'HTTP 429' });
      expect(limited.asked).toEqual([VIN(1), VIN(2)]);
      const next = provider();
      const second = await searchDue(s.db, 'limited-dealer', next.search, cars, at(1), 2);
      expect(next.asked).toEqual([VIN(2), VIN(3)]);
      expect(second).toMatchObject({ searched: 2, waiting: 1, stopped: null });
    });

    it('counts a VIN the provider refuses and goes on', async () => {
      const refusing = provider((vin) =>
        vin === VIN(1) ? { kind: 'refused', reason: 'HTTP 400 (error 1021)' } : null,
      );
      const report = await searchDue(
        s.db,
        'refused-dealer',
        refusing.search,
        [usedCar(1), usedCar(2)],
        t0,
        100,
      );
      expect(report).toMatchObject({ searched: 1, refused: 1, waiting: 0 });
      expect((await storedChecks(s.db, 'refused-dealer')).has(VIN(1))).toBe(false);
    });
  });
}
