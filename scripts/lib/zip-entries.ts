/**
 * The files a zip archive holds, read from its central directory (the zip format's own table of
 * contents, PKWARE APPNOTE 4.3.12 and 4.3.16): each file's name and unpacked size. Enough to say
 * what a function zip carries and how large it unpacks; no file is extracted.
 */
export interface ZipEntry {
  name: string;
  size: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;

export function zipEntries(zip: Buffer): ZipEntry[] {
  // The end record is the last 22 bytes, or earlier by an archive comment of up to 64 KB.
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--)
    if (zip.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  if (end < 0) throw new Error('not a zip archive: no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (zip.readUInt32LE(at) !== DIRECTORY_ENTRY)
      throw new Error('zip central directory is broken');
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    entries.push({ name: zip.toString('utf8', at + 46, at + 46 + nameLength), size });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
