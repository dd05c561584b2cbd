import config from 'virtual:dealer/config';

import { isInStock } from '~/catalogue/availability.ts';
import type { Model } from '~/catalogue/model.schema.ts';
import { getSite } from '~/catalogue/site.server.ts';
import {
  carNames,
  makeModelName,
  manufacturerDisplayName,
  modelDisplayName,
} from '~/features/car/labels.ts';
import { modelUrl, searchMakeModelUrl } from '~/features/content/links.ts';
import { modelStatusLabel } from '~/features/content/menu.ts';
import type { SearchRecord } from '~/features/search/record.ts';
import { getSearch } from '~/features/search/search.server.ts';

/** A model page's facts (spec Screens, States), for the models this site shows where features.modelPages is on. */
export interface ModelPage {
  model: Model;
  /** The page's path (the dealer file's brand.modelUrl pattern, or the model's override_url). */
  path: string;
  name: string;
  label: 'Upcoming' | 'All-New' | null;
  ourStock: string | null;
  /** New and demo cars of the model in stock. */
  inStock: number;
}

export function modelPages(): ModelPage[] {
  if (!config.features.modelPages) return [];
  const site = getSite();
  // New and demo cars in stock by make and model as shown, counted in one pass over the stock.
  const inStock = new Map<string, number>();
  for (const c of site.listed) {
    if (c.status !== 'in_stock' || c.car_type === 'used') continue;
    const names = carNames(c);
    const key = `${names.make}|${names.model}`;
    inStock.set(key, (inStock.get(key) ?? 0) + 1);
  }
  return site.models.flatMap((model) => {
    const path = modelUrl(config, model);
    if (!path.startsWith('/')) return []; // an override on another site
    const make = manufacturerDisplayName(model.manufacturer);
    const shown = modelDisplayName(model.manufacturer, model.name);
    return [
      {
        model,
        path,
        name: makeModelName(model.manufacturer, model.name),
        label: modelStatusLabel(model.status),
        ourStock:
          model.status === 'coming_soon'
            ? null
            : searchMakeModelUrl(model.manufacturer, model.name),
        inStock: inStock.get(`${make}|${shown}`) ?? 0,
      },
    ];
  });
}

let stockByModel: Map<string, SearchRecord[]> | undefined;

/**
 * A model page's new and demo cars in stock with a price, cheapest first, by the model's name as
 * shown ('Toyota RAV4'): grouped in one pass over the search records for the whole build, not per page.
 */
export function modelStock(name: string): SearchRecord[] {
  if (!stockByModel) {
    stockByModel = new Map();
    for (const r of getSearch().records) {
      if (r.car_type === 'used' || !isInStock(r) || r.price <= 0) continue;
      const key = makeModelName(r.make, r.model);
      stockByModel.set(key, [...(stockByModel.get(key) ?? []), r]);
    }
    for (const list of stockByModel.values()) list.sort((a, b) => a.price - b.price);
  }
  return stockByModel.get(name) ?? [];
}
