/**
 * Spec §2: each card's initials avatar has a colour derived from the person's name, so the same
 * person has the same colour on every tab, every visit and in a downloaded picture. Every colour
 * carries white initials at the WCAG AA contrast of 4.5:1 or more.
 */
export const AVATAR_COLOURS = [
  '#1864ab', // blue
  '#0b7285', // cyan
  '#087f5b', // teal
  '#2b7a3b', // green
  '#8a5a00', // amber
  '#b4400a', // orange
  '#c92a2a', // red
  '#a61e4d', // pink
  '#862e9c', // grape
  '#5f3dc4', // violet
  '#364fc7', // indigo
  '#495057', // grey
] as const;

export type AvatarColour = (typeof AVATAR_COLOURS)[number];

/** FNV-1a (32 bit): a small, well-spread string hash that is the same in every browser. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The name as written on different records ("drew  okafor ", "Drew Okafor") gives one colour. */
export function avatarColourOf(name: string): AvatarColour {
  const key = name.trim().replace(/\s+/g, ' ').toLowerCase();
  return AVATAR_COLOURS[fnv1a(key) % AVATAR_COLOURS.length]!;
}
