import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'accent' | 'ghost' | 'outline' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  block?: boolean;
  busy?: boolean;
}

const VARIANT = {
  primary: 'bg-primary text-primary-contrast hover:bg-primary-strong',
  accent: 'bg-accent text-accent-contrast hover:opacity-90',
  ghost: 'text-fg hover:bg-sunken',
  outline: 'border border-line text-fg hover:bg-sunken',
  danger: 'bg-danger text-primary-contrast hover:opacity-90',
} as const;
const SIZE = { sm: 'h-8 px-3 text-sm', md: 'h-10 px-4', lg: 'h-12 px-6 text-lg' } as const;

export function buttonClass({ variant = 'primary', size = 'md', block = false }: Pick<ButtonProps, 'variant' | 'size' | 'block'> = {}) {
  return `inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${VARIANT[variant]} ${SIZE[size]} ${block ? 'w-full' : ''}`;
}

export function Button({ variant, size, block, busy, className = '', disabled, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} className={`${buttonClass({ variant, size, block })} ${className}`} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy && <span className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden="true" />}
      {children}
    </button>
  );
}
