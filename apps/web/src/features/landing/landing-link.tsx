import { useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { AppNavigationContext } from '../../lib/app-navigation';

interface LandingLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path of the app, such as '/auth'. */
  to: string;
}

/**
 * An in-app link for the landing page, without React Router (which the prerendered page loads
 * only when the visitor leaves it): a plain click navigates in the app, a modified click (new tab,
 * new window) stays the browser's.
 */
export function LandingLink({ to, onClick, onPointerEnter, onFocus, ...rest }: LandingLinkProps) {
  const { navigate, prefetch } = useContext(AppNavigationContext);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (rest.target && rest.target !== '_self') return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a
      href={to}
      {...rest}
      onClick={handleClick}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        prefetch?.();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch?.();
      }}
    />
  );
}
