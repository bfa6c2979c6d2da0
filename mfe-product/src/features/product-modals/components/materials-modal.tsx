// The materials modal (spec 3 §2.2, §3 Material): course materials (chapter-numbered, 999 or empty
// shown without a prefix) and presentation materials, each with title and author, linking to the
// file. The list comes from the API for the signed-in person; files open for owners only (§6).
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '@cle/contracts/auth';
import type { ProductMaterial } from '@cle/contracts/product-extras-schemas';
import { toast } from '@cle/contracts/toast';
import { InlineError } from '@cle/ui/inline-error';
import { Skeleton } from '@cle/ui/skeleton';
import { TabList, TabPanel } from '@cle/ui/tabs';
import { bareList } from '@cle/ui/theme';
import { downloadWithToken } from '@cle/ui/file-download';
import { ModalFrame } from './modal-frame';
import { materialHeading, NO_MATERIALS_TEXT, splitMaterials } from '../modal-rules';
import { useProductMaterials } from '../api/use-product-materials';
import {
  flushTextCss,
  materialRowBoxCss,
  materialRowItemCss,
  materialRowLabelCss,
  materialRowLinkCss,
  materialsModalTabPanelCss,
  materialsModalTextCss,
} from './materials-modal.styles';

type TabKey = 'course' | 'presentation';

function MaterialRow({ m, token }: { m: ProductMaterial; token: string | null }) {
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      await downloadWithToken(m.url, m.fileName, token);
    } catch (e) {
      toast.show({
        type: 'alert',
        content: e instanceof Error ? e.message : 'The file could not be downloaded',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li css={materialRowItemCss}>
      {m.isAvailable && m.toPlus ? (
        // read on PLI PLUS: the shell's plus-content route signs in and leaves for the allowed host
        <Link to={m.url} css={materialRowLinkCss}>
          {materialHeading(m)}
        </Link>
      ) : m.isAvailable ? (
        <a
          href={m.url}
          onClick={(e) => {
            e.preventDefault();
            if (!busy) void open();
          }}
          aria-busy={busy}
          css={materialRowLinkCss}
        >
          {materialHeading(m)}
        </a>
      ) : (
        <span css={materialRowLabelCss}>{materialHeading(m)}</span>
      )}
      <div css={materialRowBoxCss}>{m.author}</div>
    </li>
  );
}

export function MaterialsModal({
  open,
  onClose,
  code,
}: {
  open: boolean;
  onClose: () => void;
  code: string;
}) {
  const auth = useAuth();
  const baseId = useId();
  const [tab, setTab] = useState<TabKey>('course');
  const { data, error, isLoading, mutate } = useProductMaterials(open && auth.isAuthenticated ? code : null);
  const tabs = splitMaterials(data?.materials ?? []);
  const list = tabs[tab];
  const locked = data ? data.materials.length > 0 && data.materials.every((m) => !m.isAvailable) : false;
  const tabItems = [
    {
      key: 'course' as const,
      label: 'Course materials',
      id: `${baseId}-course`,
      panelId: `${baseId}-course-panel`,
    },
    {
      key: 'presentation' as const,
      label: 'Presentation materials',
      id: `${baseId}-presentation`,
      panelId: `${baseId}-presentation-panel`,
    },
  ];
  const current = tabItems.find((t) => t.key === tab)!;

  return (
    <ModalFrame open={open} onClose={onClose} title="Materials">
      <TabList aria-label="Materials" tabs={tabItems} selected={tab} onSelect={(k) => setTab(k)} />
      <TabPanel id={current.panelId} tabId={current.id} css={materialsModalTabPanelCss}>
        {error ? (
          <InlineError message="The materials could not be loaded." onRetry={() => void mutate()} />
        ) : isLoading || !data ? (
          <Skeleton rows={3} label="Loading materials" />
        ) : list.length === 0 ? (
          <p css={flushTextCss}>{NO_MATERIALS_TEXT}</p>
        ) : (
          <>
            {locked ? (
              <p css={materialsModalTextCss}>
                Materials open once you have purchased or registered for this program.
              </p>
            ) : null}
            <ul css={bareList}>
              {list.map((m) => (
                <MaterialRow key={m.id} m={m} token={auth.token} />
              ))}
            </ul>
          </>
        )}
      </TabPanel>
    </ModalFrame>
  );
}
