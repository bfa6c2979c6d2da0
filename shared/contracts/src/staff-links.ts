// Staff mode's pages in the learning management system (spec 3 §6: register from the roster, request a
// groupcast; {key} is the variant's external system key). The spec gives no URL, so the defaults below
// are ours, written down once here. A deployment sets its own through the shell's /config.json
// (LMS_ROSTER_REGISTRATION_URL, LMS_GROUPCAST_REQUEST_URL on the shell server), read by product pages.
// zod loads with the config's check, not with every product page (decision 093)
const lmsLinksSchema = () =>
  import('zod/mini').then((z) =>
    z.object({
      rosterRegistrationUrl: z.string(),
      groupcastRequestUrl: z.string(),
    }),
  );
export interface LmsLinks {
  rosterRegistrationUrl: string;
  groupcastRequestUrl: string;
}

export const DEFAULT_LMS_LINKS: LmsLinks = {
  rosterRegistrationUrl: 'https://lms.pli.edu/registration/roster?externalKey={key}',
  groupcastRequestUrl: 'https://lms.pli.edu/groupcast/request?externalKey={key}',
};

/** The links from the shell's runtime config, else the defaults (an embed on another site has none). */
export async function loadLmsLinks(): Promise<LmsLinks> {
  try {
    const pending = (window as { __CLE_CONFIG__?: Promise<unknown> }).__CLE_CONFIG__;
    const config: unknown = await (pending ??
      fetch('/config.json', { headers: { accept: 'application/json' } }).then((r) =>
        r.ok ? r.json() : null,
      ));
    const parsed = (await lmsLinksSchema()).safeParse((config as { lms?: unknown } | null)?.lms);
    return parsed.success ? parsed.data : DEFAULT_LMS_LINKS;
  } catch {
    return DEFAULT_LMS_LINKS;
  }
}
