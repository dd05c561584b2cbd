/**
 * The one module of the site that reads the environment: through Astro's `astro:env`, which
 * checked every variable the schema declares (src/services/env.ts) when this module loaded, so a
 * missing or malformed one has already stopped the site with its name.
 */
import { getSecret, NETLIFY } from 'astro:env/server';

import type { ReadEnv } from './env.ts';

export const readEnv: ReadEnv = (name) => getSecret(name) || undefined;

/** Built for Netlify (one function per request, nothing kept on its disk). */
export const onNetlify: boolean = NETLIFY;
