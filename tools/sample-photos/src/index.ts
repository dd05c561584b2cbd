/**
 * `npm run data:photos`: renders every exterior photo the sample data names
 * (`/images/photos/{backdrop}/{body}-{paint}-{front|side|rear}.jpg`), one ray-marched light
 * pass per body, backdrop and angle, then each paint from it; each catalogue model's hero
 * (`/images/models/{slug}.jpg`) on a road or a forecourt; the home-page scenes
 * (`/images/heroes/`); each location's building (`/images/locations/`); each body's interior and
 * dashboard; each accessory's studio shot. Slow (seconds a picture, a minute an interior), so it
 * is its own step after `npm run data:generate`, split across the machine's cores; files no data
 * names are removed. `-- --only scenes,locations` renders some kinds alone (photos, interiors,
 * heroes, scenes, locations, accessories); `-- --bodies hatch,suv` only the pictures that show one
 * of those bodies (after a change to its shape).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';

import sharp from 'sharp';

import type { BodyType } from '~/catalogue/car.schema.ts';

import { accessoryKinds, accessoryPhotoPath } from '../../../scripts/generate-data/accessories.ts';
import { locationShots, modelHeroes } from '../../../scripts/generate-data/catalogue.ts';
import { paints } from '../../../scripts/generate-data/colours.ts';
import { paints as allPaints } from '../../../scripts/generate-data/colours.ts';
import { photoPath, scenePath, scenes } from '../../../scripts/generate-data/photos.ts';
import { accessory } from './accessories.ts';
import { backdrop, type BackdropName, backdropNames } from './backdrops.ts';
import { dealership } from './building.ts';
import type { View } from './camera.ts';
import { buildCar, plateFor } from './car.ts';
import { develop } from './develop.ts';
import { cabin } from './interior.ts';
import { livingRoom } from './living.ts';
import { HERO, outlineOf, PHOTO, photoBodies, photoBody, trims } from './outlines.ts';
import { renderLight } from './render.ts';
import { group } from './scene.ts';
import { tent } from './tent.ts';

/** The size accessory photos are drawn at: twice the 520x292 card. */
const ACCESSORY_PHOTO = { width: 1040, height: 584 } as const;

const EXTERIOR = /\/images\/photos\/([a-z]+)\/([a-zA-Z]+)-([a-z]+)-(front|side|rear)\.jpg/g;

/** Writes 8-bit RGB pixels as a JPEG, as a dealer's photographer's would arrive (its folder made). */
async function writeJpeg(path: string, pixels: Buffer, width: number, height: number) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(
    path,
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 74, mozjpeg: true, chromaSubsampling: '4:2:0' })
      .toBuffer(),
  );
}

export interface Pass {
  backdrop: BackdropName;
  body: BodyType;
  view: View;
  paints: string[];
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsonFiles(path);
    return name.endsWith('.json') ? [path] : [];
  });
}

/** The render passes the data in `dataDir` needs, in a stable order. */
export function passes(dataDir: string): Pass[] {
  const wanted = new Map<string, Pass>();
  for (const file of jsonFiles(dataDir)) {
    for (const [, bd, body, paint, view] of readFileSync(file, 'utf8').matchAll(EXTERIOR)) {
      if (!(backdropNames as readonly string[]).includes(bd!))
        throw new Error(`${file}: unknown photo backdrop '${bd}'`);
      const key = `${bd}/${body}/${view}`;
      const pass = wanted.get(key) ?? {
        backdrop: bd as BackdropName,
        body: body as BodyType,
        view: view as View,
        paints: [],
      };
      if (!pass.paints.includes(paint!)) pass.paints.push(paint!);
      wanted.set(key, pass);
    }
  }
  return [...wanted.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, p]) => ({ ...p, paints: p.paints.sort() }));
}

export const photoFile = (bd: string, body: string, paint: string, view: string) =>
  join('images', 'photos', bd, `${body}-${paint}-${view}.jpg`);

/** Renders one pass and writes its paints' JPEGs under `publicDir`. */
export async function renderPass(pass: Pass, publicDir: string, samples = 2): Promise<void> {
  // Each place's cars of a body wear their own plate, so one dealer's SUVs are not another's.
  const car = buildCar(pass.body, false, plateFor(`${pass.backdrop}/${pass.body}`));
  const light = renderLight(car, pass.backdrop, pass.view, PHOTO.width, PHOTO.height, samples);
  const { exposure } = backdrop(pass.backdrop);
  for (const slug of pass.paints) {
    const paint = paints.find((p) => p.slug === slug);
    if (!paint) throw new Error(`unknown paint '${slug}' in a photo path`);
    const pixels = develop(light, paint.hex, exposure, slug.length * 7919 + pass.body.length);
    await writeJpeg(
      join(publicDir, photoFile(pass.backdrop, pass.body, slug, pass.view)),
      pixels,
      light.width,
      light.height,
    );
  }
}

export interface Hero {
  slug: string;
  body: BodyType;
  paint: string;
  backdrop: BackdropName;
  /** Three-quarters from the front, as a brochure's cover; from the back where that is taken. */
  view: View;
  /** The model's own camera: how far round from its axis (degrees) and how high. */
  turn: number;
  height: number;
}

/** The heroes' cameras, taken in turn by the catalogue's models: a brochure's angles. */
const turns = [38, 34, 42, 30, 46];
const heights = [105, 118, 94];

/**
 * The models' heroes: a caravan or motorhome on gravel, a car on a road or a forecourt, seen
 * three-quarters from the front, from one of fifteen cameras (`turns` by `heights`, taken in turn
 * down the catalogue) and wearing the model's own plates. Two models of one body in one paint
 * there would still be nearly one picture, so each model after the first moves to a setting its
 * body is not shown in, in that paint, by any other (a yard, a showroom, the studio), and once
 * every setting is taken, to one of them seen three-quarters from the back.
 */
export function heroes(): Hero[] {
  const all = modelHeroes().map((h) => {
    // Caravans, campers and motorhomes are shown where they are sold and used: on gravel, in a
    // yard, on the road; never indoors.
    const living = outlineOf(h.body).living === true;
    const first: BackdropName = living ? 'gravel' : h.variant % 3 === 2 ? 'forecourt' : 'road';
    const settings: BackdropName[] = living
      ? [first, 'yard', 'road']
      : [first, 'road', 'forecourt', 'yard', 'showroom', 'studio'];
    const shots = (['front', 'rear'] as const).flatMap((view) =>
      settings.map((backdrop) => ({ backdrop, view })),
    );
    const key = (shot: { backdrop: BackdropName; view: View }) =>
      `${h.body}/${h.paint}/${shot.backdrop}/${shot.view}`;
    return { h, shots, key };
  });
  const taken = new Set<string>();
  const kept = all.map((a) => {
    if (taken.has(a.key(a.shots[0]!))) return false;
    taken.add(a.key(a.shots[0]!));
    return true;
  });
  return all.map((a, i) => {
    let shot = a.shots[0]!;
    if (!kept[i]) {
      shot = a.shots.find((s) => !taken.has(a.key(s))) ?? shot;
      taken.add(a.key(shot));
    }
    const turn = turns[a.h.variant % turns.length]!;
    const height = heights[Math.floor(a.h.variant / turns.length) % heights.length]!;
    return { slug: a.h.slug, body: a.h.body, paint: a.h.paint, ...shot, turn, height };
  });
}

export const heroFile = (slug: string) => join('images', 'models', `${slug}.jpg`);

export async function renderHero(hero: Hero, publicDir: string, samples = 2): Promise<void> {
  const car = buildCar(hero.body, false, plateFor(hero.slug));
  car.cameraTurn = hero.turn;
  car.cameraHeight = hero.height;
  const light = renderLight(car, hero.backdrop, hero.view, HERO.width, HERO.height, samples);
  const paint = paints.find((p) => p.slug === hero.paint)!;
  const pixels = develop(light, paint.hex, backdrop(hero.backdrop).exposure, hero.slug.length * 31);
  await writeJpeg(join(publicDir, heroFile(hero.slug)), pixels, light.width, light.height);
}

/** Where each home-page scene is: a yard's front row, a city forecourt, a caravan on gravel. */
const sceneBackdrops: Record<string, BackdropName> = {
  yard: 'yard',
  city: 'forecourt',
  caravan: 'gravel',
};

/**
 * A home-page scene: its cars parked side by side in a row, or a caravan hitched behind its tow
 * car (turned round, drawbar to the towbar).
 */
export async function renderScene(
  scene: (typeof scenes)[number],
  publicDir: string,
  samples = 2,
): Promise<void> {
  const towing = scene.cars.some((c) => outlineOf(c.body).towed);
  const cars = scene.cars.map((c) => buildCar(c.body, towing));
  let x = 0;
  const items = cars.map((car, i) => {
    const length = car.box.maxX - car.box.minX;
    if (towing) {
      const at = x + length / 2;
      x += length + 12;
      return { car, x: at, z: 0, yaw: car.towed ? Math.PI : 0 };
    }
    // Side by side about 4 m apart (a bay and a half), each a little further along, so that the
    // row steps back from the camera with every car's face in view.
    return { car, x: i * 60, z: -i * 420, yaw: 0 };
  });
  const solid = group(items);
  const bd = sceneBackdrops[scene.name] ?? 'yard';
  const light = renderLight(solid, bd, 'front', HERO.width, HERO.height, samples, cars.length);
  const pixels = develop(
    light,
    scene.cars.map((c) => c.paint.hex),
    backdrop(bd).exposure,
    scene.name.length * 17,
  );
  await writeJpeg(join(publicDir, scenePath(scene.name)), pixels, light.width, light.height);
}

/** The cars parked out the front of each location's building. */
const locationCars: [BodyType, BodyType] = ['suv', 'hatch'];

/** A location's photograph: its building, two cars out the front, on a forecourt or a yard. */
export async function renderLocation(
  shot: ReturnType<typeof locationShots>[number],
  publicDir: string,
  samples = 2,
): Promise<void> {
  const bd: BackdropName = shot.variant % 2 ? 'yard' : 'forecourt';
  const solid = dealership(shot.service, locationCars, shot.sign);
  const light = renderLight(solid, bd, 'front', PHOTO.width, PHOTO.height, samples, 3);
  const pixels = develop(
    light,
    [shot.colour, allPaints[(shot.variant + 5) % 8]!.hex, allPaints[(shot.variant + 2) % 8]!.hex],
    backdrop(bd).exposure,
    shot.variant + 3,
  );
  await writeJpeg(join(publicDir, shot.path), pixels, light.width, light.height);
}

/**
 * What a body's interior or dashboard shot shows, and its slot 0 colour: a car's cabin in its
 * trim (a van's load space); a caravan's bed end and kitchen in its joinery's timber; a
 * motorhome's living space (its rear lounge) in its own, and its cab for its dashboard; a camper trailer's tent in its
 * canvas, and its kitchen.
 */
export function inside(body: BodyType, angle: 'interior' | 'dashboard') {
  const o = outlineOf(body);
  const living = o.living && !(angle === 'dashboard' && o.cabin);
  const solid = o.tent ? tent(angle) : living ? livingRoom(angle, o.lounge) : cabin(angle, o.cabin);
  const colour = o.tent ? '#c4b494' : living ? o.joinery! : trims[o.trim].seat;
  return { solid, colour };
}

/** A body's interior and dashboard (a caravan's bed end and kitchen), seen with daylight outside. */
export async function renderInside(
  body: BodyType,
  angle: 'interior' | 'dashboard',
  publicDir: string,
  samples = 2,
): Promise<void> {
  const { solid, colour } = inside(body, angle);
  const { width, height } = PHOTO;
  const light = renderLight(solid, solid.backdrop ?? 'road', 'front', width, height, samples);
  const pixels = develop(light, colour, 1.35, body.length + angle.length);
  await writeJpeg(join(publicDir, photoPath(body, '', angle)), pixels, light.width, light.height);
}

/** An accessory's product photograph on the studio floor. */
export async function renderAccessory(code: string, publicDir: string, samples = 2): Promise<void> {
  const { width, height } = ACCESSORY_PHOTO;
  const light = renderLight(accessory(code), 'studio', 'front', width, height, samples);
  const pixels = develop(light, '#000000', backdrop('studio').exposure, code.charCodeAt(0));
  await writeJpeg(join(publicDir, accessoryPhotoPath(code)), pixels, width, height);
}

async function main() {
  const root = resolve(import.meta.dirname, '../../..');
  const dataDir = join(root, 'data');
  const publicDir = join(root, 'public');
  const all = passes(dataDir);
  const models = heroes();
  type Kind = 'photos' | 'interiors' | 'heroes' | 'scenes' | 'locations' | 'accessories';
  // What each picture shows: its kind, and the bodies in it.
  const everything: { kind: Kind; bodies: BodyType[]; run: () => Promise<string> }[] = [
    ...all.map((p) => ({
      kind: 'photos' as const,
      bodies: [p.body],
      run: async () => {
        await renderPass(p, publicDir);
        return `${p.backdrop}/${p.body}/${p.view}: ${p.paints.length} paints`;
      },
    })),
    ...photoBodies.flatMap((body) =>
      (['interior', 'dashboard'] as const).map((angle) => ({
        kind: 'interiors' as const,
        bodies: [body],
        run: async () => {
          await renderInside(body, angle, publicDir);
          return `${body} ${angle}`;
        },
      })),
    ),
    ...models.map((h) => ({
      kind: 'heroes' as const,
      bodies: [h.body],
      run: async () => {
        await renderHero(h, publicDir);
        return `hero ${h.slug} (${h.backdrop})`;
      },
    })),
    ...scenes.map((sc) => ({
      kind: 'scenes' as const,
      bodies: sc.cars.map((c) => c.body),
      run: async () => {
        await renderScene(sc, publicDir);
        return `scene ${sc.name}`;
      },
    })),
    ...accessoryKinds.map((k) => ({
      kind: 'accessories' as const,
      bodies: [],
      run: async () => {
        await renderAccessory(k.code, publicDir);
        return `accessory ${k.code}`;
      },
    })),
    ...locationShots().map((shot) => ({
      kind: 'locations' as const,
      bodies: locationCars,
      run: async () => {
        await renderLocation(shot, publicDir);
        return `location ${shot.path}`;
      },
    })),
  ];
  // `-- --only scenes,locations` renders those kinds alone.
  const only = process.argv.indexOf('--only');
  const kinds = only > 0 ? process.argv[only + 1]!.split(',') : null;
  // `-- --bodies hatch` renders only the pictures with a hatch in them (a model whose photos are
  // drawn as a hatch counts).
  const bodiesAt = process.argv.indexOf('--bodies');
  const bodies = bodiesAt > 0 ? (process.argv[bodiesAt + 1] ?? '').split(',') : null;
  const unknown = bodies?.filter((b) => !(photoBodies as readonly string[]).includes(b)) ?? [];
  if (unknown.length)
    throw new Error(
      `--bodies: no photos are drawn as '${unknown.join("', '")}' (the bodies are ${photoBodies.join(', ')})`,
    );
  const jobs = everything
    .filter((j) => !kinds || kinds.includes(j.kind))
    .filter((j) => !bodies || j.bodies.some((b) => bodies.includes(photoBody(b))))
    .map((j) => j.run);
  const shard = process.argv.indexOf('--shard');
  if (shard > 0) {
    const [i, n] = process.argv[shard + 1]!.split('/').map(Number) as [number, number];
    for (let k = i; k < jobs.length; k += n) {
      const t = Date.now();
      console.log(`${await jobs[k]!()}, ${Date.now() - t} ms`);
    }
    return;
  }
  // Remove the photos no data names, then render across the cores.
  const keep = new Set(
    all.flatMap((p) => p.paints.map((c) => photoFile(p.backdrop, p.body, c, p.view))),
  );
  for (const bd of backdropNames) {
    const dir = join(publicDir, 'images', 'photos', bd);
    for (const f of (() => {
      try {
        return readdirSync(dir);
      } catch {
        return [];
      }
    })())
      if (!keep.has(join('images', 'photos', bd, f))) rmSync(join(dir, f));
  }
  const heroDir = join(publicDir, 'images', 'models');
  const heroNames = new Set(models.map((h) => `${h.slug}.jpg`));
  for (const f of readdirSync(heroDir)) if (!heroNames.has(f)) rmSync(join(heroDir, f));
  const n = Math.max(1, Math.min(availableParallelism(), 4));
  console.log(`Rendering ${jobs.length} pictures on ${n} processes…`);
  const runs = Array.from(
    { length: n },
    (_, i) =>
      new Promise<void>((ok, fail) => {
        const child = spawn(
          process.execPath,
          [
            ...process.execArgv,
            process.argv[1]!,
            '--shard',
            `${i}/${n}`,
            ...(kinds ? ['--only', kinds.join(',')] : []),
            ...(bodies ? ['--bodies', bodies.join(',')] : []),
          ],
          { stdio: 'inherit' },
        );
        child.on('exit', (code) =>
          code === 0 ? ok() : fail(new Error(`shard ${i} exited ${code}`)),
        );
      }),
  );
  await Promise.all(runs);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
