import config from 'virtual:dealer/config';

import { getSite } from '~/catalogue/site.server.ts';

import { checkedFile, type PriceBook, priceBook } from './price-agreement.ts';

let book: PriceBook | undefined;

/**
 * A file as the build makes it (src/middleware.ts), its prices checked against this build's cars
 * (price-agreement.ts). Each file is checked as it is made, so an incremental build reads none of
 * the files it keeps: they were checked when they were made, and a change to the check makes
 * every page again (page-keys.server.ts).
 */
export const pricesChecked = (file: Response, path: string): Promise<Response> =>
  checkedFile(file, path, (book ??= priceBook(getSite().listed, config, getSite().locations)));
