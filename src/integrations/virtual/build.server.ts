import { isAbsolute, relative } from 'node:path';

/** `virtual:dealer/build`: where this build's server reads its files. */
export interface BuildModule {
  /** The data folder this build reads (data/, or DATA_DIR). */
  dataDir: string;
  /** The build's "now" (ISO) when BUILD_NOW fixes it, else null: the stock snapshot's time. */
  at: string | null;
  /** The file of cars an online reservation held or sold as the build started, or null. */
  liveFile: string | null;
  /** The stock file written from the store's imported stock as the build started, or null. */
  stockFile: string | null;
  /** Where this build writes its pages and files (the Node server reads a car's JSON there). */
  clientDir: string;
}

/** A path under the folder the build runs in, relative to it; any other path as it is. */
export const underRoot = (path: string, root = process.cwd()): string => {
  const rel = relative(root, path);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
};

/**
 * Folders under the project as paths relative to it (the server runs there): the Netlify
 * adapter's file trace walks every absolute folder the server code names (src/integrations/
 * netlify-function.ts), and the published site is thousands of files the function never reads.
 */
export function buildModule(files: {
  dataDir: string;
  at: Date | null;
  liveFile: string | null;
  stockFile: string | null;
  clientDir: string;
}): BuildModule {
  return {
    dataDir: underRoot(files.dataDir),
    at: files.at?.toISOString() ?? null,
    liveFile: files.liveFile && underRoot(files.liveFile),
    stockFile: files.stockFile && underRoot(files.stockFile),
    clientDir: underRoot(files.clientDir),
  };
}
