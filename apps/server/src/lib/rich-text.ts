import sanitizeHtml from 'sanitize-html';

/**
 * The one server-side sanitiser of rich text (DESIGN §10), run before anything is stored (news
 * posts, contact messages): an allowlist of the tags and attributes the portal's editor makes,
 * links only to http(s) and mail, opening apart, and pictures only when they travel inside the
 * text as raster data (uploaded into the editor, never fetched from elsewhere). Everything
 * else — scripts, event handlers, styles, frames, SVG — is dropped (decisions 023 and 026).
 */
const UPLOADED_PICTURE = /^data:image\/(?:gif|jpe?g|png|webp);base64,[A-Za-z0-9+/=\s]+$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'hr',
    'sub',
    'sup',
    'mark',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  exclusiveFilter: (frame) => frame.tag === 'img' && !UPLOADED_PICTURE.test(frame.attribs.src ?? ''),
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
  disallowedTagsMode: 'discard',
};

/**
 * Cleaning is repeated until the text stops changing, so clean text is left as it is (the
 * sanitiser is idempotent). One pass is not always enough: its parser is not the browser's, and
 * what it leaves of broken markup (a paragraph inside a paragraph, say) reads differently when
 * parsed again. Two passes settle every case the property test has found; four is a margin.
 */
const MAX_PASSES = 4;

export function sanitizeRichText(html: string): string {
  let clean = sanitizeHtml(html, OPTIONS);
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const again = sanitizeHtml(clean, OPTIONS);
    if (again === clean) return clean;
    clean = again;
  }
  return clean;
}
