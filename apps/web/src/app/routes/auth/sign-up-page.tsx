import { registerRequestSchema } from '@ninetonine/contract';
import type { FormEvent } from 'react';
import { Link } from '@/lib/router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { FormAlert, SubmitButton } from '@/components/form/form-parts';
import { EmailField, TextField } from '@/components/form/text-field';
import { register, withRedirect } from '@/features/auth';
import {
  AuthCard,
  IdentityOptions,
  newPasswordProblem,
  PasswordField,
  useCredentialsSignIn,
} from '@/features/auth/page-parts';
import { useFormFields } from '@/hooks/use-form-fields';
import { useSignedInScreen } from './use-signed-in-screen';
import styles from './auth-page.module.css';

const confirmProblem = (confirm: string, password: string) =>
  !confirm ? 'Type the password again' : confirm !== password ? 'The passwords do not match' : null;

/** /signup: name, email and a password (with a strength hint), confirmed; or Google. */
export default function SignUpPage() {
  useDocumentTitle('Create your account');
  const { isAuthenticated, redirect, alert, setAlert, submitting, send, askName, putOffName } =
    useCredentialsSignIn();
  const form = useFormFields(
    'signup',
    { name: '', email: '', password: '', confirmPassword: '' },
    { schema: registerRequestSchema },
  );

  const signedIn = useSignedInScreen({ isAuthenticated, redirect, askName, putOffName });
  if (signedIn) return signedIn;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const { confirmPassword, ...values } = form.values;
    const body = form.validate(registerRequestSchema.safeParse(values), {
      password: newPasswordProblem(values.password),
      confirmPassword: confirmProblem(confirmPassword, values.password),
    });
    if (body) await send(register(body));
  };

  return (
    <AuthCard title="Create your account">
      <p className={styles.lead}>Save your details, track your orders and check out faster.</p>
      {alert && <FormAlert>{alert}</FormAlert>}
      <form onSubmit={onSubmit} noValidate aria-label="Create an account">
        <TextField {...form.field('name')} label="Name" autoComplete="name" />
        <EmailField {...form.field('email')} label="Email" />
        <PasswordField {...form.field('password')} label="Password" purpose="new" />
        <PasswordField
          {...form.field('confirmPassword')}
          label="Confirm password"
          purpose="confirm"
        />
        <SubmitButton busy={submitting} busyLabel="Creating your account…" wide>
          Create account
        </SubmitButton>
      </form>
      <IdentityOptions googleLabel="Sign up with Google" onError={setAlert} />
      <p className={styles.switch}>
        Already have an account? <Link to={withRedirect('/signin', redirect)}>Sign in</Link>
      </p>
    </AuthCard>
  );
}
