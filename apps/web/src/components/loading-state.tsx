import { Box, Loader, Skeleton, Stack, VisuallyHidden, type MantineSize } from '@mantine/core';

/*
 * Loading cues that screen readers hear by name. A label on a plain <span> or <div> is not
 * announced (and axe rejects it as a prohibited attribute), so each cue is a `status` region:
 * the spinner is decoration and the words sit beside it, visually hidden.
 */

/** A small spinner that says what is loading. */
export function LoadingSpinner({ label, size = 'sm' }: { label: string; size?: MantineSize | number }) {
  return (
    <Box component="span" role="status" display="inline-flex">
      <Loader size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Box>
  );
}

/** One grey block of a placeholder: its height, and its width or a circle where it is not full width. */
export interface PlaceholderBlock {
  height: number;
  width?: string;
  circle?: boolean;
}

/** Grey blocks the shape of what is coming, named for screen readers. */
export function LoadingPlaceholder({
  label,
  blocks,
}: {
  label: string;
  blocks: readonly PlaceholderBlock[];
}) {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={label}>
      {blocks.map((block, index) => (
        <Skeleton key={index} height={block.height} width={block.width} circle={block.circle} />
      ))}
    </Stack>
  );
}
