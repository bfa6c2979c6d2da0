// Dismissed tooltips (spec 2 §9): the tracker's nudges (compliancePeriodTooltip,
// creditSetupIncompleteTooltip) and the certificates page's first-time filter tooltip stay dismissed for
// 365 days, one cookie each.
export const TOOLTIP_COOKIE_DAYS = 365;

export const tooltipDismissedCookie = (name: string) =>
  `${name}=1; Max-Age=${TOOLTIP_COOKIE_DAYS * 86_400}; Path=/; SameSite=Lax`;
export const tooltipDismissed = (cookie: string, name: string) =>
  cookie.split(';').some((c) => c.trim() === `${name}=1`);
