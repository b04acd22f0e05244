// SPEC §2 Forgot password (/forgot-password): four steps (username; security questions; new
// password; success) with a "Back to Login" link, and the §8 toasts of each step. The reset sends
// the §7 payload (username, both answers, new password); the server checks the answers again.
import { useAppMutation } from '../../lib/app-query';
import { ArrowLeft, CircleCheck, KeyRound, LogIn, ShieldQuestion, UserRound } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT_MESSAGE,
  type SecurityQuestionsResponse,
} from '../../../shared/api/auth';
import { Button, ButtonLink } from '../../components/ui/button';
import { Screen } from '../../components/ui/screen';
import { toast } from '../../components/toast/toast-store';
import { statusOf } from '../../lib/api';
import { fetchSecurityQuestions, resetPassword, serverMessage, verifyAnswers } from './auth-api';
import {
  ConfirmPasswordField,
  PASSWORDS_DO_NOT_MATCH,
  PasswordField,
  TextField,
} from './form-fields';

/** SPEC §4 Forgot-password steps. */
export const FORGOT_PASSWORD_STEPS = ['username', 'questions', 'newPassword', 'success'] as const;
export type ForgotPasswordStep = (typeof FORGOT_PASSWORD_STEPS)[number];

const STEP_TITLES: Record<ForgotPasswordStep, string> = {
  username: 'Forgot Password',
  questions: 'Security Questions',
  newPassword: 'New Password',
  success: 'Password Reset',
};

export function ForgotPasswordScreen() {
  const [step, setStep] = useState<ForgotPasswordStep>('username');
  const [username, setUsername] = useState('');
  const [questions, setQuestions] = useState<SecurityQuestionsResponse | null>(null);
  const [answer1, setAnswer1] = useState('');
  const [answer2, setAnswer2] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);

  // Each new step moves focus to its heading, so screen readers announce where they are.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const lookup = useAppMutation({
    mutationFn: (name: string) => fetchSecurityQuestions(name),
    onSuccess: (found) => {
      setQuestions(found);
      setStep('questions');
    },
    onError: (error) => {
      if (statusOf(error) === 404) {
        toast({
          title: 'User not found',
          description: 'No account found with that username or security questions not set',
          variant: 'destructive',
        });
      } else {
        toast({
          title: 'Error',
          description: serverMessage(error) ?? 'Something went wrong. Please try again.',
          variant: 'destructive',
        });
      }
    },
  });

  const verify = useAppMutation({
    mutationFn: () => verifyAnswers({ username, answer1, answer2 }),
    onSuccess: () => setStep('newPassword'),
    onError: (error) => {
      if (statusOf(error) === 401) {
        toast({
          title: 'Incorrect answers',
          description: 'One or both security answers are incorrect',
          variant: 'destructive',
        });
      } else {
        toast({
          title: 'Verification failed',
          description:
            (statusOf(error) === 429 && serverMessage(error)) ||
            'Please check your answers and try again',
          variant: 'destructive',
        });
      }
    },
  });

  const reset = useAppMutation({
    mutationFn: (newPassword: string) => resetPassword({ username, answer1, answer2, newPassword }),
    onSuccess: () => setStep('success'),
    onError: (error) => {
      const status = statusOf(error);
      const explained = status === 400 || status === 401 || status === 429;
      toast({
        title: 'Reset failed',
        description:
          (explained && serverMessage(error)) || 'Failed to reset password. Please try again.',
        variant: 'destructive',
      });
    },
  });

  const stepNumber = FORGOT_PASSWORD_STEPS.indexOf(step) + 1;

  return (
    <Screen title={STEP_TITLES[step]}>
      <header className={step === 'success' ? 'text-center' : undefined}>
        {step !== 'success' && (
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">
            Step {stepNumber} of 3
          </p>
        )}
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="mt-1 font-display text-[2rem] leading-tight font-extrabold tracking-tight outline-none"
        >
          {STEP_TITLES[step]}
        </h1>
      </header>

      <div className="mt-6">
        {step === 'username' && (
          <UsernameStep
            username={username}
            onUsername={setUsername}
            pending={lookup.isPending}
            onSubmit={() => lookup.mutate(username.trim())}
          />
        )}
        {step === 'questions' && questions && (
          <QuestionsStep
            questions={questions}
            answers={[answer1, answer2]}
            onAnswer1={setAnswer1}
            onAnswer2={setAnswer2}
            pending={verify.isPending}
            onSubmit={() => verify.mutate()}
          />
        )}
        {step === 'newPassword' && (
          <NewPasswordStep pending={reset.isPending} onSubmit={(pw) => reset.mutate(pw)} />
        )}
        {step === 'success' && <SuccessStep />}
      </div>

      {step !== 'success' && (
        <nav aria-label="Leave" className="mt-8">
          <ButtonLink href="/auth" variant="ghost" block>
            <ArrowLeft aria-hidden="true" />
            Back to Login
          </ButtonLink>
        </nav>
      )}
    </Screen>
  );
}

function StepForm({
  label,
  intro,
  onSubmit,
  children,
}: {
  label: string;
  intro: ReactNode;
  onSubmit: () => void;
  children: ReactNode;
}) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form aria-label={label} onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-fg-muted">{intro}</p>
      {children}
    </form>
  );
}

function UsernameStep(props: {
  username: string;
  onUsername: (value: string) => void;
  pending: boolean;
  onSubmit: () => void;
}) {
  return (
    <StepForm
      label="Find your account"
      intro="Enter your username and we'll ask your two security questions."
      onSubmit={() => !props.pending && props.onSubmit()}
    >
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        required
        value={props.username}
        onChange={(e) => props.onUsername(e.target.value)}
      />
      <Button type="submit" size="lg" block disabled={props.pending} className="mt-2">
        <UserRound aria-hidden="true" />
        {props.pending ? 'Looking up...' : 'Continue'}
      </Button>
    </StepForm>
  );
}

function QuestionsStep(props: {
  questions: SecurityQuestionsResponse;
  answers: [string, string];
  onAnswer1: (value: string) => void;
  onAnswer2: (value: string) => void;
  pending: boolean;
  onSubmit: () => void;
}) {
  // SPEC §5: both answers non-empty. Spaces alone are no answer: caught here, before they cost one
  // of the few attempts the server allows (issue 16).
  const [checked, setChecked] = useState(false);
  const blank = props.answers.map((a) => a.trim() === '');
  const problem = (i: number) => (checked && blank[i] ? 'Please type an answer' : undefined);
  return (
    <StepForm
      label="Answer your security questions"
      intro="Answer both questions as you did when you registered. Capital letters don't matter."
      onSubmit={() => {
        setChecked(true);
        if (!props.pending && !blank.some(Boolean)) props.onSubmit();
      }}
    >
      <TextField
        label={props.questions.question1}
        name="answer-1"
        autoComplete="off"
        required
        maxLength={100}
        error={problem(0)}
        value={props.answers[0]}
        onChange={(e) => props.onAnswer1(e.target.value)}
      />
      <TextField
        label={props.questions.question2}
        name="answer-2"
        autoComplete="off"
        required
        maxLength={100}
        error={problem(1)}
        value={props.answers[1]}
        onChange={(e) => props.onAnswer2(e.target.value)}
      />
      <Button type="submit" size="lg" block disabled={props.pending} className="mt-2">
        <ShieldQuestion aria-hidden="true" />
        {props.pending ? 'Verifying...' : 'Verify Answers'}
      </Button>
    </StepForm>
  );
}

function NewPasswordStep(props: { pending: boolean; onSubmit: (password: string) => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  function submit() {
    if (props.pending) return;
    if (password !== confirm) {
      toast({
        title: 'Password mismatch',
        description: PASSWORDS_DO_NOT_MATCH,
        variant: 'destructive',
      });
      return;
    }
    if (password.length < PASSWORD_MIN_LENGTH) {
      toast({
        title: 'Password too short',
        description: PASSWORD_TOO_SHORT_MESSAGE,
        variant: 'destructive',
      });
      return;
    }
    props.onSubmit(password);
  }

  return (
    <StepForm
      label="Choose a new password"
      intro={`Choose a new password of at least ${PASSWORD_MIN_LENGTH} characters. Common passwords are refused.`}
      onSubmit={submit}
    >
      <PasswordField
        label="New Password"
        name="new-password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <ConfirmPasswordField
        label="Confirm New Password"
        password={password}
        value={confirm}
        onChange={setConfirm}
      />
      <Button type="submit" size="lg" block disabled={props.pending} className="mt-2">
        <KeyRound aria-hidden="true" />
        {props.pending ? 'Resetting...' : 'Reset Password'}
      </Button>
    </StepForm>
  );
}

function SuccessStep() {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <CircleCheck aria-hidden="true" className="size-16 text-success" />
      <p className="text-lg">Your password has been reset.</p>
      <p className="text-fg-muted">
        You have been signed out everywhere. Log in with your new password.
      </p>
      <ButtonLink href="/auth" size="lg" block className="mt-2">
        <LogIn aria-hidden="true" />
        Back to Login
      </ButtonLink>
    </div>
  );
}
