/**
 * The first step of a service booked online, as one reducer: the plate and its state find the
 * vehicle (or, where the lookup does not know it or is down, the owner gives make, model and
 * year), then the work it needs; Continue goes to the times, Back returns with all of it kept.
 */
export interface ServiceVehicle {
  year: number;
  make: string;
  model: string;
  badge: string | null;
}

/** The scheduled service (logbook, annual) or a repair the owner describes. */
export type Work = 'scheduled' | 'repair';

export type ServiceField = 'rego' | 'regoState' | 'make' | 'model' | 'year' | 'work' | 'message';

export interface ServiceState {
  step: 'vehicle' | 'time';
  /** Not looked up yet, being looked up, found by its plate, or given by the owner. */
  lookup: 'idle' | 'looking' | 'found' | 'manual';
  vehicle: ServiceVehicle | null;
  /** Why the owner is asked for the vehicle (the plate is not known, the lookup is down). */
  notice: string | null;
  work: Work | null;
  errors: Partial<Record<ServiceField, string>>;
  /** What goes on to the times: the lead's fields, the vehicle's name, and where. */
  chosen: Chosen | null;
}

export interface Chosen {
  lead: Record<string, unknown>;
  subject: string;
  locationId: number;
}

export type ServiceEvent =
  | { type: 'looking' }
  | { type: 'found'; vehicle: ServiceVehicle }
  | { type: 'manual'; notice: string | null }
  /** The plate or its state changed: what was found for the old one no longer holds. */
  | { type: 'plate' }
  | { type: 'work'; work: Work }
  | { type: 'invalid'; errors: Partial<Record<ServiceField, string>> }
  | { type: 'continue'; chosen: Chosen }
  | { type: 'back' };

export const initialService = (): ServiceState => ({
  step: 'vehicle',
  lookup: 'idle',
  vehicle: null,
  notice: null,
  work: null,
  errors: {},
  chosen: null,
});

export function serviceReducer(state: ServiceState, event: ServiceEvent): ServiceState {
  switch (event.type) {
    case 'looking':
      return { ...state, lookup: 'looking', notice: null, errors: {} };
    case 'found':
      return { ...state, lookup: 'found', vehicle: event.vehicle, notice: null };
    case 'manual':
      return { ...state, lookup: 'manual', vehicle: null, notice: event.notice };
    case 'plate':
      return state.lookup === 'found'
        ? { ...state, lookup: 'idle', vehicle: null, notice: null }
        : state;
    case 'work': {
      const { work: _answered, ...errors } = state.errors;
      return { ...state, work: event.work, errors };
    }
    case 'invalid':
      return { ...state, errors: event.errors };
    case 'continue':
      return { ...state, step: 'time', errors: {}, chosen: event.chosen };
    case 'back':
      return { ...state, step: 'vehicle' };
  }
}
