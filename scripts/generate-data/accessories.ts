/**
 * Sample genuine accessories (spec §2 /{model slug}/accessories, §3 accessories_count): a range per
 * catalogue model that suits its body, priced fitted, with a studio photo per kind of accessory
 * drawn here as SVG (520x292 cards, drawn at twice that).
 */
import type { BodyType } from '~/catalogue/car.schema.ts';
import type { Accessory, AccessoryCategory } from '~/catalogue/model.schema.ts';

import { studio, svgDoc } from './photo-parts.ts';

/** The size the photos are drawn at: twice the 520x292 card. */
export const ACCESSORY_PHOTO = { width: 1040, height: 584 } as const;

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

const rubber = '#1f2226';
const steel = '#2b2f34';

/** Each kind's product, drawn on the studio backdrop (640x360 units). */
const drawings: Record<string, string> = {
  FM: [0, 1]
    .map(
      (i) =>
        `<g transform="translate(${150 + i * 190} ${70 + i * 16}) rotate(${-6 + i * 8})">` +
        `<path d="M0 20 Q0 0 20 0 H150 Q170 0 172 24 L180 200 Q180 222 160 222 H22 Q2 222 4 200 Z" fill="${rubber}" stroke="#0d0e10" stroke-width="3"/>` +
        `<path d="M14 30 H158 L164 196 H20 Z" fill="#2a2e33"/>` +
        Array.from(
          { length: 9 },
          (_, j) =>
            `<line x1="24" y1="${46 + j * 17}" x2="158" y2="${46 + j * 17}" stroke="#15171a" stroke-width="5"/>`,
        ).join('') +
        `<rect x="66" y="176" width="48" height="12" rx="3" fill="#9aa1a8"/></g>`,
    )
    .join(''),
  CL:
    `<path d="M120 110 L520 110 L560 270 Q560 290 540 290 H100 Q80 290 80 270 Z" fill="${rubber}" stroke="#0d0e10" stroke-width="3"/>` +
    `<path d="M140 128 H500 L530 262 H110 Z" fill="#2b2f34"/>` +
    Array.from(
      { length: 10 },
      (_, j) =>
        `<line x1="${160 + j * 36}" y1="136" x2="${140 + j * 40}" y2="256" stroke="#1a1c20" stroke-width="6"/>`,
    ).join(''),
  TL:
    `<path d="M90 90 H550 V280 H90 Z" fill="${rubber}" stroke="#0d0e10" stroke-width="3"/>` +
    `<path d="M110 106 H530 V264 H110 Z" fill="#2c3035"/>` +
    Array.from(
      { length: 12 },
      (_, j) => `<rect x="${126 + j * 34}" y="116" width="14" height="140" rx="4" fill="#212428"/>`,
    ).join('') +
    `<rect x="90" y="80" width="460" height="14" rx="5" fill="#16181b"/>`,
  WS: [0, 1]
    .map(
      (i) =>
        `<g transform="translate(${60 + i * 280} ${90 + i * 40}) scale(1.5 1.6)">` +
        `<path d="M0 60 Q60 0 170 10 L170 30 Q80 26 6 84 Z" fill="#2a3440" opacity="0.9" stroke="#11161c" stroke-width="2"/>` +
        `<path d="M14 62 Q70 16 160 20" fill="none" stroke="#9fb6c9" stroke-width="3" opacity="0.6"/></g>`,
    )
    .join(''),
  MF: [0, 1]
    .map(
      (i) =>
        `<g transform="translate(${200 + i * 150} ${70 + i * 10})">` +
        `<path d="M0 0 H110 V170 Q110 200 80 204 L30 204 Q0 200 0 170 Z" fill="${rubber}" stroke="#0d0e10" stroke-width="3"/>` +
        `<rect x="12" y="10" width="86" height="12" rx="4" fill="#30343a"/>` +
        `<rect x="30" y="150" width="50" height="14" rx="3" fill="#a0a7ae"/></g>`,
    )
    .join(''),
  RR: [0, 1]
    .map(
      (i) =>
        `<g transform="translate(0 ${i * 90})">` +
        `<rect x="${110 - i * 30}" y="120" width="${420 + i * 60}" height="22" rx="11" fill="${steel}"/>` +
        `<rect x="${118 - i * 30}" y="124" width="${404 + i * 60}" height="6" rx="3" fill="#6d747c"/>` +
        [140 - i * 30, 480 + i * 30]
          .map(
            (x) =>
              `<path d="M${x} 140 h30 l6 42 h-42 Z" fill="#16181b"/><rect x="${x - 8}" y="182" width="46" height="8" rx="3" fill="#0e0f11"/>`,
          )
          .join('') +
        `</g>`,
    )
    .join(''),
  TB:
    `<rect x="120" y="150" width="400" height="34" rx="8" fill="${steel}"/>` +
    `<rect x="130" y="156" width="380" height="8" rx="3" fill="#5a6067"/>` +
    `<rect x="290" y="170" width="60" height="110" rx="6" fill="#23272b"/>` +
    `<rect x="270" y="240" width="100" height="44" rx="6" fill="#1b1e22"/>` +
    `<circle cx="320" cy="216" r="9" fill="#8d949b"/>` +
    `<rect x="312" y="198" width="16" height="44" fill="#b9c0c6"/>` +
    `<circle cx="320" cy="190" r="26" fill="url(#chrome)"/>` +
    `<rect x="420" y="200" width="48" height="30" rx="6" fill="#101113"/><circle cx="444" cy="215" r="8" fill="#444a50"/>`,
  NB:
    `<path d="M150 260 V150 Q150 90 210 90 H430 Q490 90 490 150 V260" fill="none" stroke="#3a3f45" stroke-width="32" stroke-linecap="round"/>` +
    `<path d="M150 260 V150 Q150 90 210 90 H430 Q490 90 490 150 V260" fill="none" stroke="url(#chrome)" stroke-width="24" stroke-linecap="round"/>` +
    `<path d="M210 150 H430" stroke="url(#chrome)" stroke-width="20" stroke-linecap="round"/>` +
    [230, 410]
      .map(
        (x) =>
          `<rect x="${x - 12}" y="150" width="24" height="130" rx="6" fill="#2a2e33"/><circle cx="${x}" cy="120" r="22" fill="#f5f2e6" stroke="#2a2e33" stroke-width="6"/>`,
      )
      .join(''),
  TC:
    `<path d="M90 120 L550 110 L560 250 L80 260 Z" fill="#17191c" stroke="#0a0b0c" stroke-width="3"/>` +
    Array.from(
      { length: 5 },
      (_, j) =>
        `<path d="M${100 + j * 4} ${146 + j * 22} L${548 - j * 2} ${138 + j * 22}" stroke="#24272b" stroke-width="3"/>`,
    ).join('') +
    [130, 250, 370, 490]
      .map((x) => `<rect x="${x}" y="252" width="18" height="12" rx="2" fill="#8d949b"/>`)
      .join(''),
};

const defs =
  '<defs><linearGradient id="chrome" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f6f8"/>' +
  '<stop offset="0.45" stop-color="#9aa1a8"/><stop offset="0.55" stop-color="#5f666d"/><stop offset="1" stop-color="#d9dde1"/></linearGradient>' +
  '<radialGradient id="floorshadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>';

/** The studio photo of one kind of accessory, as SVG. */
export function accessoryShot(code: string): string {
  const { width, height } = ACCESSORY_PHOTO;
  return svgDoc(
    width,
    height,
    `<g transform="scale(${width / 640})">${studio(640, 360, 250)}${defs}` +
      `<ellipse cx="320" cy="292" rx="260" ry="26" fill="url(#floorshadow)"/>${drawings[code]}</g>`,
  );
}
