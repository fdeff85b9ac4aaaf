/** Admins managing accounts and roles (staff side only: import from pages under routes/admin). */
export { UsersAdmin } from './components/users-admin';
