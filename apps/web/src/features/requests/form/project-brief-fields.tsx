import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { PROJECT_TYPES } from '@portico/domain/requests/request-constants';
import { DateField } from '../../../components/form-fields/date-field';
import { NativeSelectField } from '../../../components/form-fields/native-select-field';
import { TextField } from '../../../components/form-fields/text-field';
import { TextareaField } from '../../../components/form-fields/textarea-field';
import { labelledField } from '../../../components/form-fields/use-form-field';
import {
  FIELD_LABELS,
  frozenProps,
  type RequestFormControl,
  type RequestFormState,
} from './request-form-values';
import { withNoneOption } from '../none-option';

/** The Project Brief's own fields (spec §2, §5): every one is required; some read-only once approved. */
export function ProjectBriefFields({
  control,
  frozen = [],
}: {
  control: RequestFormControl;
  frozen?: readonly string[];
}) {
  const labelled = labelledField(control, FIELD_LABELS);
  const field = <Name extends keyof RequestFormState>(name: Name) => ({
    ...labelled(name),
    ...frozenProps(frozen, name),
  });
  return (
    <Fieldset legend="Project Brief" variant="filled">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelectField {...field('projectType')} required data={withNoneOption(PROJECT_TYPES)} />
          <TextField {...field('projectBudget')} required />
        </SimpleGrid>
        <TextField {...field('projectTitle')} required />
        <TextareaField {...field('projectImportance')} required description="Why this project matters" />
        <TextareaField {...field('projectProblem')} required description="The problem it solves" />
        <TextareaField {...field('projectGoal')} required description="The outcomes it should deliver" />
        <TextareaField {...field('projectSuccess')} required description="How success will be measured" />
        <DateField {...field('deliveredDate')} required />
      </Stack>
    </Fieldset>
  );
}
