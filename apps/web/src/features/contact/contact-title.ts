import { msg } from '@lingui/core/macro';

/** The name of the control and of the dialog it opens (spec §2), in the reader's language. */
export const CONTACT_TITLE = msg`Contact Portal Team`;
