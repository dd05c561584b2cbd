/**
 * The sample photographs as SVG: five angles of a body in a paint (front and rear three-quarter,
 * drawn as solids by photo-solid.ts; side; interior; dashboard; a caravan's interior and kitchen),
 * a model's outdoor hero, home-page scenes of several cars, and a dealership's showroom.
 */
import type { BodyType } from '~/catalogue/car.schema.ts';

import { type Paint, paints } from './colours.ts';
import {
  type Angle,
  darken,
  HERO,
  lighten,
  outdoor,
  type Outline,
  outlineOf,
  paintDefs,
  PHOTO,
  placedProfile,
  profile,
  studio,
  svgDoc,
  trims,
} from './photo-parts.ts';
import { solidShot } from './photo-solid.ts';

// ---- angles ----
function sideShot(o: Outline, hex: string): string {
  const scene = studio(640, 427, 300);
  const car = profile(o, hex);
  return svgDoc(
    PHOTO.width,
    PHOTO.height,
    `<g transform="scale(${PHOTO.width / 640})">${scene}<defs>${paintDefs(hex)}</defs>` +
      `<ellipse cx="330" cy="300" rx="290" ry="16" fill="url(#shadow)"/>` +
      `<g transform="translate(0 600) scale(1 -1)" opacity="0.12">${car}</g>` +
      `<g transform="translate(0 13)">${car}</g></g>`,
  );
}

function interiorShot(o: Outline): string {
  const t = trims[o.trim];
  if (o.living) {
    return svgDoc(
      PHOTO.width,
      PHOTO.height,
      `<g transform="scale(${PHOTO.width / 640})">` +
        `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6f1e7"/><stop offset="1" stop-color="#e4dccb"/></linearGradient>` +
        `<linearGradient id="wood" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#a47b52"/><stop offset="1" stop-color="#c69c6d"/></linearGradient>` +
        `<linearGradient id="win" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8cc3e8"/><stop offset="1" stop-color="#e9f4fb"/></linearGradient></defs>` +
        `<rect width="640" height="427" fill="url(#wall)"/><path d="M0 330 L640 330 L640 427 L0 427 Z" fill="url(#wood)"/>` +
        `<rect x="40" y="40" width="560" height="60" rx="6" fill="#d9cdb4" stroke="#b8a888"/>${[0, 1, 2, 3].map((i) => `<line x1="${180 + i * 140}" y1="40" x2="${180 + i * 140}" y2="100" stroke="#b8a888"/>`).join('')}` +
        `<rect x="220" y="120" width="200" height="80" rx="10" fill="url(#win)" stroke="#9c8f77" stroke-width="4"/>` +
        `<rect x="120" y="230" width="400" height="100" rx="14" fill="${t.accent}"/><rect x="130" y="210" width="380" height="40" rx="14" fill="#f4efe6"/>` +
        `<rect x="160" y="186" width="110" height="40" rx="16" fill="#fff" stroke="#ddd"/><rect x="370" y="186" width="110" height="40" rx="16" fill="#fff" stroke="#ddd"/>` +
        `<rect x="130" y="228" width="380" height="30" fill="#5b7d99" opacity="0.85"/></g>`,
    );
  }
  const seat = (x: number) =>
    `<path d="M${x} 420 L${x + 10} 250 Q${x + 15} 200 ${x + 70} 195 Q${x + 125} 200 ${x + 130} 250 L${x + 140} 420 Z" fill="${t.seat}" stroke="${darken(t.seat, 0.35)}" stroke-width="2"/>` +
    `<rect x="${x + 40}" y="140" width="60" height="52" rx="16" fill="${t.seat}" stroke="${darken(t.seat, 0.35)}" stroke-width="2"/>` +
    `<line x1="${x + 70}" y1="205" x2="${x + 70}" y2="410" stroke="${darken(t.seat, 0.25)}" stroke-width="3"/>`;
  return svgDoc(
    PHOTO.width,
    PHOTO.height,
    `<g transform="scale(${PHOTO.width / 640})">` +
      `<defs><linearGradient id="view" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9ccbea"/><stop offset="0.7" stop-color="#e3f0f7"/><stop offset="1" stop-color="#8aa27a"/></linearGradient>` +
      `<linearGradient id="cabin" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(t.dash, 0.12)}"/><stop offset="1" stop-color="${t.dash}"/></linearGradient></defs>` +
      `<rect width="640" height="427" fill="url(#cabin)"/>` +
      `<path d="M70 40 L570 40 L610 170 L30 170 Z" fill="url(#view)"/>` +
      `<path d="M20 160 L620 160 L640 230 L0 230 Z" fill="${t.dash}"/>` +
      `<rect x="260" y="168" width="120" height="56" rx="6" fill="#0d1620" stroke="#444" stroke-width="2"/><rect x="268" y="176" width="104" height="40" rx="3" fill="#2f6f9f" opacity="0.8"/>` +
      `<circle cx="470" cy="195" r="48" fill="none" stroke="#111" stroke-width="12"/>` +
      seat(110) +
      seat(390) +
      `<rect x="262" y="300" width="116" height="127" rx="10" fill="${darken(t.seat, 0.3)}"/></g>`,
  );
}

function dashboardShot(o: Outline): string {
  const t = trims[o.trim];
  if (o.living) {
    return svgDoc(
      PHOTO.width,
      PHOTO.height,
      `<g transform="scale(${PHOTO.width / 640})">` +
        `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f3ea"/><stop offset="1" stop-color="#e2d8c5"/></linearGradient></defs>` +
        `<rect width="640" height="427" fill="url(#wall)"/>` +
        `<rect x="30" y="30" width="580" height="90" rx="6" fill="#c9a77f"/>${[0, 1, 2].map((i) => `<rect x="${45 + i * 190}" y="42" width="170" height="66" rx="4" fill="#d7b891"/>`).join('')}` +
        `<rect x="30" y="230" width="580" height="24" fill="#e9e6df" stroke="#bbb"/>` +
        `<rect x="30" y="254" width="580" height="173" fill="#b48f66"/>${[0, 1, 2].map((i) => `<rect x="${45 + i * 190}" y="270" width="170" height="140" rx="4" fill="#c49e73"/><rect x="${120 + i * 190}" y="285" width="24" height="5" rx="2" fill="#555"/>`).join('')}` +
        `<ellipse cx="200" cy="240" rx="70" ry="10" fill="#c8cdd2" stroke="#888"/><rect x="190" y="180" width="8" height="55" fill="#9aa"/>` +
        `${[0, 1].map((i) => `<circle cx="${420 + i * 80}" cy="240" r="22" fill="#2b2b2b"/><circle cx="${420 + i * 80}" cy="240" r="12" fill="none" stroke="#666" stroke-width="3"/>`).join('')}</g>`,
    );
  }
  const dial = (x: number) =>
    `<circle cx="${x}" cy="190" r="44" fill="#0b0c0e" stroke="${t.accent}" stroke-width="4"/>` +
    Array.from({ length: 9 }, (_, i) => {
      const a = Math.PI * (0.8 + (i * 1.4) / 8);
      return `<line x1="${(x + Math.cos(a) * 34).toFixed(1)}" y1="${(190 + Math.sin(a) * 34).toFixed(1)}" x2="${(x + Math.cos(a) * 40).toFixed(1)}" y2="${(190 + Math.sin(a) * 40).toFixed(1)}" stroke="#e8eef3" stroke-width="2"/>`;
    }).join('') +
    `<line x1="${x}" y1="190" x2="${x + 24}" y2="168" stroke="#ff5a36" stroke-width="3"/>`;
  return svgDoc(
    PHOTO.width,
    PHOTO.height,
    `<g transform="scale(${PHOTO.width / 640})">` +
      `<defs><linearGradient id="dash" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(t.dash, 0.18)}"/><stop offset="1" stop-color="${t.dash}"/></linearGradient>` +
      `<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f5f8f"/><stop offset="1" stop-color="#0a2236"/></linearGradient>` +
      `<linearGradient id="view" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a9d3ef"/><stop offset="1" stop-color="#eef6fa"/></linearGradient></defs>` +
      `<rect width="640" height="427" fill="url(#view)"/>` +
      `<path d="M0 110 Q320 70 640 110 L640 427 L0 427 Z" fill="url(#dash)"/>` +
      `<rect x="330" y="135" width="240" height="110" rx="18" fill="#101215"/>${dial(395)}${dial(505)}` +
      `<rect x="90" y="140" width="190" height="118" rx="10" fill="url(#screen)" stroke="#333" stroke-width="3"/>` +
      `<path d="M100 230 L150 190 L190 210 L240 165 L270 175" stroke="#7fd1ff" stroke-width="3" fill="none"/>` +
      `<circle cx="240" cy="165" r="5" fill="#ffcf40"/>` +
      `${[0, 1].map((i) => `<rect x="${105 + i * 100}" y="280" width="70" height="26" rx="8" fill="#0e0f11"/>${[0, 1, 2].map((j) => `<line x1="${110 + i * 100}" y1="${286 + j * 7}" x2="${170 + i * 100}" y2="${286 + j * 7}" stroke="#444" stroke-width="2"/>`).join('')}`).join('')}` +
      `<circle cx="450" cy="300" r="108" fill="none" stroke="#141518" stroke-width="22"/>` +
      `<path d="M350 310 Q450 330 550 310 L540 350 Q450 370 360 350 Z" fill="#141518"/>` +
      `<circle cx="450" cy="330" r="30" fill="#1c1d21" stroke="${t.accent}" stroke-width="3"/>` +
      `<rect x="150" y="330" width="40" height="70" rx="14" fill="#111"/><circle cx="170" cy="330" r="18" fill="${t.accent}"/></g>`,
  );
}

/** An outdoor hero of a model: its body in its paint on a road, sky varying by model. */
export function heroShot(body: BodyType, paint: Paint, variant: number): string {
  const o = outlineOf(body);
  const scale = HERO.width / 800;
  return svgDoc(
    HERO.width,
    HERO.height,
    `<g transform="scale(${scale})">${outdoor(800, 400, 280, variant)}<defs>${paintDefs(paint.hex)}</defs>` +
      `<ellipse cx="520" cy="332" rx="260" ry="16" fill="url(#shadow)"/>` +
      `<g transform="translate(250 30) scale(0.9)">${profile(o, paint.hex)}</g></g>`,
  );
}

/** A home-page scene: several cars on a road, nearest last (a yard, a caravan behind its tow car). */
export function sceneShot(cars: { body: BodyType; paint: Paint }[], variant: number): string {
  const scale = HERO.width / 800;
  const step = 560 / cars.length;
  const drawn = cars
    .map((c, i) => {
      const s = 0.62 + i * 0.06;
      const x = 40 + i * step * 0.95;
      const y = 300 - 300 * s + 28 + i * 10;
      return (
        `<ellipse cx="${x + 330 * s}" cy="${y + 300 * s}" rx="${280 * s}" ry="${14 * s}" fill="url(#c${i}shadow)"/>` +
        placedProfile(`c${i}`, c.body, c.paint.hex, x, y, s)
      );
    })
    .join('');
  return svgDoc(
    HERO.width,
    HERO.height,
    `<g transform="scale(${scale})">${outdoor(800, 400, 280, variant)}${drawn}</g>`,
  );
}

/** A dealership: a glass showroom under a sign band in the dealer's colour, cars out the front. */
export function showroomShot(colour: string, variant: number, service: boolean): string {
  const panes = Array.from(
    { length: 7 },
    (_, i) =>
      `<rect x="${150 + i * 70}" y="150" width="64" height="120" fill="url(#pane)" stroke="#2b3036" stroke-width="2"/>`,
  ).join('');
  const door = service
    ? `<rect x="90" y="160" width="120" height="110" fill="#3a3f45"/>${[0, 1, 2, 3, 4, 5].map((i) => `<line x1="90" y1="${172 + i * 17}" x2="210" y2="${172 + i * 17}" stroke="#555b62" stroke-width="3"/>`).join('')}`
    : '';
  const cars = [
    { body: 'suv' as BodyType, hex: paints[(variant + 5) % 8]!.hex, x: 70 },
    { body: 'hatch' as BodyType, hex: paints[(variant + 2) % 8]!.hex, x: 410 },
  ]
    .map((c, i) => placedProfile(`s${i}`, c.body, c.hex, c.x, 225, 0.5))
    .join('');
  return svgDoc(
    PHOTO.width,
    PHOTO.height,
    `<g transform="scale(${PHOTO.width / 640})">${outdoor(640, 427, 300, variant)}` +
      `<defs><linearGradient id="pane" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9fc3dc"/><stop offset="0.5" stop-color="#4f6f86"/><stop offset="1" stop-color="#b8d4e6"/></linearGradient></defs>` +
      `<rect x="60" y="110" width="560" height="190" fill="#e9ecef"/>` +
      `<rect x="60" y="100" width="560" height="44" fill="${colour}"/>` +
      `<rect x="60" y="144" width="560" height="6" fill="${darken(colour, 0.3)}"/>` +
      panes +
      door +
      `<rect x="0" y="296" width="640" height="8" fill="#9aa0a6"/>` +
      cars +
      `</g>`,
  );
}

export function drawPhoto(body: BodyType, paint: Paint, angle: Angle): string {
  const o = outlineOf(body);
  switch (angle) {
    case 'front':
    case 'rear':
      return solidShot(o, paint.hex, angle);
    case 'side':
      return sideShot(o, paint.hex);
    case 'interior':
      return interiorShot(o);
    case 'dashboard':
      return dashboardShot(o);
  }
}
