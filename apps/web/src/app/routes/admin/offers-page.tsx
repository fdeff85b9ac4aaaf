import { useQueryClient } from '@tanstack/react-query';
import { offerKeys } from '@/lib/query-keys';
import { OfferManager } from '@/features/staff-offers';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AdminOnly } from './admin-only';

/** /admin/offers: offers and coupons (admins only; the server checks again). */
export default function OffersAdminPage() {
  useDocumentTitle('Offers');
  const queryClient = useQueryClient();
  // The storefront's cached /offers list is taken again.
  const offersChanged = () => void queryClient.invalidateQueries({ queryKey: offerKeys.all });
  return (
    <AdminOnly>
      <OfferManager onChanged={offersChanged} />
    </AdminOnly>
  );
}
