import { useMemo } from 'react';
import { sanitizeHtml } from '../../../lib/sanitize';

/** Server HTML, cleaned by DOMPurify before it is put into the page. */
export function AnnouncementBody({ html, testId }: { html: string; testId?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div className="rich-text" data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
