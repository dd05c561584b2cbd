import { describe, expect, it } from 'vitest';

import { DEFAULT_DATA_DIR } from '~/server/storage/db.server.ts';

import { underRoot } from './virtual/build.server.ts';

/**
 * The Netlify adapter's file trace walks every absolute folder the server code hands to the file
 * system; a developer's `.data/` and the published site are thousands of files each, and walking
 * them ran a Netlify build out of its 1 GB heap. The server names folders under the project by
 * paths relative to it.
 */
describe('folders the server bundle names', () => {
  it('are relative to the project where they are under it', () => {
    expect(underRoot('/srv/app/dist/_netlify/', '/srv/app')).toBe('dist/_netlify');
    expect(underRoot('/srv/app/data', '/srv/app')).toBe('data');
    expect(underRoot('/srv/app/data/sites/x/live.json', '/srv/app')).toBe('data/sites/x/live.json');
  });

  it('stay as they are outside it (a test build in a scratch folder)', () => {
    expect(underRoot('/tmp/scratch/data', '/srv/app')).toBe('/tmp/scratch/data');
    expect(underRoot('/srv/application/data', '/srv/app')).toBe('/srv/application/data');
    expect(underRoot('/srv/app', '/srv/app')).toBe('/srv/app');
  });

  it('put the local store under the folder the server runs in, by a relative path', () => {
    expect(DEFAULT_DATA_DIR).toBe('.data');
  });
});
