import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/components/use-document-title';
import { errorMessage } from '@/lib/api-client';
import { useSendContact } from '../api/post-contact';
import { InfoPage } from '../components/info-page';
import {
  contactFields,
  validateContact,
  type ContactErrors,
  type ContactField,
} from '../contact-form-state';
import styles from './contact-page.module.css';

const EMPTY: Record<ContactField, string> = { name: '', email: '', subject: '', message: '' };
const LABELS: Record<ContactField, string> = {
  name: 'Your name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
};

export default function ContactPage() {
  useDocumentTitle('Contact us');
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [tried, setTried] = useState(false);
  const send = useSendContact();
  const formRef = useRef<HTMLFormElement>(null);

  const update = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt, errors follow the typing so they vanish once fixed.
    if (tried) {
      const result = validateContact(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    const result = validateContact(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = contactFields.find((f) => result.errors[f]);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    send.mutate(result.data);
  };

  const field = (
    name: ContactField,
    props: { type?: string; autoComplete?: string; multiline?: boolean },
  ) => {
    const id = `contact-${name}`;
    const error = errors[name];
    const shared = {
      id,
      name,
      className: `input ${props.multiline ? styles.textarea : ''}`,
      value: values[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      onChange: (ev: { target: { value: string } }) => update(name, ev.target.value),
    };
    return (
      <div className="field">
        <label htmlFor={id}>{LABELS[name]}</label>
        {props.multiline ? (
          <textarea {...shared} rows={6} maxLength={2000} />
        ) : (
          <input {...shared} type={props.type ?? 'text'} autoComplete={props.autoComplete} />
        )}
        {error && (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        )}
      </div>
    );
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
                setValues(EMPTY);
                setTried(false);
              }}
            >
              Send another message
            </button>
          </div>
        ) : (
          <form
            ref={formRef}
            className={styles.form}
            onSubmit={submit}
            noValidate
            aria-label="Contact form"
          >
            {send.isError && (
              <p className="alert" role="alert">
                {errorMessage(send.error, 'Your message could not be sent. Please try again.')}
              </p>
            )}
            <div className={styles.row}>
              {field('name', { autoComplete: 'name' })}
              {field('email', { type: 'email', autoComplete: 'email' })}
            </div>
            {field('subject', {})}
            {field('message', { multiline: true })}
            <button type="submit" className="btn btn-primary" disabled={send.isPending}>
              {send.isPending ? 'Sending…' : 'Send message'}
            </button>
          </form>
        )}
        <aside className={styles.aside} aria-labelledby="contact-hours">
          <h2 id="contact-hours">Kitchen hours</h2>
          <p>
            Every day, <time dateTime="09:00">9:00</time> to <time dateTime="21:00">21:00</time>. We
            reply within one kitchen day.
          </p>
          <h2>Quick answers</h2>
          <p>
            Allergies, sizes and ordering are covered in <Link to="/help">Help and support</Link>.
          </p>
        </aside>
      </div>
    </InfoPage>
  );
}
