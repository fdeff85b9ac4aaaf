import { signInRequestSchema } from '@ninetonine/contract';
import { useRef, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { useDocumentTitle } from '@/components/use-document-title';
import { signIn } from '../auth-thunks';
import styles from '../components/auth-form.module.css';
import { AuthCard, FormAlert, SubmitButton } from '../components/form-parts';
import { IdentityOptions } from '../components/identity-options';
import { PasswordField } from '../components/password-field';
import { TextField } from '../components/text-field';
import { withRedirect } from '../redirect-path';
import { useCredentialsSignIn } from '../use-credentials-sign-in';
import { useFormFields } from '../use-form-fields';

/** /signin: email and password, Google, or a phone code; then back to where the user was. */
export default function SignInPage() {
  useDocumentTitle('Sign in');
  const { isAuthenticated, redirect, alert, setAlert, submitting, send } = useCredentialsSignIn();
  const recaptchaRef = useRef<HTMLDivElement>(null);
  const form = useFormFields('signin', { email: '', password: '' });

  // Signed in (by any of the flows below, or already): go back to where the user was.
  if (isAuthenticated) return <Navigate to={redirect} replace />;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const body = form.validate(signInRequestSchema.safeParse(form.values));
    if (body) await send(signIn(body));
  };

  return (
    <AuthCard title="Sign in">
      <p className={styles.lead}>Welcome back! Sign in to order faster and see your orders.</p>
      {alert && <FormAlert>{alert}</FormAlert>}
      <form onSubmit={onSubmit} noValidate aria-label="Sign in with email">
        <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" />
        <PasswordField {...form.field('password')} label="Password" purpose="current" />
        <SubmitButton busy={submitting} busyLabel="Signing in…" wide>
          Sign in
        </SubmitButton>
      </form>
      <IdentityOptions
        googleLabel="Continue with Google"
        recaptchaRef={recaptchaRef}
        onError={setAlert}
      />
      <p className={styles.switch}>
        New to NineToNine? <Link to={withRedirect('/signup', redirect)}>Create an account</Link>
      </p>
      {/* The phone flow's invisible reCAPTCHA lives here (spec §2). */}
      <div id="recaptcha-container" ref={recaptchaRef} />
    </AuthCard>
  );
}
