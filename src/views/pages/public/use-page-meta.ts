import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../../config/product.ts';

export interface PageMeta {
  readonly title: string;
  readonly description: string;
}

/** The document title of a page: its own title with the product name. */
export const documentTitle = (title: string): string =>
  title === PRODUCT_NAME ? title : `${title} · ${PRODUCT_NAME}`;

/** Each public page's own title and meta description, for the tab, search engines and sharing. */
export function usePageMeta({ title, description }: PageMeta): void {
  // DOM only: the document's title and meta description.
  useEffect(() => {
    document.title = documentTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
