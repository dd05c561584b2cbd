import type { Published } from '~/services/published/index.server.ts';

import { pdfLogoPath } from './pdf.ts';

/**
 * The logo and the car's first photo for its PDF: the site's own pictures as the build published
 * them, a photo the stock feed names by its https address from its host. Either one that cannot
 * be read (not there, of a kind a PDF cannot embed, or its server not answering) is left out, with
 * a line in the log: the PDF is still worth having.
 */
export async function pdfPictures(
  published: Pick<Published, 'image' | 'feedPhoto'>,
  firstPhoto: string | undefined,
  logoSrc: string,
) {
  const read = (src: string | undefined) => {
    const reading = src?.startsWith('/')
      ? published.image(src)
      : src?.startsWith('https://')
        ? published.feedPhoto(src)
        : null;
    return reading
      ? reading.catch((e: unknown) => {
          console.warn(`[pdf] a picture was left out: ${(e as Error).message}`);
          return null;
        })
      : null;
  };
  const [logo, photo] = await Promise.all([read(pdfLogoPath(logoSrc)), read(firstPhoto)]);
  return { logo, photo };
}
