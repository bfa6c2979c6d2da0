// The shell's named links (spec 1 §2 routes): where the chrome's support, contact, home and library
// links point, and the page links the site labels hold, as the seeded CMS serves them.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp } from './helpers';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
let t: TestApp;
interface Link {
  href: string;
  text: string;
}
let parts: {
  header: { subNav: Link[]; helpLink: Link };
  footer: { bottomLinks: Link[]; linkLists: { links: Link[] }[] };
  labels: Record<string, string>;
};

before(async () => {
  t = await startTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/site-parts?names=header,footer,labels' });
  assert.equal(res.statusCode, 200);
  parts = res.json();
});
after(async () => {
  await t.close();
});

const hrefOf = (links: Link[], text: string) => links.find((l) => l.text === text)?.href;

describe('shell links', () => {
  test('[S1-ROUTES-21] the support links are /support/disclaimer, /support/privacy-policy and /support/terms-of-use', () => {
    assert.deepEqual(
      parts.footer.bottomLinks.map((l) => l.href),
      ['/support/disclaimer', '/support/privacy-policy', '/support/terms-of-use'],
    );
  });

  test('[S1-ROUTES-22] the contact link is /company/contact-us', () => {
    assert.equal(
      hrefOf(
        parts.footer.linkLists.flatMap((l) => l.links),
        'Contact us',
      ),
      '/company/contact-us',
    );
  });

  test('[S1-ROUTES-24] the My Library link is /account/library, in the subnav and the labels', () => {
    assert.equal(hrefOf(parts.header.subNav, 'My Library'), '/account/library');
    assert.equal(parts.labels.libraryPage, '/account/library');
  });

  // S1-ROUTES-27: the labels are served here; the pages that link to these pages read them (search,
  // library, profile, global error, cart; the tracker's Add external credit link reads certificatesPage,
  // tracker-header.test.tsx; the plus tout reads plusMembershipInfoPage, membership-notes.test.tsx).
  // No page of the site links to the licenses page: only the CMS's own menus do, with their own hrefs.
  test('[S1-ROUTES-27] the labels name the certificates, library, licenses, search, plus membership, profile, global error and cart pages', () => {
    for (const key of [
      'certificatesPage',
      'libraryPage',
      'licensesPage',
      'searchPage',
      'plusMembershipInfoPage',
      'profilePage',
      'globalErrorPage',
      'cartUrl',
    ])
      assert.match(parts.labels[key] ?? '', /^\//, `${key} is a site path`);
  });

  test('[S1-ROUTES-23] the home link is /: the seeded home page answers there', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/content?url=%2F&expand=mainContentArea' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().contentType.at(-1), 'StartPage');
  });
});
