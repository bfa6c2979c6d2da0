// The shell's own CMS blocks. A block whose fields do not match its schema throws: the block's
// boundary then shows the page's fallback blocks instead (spec 1 §8).
import { useMemo } from 'react';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { LocalBlockSchema } from '@cle/contracts/block-schemas';
import type { CmsBlock, LocalBlock } from '@cle/contracts/block-schemas';
import type { NavigationLink } from '@cle/contracts/page';
import { ResponsiveImage } from '@cle/ui/responsive-image';
import { bareList, cardCss, colors, focusRing, linkGridCss, mq } from '@cle/ui/theme';
import { sanitizeRichText } from './sanitize-rich-text';
import { scrollToSection } from '../../lib/hash-scroll';

const isExternal = (href: string) => /^(https?:|mailto:|tel:)/i.test(href);

function CmsLink({ link, className }: { link: NavigationLink; className?: string }) {
  if (isExternal(link.href) || link.target === '_blank')
    return (
      <a
        className={className}
        href={link.href}
        title={link.title}
        target={link.target === '_blank' ? '_blank' : undefined}
        rel={link.target === '_blank' ? 'noopener noreferrer' : undefined}
      >
        {link.text}
      </a>
    );
  return (
    <Link className={className} to={link.href} title={link.title}>
      {link.text}
    </Link>
  );
}

const linkCss = { color: colors.red, fontWeight: 600, '&:focus-visible': focusRing };

/** Sanitised CMS HTML; site links inside it navigate without a reload. */
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

function BlockHeading({ text }: { text?: string }) {
  return text ? <h2 css={{ fontSize: 26, margin: '32px 0 12px' }}>{text}</h2> : null;
}

function renderBlock(block: LocalBlock) {
  switch (block.type) {
    case 'RichTextBlock':
      return <RichText html={block.html} css={{ lineHeight: 1.6 }} />;
    case 'HeadingBlock': {
      const Tag = block.level === 3 ? 'h3' : 'h2';
      return (
        <Tag
          id={block.anchor}
          css={{ fontSize: block.level === 3 ? 21 : 26, margin: '32px 0 12px', scrollMarginTop: 95 }}
        >
          {block.text}
        </Tag>
      );
    }
    case 'LinkListBlock':
      return (
        <nav aria-label={block.heading ?? 'Links'}>
          <BlockHeading text={block.heading} />
          <ul css={linkGridCss}>
            {block.links.map((l) => (
              <li key={l.href}>
                <CmsLink link={l} css={linkCss} />
              </li>
            ))}
          </ul>
        </nav>
      );
    case 'CardsBlock':
      return (
        <section aria-label={block.heading}>
          <BlockHeading text={block.heading} />
          <ul
            css={{
              ...bareList,
              display: 'grid',
              gap: 16,
              gridTemplateColumns: '1fr',
              [mq.sm700]: { gridTemplateColumns: 'repeat(2, 1fr)' },
              [mq.lg]: { gridTemplateColumns: 'repeat(3, 1fr)' },
            }}
          >
            {block.cards.map((c) => (
              <li key={c.heading} css={{ ...cardCss, padding: 20 }}>
                {c.eyebrow ? (
                  <p css={{ margin: 0, fontSize: 13, textTransform: 'uppercase', color: colors.inkSoft }}>
                    {c.eyebrow}
                  </p>
                ) : null}
                <h3 css={{ margin: '4px 0 8px', fontSize: 19 }}>{c.heading}</h3>
                <p css={{ margin: '0 0 12px' }}>{c.body}</p>
                {c.link ? <CmsLink link={c.link} css={linkCss} /> : null}
              </li>
            ))}
          </ul>
        </section>
      );
    case 'PromoBlock': {
      const dark = block.theme !== 'mist';
      return (
        <aside
          aria-label={block.heading}
          css={{
            margin: '32px 0',
            padding: 28,
            borderRadius: 8,
            background:
              block.theme === 'mist'
                ? colors.mist
                : block.theme === 'charcoal'
                  ? colors.charcoal
                  : colors.red,
            color: dark ? colors.paper : colors.ink,
          }}
        >
          <h2 css={{ margin: '0 0 8px', fontSize: 24 }}>{block.heading}</h2>
          <p css={{ margin: '0 0 16px' }}>{block.body}</p>
          <CmsLink
            link={block.link}
            css={{
              display: 'inline-block',
              padding: '10px 18px',
              borderRadius: 4,
              fontWeight: 700,
              textDecoration: 'none',
              background: dark ? colors.paper : colors.red,
              color: dark ? colors.ink : colors.paper,
              '&:focus-visible': focusRing,
            }}
          />
        </aside>
      );
    }
    case 'MediaBlock':
      return (
        <figure css={{ margin: '24px 0' }}>
          <ResponsiveImage
            src={block.image.url}
            alt={block.image.alt}
            sizes="(min-width: 889px) 880px, 100vw"
            css={{ width: '100%', height: 'auto', borderRadius: 8 }}
          />
          {block.caption ? (
            <figcaption css={{ fontSize: 14, color: colors.inkSoft, marginTop: 6 }}>
              {block.caption}
            </figcaption>
          ) : null}
        </figure>
      );
    case 'CalloutBlock':
      return (
        <aside
          aria-label={block.heading ?? (block.variant === 'warning' ? 'Important' : 'Note')}
          css={{
            margin: '24px 0',
            padding: '16px 20px',
            borderLeft: `4px solid ${block.variant === 'warning' ? colors.warning : colors.focus}`,
            background: colors.mist,
          }}
        >
          {block.heading ? <h2 css={{ margin: '0 0 6px', fontSize: 19 }}>{block.heading}</h2> : null}
          <RichText html={block.html} />
        </aside>
      );
    case 'JumpLinksBlock':
      return (
        <nav aria-label={block.heading ?? 'On this page'} css={{ margin: '16px 0' }}>
          <BlockHeading text={block.heading} />
          <ul css={{ ...bareList, display: 'flex', flexWrap: 'wrap', gap: 16 }}>
            {block.links.map((l) => (
              <li key={l.anchor}>
                <a
                  href={`#${l.anchor}`}
                  css={linkCss}
                  onClick={(e) => {
                    e.preventDefault();
                    window.history.replaceState(window.history.state, '', `#${l.anchor}`);
                    scrollToSection(l.anchor);
                  }}
                >
                  {l.text}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      );
  }
}

/** Renders one of the shell's blocks; throws on a block its schema refuses (a block failure). */
export function LocalBlockView({ block }: { block: CmsBlock }) {
  const parsed = useMemo(() => z.safeParse(LocalBlockSchema, block), [block]);
  if (!parsed.success)
    throw new Error(`Invalid ${block.type}: ${parsed.error.issues[0]?.message ?? 'bad data'}`);
  return renderBlock(parsed.data);
}
