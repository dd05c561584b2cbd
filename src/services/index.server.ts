import { clientDir } from 'virtual:dealer/build';
import config from 'virtual:dealer/config';

import { createServices } from './create.server.ts';
import { onNetlify, readEnv } from './env.server.ts';

/** This dealer's services, for the site's routes and pages (tests build their own with createServices). */
export const services = createServices(config, readEnv, { onNetlify, clientDir });
