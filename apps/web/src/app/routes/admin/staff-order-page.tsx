import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@/lib/router';
import { QueryState } from '@/components/query-state';
import { StaffOrderFeedback } from '@/features/ratings';
import { StaffOrderDetail, staffOrderQuery } from '@/features/staff-orders';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/orders/:id: one order for staff, with its refunds (0080) and the customer's rating (0086). */
export default function StaffOrderPage() {
  const { id = '' } = useParams();
  const order = useQuery(staffOrderQuery(id));
  useDocumentTitle(order.data ? `Order ${order.data.number}` : 'Order');
  return (
    <>
      <p>
        <Link to="/admin/orders">← Orders board</Link>
      </p>
      {order.data ? (
        <>
          <h1>Order {order.data.number}</h1>
          <StaffOrderDetail order={order.data} />
          <StaffOrderFeedback orderId={order.data._id} />
        </>
      ) : (
        <QueryState
          query={order}
          errorTitle="This order could not be loaded"
          level={1}
          errorActions={<Link to="/admin/orders">Back to the board</Link>}
        />
      )}
    </>
  );
}
