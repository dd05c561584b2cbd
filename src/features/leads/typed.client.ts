/** Fields whose form value is a number (the inputs hold text). */
const NUMERIC = new Set(['offer_from_client', 'location_id']);

/**
 * What the visitor typed into a server-rendered form before its island hydrated (forms hydrate
 * when the visitor first turns to them): every field whose value differs from the value the
 * page was rendered with. Applied after the form's defaults, so nothing typed is lost.
 */
export function typedBeforeHydration(form: HTMLElement | null): Record<string, unknown> {
  const typed: Record<string, unknown> = {};
  if (!form) return typed;
  for (const el of form.querySelectorAll<
    HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
  >('input[name], textarea[name], select[name]')) {
    if (el instanceof HTMLInputElement && el.type === 'checkbox') {
      if (el.checked !== el.defaultChecked) typed[el.name] = el.checked;
      continue;
    }
    const initial =
      el instanceof HTMLSelectElement
        ? ([...el.options].find((o) => o.defaultSelected)?.value ?? el.options[0]?.value ?? '')
        : el.defaultValue;
    if (el.value === initial) continue;
    typed[el.name] = NUMERIC.has(el.name)
      ? el.value === ''
        ? undefined
        : Number(el.value)
      : el.value;
  }
  return typed;
}
