// What other areas may use of admin: the admin pages' frame (menu, guard, title), for pages an admin reads elsewhere.
export { AdminLayout } from './components/admin-layout.tsx';
