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
  // vimeo.com/123, vimeo.com/channels/staffpicks/123, vimeo.com/groups/x/videos/123: the last number.
  const last = segments.at(-1);
  return segments.length === 1 || ['channels', 'groups', 'album'].includes(segments[0] ?? '')
    ? last
    : undefined;
}

/**
 * How a training's video address is shown: YouTube (watch, short-link, shorts, live or embed
 * address) and Vimeo (page, channel or player address) become their embed player's address;
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
    return { kind: 'embed', provider: 'YouTube', src: `${YOUTUBE_EMBED}/embed/${youTube}` };
  }
  const vimeo = vimeoId(url);
  if (vimeo !== undefined && VIMEO_ID.test(vimeo)) {
    return { kind: 'embed', provider: 'Vimeo', src: `${VIMEO_EMBED}/video/${vimeo}` };
  }
  return { kind: 'link', href: url.href };
}
