import { describe, expect, it } from 'vitest';

import { financeFormSchema } from '~/features/finance/finance-form.ts';

import { fieldsSchema } from './forms.ts';
import { requiresValue } from './required.ts';

const o = { messageRequired: false, termsRequired: false };

describe('required fields, read from the schema', () => {
  it('marks the contact fields of an enquiry, not the optional ones', () => {
    const s = fieldsSchema('enquiry', o);
    expect(['name', 'email', 'phone', 'postcode'].every((f) => requiresValue(s, f as never))).toBe(
      true,
    );
    expect(requiresValue(s, 'last_name')).toBe(false);
    expect(requiresValue(s, 'message')).toBe(false);
    expect(requiresValue(fieldsSchema('enquiry', { ...o, messageRequired: true }), 'message')).toBe(
      true,
    );
    // A field the schema does not know (the check-box group) is never marked.
    expect(requiresValue(s, 'services_check_options')).toBe(false);
  });

  it('follows each form: a test drive leaves its date free, a service booking needs one', () => {
    expect(requiresValue(fieldsSchema('test-drive', o), 'booking_date')).toBe(false);
    expect(requiresValue(fieldsSchema('service-booking', o), 'booking_date')).toBe(true);
    expect(requiresValue(fieldsSchema('make-an-offer', o), 'offer_from_client')).toBe(true);
    // Feedback needs its message and a finance enquiry never does, whatever the dealer's setting.
    expect(requiresValue(fieldsSchema('customer-feedback', o), 'message')).toBe(true);
    const strict = { ...o, messageRequired: true };
    expect(requiresValue(fieldsSchema('finance-enquiry', strict), 'message')).toBe(false);
    // An empty number is no value: an optional location is not required.
    expect(requiresValue(fieldsSchema('enquiry', o), 'location_id')).toBe(false);
  });

  it("leaves the finance form's postcode free unless the dealer asks for it, and accepts it empty", () => {
    const free = financeFormSchema({ postcodeRequired: false });
    expect(requiresValue(free, 'postcode')).toBe(false);
    expect(free.shape.postcode.safeParse('').success).toBe(true);
    expect(free.shape.postcode.safeParse('215').success).toBe(false);
    expect(requiresValue(financeFormSchema({ postcodeRequired: true }), 'postcode')).toBe(true);
  });
});
