// Live program, on-demand program and on-demand segment pages (spec 3 §2.1): header, sticky jump-link
// bar, sections, side panel (notify, expired or purchase). Dark theme while the program is live.
import type { ProductPayload } from '../../lib/product-payload';
import { isNoIndex } from './live-status';
import { JumpLinkBar } from './components/jump-link-bar';
import { ProgramHeader } from './components/program-header';
import { ProgramSections } from './components/program-sections';
import { ProgramSidePanel } from './components/program-side-panel';
import type { ProgramPageLabels } from './components/program-side-panel';
import { useProgramPageState } from './hooks/use-program-page-state';
import { useRobotsNoIndex } from './hooks/use-robots';
import { mainAreaCss, pageWidthCss } from './page-layout.styles';
import { ProgramDetailProvider } from './program-detail-context';
import { programPageView, programPanelVariants } from './program-page-rules';
import type { ProgramKind } from './program-page-rules';
import { programArticleCss, programGridCss, programPanelAreaCss } from './program-page.styles';

export function ProgramPage({
  data,
  kind,
  now,
  labels,
  updateAddress,
}: {
  data: ProductPayload;
  kind: ProgramKind;
  now: number;
  labels: ProgramPageLabels;
  updateAddress: boolean;
}) {
  // the page's one state object: the panel (inline and in its dialog) and the sections share it
  const store = useProgramPageState(data, programPanelVariants(data, kind, now));
  const view = programPageView(data, kind, now, store[0]);
  useRobotsNoIndex(isNoIndex(view.panel));
  return (
    <ProgramDetailProvider value={store}>
      <article data-theme={view.dark ? 'dark' : 'light'} css={programArticleCss(view.dark)}>
        <div css={pageWidthCss}>
          <ProgramHeader view={view} searchPage={labels.searchPage} />
          <JumpLinkBar links={view.links} dark={view.dark} inShell={updateAddress} />
          <div css={programGridCss}>
            <div css={programPanelAreaCss}>
              <ProgramSidePanel view={view} labels={labels} updateAddress={updateAddress} />
            </div>
            <div css={mainAreaCss}>
              <ProgramSections view={view} />
            </div>
          </div>
        </div>
      </article>
    </ProgramDetailProvider>
  );
}
