import type { APIRoute } from 'astro';
import config from 'virtual:dealer/config';

import { weeklyBudgetPrice } from '~/features/home/shortcuts.ts';
import { askVocabulary } from '~/features/search/ask/vocabulary.ts';
import { getSearch } from '~/features/search/search.server.ts';

/**
 * The words the search box understands for this dealer (makes, models, colours, features,
 * places, ranges with figures, "low km", a weekly budget's price), fetched when a buyer starts
 * typing, with either search provider.
 */
export const GET: APIRoute = () =>
  Response.json(askVocabulary(getSearch().records, config, weeklyBudgetPrice(config)));
