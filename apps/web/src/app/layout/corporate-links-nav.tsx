import { lazy, Suspense } from 'react';
import { NavLink } from '@mantine/core';
import type { CorporateLink } from '@portico/domain/quick-links/corporate-link';
import { useOnDemand } from '../../lib/use-on-demand';
import { corporateLinksButtonProps } from './corporate-links-button';

const loadMenu = () => import('./corporate-links-menu');
const CorporateLinksMenu = lazy(loadMenu);

/** The sidebar's Corporate Links dropdown (spec §2 Layout); its menu code loads on first use. */
export function CorporateLinksNav({ links }: { links: readonly CorporateLink[] }) {
  const { activated, triggerProps } = useOnDemand(loadMenu);
  const standIn = <NavLink {...corporateLinksButtonProps} {...triggerProps} />;
  if (!activated) return standIn;
  return (
    <Suspense fallback={standIn}>
      <CorporateLinksMenu links={links} />
    </Suspense>
  );
}
