/** A field an island draws into the page's HTML. */
export type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export const isToggle = (f: Field): f is HTMLInputElement =>
  f instanceof HTMLInputElement && (f.type === 'checkbox' || f.type === 'radio');

/** What a field holds now: its text, or whether it is ticked. */
export const valueOf = (f: Field): string | boolean => (isToggle(f) ? f.checked : f.value);

/** The value a field was drawn with: the one its island holds until it hears a change. */
export const drawnValue = (f: Field): string | boolean => {
  if (isToggle(f)) return f.defaultChecked;
  if (f instanceof HTMLSelectElement)
    return ([...f.options].find((o) => o.defaultSelected) ?? f.options[0])?.value ?? '';
  return f.defaultValue;
};

/**
 * The fields inside `root` that hold something other than what they were drawn with: what the
 * visitor set before the island holding them hydrated (islands load when the visitor turns to
 * them), or what the browser restored on Back. React keeps such a value on the page as it
 * hydrates but never hears it, so the island reads it and takes it as the visitor's change.
 */
export function changedFields(root: ParentNode | null | undefined): Field[] {
  if (!root) return [];
  return [...root.querySelectorAll<Field>('input, select, textarea')].filter(
    (f) => valueOf(f) !== drawnValue(f),
  );
}
