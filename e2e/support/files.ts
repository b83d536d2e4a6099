import { readFileSync } from 'node:fs';

/**
 * Small but real files for upload journeys, kept beside the tests (e2e/fixtures): a one-page
 * PDF and a 1×1 PNG, of the kinds the server's content sniffing accepts.
 */
const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));

export const ONE_PAGE_PDF = fixture('one-page.pdf');
export const ONE_PIXEL_PNG = fixture('one-pixel.png');
