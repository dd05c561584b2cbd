import { describe, expect, it } from 'vitest';

import { feedPhoto } from '~/services/published/index.server.ts';

const url = process.env.FEED_PHOTO_URL;

/** Runs only with FEED_PHOTO_URL: the https address of a JPEG or PNG car photo a real stock feed names. */
describe.runIf(url)('live feed photo (the PDF’s photo)', () => {
  it('reads the photo from its host as a picture a PDF can embed', async () => {
    const photo = await feedPhoto(url!);
    expect(photo?.type).toMatch(/^(jpg|png)$/);
    expect(photo!.bytes.byteLength).toBeGreaterThan(1000);
  });
});
