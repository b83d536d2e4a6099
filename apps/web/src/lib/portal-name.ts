/** The portal's name: a name, the same in every language (the header, the tab's title). */
export const PORTAL_NAME = 'Portico';
