import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../config/product.ts';

export function useDocumentTitle(title: string): void {
  // DOM only: the document's title.
  useEffect(() => {
    document.title = title === PRODUCT_NAME ? title : `${title} · ${PRODUCT_NAME}`;
  }, [title]);
}
