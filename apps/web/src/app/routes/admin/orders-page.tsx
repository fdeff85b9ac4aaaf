import { OrdersBoard } from '@/features/staff-orders';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/orders: the kitchen display. */
export default function OrdersPage() {
  useDocumentTitle('Orders board');
  return (
    <>
      <h1 className="visually-hidden">Orders board</h1>
      <OrdersBoard />
    </>
  );
}
