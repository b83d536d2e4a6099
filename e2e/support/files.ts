/**
 * Small but real files for upload journeys: the same one-page PDF and 1×1 PNG the demo seed
 * attaches, so a journey uploads exactly what the server's content sniffing already accepts.
 */
export { MINIMAL_PNG, minimalPdf } from '../../apps/server/src/demo-seed/demo-attachment-files';
