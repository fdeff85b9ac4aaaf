import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@/lib/router';
import { FoodImage } from '@/components/food-image';
import { StatePanel } from '@/components/state-panel';
import {
  CategoryStrip,
  FoodListView,
  categoriesQuery,
  dishCount,
  findCategory,
  foodsByCategoryQuery,
} from '@/features/catalog';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cardAddToCart } from './add-to-cart-actions';
import styles from './category-page.module.css';
import { MenuLink } from '@/components/menu-link';

/** One category (by slug or id): its story and every dish in it. */
export default function CategoryPage() {
  const { categoryId = '' } = useParams();
  const categories = useQuery(categoriesQuery());
  const category = findCategory(categories.data, categoryId);
  const list = useQuery(foodsByCategoryQuery(categoryId));
  const unknown = categories.isSuccess && !category;
  useDocumentTitle(category?.name ?? (unknown ? 'Category not found' : null));

  if (unknown) {
    return (
      <div className="page">
        <StatePanel
          icon="basket"
          title="We couldn't find that category"
          level={1}
          actions={<MenuLink>Browse the full menu</MenuLink>}
        >
          <p>Pick one of our kitchen's sections instead:</p>
        </StatePanel>
        <CategoryStrip categories={categories.data ?? []} label="All categories" />
      </div>
    );
  }

  // Until the categories arrive, the header's text (name, description, link) is unknown: the
  // picture, the dishes and the footer wait below the fold meanwhile, so nothing on screen moves
  // when it comes (the dishes used to be pushed down by the description).
  const waiting = categories.isPending;
  return (
    <div className={`page ${styles.page} ${waiting ? styles.waiting : ''}`}>
      <header className={styles.hero}>
        <div className={styles.heroText}>
          <nav aria-label="Breadcrumb" className={styles.crumbs}>
            <Link to="/menu">Menu</Link> <span aria-hidden="true">/</span>{' '}
            <span aria-current="page">{category?.name ?? 'Category'}</span>
          </nav>
          <h1 className={styles.title}>
            {category?.name ?? <span className={styles.titleSkeleton}>Loading…</span>}
          </h1>
          {category?.description && <p className={styles.description}>{category.description}</p>}
          {category && (
            <Link
              to={`/menu?category=${encodeURIComponent(category.slug)}`}
              className={styles.filterLink}
            >
              Filter and sort in the menu <span aria-hidden="true">→</span>
            </Link>
          )}
        </div>
        {!waiting && (
          <div className={styles.heroImage}>
            <FoodImage src={category?.image} alt="" width={640} height={400} eager />
          </div>
        )}
      </header>
      <section aria-labelledby="category-dishes" hidden={waiting}>
        <h2 id="category-dishes" className={styles.subtitle}>
          {list.isSuccess ? dishCount(list.data.length) : 'Dishes'}
        </h2>
        <FoodListView
          query={list}
          foods={list.data}
          // The category's own picture above is the one to load first; the cards come after it.
          eagerCount={0}
          renderAction={cardAddToCart}
          label={`${category?.name ?? 'Category'} dishes`}
          empty={
            <StatePanel
              icon="spoon"
              title="Nothing here yet"
              actions={<MenuLink>See the whole menu</MenuLink>}
            >
              <p>The kitchen has no dishes in this category today.</p>
            </StatePanel>
          }
        />
      </section>
      {categories.data && categories.data.length > 1 && (
        <section aria-labelledby="other-categories" className={styles.others}>
          <h2 id="other-categories">Explore more</h2>
          <CategoryStrip
            categories={categories.data.filter((c) => c._id !== category?._id)}
            label="Other categories"
          />
        </section>
      )}
    </div>
  );
}
