export const CONTACT_TITLE = 'Contact Portal Team';
