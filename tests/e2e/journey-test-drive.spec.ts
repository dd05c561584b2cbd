import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { loadDealerConfig } from '~/config/load.server.ts';
import { bookingWord } from '~/features/leads/booking.ts';

import { dealerPorts } from '../../playwright.config.ts';
import { carOnSale, press, screenFor, shot, WIDTHS } from '../support/journey.ts';
import { mailTo } from '../support/mail.ts';
import { leadsWith } from '../support/outbox.ts';
import { expectStepFits } from '../support/phone.ts';
import { axeClean, codeFor, freshMobile } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

/**
 * Booking a test drive (a viewing, where the dealer's template calls it that) of one car from its
 * page, into a time the yard can meet: pick a time, give the details, confirm with the texted
 * code. Walked to the booking on a car dealer and a caravan yard at both widths (each step fits
 * the screen with its action in reach, axe clean), then from the link in its text moved to
 * another time and cancelled; on the other sample dealers to the details, so
 * the times and the words are checked everywhere without spending their hourly codes.
 */
const booked = new Set(['riverbend-toyota', 'outback-caravans']);

for (const [slug, port] of Object.entries(dealerPorts)) {
  const config = loadDealerConfig(slug);
  const base = `http://127.0.0.1:${port}`;
  const label = config.vehiclePage.testDriveLabel;
  const word = bookingWord(label);
  const car = carOnSale(config);

  for (const width of WIDTHS) {
    test.describe(`${slug} at ${width} px`, () => {
      test.use(screenFor(width));

      test(`${label}: a time, the details${booked.has(slug) ? ', the code, booked' : ''}`, async ({
        page,
      }) => {
        test.setTimeout(120_000);
        const name = `${slug}-${width}-test-drive`;
        await page.goto(`${base}/cars/${car.slug}`);
        const block = page.getByRole('complementary', { name: 'Price and contact' });
        const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
        const open = block
          .getByRole('button', { name: label, exact: true })
          .filter({ visible: true });
        await expectStepFits(page, open);
        await press(width, open);

        const dialog = page.getByRole('dialog', { name: label });
        await expect(
          dialog.getByRole('heading', { name: 'Step 1 of 4: Pick a time' }),
        ).toBeVisible();
        // The days open at the car's location, each a day's times; the first day is shown.
        const days = dialog.getByRole('group', { name: 'Day' }).getByRole('button');
        await expect(days.first()).toHaveAttribute('aria-pressed', 'true');
        await press(width, days.nth(1));
        await expect(days.nth(1)).toHaveAttribute('aria-pressed', 'true');
        const dayLabel = (await days.nth(1).textContent())!.trim();
        const times = dialog
          .getByRole('group', { name: `Times on ${dayLabel}` })
          .getByRole('button');
        const time = times.nth(2);
        await expectStepFits(page, time);
        const timeLabel = (await time.textContent())!.trim();
        await axeClean(page);
        await shot(page, `${name}-1-time`);
        await press(width, time);

        await expect(
          dialog.getByRole('heading', { name: 'Step 2 of 4: Your details' }),
        ).toBeFocused();
        // What is booked, in the dealer's word, with the car as its page names it.
        const [d, dayNum, month] = dayLabel.replace(',', '').split(' ');
        const chosen = dialog.locator('.slot-chosen');
        await expect(chosen).toContainText(
          `${word.charAt(0).toUpperCase()}${word.slice(1)}: ${title}, `,
        );
        expect(d).toMatch(/^[A-Z][a-z]{2}$/);
        await expect(chosen).toContainText(new RegExp(`${dayNum} ${month}\\w* at ${timeLabel}`));
        const marker = `Drive${width}${Date.now()}`;
        const phone = freshMobile();
        await dialog.getByLabel('First name').fill(marker);
        await dialog.getByLabel('Mobile number').fill(phone);
        const email = `${marker.toLowerCase()}@example.com`;
        await dialog.getByLabel('Email address').fill(email);
        await dialog.getByLabel('Postcode').fill('2150');
        // Where the dealer asks every lead to agree to its terms, the booking asks too.
        const terms = dialog.getByRole('checkbox', { name: 'I agree to the terms of use' });
        await expect(terms).toHaveCount(config.leads.termsRequired ? 1 : 0);
        if (config.leads.termsRequired) {
          await press(width, dialog.getByRole('button', { name: 'Text Me a Code' }));
          await expect(
            dialog.getByText('*You must agree to the terms of use before submitting.'),
          ).toBeVisible();
          await terms.check();
        }
        const send = dialog.getByRole('button', { name: 'Text Me a Code' });
        await expectStepFits(page, send);
        await axeClean(page);
        await shot(page, `${name}-2-details`);
        if (!booked.has(slug)) return;

        await press(width, send);
        await expect(
          dialog.getByRole('heading', { name: 'Step 3 of 4: Confirm with the code' }),
        ).toBeVisible();
        // The code's field takes the focus, so a phone opens its keyboard at once.
        await expect(dialog.getByLabel('6-digit code')).toBeFocused();
        // A wrong code is said beside the field, and books nothing.
        const code = await codeFor(slug, phone);
        await dialog.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000');
        const confirm = dialog.getByRole('button', { name: new RegExp(`^Book .*${timeLabel}$`) });
        await press(width, confirm);
        await expect(
          dialog.getByText('The verification code is invalid. Please try again.'),
        ).toBeVisible();
        await dialog.getByLabel('6-digit code').fill(code);
        await expectStepFits(page, confirm);
        await axeClean(page);
        await shot(page, `${name}-3-code`);
        await press(width, confirm);

        await expect(
          dialog.getByRole('heading', { name: `Step 4 of 4: Your ${word} is booked` }),
        ).toBeFocused();
        const reference = (await dialog.locator('.slot-booked strong').nth(1).textContent())!;
        expect(reference).toMatch(/^A[A-Z2-9]{8}$/);
        const calendar = dialog.getByRole('link', { name: 'Add to Calendar' });
        await expect(calendar).toHaveAttribute('download', `${reference}.ics`);
        await axeClean(page);
        await shot(page, `${name}-4-booked`);
        const download = page.waitForEvent('download');
        await calendar.click();
        const ics = await (await download).createReadStream().then(async (s) => {
          let t = '';
          for await (const c of s) t += String(c);
          return t;
        });
        expect(ics).toContain('BEGIN:VEVENT');
        // The same event id as the e-mailed file's: the dealer site's host, not the one browsed.
        expect(ics).toContain(`UID:${reference}@${new URL(config.url).hostname}`);

        // The buyer is sent it: a text naming the reference, with the link to move or cancel
        // it, and an e-mail with the calendar file.
        const texts = join('.data', 'e2e', slug, 'sms');
        const textsTo = () =>
          readdirSync(texts)
            .map(
              (f) =>
                JSON.parse(readFileSync(join(texts, f), 'utf8')) as { to: string; body: string },
            )
            .filter((m) => m.to === `+61${phone.slice(1)}` && m.body.includes(`Ref ${reference}.`));
        await expect.poll(() => textsTo().length).toBe(1);
        const link = /Move or cancel: (https:\/\/\S+\/appointment#(\S+))$/.exec(textsTo()[0]!.body);
        expect(link?.[1]?.startsWith(config.url)).toBe(true);
        const mail = await mailTo(slug, email);
        expect(mail).toContain(`Reference: ${reference}`);
        expect(mail).toMatch(/Content-Type: text\/calendar/);

        // The dealer has it as a test-drive lead of this car, with the slot's date and time.
        await expect.poll(() => leadsWith(slug, marker).length).toBe(1);
        const [lead] = leadsWith(slug, marker);
        expect(lead).toMatchObject({ form: 'test-drive', carId: car.id });
        expect(lead!.fields.booking_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(lead!.fields.booking_time).toMatch(/^\d{2}:\d{2}$/);

        // The slot it took is no longer offered for this car.
        await page.reload();
        await press(width, open);
        await press(width, days.nth(1));
        await expect(times.first()).toBeVisible();
        await expect(times.filter({ hasText: new RegExp(`^${timeLabel}$`) })).toHaveCount(0);

        // The link opens the booking: moved to another time, then cancelled, each asked once
        // more; the dealer is told of each, and the times free again at once.
        await page.goto(`${base}/appointment#${link![2]}`);
        const booking = page.locator('.slot-booking');
        await expect(
          page.getByRole('heading', { name: `Your ${word}`, exact: true }),
        ).toBeVisible();
        await expect(booking).toContainText(reference);
        await expect(booking).toContainText(`at ${timeLabel}`);
        const move = page.getByRole('button', { name: 'Move to Another Time' });
        await expectStepFits(page, move);
        await axeClean(page);
        await shot(page, `${name}-5-link`);
        await press(width, move);
        await expect(page.getByRole('heading', { name: 'Pick a new time' })).toBeFocused();
        const newDays = page.getByRole('group', { name: 'Day' }).getByRole('button');
        // The picker opens on the booking's own day, without the time it already has.
        await expect(newDays.filter({ hasText: dayLabel })).toHaveAttribute('aria-pressed', 'true');
        await expect(
          page
            .getByRole('group', { name: `Times on ${dayLabel}` })
            .getByRole('button', { name: timeLabel, exact: true }),
        ).toHaveCount(0);
        await press(width, newDays.nth(2));
        const newDay = (await newDays.nth(2).textContent())!.trim();
        const newTime = page.getByRole('group', { name: `Times on ${newDay}` }).getByRole('button');
        const newLabel = (await newTime.first().textContent())!.trim();
        await expectStepFits(page, newTime.first());
        await axeClean(page);
        await shot(page, `${name}-6-new-time`);
        await press(width, newTime.first());
        await expect(page.getByRole('heading', { name: 'Move it to this time?' })).toBeFocused();
        const moveIt = page.getByRole('button', { name: `Move to ${newDay}, ${newLabel}` });
        await expectStepFits(page, moveIt);
        await press(width, moveIt);
        await expect(page.getByRole('heading', { name: `Your ${word} is moved` })).toBeFocused();
        await expect(booking).toContainText(`at ${newLabel}`);
        await expect(page.getByRole('link', { name: 'Add to Calendar' })).toBeVisible();
        await axeClean(page);
        await shot(page, `${name}-7-moved`);
        await expect
          .poll(() => leadsWith(slug, marker).map((l) => String(l.fields.message ?? '')))
          .toContainEqual(expect.stringMatching(/^Moved by the buyer: /));
        // Its first time is offered again for the car.
        await page.goto(`${base}/cars/${car.slug}`);
        await press(width, open);
        await press(width, days.nth(1));
        await expect(times.filter({ hasText: new RegExp(`^${timeLabel}$`) })).toHaveCount(1);

        await page.goto(`${base}/appointment#${link![2]}`);
        const cancel = page.getByRole('button', { name: /^Cancel This / });
        await press(width, cancel);
        await expect(page.getByRole('heading', { name: `Cancel your ${word}?` })).toBeFocused();
        const yes = page.getByRole('button', { name: /^Yes, Cancel My / });
        await expectStepFits(page, yes);
        await axeClean(page);
        await press(width, yes);
        await expect(
          page.getByRole('heading', { name: `Your ${word} is cancelled` }),
        ).toBeFocused();
        await axeClean(page);
        await shot(page, `${name}-8-cancelled`);
        await expect
          .poll(() => leadsWith(slug, marker).map((l) => String(l.fields.message ?? '')))
          .toContainEqual(expect.stringMatching(/^Cancelled by the buyer: /));
        // Opened again, the link says so and offers nothing to change.
        await page.reload();
        await expect(
          page.getByRole('heading', { name: `This ${word} is cancelled` }),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: /^Cancel This / })).toHaveCount(0);
      });
    });
  }
}
