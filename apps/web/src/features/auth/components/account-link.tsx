import { Link } from 'react-router';

/** Header sign-in or account link (the accounts work completes it). */
export function AccountLink() {
  return <Link to="/signin">Sign in</Link>;
}
