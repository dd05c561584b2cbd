import { describe, expect, it } from 'vitest';

import { copiedToast, shareUrl } from './share.ts';

describe('share (spec Screens, Validation)', () => {
  it('builds {site url}/cars/{carSlug} without a trailing slash, and needs a site url', () => {
    expect(shareUrl('https://www.valueauto.com.au/', '2019-kia-cerato-s-1')).toBe(
      'https://www.valueauto.com.au/cars/2019-kia-cerato-s-1',
    );
    expect(shareUrl('https://www.valueauto.com.au', 'x')).toBe(
      'https://www.valueauto.com.au/cars/x',
    );
    expect(shareUrl('', 'x')).toBeNull();
    expect(shareUrl(undefined, 'x')).toBeNull();
    expect(copiedToast('2019 Kia Cerato S')).toBe('Copied 2019 Kia Cerato S to your clipboard!');
  });
});
