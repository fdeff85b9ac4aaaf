import { signInRequestSchema } from '@ninetonine/contract';
import { useRef, type FormEvent } from 'react';
import { Link, useLocation } from '@/lib/router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { FormAlert, SubmitButton } from '@/components/form/form-parts';
import { EmailField } from '@/components/form/text-field';
import { signIn, withRedirect } from '@/features/auth';
import {
  AuthCard,
  IdentityOptions,
  PasswordField,
  SecondFactorStep,
  useCredentialsSignIn,
} from '@/features/auth/page-parts';
import { useFormFields } from '@/hooks/use-form-fields';
import { useAppSelector } from '@/app/hooks';
import { useSignedInScreen } from './use-signed-in-screen';
import styles from './auth-page.module.css';

/** /signin: email and password, Google, or a phone code; then back to where the user was. */
export default function SignInPage() {
  useDocumentTitle('Sign in');
  const { isAuthenticated, redirect, alert, setAlert, submitting, send, askName, putOffName } =
    useCredentialsSignIn();
  const recaptchaRef = useRef<HTMLDivElement>(null);
  const form = useFormFields(
    'signin',
    { email: '', password: '' },
    { schema: signInRequestSchema },
  );
  // A finished password reset sends the visitor here with a word of confirmation.
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;
  // Staff with an authenticator app: the password was right, a code finishes the sign-in.
  const secondStep = useAppSelector((s) => s.secondFactor.pending !== null);

  // Signed in (by any of the flows below, or already): go back to where the user was.
  const signedIn = useSignedInScreen({ isAuthenticated, redirect, askName, putOffName });
  if (signedIn) return signedIn;
  if (secondStep) {
    return (
      <AuthCard title="Two-step sign-in">
        <SecondFactorStep />
      </AuthCard>
    );
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const body = form.validate(signInRequestSchema.safeParse(form.values));
    if (body) await send(signIn(body));
  };

  return (
    <AuthCard title="Sign in">
      <p className={styles.lead}>Welcome back! Sign in to order faster and see your orders.</p>
      {typeof notice === 'string' && !alert && <FormAlert success>{notice}</FormAlert>}
      {alert && <FormAlert>{alert}</FormAlert>}
      <form onSubmit={onSubmit} noValidate aria-label="Sign in with email">
        <EmailField {...form.field('email')} label="Email" />
        <PasswordField {...form.field('password')} label="Password" purpose="current" />
        <p className={styles.forgot}>
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
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
      {/* The phone flow's invisible reCAPTCHA lives here (docs/storefront-contract.md#routes). */}
      <div id="recaptcha-container" ref={recaptchaRef} />
    </AuthCard>
  );
}
