import { useId } from 'react';
import type { CSSObject } from '@emotion/react';
import { colors } from '@cle/ui/theme';
import type { CreditInfo } from '@cle/contracts/credit-schemas';
import { creditTypeSearchUrl, formatProgramCount, orderCreditTypes } from '../credit-info-rules';
import type { LinkGridSettings } from '../link-grid-rules';
import { PlacedGrid, tileCss } from './placed-grid';
import { SiteLink } from './site-link';

const tileStyle: CSSObject = {
  ...tileCss,
  display: 'grid',
  alignContent: 'start',
  gap: 4,
  '&:hover': { borderColor: colors.red, boxShadow: '0 2px 8px rgba(0,0,0,0.08)' },
};

/**
 * Spec 2 §2: the topic-links grid — credit types offered in the jurisdiction with program counts, each
 * a search for that jurisdiction and credit type. Below the md breakpoint it is one column.
 */
export function TopicLinksGrid({ info, settings }: { info: CreditInfo; settings: LinkGridSettings }) {
  const types = orderCreditTypes(
    info.credits,
    info.requirements.flatMap((r) => r.requirementKeys),
  );
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={{ display: 'grid', gap: 12 }}>
      <h2 id={headingId} css={{ fontSize: 22, margin: 0 }}>
        Credit types offered in {info.name}
      </h2>
      {types.length ? (
        <PlacedGrid items={types} settings={settings} keyOf={(t) => t.typeCode}>
          {(item) => (
            <SiteLink href={creditTypeSearchUrl(info.code, item.typeCode)} look={tileStyle}>
              <span css={{ fontWeight: 700 }}>{item.typeTitle}</span>
              <span css={{ color: colors.inkSoft, fontSize: 14 }}>
                {formatProgramCount(item.creditOffered)}
              </span>
            </SiteLink>
          )}
        </PlacedGrid>
      ) : (
        <p css={{ margin: 0 }}>No programs currently offer credit in {info.name}.</p>
      )}
      {info.totalOffered > 0 ? (
        <p css={{ margin: 0 }}>
          <SiteLink href={info.searchUrl}>
            Browse all {formatProgramCount(info.totalOffered)} offering {info.name} credit
          </SiteLink>
        </p>
      ) : null}
    </section>
  );
}
