import { describe, expect, it } from 'vitest';

import { isLocalPhoto, localVariantPath, photoSource, sizedUrl } from './photos.ts';

const local = { urlTemplate: null, widths: [640, 320, 1200] };
const cdn = { urlTemplate: '{url}?w={width}', widths: [375, 750] };

describe('sized photos', () => {
  it('addresses a local photo as a WebP copy per width', () => {
    expect(localVariantPath('/images/photos/suv-red-front.jpg', 640)).toBe(
      '/_img/640/images/photos/suv-red-front.webp',
    );
    expect(sizedUrl('/images/photos/a.JPG', 320, local)).toBe('/_img/320/images/photos/a.webp');
  });

  it('fills the dealer CDN pattern with the URL and width', () => {
    expect(sizedUrl('https://cdn.example.com/p/1.jpg', 375, cdn)).toBe(
      'https://cdn.example.com/p/1.jpg?w=375',
    );
    expect(
      sizedUrl('p/1.jpg', 520, {
        urlTemplate: 'https://img.example.com/{width}/{url}',
        widths: [],
      }),
    ).toBe('https://img.example.com/520/p/1.jpg');
  });

  it('has no copies of a remote photo or an SVG without a CDN pattern', () => {
    expect(sizedUrl('https://cdn.example.com/p/1.jpg', 640, local)).toBeNull();
    expect(isLocalPhoto('/images/makes/toyota.svg')).toBe(false);
    expect(isLocalPhoto('//evil.example.com/a.jpg')).toBe(false);
    expect(photoSource('/images/makes/toyota.svg', local, '100vw')).toEqual({
      src: '/images/makes/toyota.svg',
      srcset: undefined,
      sizes: undefined,
    });
  });

  it('lists every width in ascending order with a fallback near 640', () => {
    expect(photoSource('/images/photos/a.jpg', local, '100vw')).toEqual({
      src: '/_img/640/images/photos/a.webp',
      srcset:
        '/_img/320/images/photos/a.webp 320w, /_img/640/images/photos/a.webp 640w, /_img/1200/images/photos/a.webp 1200w',
      sizes: '100vw',
    });
    // Spec Calls offers at 375: the fallback is the copy at the slot's width.
    expect(photoSource('https://cdn.example.com/o.jpg', cdn, '375px', 375).src).toBe(
      'https://cdn.example.com/o.jpg?w=375',
    );
  });
});
