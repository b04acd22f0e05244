// The account mutations with the SPEC §8 toasts. Login and register remember the user (the
// current-user store and authUserData); logout (use-logout.ts, the account menu's) forgets it. The
// retry rules are the app's (SPEC §8). With no answer at all, the toast says the phone is offline (issue 21, item 11) instead of the bare fallback. They
// run even when the browser says it is offline (networkMode 'always'): TanStack would otherwise
// hold them, "Logging in..." with no end, until the connection came back.
import { useAppMutation } from '../../lib/app-query';
import type { LoginRequest, RegisterRequest } from '../../../shared/api/auth';
import { toast } from '../../components/toast/toast-store';
import { failureMessage, login, register } from './auth-api';
import { rememberUser } from './current-user';

export function useLogin() {
  return useAppMutation({
    mutationFn: (body: LoginRequest) => login(body),
    networkMode: 'always',
    onSuccess: (user) => {
      rememberUser(user);
      toast({
        title: 'Logged in successfully',
        description: `Welcome back, ${user.username}!`,
        variant: 'success',
        carry: true, // the auth screen goes home
      });
    },
    onError: (error) => {
      toast({
        title: 'Login failed',
        description: failureMessage(error, 'Login failed'),
        variant: 'destructive',
      });
    },
  });
}

export function useRegister() {
  return useAppMutation({
    mutationFn: (body: RegisterRequest) => register(body),
    networkMode: 'always',
    onSuccess: (user) => {
      rememberUser(user);
      toast({
        title: 'Registration successful',
        description: `Welcome, ${user.username}!`,
        variant: 'success',
        carry: true, // the auth screen goes home
      });
    },
    onError: (error) => {
      toast({
        title: 'Registration failed',
        description: failureMessage(error, 'Registration failed'),
        variant: 'destructive',
      });
    },
  });
}
