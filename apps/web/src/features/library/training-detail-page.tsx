import '../../lib/mantine-styles-later';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { LoadingSpinner } from '../../components/loading-state';
import { PageTitle } from '../../components/page-title';
import { isApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { DOC_TEXT_FIELDS } from '@portico/domain/library/library-schema';
import { langOf, OnlyInMark } from '../../components/bilingual/only-in-mark';
import { useShownInEach } from '../../components/bilingual/use-shown-in';
import { useTrainingDoc } from './api/get-training-doc';
import { AttachmentLinks } from './attachment-links';
import { VideoPlayer } from './video-player';
import { formatLibraryTerm } from './library-labels';

export const TRAINING_NOT_FOUND_MESSAGE = msg`This training was not found.`;

/** `/helpDocs/:id`: a training with its description, embedded video and files to download. */
export function TrainingDetailPage() {
  const { id = '' } = useParams();
  const training = useTrainingDoc(id);
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const shownOf = useShownInEach(DOC_TEXT_FIELDS);

  if (training.isPending) return <LoadingSpinner label={t`Loading the training`} />;
  if (training.isError) {
    const missing = isApiError(training.error, 404) || isApiError(training.error, 400);
    return (
      <>
        <PageTitle title={t`Training Details`} />
        <Alert color={missing ? 'gray' : 'red'} variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
          {missing ? i18n._(TRAINING_NOT_FOUND_MESSAGE) : t`The training could not be loaded.`}
        </Alert>
      </>
    );
  }
  const doc = training.data;
  const shown = shownOf(doc);
  const facts = [
    ['type', t`Type:`, formatLibraryTerm(doc.trainingType ?? doc.type)],
    ['category', t`Category:`, `${formatLibraryTerm(doc.category)} · ${formatLibraryTerm(doc.subCategory)}`],
    ['region', t`Region:`, doc.region && formatLibraryTerm(doc.region)],
    ['group', t`Group:`, doc.group],
    ['added', t`Added:`, formatDate(doc.createdAt)],
  ].filter(([, , value]) => value);
  return (
    <>
      <PageTitle title={shown.texts.name} lang={langOf(shown)} />
      <Stack gap="lg">
        <Group gap="lg">
          <OnlyInMark shown={shown} />
          {facts.map(([key, label, value]) => (
            <Text key={key} size="sm">
              <strong>{label}</strong> {value}
            </Text>
          ))}
        </Group>
        {shown.texts.description && (
          <Text style={{ whiteSpace: 'pre-line' }} lang={langOf(shown)}>
            {shown.texts.description}
          </Text>
        )}
        {doc.videoUrl && (
          <section aria-labelledby="training-video">
            <Title order={2} fz="h4" id="training-video" mb="sm">
              <Trans>Video</Trans>
            </Title>
            <VideoPlayer url={doc.videoUrl} title={shown.texts.name} />
          </section>
        )}
        <Paper withBorder p="md" component="section" aria-labelledby="training-attachments">
          <Title order={2} fz="h4" id="training-attachments" mb="sm">
            <Trans>Attachments</Trans>
          </Title>
          <AttachmentLinks attachments={doc.attachments} />
        </Paper>
      </Stack>
    </>
  );
}
