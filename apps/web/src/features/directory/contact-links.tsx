import { Anchor, Group, Stack } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import classes from './directory.module.css';

/** An address that may wrap after its '@' (a card is narrow), never in the middle of a word. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** A dialable number: digits and a leading '+', as `tel:` links want them. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A person's work email and phone, each a link that writes or calls. */
export function ContactLinks({ email, phone }: { email: string | null; phone: string | null }) {
  if (!email && !phone) return null;
  return (
    <Stack gap={4}>
      {email && (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconMail size={16} aria-hidden="true" className={classes.contactIcon} />
          <Anchor href={`mailto:${email}`} size="sm" className={classes.contact}>
            <EmailText email={email} />
          </Anchor>
        </Group>
      )}
      {phone && (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconPhone size={16} aria-hidden="true" className={classes.contactIcon} />
          <Anchor href={telHref(phone)} size="sm" className={classes.contact}>
            {phone}
          </Anchor>
        </Group>
      )}
    </Stack>
  );
}
