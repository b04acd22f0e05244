// SPEC §2 Auth, the Log in tab: email and password (§3 Login payload). On success the user is
// remembered and the auth screen sends them home; on failure the §8 "Login failed" toast.
import { LogIn } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { EmailField, PasswordField } from './form-fields';
import { useLogin } from './use-auth';

export function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const loginMutation = useLogin();
  const pending = loginMutation.isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    loginMutation.mutate({ email: email.trim(), password });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Log in">
      <EmailField value={email} onChange={(e) => setEmail(e.target.value)} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" size="lg" block disabled={pending} className="mt-2">
        <LogIn aria-hidden="true" />
        {pending ? 'Logging in...' : 'Log in'}
      </Button>
      <p className="text-center">
        <Link
          href="/forgot-password"
          className="inline-flex min-h-12 items-center font-semibold text-accent underline-offset-4 hover:underline"
        >
          Forgot your password?
        </Link>
      </p>
    </form>
  );
}
