/**
 * A tiny PNG writer for pictures the mock makes in code (the candidates' photos): 8-bit RGB,
 * no compression (zlib "stored" blocks), so it needs neither Node's zlib nor a library and
 * runs the same in the browser's demo and in Node.
 */

export type Rgb = readonly [red: number, green: number, blue: number];

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The most a stored deflate block holds. */
const MAX_STORED_BLOCK = 0xffff;

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let crc = index;
  for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const uint32 = (value: number) => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];

function chunk(type: string, data: Uint8Array): number[] {
  const typed = new Uint8Array(4 + data.length);
  typed.set(Array.from(type, (char) => char.charCodeAt(0)));
  typed.set(data, 4);
  return [...uint32(data.length), ...typed, ...uint32(crc32(typed))];
}

/** A zlib stream of stored (uncompressed) deflate blocks. */
function zlibStored(raw: Uint8Array): Uint8Array {
  const out: number[] = [0x78, 0x01];
  for (let offset = 0; offset < raw.length || offset === 0; offset += MAX_STORED_BLOCK) {
    const block = raw.subarray(offset, offset + MAX_STORED_BLOCK);
    const final = offset + MAX_STORED_BLOCK >= raw.length ? 1 : 0;
    out.push(final, block.length & 0xff, block.length >>> 8, ~block.length & 0xff, (~block.length >>> 8) & 0xff);
    for (const byte of block) out.push(byte);
  }
  out.push(...uint32(adler32(raw)));
  return Uint8Array.from(out);
}

/** An RGB PNG of `width` x `height` whose pixels `pixel(x, y)` gives (0-255 per channel). */
export function encodePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => Rgb,
): Uint8Array<ArrayBuffer> {
  const rowLength = 1 + width * 3;
  const raw = new Uint8Array(rowLength * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * rowLength] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const [red, green, blue] = pixel(x, y);
      raw.set([red, green, blue], y * rowLength + 1 + x * 3);
    }
  }
  const header = Uint8Array.from([...uint32(width), ...uint32(height), 8, 2, 0, 0, 0]);
  return Uint8Array.from([
    ...SIGNATURE,
    ...chunk('IHDR', header),
    ...chunk('IDAT', zlibStored(raw)),
    ...chunk('IEND', new Uint8Array()),
  ]);
}
