import { resolve } from 'node:path';

import { DEMO_DEALER } from '../../src/config/demo.ts';

/**
 * What a build or a command takes from its environment, read here only: the dealer (DEALER, the
 * demo dealer by default), where the dealer files and the data are (dealers/ and data/, or the
 * folders DEALERS_DIR and DATA_DIR name: the tests build and check scratch copies), and the build's
 * "now" when BUILD_NOW fixes it. astro.config.mjs, src/content.config.ts and the scripts share it;
 * the running site's services read theirs through astro:env (src/services/env.server.ts).
 */
export function buildEnv(env: NodeJS.ProcessEnv = process.env) {
  return {
    dealer: env.DEALER || DEMO_DEALER,
    dealersDir: resolve(env.DEALERS_DIR || 'dealers'),
    dataDir: resolve(env.DATA_DIR || 'data'),
    at: env.BUILD_NOW ? new Date(env.BUILD_NOW) : null,
  };
}
