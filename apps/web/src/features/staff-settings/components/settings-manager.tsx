import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { StaffSettingsResponse } from '@ninetonine/contract';
import { QueryState } from '@/components/query-state';
import { staffSettingsQuery } from '../api/get-staff-settings';
import { useUpdateSettings, type SettingsSave } from '../api/update-settings';
import { PauseOrdersCard } from './pause-orders-card';
import { SettingsForm } from './settings-form';
import styles from './staff-settings.module.css';

const nothing = () => {};

/**
 * The form, keyed by the last version it did not save itself: a save elsewhere (another tab,
 * a reload) starts it afresh, while its own saves keep it mounted, with the focus where it was.
 */
function SettingsFormFor({ data, save }: { data: StaffSettingsResponse; save: SettingsSave }) {
  const own = save.isPending || (save.isSuccess && save.data.updatedAt === data.updatedAt);
  const [shown, setShown] = useState({ version: data.updatedAt, key: data.updatedAt });
  if (shown.version !== data.updatedAt) {
    setShown({ version: data.updatedAt, key: own ? shown.key : data.updatedAt });
  }
  return (
    <SettingsForm
      key={shown.key}
      settings={data.settings}
      policies={data.policies}
      onlinePaymentConfigured={data.onlinePaymentConfigured}
      upiId={data.upiId}
      save={save}
    />
  );
}

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
            <SettingsFormFor data={data} save={save} />
          </>
        )}
      </QueryState>
    </div>
  );
}
