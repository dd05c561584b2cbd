/**
 * Sample genuine accessories (spec Screens /{model slug}/accessories, Entities accessories_count): a range per
 * catalogue model that suits its body, priced fitted, with a studio photo per kind of accessory
 * (drawn by the sample-photo renderer for 520x292 cards, at twice that).
 */
import type { BodyType } from '~/catalogue/car.schema.ts';
import type { Accessory, AccessoryCategory } from '~/catalogue/model.schema.ts';

interface Kind {
  code: string;
  name: string;
  category: AccessoryCategory;
  /** Fitted price for a small car; larger bodies cost more. */
  price: number;
  description: string;
  /** The bodies it is offered for (none: every body). */
  bodies?: BodyType[];
  /** Not offered for these bodies. */
  except?: BodyType[];
}

const UTE: BodyType[] = ['ute', 'cabChassis'];
const BIG: BodyType[] = ['suv', '4x4', 'ute', 'cabChassis', 'van', 'peopleMover', 'bus', 'wagon'];

export const accessoryKinds: Kind[] = [
  {
    code: 'FM',
    name: 'All-weather floor mats',
    category: 'Interior',
    price: 189,
    description:
      'Deep-dish rubber mats cut to the floor, with raised edges that keep mud, sand and spills off the carpet. Front and rear set.',
  },
  {
    code: 'CL',
    name: 'Cargo liner',
    category: 'Protection',
    price: 149,
    description:
      'A moulded, waterproof liner with a lip all round for wet gear, groceries and the dog. Lifts out to hose clean.',
    except: UTE,
  },
  {
    code: 'TL',
    name: 'Tub liner',
    category: 'Protection',
    price: 449,
    description:
      'A heavy-duty liner that protects the tub from scratches and dents, with ribs that stop loads sliding.',
    bodies: UTE,
  },
  {
    code: 'WS',
    name: 'Weathershields',
    category: 'Exterior',
    price: 229,
    description:
      'Tinted acrylic visors for the side windows: fresh air with the windows cracked open, even in the rain.',
    except: ['bus', 'convertible'],
  },
  {
    code: 'MF',
    name: 'Mud flaps',
    category: 'Exterior',
    price: 139,
    description:
      'Front and rear flaps that keep stones and road grime off the paint, shaped to the wheel arches.',
  },
  {
    code: 'RR',
    name: 'Roof racks',
    category: 'Towing & carrying',
    price: 549,
    description:
      'Aerodynamic lockable cross bars rated for bikes, boards, kayaks and a roof pod. Fit without drilling.',
    except: ['bus', 'convertible', 'coupe'],
  },
  {
    code: 'TB',
    name: 'Towbar',
    category: 'Towing & carrying',
    price: 1190,
    description:
      'A genuine towbar with wiring harness, rated to the vehicle’s braked towing capacity. Fitted and certified.',
    except: ['convertible', 'coupe', 'bus'],
  },
  {
    code: 'NB',
    name: 'Nudge bar',
    category: 'Protection',
    price: 1290,
    description:
      'A polished alloy nudge bar that protects the front end and mounts driving lights. Airbag compatible.',
    bodies: ['suv', '4x4', 'ute', 'cabChassis'],
  },
  {
    code: 'TC',
    name: 'Tonneau cover',
    category: 'Exterior',
    price: 990,
    description:
      'A soft clip-on cover that keeps the tub dry and out of sight, and rolls up in a minute when you need the space.',
    bodies: UTE,
  },
];

const makeCodes: Record<string, string> = {
  Toyota: 'TYT',
  Mazda: 'MZD',
  Hyundai: 'HYU',
  Kia: 'KIA',
  Ford: 'FRD',
  Volkswagen: 'VWA',
  Mitsubishi: 'MMC',
  Nissan: 'NIS',
  Subaru: 'SUB',
  'Isuzu UTE': 'ISZ',
  MG: 'MGM',
  'Suzuki Australia': 'SZK',
  'Mercedes Benz': 'MBZ',
  Honda: 'HON',
  Tesla: 'TSL',
  BYD: 'BYD',
};

export const accessoryPhotoPath = (code: string) => `/images/accessories/${code.toLowerCase()}.jpg`;

const offered = (k: Kind, body: BodyType) =>
  (!k.bodies || k.bodies.includes(body)) && !(k.except ?? []).includes(body);

/**
 * A model's accessories: every kind that suits its body (none for a model not yet on sale), with a
 * part number of the make's, and a price that rises with the body's size and the model's number.
 */
export function accessoriesFor(
  model: { slug: string; manufacturer: string; status: string | null },
  body: BodyType,
  index: number,
): Accessory[] {
  if (model.status === 'coming_soon') return [];
  const big = BIG.includes(body);
  return accessoryKinds
    .filter((k) => offered(k, body))
    .map((k) => ({
      id: `${makeCodes[model.manufacturer] ?? 'GEN'}-${k.code}${String(100 + index).padStart(4, '0')}`,
      model: model.slug,
      name: k.name,
      category: k.category,
      price: Math.round((k.price * (big ? 1.2 : 1) + (index % 4) * 10) / 10) * 10 - 1,
      description: k.description,
      image: { url: accessoryPhotoPath(k.code) },
    }));
}
