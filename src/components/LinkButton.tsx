import type { FocusEvent, MouseEvent, ReactNode } from 'react';
import { Link, createPath, type LinkProps } from 'react-router-dom';
import { usePreloadLink } from '@/lib/linkPreload';

interface LinkButtonProps extends Omit<LinkProps, 'className'> {
  variant?: string;
  size?: 'sm' | 'lg';
  className?: string;
  children: ReactNode;
}

/** A router link styled as a Bootstrap button (navigation, not an action); its page loads on hover or focus. */
export function LinkButton({ variant = 'primary', size, className, children, onMouseEnter, onFocus, ...rest }: LinkButtonProps) {
  const classes = ['btn', `btn-${variant}`, size ? `btn-${size}` : '', className ?? ''].filter(Boolean).join(' ');
  const preloadLink = usePreloadLink();
  const preload = () => preloadLink(typeof rest.to === 'string' ? rest.to : createPath(rest.to));
  return (
    <Link
      className={classes}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        preload();
        onMouseEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        preload();
        onFocus?.(event);
      }}
      {...rest}
    >
      {children}
    </Link>
  );
}
