import { useParams } from '@/lib/router';
import { StatePanel } from '@/components/state-panel';
import { FoodDetails, FoodDetailsSkeleton, isMissing, useFoodDetails } from '@/features/catalog';
import { useKitchenSentence } from '@/features/restaurant';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PAGE_TITLES } from '../page-titles';
import { detailsAddToCart } from './add-to-cart-actions';
import { MenuLink } from '@/components/menu-link';
import { RetryButton } from '@/components/retry-button';

/** One dish: photos, story, sizes, price and the cart control. */
export default function FoodDetailsPage() {
  const { id = '' } = useParams();
  const details = useFoodDetails(id);
  // Today's state, not the week's hours: closed for the day or busy says so here too.
  const kitchen = useKitchenSentence();
  // The card the customer clicked is shown at once while the full record loads.
  const { food } = details;
  const failed = details.isError;
  useDocumentTitle(food?.name ?? (failed ? PAGE_TITLES.dishNotFound : null));

  // Gone is gone, even with a copy to show (from a list, or kept from the last visit).
  if (failed && isMissing(details.error)) {
    return (
      <div className="page">
        <StatePanel
          icon="plate"
          title="We couldn't find that dish"
          level={1}
          actions={<MenuLink />}
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
          actions={<RetryButton query={details} />}
        >
          <p>{details.error.message}</p>
        </StatePanel>
      </div>
    );
  }
  if (!food) return <FoodDetailsSkeleton />;
  return (
    <FoodDetails
      key={food._id}
      food={food}
      renderAction={detailsAddToCart}
      hoursNote={kitchen ? `Cooked to order; the kitchen is ${kitchen}.` : undefined}
    />
  );
}
