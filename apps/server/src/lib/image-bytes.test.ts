import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cleanImage } from './image-bytes.js';

// The picture reader (issue 27) on whole files of each kind, and on every cut and many damaged
// copies of them: it answers a picture or null, and never throws (a throw would be a 500).

const chunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
};
function png(w: number, h: number) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(w * 3, 200)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('eXIf', Buffer.from('MM\0*GPS secret')),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: h }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const seg = (marker: number, data: Buffer) => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
};
const jpeg = () =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    seg(0xe1, Buffer.from('Exif\0\0GPS secret', 'latin1')),
    seg(0xc0, Buffer.from([8, 0x00, 0x30, 0x00, 0x40, 1, 1, 0x11, 0])),
    seg(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd9]),
  ]);
/** A lossless WebP's container: VP8L of 30 × 20 with EXIF and XMP chunks beside it. */
function webp() {
  const vp8l = Buffer.alloc(10);
  vp8l[0] = 0x2f;
  vp8l.writeUInt32LE(29 | (19 << 14), 1);
  const vp8x = Buffer.alloc(10);
  vp8x[0] = 0x0c;
  vp8x.writeUIntLE(29, 4, 3);
  vp8x.writeUIntLE(19, 7, 3);
  const riffChunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.write(type, 0, 'latin1');
    head.writeUInt32LE(data.length, 4);
    return Buffer.concat([head, data, data.length & 1 ? Buffer.alloc(1) : Buffer.alloc(0)]);
  };
  const body = Buffer.concat([riffChunk('VP8X', vp8x), riffChunk('VP8L', vp8l), riffChunk('EXIF', Buffer.from('GPS secret')), riffChunk('XMP ', Buffer.from('<x:xmpmeta/>'))]);
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length + 4, 4);
  head.write('WEBP', 8, 'latin1');
  return Buffer.concat([head, body]);
}

describe('cleanImage', () => {
  it('reads each kind with its size and leaves the metadata out', () => {
    const files: [Buffer, string, number, number][] = [
      [png(7, 5), 'image/png', 7, 5],
      [jpeg(), 'image/jpeg', 64, 48],
      [webp(), 'image/webp', 30, 20],
    ];
    for (const [bytes, mime, width, height] of files) {
      const out = cleanImage(bytes);
      expect(out, mime).toMatchObject({ mime, width, height });
      expect(out!.bytes.includes(Buffer.from('GPS secret')), mime).toBe(false);
    }
    const w = cleanImage(webp())!.bytes;
    expect(w.readUInt32LE(4) + 8).toBe(w.length);
    expect(w[20]! & 0x0c).toBe(0);
  });

  it('refuses a picture too large to decode', () => {
    expect(cleanImage(png(10_001, 1))).toBeNull();
    // 8,000 × 8,000 is within the side limit but past the pixels a phone should decode (the header says so; nothing is decoded).
    const header = png(1, 1);
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(8_000, 0);
    ihdr.writeUInt32BE(8_000, 4);
    ihdr[8] = 8;
    ihdr[9] = 2;
    const big = Buffer.concat([header.subarray(0, 8), chunk('IHDR', ihdr), header.subarray(33)]);
    expect(cleanImage(big)).toBeNull();
    ihdr.writeUInt32BE(5_000, 4);
    expect(cleanImage(Buffer.concat([header.subarray(0, 8), chunk('IHDR', ihdr), header.subarray(33)]))).toMatchObject({ width: 8_000, height: 5_000 });
  });

  it('never throws on a cut or damaged file', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (const whole of [png(3, 3), jpeg(), webp()]) {
      for (let n = 0; n <= whole.length; n++) expect(() => cleanImage(whole.subarray(0, n))).not.toThrow();
      for (let i = 0; i < 300; i++) {
        const bad = Buffer.from(whole);
        for (let k = 0; k < 3; k++) bad[Math.floor(random() * bad.length)] = Math.floor(random() * 256);
        expect(() => cleanImage(bad)).not.toThrow();
      }
    }
  });
});
