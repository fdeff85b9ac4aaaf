import type { OrderMessageSettings, OrderMessageTopic } from '@ninetonine/contract';
import { orderMessageTopicLabels, orderMessageTopics } from '@ninetonine/contract/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ActionError } from '@/components/form/form-parts';
import { TextField } from '@/components/form/text-field';
import {
  ORDER_MESSAGE_SETTINGS_KEY,
  getOrderMessageSettings,
  putOrderMessageSettings,
} from '../api/order-message-settings';
import styles from './staff-settings.module.css';

type Templates = Record<OrderMessageTopic, string>;

/**
 * The order messages' templates (decision 0092): India's DLT entity id and each SMS's DLT
 * template id, and each WhatsApp message's approved template (a Twilio Content SID).
 */
export function OrderMessageSettingsCard() {
  const queryClient = useQueryClient();
  const loaded = useQuery({
    queryKey: ORDER_MESSAGE_SETTINGS_KEY,
    queryFn: getOrderMessageSettings,
  });
  const save = useMutation({
    mutationFn: putOrderMessageSettings,
    onSuccess: (data) => queryClient.setQueryData(ORDER_MESSAGE_SETTINGS_KEY, data),
  });
  const [edits, setEdits] = useState<OrderMessageSettings | null>(null);
  const form = edits ?? loaded.data?.settings;
  const set = (patch: Partial<OrderMessageSettings>) => form && setEdits({ ...form, ...patch });
  const setTemplate = (
    which: 'smsDltTemplateIds' | 'whatsappTemplates',
    topic: string,
    v: string,
  ) => form && set({ [which]: { ...form[which], [topic]: v } as Templates });
  return (
    <section className={styles.group} aria-labelledby="order-messages-title">
      <h2 id="order-messages-title" className={styles.groupTitle}>
        Order messages (SMS and WhatsApp)
      </h2>
      <p className={`muted ${styles.plain}`}>
        {loaded.data?.providerConfigured
          ? 'Sent through Twilio. WhatsApp needs an approved template for each message; SMS to Indian numbers needs the DLT ids.'
          : 'No provider is configured: messages are written to the local outbox, not sent.'}
      </p>
      {form && (
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(form, { onSuccess: () => setEdits(null) });
          }}
        >
          <TextField
            id="dlt-entity-id"
            label="DLT entity id (India, 19 digits)"
            inputMode="numeric"
            maxLength={19}
            value={form.dltEntityId}
            onValueChange={(v) => set({ dltEntityId: v })}
          />
          {orderMessageTopics.map((topic) => (
            <fieldset key={topic} className={styles.plain}>
              <legend>{orderMessageTopicLabels[topic]}</legend>
              <TextField
                id={`sms-dlt-${topic}`}
                label="SMS: DLT template id"
                maxLength={64}
                value={form.smsDltTemplateIds[topic]}
                onValueChange={(v) => setTemplate('smsDltTemplateIds', topic, v)}
              />
              <TextField
                id={`whatsapp-${topic}`}
                label="WhatsApp: template (Content SID)"
                maxLength={64}
                value={form.whatsappTemplates[topic]}
                onValueChange={(v) => setTemplate('whatsappTemplates', topic, v)}
              />
            </fieldset>
          ))}
          <div>
            <button type="submit" className="btn btn-primary" disabled={save.isPending}>
              Save message templates
            </button>
          </div>
          <div aria-live="polite">
            {save.isSuccess && !edits && <p role="status">Message templates saved.</p>}
          </div>
          <ActionError error={save.error} fallback="We could not save that. Please try again." />
        </form>
      )}
    </section>
  );
}
