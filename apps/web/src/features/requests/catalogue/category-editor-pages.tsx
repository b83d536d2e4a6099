import '../../../lib/mantine-styles-later';
import { Alert, Paper } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useParams } from 'react-router';
import type { CategoryFormValues } from '@portico/domain/request-catalogue/category-admin';
import { LoadingSpinner } from '../../../components/loading-state';
import { NoAccess } from '../../../components/no-access';
import { PageTitle } from '../../../components/page-title';
import { useMe } from '../../../lib/api/get-me';
import { useCategoryAdmin, useSaveCategory } from './api/category-admin';
import { CATEGORIES_PATH } from './catalogue-paths';
import { CategoryForm, EMPTY_CATEGORY } from './category-form';
import { flashState } from '../../../lib/use-flash';

/** The role that manages the catalogue (a role's id, not a text). */
const ADMIN_ROLE = 'Admin';

function Editor({
  id,
  defaultValues,
  requestCount,
}: {
  id?: string;
  defaultValues: CategoryFormValues;
  requestCount: number;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const save = useSaveCategory();
  return (
    <CategoryForm
      defaultValues={defaultValues}
      requestCount={requestCount}
      saving={save.isPending}
      serverError={save.error}
      onCancel={() => void navigate(CATEGORIES_PATH)}
      onSubmit={(values, allowLeaving) =>
        save.mutate(
          { ...(id ? { id } : {}), values },
          {
            onSuccess: (saved) => {
              allowLeaving();
              const name = saved.name;
              const state = flashState(
                id
                  ? t({ context: 'category', message: `“${name}” was saved.` })
                  : t({ context: 'category', message: `“${name}” was added.` }),
              );
              void navigate(CATEGORIES_PATH, { state });
            },
          },
        )
      }
    />
  );
}

/** `/admin/request-categories/new` (Admins). */
export function NewCategoryPage() {
  const me = useMe();
  const { t } = useLingui();
  const title = t`New Category`;
  if (me.data && !me.data.roles.includes(ADMIN_ROLE)) return <NoAccess title={title} />;
  return (
    <>
      <PageTitle title={title} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} maw={640}>
        <Editor defaultValues={EMPTY_CATEGORY} requestCount={0} />
      </Paper>
    </>
  );
}

/** `/admin/request-categories/:id` (Admins). */
export function EditCategoryPage() {
  const { id = '' } = useParams();
  const me = useMe();
  const { t } = useLingui();
  const title = t`Edit Category`;
  const category = useCategoryAdmin(id);
  if (me.data && !me.data.roles.includes(ADMIN_ROLE)) return <NoAccess title={title} />;
  return (
    <>
      <PageTitle title={title} />
      {category.isPending ? (
        <LoadingSpinner label={t`Loading the category`} />
      ) : category.isError ? (
        <Alert color="gray" variant="light">
          <Trans>This category was not found.</Trans>
        </Alert>
      ) : (
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} maw={640}>
          <Editor
            key={category.data.id}
            id={id}
            requestCount={category.data.requestCount}
            defaultValues={{
              name: category.data.name,
              requestType: category.data.requestType,
              active: category.data.active,
            }}
          />
        </Paper>
      )}
    </>
  );
}
