import { rmSync } from 'node:fs';
import { REMOTES_FILE } from '../playwright.config';

/** Every run starts from the default remote locations (no redeploy pointer left behind). */
export default function globalSetup(): void {
  rmSync(REMOTES_FILE, { force: true });
}
