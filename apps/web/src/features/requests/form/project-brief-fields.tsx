import { useLingui } from '@lingui/react/macro';
import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { PROJECT_TYPES } from '@portico/domain/requests/request-constants';
import { DateField } from '../../../components/form-fields/date-field';
import { NativeSelectField } from '../../../components/form-fields/native-select-field';
import { TextField } from '../../../components/form-fields/text-field';
import { TextareaField } from '../../../components/form-fields/textarea-field';
import { labelledField } from '../../../components/form-fields/use-form-field';
import {
  fieldLabels,
  frozenProps,
  type RequestFormControl,
  type RequestFormState,
} from './request-form-values';
import { withNoneOption } from '../none-option';
import { formatProjectType } from '../request-field-labels';

/** The Project Brief's own fields (spec §2, §5): every one is required; some read-only once approved. */
export function ProjectBriefFields({
  control,
  frozen = [],
}: {
  control: RequestFormControl;
  frozen?: readonly string[];
}) {
  const { i18n, t } = useLingui();
  const labelled = labelledField(control, fieldLabels(i18n));
  const field = <Name extends keyof RequestFormState>(name: Name) => ({
    ...labelled(name),
    ...frozenProps(i18n, frozen, name),
  });
  const projectTypes = PROJECT_TYPES.map((value) => ({
    value,
    label: formatProjectType(i18n, value) ?? value,
  }));
  return (
    <Fieldset legend={t`Project Brief`} variant="filled">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelectField {...field('projectType')} required data={withNoneOption(projectTypes)} />
          <TextField {...field('projectBudget')} required />
        </SimpleGrid>
        <TextField {...field('projectTitle')} required />
        <TextareaField {...field('projectImportance')} required description={t`Why this project matters`} />
        <TextareaField {...field('projectProblem')} required description={t`The problem it solves`} />
        <TextareaField {...field('projectGoal')} required description={t`The outcomes it should deliver`} />
        <TextareaField {...field('projectSuccess')} required description={t`How success will be measured`} />
        <DateField {...field('deliveredDate')} required />
      </Stack>
    </Fieldset>
  );
}
