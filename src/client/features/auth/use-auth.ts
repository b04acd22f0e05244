// The account mutations with the SPEC §8 toasts. Login and register remember the user (query cache
// and authUserData); logout forgets it. The retry rules are the app's (SPEC §8).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, RegisterRequest } from '../../../shared/api/auth';
import { toast } from '../../components/toast/toast-store';
import { login, logout, register, serverMessage } from './auth-api';
import { forgetUser, rememberUser } from './current-user';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginRequest) => login(body),
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
        description: serverMessage(error) ?? 'Login failed',
        variant: 'destructive',
      });
    },
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterRequest) => register(body),
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
        description: serverMessage(error) ?? 'Registration failed',
        variant: 'destructive',
      });
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
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
        description: serverMessage(error) ?? 'Logout failed',
        variant: 'destructive',
      });
    },
  });
}
