import { useDocumentTitle } from '@/hooks/use-document-title';
import { RatingTrend } from '@/features/ratings';
import { StaffDashboard } from '@/features/staff-dashboard';

/** /admin: the staff home, the dashboard (its chart library loads with this page only). */
export default function AdminHomePage() {
  useDocumentTitle('Dashboard');
  return (
    <>
      <StaffDashboard />
      <RatingTrend />
    </>
  );
}
