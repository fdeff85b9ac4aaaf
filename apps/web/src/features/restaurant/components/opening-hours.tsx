import { restaurantDay } from '@ninetonine/contract/core';
import { useMinuteClock } from '@/lib/minute-clock';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { useRestaurant } from '../api/get-restaurant';
import {
  specialHoursText,
  upcomingSpecialHours,
  weekLines,
  weekSentence,
} from '../opening-hours-text';
import styles from './opening-hours.module.css';

/** The restaurant's holidays and special hours to come, as sentences ([] until known). */
function useUpcomingSpecialHours(): string[] {
  const settings = useRestaurant().data?.settings;
  const now = useMinuteClock();
  const format = useRestaurantFormat();
  if (!settings) return [];
  const today = restaurantDay(new Date(now), settings.timeZone);
  return upcomingSpecialHours(settings.specialHours, today).map((s) => specialHoursText(s, format));
}

/**
 * The week's opening hours from the settings, then the holidays and special hours to come:
 * the footer, the contact page and the help page show the same. Nothing until the settings
 * are known (a server-rendered page already has them).
 */
export function OpeningHours({ className }: { className?: string }) {
  const settings = useRestaurant().data?.settings;
  const special = useUpcomingSpecialHours();
  if (!settings) return <p className={className} aria-busy="true" />;
  return (
    <div className={className} data-testid="opening-hours">
      <dl className={styles.week}>
        {weekLines(settings.openingHours).map((line) => (
          <div key={line.days} className={styles.line}>
            <dt>{line.days}</dt>
            <dd>{line.hours}</dd>
          </div>
        ))}
      </dl>
      {special.length > 0 && (
        <ul className={styles.special} aria-label="Holidays and special hours">
          {special.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The week's hours in a sentence for prose ("every day 09:00 – 21:00"), with the restaurant's
 * zone when asked; '' until the settings are known.
 */
export function useOpeningHoursSentence({ withZone = false } = {}): string {
  const settings = useRestaurant().data?.settings;
  if (!settings) return '';
  const week = weekSentence(settings.openingHours);
  return withZone ? `${week} (${zoneName(settings.timeZone)} time)` : week;
}

/** "Asia/Kolkata" as people say it: "Kolkata". */
const zoneName = (zone: string) => (zone.split('/').at(-1) ?? zone).replace(/_/g, ' ');

/** The restaurant's phone, address and grievance officer from the settings (undefined until known). */
export function useRestaurantContact() {
  const settings = useRestaurant().data?.settings;
  return settings
    ? {
        name: settings.name,
        phone: settings.phone,
        address: settings.pickupAddress,
        grievanceOfficer: settings.grievanceOfficer,
        timeZone: settings.timeZone,
        deliveryFee: settings.deliveryFee,
        freeDeliveryFrom: settings.freeDeliveryFrom,
        minimumDeliveryOrder: settings.minimumDeliveryOrder,
      }
    : undefined;
}
