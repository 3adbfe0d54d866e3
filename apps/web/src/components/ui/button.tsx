import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';

/**
 * `icon` is the square icon-only button on the plain surface; `ghost-icon` the same square
 * without a fill (header, menu and dialog close buttons): the CSS combines `btn--icon` with
 * `btn--ghost`, so both squares are variants rather than a second prop.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'icon' | 'ghost-icon';

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'btn btn--primary',
  secondary: 'btn btn--secondary',
  ghost: 'btn btn--ghost',
  icon: 'btn btn--icon',
  'ghost-icon': 'btn btn--ghost btn--icon',
};

export function buttonClassName(variant: ButtonVariant, className?: string): string {
  return className ? `${variantClasses[variant]} ${className}` : variantClasses[variant];
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant: ButtonVariant;
  /** Work in progress: disables the button and sets aria-busy; the label is the caller's. */
  busy?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, busy, type = 'button', className, disabled, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClassName(variant, className)}
      disabled={disabled || busy}
      aria-busy={busy}
      {...rest}
    />
  );
});

export interface ButtonLinkProps extends LinkProps {
  variant: ButtonVariant;
}

/** A router link that looks like a button (it still navigates, so it stays a link). */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant, className, ...rest },
  ref,
) {
  return <Link ref={ref} className={buttonClassName(variant, className)} {...rest} />;
});
