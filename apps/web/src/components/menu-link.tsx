import type { ReactNode } from 'react';
import { Link } from '@/lib/router';

/** The way on from an empty or finished page: to the menu, as the page's main button. */
export function MenuLink({ children = 'Browse the menu' }: { children?: ReactNode }) {
  return (
    <Link to="/menu" className="btn btn-primary">
      {children}
    </Link>
  );
}
