import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

export function buttonClassName({ variant = 'primary', size = 'md', block = false }: StyleProps) {
  return ['btn', `btn--${variant}`, `btn--${size}`, block ? 'btn--block' : ''].filter(Boolean).join(' ');
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, StyleProps {
  /** Shows a spinner and blocks further clicks while an action is in flight. */
  pending?: boolean;
  children: ReactNode;
}

export function Button({
  variant,
  size,
  block,
  pending = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={[buttonClassName({ variant, size, block }), className].filter(Boolean).join(' ')}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...rest}
    >
      {pending && <Spinner size="sm" label="Working" />}
      <span>{children}</span>
    </button>
  );
}

interface ButtonLinkProps extends LinkProps, StyleProps {}

/** A router link that looks like a button (navigation should stay a link for assistive tech). */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  return (
    <Link className={[buttonClassName({ variant, size, block }), className].filter(Boolean).join(' ')} {...rest} />
  );
}
