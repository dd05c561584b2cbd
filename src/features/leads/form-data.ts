/** Spec Validation: only these are remembered locally to prefill later forms. */
export const PREFILL_KEYS = ['name', 'last_name', 'email', 'phone', 'postcode'] as const;
export type Prefill = Partial<Record<(typeof PREFILL_KEYS)[number], string>>;

export function prefillFrom(values: Record<string, unknown>): Prefill {
  const out: Prefill = {};
  for (const key of PREFILL_KEYS) {
    const v = values[key];
    if (typeof v === 'string' && v.trim()) out[key] = v.trim();
  }
  return out;
}

/**
 * Spec Validation: before a form is sent, keys ending `_radio_options` are dropped, and check options
 * (keys ending `_check_options`, as a list or a map of ticked names) are folded into one
 * `additional_services` list.
 */
export function normaliseFormData(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const services = new Set<string>(
    Array.isArray(values.additional_services) ? (values.additional_services as string[]) : [],
  );
  for (const [key, value] of Object.entries(values)) {
    if (key.endsWith('_radio_options') || key === 'additional_services') continue;
    if (key.endsWith('_check_options')) {
      if (Array.isArray(value)) value.forEach((v) => services.add(String(v)));
      else if (value && typeof value === 'object')
        Object.entries(value).forEach(([name, on]) => on && services.add(name));
      continue;
    }
    out[key] = value;
  }
  if (services.size) out.additional_services = [...services];
  return out;
}
