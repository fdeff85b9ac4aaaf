import { fallbackMessages, PASSWORD_RULES, registerRequestSchema } from '@ninetonine/contract';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useDocumentTitle } from '@/components/use-document-title';
import { register } from '../auth-thunks';
import styles from '../components/auth-form.module.css';
import { IdentityOptions } from '../components/identity-options';
import { PasswordStrength } from '../components/password-strength';
import { TextField } from '../components/text-field';
import { fieldErrorsOf, hasErrors, type FieldErrors } from '../form-errors';
import { newPasswordProblem } from '../password-rules';
import { safeRedirectPath } from '../redirect-path';

type Field = 'name' | 'email' | 'password' | 'confirmPassword';
const FIELDS: Field[] = ['name', 'email', 'password', 'confirmPassword'];

/** /signup: name, email and a password (with a strength hint), confirmed; or Google. */
export default function SignUpPage() {
  useDocumentTitle('Create your account');
  const dispatch = useAppDispatch();
  const isAuthenticated = useAppSelector((s) => s.auth.isAuthenticated);
  const [params] = useSearchParams();
  const redirect = safeRedirectPath(params.get('redirect'));
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  if (isAuthenticated) return <Navigate to={redirect} replace />;

  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const { confirmPassword, ...body } = values;
    const parsed = registerRequestSchema.safeParse(body);
    const found = fieldErrorsOf<Field>(parsed);
    const weak = newPasswordProblem(values.password);
    if (weak) found.password = weak;
    if (!confirmPassword) found.confirmPassword = 'Type the password again';
    else if (confirmPassword !== values.password)
      found.confirmPassword = 'The passwords do not match';
    setErrors(found);
    if (!parsed.success || hasErrors(found)) {
      const first = FIELDS.find((f) => found[f]);
      document.getElementById(`signup-${first}`)?.focus();
      return;
    }
    setSubmitting(true);
    const result = await dispatch(register(parsed.data));
    if (register.rejected.match(result)) {
      setAlert(result.payload ?? fallbackMessages.login);
      setSubmitting(false);
    }
  };

  const signInLink =
    redirect === '/' ? '/signin' : `/signin?redirect=${encodeURIComponent(redirect)}`;

  return (
    <section className={`page ${styles.wrap}`}>
      <div className={`card ${styles.card}`}>
        <h1>Create your account</h1>
        <p className={styles.lead}>Save your details, track your orders and check out faster.</p>
        {alert && (
          <div className="alert" role="alert">
            {alert}
          </div>
        )}
        <form onSubmit={onSubmit} noValidate aria-label="Create an account">
          <TextField
            id="signup-name"
            label="Name"
            autoComplete="name"
            value={values.name}
            onValueChange={set('name')}
            error={errors.name}
          />
          <TextField
            id="signup-email"
            label="Email"
            type="email"
            autoComplete="email"
            value={values.email}
            onValueChange={set('email')}
            error={errors.email}
          />
          <TextField
            id="signup-password"
            label="Password"
            type="password"
            autoComplete="new-password"
            value={values.password}
            onValueChange={set('password')}
            error={errors.password}
            hint={
              <>
                <PasswordStrength password={values.password} />
                <span>{PASSWORD_RULES}</span>
              </>
            }
          />
          <TextField
            id="signup-confirmPassword"
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            value={values.confirmPassword}
            onValueChange={set('confirmPassword')}
            error={errors.confirmPassword}
          />
          <button
            type="submit"
            className={`btn btn-primary ${styles.submit}`}
            disabled={submitting}
            aria-busy={submitting}
          >
            {submitting ? 'Creating your account…' : 'Create account'}
          </button>
        </form>
        <IdentityOptions googleLabel="Sign up with Google" onError={setAlert} />
        <p className={styles.switch}>
          Already have an account? <Link to={signInLink}>Sign in</Link>
        </p>
      </div>
    </section>
  );
}
