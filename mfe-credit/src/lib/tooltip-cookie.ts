// Dismissed tooltips (spec 2 §9): the tracker's nudges (compliancePeriodTooltip,
// creditSetupIncompleteTooltip) and the certificates page's first-time filter tooltip stay dismissed for
// 365 days, one cookie each.
import { parse, serialize } from 'cookie';

const TOOLTIP_COOKIE_DAYS = 365;

export const tooltipDismissedCookie = (name: string) =>
  serialize(name, '1', { maxAge: TOOLTIP_COOKIE_DAYS * 86_400, path: '/', sameSite: 'lax' });
export const tooltipDismissed = (cookie: string, name: string) => parse(cookie)[name] === '1';
