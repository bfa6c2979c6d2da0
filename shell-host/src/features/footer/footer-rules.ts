import { PROVIDER_NAME } from '@cle/contracts/site';

/** Spec 1 §2: '© 1996-{current year}' followed by the provider name. */
export function copyrightLine(now: Date = new Date()): string {
  return `© 1996-${now.getFullYear()} ${PROVIDER_NAME}`;
}
