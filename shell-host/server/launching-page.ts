// /launching (spec 1 §2, spec 3 §2.2): the window a launch opens at once, inside the click, shows a
// full-screen spinner for the tenth of a second until the launch call names where it goes. Served as a
// page of its own, without the site's scripts: the window is the opener's (same origin, same renderer
// process), and booting the whole site in it, only to leave it at once, took the main thread the
// opener's launch answer and the player window's own boot were waiting for (decision 095). The
// router's LaunchingPage draws the same for a visitor who navigates here inside the site.
import type { FastifyInstance } from 'fastify';
import { sendHtml } from '@cle/static-server/serving';

const LAUNCHING_HTML =
  '<!doctype html><html lang=en><head><meta charset=utf-8>' +
  '<meta name=viewport content="width=device-width,initial-scale=1">' +
  '<meta name="robots" content="noindex"><title>Launching - PLI</title><style>' +
  'body{margin:0}.launching{position:fixed;inset:0;display:grid;place-items:center;background:#fff}' +
  '.spinner{width:56px;height:56px;border-radius:50%;border:6px solid #eee;border-top-color:#c8102e;' +
  'animation:spin .9s linear infinite}@keyframes spin{to{transform:rotate(360deg)}}' +
  '@media (prefers-reduced-motion:reduce){.spinner{animation-duration:3s}}' +
  '</style></head><body><div class="launching" role="status" aria-label="Launching">' +
  '<div class="spinner"></div></div></body></html>';

export function registerLaunchingPage(app: FastifyInstance): void {
  app.get('/launching', (_req, reply) => sendHtml(reply, LAUNCHING_HTML));
}
