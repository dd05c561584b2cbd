import type { z } from 'zod';

import { DataFileError, type FileProblem, formatPath, problemsFromZod } from '~/config/errors.ts';

/** Result of checking a stock file record by record: bad records are reported and left out. */
export interface StockCheck<T> {
  records: T[];
  problems: FileProblem[];
}

/** A stock snapshot: when it was taken, and the cars (spec Entities Car). */
export function checkStockFile<T>(
  file: string,
  raw: unknown,
  schema: z.ZodType<T>,
): StockCheck<T> & { snapshotAt: Date } {
  const snapshot = raw as { snapshot_at?: unknown; cars?: unknown } | null;
  const at = typeof snapshot?.snapshot_at === 'string' ? new Date(snapshot.snapshot_at) : null;
  if (!at || Number.isNaN(at.getTime()))
    throw new DataFileError([
      {
        file,
        path: 'snapshot_at',
        message: 'A stock file needs snapshot_at, the ISO time the stock was read',
      },
    ]);
  if (!Array.isArray(snapshot?.cars))
    throw new DataFileError([
      { file, path: 'cars', message: 'A stock file must hold a JSON array of cars' },
    ]);
  return { ...checkStockRecords(file, snapshot.cars, schema), snapshotAt: at };
}

export function checkStockRecords<T>(
  file: string,
  raw: unknown[],
  schema: z.ZodType<T>,
): StockCheck<T> {
  const records: T[] = [];
  const problems: FileProblem[] = [];
  raw.forEach((item, index) => {
    const result = schema.safeParse(item);
    if (result.success) return void records.push(result.data);
    const id =
      typeof item === 'object' && item && 'id' in item
        ? `id ${String((item as { id: unknown }).id)}`
        : `record [${index}]`;
    for (const issue of result.error.issues) {
      problems.push({ file, path: `${id}: ${formatPath(issue.path)}`, message: issue.message });
    }
  });
  return { records, problems };
}

/** A catalogue file must be valid as a whole: one bad entry fails the dealer's build. */
export function checkCatalogue<T>(file: string, raw: unknown, schema: z.ZodType<T>): T {
  const result = schema.safeParse(raw);
  if (!result.success) throw new DataFileError(problemsFromZod(file, result.error));
  return result.data;
}
