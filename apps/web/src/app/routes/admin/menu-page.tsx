import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@/lib/router';
import { categoriesQuery } from '@/features/catalog';
import { MenuList } from '@/features/staff-menu';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { menuStorefront } from './menu-storefront';

/** /admin/menu: every food, with search, availability, edit and delete. */
export default function MenuPage() {
  useDocumentTitle('Menu');
  const categories = useQuery(categoriesQuery());
  const saved = (useLocation().state as { saved?: string } | null)?.saved;
  return <MenuList categories={categories.data} savedName={saved} storefront={menuStorefront} />;
}
