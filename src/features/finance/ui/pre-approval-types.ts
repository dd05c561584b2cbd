import type * as z from 'zod/mini';

import type { financeFormSchema } from '../finance-form.ts';

/** The car a pre-approval is for (the car page's, or the one the finance page's address names). */
export interface PreApprovalCar {
  id: number;
  dealershipId: number;
  type: 'new' | 'demo' | 'used';
  year: number;
  price: number;
  vin: string | null;
  nvic: string | null;
}

/** What the pre-approval form holds (spec Entities finance form). */
export type PreApprovalValues = z.input<ReturnType<typeof financeFormSchema>>;
