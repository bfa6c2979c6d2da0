// Site paths product pages link to, once (spec 3 §2.2).
/** The account library path (spec 3 §2.2): the expired panel, the player, the download modal, library rows. */
export const ACCOUNT_LIBRARY_PATH = '/account/library';
