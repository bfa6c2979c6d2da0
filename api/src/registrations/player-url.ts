// Where an item plays: the player page on the site's origin (launch answers, product variants).
import { PLAYER_PATH } from '@cle/contracts/registration-schemas';

/** The player page of an item, on the site's origin. */
export const playerUrl = (origin: string, code: string) =>
  `${origin}${PLAYER_PATH}?${new URLSearchParams({ code }).toString()}`;
