import { useLocation } from 'react-router-dom';

/** Shows the router's current path so tests can assert navigation by role. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return (
    <output aria-label="Current path" role="status">
      {pathname}
    </output>
  );
}
