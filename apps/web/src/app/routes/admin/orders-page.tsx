import { KitchenControls } from '@/features/staff-kitchen';
import { OrdersBoard } from '@/features/staff-orders';
import { DineInPanel } from '@/features/staff-tables';
import { useRestaurant } from '@/features/restaurant';
import { PushOptIn } from '@/features/pwa/page-parts';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/orders: the kitchen display. */
export default function OrdersPage() {
  useDocumentTitle('Orders board');
  const fssaiLicence = useRestaurant().data?.settings.gst.fssaiLicence ?? '';
  return (
    <>
      <h1 className="visually-hidden">Orders board</h1>
      {/* Asked here, where the kitchen opens its board: a tablet then hears of new orders with
          the board closed or asleep (decision 0066). */}
      <PushOptIn
        topic="kitchen"
        label="Notify this device of new orders"
        onText="This device gets a notification for every new order, even with the board closed."
      />
      <KitchenControls />
      <DineInPanel />
      <OrdersBoard fssaiLicence={fssaiLicence} />
    </>
  );
}
