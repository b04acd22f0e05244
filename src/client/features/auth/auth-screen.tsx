// SPEC §2 Auth (/auth): a welcome screen with Log in and Register tabs and a "Forgot your
// password?" link. A signed-in user (already, or just now) goes to /.
import { ArrowLeft } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { Redirect } from 'wouter';
import { Logo } from '../../components/logo';
import { ButtonLink } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Screen } from '../../components/ui/screen';
import { Spinner } from '../../components/ui/spinner';
import { useCurrentUser } from './current-user';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

/** SPEC §4 Auth tabs: login or register. */
export type AuthTab = 'login' | 'register';

const tabClasses = cn(
  'min-h-12 rounded-xl px-3 font-semibold text-fg-muted transition-colors',
  'hover:text-fg data-[state=active]:bg-linear-to-r data-[state=active]:from-primary',
  'data-[state=active]:to-violet data-[state=active]:text-on-primary data-[state=active]:shadow-glow',
);

export function AuthScreen() {
  const { user, isPending } = useCurrentUser();
  const [tab, setTab] = useState<AuthTab>('login');

  if (user) return <Redirect to="/" replace />;
  if (isPending) return <Spinner />;

  return (
    <Screen title={tab === 'login' ? 'Log in' : 'Register'}>
      <header className="flex flex-col items-center text-center">
        <Logo className="size-20" />
        <h1 className="mt-3 font-display text-[2rem] leading-tight font-extrabold tracking-tight">
          Welcome to Fakeout
        </h1>
        <p className="mt-2 text-fg-muted">
          Log in to save your preferences to your account. Guests can play the whole game too.
        </p>
      </header>

      <Tabs.Root
        value={tab}
        onValueChange={(value) => setTab(value === 'register' ? 'register' : 'login')}
        className="mt-6"
      >
        <Tabs.List
          aria-label="Log in or register"
          className="grid grid-cols-2 gap-1 rounded-2xl border border-line bg-surface/85 p-1"
        >
          <Tabs.Trigger value="login" className={tabClasses}>
            Log in
          </Tabs.Trigger>
          <Tabs.Trigger value="register" className={tabClasses}>
            Register
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="login" className="mt-6">
          <LoginForm />
        </Tabs.Content>
        <Tabs.Content value="register" className="mt-6">
          <RegisterForm />
        </Tabs.Content>
      </Tabs.Root>

      <nav aria-label="Leave" className="mt-8">
        <ButtonLink href="/" variant="ghost" block>
          <ArrowLeft aria-hidden="true" />
          Back to Home
        </ButtonLink>
      </nav>
    </Screen>
  );
}
