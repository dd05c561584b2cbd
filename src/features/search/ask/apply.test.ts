import { describe, expect, it } from 'vitest';

import { type Applied, applyAsked, asAsked, asksForMore, withoutFacet } from './apply.ts';

const IDX = 'Car_production';

describe('a phrase applied to the search state', () => {
  it("adds its filters beside the buyer's own, its words as the text, and goes to page 1", () => {
    const { state, applied } = applyAsked(
      {
        page: 3,
        refinementList: { car_type: ['used'], make: ['Mazda'] },
        range: { year: '2019:' },
      },
      {
        filters: { make: ['Toyota', 'Mazda'], price: { max: 30000 } },
        query: 'family',
        sortBy: 'price:asc',
      },
      null,
      IDX,
    );
    expect(state).toEqual({
      query: 'family',
      refinementList: { car_type: ['used'], make: ['Mazda', 'Toyota'] },
      range: { year: '2019:', price: ':30000' },
      sortBy: `${IDX}/sort/price:asc`,
    });
    // Mazda was the buyer's already: only Toyota is the phrase's to take back.
    expect(applied).toEqual({
      lists: { make: ['Toyota'] },
      ranges: ['price'],
      sortBy: 'price:asc',
    });
  });

  it('replaces what the same phrase set a keystroke ago, and only that', () => {
    const previous: Applied = {
      lists: { colour: ['Jet Black'] },
      ranges: ['km'],
      sortBy: 'km:asc',
    };
    const { state, applied } = applyAsked(
      {
        refinementList: { colour: ['Jet Black'], body: ['ute'] },
        range: { km: ':50000', price: '10000:' },
        sortBy: `${IDX}/sort/km:asc`,
      },
      { filters: { colour: ['Race Red'] }, query: '', sortBy: '' },
      previous,
      IDX,
    );
    expect(state).toEqual({
      query: '',
      refinementList: { body: ['ute'], colour: ['Race Red'] },
      range: { price: '10000:' },
    });
    expect(applied.lists).toEqual({ colour: ['Race Red'] });
    // A sort the buyer chose stays when the phrase names none.
    expect(
      applyAsked(
        { sortBy: `${IDX}/sort/year:desc` },
        { filters: {}, query: 'x', sortBy: '' },
        previous,
        IDX,
      ).state.sortBy,
    ).toBe(`${IDX}/sort/year:desc`);
  });

  it('reads the live state back as filters, and drops one facet from it', () => {
    const state = {
      query: 'gxl',
      page: 2,
      refinementList: { make: ['Toyota'], body: [] },
      range: { price: ':30000', km: ':', year: '2020:2022' },
    };
    expect(asAsked(state)).toEqual({
      filters: { make: ['Toyota'], price: { max: 30000 }, year: { min: 2020, max: 2022 } },
      query: 'gxl',
      sortBy: '',
    });
    expect(withoutFacet(state, 'price')).toEqual({
      query: 'gxl',
      refinementList: { make: ['Toyota'], body: [] },
      range: { km: ':', year: '2020:2022' },
    });
  });

  it('counts a sort word alone as more than text', () => {
    expect(asksForMore({ filters: {}, query: 'x', sortBy: 'price:asc' })).toBe(true);
    expect(asksForMore({ filters: {}, query: 'x', sortBy: '' })).toBe(false);
  });
});
