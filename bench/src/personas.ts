/** The demo personas (README), seeded at every organisation size. */
export const PERSONA_EMAILS = {
  alex: 'alex.morgan@example.com',
  blair: 'blair.chen@example.com',
  casey: 'casey.patel@example.com',
  drew: 'drew.okafor@example.com',
  emery: 'emery.lindqvist@example.com',
} as const;
export type PersonaKey = keyof typeof PERSONA_EMAILS;
export const PERSONA_KEYS = Object.keys(PERSONA_EMAILS) as PersonaKey[];
