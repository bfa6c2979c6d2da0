// The other side panels of a program page (spec 3 §2.1): notify and expired. And the cross-link cards.
import { Link } from 'react-router-dom';
import { colors, focusRing } from '@cle/ui/theme';
import type { ProductCard } from '../../../lib/product-payload';
import { sidePanelBoxCss } from '../../../components/panel-styles';
import { ProductCardTile } from '../../../components/product-tile';
import { ACCOUNT_LIBRARY_PATH as LIBRARY_PATH } from '../../../lib/site-paths';
import { crossLinkCardVisible, daysAwayTag } from '../live-status';
import {
  crossLinkCardAsideCss,
  crossLinkCardTextCss,
  expiredPanelBoxCss,
  expiredPanelHeadingCss,
  flushTextCss,
  sidePanelHeadingCss,
} from './side-panels.styles';

const box = {
  ...sidePanelBoxCss,
  display: 'grid',
  gap: 14,
} as const;

const buttonLink = (primary: boolean) =>
  ({
    display: 'block',
    textAlign: 'center',
    fontWeight: 600,
    padding: '10px 20px',
    borderRadius: 4,
    border: `2px solid ${colors.red}`,
    background: primary ? colors.red : colors.paper,
    color: primary ? colors.paper : colors.red,
    textDecoration: 'none',
    '&:hover': { background: primary ? colors.redDark : colors.mist },
    '&:focus-visible': focusRing,
  }) as const;

export function NotifyPanel({ notifyUrl }: { notifyUrl: string }) {
  return (
    <section aria-labelledby="notify-heading" css={box}>
      <h2 id="notify-heading" css={sidePanelHeadingCss}>
        Get notified
      </h2>
      <p css={flushTextCss}>Be the first to hear when new dates for this program are announced.</p>
      <a href={notifyUrl} css={buttonLink(true)}>
        Notify me
      </a>
    </section>
  );
}

/** Search for more programs like this one: the series title (the title without its year). */
function exploreUrl(title: string, searchPage = '/search'): string {
  const q = title.replace(/\s*\d{4}$/, '');
  return `${searchPage}?${new URLSearchParams({ query: q }).toString()}`;
}

export function ExpiredPanel({
  program,
  alternative,
  now,
  labels,
}: {
  /** the program (a segment's master program) */
  program: { code: string; displayName: string };
  alternative: ProductCard | null;
  now: number;
  labels: { libraryPage?: string; searchPage?: string };
}) {
  const { code, displayName: title } = program;
  const { libraryPage: libraryPath = LIBRARY_PATH, searchPage } = labels;
  const alt = alternative && crossLinkCardVisible(alternative, now) ? alternative : null;
  return (
    <section aria-labelledby="expired-heading" css={box}>
      <h2 id="expired-heading" css={sidePanelHeadingCss}>
        This program has ended
      </h2>
      <p css={flushTextCss}>
        Program ID: <strong>{code}</strong>
      </p>
      <Link to={exploreUrl(title, searchPage)} css={buttonLink(true)}>
        Explore programs
      </Link>
      <Link to={libraryPath} css={buttonLink(false)}>
        My Library
      </Link>
      {alt ? (
        <div css={expiredPanelBoxCss}>
          <h3 css={expiredPanelHeadingCss}>Latest in this series</h3>
          <ProductCardTile
            card={alt}
            imageSizes="(min-width: 889px) 320px, 100vw"
            tag={daysAwayTag(alt.eventStartDate, now)}
            headingLevel={4}
          />
        </div>
      ) : null}
    </section>
  );
}

/** A cross-link card (to the live program, the on-demand program, the related program). */
export function CrossLinkCard({
  label,
  card,
  now,
}: {
  label: string;
  card: ProductCard | null;
  now: number;
}) {
  if (!card || !crossLinkCardVisible(card, now)) return null;
  return (
    <aside aria-label={label} css={crossLinkCardAsideCss}>
      <p css={crossLinkCardTextCss}>{label}</p>
      <ProductCardTile
        card={card}
        imageSizes="(min-width: 460px) 420px, 100vw"
        tag={daysAwayTag(card.eventStartDate, now)}
      />
    </aside>
  );
}
