import { type FieldName, NUMBER_FIELDS } from './lead-fields.ts';

type Shape = Record<string, { safeParse(value: unknown): { success: boolean } } | undefined>;

/**
 * Whether a form's schema refuses a field left empty, as the browser sends it (an empty number
 * or select is no value; an empty text box is ''): the form marks exactly those fields required,
 * so the asterisk and the error on an empty submit always agree.
 */
export function requiresValue(schema: { shape: Shape }, name: FieldName): boolean {
  const field = schema.shape[name];
  if (!field) return false;
  return !field.safeParse(NUMBER_FIELDS.has(name) ? undefined : '').success;
}
