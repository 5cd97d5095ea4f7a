import { TrendingUp } from 'lucide-react';
import { Link } from 'wouter';
import { PRODUCT_NAME } from '../../../config/product.ts';
import * as css from './logo.css.ts';

export function Logo({ href = '/', compact = false }: { href?: string; compact?: boolean }) {
  return (
    <Link href={href} className={css.logo} aria-label={`${PRODUCT_NAME} home`}>
      <span className={css.mark} aria-hidden="true">
        <TrendingUp size={18} strokeWidth={2.6} />
      </span>
      {!compact && <span>{PRODUCT_NAME}</span>}
    </Link>
  );
}
