import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { Typography } from '@mantine/core';

/**
 * Rich text from the server, sanitised again before it is shown (DESIGN §10): the server
 * stored it through its allowlist, and DOMPurify here keeps a slip there from reaching the page.
 */
export function SanitisedHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] }),
    [html],
  );
  return (
    <Typography className={className}>
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
