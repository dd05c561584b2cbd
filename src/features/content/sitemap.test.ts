import { describe, expect, it } from 'vitest';

import { sitemapXml } from './sitemap.ts';

describe('sitemapXml', () => {
  it('lists each page once under the site URL, leaving out error and confirmation pages, the page of a booking and the style guide', () => {
    const xml = sitemapXml('https://www.example.com.au/', [
      '/',
      '/cars/a&b/',
      '404',
      '/success/',
      '/appointment/',
      '/_styleguide/',
      '/',
      '/special-offers/',
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url><loc>https://www.example.com.au/</loc></url>\n' +
        '  <url><loc>https://www.example.com.au/cars/a&amp;b</loc></url>\n' +
        '  <url><loc>https://www.example.com.au/special-offers</loc></url>\n</urlset>\n',
    );
  });

  it("leaves out a sold car's page (still built through the listing window), not its neighbours", () => {
    const xml = sitemapXml(
      'https://www.example.com.au',
      ['/cars/sold-car/', '/cars/open-car', '/cars/sold-car.json', '/search/used-cars'],
      ['sold-car'],
    );
    expect(xml).not.toContain('/cars/sold-car<');
    expect(xml).toContain('/cars/open-car<');
    expect(xml).toContain('/search/used-cars<');
  });
});
