import '../../lib/mantine-styles-later';
import { Alert, Loader, Paper, Stack } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useParams } from 'react-router';
import type { AccessRole } from '@portico/domain/identity/roles';
import { monthOf, type WallOfWowAdminRow } from '@portico/domain/wall-of-wow/wall-of-wow-admin';
import { NoAccess } from '../../components/no-access';
import { PageTitle } from '../../components/page-title';
import { useMe } from '../../lib/api/get-me';
import { formatMonthYear } from '../../lib/format';
import { useSaveWallOfWow } from './api/change-wall-of-wow';
import { useWallOfWowEntry } from './api/get-wall-of-wow-admin';
import { useFlashAlert } from '../../components/use-flash-alert';
import { flashState } from '../../lib/use-flash';
import { EMPTY_WALL_OF_WOW, WallOfWowForm } from './wall-of-wow-form';
import { WallOfWowPicture } from './wall-of-wow-picture';
import { WALL_OF_WOW_LIST } from './wall-of-wow-paths';

const ADMIN: AccessRole = 'Admin';

/** `/admin/wall-of-wow/new`: a new month (Admins). Saving goes on to its page, for the picture. */
export function NewWallOfWowPage() {
  const me = useMe();
  const navigate = useNavigate();
  const save = useSaveWallOfWow();
  const { t } = useLingui();
  const title = t`New Wall of Wow`;
  if (me.data && !me.data.roles.includes(ADMIN)) {
    return <NoAccess title={title} message={t`You do not have access to this page.`} />;
  }
  return (
    <>
      <PageTitle title={title} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <WallOfWowForm
          defaultValues={EMPTY_WALL_OF_WOW}
          winner={null}
          saving={save.isPending}
          serverError={save.error}
          onCancel={() => void navigate(WALL_OF_WOW_LIST)}
          onSubmit={(values) =>
            save.mutate(
              { values },
              {
                onSuccess: ({ id }) => {
                  void navigate(`${WALL_OF_WOW_LIST}/${id}`, {
                    state: flashState(t`The entry was added. Now add its picture.`),
                  });
                },
              },
            )
          }
        />
      </Paper>
    </>
  );
}

const valuesOf = (entry: WallOfWowAdminRow) => ({
  month: monthOf(entry.month),
  winnerId: entry.winner.id,
  nominatedBy: entry.nominatedBy,
  value: entry.value,
  valueFr: entry.valueFr,
});

/** `/admin/wall-of-wow/:id`: an entry's fields and its picture (Admins). */
export function EditWallOfWowPage() {
  const { id = '' } = useParams();
  const me = useMe();
  const navigate = useNavigate();
  const entry = useWallOfWowEntry(id);
  const save = useSaveWallOfWow();
  const { t } = useLingui();
  const flash = useFlashAlert(t`Wall of Wow`);
  const title = t`Edit Wall of Wow`;
  if (me.data && !me.data.roles.includes(ADMIN)) {
    return <NoAccess title={title} message={t`You do not have access to this page.`} />;
  }
  if (entry.isPending) return <Loader aria-label={t`Loading the Wall of Wow entry`} />;
  if (entry.isError) {
    return (
      <>
        <PageTitle title={title} />
        <Alert color="gray" variant="light">
          <Trans>This Wall of Wow entry was not found.</Trans>
        </Alert>
      </>
    );
  }
  const { winner } = entry.data;
  return (
    <>
      <PageTitle title={title} />
      <Stack gap="lg">
        {flash.alert}
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
          <WallOfWowForm
            key={entry.data.id}
            defaultValues={valuesOf(entry.data)}
            winner={{ id: winner.id, name: winner.name, title: null, department: null, email: null }}
            saving={save.isPending}
            serverError={save.error}
            onCancel={() => void navigate(WALL_OF_WOW_LIST)}
            onSubmit={(values) =>
              save.mutate(
                { id, values },
                {
                  onSuccess: () => {
                    const month = formatMonthYear(`${values.month}-01`);
                    void navigate(WALL_OF_WOW_LIST, {
                      state: flashState(t`The Wall of Wow for ${month} was saved.`),
                    });
                  },
                },
              )
            }
          />
        </Paper>
        <WallOfWowPicture entry={entry.data} onUploaded={() => flash.say(t`The picture was saved.`)} />
      </Stack>
    </>
  );
}
