import { countryRules } from '@ninetonine/contract';
import { TextField } from '@/components/form/text-field';
import panel from '@/components/page-panel.module.css';

/**
 * The phone asked once at checkout when neither the profile nor a delivery address has one the
 * kitchen can call (issue 19, item 8); the server keeps it on the profile.
 */
export function CheckoutPhoneField(props: {
  /** The restaurant's ISO country code (lib/restaurant-country). */
  country: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <div className={`card ${panel.panel}`}>
      <TextField
        id="checkout-phone"
        label="Your phone number"
        hint="So the kitchen can call you about this order. We keep it on your profile."
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder={countryRules(props.country).phoneExample}
        maxLength={24}
        value={props.value}
        onValueChange={props.onChange}
        error={props.error ?? undefined}
      />
    </div>
  );
}
