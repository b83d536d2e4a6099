import { useMemo, useState } from 'react';
import { Button, Paper } from '@mantine/core';
import { Link } from 'react-router';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlus } from '@tabler/icons-react';
import type { ForecastListItem, ForecastListSort } from '@portico/domain/forecasts/forecast-dto';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { DataTable } from '../../components/data-table/data-table';
import { PageTitle } from '../../components/page-title';
import { SuccessAlert } from '../../components/success-alert';
import { pageQueryOf } from '../../lib/list-state';
import { useDeletedFlash } from '../../lib/use-deleted-flash';
import { useListState } from '../../lib/use-list-state';
import { useDeleteForecast } from './api/delete-forecast';
import { forecastsExportUrl, useForecasts } from './api/get-forecasts';
import { forecastColumns } from './forecast-columns';
import { ForecastFilters } from './forecast-filters';
import { FORECAST_LIST_OPTIONS } from './forecast-list-state';

/** The 'Deleted!' alert after a forecast is deleted, here or on its detail page. */
export function ForecastDeletedAlert({ name, onClose }: { name: string; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <SuccessAlert mb="md" title={t`Deleted!`} onClose={onClose}>
      {t`Forecast ''${name}'' has been deleted.`}
    </SuccessAlert>
  );
}

/**
 * Spec §2 Employee Forecast list: one's own forecasts, or everyone's for HR, ELT and Admin (the
 * server decides), by fiscal year (June to May) and forecast month, with New, edit and delete.
 */
export function ForecastListPage() {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const list = useListState(FORECAST_LIST_OPTIONS);
  const query = { ...pageQueryOf(list), ...list.filters };
  const result = useForecasts(query);
  const remove = useDeleteForecast();
  const flash = useDeletedFlash();
  const [deleting, setDeleting] = useState<ForecastListItem | null>(null);
  const columns = useMemo(() => forecastColumns(_, setDeleting), [_]);

  return (
    <>
      <PageTitle
        title={t`Employee Forecasts`}
        actions={
          <Button
            component={Link}
            to="/employeeForecasts/new"
            leftSection={<IconPlus size={18} aria-hidden="true" />}
          >
            <Trans>New Employee Forecast</Trans>
          </Button>
        }
      />
      {flash.deletedName && <ForecastDeletedAlert name={flash.deletedName} onClose={flash.dismiss} />}
      <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
        <DataTable<ForecastListItem, ForecastListSort>
          label={t`Employee forecasts`}
          columns={columns}
          list={list}
          result={result}
          getRowId={(row) => row.id}
          filters={<ForecastFilters list={list} />}
          csvUrl={forecastsExportUrl(query)}
          errorMessage={t`The forecasts could not be loaded. Use Refresh at the top of the page to try again.`}
        />
      </Paper>
      <ConfirmDeleteModal
        opened={deleting !== null}
        deleting={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting || remove.isPending) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              flash.onDeleted({ displayName: deleting.jobTitle });
              setDeleting(null);
            },
          });
        }}
      />
    </>
  );
}
