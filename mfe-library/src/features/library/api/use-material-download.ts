import { useState } from 'react';
import { useAuth } from '@cle/contracts/auth';
import type { LibraryMaterial } from '@cle/contracts/library-schemas';
import { downloadWithToken } from '@cle/ui/file-download';

/** A material's file, fetched with the bearer token (a plain link cannot send it) and saved under its name. */
export function useMaterialDownload(material: LibraryMaterial) {
  const auth = useAuth();
  const [state, setState] = useState<'idle' | 'downloading' | 'failed'>('idle');
  const download = async () => {
    setState('downloading');
    try {
      await downloadWithToken(material.url, material.fileName, auth.token);
      setState('idle');
    } catch (error) {
      console.error(`[library] download of ${material.id} failed`, error);
      setState('failed');
    }
  };
  return { state, download };
}
