import { Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { NoAccess } from '../../components/no-access';
import { PageTitle } from '../../components/page-title';
import { useMe } from '../../lib/api/get-me';
import { ImportCard } from './import-card';

/**
 * The HR import (issue 10): HR and Admins upload the HR system's CSV exports. Each file is
 * checked first and nothing is written until a clean file is applied, all of it at once.
 */
export function HrImportPage() {
  const { t } = useLingui();
  const me = useMe();
  if (me.data?.capabilities.hrImport !== true) return <NoAccess title={t`HR Import`} />;
  return (
    <>
      <PageTitle title={t`HR Import`} />
      <Text mb="md">
        <Trans>
          Upload CSV exports from the HR system. Every row is checked first and the problems are listed by row
          and column; nothing is written until you apply a file without problems, and then all of it is
          written at once.
        </Trans>
      </Text>
      <Stack gap="lg">
        <ImportCard
          kind="employees"
          description={t`Adds new employees and updates existing ones by employee number. Changes of status, reason, company, department, pay class or job title are added to the employment history from the status's effective date.`}
        />
        <ImportCard
          kind="time-away"
          description={t`Replaces the time-away records of every employee in the file with the file's.`}
        />
        <ImportCard
          kind="allocations"
          description={t`Replaces the allocations of every employee in the file with the file's (one row per request type).`}
        />
      </Stack>
    </>
  );
}
