import { IconPlane, IconTemperature } from '@tabler/icons-react';
import { timeAwayIconOf } from '@portico/domain/time-away/time-away-constants';

/** Spec §2: a thermometer for Sick, a plane for any other time away. Decoration: the type is in words beside it. */
export function TimeAwayIcon({ requestType, size = 18 }: { requestType: string; size?: number }) {
  const Icon = timeAwayIconOf(requestType) === 'thermometer' ? IconTemperature : IconPlane;
  return <Icon size={size} stroke={1.75} aria-hidden="true" />;
}
