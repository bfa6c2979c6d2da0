// The one place that decides the security headers of every server of the site: the shell server,
// each remote's static server, the API (all through @fastify/helmet, see registerSecurity in
// static-server.ts) and the identity provider (plain node:http, so it runs helmet, the engine of
// @fastify/helmet, with the same options). Pure: no Fastify import, so identity can load it by path.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HelmetOptions } from 'helmet';
import { fromTrustedProxy } from './trusted-proxies';
import type { TrustProxy } from './trusted-proxies';

/** A CSP source: a literal ('self', https://x) or computed per request (remote origins from config). */
type CspSource = string | ((req: IncomingMessage, res: ServerResponse) => string);

/**
 * Where embedded media players come from (podcast episode rows play in the provider's own player:
 * spec 1, player rows). MEDIA_PLAYER_ORIGINS overrides the list (space or comma separated).
 */
export function mediaPlayerOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const configured = (env.MEDIA_PLAYER_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean);
  return configured.length
    ? configured
    : ['https://www.podbean.com', 'https://embed.acast.com', 'https://player.vimeo.com'];
}

export interface DocumentPolicy {
  /** scripts beyond 'self' and the per-request nonce: remote origins, hashes */
  scriptSrc?: CspSource[];
  /** styles beyond 'self' and the per-request nonce: hashes */
  styleSrc?: CspSource[];
  /** fetch/XHR targets beyond 'self': the API, the identity provider */
  connectSrc?: CspSource[];
  /** frames the page may open: the identity provider (silent sign-in) */
  frameSrc?: CspSource[];
  /** images beyond 'self' and data: */
  imgSrc?: CspSource[];
  /** form targets beyond 'self' */
  formAction?: CspSource[];
  /** who may frame these pages; empty = nobody */
  frameAncestors: CspSource[];
  /** 'cross-origin' for files other sites load with a plain <script src> (remote bundles) */
  crossOriginResourcePolicy?: 'same-origin' | 'same-site' | 'cross-origin';
  /** Referrer-Policy; strict-origin-when-cross-origin unless the server needs no referrer at all */
  referrerPolicy?: 'no-referrer' | 'strict-origin-when-cross-origin';
}

const list = (sources: CspSource[] | undefined) => sources ?? [];
const none = (sources: CspSource[]) => (sources.length ? sources : ["'none'"]);

/**
 * Helmet options for pages a browser renders (HTML, plus the scripts and styles they load).
 * script-src never holds 'unsafe-inline' or 'unsafe-eval': inline boot scripts and Emotion's style
 * elements carry the per-request nonce that @fastify/helmet adds (enableCSPNonces).
 * HSTS is not set here: securityHeadersOnTls adds it only to responses that went out over TLS.
 */
export function documentHelmetOptions(policy: DocumentPolicy): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...list(policy.scriptSrc)],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", ...list(policy.styleSrc)],
        'img-src': ["'self'", 'data:', ...list(policy.imgSrc)],
        'font-src': ["'self'", 'data:'],
        // the player's adaptive streams: hls.js attaches a MediaSource to the video through a blob: URL
        'media-src': ["'self'", 'blob:'],
        'connect-src': ["'self'", ...list(policy.connectSrc)],
        'frame-src': ["'self'", ...list(policy.frameSrc)],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'form-action': ["'self'", ...list(policy.formAction)],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': none(policy.frameAncestors),
      },
    },
    crossOriginResourcePolicy: { policy: policy.crossOriginResourcePolicy ?? 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: policy.referrerPolicy ?? 'strict-origin-when-cross-origin' },
    // frame-ancestors decides framing; X-Frame-Options only for browsers without CSP level 2
    xFrameOptions: policy.frameAncestors.length ? { action: 'sameorigin' } : { action: 'deny' },
    strictTransportSecurity: false,
    xContentTypeOptions: true,
    xDnsPrefetchControl: { allow: false },
    xPermittedCrossDomainPolicies: { permittedPolicies: 'none' },
    originAgentCluster: true,
  };
}

/** Helmet options for a JSON API: nothing may render, frame or run from its responses. */
export function apiHelmetOptions(): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'none'"],
        'frame-ancestors': ["'none'"],
      },
    },
    // browsers on the site and integrators call it with CORS; CORP guards only no-cors reads
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
    xContentTypeOptions: true,
    xDnsPrefetchControl: { allow: false },
    xPermittedCrossDomainPolicies: { permittedPolicies: 'none' },
    originAgentCluster: true,
  };
}

/**
 * Headers that only mean something on a document (a page the browser renders): the page policy,
 * framing, opener and agent-cluster isolation, legacy IE/Flash switches. Scripts, JSON and images
 * served beside the pages go out without them.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** The CSP of a non-document response: nothing may run or frame it if it is opened as a page. */
export const SUBRESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The CSP of a service worker script. A worker runs under the policy its own script was served
 * with: under SUBRESOURCE_CSP every fetch it made was refused, so every request it answered failed
 * (the shell's boot chunk first). It may fetch the site's own files, nothing else (decision 032).
 */
export const SERVICE_WORKER_CSP = "default-src 'none'; connect-src 'self'; frame-ancestors 'none'";

/** Whether a response is a document a browser renders (HTML, SVG, XML) and so needs the page policy. */
export function isDocumentType(contentType: unknown): boolean {
  if (typeof contentType !== 'string' || contentType === '') return true; // unknown: keep everything
  return /^(text\/html|image\/svg\+xml|application\/(xhtml\+)?xml|text\/xml)\b/i.test(contentType);
}

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * HSTS only over TLS (a browser ignores it over http, and a local http site must never pin itself
 * to https). Behind a TLS-terminating proxy, X-Forwarded-Proto counts when the socket's peer is a
 * trusted proxy (TRUSTED_PROXIES, decision 055).
 */
export function servedOverTls(req: IncomingMessage, trust: TrustProxy): boolean {
  // a proxied reply may no longer hold its socket
  if ((req.socket as { encrypted?: boolean } | null)?.encrypted) return true;
  const forwarded = req.headers['x-forwarded-proto'];
  return (
    typeof forwarded === 'string' &&
    fromTrustedProxy(req, trust) &&
    forwarded.split(',')[0]!.trim() === 'https'
  );
}

/**
 * Origins of a list separated by commas or spaces (env values), normalised (no path, no trailing
 * slash) and without repeats; throws on anything but an http(s) origin. Every server's allowlists
 * (CORS, token audiences, card-field targets) read their env values with this.
 */
export function originList(value: string | undefined, label = 'origin list'): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(/[\s,]+/)
        .filter(Boolean)
        .map((s) => {
          const url = URL.parse(s);
          if (!url || !/^https?:$/.test(url.protocol))
            throw new Error(`${label}: not an http(s) origin: ${s}`);
          return url.origin;
        }),
    ),
  ];
}

/** Adds the per-request nonce to every <script> and <style> opening tag of an HTML page. */
export function addNonces(html: string, nonce: { script: string; style: string }): string {
  return html
    .replace(/<script(?![^>]*\snonce=)(?=[\s>])/g, `<script nonce="${nonce.script}"`)
    .replace(/<style(?![^>]*\snonce=)(?=[\s>])/g, `<style nonce="${nonce.style}"`);
}
