import type { Priority, RequestStatus, RequestType } from '@portico/domain/requests/request-constants';
import { demoId } from './demo-ids';

/**
 * The personas' requests: the same at every organisation size, so demos and tests can rely on
 * them. Between them they cover every status, each approval step waiting and decided, both
 * auto-approvals, a request made on someone's behalf, and ranked approved projects.
 */
export const PERSONA_REQUEST_KEYS = [
  'emery-dock',
  'emery-vpn',
  'emery-shared-mailbox',
  'emery-scanner-purchase',
  'emery-monitor-purchase',
  'emery-phone-purchase',
  'emery-label-printer-quote',
  'emery-route-brief',
  'emery-shipment-brief',
  'emery-printer-hold',
  'emery-password',
  'emery-safety-app',
  'emery-kiosk-brief',
  'drew-for-emery-access',
  'team-tablet-purchase',
  'team-headset-purchase',
  'team-dock-brief',
  'team-yard-brief',
  'approved-telematics',
  'approved-reporting',
  'casey-laptop',
  'casey-survey-quote',
  'drew-tablets-purchase',
  'drew-forecast-brief',
  'alex-switch-purchase',
  'blair-dashboard-brief',
] as const;
export type PersonaRequestKey = (typeof PERSONA_REQUEST_KEYS)[number];
export const demoRequestId = (key: PersonaRequestKey) => demoId(`request:${key}`);

/** One persona request as a story; `persona-requests.ts` turns it into a plan. */
export interface Story {
  key: PersonaRequestKey;
  type: RequestType;
  status: RequestStatus;
  by: string;
  for?: string;
  category: string;
  project?: number;
  priority?: Priority;
  daysAgo: number;
  description: string;
  details: string;
  assigned?: string;
  rank?: number;
  rejected?: boolean;
  notes?: string;
  estimate?: { hours: number; rate: number };
}
