import { crc32 } from 'node:zlib';
import { sniffImage, type FileKind } from './file-kind.js';

// A picture the shop will serve to everyone (a product's pictures, issue 27), read by its
// structure rather than by its first bytes only: every JPEG segment, PNG chunk (CRC checked) and
// WebP chunk is walked, the metadata cameras and editors write (EXIF with its GPS position, XMP,
// IPTC, comments, text chunks) is left out of the copy kept, and a file that does not end where
// its format ends (a PNG header followed by HTML, a polyglot) is refused. No image library is
// needed: nothing is decoded or re-encoded, so the pixels stay exactly as uploaded.

export interface CleanImage extends FileKind {
  bytes: Buffer;
  width: number;
  height: number;
}

/** Larger pictures are refused: they would cost a buyer's phone its memory to decode. */
export const IMAGE_MAX_SIDE = 10_000;
export const IMAGE_MAX_PIXELS = 40_000_000;

/** Markup a browser might run if it ever sniffed the bytes as a page: refused anywhere in the file. */
const MARKUP = /<(?:!doctype|html|head|body|script|svg|iframe|object|embed|meta|\?xml)[\s/>]/i;

class Broken extends Error {}
const fail = (): never => {
  throw new Broken();
};

/** The picture cleaned of metadata with its size, or null when it is not a whole JPEG, PNG or WebP. */
export function cleanImage(input: Buffer): CleanImage | null {
  const kind = sniffImage(input);
  if (!kind) return null;
  try {
    const out = kind.ext === 'png' ? png(input) : kind.ext === 'jpg' ? jpeg(input) : webp(input);
    if (out.width < 1 || out.height < 1 || out.width > IMAGE_MAX_SIDE || out.height > IMAGE_MAX_SIDE || out.width * out.height > IMAGE_MAX_PIXELS) return null;
    // Markup in what is kept, or in what followed the picture's end, makes it a polyglot: refused.
    if (MARKUP.test(out.bytes.toString('latin1')) || (out.rest && MARKUP.test(out.rest.toString('latin1')))) return null;
    const { rest: _r, ...kept } = out;
    return { ...kind, ...kept };
  } catch (err) {
    if (err instanceof Broken || err instanceof RangeError) return null;
    throw err;
  }
}

/** `rest`: what followed the end of the picture (left out; looked at for markup). */
type Parsed = { bytes: Buffer; width: number; height: number; rest?: Buffer };

/** PNG chunks a picture needs to look right; text, time, EXIF and anything unknown are left out. */
const PNG_KEEP = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'pHYs', 'bKGD', 'acTL', 'fcTL', 'fdAT']);

function png(b: Buffer): Parsed {
  const parts: Buffer[] = [b.subarray(0, 8)];
  let at = 8;
  let width = 0;
  let height = 0;
  let first = true;
  for (;;) {
    if (at + 12 > b.length) fail();
    const length = b.readUInt32BE(at);
    const type = b.toString('latin1', at + 4, at + 8);
    if (!/^[A-Za-z]{4}$/.test(type) || length > b.length - at - 12) fail();
    const end = at + 12 + length;
    if (crc32(b.subarray(at + 4, at + 8 + length)) !== b.readUInt32BE(at + 8 + length)) fail();
    if (first) {
      if (type !== 'IHDR' || length !== 13) fail();
      width = b.readUInt32BE(at + 8);
      height = b.readUInt32BE(at + 12);
      first = false;
    }
    if (PNG_KEEP.has(type)) parts.push(b.subarray(at, end));
    at = end;
    if (type === 'IEND') break;
  }
  // Nothing may follow the end: that is where a polyglot hides its page.
  if (at !== b.length) fail();
  return { bytes: Buffer.concat(parts), width, height };
}

const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** APP segments kept: JFIF (APP0), an ICC colour profile (APP2) and Adobe's colour transform (APP14); the rest is metadata. */
function keepApp(marker: number, data: Buffer): boolean {
  if (marker === 0xe0) return data.toString('latin1', 0, 5) === 'JFIF\0';
  if (marker === 0xe2) return data.toString('latin1', 0, 12) === 'ICC_PROFILE\0';
  if (marker === 0xee) return data.toString('latin1', 0, 5) === 'Adobe';
  return false;
}

function jpeg(b: Buffer): Parsed {
  const parts: Buffer[] = [b.subarray(0, 2)];
  let at = 2;
  let width = 0;
  let height = 0;
  for (;;) {
    if (at + 2 > b.length || b[at] !== 0xff) fail();
    while (b[at + 1] === 0xff) at++;
    const marker = b[at + 1]!;
    if (marker === 0xd9) {
      parts.push(b.subarray(at, at + 2));
      break;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      parts.push(b.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (marker === 0xd8 || marker === 0x00) fail();
    const length = b.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > b.length) fail();
    const end = at + 2 + length;
    const data = b.subarray(at + 4, end);
    if (SOF.has(marker)) {
      if (length < 8) fail();
      height = data.readUInt16BE(1);
      width = data.readUInt16BE(3);
    }
    const metadata = (marker >= 0xe0 && marker <= 0xef && !keepApp(marker, data)) || marker === 0xfe;
    if (!metadata) parts.push(b.subarray(at, end));
    at = end;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is neither a stuffed 0xFF00 nor a restart.
      let scan = at;
      while (scan + 1 < b.length && !(b[scan] === 0xff && b[scan + 1] !== 0x00 && !(b[scan + 1]! >= 0xd0 && b[scan + 1]! <= 0xd7))) scan++;
      if (scan + 1 >= b.length) fail();
      parts.push(b.subarray(at, scan));
      at = scan;
    }
  }
  if (!width || !height) fail();
  // Anything after the end of the image (a camera's trailer, another file) is not kept.
  return { bytes: Buffer.concat(parts), width, height, rest: b.subarray(at + 2) };
}

function webp(b: Buffer): Parsed {
  if (b.readUInt32LE(4) + 8 !== b.length) fail();
  const parts: Buffer[] = [];
  let at = 12;
  let width = 0;
  let height = 0;
  let vp8x: Buffer | null = null;
  while (at < b.length) {
    if (at + 8 > b.length) fail();
    const type = b.toString('latin1', at, at + 4);
    const size = b.readUInt32LE(at + 4);
    const end = at + 8 + size + (size & 1);
    if (!/^[A-Z0-9 ]{4}$/.test(type) || end > b.length) fail();
    const data = b.subarray(at + 8, at + 8 + size);
    if (type === 'VP8X') {
      if (size < 10) fail();
      width = data.readUIntLE(4, 3) + 1;
      height = data.readUIntLE(7, 3) + 1;
      vp8x = Buffer.from(b.subarray(at, end));
      // The flags say EXIF and XMP are present; they are not any more.
      vp8x[8] = vp8x[8]! & ~0x0c;
      parts.push(vp8x);
    } else if (type === 'VP8 ') {
      if (size < 10 || data[3] !== 0x9d || data[4] !== 0x01 || data[5] !== 0x2a) fail();
      if (!vp8x) {
        width = data.readUInt16LE(6) & 0x3fff;
        height = data.readUInt16LE(8) & 0x3fff;
      }
      parts.push(b.subarray(at, end));
    } else if (type === 'VP8L') {
      if (size < 5 || data[0] !== 0x2f) fail();
      if (!vp8x) {
        const bits = data.readUInt32LE(1);
        width = (bits & 0x3fff) + 1;
        height = ((bits >> 14) & 0x3fff) + 1;
      }
      parts.push(b.subarray(at, end));
    } else if (type !== 'EXIF' && type !== 'XMP ') {
      parts.push(b.subarray(at, end));
    }
    at = end;
  }
  if (!width || !height) fail();
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length + 4, 4);
  head.write('WEBP', 8, 'latin1');
  return { bytes: Buffer.concat([head, body]), width, height };
}
