import type { APIRoute } from 'astro';
import config from 'virtual:dealer/config';

export const prerender = true;

export const GET: APIRoute = () =>
  new Response(
    `User-agent: *\nDisallow: /api/\nDisallow: /print\nDisallow: /_styleguide\nAllow: /\n\nSitemap: ${config.url.replace(/\/+$/, '')}/sitemap.xml\n`,
    {
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    },
  );
