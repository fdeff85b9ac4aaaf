import { useAppSelector } from '@/app/hooks';
import { RiderOrders } from '@/features/rider';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /rider: a rider's deliveries on their phone (issue 34, decision 0083). */
export default function RiderPage() {
  useDocumentTitle('Your deliveries');
  const role = useAppSelector((s) => s.auth.user?.role);
  return (
    <>
      <div className="container">
        <h1>Your deliveries</h1>
        {role === 'rider' ? (
          <RiderOrders />
        ) : (
          // The server refuses anyone else too; this only says so plainly.
          <p className="alert" role="status">
            This page is for the restaurant&apos;s riders. Ask an admin for a rider invitation.
          </p>
        )}
      </div>
    </>
  );
}
