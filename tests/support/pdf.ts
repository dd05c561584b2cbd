import { PDFDict, type PDFDocument, PDFName, PDFNumber, type PDFStream } from 'pdf-lib';

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
