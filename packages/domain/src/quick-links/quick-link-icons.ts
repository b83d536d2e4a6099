/**
 * The fixed list of icons a quick link may have (spec §2 Dashboard: "about 75 icons"). The
 * names are Tabler icon component names; the web app maps each to its component, and the
 * server accepts no other value.
 */
export const QUICK_LINK_ICONS = [
  'IconWorld',
  'IconMail',
  'IconCash',
  'IconHeartHandshake',
  'IconReceipt',
  'IconSchool',
  'IconShieldCheck',
  'IconTruck',
  'IconCalendar',
  'IconAddressBook',
  'IconMap',
  'IconHome',
  'IconBuilding',
  'IconBriefcase',
  'IconFileText',
  'IconFolder',
  'IconClipboardList',
  'IconChartBar',
  'IconChartPie',
  'IconDatabase',
  'IconCloud',
  'IconServer',
  'IconDeviceDesktop',
  'IconDeviceLaptop',
  'IconDeviceMobile',
  'IconPhone',
  'IconHeadset',
  'IconMessage',
  'IconMessages',
  'IconBrandTeams',
  'IconVideo',
  'IconUsers',
  'IconUser',
  'IconId',
  'IconLock',
  'IconKey',
  'IconSettings',
  'IconTool',
  'IconBug',
  'IconCode',
  'IconTerminal',
  'IconGitBranch',
  'IconWifi',
  'IconPrinter',
  'IconCamera',
  'IconPhoto',
  'IconBook',
  'IconBookmark',
  'IconNews',
  'IconSpeakerphone',
  'IconBell',
  'IconStar',
  'IconHeart',
  'IconFlag',
  'IconTarget',
  'IconBulb',
  'IconRocket',
  'IconTrophy',
  'IconCreditCard',
  'IconCoin',
  'IconPigMoney',
  'IconShoppingCart',
  'IconPackage',
  'IconBuildingWarehouse',
  'IconForklift',
  'IconPlane',
  'IconCar',
  'IconGasStation',
  'IconMapPin',
  'IconClock',
  'IconLifebuoy',
  'IconFirstAidKit',
  'IconLeaf',
  'IconHelp',
  'IconLink',
] as const;
export type QuickLinkIcon = (typeof QUICK_LINK_ICONS)[number];

export const isQuickLinkIcon = (value: string): value is QuickLinkIcon =>
  (QUICK_LINK_ICONS as readonly string[]).includes(value);

/** A readable name for an icon, for the picker and screen readers: 'IconBuildingWarehouse' -> 'Building warehouse'. */
export function iconLabel(icon: string): string {
  const words = icon
    .replace(/^Icon/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
