import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { loadSite } from '~/catalogue/load.server.ts';
import { loadDealerConfig } from '~/config/load.server.ts';
import { to12h } from '~/features/locations/hours.ts';
import { zonedInstant } from '~/features/locations/open-intervals.ts';
import { hoursOn } from '~/features/locations/opening.ts';
import { addDays, shortDate } from '~/features/locations/schedule.ts';
import { localTime, STATE_TIME_ZONES } from '~/features/locations/time.ts';
import { locationPhone } from '~/features/locations/view.ts';
import { telHref } from '~/features/phones/phones.ts';

import { dealerPorts } from '../../playwright.config.ts';
import { leadsWith } from '../support/outbox.ts';
import { expect, test } from '../support/test.ts';

const group = `http://127.0.0.1:${dealerPorts['southern-cross-motor-group']}`;
const toyota = `http://127.0.0.1:${dealerPorts['riverbend-toyota']}`;

async function fillContact(page: Page, message: string) {
  await page.getByLabel('First Name').fill('Mia');
  await page.getByLabel('Last Name').fill('Nguyen');
  await page.getByLabel('Email Address').fill('mia@example.com');
  await page.getByLabel('Mobile Number').fill('0412 345 678');
  await page.getByLabel(/^Postcode/).fill('3134');
  await page.getByLabel('Comments').fill(message);
}

test.describe('lead forms', () => {
  test("list the spec's errors, then send the lead once and go to /success", async ({ page }) => {
    await page.goto(`${group}/contact-us`);
    await page.getByRole('button', { name: 'Submit Form' }).click();
    // Empty fields are the visitor's to fix, not a failed submission: the list only, no red banner.
    await expect(page.getByRole('alert')).toContainText('Please fix the following errors:');
    await expect(page.getByText('An error occurred when submitting this form')).toHaveCount(0);
    await expect(
      page.getByRole('link', { name: 'Invalid postcode. Please enter a 4-digit number.' }),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: '*You must agree to the terms of use before submitting.' }),
    ).toBeVisible();
    const message = `White CX-5 please ${Date.now()}`;
    await fillContact(page, message);
    await page.getByRole('combobox', { name: /^Location/ }).selectOption({ index: 1 });
    await page.getByLabel('I agree to the terms of use').check();
    // The marketing box starts unticked (leads.optInTicked, default false); the visitor ticks it.
    const optIn = page.getByLabel(
      'Yes, I would like to subscribe to receive latest offers & product updates.',
    );
    await expect(optIn).not.toBeChecked();
    await optIn.check();
    await page.getByRole('button', { name: 'Submit Form' }).click();
    await expect(page).toHaveURL(`${group}/success`);
    await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
    await expect.poll(() => leadsWith('southern-cross-motor-group', message).length).toBe(1);
    const [lead] = leadsWith('southern-cross-motor-group', message);
    expect(lead).toMatchObject({
      category: 'General Enquiry',
      source: 'Website',
      optIn: true,
      optInText: 'Yes, I would like to subscribe to receive latest offers & product updates.',
    });
    expect(lead.leadAttributes.visited_pages).toContain('/contact-us');
  });

  test('the thank-you page gives the chosen location: its hours and its phone', async ({
    page,
  }) => {
    const slug = 'southern-cross-motor-group';
    const config = loadDealerConfig(slug);
    // A location that is not the primary one, with a fixed number in the dealer file.
    const chosen = loadSite(config).locations.find(
      (l) => l.visible && config.contact.phones.byLocation[String(l.id)],
    )!;
    const phone = locationPhone(chosen, config.contact.phones.byLocation);
    expect(phone).not.toBe(config.phone);
    await page.goto(`${group}/contact-us`);
    await fillContact(page, `Call me from Geelong ${Date.now()}`);
    await page.getByRole('combobox', { name: /^Location/ }).selectOption({ label: chosen.name });
    await page.getByLabel('I agree to the terms of use').check();
    await page.getByRole('button', { name: 'Submit Form' }).click();
    await expect(page).toHaveURL(`${group}/success`);
    await expect(page.locator('#success-next')).toContainText(chosen.name);
    await expect(page.getByRole('link', { name: phone })).toHaveAttribute('href', telHref(phone));
  });

  test('prefills name, email, phone and postcode on the next form', async ({ page }) => {
    await page.goto(`${toyota}/book-test-drive`);
    await fillContact(page, 'Test drive a RAV4 please');
    await page.getByRole('button', { name: 'Submit Form' }).click();
    await expect(page).toHaveURL(`${toyota}/success`);
    await expect(page.locator('#success-message')).toHaveText(
      "Your test drive request is in. We'll call you to confirm the time.",
    );
    await page.goto(`${toyota}/enquiries/new-vehicle-enquiry`);
    await expect(page.getByLabel('First Name')).toHaveValue('Mia');
    await expect(page.getByLabel(/^Postcode/)).toHaveValue('3134');
    await expect(page.getByLabel('Comments')).toHaveValue('');
  });

  test('a test drive asked for when the yard is shut says when it opens; then it goes through', async ({
    page,
  }) => {
    const { locations } = loadSite(loadDealerConfig('riverbend-toyota'));
    const sales = locations.find((l) => l.visible && l.location_type === 'sales')!;
    const today = localTime(new Date(), STATE_TIME_ZONES[sales.address.state]).date;
    // The next day the yard is shut (a Sunday or a holiday), and the next day it opens.
    const ahead = Array.from({ length: 14 }, (_, n) => addDays(today, n + 1));
    const closed = ahead.find((d) => hoursOn(sales, d).status === 'Closed')!;
    const open = ahead.find((d) => hoursOn(sales, d).status === 'Open' && hoursOn(sales, d).close)!;
    const hours = hoursOn(sales, open);
    const message = `Test drive when shut ${Date.now()}`;
    await page.goto(`${toyota}/book-test-drive`);
    await fillContact(page, message);
    await page.getByLabel(/^Preferred date/).fill(closed);
    await page.getByRole('button', { name: 'Submit Form' }).click();
    await expect(
      page
        .getByText(`${sales.name} is closed on ${shortDate(closed)}. Please choose another day.`)
        .first(),
    ).toBeVisible();
    // At closing time on an open day: the day's hours, beside the time.
    await page.getByLabel(/^Preferred date/).fill(open);
    await page.getByLabel('Preferred time').fill(hours.close!);
    await page.getByRole('button', { name: 'Submit Form' }).click();
    await expect(
      page
        .getByText(
          `${sales.name} is open ${to12h(hours.open!)} – ${to12h(hours.close!)} on ${shortDate(open)}. Please choose a time then.`,
        )
        .first(),
    ).toBeVisible();
    expect(leadsWith('riverbend-toyota', message)).toHaveLength(0);
    await page.getByLabel('Preferred time').fill(hours.open!);
    await page.getByRole('button', { name: 'Submit Form' }).click();
    await expect(page).toHaveURL(`${toyota}/success`);
    await expect.poll(() => leadsWith('riverbend-toyota', message).length).toBe(1);
    expect(leadsWith('riverbend-toyota', message)[0].fields).toMatchObject({
      booking_date: open,
      booking_time: hours.open,
    });
  });

  test('keeps a lead typed while offline and sends it when the page is next open', async ({
    page,
  }) => {
    const message = `Offline enquiry ${Date.now()}`;
    await page.goto(`${toyota}/contact-us`);
    await page.route('**/api/leads', (route) => route.abort('internetdisconnected'));
    await fillContact(page, message);
    await page.getByRole('button', { name: 'Submit Form' }).click();
    await expect(page.getByRole('alert')).toContainText('Your enquiry is saved on this device');
    expect(leadsWith('riverbend-toyota', message)).toHaveLength(0);
    await page.unroute('**/api/leads');
    await page.goto(`${toyota}/`);
    await expect
      .poll(() => leadsWith('riverbend-toyota', message).length, { timeout: 10_000 })
      .toBe(1);
    await page.reload();
    await page.waitForTimeout(1000);
    expect(leadsWith('riverbend-toyota', message)).toHaveLength(1);
  });

  test('keeps a lead the server could not store (503) and sends it again, same key, while the page stays open', async ({
    page,
  }) => {
    const message = `Storage down enquiry ${Date.now()}`;
    const keys: string[] = [];
    await page.goto(`${toyota}/contact-us`);
    await page.route('**/api/leads', async (route) => {
      keys.push(route.request().headers()['idempotency-key']!);
      if (keys.length === 1)
        await route.fulfill({
          status: 503,
          headers: { 'Retry-After': '1', 'Content-Type': 'application/json' },
          body: '{"error":"We could not save this just now."}',
        });
      else await route.continue();
    });
    // Pasted text with a control character is cleaned, not refused for good.
    await fillContact(page, `${message}\u0007`);
    await page.getByRole('button', { name: 'Submit Form' }).click();
    await expect(page.getByRole('alert')).toContainText('Your enquiry is saved on this device');
    await expect
      .poll(() => leadsWith('riverbend-toyota', message).length, { timeout: 15_000 })
      .toBe(1);
    expect(keys.length).toBe(2);
    expect(keys[1]).toBe(keys[0]);
    expect(leadsWith('riverbend-toyota', message)[0].fields.message).toBe(message);
  });

  test('the review landing greets by name and offers both buttons', async ({ page }) => {
    await page.goto(`${toyota}/review?first_name=Mia&dealership_name=Riverbend%20Toyota`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hi Mia, how did we do?');
    await expect(page.getByRole('link', { name: 'I had a great experience' })).toHaveAttribute(
      'href',
      'https://g.page/r/riverbend-toyota/review',
    );
    await expect(page.getByRole('link', { name: 'I had a bad experience' })).toHaveAttribute(
      'href',
      '/customer-feedback-survey',
    );
    await page.goto(`${toyota}/review`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Hi Valued Customer, how did we do?',
    );
    await expect(
      page.getByText(`Thank you for choosing ${loadDealerConfig('riverbend-toyota').name}.`),
    ).toBeVisible();
  });

  test('the contact page has no accessibility violations (axe)', async ({ page }) => {
    await page.goto(`${group}/contact-us`);
    await page.getByRole('button', { name: 'Submit Form' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });
});

test.describe('endpoints', () => {
  test('refuse cross-site posts and answer views null-safely', async ({ request }) => {
    const cross = await request.post(`${group}/api/leads`, {
      headers: { Origin: 'https://evil.example', 'Idempotency-Key': 'abcdefgh12' },
      data: {},
    });
    expect(cross.status()).toBe(403);
    // A car of the build: its views counted, its fields from the build (not from the query).
    const file = readdirSync(join('dist', 'southern-cross-motor-group', 'client', 'cars')).find(
      (f) => f.endsWith('.json'),
    )!;
    const car = JSON.parse(
      readFileSync(join('dist', 'southern-cross-motor-group', 'client', 'cars', file), 'utf8'),
    ) as { slug: string; images: string[] };
    const views = await request.get(
      `${group}/api/cars/${car.slug}/view.json?photos_count=999&website_id=502`,
    );
    const answer = (await views.json()) as { views: number };
    expect(answer).toMatchObject({
      views: expect.any(Number),
      car_fields: { photos_count: car.images.length },
      // Its words, and how long the car has been listed, counted today.
      views_text: `${answer.views.toLocaleString('en-AU')} ${answer.views === 1 ? 'view' : 'views'}`,
      listed: expect.stringMatching(/^Listed (today|yesterday|\d+ days ago)$/),
    });
    expect(
      (
        await request.get(`${group}/api/cars/2021-kia-sportage-s-1/view.json?website_id=502`)
      ).status(),
    ).toBe(404);
    expect((await request.get(`${group}/api/cars/Bad%20Slug/view.json`)).status()).toBe(404);
    const reveal = await request.post(`${group}/api/phone-reveal`, {
      data: { car_id: 1, dealership_id: 4201, website_id: 502 },
    });
    expect(reveal.status()).toBe(201);
    expect((await request.post(`${group}/api/events`, { data: { event_id: 25 } })).status()).toBe(
      202,
    );
    expect((await request.post(`${group}/api/events`, { data: { event_id: 999 } })).status()).toBe(
      400,
    );
    expect(
      (
        await request.post(`${group}/api/miscellaneous`, {
          data: { column_name: 'valuation', value: { low: 18000, high: 21000 } },
        })
      ).status(),
    ).toBe(201);
  });
});

/**
 * A field's label says "required" (its asterisk) exactly when the form's schema refuses it empty:
 * every dialog of a car page, sent empty, names in its errors the fields it marked and no other.
 */
test.describe('required markers', () => {
  for (const slug of [
    'southern-cross-motor-group',
    'riverbend-toyota',
    'outback-caravans',
  ] as const) {
    test(`every car dialog marks required exactly what an empty submit refuses (${slug})`, async ({
      page,
    }) => {
      const base = `http://127.0.0.1:${dealerPorts[slug]}`;
      const { listed } = loadSite(loadDealerConfig(slug));
      const car = listed.find((c) => c.status === 'in_stock' && c.price > 1000)!;
      await page.goto(`${base}/cars/${car.slug}`);
      const ids = await page
        .locator('dialog.dialog')
        .evaluateAll((ds) => ds.map((d) => d.id).filter(Boolean));
      let checked = 0;
      for (const id of ids) {
        await page.evaluate((d) => {
          const opener = document.querySelector<HTMLElement>(`[data-dialog="${d}"]`);
          if (opener) opener.click();
          else (document.getElementById(d) as HTMLDialogElement).showModal();
        }, id);
        const dialog = page.locator(`dialog#${id}`);
        await expect(dialog).toBeVisible();
        const form = dialog.locator('form').first();
        // The pre-approval is a stepped form, checked step by step in finance.spec.ts.
        if (
          (await form.locator('.field').count()) === 0 ||
          (await dialog.locator('.steps-bar').count())
        ) {
          await page.keyboard.press('Escape');
          continue;
        }
        await form.locator('input, textarea, select').first().focus();
        await expect(dialog.locator('astro-island[ssr]')).toHaveCount(0);
        for (const box of await form
          .locator('.field input:not([type=checkbox]), .field textarea')
          .all())
          await box.fill('');
        await form.locator('button[type=submit]').click();
        await expect(form.getByRole('alert')).toBeVisible();
        const fields = await form.locator('.field').evaluateAll((fs) =>
          fs
            .filter((f) => f.querySelector(':scope > label'))
            .map((f) => ({
              name: f
                .querySelector(':scope > label')!
                .textContent!.replace(/\s*\*$/, '')
                .trim(),
              marked: Boolean(f.querySelector(':scope > label > [aria-hidden="true"]')),
              refused: Boolean(f.querySelector('.field-error')),
              ariaRequired: Boolean(f.querySelector('[aria-required="true"]')),
            })),
        );
        for (const f of fields) {
          expect(f.marked, `${slug} ${id}: ${f.name} marked required`).toBe(f.refused);
          expect(f.ariaRequired, `${slug} ${id}: ${f.name} aria-required`).toBe(f.refused);
        }
        checked++;
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
      expect(checked).toBeGreaterThan(1);
    });
  }
});

/**
 * The success page names the car and says when the car's location will call, worked out at the
 * moment the page is read from the location's hours (special days and appointment Saturdays
 * included): at 10 am on an open day, before closing today; after closing, from the next opening.
 */
test.describe('the next step after an enquiry', () => {
  const slug = 'riverbend-toyota';
  const base = `http://127.0.0.1:${dealerPorts[slug]}`;
  const site = loadSite(loadDealerConfig(slug));
  const car = site.listed.find(
    (c) => c.status === 'in_stock' && site.locations.some((l) => l.name === c.location_name),
  )!;
  const place = site.locations.find((l) => l.name === car.location_name)!;
  const zone = STATE_TIME_ZONES[place.address.state];
  // The first open day after the build's date, with its hours.
  const start = localTime(site.now, zone).date;
  const day = [1, 2, 3, 4, 5, 6, 7]
    .map((n) => addDays(start, n))
    .map((date) => ({ date, hours: hoursOn(place, date) }))
    .find((d) => d.hours.status === 'Open' && d.hours.open && d.hours.close)!;

  test('names the car and the time of the call', async ({ page }) => {
    const [h, m] = day.hours.open!.split(':').map(Number) as [number, number];
    const inHours = `${String(h + 1).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
    await page.clock.setFixedTime(new Date(zonedInstant(day.date, inHours, zone)));
    await page.goto(`${base}/success`, { referer: `${base}/cars/${car.slug}` });
    // The car as its page names it (its published JSON).
    const shown = (
      (await (await page.request.get(`${base}/cars/${car.slug}.json`)).json()) as {
        name: string;
      }
    ).name;
    await expect(page.locator('#success-message')).toHaveText(
      `We've received your enquiry about the ${shown}.`,
    );
    await expect(page.locator('#success-next')).toHaveText(
      `${place.name} is open until ${to12h(day.hours.close!)} today, so expect our call before then.`,
    );

    // Read after closing, the page says when the location next opens.
    await page.clock.setFixedTime(new Date(zonedInstant(day.date, '23:00', zone)));
    await page.goto(`${base}/success`, { referer: `${base}/cars/${car.slug}` });
    await expect(page.locator('#success-next')).toHaveText(
      new RegExp(
        `^${place.name} opens at \\d{1,2}:\\d\\d[ap]m (tomorrow|on \\w+day \\d{1,2} \\w+); expect our call from then\\.$`,
      ),
    );
  });
});
