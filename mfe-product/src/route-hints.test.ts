// route-hints.json tells the shell server what the product page fetches first (decision 042). A hint
// that names another URL than the page's own call is a wasted download: these keep the two together.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import routeHints from './route-hints.json';
import { HERO_IMAGE_SIZES } from './components/product-hero-image';
import { productPath } from './lib/use-product';

const hints = routeHints['./ProductPage'];
// what the shell server does with a template: each {name} is the content's property, URI-encoded
const expand = (template: string, properties: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(properties[name]!));

describe('the product page route hints', () => {
  it('name the product call useProduct makes for the content code', () => {
    for (const code of ['380000', 'A 1/2'])
      expect(hints.data.map((t) => expand(t, { code }))).toEqual([productPath(code)]);
  });

  it('preload the hero from the product call with the sizes the hero draws at', () => {
    expect(hints.image.data).toBe(hints.data[0]);
    expect(hints.image.field).toBe('variation.imageUrl');
    expect(hints.image.sizes).toBe(HERO_IMAGE_SIZES);
  });
});

describe('the player route hints', () => {
  // what the shell server does with {?name}: the page address's query parameter, URI-encoded
  const fromQuery = (template: string, search: string) =>
    template.replace(/\{\?(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(new URLSearchParams(search).get(name)!),
    );

  it('name the product call the player makes for its ?code=, so the page carries it (data once)', () => {
    const player = routeHints['./PlayerPage'];
    for (const code of ['384998', 'A-1.2'])
      expect(player.data.map((t) => fromQuery(t, `?code=${code}`))).toEqual([productPath(code)]);
  });

  it('preload the streaming library and the launch schema the player loads at once, by the names their chunks get', () => {
    const player = routeHints['./PlayerPage'];
    const source = (file: string) => readFileSync(path.join(__dirname, file), 'utf8');
    const named = (file: string) =>
      [...source(file).matchAll(/webpackChunkName: "([\w-]+)"/g)].map((m) => m[1]);
    expect(player.chunks).toEqual(['hls', 'zod', 'registration-schemas']);
    expect(named('../../shared/ui/src/media/hls-stream.ts')).toContain('hls');
    // every import of the registration schemas names the one chunk (a second name would be a second chunk)
    expect(source('lib/payload-schemas.ts')).not.toMatch(/import\('@cle\/contracts\/registration-schemas'\)/);
    expect(named('lib/payload-schemas.ts')).toContain('registration-schemas');
    // zod: the remote's named chunk (webpack.config.js namedChunks)
    expect(source('../webpack.config.js')).toMatch(/namedChunks: \{ zod: /);
  });
});
