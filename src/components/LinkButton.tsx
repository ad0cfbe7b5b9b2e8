import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

interface LinkButtonProps extends Omit<LinkProps, 'className'> {
  variant?: string;
  size?: 'sm' | 'lg';
  className?: string;
  children: ReactNode;
}

/** A router link styled as a Bootstrap button (navigation, not an action). */
export function LinkButton({ variant = 'primary', size, className, children, ...rest }: LinkButtonProps) {
  const classes = ['btn', `btn-${variant}`, size ? `btn-${size}` : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <Link className={classes} {...rest}>
      {children}
    </Link>
  );
}
