import '../../../lib/mantine-styles-later';
import { Alert, Paper } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import type { ProjectAdminRow, ProjectFormValues } from '@portico/domain/request-catalogue/project-admin';
import { LoadingSpinner } from '../../../components/loading-state';
import { NoAccess } from '../../../components/no-access';
import { PageTitle } from '../../../components/page-title';
import { useMe } from '../../../lib/api/get-me';
import { useAccounts, useProjectAdmin, useSaveProject } from './api/project-admin';
import { EMPTY_PROJECT, ProjectForm, projectFormValuesOf } from './project-form';
import { PROJECTS_PATH } from './catalogue-paths';
import { flashState } from '../../../lib/use-flash';

function Editor({
  saved,
  defaultValues,
}: {
  saved: ProjectAdminRow | null;
  defaultValues: ProjectFormValues;
}) {
  const navigate = useNavigate();
  const save = useSaveProject();
  const accounts = useAccounts();
  return (
    <ProjectForm
      defaultValues={defaultValues}
      saved={saved}
      accounts={accounts.data?.items ?? []}
      saving={save.isPending}
      serverError={save.error}
      onCancel={() => void navigate(PROJECTS_PATH)}
      onSubmit={(values, allowLeaving) =>
        save.mutate(
          { ...(saved ? { id: saved.id } : {}), values },
          {
            onSuccess: (project) => {
              allowLeaving();
              const state = flashState(`“${project.name}” was ${saved ? 'saved' : 'added'}.`);
              void navigate(PROJECTS_PATH, { state });
            },
          },
        )
      }
    />
  );
}

/** `/admin/projects/new` (Admins). */
export function NewProjectPage() {
  const me = useMe();
  if (me.data && !me.data.roles.includes('Admin')) return <NoAccess title="New Project" />;
  return (
    <>
      <PageTitle title="New Project" />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <Editor saved={null} defaultValues={EMPTY_PROJECT} />
      </Paper>
    </>
  );
}

/** `/admin/projects/:id` (Admins). */
export function EditProjectPage() {
  const { id = '' } = useParams();
  const me = useMe();
  const project = useProjectAdmin(id);
  if (me.data && !me.data.roles.includes('Admin')) return <NoAccess title="Edit Project" />;
  return (
    <>
      <PageTitle title="Edit Project" />
      {project.isPending ? (
        <LoadingSpinner label="Loading the project" />
      ) : project.isError ? (
        <Alert color="gray" variant="light">
          This project was not found.
        </Alert>
      ) : (
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
          <Editor
            key={project.data.id}
            saved={project.data}
            defaultValues={projectFormValuesOf(project.data)}
          />
        </Paper>
      )}
    </>
  );
}
