import { describe, expect, it } from 'vitest';

import {
  CAREERS,
  enquiryDefaults,
  FIND_SIMILAR_MESSAGE,
  FIND_SIMILAR_SUBCATEGORY,
} from './defaults.ts';
import { normaliseFormData, prefillFrom } from './form-data.ts';

const car = {
  id: 5,
  make: 'Toyota',
  model: 'RAV4',
  car_type: 'used' as const,
  status: 'in_stock' as const,
  stocknum: 'RT1',
  dealership_slug: 'riverbend-toyota',
};

describe('enquiry defaults (spec Entities, States, Constants)', () => {
  it('fills the car fields, and no opt-in (the visitor ticks it or not)', () => {
    expect(enquiryDefaults(car, 'toyota')).toEqual({
      dealership_slug: 'riverbend-toyota',
      manufacturer_slug: 'toyota',
      stock_number: 'RT1',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'RAV4',
      car_type: 'used',
      car_id: 5,
      vehicle_status: 'in_stock',
      message: '',
      subcategory: '',
      category: 'General Enquiry',
    });
  });

  it('asks for something similar when the car is not in stock', () => {
    expect(enquiryDefaults({ ...car, status: 'sold' }, null)).toMatchObject({
      message: 'Can you please find me something similar?',
      subcategory: 'Find me something similar',
    });
    expect([FIND_SIMILAR_MESSAGE, FIND_SIMILAR_SUBCATEGORY]).toEqual([
      'Can you please find me something similar?',
      'Find me something similar',
    ]);
  });

  it('maps careers to General Enquiry / Career Enquiry, event 51', () => {
    expect(CAREERS).toEqual({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
      event: 51,
    });
  });
});

describe('form data (spec Validation)', () => {
  it('remembers only name, last_name, email, phone and postcode', () => {
    expect(
      prefillFrom({
        name: ' Mia ',
        last_name: 'Nguyen',
        email: 'mia@example.com',
        phone: '0412345678',
        postcode: '2150',
        message: 'secret',
        rego: 'ABC',
        opt_in: true,
      }),
    ).toEqual({
      name: 'Mia',
      last_name: 'Nguyen',
      email: 'mia@example.com',
      phone: '0412345678',
      postcode: '2150',
    });
    expect(prefillFrom({ name: '', phone: 412 })).toEqual({});
  });

  it('drops _radio_options keys and folds check options into additional_services', () => {
    expect(
      normaliseFormData({
        name: 'Mia',
        colour_radio_options: ['Red', 'Blue'],
        extras_check_options: ['Tinting', 'Floor mats'],
        service_check_options: { 'Paint protection': true, Ceramic: false },
        additional_services: ['Detailing'],
      }),
    ).toEqual({
      name: 'Mia',
      additional_services: ['Detailing', 'Tinting', 'Floor mats', 'Paint protection'],
    });
    expect(normaliseFormData({ name: 'Mia' })).toEqual({ name: 'Mia' });
  });
});
