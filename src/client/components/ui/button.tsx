// Buttons of every screen: big (≥ 48 px) tap targets, visible focus, three looks.
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from './cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-2xl font-semibold select-none ' +
  'transition-[transform,background-color,box-shadow,color] duration-150 active:scale-[0.98] ' +
  'disabled:pointer-events-none disabled:opacity-45 [&_svg]:size-5 [&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-linear-to-r from-primary to-violet text-on-primary shadow-glow hover:brightness-110',
  secondary: 'bg-surface-raised text-fg border border-line hover:bg-line/70',
  ghost: 'bg-transparent text-fg-muted hover:text-fg hover:bg-surface-raised/60',
};

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-12 px-5 text-base',
  lg: 'min-h-14 px-6 text-lg',
};

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches the button to the width of its container. */
  block?: boolean;
}

/** The class list of a button look, for elements that are not `<button>`. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  block = false,
}: ButtonStyleProps = {}): string {
  return cn(base, variants[variant], sizes[size], block && 'w-full');
}

/** With `ref` (React 19 passes it as a prop): a dialog can name the button it focuses first. */
export type ButtonProps = ComponentPropsWithRef<'button'> & ButtonStyleProps;

export function Button({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(buttonClasses({ variant, size, block }), className)}
      {...rest}
    />
  );
}

export interface ButtonLinkProps extends ButtonStyleProps {
  href: string;
  className?: string;
  children: ReactNode;
  /** Runs before the navigation; call preventDefault() on the event to go elsewhere instead. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** A link that looks like a button (real navigation: middle-click, open in new tab work). */
export function ButtonLink({
  variant,
  size,
  block,
  className,
  href,
  children,
  onClick,
}: ButtonLinkProps) {
  return (
    <Link
      href={href}
      onClick={onClick}
      className={cn(buttonClasses({ variant, size, block }), className)}
    >
      {children}
    </Link>
  );
}
