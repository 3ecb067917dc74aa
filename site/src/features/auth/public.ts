// What other areas may use of auth: the signed-in user, the guard of protected routes and the logout button.
export { AuthProvider, displayName, useAuth } from './auth-provider.tsx';
export { LogoutButton } from './components/logout-button.tsx';
export { ProtectedRoute } from './components/protected-route.tsx';
