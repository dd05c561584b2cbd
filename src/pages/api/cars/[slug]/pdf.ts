import type { APIRoute } from 'astro';

import type { BuiltCar } from '~/features/vehicle/built-car.ts';
import { carBySlug } from '~/features/vehicle/cars.server.ts';
import { carPdf, pdfLogoPath } from '~/features/vehicle/pdf.ts';
import { clientId } from '~/server/api.server.ts';
import { json, rateLimiter, TOO_MANY } from '~/server/http.server.ts';
import { services } from '~/services/index.server.ts';

export const prerender = false;

/** A PDF costs ~50 ms of CPU: a visitor prints a few, a script gets 429. */
const allow = rateLimiter(20);

/**
 * The logo and the car's first photo, as the build published them. Either one that cannot be read
 * (not published, or the deploy not answering) is left out: the PDF is still worth having.
 */
async function pdfPictures(car: BuiltCar, logoSrc: string) {
  const published = services.published();
  const read = (path: string | undefined) =>
    path?.startsWith('/')
      ? published.image(path).catch((e: unknown) => {
          console.warn(`[pdf] a picture was left out: ${(e as Error).message}`);
          return null;
        })
      : null;
  const [logo, photo] = await Promise.all([read(pdfLogoPath(logoSrc)), read(car.images[0])]);
  return { logo, photo };
}

/** GET /api/cars/{slug}/pdf: the car's PDF, made from the build's own copy of the car (the same facts as its page). */
export const GET: APIRoute = async (ctx) => {
  const slug = ctx.params.slug ?? '';
  if (!allow(clientId(ctx))) return json({ error: TOO_MANY }, 429, { 'Retry-After': '60' });
  const car = /^[a-z0-9-]{1,200}$/.test(slug) ? await carBySlug(slug) : null;
  if (!car) return json({ error: 'This car is no longer listed, so its PDF cannot be made.' }, 404);
  try {
    const { name, phone, url, theme } = services.config;
    const bytes = await carPdf(car, { name, phone, url }, await pdfPictures(car, theme.logo.src));
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
