/**
 * Visits by Device (spec §2): Desktop or Mobile. The user agent parser names a platform type;
 * phones and tablets count as Mobile (a tablet is held and touched like a phone), everything
 * else — desktops, TVs, and agents the parser cannot place — as Desktop.
 */
export const DEVICE_CLASSES = ['Desktop', 'Mobile'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export function deviceClassOf(platformType: string | undefined): DeviceClass {
  return platformType === 'mobile' || platformType === 'tablet' ? 'Mobile' : 'Desktop';
}

/** A browser the parser does not know is counted under this name. */
export const UNKNOWN_BROWSER = 'Other';
