import { type FormName, shownFormSchema } from './forms.ts';
import { type FieldName, NUMBER_FIELDS } from './lead-fields.ts';
import type { FormOptions } from './schemas.ts';

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

const known = new Map<string, FieldName[]>();

/**
 * The fields a lead form marks required: those its shown schema refuses empty (`requiresValue`).
 * Worked out once per form, options and fields in a build, since a car page renders several forms
 * and a schema is built afresh each time it is asked for.
 */
export function requiredFields(
  form: FormName,
  options: FormOptions,
  fields: readonly FieldName[],
): readonly FieldName[] {
  const key = JSON.stringify([form, options, fields]);
  let required = known.get(key);
  if (!required) {
    const schema = shownFormSchema(form, options, fields);
    required = fields.filter((name) => requiresValue(schema, name));
    known.set(key, required);
  }
  return required;
}
