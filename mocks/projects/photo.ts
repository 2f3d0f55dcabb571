import { encodePng, type Rgb } from '../shared/png';

/**
 * The candidates' photos (designed: `PROJECT_PATHS.candidatePhoto`): the demo has no pictures of
 * people, so each candidate with `photo` true gets a portrait silhouette on a colour chosen by
 * their id. Made on each request; nothing is stored.
 */

const SIZE = 96;

/** Muted colours that carry a light silhouette well. */
const BACKGROUNDS: readonly Rgb[] = [
  [0x3f, 0x5d, 0x7d],
  [0x5b, 0x6e, 0x4f],
  [0x7a, 0x4e, 0x5c],
  [0x4c, 0x6f, 0x73],
  [0x6b, 0x5b, 0x86],
  [0x8a, 0x63, 0x3e],
  [0x45, 0x55, 0x63],
];

function hash(value: string): number {
  let result = 0;
  for (const char of value) result = (result * 31 + char.charCodeAt(0)) >>> 0;
  return result;
}

function mix(from: Rgb, to: Rgb, share: number): Rgb {
  const blend = (a: number, b: number) => Math.round(a * (1 - share) + b * share);
  return [blend(from[0], to[0]), blend(from[1], to[1]), blend(from[2], to[2])];
}

/** A 96 x 96 PNG: head and shoulders in a light tint of the candidate's colour. */
export function candidatePhotoPng(candidateId: string): Uint8Array<ArrayBuffer> {
  const background = BACKGROUNDS[hash(candidateId) % BACKGROUNDS.length] ?? [0x45, 0x55, 0x63];
  const figure = mix(background, [0xff, 0xff, 0xff], 0.6);
  return encodePng(SIZE, SIZE, (x, y) => {
    const head = (x - 48) ** 2 + (y - 38) ** 2 <= 18 ** 2;
    const shoulders = ((x - 48) / 36) ** 2 + ((y - 98) / 34) ** 2 <= 1;
    return head || shoulders ? figure : background;
  });
}
