// A library row's Materials (spec 1 §2): loaded when the action is opened; an available file downloads
// with the bearer token, one not yet bought says when it becomes available.
import { buildUrl } from '@cle/contracts/api-client';
import type { LibraryMaterial } from '@cle/contracts/library-schemas';
import { useMaterials } from '../api/use-library';
import { useMaterialDownload } from '../api/use-material-download';
import * as styles from './item-materials.styles';

function MaterialLink({ material }: { material: LibraryMaterial }) {
  const { state, download } = useMaterialDownload(material);
  return (
    <>
      <a
        href={buildUrl(material.url)}
        download={material.fileName}
        aria-busy={state === 'downloading'}
        onClick={(e) => {
          e.preventDefault();
          if (state !== 'downloading') void download();
        }}
        css={styles.link}
      >
        {material.title}
      </a>
      <span css={styles.kind}> · {material.kind} (PDF)</span>
      {state === 'failed' ? (
        <span role="alert" css={styles.failed}>
          The file could not be downloaded. Please try again.
        </span>
      ) : null}
    </>
  );
}

export function ItemMaterials({ pk }: { pk: string }) {
  const materials = useMaterials(pk, true);
  if (materials.isLoading) return <p role="status">Loading materials…</p>;
  if (materials.error)
    return (
      <p role="alert" css={styles.loadFailed}>
        Materials could not be loaded.
      </p>
    );
  const list = materials.data?.materials ?? [];
  if (!list.length) return <p css={styles.flush}>This item has no materials.</p>;
  return (
    <ul aria-label="Materials" css={styles.list}>
      {list.map((m) => (
        <li key={m.id}>
          {m.isAvailable ? (
            <MaterialLink material={m} />
          ) : (
            <>
              <span>{m.title} (available after purchase)</span>
              <span css={styles.kind}> · {m.kind}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
