import { describe, expect, it } from 'vitest';

import { rememberViewed, type ViewedCar } from './viewed.ts';

describe('viewed cars (spec Entities)', () => {
  it('keeps the newest first, without repeats, at most 20', () => {
    const car = (id: number): ViewedCar => ({
      id,
      stocknum: `S${id}`,
      make: 'Kia',
      model: 'Rio',
      body: 'hatch',
      simple_body: 'hatch',
    });
    let list = Array.from({ length: 20 }, (_, i) => car(i));
    list = rememberViewed(list, car(5));
    expect(list[0]!.id).toBe(5);
    expect(list.filter((c) => c.id === 5)).toHaveLength(1);
    list = rememberViewed(list, car(99));
    expect(list).toHaveLength(20);
    expect(list[0]!.id).toBe(99);
  });
});
