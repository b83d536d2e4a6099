import { z } from 'zod';

/** The sites administration's collection; one site is `${SITES_PATH}/:id`. */
export const SITES_PATH = '/admin/sites';
export const siteIdParams = z.object({ id: z.uuid({ error: 'Not a valid site id' }) });
