import AxeBuilder from '@axe-core/playwright';

import { ICON_NAMES } from '~/components/icons.ts';
import { loadDealerConfig } from '~/config/load.server.ts';

import { dealerPorts } from '../../playwright.config.ts';
import { expect, test } from '../support/test.ts';

// Two dealers of different templates, fonts and colours.
for (const slug of ['riverbend-toyota', 'value-auto-supermarket']) {
  const config = loadDealerConfig(slug);
  const base = `http://127.0.0.1:${dealerPorts[slug]}`;

  for (const [device, width] of [
    ['phone', 390],
    ['desktop', 1366],
  ] as const) {
    test(`${slug}: the style guide shows every component in its states (${device})`, async ({
      page,
    }, info) => {
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto(`${base}/_styleguide`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      for (const name of [
        'Colours',
        'Type scale',
        'Buttons',
        'Icons',
        'Badges',
        'Prices and ratings',
        'Cards',
        'Accordion and dialog',
        'Tabs',
        'Carousel',
        'Form fields',
        'Disclosure and long text',
        'Page patterns',
      ])
        await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      // Every icon of the set draws something.
      const icons = page.getByRole('region', { name: 'Icons' }).locator('li svg');
      await expect(icons).toHaveCount(ICON_NAMES.length);
      for (const box of await icons.evaluateAll((els) =>
        els.map((e) => {
          const b = (e as SVGGraphicsElement).getBBox();
          return { width: b.width, height: b.height };
        }),
      ))
        expect(box.width * box.height).toBeGreaterThan(20);
      // Buttons: enabled ones take the theme colour; disabled ones say so.
      await expect(page.getByRole('button', { name: 'Primary' })).toHaveCSS(
        'background-color',
        hexToRgb(config.theme.colours.primary),
      );
      await expect(page.getByRole('button', { name: 'Disabled' }).first()).toBeDisabled();
      await expect(page.getByRole('img', { name: '4.7 out of 5 from 404 reviews' })).toBeVisible();
      // The dialog opens from its button and gives focus back when closed with Escape.
      const opener = page.getByRole('button', { name: 'Open a dialog' });
      await opener.click();
      await expect(page.getByRole('dialog', { name: 'Book a Test Drive' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(opener).toBeFocused();
      // Focus moved on before the close event arrives stays where it went.
      await opener.click();
      const focused = await page.evaluate(async () => {
        const dialog = document.querySelector<HTMLDialogElement>('dialog[open]')!;
        const closed = new Promise((done) =>
          dialog.addEventListener('close', () => setTimeout(done), { once: true }),
        );
        dialog.close();
        document.querySelector<HTMLElement>('[role=tab]')!.focus();
        await closed;
        return document.activeElement?.textContent?.trim();
      });
      expect(focused).toBe('Overview');
      // Tabs: one panel at a time; arrow keys move along the tabs.
      const tabs = page.getByRole('tablist', { name: 'Car details' });
      await tabs.getByRole('tab', { name: 'Overview' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(tabs.getByRole('tab', { name: 'Specifications' })).toBeFocused();
      await expect(tabs.getByRole('tab', { name: 'Specifications' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('tabpanel', { name: 'Specifications' })).toContainText('2.5 L');
      await expect(page.getByRole('tabpanel')).toHaveCount(1);
      await page.keyboard.press('End');
      await expect(page.getByRole('tabpanel', { name: 'Finance' })).toBeVisible();
      // Carousel: previous disabled at the start, next at the end; a row that fits has no buttons.
      const carousel = page.getByRole('group', { name: 'Photos of our yards' });
      const prev = carousel.getByRole('button', { name: 'Previous' });
      const next = carousel.getByRole('button', { name: 'Next' });
      await expect(prev).toBeDisabled();
      for (let i = 0; i < 6 && (await next.isEnabled()); i++) {
        await next.click();
        await page.waitForTimeout(400);
      }
      await expect(next).toBeDisabled();
      await expect(prev).toBeEnabled();
      // Two cards fit a desktop's row: centred, without buttons.
      if (width > 900)
        await expect(
          page
            .getByRole('group', { name: 'Two cards that fit' })
            .getByRole('button', { name: 'Next' }),
        ).toBeHidden();
      // The theme's fonts are the ones in use.
      const heading = config.theme.fonts.heading;
      if (heading !== 'system')
        expect(
          await page.evaluate(() =>
            document.fonts.check(
              '700 16px "' +
                getComputedStyle(document.querySelector('h1')!)
                  .fontFamily.split(',')[0]!
                  .replace(/"/g, '') +
                '"',
            ),
          ),
        ).toBe(true);
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      await page.screenshot({ path: info.outputPath(`styleguide-${width}.png`), fullPage: true });
    });
  }

  test(`${slug}: the style guide is neither in the sitemap nor open to robots`, async ({
    request,
  }) => {
    expect(await (await request.get(`${base}/sitemap.xml`)).text()).not.toContain('_styleguide');
    expect(await (await request.get(`${base}/robots.txt`)).text()).toContain(
      'Disallow: /_styleguide',
    );
  });
}

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
