import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import { withCatalogues } from '../../../lib/i18n';

// The carousel (Embla, its fade, the Read More modal and the sanitiser) loads after the
// dashboard's first paint, so `/` stays within its first-load budget (DESIGN §9).
const NewsCarousel = lazy(withCatalogues(() => import('./news-carousel')));

const FULL_ROW = { gridColumn: '1 / -1' } as const;

/** Spec §2 Dashboard: the news and events carousel, spanning the dashboard's row. */
export function NewsCarouselCard() {
  return (
    <div style={FULL_ROW}>
      <Suspense fallback={<Skeleton height={260} radius="md" />}>
        <NewsCarousel />
      </Suspense>
    </div>
  );
}
