import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { usePrefetchQuery } from '@tanstack/react-query';
import { DASHBOARD_QUICK_LINKS } from '@portico/domain/quick-links/quick-link-sizes';
import { LoadingPlaceholder } from '../../components/loading-state';
import { quickLinksQueryOptions } from './api/get-quick-links';

/*
 * The grid's code (its menus, the New/Edit dialog and the form's schema) arrives after the
 * dashboard's first load, which stays within its budget (DESIGN §9); the first page of links is
 * asked for at once, in parallel.
 */
const QuickLinksGrid = lazy(() => import('./quick-links-grid'));

/** Spec §2 Dashboard: the quick-links card. */
export function QuickLinksCard() {
  const { t } = useLingui();
  usePrefetchQuery(quickLinksQueryOptions({ page: 1, pageSize: DASHBOARD_QUICK_LINKS }));
  return (
    <Suspense
      fallback={
        <LoadingPlaceholder
          label={t`Loading quick links`}
          blocks={[{ height: 28, width: '40%' }, { height: 160 }]}
        />
      }
    >
      <QuickLinksGrid />
    </Suspense>
  );
}
