import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, AspectRatio, Text } from '@mantine/core';
import { videoOf } from '@portico/domain/library/video-embed';

/**
 * A training's video: a YouTube or Vimeo address plays in that site's embed player, in a
 * sandboxed frame (scripts and the player's own origin only: no top navigation, no forms, no
 * pop-ups); any other address is a link; none shows nothing.
 */
export function VideoPlayer({ url, title }: { url: string | null; title: string }) {
  const { t } = useLingui();
  const video = videoOf(url);
  if (!video) return null;
  if (video.kind === 'link') {
    return (
      <Text>
        <Anchor href={video.href} target="_blank" rel="noopener noreferrer">
          <Trans>Watch the video</Trans>
        </Anchor>
      </Text>
    );
  }
  const provider = video.provider;
  return (
    <AspectRatio ratio={16 / 9} maw={800}>
      <iframe
        src={video.src}
        title={t`${title} (${provider} video)`}
        sandbox="allow-scripts allow-same-origin allow-presentation"
        allow="encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
        style={{ border: 0 }}
      />
    </AspectRatio>
  );
}
