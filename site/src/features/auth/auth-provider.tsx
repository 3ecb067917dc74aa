import { type UseMutationResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, RegisterInput, User } from '@vela/contracts';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/language.ts';
import { toast } from '../../ui/toast-store.ts';
import { login, logout, register } from './api/auth-calls.ts';
import { USER_QUERY_KEY, userQueryOptions } from './api/get-user.ts';

interface AuthState {
  user: User | null;
  isLoading: boolean;
  loginMutation: UseMutationResult<User, Error, LoginInput>;
  registerMutation: UseMutationResult<User, Error, RegisterInput>;
  logoutMutation: UseMutationResult<void, Error, void>;
}

const AuthContext = createContext<AuthState | null>(null);

export const displayName = (user: User) => user.firstName || user.username;

/** Holds the signed-in user (fetched on load) and the login, register and logout actions with their toasts. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const { data: user, isLoading } = useQuery(userQueryOptions);
  const setUser = (next: User | null) => queryClient.setQueryData(USER_QUERY_KEY, next);

  const loginMutation = useMutation({
    mutationFn: (input: LoginInput) => login(input, language),
    onSuccess: (signedIn) => {
      setUser(signedIn);
      toast({
        title: t('toast.loginSuccess'),
        description: t('toast.welcomeBack', { name: displayName(signedIn) }),
        variant: 'success',
      });
    },
    onError: (error) =>
      toast({
        title: t('toast.loginFailed'),
        description: error.message || t('toast.invalidCredentials'),
        variant: 'destructive',
      }),
  });
  const registerMutation = useMutation({
    mutationFn: (input: RegisterInput) => register(input, language),
    onSuccess: (created) => {
      setUser(created);
      toast({
        title: t('toast.registerSuccess'),
        description: t('toast.accountCreated'),
        variant: 'success',
      });
    },
    onError: (error) =>
      toast({
        title: t('toast.registerFailed'),
        description: error.message || t('toast.couldNotCreate'),
        variant: 'destructive',
      }),
  });
  const logoutMutation = useMutation({
    mutationFn: logout,
    onSuccess: () => {
      setUser(null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] });
      toast({ title: t('toast.loggedOut'), description: t('toast.loggedOutDescription') });
    },
    onError: (error) =>
      toast({ title: t('toast.logoutFailed'), description: error.message, variant: 'destructive' }),
  });

  return (
    <AuthContext.Provider
      value={{ user: user ?? null, isLoading, loginMutation, registerMutation, logoutMutation }}
    >
      {children}
    </AuthContext.Provider>
  );
}

/** The auth state; using it outside AuthProvider is a programming error (spec part 1 §6). */
export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
