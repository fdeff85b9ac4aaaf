import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@/lib/router';
import type { Category, RestaurantFormat, StaffFood } from '@ninetonine/contract';
import { fallbackMessages } from '@ninetonine/contract/core';
import { ListFilterField, ListSearchField } from '@/components/form/list-fields';
import { QueryState } from '@/components/query-state';
import { StatePanel } from '@/components/state-panel';
import { useListParams } from '@/hooks/use-list-params';
import { errorMessage } from '@/lib/api-client';
import { useDeleteFood } from '../api/delete-food';
import { staffFoodsQuery } from '../api/get-staff-foods';
import { useRestoreFood } from '../api/restore-food';
import type { StorefrontCache } from '../storefront-cache';
import { AvailabilitySelect } from './availability-select';
import { Pager } from '@/components/pager';
import screen from '@/components/staff-screen.module.css';
import styles from './menu-list.module.css';
import { useRestaurantFormat } from '@/lib/restaurant-format';

type Notice = { text: string; undo?: StaffFood; error?: boolean };

const priceOf = (food: StaffFood, format: RestaurantFormat) => {
  const v = food.variants[0];
  return v ? format.price(v.priceAfterDiscount ?? v.price) : '—';
};

/** The menu for staff: search, category filter, pages, availability, delete with undo. */
export function MenuList({
  categories,
  savedName,
  storefront,
}: {
  /** The categories to filter by; undefined while they load. */
  categories: Category[] | undefined;
  /** The food just saved by the form, to confirm. */
  savedName?: string | undefined;
  /** What a change does to the storefront's cached data (given by the page). */
  storefront: StorefrontCache;
}) {
  const format = useRestaurantFormat();
  const list = useListParams(['q', 'category'], 'q');
  const { q: term, category } = list.filters;
  const { page, setPage } = list;
  const foods = useQuery(staffFoodsQuery({ search: term, category, page }));
  const remove = useDeleteFood(storefront);
  const restore = useRestoreFood(storefront);
  const [notice, setNotice] = useState<Notice | null>(
    savedName ? { text: `${savedName} was saved.` } : null,
  );

  const onDelete = (food: StaffFood) =>
    remove.mutate(food._id, {
      onSuccess: (deleted) => setNotice({ text: `${deleted.name} was deleted.`, undo: deleted }),
      onError: (error) =>
        setNotice({ text: errorMessage(error, fallbackMessages.deleteFood), error: true }),
    });
  const onUndo = (food: StaffFood) =>
    restore.mutate(food._id, {
      onSuccess: (back) => setNotice({ text: `${back.name} is back on the menu.` }),
      onError: (error) =>
        setNotice({ text: errorMessage(error, 'The dish could not be restored.'), error: true }),
    });

  return (
    <section aria-labelledby="menu-title">
      <div className={`${screen.heading} ${styles.header}`}>
        <h1 id="menu-title">Menu</h1>
        <Link to="/admin/menu/new" className="btn btn-primary">
          New dish
        </Link>
      </div>
      {notice && (
        <div
          className={`alert ${notice.error ? '' : 'alert-success'} ${styles.notice}`}
          role={notice.error ? 'alert' : 'status'}
        >
          <span>{notice.text}</span>
          {notice.undo && (
            <button
              type="button"
              className="btn btn-small"
              disabled={restore.isPending}
              onClick={() => onUndo(notice.undo!)}
            >
              Undo
            </button>
          )}
          <button
            type="button"
            className="btn btn-ghost btn-small"
            aria-label="Dismiss"
            onClick={() => setNotice(null)}
          >
            ✕
          </button>
        </div>
      )}
      <div className={styles.filters} role="search">
        <ListSearchField id="menu-search" label="Search the menu" search={list} />
        <ListFilterField
          id="menu-category"
          label="Category"
          value={category}
          onPick={(value) => list.setFilter('category', value)}
          allLabel="All categories"
        >
          {categories?.map((c) => (
            <option key={c._id} value={c._id}>
              {c.name}
            </option>
          ))}
        </ListFilterField>
      </div>
      <QueryState
        query={foods}
        errorTitle="The menu could not be loaded"
        errorFallback={fallbackMessages.fetchFoods}
        errorIcon="fire"
        isEmpty={(data) => data.foods.length === 0}
        empty={
          <StatePanel icon="search" title="No dishes found">
            {term || category ? 'Try another search or category.' : 'Add the first dish.'}
          </StatePanel>
        }
      >
        {(data) => (
          <>
            <ul className={styles.list} aria-label="Foods" aria-busy={foods.isFetching}>
              {data.foods.map((food) => (
                <li key={food._id} className={styles.row} aria-label={food.name}>
                  {food.pictures[0] ? (
                    <img
                      className={styles.thumb}
                      src={food.pictures[0].src}
                      srcSet={food.pictures[0].srcset}
                      sizes="64px"
                      alt=""
                      width={64}
                      height={48}
                      loading="lazy"
                    />
                  ) : (
                    <span className={styles.thumb} aria-hidden="true" />
                  )}
                  <div className={styles.what}>
                    <Link to={`/admin/menu/${food._id}`} className={styles.name}>
                      {food.name}
                    </Link>
                    <span className="muted">
                      {food.category.name} · {priceOf(food, format)}
                      {food.variants.length > 1 ? ` · ${food.variants.length} sizes` : ''}
                    </span>
                  </div>
                  <AvailabilitySelect food={food} storefront={storefront} />
                  <div className={styles.rowActions}>
                    <Link
                      to={`/admin/menu/${food._id}`}
                      className="btn btn-small"
                      aria-label={`Edit ${food.name}`}
                    >
                      Edit
                    </Link>
                    <button
                      type="button"
                      className="btn btn-ghost btn-small"
                      aria-label={`Delete ${food.name}`}
                      disabled={remove.isPending && remove.variables === food._id}
                      onClick={() => onDelete(food)}
                    >
                      Delete
                    </button>
                  </div>
                </li>
              ))}
            </ul>
            <Pager
              label="Menu pages"
              page={page}
              totalPages={data.pagination.totalPages}
              onPage={setPage}
              always
              summary={`Page ${data.pagination.page} of ${Math.max(1, data.pagination.totalPages)} · ${data.pagination.total} ${data.pagination.total === 1 ? 'dish' : 'dishes'}`}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
