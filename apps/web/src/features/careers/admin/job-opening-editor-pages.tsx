import '../../../lib/mantine-styles-later';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Loader, Paper } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import type { JobOpeningAdmin, JobOpeningInput } from '@portico/domain/careers/job-opening-input';
import { JOB_OPENING_TEXT_FIELDS } from '@portico/domain/careers/job-opening-texts';
import type { AccessRole } from '@portico/domain/identity/roles';
import { shownToReader } from '../../../components/bilingual/use-shown-in';
import { NoAccess } from '../../../components/no-access';
import { PageTitle } from '../../../components/page-title';
import { useMe } from '../../../lib/api/get-me';
import { usePersonToday } from '../../../lib/use-person-today';
import { useJobOpeningAdmin, useSaveJobOpening } from '../api/job-openings-admin';
import { emptyJobOpening, JobOpeningForm } from './job-opening-form';
import { flashState } from '../../../lib/use-flash';
import { JOB_OPENINGS_ADMIN_PATH } from './job-openings-path';

/** Only Admins manage the openings. */
const ADMIN: AccessRole = 'Admin';

const formValuesOf = (job: JobOpeningAdmin): JobOpeningInput => ({
  jobTitle: job.jobTitle,
  jobTitleFr: job.jobTitleFr,
  jobDetailsUrl: job.jobDetailsUrl ?? '',
  applyUrl: job.applyUrl ?? '',
  datePosted: job.datePosted,
  city: job.city ?? '',
  state: job.state ?? '',
  country: job.country ?? '',
});

/** The form, saved to the server; back on the list, a message says what was saved. */
function Editor({ id, defaultValues }: { id?: string; defaultValues: JobOpeningInput }) {
  const navigate = useNavigate();
  const save = useSaveJobOpening();
  const { t } = useLingui();
  return (
    <JobOpeningForm
      defaultValues={defaultValues}
      saving={save.isPending}
      serverError={save.error}
      onCancel={() => void navigate(JOB_OPENINGS_ADMIN_PATH)}
      onSubmit={(values) =>
        save.mutate(
          { ...(id ? { id } : {}), values },
          {
            onSuccess: (saved) => {
              const jobTitle = shownToReader(saved, JOB_OPENING_TEXT_FIELDS).texts.jobTitle;
              const message = id ? t`“${jobTitle}” was saved.` : t`“${jobTitle}” was posted.`;
              void navigate(JOB_OPENINGS_ADMIN_PATH, { state: flashState(message) });
            },
          },
        )
      }
    />
  );
}

/** `/admin/careers/new`: a new job opening, posted today unless changed (Admins). */
export function NewJobOpeningPage() {
  const me = useMe();
  const today = usePersonToday();
  const { t } = useLingui();
  const title = t`New Job Opening`;
  if (me.data && !me.data.roles.includes(ADMIN)) return <NoAccess title={title} />;
  return (
    <>
      <PageTitle title={title} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} maw={880}>
        <Editor defaultValues={emptyJobOpening(today)} />
      </Paper>
    </>
  );
}

/** `/admin/careers/:id`: an opening's fields (Admins). */
export function EditJobOpeningPage() {
  const { id = '' } = useParams();
  const me = useMe();
  const isAdmin = me.data?.roles.includes(ADMIN) ?? false;
  const job = useJobOpeningAdmin(id);
  const { t } = useLingui();
  const title = t`Edit Job Opening`;
  if (me.data && !isAdmin) return <NoAccess title={title} />;
  if (job.isPending) return <Loader aria-label={t`Loading the job opening`} />;
  if (job.isError) {
    return (
      <>
        <PageTitle title={title} />
        <Alert color="gray" variant="light">
          <Trans>This job opening was not found.</Trans>
        </Alert>
      </>
    );
  }
  return (
    <>
      <PageTitle title={title} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} maw={880}>
        <Editor key={job.data.id} id={id} defaultValues={formValuesOf(job.data)} />
      </Paper>
    </>
  );
}
