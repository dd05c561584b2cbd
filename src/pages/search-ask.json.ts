import type { APIRoute } from 'astro';
import config from 'virtual:dealer/config';

import { weeklyBudgetPrice } from '~/features/home/shortcuts.ts';
import { askVocabulary } from '~/features/search/ask/vocabulary.ts';
import { getSearch } from '~/features/search/search.server.ts';

/**
 * The words the phrase reader understands for this dealer (makes, models, colours, features,
 * places, ranges with figures, "low km", a weekly budget's price), with either search provider,
 * for a browser to fetch with the reader.
 */
export const GET: APIRoute = () =>
  Response.json(askVocabulary(getSearch().records, config, weeklyBudgetPrice(config)));
