import '../../../lib/mantine-styles-later';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Loader, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type {
  CorporateFormInput,
  LibraryAttachment,
  TrainingDocDetail,
  TrainingDocInput,
} from '@portico/domain/library/library-schema';
import type { AccessRole } from '@portico/domain/identity/roles';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { FileUploader } from '../../../components/file-uploader';
import { NoAccess } from '../../../components/no-access';
import { PageTitle } from '../../../components/page-title';
import { ServerErrorAlert } from '../../../components/server-error-alert';
import { useMe } from '../../../lib/api/get-me';
import { useTrainingDoc } from '../api/get-training-doc';
import {
  useCorporateForm,
  useDeleteLibraryFile,
  useSaveCorporateForm,
  useSaveTrainingDoc,
  useUploadLibraryFile,
  type LibraryKind,
} from '../api/library-admin';
import { AttachmentLinks } from '../attachment-links';
import { CorporateFormForm, EMPTY_CORPORATE_FORM } from './corporate-form-form';
import { EMPTY_TRAINING_DOC, TrainingDocForm } from './training-doc-form';

/** Only Admins manage the library. */
const ADMIN: AccessRole = 'Admin';

const LIST = '/admin/training-docs';

const formValuesOf = (doc: TrainingDocDetail): TrainingDocInput => ({
  name: doc.name,
  nameFr: doc.nameFr,
  type: doc.type as TrainingDocInput['type'],
  trainingType: doc.trainingType as TrainingDocInput['trainingType'],
  category: doc.category as TrainingDocInput['category'],
  subCategory: doc.subCategory,
  region: (doc.region ?? undefined) as TrainingDocInput['region'],
  group: doc.group ?? '',
  description: doc.description,
  descriptionFr: doc.descriptionFr,
  videoUrl: doc.videoUrl ?? '',
});

function Editor({ id, defaultValues }: { id?: string; defaultValues: TrainingDocInput }) {
  const navigate = useNavigate();
  const save = useSaveTrainingDoc();
  return (
    <TrainingDocForm
      defaultValues={defaultValues}
      saving={save.isPending}
      serverError={save.error}
      onCancel={() => void navigate(LIST)}
      onSubmit={(values) =>
        save.mutate(
          { ...(id ? { id } : {}), values },
          // A new document goes on to its own page, where its files are added.
          { onSuccess: (saved) => void navigate(id ? LIST : `${LIST}/${saved.id}`) },
        )
      }
    />
  );
}

/** A document's files: added one upload each, removed after confirmation. */
export function LibraryFiles({
  kind,
  doc,
}: {
  kind: LibraryKind;
  doc: { id: string; attachments: readonly LibraryAttachment[] };
}) {
  const upload = useUploadLibraryFile(kind, doc.id);
  const remove = useDeleteLibraryFile(kind, doc.id);
  const [deleting, setDeleting] = useState<LibraryAttachment | null>(null);
  const { t } = useLingui();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="training-files">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="training-files">
          <Trans>Attachments</Trans>
        </Title>
        <ServerErrorAlert error={remove.error} fallbackTitle={t`The file could not be removed`} />
        <AttachmentLinks
          attachments={doc.attachments}
          onDelete={(file) => {
            remove.reset();
            setDeleting(file);
          }}
        />
        <FileUploader upload={upload.mutateAsync} uploading={upload.isPending} />
      </Stack>
      <ConfirmDeleteModal
        opened={deleting !== null}
        deleting={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </Paper>
  );
}

/** `/admin/training-docs/new`: a new training or Covid-19 document (Admins). */
export function NewTrainingDocPage() {
  const { t } = useLingui();
  const me = useMe();
  const title = t`New Training`;
  if (me.data && !me.data.roles.includes(ADMIN)) return <NoAccess title={title} />;
  return (
    <>
      <PageTitle title={title} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <Editor defaultValues={EMPTY_TRAINING_DOC} />
      </Paper>
    </>
  );
}

/** `/admin/training-docs/:id`: a document's fields and files (Admins). */
export function EditTrainingDocPage() {
  const { id = '' } = useParams();
  const me = useMe();
  const doc = useTrainingDoc(id);
  const { t } = useLingui();
  const title = t`Edit Training`;
  if (me.data && !me.data.roles.includes(ADMIN)) return <NoAccess title={title} />;
  if (doc.isPending) return <Loader aria-label={t`Loading the training`} />;
  if (doc.isError) {
    return (
      <>
        <PageTitle title={title} />
        <Alert color="gray" variant="light">
          <Trans>This training was not found.</Trans>
        </Alert>
      </>
    );
  }
  return (
    <>
      <PageTitle title={title} />
      <Stack gap="lg">
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
          <Editor key={doc.data.id} id={id} defaultValues={formValuesOf(doc.data)} />
        </Paper>
        <LibraryFiles kind="training" doc={doc.data} />
      </Stack>
    </>
  );
}

const FORMS = '/admin/corporate-forms';

function FormEditor({ id, defaultValues }: { id?: string; defaultValues: CorporateFormInput }) {
  const navigate = useNavigate();
  const save = useSaveCorporateForm();
  return (
    <CorporateFormForm
      defaultValues={defaultValues}
      saving={save.isPending}
      serverError={save.error}
      onCancel={() => void navigate(FORMS)}
      onSubmit={(values) =>
        save.mutate(
          { ...(id ? { id } : {}), values },
          { onSuccess: (saved) => void navigate(id ? FORMS : `${FORMS}/${saved.id}`) },
        )
      }
    />
  );
}

/** `/admin/corporate-forms/new`: a new corporate form (Admins). */
export function NewCorporateFormPage() {
  const { t } = useLingui();
  const me = useMe();
  const title = t`New Form`;
  if (me.data && !me.data.roles.includes(ADMIN)) return <NoAccess title={title} />;
  return (
    <>
      <PageTitle title={title} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <FormEditor defaultValues={EMPTY_CORPORATE_FORM} />
      </Paper>
    </>
  );
}

/** `/admin/corporate-forms/:id`: a form's fields and files (Admins). */
export function EditCorporateFormPage() {
  const { id = '' } = useParams();
  const me = useMe();
  const form = useCorporateForm(id);
  const { t } = useLingui();
  const title = t`Edit Form`;
  if (me.data && !me.data.roles.includes(ADMIN)) return <NoAccess title={title} />;
  if (form.isPending) return <Loader aria-label={t`Loading the form`} />;
  if (form.isError) {
    return (
      <>
        <PageTitle title={title} />
        <Alert color="gray" variant="light">
          <Trans>This form was not found.</Trans>
        </Alert>
      </>
    );
  }
  const { name, nameFr, region, category, subCategory } = form.data;
  return (
    <>
      <PageTitle title={title} />
      <Stack gap="lg">
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
          <FormEditor
            key={id}
            id={id}
            defaultValues={{ name, nameFr, region, category, subCategory } as CorporateFormInput}
          />
        </Paper>
        <LibraryFiles kind="form" doc={form.data} />
      </Stack>
    </>
  );
}
