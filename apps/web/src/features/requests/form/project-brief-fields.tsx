import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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

/** A project type as the reader reads it; the API takes the English value. */
const PROJECT_TYPE_LABELS: Record<(typeof PROJECT_TYPES)[number], MessageDescriptor> = {
  'New Solution': msg`New Solution`,
  'Copy of an Existing Solution': msg`Copy of an Existing Solution`,
  'Enhancement to a Solution': msg`Enhancement to a Solution`,
};

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
  const projectTypes = PROJECT_TYPES.map((value) => ({ value, label: i18n._(PROJECT_TYPE_LABELS[value]) }));
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
