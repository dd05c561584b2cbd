import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';

import { AMOUNT_RANGE, financeFormSchema } from '~/features/finance/finance-form.ts';

import { FIELD_MESSAGES, SPEC_MESSAGES } from './messages.ts';
import {
  careersSchema,
  codeField,
  enquirySchema,
  makeOfferSchema,
  REQUEST_PHOTOS_TEXT,
  requestPhotosSchema,
  sendCodeSchema,
  testDriveSchema,
  valuationSchema,
} from './schemas.ts';

const opts = { messageRequired: true, termsRequired: false };
const person = {
  name: 'Mia',
  last_name: 'Nguyen',
  email: 'mia@example.com',
  phone: '0412 345 678',
  postcode: '2150',
};
const errors = (r: z.util.SafeParseResult<unknown>) =>
  r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));

describe('enquiry form (spec Entities, Validation)', () => {
  it('accepts a complete enquiry and fills the defaults', () => {
    const r = enquirySchema(opts).safeParse({ ...person, message: 'Is it still available?' });
    // No consent is assumed: an enquiry without the box ticked is not opted in (Spam Act 2003).
    expect(r.success && r.data).toMatchObject({ category: 'General Enquiry', opt_in: false });
  });

  it("needs a 4-digit postcode: 'Invalid postcode. Please enter a 4-digit number.'", () => {
    for (const postcode of ['215', '21500', 'abcd', '']) {
      expect(
        errors(enquirySchema(opts).safeParse({ ...person, message: 'x', postcode })).postcode,
      ).toBe('Invalid postcode. Please enter a 4-digit number.');
    }
    expect(SPEC_MESSAGES.postcode).toBe('Invalid postcode. Please enter a 4-digit number.');
  });

  it('needs the message unless the dealer turns that off', () => {
    expect(errors(enquirySchema(opts).safeParse(person)).message).toBe(FIELD_MESSAGES.message);
    expect(enquirySchema({ ...opts, messageRequired: false }).safeParse(person).success).toBe(true);
  });

  it("needs the terms ticked where configured: '*You must agree to the terms of use before submitting.'", () => {
    const schema = enquirySchema({ ...opts, termsRequired: true });
    expect(errors(schema.safeParse({ ...person, message: 'x' })).terms_conditions).toBe(
      '*You must agree to the terms of use before submitting.',
    );
    expect(
      errors(schema.safeParse({ ...person, message: 'x', terms_conditions: false }))
        .terms_conditions,
    ).toBe(SPEC_MESSAGES.terms);
    expect(schema.safeParse({ ...person, message: 'x', terms_conditions: true }).success).toBe(
      true,
    );
  });

  it('checks name, email and phone', () => {
    const e = errors(
      enquirySchema(opts).safeParse({
        ...person,
        name: ' ',
        email: 'mia@',
        phone: '12',
        message: 'x',
      }),
    );
    expect(e).toEqual({
      name: FIELD_MESSAGES.name,
      email: FIELD_MESSAGES.email,
      phone: FIELD_MESSAGES.phone,
    });
    expect(
      enquirySchema(opts).safeParse({ ...person, phone: '+61 2 9635 1234', message: 'x' }).success,
    ).toBe(true);
  });

  it('refuses a filled-in hidden field (a bot)', () => {
    expect(
      enquirySchema(opts).safeParse({ ...person, message: 'x', hidden: 'http://spam' }).success,
    ).toBe(false);
  });
});

describe('other lead forms (spec Validation)', () => {
  it('test drive: message optional, optional date and time', () => {
    expect(
      testDriveSchema(opts).safeParse({
        ...person,
        booking_date: '2026-12-01',
        booking_time: '10:30',
      }).success,
    ).toBe(true);
    expect(testDriveSchema(opts).safeParse({ ...person, booking_time: '25:00' }).success).toBe(
      false,
    );
    expect(
      testDriveSchema(opts).safeParse({ ...person, booking_date: '', booking_time: '' }).success,
    ).toBe(true);
  });

  it('request photos carries the hidden preset request text', () => {
    const r = requestPhotosSchema(opts).safeParse(person);
    expect(r.success && r.data.request).toBe(REQUEST_PHOTOS_TEXT);
  });

  it('make an offer needs the offer amount', () => {
    expect(errors(makeOfferSchema(opts).safeParse(person)).offer_from_client).toBe(
      FIELD_MESSAGES.offer,
    );
    expect(
      errors(makeOfferSchema(opts).safeParse({ ...person, offer_from_client: 0 }))
        .offer_from_client,
    ).toBe(FIELD_MESSAGES.offer);
    expect(makeOfferSchema(opts).safeParse({ ...person, offer_from_client: 25500 }).success).toBe(
      true,
    );
  });

  it('careers takes the enquiry fields', () => {
    expect(
      careersSchema(opts).safeParse({
        ...person,
        message: 'Apprentice technician',
        position: 'Technician',
      }).success,
    ).toBe(true);
  });

  it('the valuation wizard needs kms, regoState, rego, name, phone, email and location_id; contact method defaults to Phone', () => {
    const e = errors(valuationSchema.safeParse({}));
    expect(Object.keys(e).sort()).toEqual([
      'email',
      'kms',
      'location_id',
      'name',
      'phone',
      'rego',
      'regoState',
    ]);
    const r = valuationSchema.safeParse({
      ...person,
      kms: 85000,
      regoState: 'NSW',
      rego: 'ABC12D',
      location_id: 7101,
    });
    expect(r.success && r.data.PreferredContactMethod).toBe('Phone');
    expect(
      valuationSchema.safeParse({
        ...person,
        kms: 85000,
        regoState: 'NSW',
        rego: 'ABC12D',
        location_id: 7101,
        PreferredContactMethod: 'Fax',
      }).success,
    ).toBe(false);
  });
});

describe('phone verification (spec Validation)', () => {
  it("code: 'This is a required field.' and 'Code must be 6 digits.'", () => {
    expect(codeField.safeParse('').error?.issues[0]?.message).toBe('This is a required field.');
    expect(codeField.safeParse(undefined).error?.issues[0]?.message).toBe(
      'This is a required field.',
    );
    expect(codeField.safeParse('12345').error?.issues[0]?.message).toBe('Code must be 6 digits.');
    expect(codeField.safeParse('123456').success).toBe(true);
  });

  it('needs a valid mobile number before a code is sent', () => {
    expect(sendCodeSchema.safeParse({ phone: '' }).success).toBe(false);
    expect(sendCodeSchema.safeParse({ phone: '(02) 9635 1234' }).success).toBe(false);
    expect(sendCodeSchema.safeParse({ phone: '+61 412 345 678' }).success).toBe(true);
  });

  it('finance form: postcode required only where configured; credit score defaults to GREAT', () => {
    const base = {
      name: 'Mia',
      email: 'mia@example.com',
      amount: 30000,
      term: 5,
      phone: '0412345678',
      code: '123456',
    };
    const r = financeFormSchema({ postcodeRequired: false }).safeParse(base);
    expect(r.success && r.data.selfAssessedCreditScore).toBe('GREAT');
    expect(errors(financeFormSchema({ postcodeRequired: true }).safeParse(base)).postcode).toBe(
      SPEC_MESSAGES.postcode,
    );
  });

  it('finance form: the amount is within the quote bounds, 10,000 to 200,000 (spec Validation, Constants)', () => {
    const base = {
      name: 'Mia',
      email: 'mia@example.com',
      term: 5,
      phone: '0412345678',
      code: '123456',
    };
    const schema = financeFormSchema({ postcodeRequired: false });
    for (const amount of [10_000, 45_990, 200_000])
      expect(schema.safeParse({ ...base, amount }).success).toBe(true);
    for (const amount of [9_999, 200_001, 1e308, -5, 0])
      expect(errors(schema.safeParse({ ...base, amount })).amount).toBe(
        'Please enter an amount from $10,000 to $200,000.',
      );
    expect(AMOUNT_RANGE).toBe('Please enter an amount from $10,000 to $200,000.');
  });
});
