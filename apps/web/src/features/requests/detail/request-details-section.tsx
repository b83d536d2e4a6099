import { Card, Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import type { RequestDetail } from '@portico/domain/requests/request-dto';
import { FactList, type Fact } from '../../../components/fact-list';
import { formatDate, formatDateTime } from '../../../lib/format';
import { formatPriority, formatRequestType } from '../../../lib/request-labels';
import { formatProjectType, REQUEST_FIELD_MESSAGES, YES_NO } from '../request-field-labels';

/** Spec §2 Request detail, Request Details: who, what, and the fields of the request's type. */
export function RequestDetailsSection({ request }: { request: RequestDetail }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const label = (field: keyof typeof REQUEST_FIELD_MESSAGES) => i18n._(REQUEST_FIELD_MESSAGES[field]);
  const facts: Fact[] = [
    { label: t`Request ID`, value: request.displayName },
    { label: label('type'), value: formatRequestType(request.type) },
    { label: t`Created`, value: formatDateTime(request.createdAt) },
    { label: t`Requested By`, value: request.createdBy.name },
    { label: t`Requested For`, value: request.requestedFor.name },
    { label: label('onBehalf'), value: i18n._(request.onBehalf ? YES_NO.Yes : YES_NO.No) },
    { label: label('category'), value: request.category.name },
    {
      label: label('project'),
      value: request.project ? `${request.project.name} (${request.project.projectCode})` : null,
    },
    { label: label('priority'), value: formatPriority(request.priority) },
    { label: label('neededBy'), value: formatDate(request.neededBy) },
    { label: label('description'), value: request.description },
  ];
  if (request.type === 'Purchase Request' || request.type === 'Quote Request') {
    facts.push(
      { label: label('productBrand'), value: request.productBrand },
      { label: label('productModal'), value: request.productModal },
      { label: label('productQuantity'), value: request.productQuantity },
    );
  }
  const longFacts: Fact[] = [{ label: label('requestDetails'), value: request.requestDetails }];
  if (request.type === 'Purchase Request')
    longFacts.push({ label: label('deliveryDetails'), value: request.deliveryDetails });
  if (request.type === 'Project Brief') {
    facts.push(
      { label: label('projectTitle'), value: request.projectTitle },
      { label: label('projectType'), value: formatProjectType(i18n, request.projectType) },
      { label: label('projectBudget'), value: request.projectBudget },
      { label: label('deliveredDate'), value: formatDate(request.deliveredDate) },
    );
    longFacts.push(
      { label: label('projectImportance'), value: request.projectImportance },
      { label: label('projectProblem'), value: request.projectProblem },
      { label: label('projectGoal'), value: request.projectGoal },
      { label: label('projectSuccess'), value: request.projectSuccess },
    );
  }

  return (
    <Card component="section" aria-labelledby="request-details-heading" padding="lg">
      <Title order={2} fz="h3" id="request-details-heading" mb="md">
        <Trans>Request Details</Trans>
      </Title>
      <Stack gap="lg">
        <FactList facts={facts} cols={{ base: 1, sm: 2, lg: 3 }} />
        <FactList facts={longFacts} />
      </Stack>
    </Card>
  );
}
