/*
 * Spec §2 Training Library: a training's detail shows its video. A YouTube or Vimeo address is
 * shown in the player those sites offer for embedding; any other web address is a plain link.
 */

/** YouTube's privacy-enhanced player (no cookies until the video is played). */
const YOUTUBE_EMBED = 'https://www.youtube-nocookie.com';
const VIMEO_EMBED = 'https://player.vimeo.com';

/** The only origins the portal frames: its Content-Security-Policy's frame-src. */
export const VIDEO_FRAME_ORIGINS = [YOUTUBE_EMBED, VIMEO_EMBED] as const;

export type VideoProvider = 'YouTube' | 'Vimeo';

export type Video = { kind: 'embed'; provider: VideoProvider; src: string } | { kind: 'link'; href: string };

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const YOUTUBE_NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
/** The hash an unlisted Vimeo video needs (`h=`), as Vimeo writes it. */
const VIMEO_HASH = /^[\da-f]{1,40}$/i;
/** A YouTube start: seconds (`90`, `90s`) or `1h2m3s`; each part bounded, nothing to backtrack. */
const YOUTUBE_START = /^(?:(\d{1,2})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s?)?$/;

/** The start second a YouTube address gives (`t=` or `start=`), if any. */
function youTubeStart(url: URL): number | undefined {
  const given = (url.searchParams.get('t') ?? url.searchParams.get('start') ?? '').slice(0, 16);
  const parts = given ? YOUTUBE_START.exec(given) : null;
  if (!parts) return undefined;
  const [hours, minutes, seconds] = [parts[1], parts[2], parts[3]].map((part) => Number(part ?? 0));
  const start = hours! * 3600 + minutes! * 60 + seconds!;
  return start > 0 ? start : undefined;
}

/** An unlisted video's hash: `?h=` on a player address, or the page address's second part. */
function vimeoHash(url: URL, segments: readonly string[]): string | undefined {
  const hash = url.hostname === 'player.vimeo.com' ? url.searchParams.get('h') : segments[1];
  return hash && VIMEO_HASH.test(hash) ? hash : undefined;
}

function youTubeId(url: URL): string | undefined {
  const segments = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'youtu.be') return segments[0];
  if (YOUTUBE_NOCOOKIE_HOSTS.has(url.hostname)) return segments[0] === 'embed' ? segments[1] : undefined;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return undefined;
  if (segments[0] === 'watch' && segments.length === 1) return url.searchParams.get('v') ?? undefined;
  if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '') && segments.length === 2)
    return segments[1];
  return undefined;
}

function vimeoId(url: URL): string | undefined {
  if (!VIMEO_HOSTS.has(url.hostname)) return undefined;
  const segments = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'player.vimeo.com') return segments[0] === 'video' ? segments[1] : undefined;
  // vimeo.com/123 (or /123/hash, unlisted), vimeo.com/channels/staffpicks/123,
  // vimeo.com/groups/x/videos/123: the video's number.
  if (segments.length === 2 && VIMEO_ID.test(segments[0] ?? '') && VIMEO_HASH.test(segments[1] ?? ''))
    return segments[0];
  const last = segments.at(-1);
  return segments.length === 1 || ['channels', 'groups', 'album'].includes(segments[0] ?? '')
    ? last
    : undefined;
}

/**
 * How a training's video address is shown: YouTube (watch, short-link, shorts, live or embed
 * address) and Vimeo (page, channel or player address) become their embed player's address,
 * keeping what the player needs from it (YouTube's start time, an unlisted Vimeo video's hash);
 * any other http(s) address is a link; anything else (empty, not a URL, another scheme such as
 * `javascript:`) is not shown at all.
 */
export function videoOf(address: string | null | undefined): Video | null {
  const text = (address ?? '').trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.hostname = url.hostname.toLowerCase();
  const youTube = youTubeId(url);
  if (youTube !== undefined && YOUTUBE_ID.test(youTube)) {
    const start = youTubeStart(url);
    const query = start ? `?start=${start}` : '';
    return { kind: 'embed', provider: 'YouTube', src: `${YOUTUBE_EMBED}/embed/${youTube}${query}` };
  }
  const vimeo = vimeoId(url);
  if (vimeo !== undefined && VIMEO_ID.test(vimeo)) {
    const hash = vimeoHash(url, url.pathname.split('/').filter(Boolean));
    const query = hash ? `?h=${hash}` : '';
    return { kind: 'embed', provider: 'Vimeo', src: `${VIMEO_EMBED}/video/${vimeo}${query}` };
  }
  return { kind: 'link', href: url.href };
}
