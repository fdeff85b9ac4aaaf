import { useQuery } from '@tanstack/react-query';
import { BurgerLoader } from '@/components/burger-loader';
import { StatePanel } from '@/components/state-panel';
import { SettingsChangedContext } from '../settings-changed';
import { staffSettingsQuery } from '../api/get-staff-settings';
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
  return (
    <SettingsChangedContext value={onChanged}>
      <div className={styles.page}>
        <h1>Settings</h1>
        {settings.isPending ? (
          <BurgerLoader />
        ) : settings.isError ? (
          <StatePanel
            icon="pan"
            tone="error"
            title="Settings didn't load"
            actions={
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => void settings.refetch()}
              >
                Try again
              </button>
            }
          >
            <p>{settings.error.message}</p>
          </StatePanel>
        ) : (
          <>
            <PauseOrdersCard acceptingOrders={settings.data.settings.acceptingOrders} />
            {/* Keyed by the saved version: a save elsewhere (another tab) starts the form afresh. */}
            <SettingsForm key={settings.data.updatedAt} settings={settings.data.settings} />
          </>
        )}
      </div>
    </SettingsChangedContext>
  );
}
