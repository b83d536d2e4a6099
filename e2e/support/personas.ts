/** The fixed demo personas (DESIGN §5); the demo seed creates them on every start. */
export const PERSONAS = {
  alex: { email: 'alex.morgan@example.com', name: 'Alex Morgan' },
  blair: { email: 'blair.chen@example.com', name: 'Blair Chen' },
  casey: { email: 'casey.patel@example.com', name: 'Casey Patel' },
  drew: { email: 'drew.okafor@example.com', name: 'Drew Okafor' },
  emery: { email: 'emery.lindqvist@example.com', name: 'Emery Lindqvist' },
} as const;
export type PersonaKey = keyof typeof PERSONAS;
export const UNKNOWN_EMAIL = 'nobody@example.com';
