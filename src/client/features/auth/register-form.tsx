// SPEC §2 Auth, the Register tab, with every §5 rule: username, email (email type), password and
// its confirmation ("Passwords do not match", inline in red), two different security questions
// with answers ("Please complete both security questions"), the terms and privacy boxes
// (required) and the optional marketing consent. The server checks everything again.
import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  isValidUsername,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SECURITY_QUESTIONS,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_RULE_MESSAGE,
  type register,
  type RegisterRequest,
} from '../../../shared/api/auth';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/toast/toast-store';
import {
  CheckboxField,
  ConfirmPasswordField,
  EmailField,
  PasswordField,
  SelectField,
  TextField,
} from './form-fields';
import { fieldProblem } from './auth-api';
import { useRegister } from './use-auth';
import { inlineLinkClasses } from '../../components/ui/inline-link';

const QUESTION_OPTIONS = SECURITY_QUESTIONS.map((q) => ({ value: q.id, label: q.text }));

/** The legal pages open in a new tab so the half-filled form stays as it is. */
function NewTabLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={inlineLinkClasses}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** The security-question choices of SPEC §5: the second list leaves out the first choice. */
export function secondQuestionOptions(first: string) {
  return QUESTION_OPTIONS.filter((option) => option.value !== first);
}

export function RegisterForm() {
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [question1, setQuestion1] = useState('');
  const [answer1, setAnswer1] = useState('');
  const [question2, setQuestion2] = useState('');
  const [answer2, setAnswer2] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [acceptPrivacy, setAcceptPrivacy] = useState(false);
  const [marketingConsent, setMarketingConsent] = useState(false);
  const [questionsMissing, setQuestionsMissing] = useState(false);
  const [usernameChecked, setUsernameChecked] = useState(false);
  const [submittedPassword, setSubmittedPassword] = useState<string | null>(null);
  const registerMutation = useRegister();
  const pending = registerMutation.isPending;
  // the server's reason for refusing the password, shown under it until the password changes
  const passwordProblem =
    password === submittedPassword
      ? fieldProblem<typeof register>(registerMutation.error, 'password')
      : undefined;

  const usernameProblem =
    usernameChecked && !isValidUsername(username) ? USERNAME_RULE_MESSAGE : undefined;
  const missing = {
    question1: question1 === '',
    answer1: answer1.trim() === '',
    question2: question2 === '',
    answer2: answer2.trim() === '',
  };

  function chooseQuestion1(value: string) {
    setQuestion1(value);
    if (value !== '' && value === question2) setQuestion2('');
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (!isValidUsername(username)) {
      setUsernameChecked(true); // the inline message says why
      return;
    }
    if (password !== confirm) return; // the inline message says why
    if (Object.values(missing).some(Boolean)) {
      setQuestionsMissing(true);
      toast({
        title: 'Security questions required',
        description: 'Please complete both security questions',
        variant: 'destructive',
      });
      return;
    }
    const body: RegisterRequest = {
      username: username.trim(),
      email: email.trim(),
      password,
      marketingConsent,
      securityQuestion1: question1 as RegisterRequest['securityQuestion1'],
      securityAnswer1: answer1,
      securityQuestion2: question2 as RegisterRequest['securityQuestion2'],
      securityAnswer2: answer2,
    };
    setSubmittedPassword(password);
    registerMutation.mutate(body);
  }

  const showMissing = (isMissing: boolean) =>
    questionsMissing && isMissing ? 'Please complete both security questions' : undefined;

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Register">
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        required
        minLength={USERNAME_MIN_LENGTH}
        maxLength={USERNAME_MAX_LENGTH}
        hint="3 to 30 letters, digits, dots, dashes or underscores"
        error={usernameProblem}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <EmailField value={email} onChange={(e) => setEmail(e.target.value)} />
      <PasswordField
        label="Password"
        name="new-password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, not easy to guess, not your username or email`}
        error={passwordProblem}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <ConfirmPasswordField
        label="Confirm Password"
        password={password}
        value={confirm}
        onChange={setConfirm}
      />

      <fieldset className="flex flex-col gap-4 rounded-3xl border border-line bg-surface/85 p-4">
        <legend className="px-1 font-display text-lg font-bold">Security questions</legend>
        <p className="-mt-2 text-sm text-fg-muted">
          Used to reset your password if you forget it. Answers are not case-sensitive.
        </p>
        <SelectField
          label="Security Question 1"
          placeholder="Choose a question"
          options={QUESTION_OPTIONS}
          error={showMissing(missing.question1)}
          value={question1}
          onChange={(e) => chooseQuestion1(e.target.value)}
        />
        <TextField
          label="Answer 1"
          name="security-answer-1"
          autoComplete="off"
          error={showMissing(missing.answer1)}
          maxLength={100}
          value={answer1}
          onChange={(e) => setAnswer1(e.target.value)}
        />
        <SelectField
          label="Security Question 2"
          placeholder="Choose another question"
          options={secondQuestionOptions(question1)}
          error={showMissing(missing.question2)}
          value={question2}
          onChange={(e) => setQuestion2(e.target.value)}
        />
        <TextField
          label="Answer 2"
          name="security-answer-2"
          autoComplete="off"
          error={showMissing(missing.answer2)}
          maxLength={100}
          value={answer2}
          onChange={(e) => setAnswer2(e.target.value)}
        />
      </fieldset>

      <div className="flex flex-col gap-3">
        <CheckboxField
          required
          checked={acceptTerms}
          onChange={(e) => setAcceptTerms(e.target.checked)}
        >
          I agree to the <NewTabLink href="/terms">Terms of Service</NewTabLink>
        </CheckboxField>
        <CheckboxField
          required
          checked={acceptPrivacy}
          onChange={(e) => setAcceptPrivacy(e.target.checked)}
        >
          I agree to the <NewTabLink href="/privacy">Privacy Policy</NewTabLink>
        </CheckboxField>
        <CheckboxField
          checked={marketingConsent}
          onChange={(e) => setMarketingConsent(e.target.checked)}
        >
          Send me news and updates about Fakeout (optional)
        </CheckboxField>
      </div>

      <Button type="submit" size="lg" block disabled={pending} className="mt-2">
        <UserPlus aria-hidden="true" />
        {pending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
