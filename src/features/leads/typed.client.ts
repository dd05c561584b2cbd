import { changedFields, isToggle } from '~/components/changed-fields.client.ts';

/** Fields whose form value is a number (the inputs hold text). */
const NUMERIC = new Set(['offer_from_client', 'location_id']);

/**
 * What the visitor typed into a server-rendered form before its island hydrated (forms hydrate
 * when the visitor first turns to them), by field name. Applied after the form's defaults, so
 * nothing typed is lost.
 */
export function typedBeforeHydration(form: HTMLElement | null): Record<string, unknown> {
  const typed: Record<string, unknown> = {};
  for (const el of changedFields(form)) {
    if (!el.name) continue;
    if (isToggle(el)) {
      if (el.type === 'checkbox') typed[el.name] = el.checked;
      // A radio chosen: the group's value (the one left is changed too, and says nothing).
      else if (el.checked) typed[el.name] = el.value;
      continue;
    }
    typed[el.name] = NUMERIC.has(el.name)
      ? el.value === ''
        ? undefined
        : Number(el.value)
      : el.value;
  }
  return typed;
}
