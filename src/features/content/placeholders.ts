import type { DealerConfig } from '~/config/schema/index.ts';
import { searchPath } from '~/features/content/links.ts';

import { escapeHtml } from './html.ts';

/**
 * The words content files may borrow from the dealer file: {{name}}, {{phone}} (the main line),
 * {{sales_phone}}, {{service_phone}} and {{parts_phone}} (each department's line, the main line
 * where the dealer file gives none), {{address}}, {{group_clause}} (", part of {group}" or
 * nothing), and what the dealer sells, from `inventory.noun`: {{item}} and {{items}} ('car', 'cars';
 * 'caravan', 'caravans'), {{Item}} and {{Items}} capitalised, and {{test_drive}} from
 * `vehiclePage.testDriveLabel` ('a test drive'; 'a viewing'), and {{search}}, the all-stock search's
 * address in that noun ('/search/new-used-and-demo-caravans'), and {{types}}, the types it sells
 * (`inventory.carTypes`: 'new, demo or used'; 'used'). A placeholder works in a link's
 * address too (`[Browse]({{search}}?query=HiLux)`, which Markdown writes percent-encoded). Unknown
 * names are left as written, so a typo shows up on the page instead of vanishing.
 */
export function placeholderValues(
  config: Pick<
    DealerConfig,
    'name' | 'phone' | 'address' | 'dealership_group' | 'contact' | 'inventory' | 'vehiclePage'
  >,
): Record<string, string> {
  const types = TYPE_WORDS.filter((t) => config.inventory.carTypes.includes(t));
  const a = config.address;
  const { phones } = config.contact;
  const { singular, plural } = config.inventory.noun;
  return {
    item: singular.toLowerCase(),
    Item: singular,
    items: plural.toLowerCase(),
    Items: plural,
    search: searchPath('all', plural),
    types:
      types.length > 1 ? `${types.slice(0, -1).join(', ')} or ${types.at(-1)}` : types.join(''),
    test_drive: config.vehiclePage.testDriveLabel.replace(/^Book /i, '').toLowerCase(),
    name: config.name,
    phone: config.phone,
    sales_phone: phones.sales ?? config.phone,
    service_phone: phones.service ?? config.phone,
    parts_phone: phones.parts ?? phones.service ?? config.phone,
    address: `${a.street}, ${a.city} ${a.state} ${a.postcode}`,
    group_clause: config.dealership_group ? `, part of ${config.dealership_group}` : '',
  };
}

const TYPE_WORDS = ['new', 'demo', 'used'] as const;

/**
 * A paragraph or list item that starts {{if_new}}, {{if_demo}} or {{if_used}} is about stock of that
 * type: kept, without the mark, where the dealer sells it (`inventory.carTypes`), else left out.
 * A used-only site's warranty page says nothing of the new cars it does not sell.
 */
export function keepSoldBlocks(html: string, sold: readonly string[]): string {
  return html.replace(
    /<(p|li)>\s*\{\{\s*if_(new|demo|used)\s*\}\}\s*([\s\S]*?)<\/\1>\n?/g,
    (_, tag: string, type: string, inner: string) =>
      sold.includes(type) ? `<${tag}>${inner}</${tag}>\n` : '',
  );
}

/** Replaces {{name}}-style placeholders; `html` escapes the values for markup. */
export function fillPlaceholders(
  text: string,
  values: Record<string, string>,
  html = false,
): string {
  return text.replace(
    /\{\{\s*([A-Za-z_]+)\s*\}\}|%7B%7B([A-Za-z_]+)%7D%7D/gi,
    (whole, key: string | undefined, encoded: string | undefined) => {
      const name = (key ?? encoded)!;
      return name in values ? (html ? escapeHtml(values[name]!) : values[name]!) : whole;
    },
  );
}
