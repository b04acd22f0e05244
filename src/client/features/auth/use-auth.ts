// The account mutations with the SPEC §8 toasts. Login and register remember the user (query cache
// and authUserData); logout forgets it. The retry rules are the app's (SPEC §8). With no answer at
// all, the toast says the phone is offline (issue 21, item 11) instead of the bare fallback. They
// run even when the browser says it is offline (networkMode 'always'): TanStack would otherwise
// hold them, "Logging in..." with no end, until the connection came back.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, RegisterRequest } from '../../../shared/api/auth';
import { toast } from '../../components/toast/toast-store';
import { failureMessage, login, logout, register } from './auth-api';
import { forgetUser, rememberUser } from './current-user';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginRequest) => login(body),
    networkMode: 'always',
    onSuccess: (user) => {
      rememberUser(queryClient, user);
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterRequest) => register(body),
    networkMode: 'always',
    onSuccess: (user) => {
      rememberUser(queryClient, user);
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

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    networkMode: 'always',
    onSuccess: () => {
      forgetUser(queryClient);
      toast({
        title: 'Logged out',
        description: 'You have been logged out successfully',
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({
        title: 'Logout failed',
        description: failureMessage(error, 'Logout failed'),
        variant: 'destructive',
      });
    },
  });
}
