import { describe, expect, it } from 'vitest';

import { initialService, type ServiceEvent, serviceReducer } from './service-state.ts';

const run = (...events: ServiceEvent[]) => events.reduce(serviceReducer, initialService());
const corolla = { year: 2021, make: 'Toyota', model: 'Corolla Hatch', badge: 'ZR' };

describe('the service booking’s first step', () => {
  it('a plate found names the vehicle; a new plate forgets it', () => {
    const found = run({ type: 'looking' }, { type: 'found', vehicle: corolla });
    expect(found).toMatchObject({ lookup: 'found', vehicle: corolla, step: 'vehicle' });
    expect(serviceReducer(found, { type: 'plate' })).toMatchObject({
      lookup: 'idle',
      vehicle: null,
    });
  });

  it('a plate not known asks for the vehicle, and says why; typing on keeps that', () => {
    const manual = run({ type: 'looking' }, { type: 'manual', notice: 'Not found in VIC.' });
    expect(manual).toMatchObject({ lookup: 'manual', vehicle: null, notice: 'Not found in VIC.' });
    expect(serviceReducer(manual, { type: 'plate' })).toBe(manual);
  });

  it('errors stay until the work is chosen or the step goes on; Back keeps the choices', () => {
    const bad = run({ type: 'invalid', errors: { work: 'Choose', message: 'Say' } });
    const chosen = serviceReducer(bad, { type: 'work', work: 'repair' });
    expect(chosen.errors).toEqual({ message: 'Say' });
    const next = { lead: { rego: 'ABC12D' }, subject: '2021 Toyota Corolla', locationId: 7 };
    const on = serviceReducer(chosen, { type: 'continue', chosen: next });
    expect(on).toMatchObject({ step: 'time', errors: {}, work: 'repair', chosen: next });
    expect(serviceReducer(on, { type: 'back' })).toMatchObject({ step: 'vehicle', work: 'repair' });
  });
});
