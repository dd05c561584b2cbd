/**
 * Probes of a built car for the renderer's tests: the material a ray meets from one side, the
 * surface's normal at a point.
 */
import type { buildCar } from './car.ts';

/** The material where a ray along -z (from the camera's side) first meets the body at (x, y). */
export const sideMaterial = (car: ReturnType<typeof buildCar>, x: number, y: number) => {
  let z = -200;
  for (let i = 0; i < 400 && car.sdf(x, y, z) > 0.05; i++)
    z += Math.max(0.02, car.sdf(x, y, z) * 0.8);
  return car.material(x, y, z, 0, 0, -1);
};

/** The material where a ray along +x meets the nose (drawn on the left) at (y, z). */
export const faceMaterial = (car: ReturnType<typeof buildCar>, y: number, z: number) => {
  let x = car.box.minX - 50;
  for (let i = 0; i < 400 && car.sdf(x, y, z) > 0.05; i++)
    x += Math.max(0.02, car.sdf(x, y, z) * 0.8);
  return car.material(x, y, z, -1, 0, 0);
};

/** The material where a ray along -x meets the back (drawn on the right) at (y, z). */
export const backMaterial = (car: ReturnType<typeof buildCar>, y: number, z: number) => {
  let x = car.box.maxX + 50;
  for (let i = 0; i < 400 && car.sdf(x, y, z) > 0.05; i++)
    x -= Math.max(0.02, car.sdf(x, y, z) * 0.8);
  return car.material(x, y, z, 1, 0, 0);
};

/** The surface's normal at a point, from the distance field. */
export const normalOf = (car: ReturnType<typeof buildCar>, x: number, y: number, z: number) => {
  const e = 0.3;
  const g = [
    car.sdf(x + e, y, z) - car.sdf(x - e, y, z),
    car.sdf(x, y + e, z) - car.sdf(x, y - e, z),
    car.sdf(x, y, z + e) - car.sdf(x, y, z - e),
  ];
  const l = Math.hypot(...g);
  return g.map((v) => v / l) as [number, number, number];
};
