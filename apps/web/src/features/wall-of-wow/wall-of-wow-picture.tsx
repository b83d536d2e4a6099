import { Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IMAGE_EXTENSIONS, imageProblem } from '@portico/domain/wall-of-wow/wall-of-wow-image-rules';
import type { WallOfWowAdminRow } from '@portico/domain/wall-of-wow/wall-of-wow-admin';
import { FileUploader, type UploaderRules } from '../../components/file-uploader';
import { useUploadWallOfWowImage } from './api/change-wall-of-wow';

const PICTURE_UPLOADS: UploaderRules = {
  extensions: IMAGE_EXTENSIONS,
  problem: imageProblem,
  hint: `One picture, up to 15 MB: ${IMAGE_EXTENSIONS.join(', ')}`,
};

/** An entry's picture as the dashboard card shows it, and the upload that sets or replaces it. */
export function WallOfWowPicture({
  entry,
  onUploaded,
}: {
  entry: WallOfWowAdminRow;
  onUploaded: () => void;
}) {
  const upload = useUploadWallOfWowImage(entry.id);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="wall-of-wow-picture">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="wall-of-wow-picture">
          Picture
        </Title>
        {entry.imageUrl ? (
          <Image
            src={entry.imageUrl}
            alt={`Picture for ${entry.winner.name}${entry.imageName ? ` (${entry.imageName})` : ''}`}
            maw={420}
            h={180}
            fit="cover"
            radius="sm"
          />
        ) : (
          <Text c="dimmed" size="sm">
            No picture yet: the dashboard shows this month without one until it is added.
          </Text>
        )}
        <FileUploader
          upload={async (file) => {
            await upload.mutateAsync(file);
            onUploaded();
          }}
          uploading={upload.isPending}
          rules={PICTURE_UPLOADS}
          multiple={false}
          buttonLabel={entry.imageUrl ? 'Replace picture' : 'Add picture'}
        />
      </Stack>
    </Paper>
  );
}
