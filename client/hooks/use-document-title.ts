import { useEffect } from 'react';

const APP_NAME = 'PLC Hub';

/** Names the browser tab after the screen (WCAG 2.4.2), so each page is identifiable in history and by AT. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${APP_NAME}` : APP_NAME;
  }, [title]);
}
