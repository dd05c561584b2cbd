import { describe, expect, it } from 'vitest';

import { AU_STATES } from '~/services/rego/rego.ts';

import { type DutyEngine, stampDuty, STATE_CHARGES } from './state-charges.ts';

const petrol4: DutyEngine = { electric: false, hybrid: false, cylinders: 4 };
const petrol8: DutyEngine = { electric: false, hybrid: false, cylinders: 8 };
const hybrid: DutyEngine = { electric: false, hybrid: true, cylinders: 4 };
const electric: DutyEngine = { electric: true, hybrid: false, cylinders: null };

/** Each state's duty at the values where its published scale changes, worked by hand from it. */
describe('stamp duty on a new car, by each state and territory published scale', () => {
  it('NSW: $3 per $100 or part to $45,000, then $1,350 plus $5 per $100 or part over', () => {
    expect(stampDuty('NSW', 44_999, petrol4)).toBe(1_350); // 450 started $100s × $3
    expect(stampDuty('NSW', 45_000, petrol4)).toBe(1_350);
    expect(stampDuty('NSW', 45_001, petrol4)).toBe(1_355);
    expect(stampDuty('NSW', 45_990, petrol4)).toBe(1_400);
    expect(stampDuty('NSW', 74_990, petrol4)).toBe(2_850);
  });

  it('VIC: $8.40 per $200 or part of the whole value to $80,567, more above; electric stays low', () => {
    expect(stampDuty('VIC', 45_990, petrol4)).toBe(1_932);
    expect(stampDuty('VIC', 80_567, petrol4)).toBe(3_385.2); // 403 × $8.40
    expect(stampDuty('VIC', 80_568, petrol4)).toBe(4_191.2); // 403 × $10.40: the whole value
    expect(stampDuty('VIC', 100_001, petrol4)).toBe(7_014); // 501 × $14
    expect(stampDuty('VIC', 150_001, petrol4)).toBe(13_518); // 751 × $18
    expect(stampDuty('VIC', 150_001, electric)).toBe(6_308.4); // 751 × $8.40
  });

  it('QLD: per $100 or part by engine, a higher rate on the whole value above $100,000', () => {
    expect(stampDuty('QLD', 45_990, petrol4)).toBe(1_380);
    expect(stampDuty('QLD', 45_990, hybrid)).toBe(920);
    expect(stampDuty('QLD', 45_990, electric)).toBe(920);
    expect(stampDuty('QLD', 45_990, { ...petrol4, cylinders: 6 })).toBe(1_610);
    expect(stampDuty('QLD', 45_990, petrol8)).toBe(1_840);
    expect(stampDuty('QLD', 100_000, petrol4)).toBe(3_000);
    expect(stampDuty('QLD', 100_001, petrol4)).toBe(5_005); // 1,001 × $5
    // No cylinder count in the feed: the common case, four.
    expect(stampDuty('QLD', 45_990, { ...petrol4, cylinders: null })).toBe(1_380);
  });

  it('WA: 2.75% to $25,000, a sliding rate to $50,000, 6.5% above, rounded down to 5 cents', () => {
    expect(stampDuty('WA', 25_000, petrol4)).toBe(687.5);
    expect(stampDuty('WA', 45_990, petrol4)).toBe(2_713.4); // 5.90% of 45,990 = 2,713.41
    expect(stampDuty('WA', 50_000, petrol4)).toBe(3_250);
    expect(stampDuty('WA', 74_990, petrol4)).toBe(4_874.35);
  });

  it('SA: $60 plus $4 per $100 or part over $3,000, and its lower bands', () => {
    expect(stampDuty('SA', 300, petrol4)).toBe(5); // the $5 minimum
    expect(stampDuty('SA', 1_000, petrol4)).toBe(10);
    expect(stampDuty('SA', 2_000, petrol4)).toBe(30);
    expect(stampDuty('SA', 3_000, petrol4)).toBe(60);
    expect(stampDuty('SA', 3_001, petrol4)).toBe(64);
    expect(stampDuty('SA', 45_990, petrol4)).toBe(1_780);
    expect(stampDuty('SA', 74_990, petrol4)).toBe(2_940);
  });

  it('TAS: $3 per $100 to $35,000, $11 per $100 over it to $40,000, then $4 per $100 of the whole', () => {
    expect(stampDuty('TAS', 500, petrol4)).toBe(20);
    expect(stampDuty('TAS', 35_000, petrol4)).toBe(1_050);
    expect(stampDuty('TAS', 35_001, petrol4)).toBe(1_061);
    expect(stampDuty('TAS', 40_000, petrol4)).toBe(1_600);
    expect(stampDuty('TAS', 40_001, petrol4)).toBe(1_604);
    expect(stampDuty('TAS', 45_990, petrol4)).toBe(1_840);
  });

  it('ACT (a category B car): as NSW to $80,000, then 8% over it', () => {
    expect(stampDuty('ACT', 45_990, petrol4)).toBe(1_400);
    expect(stampDuty('ACT', 80_000, petrol4)).toBe(3_100);
    expect(stampDuty('ACT', 90_000, petrol4)).toBe(3_900);
  });

  it('NT: $3 per $100 or part; an electric car has up to $1,500 off', () => {
    expect(stampDuty('NT', 45_990, petrol4)).toBe(1_380);
    expect(stampDuty('NT', 45_990, electric)).toBe(0);
    expect(stampDuty('NT', 74_990, electric)).toBe(750);
  });

  it('names a source, a rule and the date for every state, and a registration with CTP', () => {
    for (const state of AU_STATES) {
      const c = STATE_CHARGES[state];
      expect(c.dutySource, state).toMatch(/https?:\/\//);
      expect(c.asAt, state).toMatch(/^20\d\d-\d\d-\d\d$/);
      expect(c.registration, state).toBeGreaterThan(500);
      expect(c.registrationRule, state).toMatch(/CTP/);
    }
  });
});
