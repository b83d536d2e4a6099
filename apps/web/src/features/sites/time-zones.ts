/** The zone's offset from UTC now, as the platform writes it: 'GMT+03:00', 'GMT−05:00', 'GMT'. */
function offsetOf(timeZone: string, now: Date) {
  const parts = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' }).formatToParts(now);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** Labels made once per zone and day: some 400 zones take a tenth of a second to format. */
const labels = new Map<string, string>();
function labelOf(zone: string, now: Date) {
  const key = `${now.toDateString()} ${zone}`;
  let label = labels.get(key);
  if (label === undefined) {
    let offset = '';
    try {
      offset = offsetOf(zone, now);
    } catch {
      // A zone the browser cannot format is still listed by its name.
    }
    label = offset ? `${zone} (${offset})` : zone;
    labels.set(key, label);
  }
  return label;
}

/**
 * The time zones a site may have: every IANA zone this browser knows
 * (`Intl.supportedValuesOf('timeZone')`), UTC, and the site's own (kept even if this browser
 * does not list it), by name, each with its offset today ('Asia/Qatar (GMT+03:00)').
 */
export function timeZoneOptions(current: string | undefined, now = new Date()) {
  const zones = new Set(
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [],
  );
  zones.add('UTC');
  if (current) zones.add(current);
  return [...zones].sort().map((zone) => ({ value: zone, label: labelOf(zone, now) }));
}
