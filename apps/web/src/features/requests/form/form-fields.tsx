import { NativeSelect, TextInput, Textarea, type NativeSelectProps } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { Controller, useFormContext } from 'react-hook-form';
import { NONE_OPTION } from '@portico/domain/requests/request-constants';
import { FIELD_LABELS, type RequestFormState } from './request-form-values';

type TextField = {
  [Key in keyof RequestFormState]: RequestFormState[Key] extends string ? Key : never;
}[keyof RequestFormState];

interface FieldProps {
  name: TextField;
  required?: boolean;
  description?: string;
}

/** A one-line text field of the request form, labelled and validated by name. */
export function FormTextInput({
  name,
  required = false,
  description,
  ...rest
}: FieldProps & { inputMode?: 'decimal' }) {
  const { register, formState } = useFormContext<RequestFormState>();
  return (
    <TextInput
      label={FIELD_LABELS[name]}
      required={required}
      description={description}
      {...rest}
      {...register(name)}
      error={formState.errors[name]?.message}
    />
  );
}

/** A long text field (details, problem, outcomes…). */
export function FormTextarea({ name, required = false, description }: FieldProps) {
  const { register, formState } = useFormContext<RequestFormState>();
  return (
    <Textarea
      label={FIELD_LABELS[name]}
      required={required}
      description={description}
      autosize
      minRows={3}
      maxRows={12}
      {...register(name)}
      error={formState.errors[name]?.message}
    />
  );
}

/** A choice with the spec's '--None--' first; controlled, so options that load later still show the value. */
export function FormSelect({
  name,
  required = false,
  options,
  ...rest
}: FieldProps & { options: NativeSelectProps['data'] } & Pick<
    NativeSelectProps,
    'disabled' | 'rightSection'
  >) {
  const { control } = useFormContext<RequestFormState>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <NativeSelect
          label={FIELD_LABELS[name]}
          required={required}
          {...rest}
          data={[{ value: '', label: NONE_OPTION }, ...(options ?? [])]}
          ref={field.ref}
          name={field.name}
          value={field.value as string}
          onChange={(event) => field.onChange(event.currentTarget.value)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A calendar date kept as 'YYYY-MM-DD'. */
export function FormDateInput({ name, required = false, minDate }: FieldProps & { minDate?: string }) {
  const { control } = useFormContext<RequestFormState>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <DateInput
          label={FIELD_LABELS[name]}
          required={required}
          placeholder="Pick a date"
          valueFormat="MMMM D, YYYY"
          minDate={minDate}
          clearable
          clearButtonProps={{ 'aria-label': `Clear ${FIELD_LABELS[name]}` }}
          ref={field.ref}
          name={field.name}
          value={(field.value as string) || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
