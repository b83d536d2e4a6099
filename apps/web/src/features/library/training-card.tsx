import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Card, Group, Text } from '@mantine/core';
import { IconPaperclip, IconPlayerPlay } from '@tabler/icons-react';
import { DOC_TEXT_FIELDS, type TrainingDocSummary } from '@portico/domain/library/library-schema';
import { langOf, OnlyInMark } from '../../components/bilingual/only-in-mark';
import { useShownInEach } from '../../components/bilingual/use-shown-in';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { formatLibraryTerm } from './library-labels';

/** One training in the library: its name (opening the detail), type, category and what it holds. */
export function TrainingCard({ training }: { training: TrainingDocSummary }) {
  const { t } = useLingui();
  const shown = useShownInEach(DOC_TEXT_FIELDS)(training);
  const added = formatDate(training.createdAt);
  const attachmentCount = training.attachmentCount;
  return (
    <Card withBorder padding="md" h="100%">
      <Anchor component={Link} to={`/helpDocs/${training.id}`} fw={600} lang={langOf(shown)}>
        {shown.texts.name}
      </Anchor>
      <Group gap={4} mt={4}>
        <OnlyInMark shown={shown} size="sm" />
        {training.trainingType && (
          <Badge variant="filled" color="indigo.9" size="sm">
            {formatLibraryTerm(training.trainingType)}
          </Badge>
        )}
        <Badge variant="outline" color="gray.8" size="sm">
          {formatLibraryTerm(training.category)} · {formatLibraryTerm(training.subCategory)}
        </Badge>
      </Group>
      <Text size="sm" mt="xs" lineClamp={3} lang={langOf(shown)}>
        {shown.texts.description}
      </Text>
      <Group gap="md" mt="sm">
        {training.hasVideo && (
          <Group gap={4} component="span">
            <IconPlayerPlay size={14} aria-hidden="true" />
            <Text size="xs" c="dimmed" component="span">
              <Trans>Video</Trans>
            </Text>
          </Group>
        )}
        {training.attachmentCount > 0 && (
          <Group gap={4} component="span">
            <IconPaperclip size={14} aria-hidden="true" />
            <Text size="xs" c="dimmed" component="span">
              <Plural value={attachmentCount} one="# attachment" other="# attachments" />
            </Text>
          </Group>
        )}
        <Text size="xs" c="dimmed">
          {[training.region && formatLibraryTerm(training.region), t`Added ${added}`]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Group>
    </Card>
  );
}
