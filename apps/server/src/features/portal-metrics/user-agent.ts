import {
  deviceClassOf,
  UNKNOWN_BROWSER,
  type DeviceClass,
} from '@portico/domain/portal-metrics/device-class';
import Bowser from 'bowser';

/** The longest browser name kept; a parser's names are short, this only bounds odd agents. */
const MAX_BROWSER_NAME = 60;

/**
 * The browser and device class of a user agent, read by bowser (MIT, maintained): its browser
 * name (Chrome, Firefox, Safari, Microsoft Edge…) and its platform type, which the domain turns
 * into Desktop or Mobile (tablets are Mobile). A missing or unreadable agent is Other, Desktop.
 */
export function parseUserAgent(userAgent: string | undefined): { browser: string; device: DeviceClass } {
  if (!userAgent) return { browser: UNKNOWN_BROWSER, device: 'Desktop' };
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name?.trim().slice(0, MAX_BROWSER_NAME) || UNKNOWN_BROWSER;
  return { browser, device: deviceClassOf(parsed.platform.type) };
}
