import { useEffect } from 'react';

export const PRODUCT_NAME = 'Plotplan';

/** Sets the tab title; `exact` keeps a title verbatim (the error pages' specified titles). */
export function useDocumentTitle(title: string, { exact = false }: { exact?: boolean } = {}) {
  useEffect(() => {
    document.title = exact ? title : `${title} · ${PRODUCT_NAME}`;
  }, [title, exact]);
}
