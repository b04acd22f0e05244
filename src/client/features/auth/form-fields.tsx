// Form controls of the account screens: labelled inputs with a message line, a password input that
// can be revealed, a native select (the phone's own picker) and a checkbox with a rich label.
// Native controls keep autofill, password managers and the mobile keyboards working.
import { Check, ChevronDown, Eye, EyeOff } from 'lucide-react';
import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import { PASSWORD_MAX_LENGTH } from '../../../shared/api/auth';
import { cn } from '../../components/ui/cn';

const controlClasses =
  'min-h-12 w-full rounded-2xl border border-line bg-surface-raised/70 px-4 text-base text-fg ' +
  'placeholder:text-fg-muted/75 transition-colors hover:border-fg-muted/60 ' +
  'focus-visible:border-accent aria-invalid:border-danger';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  /** Shown under the control in red, announced to screen readers. */
  error?: string;
  /** Shown under the control in grey. */
  hint?: string;
  children: ReactNode;
}

function FieldFrame({ id, label, error, hint, children }: FieldFrameProps) {
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="mb-1.5 text-sm font-semibold text-fg">
        {label}
      </label>
      {children}
      {/* Always present (empty when all is well), so a new message is announced. */}
      <div aria-live="polite">
        {error && (
          <p id={`${id}-error`} className="mt-1.5 text-sm font-semibold text-danger">
            {error}
          </p>
        )}
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-fg-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  error?: string;
  hint?: string;
}

export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(controlClasses, className)}
        {...input}
      />
    </FieldFrame>
  );
}

/** The account e-mail (SPEC §5: the email input type), with the phone's e-mail keyboard and autofill. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return (
    <TextField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      required
      {...props}
    />
  );
}

export function PasswordField({ label, error, hint, className, ...input }: TextFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={cn(controlClasses, 'pr-14', className)}
          {...input}
        />
        <button
          type="button"
          aria-label="Show password"
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 right-0 grid w-12 place-items-center rounded-r-2xl text-fg-muted hover:text-fg"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
    </FieldFrame>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  error?: string;
  /** The first, empty option ("Choose a question"). */
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

export function SelectField({
  label,
  error,
  placeholder,
  options,
  className,
  ...select
}: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      <div className="relative">
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error)}
          className={cn(controlClasses, 'appearance-none pr-12', className)}
          {...select}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-fg-muted"
        />
      </div>
    </FieldFrame>
  );
}

export interface CheckboxFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'children'
> {
  children: ReactNode;
}

export function CheckboxField({ children, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={cn('flex items-start gap-1', className)}>
      {/* The box looks 24 px but the input under it takes taps over 44 px (issue 16). */}
      <span className="relative -mt-2.5 -ml-2.5 grid size-11 shrink-0 place-items-center">
        <input
          id={id}
          type="checkbox"
          className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-xl"
          {...input}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none grid size-6 place-items-center rounded-md border-2 border-fg-muted bg-surface-raised text-on-primary peer-checked:border-primary peer-checked:bg-primary peer-checked:[&_svg]:opacity-100 peer-aria-invalid:border-danger"
        >
          <Check className="size-4 opacity-0" strokeWidth={3} />
        </span>
      </span>
      <label htmlFor={id} className="cursor-pointer pt-0.5 text-fg-muted">
        {children}
      </label>
    </div>
  );
}

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/** The new password typed again; says inline, in red, when it differs from `password`. */
export function ConfirmPasswordField({
  label,
  password,
  value,
  onChange,
}: {
  label: string;
  password: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <PasswordField
      label={label}
      name="confirm-password"
      autoComplete="new-password"
      required
      maxLength={PASSWORD_MAX_LENGTH}
      error={value !== '' && value !== password ? PASSWORDS_DO_NOT_MATCH : undefined}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
