import type { DealerConfig } from '~/config/schema/index.ts';

import { escapeHtml } from './html.ts';

/**
 * The words content files may borrow from the dealer file: {{name}}, {{phone}}, {{address}},
 * {{group_clause}} (", part of {group}" or nothing). Unknown names are left as written, so a typo
 * shows up on the page instead of vanishing.
 */
export function placeholderValues(config: DealerConfig): Record<string, string> {
  const a = config.address;
  return {
    name: config.name,
    phone: config.phone,
    address: `${a.street}, ${a.city} ${a.state} ${a.postcode}`,
    group_clause: config.dealership_group ? `, part of ${config.dealership_group}` : '',
  };
}

/** Replaces {{name}}-style placeholders; `html` escapes the values for markup. */
export function fillPlaceholders(
  text: string,
  values: Record<string, string>,
  html = false,
): string {
  return text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, key: string) =>
    key in values ? (html ? escapeHtml(values[key]!) : values[key]!) : whole,
  );
}
