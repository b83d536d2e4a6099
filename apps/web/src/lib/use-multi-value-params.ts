import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** More values than a filter offers; a longer hand-made address is cut here. */
const MAX_VALUES = 50;
const MAX_LENGTH = 100;

export type MultiValues<Name extends string> = Record<Name, string[]>;

/** Each name's values from the address, repeated (`?department=IT&department=HR`), each once. */
export function readMultiValues<Name extends string>(
  params: URLSearchParams,
  names: readonly Name[],
): MultiValues<Name> {
  const values = {} as MultiValues<Name>;
  for (const name of names) {
    const given = params
      .getAll(name)
      .map((value) => value.trim())
      .filter((value) => value.length > 0 && value.length <= MAX_LENGTH);
    values[name] = [...new Set(given)].slice(0, MAX_VALUES);
  }
  return values;
}

/** The address with `name`'s values replaced; every other parameter (the tab) is kept. */
export function writeMultiValues(params: URLSearchParams, name: string, values: readonly string[]) {
  const next = new URLSearchParams(params);
  next.delete(name);
  for (const value of values) next.append(name, value);
  return next;
}

/**
 * Multi-select filters kept in the address (DESIGN §7), beside the single-valued list state of
 * `use-list-state.ts`: a reload, Back or a shared link shows the same choice. A change replaces
 * the history entry, as a list's filters do.
 *
 * `names` should be a constant: it says which parameters are filters.
 */
export function useMultiValueParams<Name extends string>(names: readonly Name[]) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => readMultiValues(params, names), [params, names]);
  const setValues = useCallback(
    (name: Name, next: readonly string[]) =>
      setParams((current) => writeMultiValues(current, name, next), { replace: true }),
    [setParams],
  );
  const clear = useCallback(
    () =>
      setParams((current) => names.reduce((result, name) => writeMultiValues(result, name, []), current), {
        replace: true,
      }),
    [setParams, names],
  );
  return { values, setValues, clear };
}
