import { z } from 'zod';

/**
 * Documents a dealer-config field once: the description and example travel into
 * `dealers/schema.json`, so content editors see them as autocomplete hints, and into
 * docs/dealer-config.md. A test fails when any field lacks either.
 */
export function doc<T extends z.ZodType>(schema: T, description: string, example: unknown): T {
  return schema.meta({ description, examples: [example] }) as T;
}

/** Names of environment variables are upper snake case (never the secret itself). */
export const envVarName = z
  .string()
  .regex(
    /^[A-Z][A-Z0-9_]*$/,
    'Must be the NAME of an environment variable, e.g. TYPESENSE_SEARCH_KEY',
  );

export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens');

export const hexColour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Use a 6-digit hex colour such as #c8102e');

export const phone = z
  .string()
  .regex(
    /^[0-9 +()]{8,20}$/,
    'Use an Australian phone number such as (02) 9635 1234 or 1300 123 456',
  );

export const httpsUrl = z.url({ protocol: /^https$/, error: 'Use a full https:// address' });
