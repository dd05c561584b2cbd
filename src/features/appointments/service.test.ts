import { describe, expect, it } from 'vitest';

import {
  cappedPrice,
  REPAIR,
  scheduledService,
  SERVICE_MESSAGES,
  serviceRefusal,
} from './service.ts';
import { bookedWhat, kindWord } from './words.ts';

describe('a service booked online', () => {
  it("names the scheduled service in the stock's words", () => {
    expect(scheduledService(false)).toBe('Logbook service');
    expect(scheduledService(true)).toBe('Annual service');
  });

  it('needs the vehicle, the work, and a repair described', () => {
    const ok = { vehicle: '2021 Toyota Corolla', additional_services: ['Logbook service'] };
    expect(serviceRefusal(ok)).toBeNull();
    expect(serviceRefusal({ ...ok, vehicle: ' ' })).toEqual({
      field: 'vehicle',
      message: SERVICE_MESSAGES.vehicle,
    });
    expect(serviceRefusal({ ...ok, additional_services: [] })?.message).toBe(SERVICE_MESSAGES.work);
    expect(serviceRefusal({ ...ok, additional_services: [REPAIR] })?.message).toBe(
      SERVICE_MESSAGES.repair,
    );
    expect(
      serviceRefusal({ ...ok, additional_services: [REPAIR], message: 'Brakes squeal' }),
    ).toBeNull();
  });

  it("prices a logbook service by its model's capped price, for the plans' make only (spec Constants)", () => {
    const toyota = {
      make: 'Toyota',
      byModel: { 'Corolla Hatch': 245, HiLux: 290 },
      otherwise: 250,
    };
    expect(cappedPrice(toyota, { make: 'TOYOTA', model: 'corolla hatch' })).toBe(245);
    expect(cappedPrice(toyota, { make: 'Toyota', model: 'Hilux' })).toBe(290);
    expect(cappedPrice(toyota, { make: 'Toyota', model: 'Supra' })).toBe(250);
    expect(cappedPrice(toyota, { make: 'Mazda', model: 'CX-5' })).toBeNull();
    expect(cappedPrice(null, { make: 'Toyota', model: 'HiLux' })).toBeNull();
  });

  it('is called a service in its messages, of the owner’s own vehicle', () => {
    expect(kindWord('Book a Viewing', 'service')).toBe('service');
    expect(kindWord('Book a Viewing', 'test-drive')).toBe('viewing');
    expect(bookedWhat('service', 'service', '2021 Toyota Corolla')).toBe(
      'service of your 2021 Toyota Corolla',
    );
    expect(bookedWhat('test drive', 'test-drive', '2022 Hilux')).toBe(
      'test drive of the 2022 Hilux',
    );
    expect(bookedWhat('service', 'service', '')).toBe('service');
  });
});
