import { Alert, Loader, Paper } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { IconAlertCircle } from '@tabler/icons-react';
import { useLingui } from '@lingui/react/macro';
import type { Forecast } from '@portico/domain/forecasts/forecast-dto';
import { FORECAST_LOCKED_MESSAGE, NOT_YOUR_FORECAST_MESSAGE } from '@portico/domain/forecasts/forecast-lock';
import { PageTitle } from '../../components/page-title';
import { isApiError } from '../../lib/api-client';
import { translateMessage } from '../../messages/translate-message';
import { useForecast } from './api/get-forecast';
import { useSaveForecast } from './api/save-forecast';
import { EMPTY_FORECAST_FORM, ForecastForm, type ForecastFormState } from './forecast-form';
import { FORECAST_NOT_FOUND_MESSAGE } from './forecast-detail-page';

const formStateOf = (forecast: Forecast): ForecastFormState => ({
  jobTitle: forecast.jobTitle,
  division: forecast.division,
  type: forecast.type,
  plannedStartDate: forecast.plannedStartDate,
  isEmployeeHired: forecast.isEmployeeHired,
  employeeName: forecast.employeeName ?? '',
  employeeSetupFormProvided: forecast.employeeSetupFormProvided === true,
  requiresLaptop: forecast.requiresLaptop,
  hwSwRequirements: forecast.hwSwRequirements,
  shippingRequired: forecast.shippingRequired,
  laptopDesiredBy: forecast.laptopDesiredBy ?? '',
  otherImportantInfo: forecast.otherImportantInfo,
});

function ForecastEditor({ id, defaultValues }: { id?: string; defaultValues: ForecastFormState }) {
  const navigate = useNavigate();
  const save = useSaveForecast();
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
      <ForecastForm
        mode={id ? 'edit' : 'new'}
        defaultValues={defaultValues}
        saving={save.isPending}
        serverError={save.error}
        onCancel={() => void navigate(id ? `/employeeForecasts/${id}` : '/employeeForecasts')}
        onSubmit={(input, allowLeaving) => {
          // One save at a time: a second click while saving sends nothing.
          if (save.isPending) return;
          save.mutate(
            { ...(id ? { id } : {}), input },
            {
              onSuccess: (forecast) => {
                allowLeaving();
                // Spec §4: the forecast form navigates to its detail. A new forecast's form
                // leaves history, so Back cannot submit it a second time (decision 015).
                void navigate(`/employeeForecasts/${forecast.id}`, { replace: !id });
              },
            },
          );
        }}
      />
    </Paper>
  );
}

/** `/employeeForecasts/new`: anyone signed in plans a hire. */
export function NewForecastPage() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`New Employee Forecast`} />
      <ForecastEditor defaultValues={EMPTY_FORECAST_FORM} />
    </>
  );
}

/** `/employeeForecasts/edit/:id`: an open forecast the viewer may change; a locked one says so. */
export function EditForecastPage() {
  const { id = '' } = useParams();
  const forecast = useForecast(id);
  const { t, i18n } = useLingui();
  if (forecast.isPending) return <Loader aria-label={t`Loading the forecast`} />;
  if (forecast.isError || !forecast.data.canEdit) {
    const message = forecast.isError
      ? isApiError(forecast.error, 404)
        ? translateMessage(i18n, FORECAST_NOT_FOUND_MESSAGE)
        : t`The forecast could not be loaded.`
      : translateMessage(i18n, forecast.data.locked ? FORECAST_LOCKED_MESSAGE : NOT_YOUR_FORECAST_MESSAGE);
    return (
      <>
        <PageTitle title={t`Edit Employee Forecast`} />
        <Alert color="gray" variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
          {message}
        </Alert>
      </>
    );
  }
  return (
    <>
      <PageTitle title={t`Edit Employee Forecast`} />
      <ForecastEditor id={id} defaultValues={formStateOf(forecast.data)} />
    </>
  );
}
