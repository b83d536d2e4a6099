import { useLocation } from 'react-router';

/** Shows where the router is, so a test can see a redirect land. */
export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}
