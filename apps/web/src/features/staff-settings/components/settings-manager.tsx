import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state';
import { staffSettingsQuery } from '../api/get-staff-settings';
import { useUpdateSettings } from '../api/update-settings';
import { PauseOrdersCard } from './pause-orders-card';
import { SettingsForm } from './settings-form';
import styles from './staff-settings.module.css';

const nothing = () => {};

/**
 * The restaurant settings: the pause switch first, then everything checkout reads. `onChanged`
 * runs after every save (the page refreshes the storefront's cached settings with it).
 */
export function SettingsManager({ onChanged = nothing }: { onChanged?: () => void }) {
  const settings = useQuery(staffSettingsQuery());
  // Here, not in the form: the form re-mounts on the saved version, the save's outcome stays.
  const save = useUpdateSettings(onChanged);
  return (
    <div className={styles.page}>
      <h1>Settings</h1>
      <QueryState query={settings} errorTitle="Settings didn't load">
        {(data) => (
          <>
            <PauseOrdersCard
              acceptingOrders={data.settings.acceptingOrders}
              onChanged={onChanged}
            />
            {/* Keyed by the saved version: a save elsewhere (another tab) starts the form afresh. */}
            <SettingsForm
              key={data.updatedAt}
              settings={data.settings}
              save={save}
              justSaved={save.isSuccess && save.data.updatedAt === data.updatedAt}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
