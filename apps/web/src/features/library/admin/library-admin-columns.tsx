import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Anchor, Group } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TableColumns } from '../../../components/data-table/data-table';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column';
import { langOf, OnlyInMark } from '../../../components/bilingual/only-in-mark';
import { shownToReader } from '../../../components/bilingual/use-shown-in';
import { formatLibraryTerm } from '../library-labels';

/** What every library document row has: a training, a Covid-19 document or a corporate form. */
interface LibraryDocRow {
  id: string;
  name: string;
  nameFr: string;
  category: string;
  subCategory: string | null;
}

const HEADERS = {
  name: msg`Name`,
  category: msg`Category`,
  subCategory: msg`Subcategory`,
  files: msg`Files`,
};

/**
 * The columns the library administration lists share: the name opening the document's form,
 * its category and subcategory, its files, and Edit and Delete. A list adds its own around them.
 */
export function libraryDocColumns<Row extends LibraryDocRow>(options: {
  /** The reader's language: the headers are in it. */
  i18n: I18n;
  /** The list's path: a row's form is `<base>/<id>`. */
  base: string;
  files: (row: Row) => number;
  actions: (row: Row, editTo: string) => ReactNode;
  /** Columns shown after the name (a training's type). */
  afterName?: TableColumns<Row>;
  /** Columns shown after the files (when a training was added). */
  afterFiles?: TableColumns<Row>;
}): TableColumns<Row> {
  const column = createColumnHelper<Row>();
  const { i18n } = options;
  const formOf = (row: Row) => `${options.base}/${row.id}`;
  return [
    column.accessor((row) => shownToReader(row, ['name']).texts.name, {
      id: 'name',
      header: i18n._(HEADERS.name),
      enableHiding: false,
      cell: ({ row: { original } }) => {
        const shown = shownToReader(original, ['name']);
        return (
          <Group gap={6} wrap="nowrap">
            <Anchor component={Link} to={formOf(original)} size="sm" fw={600} lang={langOf(shown)}>
              {shown.texts.name}
            </Anchor>
            <OnlyInMark shown={shown} size="xs" />
          </Group>
        );
      },
    }),
    ...(options.afterName ?? []),
    column.accessor((row) => row.category, {
      id: 'category',
      header: i18n._(HEADERS.category),
      cell: ({ getValue }) => formatLibraryTerm(getValue()),
      enableSorting: false,
    }),
    column.accessor((row) => row.subCategory, {
      id: 'subCategory',
      header: i18n._(HEADERS.subCategory),
      cell: ({ getValue }) => {
        const subCategory = getValue();
        return subCategory && formatLibraryTerm(subCategory);
      },
      enableSorting: false,
    }),
    column.accessor(options.files, { id: 'files', header: i18n._(HEADERS.files), enableSorting: false }),
    ...(options.afterFiles ?? []),
    column.display({
      ...ACTIONS_COLUMN,
      cell: ({ row: { original } }) => options.actions(original, formOf(original)),
    }),
  ];
}
