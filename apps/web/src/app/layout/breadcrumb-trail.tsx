import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link, useMatches } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { breadcrumbItems, currentRouteHandle, labelText } from '../../lib/route-handle';

/** Spec §2 Layout: 'Dashboard' on the home page, elsewhere 'Home' plus the page's trail. */
export function BreadcrumbTrail() {
  const { t } = useLingui(); // the trail re-renders in the other language on a switch
  const current = currentRouteHandle(useMatches());
  if (!current) return null;
  const items = breadcrumbItems(current.handle, current.params).map((crumb) => ({
    ...crumb,
    label: labelText(crumb.label),
  }));

  return (
    <nav aria-label={t`Breadcrumb`}>
      <Breadcrumbs separatorMargin={6} mb="sm" fz="sm">
        {items.map((crumb, index) => {
          const isCurrentPage = index === items.length - 1;
          return crumb.to && !isCurrentPage ? (
            <Anchor key={crumb.label} component={Link} to={crumb.to} fz="sm">
              {crumb.label}
            </Anchor>
          ) : (
            <Text
              key={crumb.label}
              component="span"
              fz="sm"
              c="dimmed"
              aria-current={isCurrentPage ? 'page' : undefined}
            >
              {crumb.label}
            </Text>
          );
        })}
      </Breadcrumbs>
    </nav>
  );
}
