import { contactRequestSchema, type ContactRequest } from '@ninetonine/contract';
import type { FormEvent } from 'react';
import { Link } from '@/lib/router';
import { ErrorAlert, SubmitButton } from '@/components/form/form-parts';
import { EmailField, TextAreaField, TextField } from '@/components/form/text-field';
import { ContactDetails, OpeningHours } from '@/features/restaurant';
import { InfoPage, useSendContact } from '@/features/site';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useFormFields } from '@/hooks/use-form-fields';
import styles from './contact-page.module.css';

const EMPTY: ContactRequest = { name: '', email: '', subject: '', message: '' };
/** The very schema the API uses; after a first attempt errors follow the typing. */
const check = (values: ContactRequest) => contactRequestSchema.safeParse(values);

export default function ContactPage() {
  useDocumentTitle('Contact us');
  const send = useSendContact();
  const form = useFormFields('contact', EMPTY, { recheck: check, schema: contactRequestSchema });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = form.validate(check(form.values));
    if (body) send.mutate(body);
  };

  return (
    <InfoPage
      kicker="Talk to the kitchen"
      title="Contact us"
      lede={<p>Questions, party orders, allergies or a dish you loved: we read every message.</p>}
      wide
    >
      <div className={styles.layout}>
        {send.isSuccess ? (
          <div className={`alert alert-success ${styles.success}`} role="status">
            <h2 className={styles.successTitle}>Message received</h2>
            <p>{send.data.message}</p>
            <p className={styles.ref}>Reference: {send.data.id}</p>
            <button
              type="button"
              className="btn"
              onClick={() => {
                send.reset();
                form.reset();
              }}
            >
              Send another message
            </button>
          </div>
        ) : (
          <form className={styles.form} onSubmit={submit} noValidate aria-label="Contact form">
            <ErrorAlert
              error={send.error}
              fallback="Your message could not be sent. Please try again."
            />
            <div className={styles.row}>
              <TextField
                {...form.field('name')}
                name="name"
                label="Your name"
                type="text"
                autoComplete="name"
              />
              <EmailField {...form.field('email')} name="email" label="Email" />
            </div>
            <TextField {...form.field('subject')} name="subject" label="Subject" type="text" />
            <TextAreaField {...form.field('message')} name="message" label="Message" rows={6} />
            <SubmitButton busy={send.isPending} busyLabel="Sending…">
              Send message
            </SubmitButton>
          </form>
        )}
        <aside className={styles.aside} aria-labelledby="contact-hours">
          <h2>Call or visit</h2>
          <ContactDetails />
          <h2 id="contact-hours">Kitchen hours</h2>
          <OpeningHours />
          <p>We reply within one kitchen day.</p>
          <h2>Quick answers</h2>
          <p>
            Allergies, sizes and ordering are covered in <Link to="/help">Help and support</Link>.
          </p>
        </aside>
      </div>
    </InfoPage>
  );
}
