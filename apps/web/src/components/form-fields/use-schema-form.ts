import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import { useServerErrors } from '../../lib/use-server-errors';

export interface SchemaFormOptions<Values extends FieldValues, Output> {
  /** The schema the server checks with: the same rules and messages on both sides. */
  schema: z.ZodType<Output>;
  defaultValues: DefaultValues<Values>;
  /** Each field's label, named once: for the fields, the alert and the server's field errors. */
  labels: Readonly<Record<FieldPath<Values>, string>>;
  /** The last save's failure: its field errors also mark their fields. */
  serverError: Error | null;
}

/**
 * Every form of the portal the same way (DESIGN §7): react-hook-form checked by the server's
 * zod schema, fields red once touched, the server's field errors on their fields, and
 * `field('name')` giving each field its control, name and label.
 */
export function useSchemaForm<Values extends FieldValues, Output extends FieldValues = Values>({
  schema,
  defaultValues,
  labels,
  serverError,
}: SchemaFormOptions<Values, Output>) {
  const form = useForm<Values, unknown, Output>({
    // The form holds what the inputs hold (Values); the schema turns it into what is sent.
    resolver: zodResolver(schema as never) as unknown as Resolver<Values, unknown, Output>,
    mode: 'onTouched',
    defaultValues,
  });
  useServerErrors(serverError, form.setError, labels);
  const field = (name: FieldPath<Values>) => ({ control: form.control, name, label: labels[name] });
  return { ...form, field };
}
