import { renameSync, writeFileSync } from 'node:fs';

/**
 * Writes a file whole. The local outboxes are read while the server writes them (`npm run leads`,
 * the browser tests reading codes and leads), and a plain write is seen empty or half done by a
 * reader between its open and its last byte. Here the text goes to a part file first, named so no
 * reader's filter (by the finished file's ending) takes it, then is renamed over the name in one
 * step.
 */
export function writeWhole(file: string, data: string | Uint8Array): void {
  const part = `${file}.${process.pid}.part`;
  writeFileSync(part, data);
  renameSync(part, file);
}
