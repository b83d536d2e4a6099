import { Badge } from '@mantine/core';
import type { ForecastListItem } from '@portico/domain/forecasts/forecast-dto';

const STATES: Record<ForecastListItem['state'], { label: string; color: string }> = {
  open: { label: 'Open', color: '#2b6b35' },
  locked: { label: 'Locked', color: 'gray.7' },
  started: { label: 'Started', color: 'blue.9' },
};

export const forecastStateLabel = (state: ForecastListItem['state']) => STATES[state].label;

/** Open, Locked (by HR or an Admin) or Started (its planned start has passed; locked too). */
export function ForecastStatusBadge({ state }: { state: ForecastListItem['state'] }) {
  const { label, color } = STATES[state];
  return (
    <Badge color={color} variant="filled" radius="sm" style={{ minWidth: 'max-content' }}>
      {label}
    </Badge>
  );
}
