import { z } from 'zod';
import { LANGUAGES } from './languages';

/** A language the portal speaks, as the API takes and answers it. */
export const languageSchema = z.enum(LANGUAGES);
