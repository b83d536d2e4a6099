/**
 * The quick link URL rules (spec §5 Quick link): it must look like a URL, and one without
 * http(s):// gets http:// in front on submit. The form and the server both use these.
 */
export const URL_MESSAGE = 'Enter correct url!';

const SCHEME = /^https?:\/\//i;

/**
 * A host name with a dot (intranet.example.com), localhost or an IPv4 address, an optional
 * port, then an optional path, query or fragment without spaces.
 */
const URL_SHAPE =
  /^(?:https?:\/\/)?(?:localhost|(?:\d{1,3}\.){3}\d{1,3}|(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63})(?::\d{1,5})?(?:[/?#]\S*)?$/i;

export const looksLikeUrl = (value: string): boolean => URL_SHAPE.test(value.trim());

/** 'intranet.example.com' -> 'http://intranet.example.com'; a URL with http(s):// is kept. */
export function withScheme(value: string): string {
  const url = value.trim();
  return SCHEME.test(url) ? url : `http://${url}`;
}
