import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { adminSectionsFor } from '@portico/domain/administration/admin-sections';
import { LoadingSpinner } from '../../components/loading-state';
import { NoAccess } from '../../components/no-access';
import { PageTitle } from '../../components/page-title';
import { useMe } from '../../lib/api/get-me';
import { ADMIN_SECTION_TEXTS } from './admin-section-texts';

/** The administration area's landing: the screens this person's roles open (`/admin`). */
export function AdminPage() {
  const me = useMe();
  const { t, i18n } = useLingui();
  const TITLE = t`Administration`;
  if (!me.data) return <LoadingSpinner label={t`Loading administration`} />;
  const sections = adminSectionsFor(me.data.roles);
  if (sections.length === 0) return <NoAccess title={TITLE} />;
  return (
    <>
      <PageTitle title={TITLE} />
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        component="ul"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {sections.map((section) => {
          const texts = ADMIN_SECTION_TEXTS[section.path];
          return (
            <li key={section.path}>
              <Card withBorder padding="lg" h="100%">
                <Title order={2} size="h4" mb="xs">
                  <Text component={Link} to={section.path} inherit c="blue.8" td="underline">
                    {texts ? i18n._(texts.label) : section.label}
                  </Text>
                </Title>
                <Text size="sm">{texts ? i18n._(texts.description) : section.description}</Text>
              </Card>
            </li>
          );
        })}
      </SimpleGrid>
    </>
  );
}
