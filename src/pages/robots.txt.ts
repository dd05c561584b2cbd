import type { APIRoute } from 'astro';
import config from 'virtual:dealer/config';

import { robotsTxt } from '~/features/feeds/robots.ts';

export const prerender = true;

export const GET: APIRoute = () =>
  new Response(robotsTxt(config), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
