/**
 * Up to two letters from the first and last words of a name, for avatars without a photo.
 * Kept in a module without zod: the header avatar is on the first screen, and zod would add
 * about 23 KB gzip to it.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return (first + last).toUpperCase();
}
