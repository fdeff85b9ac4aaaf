import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Food } from '@ninetonine/contract';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AddToCart } from '@/components/add-to-cart-slot';
import { Icon } from '@/components/icons';
import { PriceTag } from '@/components/price-tag';
import { QuantityStepper } from '@/components/quantity-stepper';
import { StatePanel } from '@/components/state-panel';
import { useDocumentTitle } from '@/components/use-document-title';
import { DietaryChips } from '../components/dietary-chips';
import { FoodGallery } from '../components/food-gallery';
import { SizePicker } from '../components/size-picker';
import { fetchFoodDetails } from '../foods-slice';
import { cheapestVariant } from '../food-presentation';
import styles from './food-details-page.module.css';

/** One dish: photos, story, sizes, price and the cart control. */
export default function FoodDetailsPage() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const details = useAppSelector((s) => s.foods.foodDetails);
  const fromList = useAppSelector((s) => s.foods.foods.find((f) => f._id === id));
  const error = useAppSelector((s) => s.foods.error);
  const [failure, setFailure] = useState<{ id: string; status: number | null } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const request = dispatch(fetchFoodDetails(id));
    request.then((action) => {
      if (fetchFoodDetails.rejected.match(action) && !action.meta.aborted) {
        setFailure({ id, status: action.payload?.status ?? null });
      } else if (fetchFoodDetails.fulfilled.match(action)) {
        setFailure(null);
      }
    });
    return () => request.abort();
  }, [dispatch, id, attempt]);

  // The card the customer clicked is shown at once while the full record loads.
  const food = details?._id === id ? details : (fromList ?? null);
  const failed = failure?.id === id ? failure : null;
  useDocumentTitle(food?.name ?? (failed ? 'Dish not found' : null));

  if (!food && failed && (failed.status === 404 || failed.status === 400)) {
    return (
      <div className="page">
        <StatePanel
          icon="plate"
          title="We couldn't find that dish"
          level={1}
          actions={
            <Link to="/menu" className="btn btn-primary">
              Browse the menu
            </Link>
          }
        >
          <p>It may have left the menu, or the link is mistyped. Plenty more is cooking though.</p>
        </StatePanel>
      </div>
    );
  }
  if (!food && failed) {
    return (
      <div className="page">
        <StatePanel
          icon="pan"
          title="This dish didn't load"
          tone="error"
          level={1}
          actions={
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => setAttempt((n) => n + 1)}
            >
              Try again
            </button>
          }
        >
          <p>{error}</p>
        </StatePanel>
      </div>
    );
  }
  if (!food) return <DetailsSkeleton />;
  return <FoodDetails key={food._id} food={food} />;
}

function FoodDetails({ food }: { food: Food }) {
  const [size, setSize] = useState(() => cheapestVariant(food)?.size ?? '');
  const [quantity, setQuantity] = useState(1);
  const variant = food.variants.find((v) => v.size === size) ?? food.variants[0];
  return (
    <article className={`page ${styles.page}`}>
      <nav aria-label="Breadcrumb" className={styles.crumbs}>
        <ol>
          <li>
            <Link to="/menu">Menu</Link>
          </li>
          <li>
            <Link to={`/category/${food.category.slug}`}>{food.category.name}</Link>
          </li>
          <li aria-current="page">{food.name}</li>
        </ol>
      </nav>
      <div className={styles.layout}>
        <FoodGallery images={food.foodImages} name={food.name} />
        <div className={styles.info}>
          <DietaryChips food={food} />
          <h1 className={styles.name}>{food.name}</h1>
          <p className={styles.description}>{food.description}</p>
          {!food.isAvailable && (
            <p className={`alert ${styles.unavailable}`} role="status">
              Sold out for today. It will be back on the menu soon.
            </p>
          )}
          <div className={styles.buy}>
            {food.variants.length > 1 ? (
              <SizePicker
                variants={food.variants}
                value={variant?.size ?? ''}
                onChange={setSize}
                name={`size-${food._id}`}
              />
            ) : (
              variant && <p className={styles.single}>Size: {variant.size}</p>
            )}
            {variant && <PriceTag variant={variant} size="lg" />}
            {food.isAvailable && (
              <div className={styles.order}>
                <QuantityStepper value={quantity} onChange={setQuantity} labelVisible />
                {variant && quantity > 1 && (
                  <div className={styles.total}>
                    <span>Total for {quantity}:</span>
                    <PriceTag variant={variant} times={quantity} />
                  </div>
                )}
                <div className={styles.cta}>
                  <AddToCart
                    food={food}
                    size={variant?.size}
                    quantity={quantity}
                    variant="details"
                  />
                </div>
              </div>
            )}
          </div>
          <p className={styles.note}>
            <Icon name="clock" size={16} /> Cooked to order between 9:00 and 21:00, every day.
          </p>
          <Link to={`/category/${food.category.slug}`} className={styles.more}>
            More from {food.category.name} <span aria-hidden="true">→</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

function DetailsSkeleton() {
  return (
    <div
      className={`page ${styles.page}`}
      role="status"
      aria-label="Loading the dish"
      aria-busy="true"
    >
      <div className={styles.layout} aria-hidden="true">
        <div className={`${styles.shimmer} ${styles.skImage}`} />
        <div className={styles.info}>
          <div className={`${styles.shimmer} ${styles.skLine}`} />
          <div className={`${styles.shimmer} ${styles.skTitle}`} />
          <div className={`${styles.shimmer} ${styles.skLine}`} />
          <div className={`${styles.shimmer} ${styles.skLine}`} />
        </div>
      </div>
    </div>
  );
}
