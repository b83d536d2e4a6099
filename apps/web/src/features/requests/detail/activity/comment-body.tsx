import { Anchor, Text } from '@mantine/core';
import { splitLinks } from '@portico/domain/requests/comments/comment-text';

/**
 * A comment's plain text: http(s) addresses become links that open in a new tab, everything
 * else stays text (React escapes it), so nothing in a comment is ever taken as markup.
 */
export function CommentBody({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {splitLinks(text).map((part, index) =>
        part.kind === 'link' ? (
          <Anchor key={index} href={part.href} target="_blank" rel="noopener noreferrer" inherit>
            {part.href}
          </Anchor>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Text>
  );
}
