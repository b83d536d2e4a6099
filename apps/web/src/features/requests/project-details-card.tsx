import { Card, Skeleton, Text, Title } from '@mantine/core';
import type { ProjectDetails } from '@portico/domain/requests/request-dto';
import { FactList } from './fact-list';

const withInactive = (name: string | null, active: boolean) =>
  name && !active ? `${name} (inactive)` : name;

/** The chosen project: name, project id, group, managers, account, billing and terms. */
export function ProjectDetailsCard({
  project,
  loading = false,
}: {
  project: ProjectDetails | null;
  loading?: boolean;
}) {
  return (
    <Card component="section" aria-labelledby="project-details-heading">
      <Title order={2} fz="h4" id="project-details-heading" mb="sm">
        Project Details
      </Title>
      {loading && <Skeleton height={120} aria-label="Loading project details" />}
      {!loading && !project && (
        <Text size="sm" c="dimmed">
          Choose a project to see its details.
        </Text>
      )}
      {!loading && project && (
        <FactList
          facts={[
            { label: 'Project', value: project.name },
            { label: 'Project ID', value: project.projectCode },
            { label: 'Group', value: project.group },
            {
              label: 'Project Manager',
              value: withInactive(project.projectManager, project.projectManagerActive),
            },
            {
              label: 'Purchase Manager',
              value: withInactive(project.purchaseManager, project.purchaseManagerActive),
            },
            { label: 'Account', value: project.account?.name },
            { label: 'Billing Address', value: project.account?.billingAddress },
            { label: 'Email', value: project.email },
            { label: 'Phone', value: project.phone },
            { label: 'Payment Terms', value: project.paymentTerms },
            { label: 'Currency', value: project.currency },
          ]}
        />
      )}
    </Card>
  );
}
