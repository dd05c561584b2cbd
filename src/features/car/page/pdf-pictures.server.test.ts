import { afterEach, describe, expect, it, vi } from 'vitest';

import { type PublishedImage, PublishedUnavailable } from '~/services/published/index.server.ts';

import { pdfPictures } from './pdf-pictures.server.ts';

const jpg: PublishedImage = { bytes: new Uint8Array([0xff, 0xd8, 0xff]), type: 'jpg' };
const png: PublishedImage = { bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]), type: 'png' };

/** Published files that answer each path or address as told, and record what was asked. */
function published(answers: Record<string, PublishedImage | null | Error>) {
  const asked: string[] = [];
  const answer = async (key: string) => {
    asked.push(key);
    const a = answers[key] ?? null;
    if (a instanceof Error) throw a;
    return a;
  };
  return {
    asked,
    image: (path: string) => answer(`image ${path}`),
    feedPhoto: (url: string) => answer(`feed ${url}`),
  };
}

describe('the PDF’s pictures', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the site’s own photo from the published files and the logo’s PNG copy', async () => {
    const p = published({ 'image /images/cars/a.jpg': jpg, 'image /images/logo.pdf.png': png });
    expect(await pdfPictures(p, '/images/cars/a.jpg', '/images/logo.svg')).toEqual({
      logo: png,
      photo: jpg,
    });
  });

  it('reads a photo the feed names by its https address from its host', async () => {
    const url = 'https://photos.example-feed.com.au/stock/123/1.jpg';
    const p = published({ [`feed ${url}`]: jpg });
    expect((await pdfPictures(p, url, '/images/logo.png')).photo).toEqual(jpg);
    expect(p.asked).toContain(`feed ${url}`);
  });

  it('asks for nothing else: no photo, or an address not https', async () => {
    for (const src of [undefined, 'http://photos.example.com/1.jpg', 'ftp://x/1.jpg']) {
      const p = published({});
      expect((await pdfPictures(p, src, '/images/logo.png')).photo, String(src)).toBeNull();
      expect(p.asked).toEqual(['image /images/logo.png']);
    }
  });

  it('leaves out a picture whose server does not answer, with a line in the log, and keeps the other', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const url = 'https://photos.example-feed.com.au/stock/123/1.jpg';
    const p = published({
      [`feed ${url}`]: new PublishedUnavailable('the photo host answered HTTP 503'),
      'image /images/logo.png': png,
    });
    expect(await pdfPictures(p, url, '/images/logo.png')).toEqual({ logo: png, photo: null });
    expect(warn).toHaveBeenCalledWith(
      '[pdf] a picture was left out: Storage unavailable: the photo host answered HTTP 503',
    );
  });
});
