/**
 * A feed's records checked one by one (spec Entities Car fields): the good ones kept, each bad one
 * reported with its stock number and field, and the ids of the bad ones, whose cars stay as they
 * were (an import never sells a car whose record it could not read).
 */
import { type Car, carSchema } from '~/catalogue/car.schema.ts';
import { formatPath } from '~/config/errors.ts';
import type { DealerConfig } from '~/config/schema/index.ts';
import { hostileValue } from '~/server/http.server.ts';
import { cleanText } from '~/server/input.ts';

/** A record left out, as the report names it. */
export interface Rejected {
  /** The record's stock number, else its id, else its place in the feed. */
  record: string;
  field: string;
  message: string;
}

/** Checks each record: the good ones, and what is wrong with each bad one. */
export function checkRecords(
  config: Pick<DealerConfig, 'dealerships'>,
  records: readonly unknown[],
): { cars: Car[]; rejected: Rejected[]; rejectedIds: Set<number>; rejectedRecords: number } {
  const dealerships = new Set(config.dealerships.map((d) => d.id));
  const cars: Car[] = [];
  const rejected: Rejected[] = [];
  const seen = new Set<number>();
  // The ids of the records left out (their cars stay as they were), and how many records that is.
  const rejectedIds = new Set<number>();
  let rejectedRecords = 0;
  records.forEach((item, index) => {
    const before = rejected.length;
    check(item, index);
    if (rejected.length === before) return;
    rejectedRecords++;
    const id = (item as { id?: unknown } | null)?.id;
    if (typeof id === 'number' && Number.isSafeInteger(id) && !seen.has(id)) rejectedIds.add(id);
  });
  return { cars, rejected, rejectedIds, rejectedRecords };

  function check(item: unknown, index: number) {
    const o = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    const record =
      typeof o.stocknum === 'string' && o.stocknum.trim()
        ? `stock number ${cleanText(o.stocknum.trim().slice(0, 40))}`
        : typeof o.id === 'number' && Number.isFinite(o.id)
          ? `id ${o.id}`
          : `record ${index + 1}`;
    // Text a database cannot hold, or nesting no feed needs: the record is left out, never a 5xx.
    const hostile = hostileValue(item, 8);
    if (hostile) return void rejected.push({ record, field: '(record)', message: hostile });
    const result = carSchema.safeParse(item);
    if (!result.success) {
      for (const issue of result.error.issues)
        rejected.push({
          record,
          field: formatPath(issue.path) || '(record)',
          message: issue.message,
        });
      return;
    }
    const car = result.data;
    if (!dealerships.has(car.dealership_id))
      rejected.push({
        record,
        field: 'dealership_id',
        message: `${car.dealership_id} is not one of this dealer's dealerships (dealers/<slug>.json "dealerships")`,
      });
    else if (seen.has(car.id))
      rejected.push({ record, field: 'id', message: `id ${car.id} is in the feed twice` });
    else {
      seen.add(car.id);
      // A history check is the register's answer to our own search, never the feed's word.
      cars.push({ ...car, history_check: null });
    }
  }
}
