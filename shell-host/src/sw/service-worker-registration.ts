// Spec 1 §7, §9: the shell registers its service worker (shell-host/server/service-worker.js, served
// at /sw.js) after the page has loaded, and checks for a new one every 60 minutes: the script is
// fetched with no-store and the registration updated when it answers 200.
const SW_PATH = '/sw.js';
/**
 * Whether the shell registers the worker. It was off while a worker-controlled load failed its boot
 * chunk: /sw.js went out with the scripts' deny-all CSP, which a worker runs under, so every fetch it
 * made was refused. It now has a policy of its own (SERVICE_WORKER_CSP, decision 032).
 */
export const SERVICE_WORKER_ENABLED = true;
const SW_UPDATE_INTERVAL_MS = 60 * 60 * 1000;

async function checkForUpdate(
  registration: Pick<ServiceWorkerRegistration, 'update'>,
  fetcher: typeof fetch = fetch,
): Promise<boolean> {
  const res = await fetcher(SW_PATH, { cache: 'no-store' });
  if (res.status !== 200) return false;
  await registration.update();
  return true;
}

/** Registers after load and starts the hourly check; returns a stop function. */
export function startServiceWorker(): () => void {
  if (!('serviceWorker' in navigator)) return () => {};
  let timer: ReturnType<typeof setInterval> | undefined;
  let stopped = false;
  const start = () => {
    navigator.serviceWorker
      // updateViaCache 'none': the browser's own update checks skip the HTTP cache as well
      .register(SW_PATH, { scope: '/', updateViaCache: 'none' })
      .then((registration) => {
        if (stopped) return;
        timer = setInterval(() => {
          checkForUpdate(registration).catch((err) => console.warn('[sw] update check failed', err));
        }, SW_UPDATE_INTERVAL_MS);
      })
      .catch((err) => console.warn('[sw] not registered', err));
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    stopped = true;
    window.removeEventListener('load', start);
    if (timer) clearInterval(timer);
  };
}
