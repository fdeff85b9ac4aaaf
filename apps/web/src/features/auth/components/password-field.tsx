import { PASSWORD_RULES } from '@ninetonine/contract/core';
import { PasswordStrength } from './password-strength';
import { TextField, type TextFieldProps } from '@/components/form/text-field';

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'autoComplete' | 'hint'> {
  /** current: the one the user has; new: a chosen one, with its strength and the rules. */
  purpose: 'current' | 'new' | 'confirm';
}

/** A password input with the autocomplete hint that tells password managers what it is. */
export function PasswordField({ purpose, ...props }: PasswordFieldProps) {
  return (
    <TextField
      {...props}
      type="password"
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      hint={
        purpose === 'new' ? (
          <>
            <PasswordStrength password={props.value} />
            <span>{PASSWORD_RULES}</span>
          </>
        ) : undefined
      }
    />
  );
}

type PasswordInput = Omit<PasswordFieldProps, 'label' | 'purpose'>;

/** A new password and the same typed again, as every form that sets one asks for them. */
export function NewPasswordFields({
  password,
  confirm,
}: {
  password: PasswordInput;
  confirm: PasswordInput;
}) {
  return (
    <>
      <PasswordField {...password} label="New password" purpose="new" />
      <PasswordField {...confirm} label="Confirm new password" purpose="confirm" />
    </>
  );
}
