import { rmSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { REMOTES_FILE } from '../playwright.config';
import { recordCompositionUnderTest } from './composition-under-test';

/** Every run starts from the default remote locations (no redeploy pointer left behind), and names them. */
export default async function globalSetup(config: FullConfig): Promise<void> {
  rmSync(REMOTES_FILE, { force: true });
  await recordCompositionUnderTest(config);
}
