import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

import { describe, expect, it } from 'vitest';

import { DataFileError, describeProblem } from '~/config/errors.ts';
import { loadDealerConfig } from '~/config/load.server.ts';

import { loadSite } from './load.server.ts';

const config = loadDealerConfig('driveaway-finance');

function scratchData(): string {
  const dir = mkdtempSync(join(tmpdir(), 'data-'));
  cpSync('data/catalogue', join(dir, 'catalogue'), { recursive: true });
  cpSync('data/sites/driveaway-finance', join(dir, 'sites', 'driveaway-finance'), {
    recursive: true,
  });
  cpSync('data/stock/driveaway-finance.json', join(dir, 'stock', 'driveaway-finance.json'));
  return dir;
}

describe('loadSite', () => {
  it('loads a dealer with its stock, locations, offers and reviews', () => {
    const data = loadSite(config);
    expect(data.cars).toHaveLength(450);
    expect(data.stockProblems).toEqual([]);
    expect(data.locations.map((l) => l.address.postcode)).toEqual(['6017']);
    expect(data.models.every((m) => ['MG', 'BYD'].includes(m.manufacturer))).toBe(true);
    expect(data.snapshotAt.toISOString()).toBe('2026-11-19T23:00:00.000Z');
  });

  it('reports a bad stock record by file, id and field, and leaves it out', () => {
    const dir = scratchData();
    const path = join(dir, 'stock', 'driveaway-finance.json');
    const stock = JSON.parse(readFileSync(path, 'utf8'));
    const bad = stock.cars[0];
    bad.price = 'call us';
    stock.cars[1].car_type = 'nearly-new';
    writeFileSync(path, JSON.stringify(stock));
    const data = loadSite(config, { dataDir: dir });
    expect(data.cars).toHaveLength(448);
    expect(data.cars.some((c) => c.id === bad.id)).toBe(false);
    expect(data.stockProblems.map(describeProblem)).toEqual([
      `${relative(process.cwd(), path)}: id ${bad.id}: price: Invalid input: expected number, received string`,
      `${relative(process.cwd(), path)}: id ${stock.cars[1].id}: car_type: Invalid option: expected one of "new"|"demo"|"used"`,
    ]);
  });

  it('fails the dealer when a catalogue file is invalid, naming file and field', () => {
    const dir = scratchData();
    const path = join(dir, 'sites', 'driveaway-finance', 'locations.json');
    const locations = JSON.parse(readFileSync(path, 'utf8'));
    locations[0].address.postcode = '60';
    writeFileSync(path, JSON.stringify(locations));
    expect(() => loadSite(config, { dataDir: dir })).toThrow(DataFileError);
    expect(() => loadSite(config, { dataDir: dir })).toThrow(
      /sites\/driveaway-finance\/locations\.json: \[0\]\.address\.postcode: /,
    );
  });

  it('leaves out excluded stock numbers', () => {
    const va = loadDealerConfig('value-auto-supermarket');
    const data = loadSite(va);
    expect(va.inventory.excludedStockNumbers).toEqual(['VA20013', 'VA20077']);
    expect(data.cars.some((c) => va.inventory.excludedStockNumbers.includes(c.stocknum))).toBe(
      false,
    );
    expect(data.cars).toHaveLength(998);
  });
});
