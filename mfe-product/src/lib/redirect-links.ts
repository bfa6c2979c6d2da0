// The shell's redirect routes (spec 1 §2, spec 3 §7) that product pages link through: each looks the
// code up with the API (/product-link-auth, /plus-content-redirect-auth), signs an anonymous visitor in
// first and checks the target against the shell's host allowlist before leaving the site.
const path = (prefix: string, code: string) => `${prefix}/${encodeURIComponent(code)}`;

/** The publication on PLI PLUS (external, allowed host), for a signed-in reader. */
export const plusContentPath = (code: string) => path('/plus-content', code);

/** A product page reached only signed in (the product-link-auth lookup). */
export const productAuthPath = (code: string) => path('/product-auth', code);
