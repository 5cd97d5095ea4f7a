import type { ReactNode } from 'react';

/** A link to another site, opened in a new tab that cannot reach back to this one. */
export function ExternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <a className={className} href={href} rel="noopener noreferrer" target="_blank">
      {children}
    </a>
  );
}
