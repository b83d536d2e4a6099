import '../../lib/mantine-styles-later';
import { useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, Text } from '@mantine/core';
import { FORM_TEXT_FIELDS, type CorporateForm } from '@portico/domain/library/library-schema';
import { langOf, OnlyInMark } from '../../components/bilingual/only-in-mark';
import { useShownInEach } from '../../components/bilingual/use-shown-in';
import { useCorporateForms } from './api/get-corporate-forms';
import { AttachmentLinks } from './attachment-links';
import { LibraryListPage } from './library-list-page';
import { FORMS_LIST_OPTIONS, FORMS_TREE } from './library-list-state';
import { formatLibraryTerm } from './library-labels';

function FormCard({ form }: { form: CorporateForm }) {
  const shown = useShownInEach(FORM_TEXT_FIELDS)(form);
  return (
    <Card withBorder padding="md" h="100%">
      <Text fw={600} lang={langOf(shown)}>
        {shown.texts.name}
      </Text>
      <Group gap={4} mt={4} mb="sm">
        <OnlyInMark shown={shown} size="sm" />
        <Badge variant="outline" color="gray.8" size="sm">
          {formatLibraryTerm(form.category)} · {formatLibraryTerm(form.subCategory)}
        </Badge>
        {form.region && (
          <Badge variant="outline" color="gray.8" size="sm">
            {formatLibraryTerm(form.region)}
          </Badge>
        )}
      </Group>
      <AttachmentLinks attachments={form.attachments} />
    </Card>
  );
}

/**
 * Spec §2 Corporate Forms: text, category and sub-category filters and cards, 9 per page, each
 * form's file to download. The view lives in the address.
 */
export function CorporateFormsPage() {
  const { t } = useLingui();
  return (
    <LibraryListPage
      title={t`Corporate Forms`}
      options={FORMS_LIST_OPTIONS}
      tree={FORMS_TREE}
      noun={t`forms`}
      nounOne={t`form`}
      searchName={t`Search forms`}
      listLabel={t`Corporate forms`}
      useItems={useCorporateForms}
      renderCard={(form) => <FormCard form={form} />}
    />
  );
}
