import { TIP_MAX, TIP_PRESETS } from '@ninetonine/contract/core';
import { useState } from 'react';
import { TextField } from '@/components/form/text-field';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { tipProblem } from '../tip-rules';
import styles from './checkout.module.css';

interface DeliveryExtrasProps {
  /** The tip in major units; 0: none. */
  tip: number;
  onTipChange: (tip: number) => void;
  /** Why the typed tip cannot be used (shown at the field); null: fine. */
  tipError: string | null;
  onTipError: (message: string | null) => void;
  contactless: boolean;
  onContactlessChange: (value: boolean) => void;
}

/** A tip for the rider (presets or typed) and "leave at the door": deliveries only. */
export function DeliveryExtras(props: DeliveryExtrasProps) {
  const { tip, onTipChange, tipError, onTipError } = props;
  const format = useRestaurantFormat();
  const isPreset = (TIP_PRESETS as readonly number[]).includes(tip);
  // "Other" stays chosen while its field is being typed in, even empty or at a preset's amount.
  const [other, setOther] = useState(tip > 0 && !isPreset);
  const [typed, setTyped] = useState(other ? String(tip) : '');
  const choose = (amount: number) => {
    setOther(false);
    onTipError(null);
    onTipChange(amount);
  };
  const options = [
    { key: 'none', label: 'No tip', checked: !other && tip === 0, pick: () => choose(0) },
    ...TIP_PRESETS.map((amount) => ({
      key: String(amount),
      label: format.price(amount),
      checked: !other && tip === amount,
      pick: () => choose(amount),
    })),
    {
      key: 'other',
      label: 'Other',
      checked: other,
      pick: () => {
        setOther(true);
        const problem = tipProblem(typed);
        onTipError(typed === '' ? null : problem);
        onTipChange(problem || typed === '' ? 0 : Number(typed));
      },
    },
  ];
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend>Tip your rider</legend>
        <p className={styles.hint}>Optional. All of it goes to the rider who brings your order.</p>
        <div className={`${styles.options} ${styles.tips}`}>
          {options.map((o) => (
            <label key={o.key} className={`${styles.option} ${o.checked ? styles.selected : ''}`}>
              <input type="radio" name="tip" checked={o.checked} onChange={o.pick} />
              <span>
                <strong>{o.label}</strong>
              </span>
            </label>
          ))}
        </div>
        {other && (
          <TextField
            id="checkout-tip"
            label={`Tip amount (${format.currencySymbol})`}
            hint={`Up to ${format.price(TIP_MAX)}.`}
            inputMode="decimal"
            value={typed}
            onValueChange={(value) => {
              setTyped(value);
              const problem = tipProblem(value);
              onTipError(problem);
              onTipChange(problem ? 0 : Number(value || 0));
            }}
            error={tipError ?? undefined}
          />
        )}
      </fieldset>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={props.contactless}
          onChange={(e) => props.onContactlessChange(e.target.checked)}
        />
        <span>
          <strong>Leave at the door</strong>
          <span className={styles.hint}>Contactless: the rider leaves it and lets you know.</span>
        </span>
      </label>
    </>
  );
}
