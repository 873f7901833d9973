import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundScreen } from './not-found-screen';

export type AreaRoutesProps = {
  /** The role whose area this is: its dashboard is /dashboard/<role>. */
  role: string;
  /** The area's index page. */
  dashboard: ReactNode;
  /** The area's other screens, as `<Route path=... element=... />`. */
  children?: ReactNode;
};

/**
 * A role's area as every remote routes it: the dashboard at the index, its screens, and the not-found page
 * (with a link back to the dashboard) for any other path.
 */
export function AreaRoutes({ role, dashboard, children }: AreaRoutesProps) {
  return (
    <Routes>
      <Route index element={dashboard} />
      {children}
      <Route path="*" element={<NotFoundScreen dashboardPath={`/dashboard/${role}`} />} />
    </Routes>
  );
}
