import type { templates } from './schema/identity.ts';
import { DEFAULT_SORTS } from './schema/search.ts';

type Template = (typeof templates)[number];
type Defaults = Record<string, unknown>;

/**
 * Each template's defaults, laid under the dealer file before it is parsed: the dealer file
 * wins field by field. Platform-wide defaults live in the schema itself.
 */
export const templateDefaults: Record<Template, Defaults> = {
  franchise: {
    features: { modelPages: true, phoneReveal: 'masked', stickyBar: 'scroll-900' },
    theme: { homeSections: ['models', 'offers', 'featured', 'services', 'reviews', 'locations'] },
  },
  group: {
    features: { modelPages: true, favourites: true, compare: true },
    theme: { homeSections: ['brands', 'locations', 'models', 'offers', 'featured', 'reviews'] },
  },
  used: {
    features: {
      favourites: true,
      favouritesStrict: true,
      compare: true,
      preOwnedWording: true,
      reserve: { enabled: true },
      guaranteeStrip: true,
      moneyBackHours: 48,
      paymentMethodsStrip: true,
      listingInserts: { enabled: true },
      autograb: true,
    },
    vehiclePage: { commentsHeading: 'Our Comments' },
    theme: {
      homeSections: [
        'guarantees',
        'shop',
        'featured',
        'budget',
        'reviews',
        'payments',
        'locations',
      ],
    },
    // Every car here is used: 'New' (spec States' default tag) would say what it is not, and no
    // address offers new or demo stock.
    inventory: { carTypes: ['used'], specifications: { just_arrived_tag_name: 'Just Arrived' } },
  },
  finance: {
    features: {
      favourites: true,
      offersSubscription: true,
      stickyBar: 'footer-50',
      phoneReveal: 'immediate',
    },
    theme: { homeSections: ['weekly', 'featured', 'budget', 'offers', 'reviews', 'locations'] },
    inventory: { specifications: { just_arrived_tag_name: 'Just Arrived' } },
  },
  caravan: {
    features: { favourites: true, compare: true },
    inventory: { noun: { singular: 'Caravan', plural: 'Caravans' } },
    tradeIn: { noun: { singular: 'vehicle', plural: 'vehicles' } },
    theme: {
      homeSections: ['types', 'featured', 'budget', 'offers', 'services', 'reviews', 'locations'],
    },
    vehiclePage: { testDriveLabel: 'Book a Viewing' },
    // A caravan has no odometer: no sort by kilometres.
    search: { sortOptions: DEFAULT_SORTS.filter((o) => o.value !== 'km:asc') },
  },
};

/** Deep merge of plain objects; arrays and scalars from `over` replace those of `base`. */
export function layer(base: unknown, over: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(over)) return over === undefined ? base : over;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = layer(base[key], value);
  return out;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
