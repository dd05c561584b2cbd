import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { loadDealerConfig } from '~/config/load.server.ts';
import type { RegoVehicle } from '~/services/rego/rego.ts';

import { dealerPorts } from '../../playwright.config.ts';
import { press, screenFor, shot, WIDTHS } from '../support/journey.ts';
import { mailTo } from '../support/mail.ts';
import { leadsWith } from '../support/outbox.ts';
import { expectStepFits } from '../support/phone.ts';
import { axeClean, codeFor, freshMobile } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

/**
 * A service booked online from the service page: the plate names the car (or, for a plate the
 * register does not know, the owner gives make, model and year), the work, a time at the service
 * centre, the details and the texted code. Walked to the booking on a car dealer at both widths,
 * then opened from the link in its text; on a caravan yard (whose vans the register does not
 * know) to the details, so its hourly codes are left to the test drives.
 */
const register = JSON.parse(readFileSync('data/market/register.json', 'utf8')) as
  RegoVehicle[] | { plates: RegoVehicle[] };
const plates = Array.isArray(register) ? register : register.plates;

const group = 'southern-cross-motor-group';
const yard = 'outback-caravans';

for (const width of WIDTHS) {
  test.describe(`service at ${width} px`, () => {
    test.use(screenFor(width));

    test(`${group}: the plate, a logbook service, a time, the code, booked`, async ({ page }) => {
      test.setTimeout(120_000);
      const config = loadDealerConfig(group);
      const base = `http://127.0.0.1:${dealerPorts[group]}`;
      const name = `${group}-${width}-service`;
      const car = plates.find((p) => p.state === 'VIC')!;
      await page.goto(`${base}/genuine-service`);
      const form = page.getByRole('complementary', { name: 'Genuine Service form' });
      await expect(form.getByRole('heading', { name: 'Book a service' })).toBeVisible();
      await expect(
        form.getByRole('heading', { name: 'Step 1 of 5: Your car and its service' }),
      ).toBeVisible();

      // The plate and its state are asked first; nothing goes on without them.
      const find = form.getByRole('button', { name: 'Find My Car' });
      await press(width, find);
      await expect(form.getByText('Please enter the registration number.')).toBeVisible();
      await form.getByLabel('Registration number').fill(car.plate.toLowerCase());
      await form.getByLabel('State').selectOption('VIC');
      await press(width, find);
      const found = form.locator('.slot-chosen');
      await expect(found).toContainText(String(car.year));
      const vehicle = (await found.textContent())!.trim();
      expect(vehicle).toMatch(new RegExp(`^${car.year} .+`));

      // The work: a repair must say what; the logbook service is named in the car's words.
      await form.getByLabel('A repair or other work').check();
      const next = form.getByRole('button', { name: 'Choose a Time' });
      await press(width, next);
      await expect(form.getByText('Please tell us what needs doing.')).toBeVisible();
      await form.getByLabel('Logbook service').check();
      await expectStepFits(page, next);
      await axeClean(page);
      await shot(page, `${name}-1-vehicle`);
      await press(width, next);

      await expect(form.getByRole('heading', { name: 'Step 2 of 5: Pick a time' })).toBeFocused();
      const days = form.getByRole('group', { name: 'Day' }).getByRole('button');
      await press(width, days.nth(1));
      const dayLabel = (await days.nth(1).textContent())!.trim();
      const time = form
        .getByRole('group', { name: `Times on ${dayLabel}` })
        .getByRole('button')
        .first();
      const timeLabel = (await time.textContent())!.trim();
      await expectStepFits(page, time);
      await axeClean(page);
      await shot(page, `${name}-2-time`);
      await press(width, time);

      await expect(form.getByRole('heading', { name: 'Step 3 of 5: Your details' })).toBeFocused();
      await expect(form.locator('.slot-chosen')).toContainText(`Service: ${vehicle}, `);
      await expect(form.locator('.slot-chosen')).toContainText('Southern Cross Service Centre');
      const marker = `Service${width}${Date.now()}`;
      const phone = freshMobile();
      const email = `${marker.toLowerCase()}@example.com`;
      await form.getByLabel('First name').fill(marker);
      await form.getByLabel('Mobile number').fill(phone);
      await form.getByLabel('Email address').fill(email);
      await form.getByLabel('Postcode').fill('3220');
      if (config.leads.termsRequired)
        await form.getByRole('checkbox', { name: 'I agree to the terms of use' }).check();
      const send = form.getByRole('button', { name: 'Text Me a Code' });
      await expectStepFits(page, send);
      await axeClean(page);
      await shot(page, `${name}-3-details`);
      await press(width, send);

      await expect(
        form.getByRole('heading', { name: 'Step 4 of 5: Confirm with the code' }),
      ).toBeVisible();
      // The code's field takes the focus, so a phone opens its keyboard at once.
      await expect(form.getByLabel('6-digit code')).toBeFocused();
      await form.getByLabel('6-digit code').fill(await codeFor(group, phone));
      const book = form.getByRole('button', { name: new RegExp(`^Book .*${timeLabel}$`) });
      await expectStepFits(page, book);
      await press(width, book);
      await expect(
        form.getByRole('heading', { name: 'Step 5 of 5: Your service is booked' }),
      ).toBeFocused();
      const reference = (await form.locator('.slot-booked strong').nth(1).textContent())!;
      expect(reference).toMatch(/^A[A-Z2-9]{8}$/);
      await expect(form.getByRole('link', { name: 'Add to Calendar' })).toBeVisible();
      await axeClean(page);
      await shot(page, `${name}-4-booked`);

      // The dealer has a service lead with the plate, the car and the work at the slot's time.
      await expect.poll(() => leadsWith(group, marker).length).toBe(1);
      const [lead] = leadsWith(group, marker);
      expect(lead).toMatchObject({ form: 'service-booking', category: 'Service Booking' });
      expect(lead!.fields).toMatchObject({
        rego: car.plate,
        regoState: 'VIC',
        vehicle,
        additional_services: ['Logbook service'],
        appointment_id: reference,
      });
      // The owner is texted the service of their car, with the link to move or cancel it.
      const texts = join('.data', 'e2e', group, 'sms');
      const sent = () =>
        readdirSync(texts)
          .map((f) => JSON.parse(readFileSync(join(texts, f), 'utf8')) as { body: string })
          .filter((m) => m.body.includes(`Ref ${reference}.`));
      await expect.poll(() => sent().length).toBe(1);
      expect(sent()[0]!.body).toContain(`your service of your ${vehicle} is booked for`);
      const link = /Move or cancel: (\S+\/appointment#(\S+))$/.exec(sent()[0]!.body);
      expect(await mailTo(group, email)).toContain(`Reference: ${reference}`);
      await page.goto(`${base}/appointment#${link![2]}`);
      await expect(page.getByRole('heading', { name: 'Your service', exact: true })).toBeVisible();
      await expect(page.locator('.slot-booking')).toContainText(`Service: ${vehicle}`);
      await expect(page.getByRole('button', { name: 'Cancel This Service' })).toBeVisible();
      await axeClean(page);
      await shot(page, `${name}-5-link`);
    });

    test(`${yard}: a van the register does not know, a repair, a time, the details`, async ({
      page,
    }) => {
      const base = `http://127.0.0.1:${dealerPorts[yard]}`;
      const name = `${yard}-${width}-service`;
      await page.goto(`${base}/genuine-service`);
      const form = page.getByRole('complementary', { name: 'Genuine Service form' });
      await expect(
        form.getByRole('heading', { name: 'Step 1 of 5: Your caravan and its service' }),
      ).toBeVisible();
      // A caravan's scheduled service is its annual one, never a logbook service.
      await expect(form.getByLabel('Annual service')).toBeVisible();
      await expect(form.getByText('Logbook service')).toHaveCount(0);
      await form.getByLabel('Registration number').fill('TV12AB');
      await form.getByLabel('State').selectOption('SA');
      await press(width, form.getByRole('button', { name: 'Find My Caravan' }));
      await expect(form.getByRole('alert')).toContainText("We couldn't find that registration");
      await expect(form.getByLabel('Make')).toBeFocused();
      await form.getByLabel('Make').fill('Jayco');
      await form.getByLabel('Model').fill('Journey');
      await form.getByLabel('Year').fill('18');
      await form.getByLabel('A repair or other work').check();
      await form.getByLabel('What needs doing?').fill('Water pump leaks');
      const next = form.getByRole('button', { name: 'Choose a Time' });
      await press(width, next);
      await expect(form.getByText('Please enter the year it was built, like 2019.')).toBeVisible();
      await form.getByLabel('Year').fill('2018');
      await expectStepFits(page, next);
      await axeClean(page);
      await shot(page, `${name}-1-vehicle`);
      await press(width, next);

      await expect(form.getByRole('heading', { name: 'Step 2 of 5: Pick a time' })).toBeFocused();
      // Back keeps what was given.
      await press(width, form.getByRole('button', { name: '← Back' }));
      await expect(form.getByLabel('What needs doing?')).toHaveValue('Water pump leaks');
      await press(width, next);
      const days = form.getByRole('group', { name: 'Day' }).getByRole('button');
      await press(width, days.first());
      const dayLabel = (await days.first().textContent())!.trim();
      await press(
        width,
        form
          .getByRole('group', { name: `Times on ${dayLabel}` })
          .getByRole('button')
          .first(),
      );
      await expect(form.getByRole('heading', { name: 'Step 3 of 5: Your details' })).toBeFocused();
      await expect(form.locator('.slot-chosen')).toContainText('Service: 2018 Jayco Journey, ');
      await expect(form.locator('.slot-chosen')).toContainText('Outback Caravan Service');
      await expectStepFits(page, form.getByRole('button', { name: 'Text Me a Code' }));
      await axeClean(page);
      await shot(page, `${name}-2-details`);
    });
  });
}
