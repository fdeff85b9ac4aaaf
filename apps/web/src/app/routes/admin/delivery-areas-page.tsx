import { DeliveryAreaManager } from '@/features/staff-delivery-areas';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AdminOnly } from './admin-only';

/** /admin/delivery-areas: where the restaurant delivers (admins only; the server checks again). */
export default function DeliveryAreasAdminPage() {
  useDocumentTitle('Delivery areas');
  return (
    <AdminOnly>
      <DeliveryAreaManager />
    </AdminOnly>
  );
}
