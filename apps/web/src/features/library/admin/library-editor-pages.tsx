import '../../../lib/mantine-styles-later';
import { Alert, Loader, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type {
  CorporateFormInput,
  LibraryAttachment,
  TrainingDocDetail,
  TrainingDocInput,
} from '@portico/domain/library/library-schema';
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

const LIST = '/admin/training-docs';

const formValuesOf = (doc: TrainingDocDetail): TrainingDocInput => ({
  name: doc.name,
  type: doc.type as TrainingDocInput['type'],
  trainingType: doc.trainingType as TrainingDocInput['trainingType'],
  category: doc.category as TrainingDocInput['category'],
  subCategory: doc.subCategory,
  region: (doc.region ?? undefined) as TrainingDocInput['region'],
  group: doc.group ?? '',
  description: doc.description,
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
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="training-files">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="training-files">
          Attachments
        </Title>
        <ServerErrorAlert error={remove.error} fallbackTitle="The file could not be removed" />
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
  const me = useMe();
  if (me.data && !me.data.roles.includes('Admin')) return <NoAccess title="New Training" />;
  return (
    <>
      <PageTitle title="New Training" />
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
  if (me.data && !me.data.roles.includes('Admin')) return <NoAccess title="Edit Training" />;
  if (doc.isPending) return <Loader aria-label="Loading the training" />;
  if (doc.isError) {
    return (
      <>
        <PageTitle title="Edit Training" />
        <Alert color="gray" variant="light">
          This training was not found.
        </Alert>
      </>
    );
  }
  return (
    <>
      <PageTitle title="Edit Training" />
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
  const me = useMe();
  if (me.data && !me.data.roles.includes('Admin')) return <NoAccess title="New Form" />;
  return (
    <>
      <PageTitle title="New Form" />
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
  if (me.data && !me.data.roles.includes('Admin')) return <NoAccess title="Edit Form" />;
  if (form.isPending) return <Loader aria-label="Loading the form" />;
  if (form.isError) {
    return (
      <>
        <PageTitle title="Edit Form" />
        <Alert color="gray" variant="light">
          This form was not found.
        </Alert>
      </>
    );
  }
  const { name, region, category, subCategory } = form.data;
  return (
    <>
      <PageTitle title="Edit Form" />
      <Stack gap="lg">
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
          <FormEditor
            key={id}
            id={id}
            defaultValues={{ name, region, category, subCategory } as CorporateFormInput}
          />
        </Paper>
        <LibraryFiles kind="form" doc={form.data} />
      </Stack>
    </>
  );
}
