import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { NavLink } from '../../content/navigation.ts';

interface Props {
  readonly link: NavLink;
  readonly className?: string;
  readonly current?: boolean;
  readonly onNavigate?: () => void;
  readonly children?: ReactNode;
}

/** A client-side link; hash links stay plain anchors so the browser scrolls to their target. */
export function NavAnchor({ link, className, current = false, onNavigate, children }: Props) {
  const content = <>{children ?? link.label}</>;
  const shared = {
    className,
    onClick: onNavigate,
    'aria-current': current ? ('page' as const) : undefined,
  };
  if (link.href.includes('#')) {
    return (
      <a href={link.href} {...shared}>
        {content}
      </a>
    );
  }
  return (
    <Link href={link.href} {...shared}>
      {content}
    </Link>
  );
}
