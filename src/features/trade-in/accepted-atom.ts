import { atomWithStorage } from 'jotai/utils';

import { ACCEPTED_KEY, type AcceptedTradeIn } from './accepted.ts';

/** The accepted trade-in, shared across the site's islands and pages through local storage. */
export const acceptedTradeInAtom = atomWithStorage<AcceptedTradeIn | null>(ACCEPTED_KEY, null);
