import config from 'virtual:dealer/config';
import type { APIRoute } from 'astro';
import type { CarJson } from '../../../../features/vehicle/car-json.ts';
import { carPdf } from '../../../../features/vehicle/pdf.server.ts';
import { json } from '../../../../server/http.server.ts';

export const prerender = false;

/** GET /api/cars/{slug}/pdf: the car's PDF, made from its per-car JSON (the same facts as its page). */
export const GET: APIRoute = async ({ params, request }) => {
  const slug = params.slug ?? '';
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) return json({ error: 'No such car.' }, 404);
  const res = await fetch(new URL(`/cars/${slug}.json`, request.url)).catch(() => null);
  if (!res?.ok) return json({ error: 'This car is no longer listed, so its PDF cannot be made.' }, 404);
  try {
    const bytes = await carPdf((await res.json()) as CarJson, { name: config.name, phone: config.phone, url: config.url });
    return new Response(Buffer.from(bytes), { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${slug}.pdf"`, 'Cache-Control': 'no-store' } });
  } catch (e) {
    console.error(`[pdf] ${slug}: ${(e as Error).message}`);
    return json({ error: 'The PDF could not be made. Please try again.' }, 500);
  }
};
