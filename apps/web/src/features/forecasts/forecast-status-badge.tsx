import { Badge } from '@mantine/core';
import { useLingui } from '@lingui/react';
import type { ForecastListItem } from '@portico/domain/forecasts/forecast-dto';
import { forecastStateLabel } from './forecast-labels';

const COLORS: Record<ForecastListItem['state'], string> = {
  open: '#2b6b35',
  locked: 'gray.7',
  started: 'blue.9',
};

/** Open, Locked (by HR or an Admin) or Started (its planned start has passed; locked too). */
export function ForecastStatusBadge({ state }: { state: ForecastListItem['state'] }) {
  const { _ } = useLingui();
  return (
    <Badge color={COLORS[state]} variant="filled" radius="sm" style={{ minWidth: 'max-content' }}>
      {forecastStateLabel(_, state)}
    </Badge>
  );
}
