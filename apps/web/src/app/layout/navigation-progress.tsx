import { lazy, Suspense, useEffect } from 'react';
import { useNavigation } from 'react-router';

// No page is loading at the first paint: the bar's code comes just after it, ready for the
// first navigation, rather than with it.
const loadBar = () => import('./navigation-progress-bar');
const NavigationProgressBar = lazy(loadBar);

/** A thin bar while the next page's code downloads, so a slow network does not look frozen. */
export function NavigationProgress() {
  const navigation = useNavigation();
  useEffect(() => {
    void loadBar().catch(() => undefined);
  }, []);
  if (navigation.state === 'idle') return null;
  return (
    <Suspense fallback={null}>
      <NavigationProgressBar />
    </Suspense>
  );
}
