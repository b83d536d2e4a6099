import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link, useMatches } from 'react-router';
import { breadcrumbItems, currentRouteHandle } from '../../lib/route-handle';

/** Spec §2 Layout: 'Dashboard' on the home page, elsewhere 'Home' plus the page's trail. */
export function BreadcrumbTrail() {
  const current = currentRouteHandle(useMatches());
  if (!current) return null;
  const items = breadcrumbItems(current.handle, current.params);

  return (
    <nav aria-label="Breadcrumb">
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
