import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { PROJECT_TYPES } from '@portico/domain/requests/request-constants';
import { FormDateInput, FormSelect, FormTextInput, FormTextarea } from './form-fields';

/** The Project Brief's own fields (spec §2, §5): every one is required. */
export function ProjectBriefFields() {
  return (
    <Fieldset legend="Project Brief" variant="filled">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormSelect name="projectType" required options={[...PROJECT_TYPES]} />
          <FormTextInput name="projectBudget" required />
        </SimpleGrid>
        <FormTextInput name="projectTitle" required />
        <FormTextarea name="projectImportance" required description="Why this project matters" />
        <FormTextarea name="projectProblem" required description="The problem it solves" />
        <FormTextarea name="projectGoal" required description="The outcomes it should deliver" />
        <FormTextarea name="projectSuccess" required description="How success will be measured" />
        <FormDateInput name="deliveredDate" required />
      </Stack>
    </Fieldset>
  );
}
