import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PARAM } from './list-state';

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

/**
 * A chip filter's choice from the address: no parameter is All (null), `company=` alone is none
 * ([]), and repeated values are the chosen ones.
 */
export function readChosen(params: URLSearchParams, name: string): string[] | null {
  return params.has(name) ? (readMultiValues(params, [name])[name] ?? []) : null;
}

/** The address with `name`'s choice replaced; a new choice starts the list again on page 1. */
export function writeChosen(params: URLSearchParams, name: string, chosen: readonly string[] | null) {
  const next = writeMultiValues(params, name, chosen ?? []);
  if (chosen?.length === 0) next.append(name, '');
  next.delete(PARAM.page);
  return next;
}

/**
 * Chip filters with an All toggle kept in the address, so a reload, Back or a shared link shows
 * the same chips. Each name's choice is null for All or the chosen values.
 *
 * `names` should be a constant: it says which parameters are chip filters.
 */
export function useChosenParams<Name extends string>(names: readonly Name[]) {
  const [params, setParams] = useSearchParams();
  const chosen = useMemo(
    () =>
      Object.fromEntries(names.map((name) => [name, readChosen(params, name)])) as Record<
        Name,
        string[] | null
      >,
    [params, names],
  );
  const setChosen = useCallback(
    (name: Name, next: readonly string[] | null) =>
      setParams((current) => writeChosen(current, name, next), { replace: true }),
    [setParams],
  );
  return { chosen, setChosen };
}
