import type { BodyType } from '~/catalogue/car.schema.ts';
import type { modelCategories } from '~/catalogue/model-categories.ts';

type Category = (typeof modelCategories)[number];

export interface VehicleModel {
  name: string;
  body: BodyType;
  category: Category;
  /** New price range in AUD. */
  price: [number, number];
  badges: string[];
  series: string[];
  fuel: ('Petrol' | 'Diesel' | 'Hybrid' | 'Electric')[];
  trans: ('Automatic' | 'Manual')[];
  drive: string[];
  engine: number;
  cylinders: number;
  seats: number;
  doors: number;
  status?: 'coming_soon' | 'new';
}

/** A model with the common defaults (automatic, front-wheel drive, 2.0 L four, five seats and four doors). */
export const m = (
  name: string,
  body: BodyType,
  category: Category,
  price: [number, number],
  badges: string[],
  series: string[],
  fuel: VehicleModel['fuel'],
  o: Partial<VehicleModel> = {},
): VehicleModel => ({
  name,
  body,
  category,
  price,
  badges,
  series,
  fuel,
  trans: ['Automatic'],
  drive: ['FWD'],
  engine: 2.0,
  cylinders: 4,
  seats: 5,
  doors: 4,
  ...o,
});

export interface CaravanModel {
  name: string;
  body: BodyType;
  price: [number, number];
  badges: string[];
  length: [number, number];
  sleeps: number[];
  axle: string[];
}
