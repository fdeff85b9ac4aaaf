import { useQueryClient } from '@tanstack/react-query';
import { restaurantKeys } from '@/lib/query-keys';
import {
  OrderMessageSettingsCard,
  SecuritySettingsCard,
  SettingsManager,
} from '@/features/staff-settings';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AdminOnly } from './admin-only';

/** /admin/settings: hours, fees, tax, delivery and pickup, and "pause new orders". */
export default function SettingsPage() {
  useDocumentTitle('Settings');
  const queryClient = useQueryClient();
  // The storefront's cached settings (kitchen status, fees) are taken again.
  const settingsChanged = () =>
    void queryClient.invalidateQueries({ queryKey: restaurantKeys.all });
  return (
    <AdminOnly>
      <SettingsManager onChanged={settingsChanged} />
      <OrderMessageSettingsCard />
      <SecuritySettingsCard />
    </AdminOnly>
  );
}
