import { useRestaurant } from '../api/get-restaurant';

/** `tel:` wants digits and a leading + only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/**
 * The restaurant's phone and address from the settings, as the contact, help and terms pages
 * show them (nothing until the settings are known).
 */
export function ContactDetails({ className }: { className?: string }) {
  const settings = useRestaurant().data?.settings;
  if (!settings) return <p className={className} aria-busy="true" />;
  return (
    <address className={className} style={{ fontStyle: 'normal' }} data-testid="contact-details">
      {settings.phone && (
        <>
          Phone: <a href={telHref(settings.phone)}>{settings.phone}</a>
          <br />
        </>
      )}
      {settings.pickupAddress}
    </address>
  );
}

/** The grievance officer from the settings (Consumer Protection (E-Commerce) Rules 2020). */
export function GrievanceOfficer() {
  const settings = useRestaurant().data?.settings;
  if (!settings) return <p aria-busy="true" />;
  const { name, email, phone } = settings.grievanceOfficer;
  return (
    <address style={{ fontStyle: 'normal' }} data-testid="grievance-officer">
      {name}
      <br />
      {settings.name}, {settings.pickupAddress}
      {email && (
        <>
          <br />
          Email: <a href={`mailto:${email}`}>{email}</a>
        </>
      )}
      {phone && (
        <>
          <br />
          Phone: <a href={telHref(phone)}>{phone}</a>
        </>
      )}
    </address>
  );
}
