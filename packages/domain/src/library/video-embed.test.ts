import { describe, expect, it } from 'vitest';
import { VIDEO_FRAME_ORIGINS, videoOf } from './video-embed';

const youTube = (id: string, query = '') => ({
  kind: 'embed',
  provider: 'YouTube',
  src: `https://www.youtube-nocookie.com/embed/${id}${query}`,
});
const vimeo = (id: string, query = '') => ({
  kind: 'embed',
  provider: 'Vimeo',
  src: `https://player.vimeo.com/video/${id}${query}`,
});
const link = (href: string) => ({ kind: 'link', href });

describe("a training's video (spec §2 Training Library: the detail has a video URL)", () => {
  it.each([
    ['a YouTube watch address', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', youTube('dQw4w9WgXcQ')],
    [
      'with more parameters',
      'https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42',
      youTube('dQw4w9WgXcQ', '?start=42'),
    ],
    ['without www', 'https://youtube.com/watch?v=a_b-c1d2e3F', youTube('a_b-c1d2e3F')],
    ['the mobile site', 'https://m.youtube.com/watch?v=dQw4w9WgXcQ', youTube('dQw4w9WgXcQ')],
    ['a short link', 'https://youtu.be/dQw4w9WgXcQ?si=abc', youTube('dQw4w9WgXcQ')],
    ['a Short', 'https://www.youtube.com/shorts/dQw4w9WgXcQ', youTube('dQw4w9WgXcQ')],
    ['an embed address', 'https://www.youtube.com/embed/dQw4w9WgXcQ', youTube('dQw4w9WgXcQ')],
    [
      'already the privacy player',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      youTube('dQw4w9WgXcQ'),
    ],
    ['upper-case host', 'https://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ', youTube('dQw4w9WgXcQ')],
    ['plain http', 'http://www.youtube.com/watch?v=dQw4w9WgXcQ', youTube('dQw4w9WgXcQ')],
    ['spaces around it', '  https://youtu.be/dQw4w9WgXcQ  ', youTube('dQw4w9WgXcQ')],
    ['a Vimeo page', 'https://vimeo.com/76979871', vimeo('76979871')],
    ['a Vimeo channel video', 'https://vimeo.com/channels/staffpicks/76979871', vimeo('76979871')],
    ['a Vimeo player address', 'https://player.vimeo.com/video/76979871?h=abc', vimeo('76979871', '?h=abc')],
    ['a start in minutes', 'https://youtu.be/dQw4w9WgXcQ?t=1m30s', youTube('dQw4w9WgXcQ', '?start=90')],
    ['a start in hours', 'https://youtu.be/dQw4w9WgXcQ?t=1h0m5s', youTube('dQw4w9WgXcQ', '?start=3605')],
    [
      'an embed with its start',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?start=15',
      youTube('dQw4w9WgXcQ', '?start=15'),
    ],
    ['a start that is not one', 'https://youtu.be/dQw4w9WgXcQ?t=soon', youTube('dQw4w9WgXcQ')],
    ['a start of nothing', 'https://youtu.be/dQw4w9WgXcQ?t=0', youTube('dQw4w9WgXcQ')],
    ['an unlisted Vimeo page', 'https://vimeo.com/76979871/a1b2c3d4e5', vimeo('76979871', '?h=a1b2c3d4e5')],
    [
      'a Vimeo hash that is not one',
      'https://player.vimeo.com/video/76979871?h=%3Cscript%3E',
      vimeo('76979871'),
    ],
  ])('%s becomes its embed player', (_name, address, expected) => {
    expect(videoOf(address)).toEqual(expected);
  });

  it.each([
    ['another video site', 'https://videos.example.com/safety.mp4', 'https://videos.example.com/safety.mp4'],
    [
      'a YouTube channel, not a video',
      'https://www.youtube.com/@portico',
      'https://www.youtube.com/@portico',
    ],
    ['a watch address without an id', 'https://www.youtube.com/watch', 'https://www.youtube.com/watch'],
    ['an id of the wrong length', 'https://youtu.be/short', 'https://youtu.be/short'],
    ['a Vimeo page that is not a video', 'https://vimeo.com/about', 'https://vimeo.com/about'],
    [
      'a look-alike host',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    ],
  ])('%s is a plain link', (_name, address, href) => {
    expect(videoOf(address)).toEqual(link(href));
  });

  it.each([
    ['no address', null],
    ['an empty one', ''],
    ['only spaces', '   '],
    ['not an address', 'see the safety video'],
    ['a script', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,<script>alert(1)</script>'],
    ['a file path', 'file:///etc/passwd'],
  ])('%s shows nothing', (_name, address) => {
    expect(videoOf(address)).toBeNull();
  });

  it('frames only the two players, each an https origin', () => {
    expect(VIDEO_FRAME_ORIGINS).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    const embeds = ['https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/1'].map((address) => videoOf(address));
    for (const video of embeds) {
      expect(
        video?.kind === 'embed' && VIDEO_FRAME_ORIGINS.some((origin) => video.src.startsWith(`${origin}/`)),
      ).toBe(true);
    }
  });
});
