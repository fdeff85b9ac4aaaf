import { useQueryClient } from '@tanstack/react-query';
import { categoryKeys, foodKeys } from '@/lib/query-keys';
import { CategoryManager } from '@/features/staff-categories';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/categories: the menu's categories. */
export default function CategoriesPage() {
  useDocumentTitle('Categories');
  const queryClient = useQueryClient();
  // The storefront's cached sections and dishes (they show category names) are taken again.
  const menuChanged = () => {
    void queryClient.invalidateQueries({ queryKey: categoryKeys.all });
    void queryClient.invalidateQueries({ queryKey: foodKeys.all });
  };
  return <CategoryManager onChanged={menuChanged} />;
}
