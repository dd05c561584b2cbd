import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { typeLandings } from '../landings.ts';
import { browserRouter, searchRouting } from './routing-config.client.ts';

/** Just enough of window for the router: location, history and popstate. */
function fakeWindow(start: string) {
  const listeners: (() => void)[] = [];
  const entries = [start];
  let at = 0;
  const win = {
    location: {
      get href() {
        return entries[at]!;
      },
      get origin() {
        return new URL(entries[at]!).origin;
      },
    },
    history: {
      pushState: (_: unknown, __: string, url: string) => {
        entries.splice(at + 1);
        entries.push(url);
        at++;
      },
      replaceState: (_: unknown, __: string, url: string) => {
        entries[at] = url;
      },
    },
    addEventListener: (_: string, f: () => void) => listeners.push(f),
    removeEventListener: () => {},
    back: () => {
      at--;
      listeners.forEach((f) => f());
    },
    entries,
  };
  return win;
}

describe('search history router', () => {
  let win: ReturnType<typeof fakeWindow>;
  beforeEach(() => {
    vi.useFakeTimers();
    win = fakeWindow('https://x.com.au/search/used-cars');
    vi.stubGlobal('window', win);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const routing = () => searchRouting('Car_production', typeLandings()[1]!, 'Cars');

  it('first reads the landing the build drew, then the URL; urlState is what the URL adds', () => {
    win.history.replaceState(
      null,
      '',
      'https://x.com.au/search/used-cars?make=Kia&sortBy=price%3Aasc&page=2&price=5000%3A',
    );
    const r = routing();
    expect(r.router.read()).toEqual({ refinements: { car_type: ['used'] }, ranges: {} });
    const route = r.router.read();
    expect(route).toEqual({
      refinements: { car_type: ['used'], make: ['Kia'] },
      ranges: { price: '5000:' },
      page: 2,
      sortBy: 'price:asc',
    });
    const ui = r.stateMapping.routeToState(route);
    expect(ui).toEqual({
      Car_production: {
        page: 2,
        sortBy: 'Car_production/sort/price:asc',
        refinementList: { car_type: ['used'], make: ['Kia'] },
        range: { price: '5000:' },
      },
    });
    expect(r.stateMapping.stateToRoute(ui)).toEqual(route);
    expect(r.urlState()).toEqual(ui);
    win.history.replaceState(null, '', 'https://x.com.au/search/used-cars');
    expect(r.urlState()).toBeNull();
  });

  it('writes a change after 400 ms as a new entry, and never the same URL twice', () => {
    const router = browserRouter(
      () => '/search/used-cars?make=Kia',
      () => ({ refinements: {}, ranges: {} }),
    );
    router.write({ refinements: { make: ['Kia'] }, ranges: {} });
    vi.advanceTimersByTime(399);
    expect(win.entries).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(win.entries).toEqual([
      'https://x.com.au/search/used-cars',
      'https://x.com.au/search/used-cars?make=Kia',
    ]);
    router.write({ refinements: { make: ['Kia'] }, ranges: {} });
    vi.advanceTimersByTime(400);
    expect(win.entries).toHaveLength(2);
    // A path, the same in the build's HTML and in the browser.
    expect(router.createURL({ refinements: {}, ranges: {} })).toBe('/search/used-cars?make=Kia');
  });

  it('restores the state on back, and the state settled on right after replaces the entry', () => {
    let url = '/search/used-cars?make=Kia';
    const router = browserRouter(
      () => url,
      (href) => ({ refinements: { at: [href] }, ranges: {} }),
    );
    const seen: unknown[] = [];
    router.onUpdate((route) => seen.push(route));
    router.write({ refinements: {}, ranges: {} });
    vi.advanceTimersByTime(400);
    win.back();
    expect(seen).toEqual([
      { refinements: { at: ['https://x.com.au/search/used-cars'] }, ranges: {} },
    ]);
    url = '/search/used-cars?canonical=1';
    router.write({ refinements: {}, ranges: {} });
    vi.advanceTimersByTime(400);
    expect(win.entries).toEqual([
      'https://x.com.au/search/used-cars?canonical=1',
      'https://x.com.au/search/used-cars?make=Kia',
    ]);
    router.dispose();
  });
});
