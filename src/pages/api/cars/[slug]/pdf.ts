import type { APIRoute } from 'astro';

import { carBySlug } from '~/features/car/cars.server.ts';
import { carPdf } from '~/features/car/page/pdf.ts';
import { pdfPictures } from '~/features/car/page/pdf-pictures.server.ts';
import { clientId } from '~/server/api.server.ts';
import { json, rateLimiter, TOO_MANY } from '~/server/http.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

/** A PDF costs ~50 ms of CPU: a visitor prints a few, a script gets 429. */
const allow = rateLimiter(20);

/** GET /api/cars/{slug}/pdf: the car's PDF, made from the build's own copy of the car (the same facts as its page). */
export const GET: APIRoute = async (ctx) => {
  const slug = ctx.params.slug ?? '';
  if (!allow(clientId(ctx))) return json({ error: TOO_MANY }, 429, { 'Retry-After': '60' });
  const car = /^[a-z0-9-]{1,200}$/.test(slug) ? await carBySlug(slug) : null;
  if (!car) return json({ error: 'This car is no longer listed, so its PDF cannot be made.' }, 404);
  try {
    const { name, phone, url, theme } = services.config;
    const bytes = await carPdf(
      car,
      { name, phone, url },
      await pdfPictures(services.published(), car.images[0], theme.logo.src),
    );
    return new Response(Buffer.from(bytes), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${slug}.pdf"`,
        'Cache-Control': 'no-store',
      },
    });
  } catch (e) {
    console.error(`[pdf] ${slug}: ${(e as Error).name}`);
    return json({ error: 'The PDF could not be made. Please try again.' }, 500);
  }
};
