import { describe, expect, it } from 'vitest';

import { feedPhoto } from '~/services/published/index.server.ts';

import { liveEnv } from './live-env.ts';

const { FEED_PHOTO_URL: url } = liveEnv('FEED_PHOTO_URL');

/** FEED_PHOTO_URL: the https address of a JPEG or PNG car photo a real stock feed names. */
describe('live feed photo (the PDF’s photo)', () => {
  it('reads the photo from its host as a picture a PDF can embed', async () => {
    const photo = await feedPhoto(url);
    expect(photo?.type).toMatch(/^(jpg|png)$/);
    expect(photo!.bytes.byteLength).toBeGreaterThan(1000);
  });
});
