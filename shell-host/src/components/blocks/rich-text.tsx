// Sanitised CMS HTML (sanitize-rich-text.ts); site links inside it navigate without a reload.
import { useMemo } from 'react';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { linkCss } from './blocks.styles';
import { sanitizeRichText } from './sanitize-rich-text';

export function RichText({ html, className }: { html: unknown; className?: string }) {
  const navigate = useNavigate();
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const a = (e.target as HTMLElement).closest('a');
    const href = a?.getAttribute('href');
    if (!a || !href || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
    if (a.target === '_blank' || !href.startsWith('/') || href.startsWith('//')) return;
    e.preventDefault();
    navigate(href);
  };
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegates clicks of the links inside, which keep their own keyboard behaviour
    <div
      className={className}
      onClick={onClick}
      css={{ '& a': linkCss, '& img': { maxWidth: '100%', height: 'auto' } }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
