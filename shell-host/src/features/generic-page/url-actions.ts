// Spec 1 §2/§8: generic content pages read successAction / errorAction from the URL, show the message
// once and remove the parameters. The messages come from the one fixed table in @cle/contracts.
import { urlActionMessage, withoutUrlActions } from '@cle/contracts/url-actions';
import type { UrlActionMessage } from '@cle/contracts/url-actions';

export type { UrlActionMessage };

/** The message a URL's action parameters ask for (errors first) and the query string without them. */
export function readUrlAction(search: string): { message: UrlActionMessage | null; rest: string } {
  const params = new URLSearchParams(search);
  const rest = withoutUrlActions(params).toString();
  return { message: urlActionMessage(params), rest: rest ? `?${rest}` : '' };
}
