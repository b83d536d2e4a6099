import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, type ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { LoadingPlaceholder } from '../loading-state';
import { asText, useFormField, type FormFieldProps } from './use-form-field';

// The editor (Tiptap and its toolbar) is heavy: it loads with the first form that shows it.
const RichTextEditorField = lazy(() => import('../rich-text/rich-text-editor'));

type EditorProps = ComponentProps<typeof RichTextEditorField>;

/** Rich text kept as HTML in the form ('' when empty), with the form's label and error. */
export function RichTextField<Values extends FieldValues, Output extends FieldValues = Values>({
  control,
  name,
  ...props
}: FormFieldProps<Values, Output> & Omit<EditorProps, 'value' | 'onChange' | 'onBlur' | 'error'>) {
  const { t } = useLingui();
  const { value, onChange, inputProps } = useFormField({ control, name });
  const label = props.label;
  return (
    <Suspense fallback={<LoadingPlaceholder label={t`${label} is loading`} blocks={[{ height: 220 }]} />}>
      <RichTextEditorField
        {...props}
        value={asText(value)}
        onChange={onChange}
        onBlur={inputProps.onBlur}
        error={inputProps.error}
      />
    </Suspense>
  );
}
