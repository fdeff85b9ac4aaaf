import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@/lib/router';
import type { Category } from '@ninetonine/contract';
import { fallbackMessages } from '@ninetonine/contract/core';
import { QueryState } from '@/components/query-state';
import { categoriesQuery } from '@/features/catalog';
import { FoodForm, staffFoodQuery } from '@/features/staff-menu';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { menuStorefront } from './menu-storefront';

/** /admin/menu/new and /admin/menu/:id: the food form, empty or filled from the server. */
export default function MenuFoodPage() {
  const { id } = useParams();
  const categories = useQuery(categoriesQuery()).data;
  return id ? <EditFood id={id} categories={categories} /> : <NewFood categories={categories} />;
}

type Categories = { categories: Category[] | undefined };

function NewFood({ categories }: Categories) {
  useDocumentTitle('New dish');
  return (
    <>
      <BackLink />
      <h1>New dish</h1>
      <FoodForm categories={categories} storefront={menuStorefront} />
    </>
  );
}

function EditFood({ id, categories }: { id: string } & Categories) {
  const food = useQuery(staffFoodQuery(id));
  useDocumentTitle(food.data ? `Edit ${food.data.name}` : 'Edit dish');
  if (!food.data) {
    return (
      <QueryState
        query={food}
        errorTitle="This food could not be loaded"
        errorFallback={fallbackMessages.fetchFoodDetails}
        errorIcon="plate"
        level={1}
        retry={false}
        errorActions={<Link to="/admin/menu">Back to the menu</Link>}
      />
    );
  }
  return (
    <>
      <BackLink />
      <h1>Edit {food.data.name}</h1>
      {/* Keyed by version: a reload after a conflict starts the form from the fresh food. */}
      <FoodForm
        key={food.data.version}
        food={food.data}
        categories={categories}
        onReload={async () => (await food.refetch()).data}
        storefront={menuStorefront}
      />
    </>
  );
}

function BackLink() {
  return (
    <p>
      <Link to="/admin/menu">← Back to the menu</Link>
    </p>
  );
}
