import { describe, expect, it } from 'vitest';

import { dealerConfig } from '../../../tests/support/fixtures.ts';
import { deskStaff, mayUse, staffMember } from './staff.ts';

const desk = (staff: unknown[]) =>
  dealerConfig({ features: { desk: { enabled: true, staff: staff as never } } }).features.desk;

describe('the desk staff list', () => {
  it('takes the dealer file and the environment, the environment winning for one mobile', () => {
    const list = deskStaff(
      desk([
        { name: 'Sam Lee', mobile: '0412 345 678', role: 'sales' },
        { name: 'Jo Park', mobile: '0400 000 001', role: 'service' },
      ]),
      JSON.stringify([{ name: 'Sam Lee', mobile: '0412345678', role: 'manager' }]),
    );
    expect(list).toEqual({
      ok: true,
      staff: [
        { name: 'Sam Lee', mobile: '0412345678', role: 'manager' },
        { name: 'Jo Park', mobile: '0400000001', role: 'service' },
      ],
    });
  });

  it('is the dealer file alone when the variable is unset or blank', () => {
    const file = desk([{ name: 'Jo Park', mobile: '0400000001', role: 'service' }]);
    const staff = [{ name: 'Jo Park', mobile: '0400000001', role: 'service' }];
    expect(deskStaff(file, undefined)).toEqual({ ok: true, staff });
    expect(deskStaff(file, '  ')).toEqual({ ok: true, staff });
  });

  it('refuses a variable that is not a list of staff, naming it and the field, not the value', () => {
    expect(deskStaff(desk([]), '0412345678')).toEqual({
      ok: false,
      message: 'DESK_STAFF is not JSON: give an array of staff.',
    });
    const bad = deskStaff(
      desk([]),
      JSON.stringify([{ name: 'Al', mobile: '0299998888', role: 'sales' }]),
    );
    expect(bad).toEqual({
      ok: false,
      message: 'DESK_STAFF[0]["mobile"]: Must be an Australian mobile number, like 0412 345 678',
    });
    expect(
      deskStaff(desk([]), JSON.stringify([{ name: 'Al', mobile: '0412345678', role: 'owner' }])),
    ).toMatchObject({ ok: false, message: expect.stringMatching(/^DESK_STAFF\[0\]\["role"\]: /) });
  });

  it('finds a member by mobile however it is written', () => {
    const staff = [{ name: 'Sam Lee', mobile: '0412345678', role: 'sales' as const }];
    expect(staffMember(staff, '0412 345 678')?.name).toBe('Sam Lee');
    expect(staffMember(staff, '+61412345678')?.name).toBe('Sam Lee');
    expect(staffMember(staff, '0412345679')).toBeNull();
  });
});

describe('the dealer file', () => {
  it('keeps the desk off by default', () => {
    expect(dealerConfig().features.desk).toEqual({
      enabled: false,
      staff: [],
      staffEnv: 'DESK_STAFF',
    });
  });

  it('refuses one mobile listed twice, naming the second', () => {
    expect(() =>
      desk([
        { name: 'Sam Lee', mobile: '0412 345 678', role: 'sales' },
        { name: 'Sam L', mobile: '0412345678', role: 'manager' },
      ]),
    ).toThrow('features.desk.staff[1].mobile: 0412345678 is listed twice');
  });
});

describe('roles', () => {
  it('give sales the sales work, service the service bookings, managers everything', () => {
    expect(mayUse('sales', 'reservations')).toBe(true);
    expect(mayUse('sales', 'test-drives')).toBe(true);
    expect(mayUse('sales', 'service')).toBe(false);
    expect(mayUse('sales', 'feeds')).toBe(false);
    expect(mayUse('service', 'service')).toBe(true);
    expect(mayUse('service', 'leads')).toBe(false);
    expect(mayUse('service', 'reservations')).toBe(false);
    for (const area of [
      'reservations',
      'leads',
      'test-drives',
      'service',
      'feeds',
      'alerts',
    ] as const)
      expect(mayUse('manager', area)).toBe(true);
  });
});
