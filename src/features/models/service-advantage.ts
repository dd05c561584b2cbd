import type { ServiceAdvantagePlan } from '~/catalogue/model.schema.ts';

/** Spec Constants default capped-price plan. */
export const DEFAULT_PLAN = {
  amount: 250,
  years: 5,
  services: 5,
  interval: 'every 12 months or 15,000km',
  distance_range: 'up to 75,000km',
} as const;

/** A model's plan from the catalogue, else the catalogue's default entry, else the spec default. */
export function planFor(
  plans: ServiceAdvantagePlan[],
  model: string,
): Omit<ServiceAdvantagePlan, 'model'> {
  const found =
    plans.find((p) => p.model.toLowerCase() === model.toLowerCase()) ??
    plans.find((p) => p.model === 'default');
  if (!found) return { ...DEFAULT_PLAN };
  const { model: _model, ...plan } = found;
  return plan;
}

export const planText = (p: Omit<ServiceAdvantagePlan, 'model'>) =>
  `$${p.amount} per service for ${p.years} years or ${p.services} services, ${p.interval}, ${p.distance_range}`;
