import { Image, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IMAGE_EXTENSIONS, imageProblem } from '@portico/domain/wall-of-wow/wall-of-wow-image-rules';
import type { WallOfWowAdminRow } from '@portico/domain/wall-of-wow/wall-of-wow-admin';
import { FileUploader, type UploaderRules } from '../../components/file-uploader';
import { useUploadWallOfWowImage } from './api/change-wall-of-wow';

/** An entry's picture as the dashboard card shows it, and the upload that sets or replaces it. */
export function WallOfWowPicture({
  entry,
  onUploaded,
}: {
  entry: WallOfWowAdminRow;
  onUploaded: () => void;
}) {
  const upload = useUploadWallOfWowImage(entry.id);
  const { t } = useLingui();
  const extensions = IMAGE_EXTENSIONS.join(', ');
  const rules: UploaderRules = {
    extensions: IMAGE_EXTENSIONS,
    problem: imageProblem,
    hint: t`One picture, up to 15 MB: ${extensions}`,
  };
  const winnerName = entry.winner.name;
  const imageName = entry.imageName;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="wall-of-wow-picture">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="wall-of-wow-picture">
          <Trans>Picture</Trans>
        </Title>
        {entry.imageUrl ? (
          <Image
            src={entry.imageUrl}
            alt={imageName ? t`Picture for ${winnerName} (${imageName})` : t`Picture for ${winnerName}`}
            maw={420}
            h={180}
            fit="cover"
            radius="sm"
          />
        ) : (
          <Text c="dimmed" size="sm">
            <Trans>No picture yet: the dashboard shows this month without one until it is added.</Trans>
          </Text>
        )}
        <FileUploader
          upload={async (file) => {
            await upload.mutateAsync(file);
            onUploaded();
          }}
          uploading={upload.isPending}
          rules={rules}
          multiple={false}
          buttonLabel={entry.imageUrl ? t`Replace picture` : t`Add picture`}
        />
      </Stack>
    </Paper>
  );
}
