// The site footer (spec 1 §2): the about column, the link lists and the bottom row, from the site parts.
import { useRef } from 'react';
import { useSiteParts } from '../../api/use-site-parts';
import { FooterAbout } from './components/footer-about';
import { FooterBottom } from './components/footer-bottom';
import { FooterLinkList } from './components/footer-link-list';
import { footerColumnsCss, footerCss } from './footer.styles';
import { useFooterSiteState } from './hooks/use-footer-site-state';

export function Footer() {
  const { data: parts } = useSiteParts();
  const footer = parts?.footer;
  const ref = useRef<HTMLElement>(null);
  useFooterSiteState(ref);
  return (
    <footer ref={ref} css={footerCss}>
      <div css={footerColumnsCss}>
        <FooterAbout description={footer?.description} />
        {footer?.linkLists.map((list) => (
          <FooterLinkList key={list.heading} list={list} />
        ))}
      </div>
      <FooterBottom footer={footer} />
    </footer>
  );
}
