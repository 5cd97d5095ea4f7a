import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../../config/product.ts';

export interface PageMeta {
  readonly title: string;
  readonly description: string;
}

/** Each public page's own title and meta description, for the tab, search engines and sharing. */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    document.title = title === PRODUCT_NAME ? title : `${title} · ${PRODUCT_NAME}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
