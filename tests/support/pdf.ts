import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  type PDFStream,
} from 'pdf-lib';

/** The pixel sizes of the pictures drawn on a PDF's first page. */
export function picturesOn(doc: PDFDocument): [number, number][] {
  const xobjects = doc.getPage(0).node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  if (!xobjects) return [];
  return xobjects.keys().map((key) => {
    const { dict } = xobjects.lookup(key) as PDFStream;
    const n = (name: string) => dict.lookup(PDFName.of(name), PDFNumber).asNumber();
    return [n('Width'), n('Height')];
  });
}

/**
 * The lines of text drawn on a PDF's first page, in order, with their font size and whether the
 * font is bold: read from the page's content streams (pdf-lib writes each line as a hex string
 * in a standard font's single-byte encoding, which is Latin-1 for the characters we draw).
 */
export function linesOn(doc: PDFDocument): { text: string; size: number; bold: boolean }[] {
  const contents = doc.getPage(0).node.Contents();
  const streams =
    contents instanceof PDFArray
      ? contents.asArray().map((ref) => doc.context.lookup(ref))
      : [contents];
  const lines: { text: string; size: number; bold: boolean }[] = [];
  for (const stream of streams) {
    if (!(stream instanceof PDFRawStream)) continue;
    const ops = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    let font = { size: 0, bold: false };
    for (const m of ops.matchAll(/\/(\S+) ([\d.]+) Tf|<([0-9A-F]*)> Tj/g))
      if (m[1]) font = { size: Number(m[2]), bold: m[1].includes('Bold') };
      else lines.push({ text: Buffer.from(m[3]!, 'hex').toString('latin1'), ...font });
  }
  return lines;
}
