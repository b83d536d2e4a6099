import '../../../lib/mantine-styles-later';
import { Alert, Paper } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
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

/** The role that manages the catalogue (a role's id, not a text). */
const ADMIN_ROLE = 'Admin';

function Editor({
  saved,
  defaultValues,
}: {
  saved: ProjectAdminRow | null;
  defaultValues: ProjectFormValues;
}) {
  const { t } = useLingui();
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
              const name = project.name;
              const state = flashState(
                saved
                  ? t({ context: 'project', message: `“${name}” was saved.` })
                  : t({ context: 'project', message: `“${name}” was added.` }),
              );
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
  const { t } = useLingui();
  const title = t`New Project`;
  if (me.data && !me.data.roles.includes(ADMIN_ROLE)) return <NoAccess title={title} />;
  return (
    <>
      <PageTitle title={title} />
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
  const { t } = useLingui();
  const title = t`Edit Project`;
  const project = useProjectAdmin(id);
  if (me.data && !me.data.roles.includes(ADMIN_ROLE)) return <NoAccess title={title} />;
  return (
    <>
      <PageTitle title={title} />
      {project.isPending ? (
        <LoadingSpinner label={t`Loading the project`} />
      ) : project.isError ? (
        <Alert color="gray" variant="light">
          <Trans>This project was not found.</Trans>
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
