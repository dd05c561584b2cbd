import { describe, expect, it } from 'vitest';

import { dealerConfig } from '../../../tests/support/fixtures.ts';
import { byOwner, pageRoute } from './content-files.ts';
import { sanitizeDealerHtml, textOf } from './html.ts';
import { fillPlaceholders, keepSoldBlocks, placeholderValues } from './placeholders.ts';

describe('content files', () => {
  const entries = [
    { id: 'content/about-us' },
    { id: 'content/privacy-policy' },
    { id: 'riverbend-toyota/about-us' },
    { id: 'riverbend-toyota/diamond' },
    { id: 'other-dealer/privacy-policy' },
  ];
  it("a dealer's file replaces the default of the same name; other dealers' files are left out", () => {
    expect(byOwner(entries, 'riverbend-toyota').map((e) => e.entry.id)).toEqual([
      'riverbend-toyota/about-us',
      'content/privacy-policy',
      'riverbend-toyota/diamond',
    ]);
    expect(byOwner(entries, 'value-auto').map((e) => e.name)).toEqual([
      'about-us',
      'privacy-policy',
    ]);
  });
  it('a page lives at its route, else /pages/{file}', () => {
    expect(pageRoute('about-us', '/about-us')).toBe('/about-us');
    expect(pageRoute('finance-faq', undefined)).toBe('/pages/finance-faq');
  });
  it('fills the dealer words, escaped in HTML; an unknown name stays visible', () => {
    const values = { name: 'Bob & Sons <Cars>', phone: '(02) 9635 1234' };
    expect(fillPlaceholders('Call {{phone}} at {{ name }}', values)).toBe(
      'Call (02) 9635 1234 at Bob & Sons <Cars>',
    );
    expect(fillPlaceholders('<p>{{name}}</p>', values, true)).toBe(
      '<p>Bob &amp; Sons &lt;Cars&gt;</p>',
    );
    expect(fillPlaceholders('{{nmae}}', values)).toBe('{{nmae}}');
  });
  it("fills a link's address, as Markdown writes it, with the search in the dealer's noun", () => {
    const caravans = placeholderValues(
      dealerConfig({ inventory: { noun: { singular: 'Caravan', plural: 'Caravans' } } } as never),
    );
    expect(
      fillPlaceholders('<a href="%7B%7Bsearch%7D%7D?query=HiLux">Browse</a>', caravans, true),
    ).toBe('<a href="/search/new-used-and-demo-caravans?query=HiLux">Browse</a>');
    expect(fillPlaceholders('[x]({{search}})', placeholderValues(dealerConfig()))).toBe(
      '[x](/search/new-used-and-demo-cars)',
    );
  });
  it("gives each department's phone, the main line where the dealer file has none", () => {
    const config = dealerConfig({
      phone: '(02) 9635 1234',
      contact: { phones: { sales: '(02) 9635 1234', service: '(02) 9635 1240' } },
    });
    const values = placeholderValues(config);
    expect(fillPlaceholders('Call our service team on {{service_phone}}.', values)).toBe(
      'Call our service team on (02) 9635 1240.',
    );
    expect(values.parts_phone).toBe('(02) 9635 1240');
    expect(placeholderValues(dealerConfig({ phone: '(08) 9000 0000' })).service_phone).toBe(
      '(08) 9000 0000',
    );
  });
  it('names the types the dealer sells', () => {
    expect(placeholderValues(dealerConfig()).types).toBe('new, demo or used');
    const usedOnly = dealerConfig({ template: 'used' });
    expect(usedOnly.inventory.carTypes).toEqual(['used']);
    expect(placeholderValues(usedOnly).types).toBe('used');
  });
  it('keeps a paragraph or list item about a type only where the dealer sells it', () => {
    const html = [
      '<p>{{if_new}} Every new car comes with the maker’s warranty.</p>',
      '<p>{{if_used}} Every used car carries the <strong>statutory</strong> warranty.</p>',
      '<ul>',
      '<li>{{if_new}} New cars: the maker’s programme.</li>',
      '<li>{{if_used}}Used cars: 12 months.</li>',
      '<li>Serviced cars: renewed.</li>',
      '</ul>',
      '',
    ].join('\n');
    expect(keepSoldBlocks(html, ['used'])).toBe(
      [
        '<p>Every used car carries the <strong>statutory</strong> warranty.</p>',
        '<ul>',
        '<li>Used cars: 12 months.</li>',
        '<li>Serviced cars: renewed.</li>',
        '</ul>',
        '',
      ].join('\n'),
    );
    expect(keepSoldBlocks(html, ['new', 'demo', 'used'])).not.toContain('if_');
    expect(keepSoldBlocks(html, ['new', 'demo', 'used'])).toContain('<li>New cars:');
  });
});

describe('dealer HTML (offer descriptions) is sanitised', () => {
  it('keeps text markup and web links; drops scripts, handlers, styles and other schemes', () => {
    const html = sanitizeDealerHtml(
      '<p onclick="x()">Save <strong>$2,000</strong><script>alert(1)</script>' +
        '<a href="javascript:alert(1)">bad</a> <a href="https://example.com/t">terms</a>' +
        '<img src=x onerror=alert(1)><style>p{}</style><iframe src="https://x"></iframe></p>',
    );
    expect(html).toBe(
      '<p>Save <strong>$2,000</strong><a>bad</a> <a href="https://example.com/t" rel="noopener noreferrer">terms</a></p>',
    );
  });
  it('gives plain text for truncation', () => {
    expect(textOf('<p>Save&nbsp;<b>big</b> &amp; drive</p>\n<p>today</p>')).toBe(
      'Save big & drive today',
    );
  });
});
