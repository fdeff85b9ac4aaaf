import { fallbackMessages, signInRequestSchema } from '@ninetonine/contract';
import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useDocumentTitle } from '@/components/use-document-title';
import { signIn } from '../auth-thunks';
import styles from '../components/auth-form.module.css';
import { IdentityOptions } from '../components/identity-options';
import { TextField } from '../components/text-field';
import { fieldErrorsOf, hasErrors, type FieldErrors } from '../form-errors';
import { safeRedirectPath } from '../redirect-path';

type Field = 'email' | 'password';

/** /signin: email and password, Google, or a phone code; then back to where the user was. */
export default function SignInPage() {
  useDocumentTitle('Sign in');
  const dispatch = useAppDispatch();
  const isAuthenticated = useAppSelector((s) => s.auth.isAuthenticated);
  const [params] = useSearchParams();
  const redirect = safeRedirectPath(params.get('redirect'));
  const recaptchaRef = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // Signed in (by any of the flows below, or already): go back to where the user was.
  if (isAuthenticated) return <Navigate to={redirect} replace />;

  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const parsed = signInRequestSchema.safeParse(values);
    const found = fieldErrorsOf<Field>(parsed);
    setErrors(found);
    if (!parsed.success || hasErrors(found)) {
      document.getElementById(found.email ? 'signin-email' : 'signin-password')?.focus();
      return;
    }
    setSubmitting(true);
    const result = await dispatch(signIn(parsed.data));
    if (signIn.rejected.match(result)) {
      setAlert(result.payload ?? fallbackMessages.login);
      setSubmitting(false);
    }
  };

  const signUpLink =
    redirect === '/' ? '/signup' : `/signup?redirect=${encodeURIComponent(redirect)}`;

  return (
    <section className={`page ${styles.wrap}`}>
      <div className={`card ${styles.card}`}>
        <h1>Sign in</h1>
        <p className={styles.lead}>Welcome back! Sign in to order faster and see your orders.</p>
        {alert && (
          <div className="alert" role="alert">
            {alert}
          </div>
        )}
        <form onSubmit={onSubmit} noValidate aria-label="Sign in with email">
          <TextField
            id="signin-email"
            label="Email"
            type="email"
            autoComplete="email"
            value={values.email}
            onValueChange={set('email')}
            error={errors.email}
          />
          <TextField
            id="signin-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            onValueChange={set('password')}
            error={errors.password}
          />
          <button
            type="submit"
            className={`btn btn-primary ${styles.submit}`}
            disabled={submitting}
            aria-busy={submitting}
          >
            {submitting ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
        <IdentityOptions
          googleLabel="Continue with Google"
          recaptchaRef={recaptchaRef}
          onError={setAlert}
        />
        <p className={styles.switch}>
          New to NineToNine? <Link to={signUpLink}>Create an account</Link>
        </p>
        {/* The phone flow's invisible reCAPTCHA lives here (spec §2). */}
        <div id="recaptcha-container" ref={recaptchaRef} />
      </div>
    </section>
  );
}
