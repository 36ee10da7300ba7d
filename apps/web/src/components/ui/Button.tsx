import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { buttonClasses, type ButtonColor, type ButtonSize, type ButtonVariant } from './button-styles';
import { Spinner } from './Spinner';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  color?: ButtonColor;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the width and blocks clicks. */
  loading?: boolean;
  loadingLabel?: string;
  /** A small count or word on the button's corner (e.g. items in "my catalogue"). */
  badge?: ReactNode;
  badgeLabel?: string;
}

/** The button of UI-BUTTON. No hooks, so it renders on the server and inside client components alike. */
export function Button({
  color,
  variant,
  size,
  loading = false,
  loadingLabel = 'Loading',
  badge,
  badgeLabel,
  className = '',
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      {...rest}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-color={color ?? 'primary'}
      data-variant={variant ?? 'solid'}
      className={`${buttonClasses({ color, variant, size })} ${className}`}
    >
      <span className={loading ? 'invisible inline-flex items-center gap-2' : 'inline-flex items-center gap-2'}>
        {children}
      </span>
      {loading && <Spinner size="sm" label={loadingLabel} className="absolute inset-0 m-auto justify-center" />}
      {badge !== undefined && badge !== null && (
        <span className="absolute -right-1.5 -top-1.5 inline-flex min-w-6 items-center justify-center rounded-full bg-copper px-1.5 text-xs font-bold leading-6 text-white ring-2 ring-white">
          {badge}
          {badgeLabel && <span className="sr-only"> {badgeLabel}</span>}
        </span>
      )}
    </button>
  );
}
