import {
  IMMUTABLE_CACHE,
  REVALIDATE_CACHE,
  cacheControlFor,
  hasFileExtension,
  isHashedAsset,
  isSpaPath,
} from './asset-paths.ts';

describe('isHashedAsset', () => {
  test.each([
    'main.3f9a1c2b.js',
    '412.9a0c3b7d1e2f4a5b.js',
    'vendors-node_modules_react.3f9a1c2b.chunk.css',
    '/var/dist/static/js/main.3f9a1c2b.js',
    'logo-3f9a1c2b.svg',
  ])('When the file name %s carries a content hash, then it is hashed', (name) => {
    expect(isHashedAsset(name)).toBe(true);
  });

  test.each([
    'index.html',
    'remoteEntry.js',
    'mf-manifest.json',
    'main.js',
    'favicon.ico',
    'sw.js',
    'manifest.webmanifest',
    'main.3f9a.js',
    'notes.deadbeef.txt',
    'main.3f9a1c2bX.js',
  ])('When the file name %s carries no content hash, then it is not hashed', (name) => {
    expect(isHashedAsset(name)).toBe(false);
  });
});

describe('cacheControlFor', () => {
  test('When a file is hashed, then it is cached for a year as immutable', () => {
    expect(cacheControlFor('main.3f9a1c2b.js')).toBe(IMMUTABLE_CACHE);
    expect(IMMUTABLE_CACHE).toBe('public, max-age=31536000, immutable');
  });

  test('When a file names the build (index, remote entry, manifest), then the browser revalidates it', () => {
    expect(cacheControlFor('index.html')).toBe(REVALIDATE_CACHE);
    expect(cacheControlFor('remoteEntry.js')).toBe(REVALIDATE_CACHE);
    expect(cacheControlFor('mf-manifest.json')).toBe(REVALIDATE_CACHE);
    expect(REVALIDATE_CACHE).toBe('no-cache');
  });
});

describe('hasFileExtension', () => {
  test('When the last segment has a dot and a short suffix, then it has an extension', () => {
    expect(hasFileExtension('/static/js/412.js')).toBe(true);
    expect(hasFileExtension('/favicon.ico')).toBe(true);
    expect(hasFileExtension('/main.js?v=2')).toBe(true);
  });

  test('When the last segment has no dot, then it has no extension', () => {
    expect(hasFileExtension('/')).toBe(false);
    expect(hasFileExtension('/quiz/john-ab12c345')).toBe(false);
    expect(hasFileExtension('/static.dir/page')).toBe(false);
  });
});

describe('isSpaPath', () => {
  test('When a GET or HEAD asks for an extension-less page path, then it gets the SPA page', () => {
    expect(isSpaPath('GET', '/')).toBe(true);
    expect(isSpaPath('GET', '/quiz/code/ABC123')).toBe(true);
    expect(isSpaPath('HEAD', '/results/1/2')).toBe(true);
    expect(isSpaPath('GET', '/apiary')).toBe(true);
    expect(isSpaPath('GET', '/mfes')).toBe(true);
  });

  test('When the method is not GET or HEAD, then it does not get the SPA page', () => {
    expect(isSpaPath('POST', '/create')).toBe(false);
    expect(isSpaPath('DELETE', '/')).toBe(false);
  });

  test('When the path has a file extension, then it does not get the SPA page', () => {
    expect(isSpaPath('GET', '/412.3f9a1c2b.js')).toBe(false);
    expect(isSpaPath('GET', '/quiz/missing.css')).toBe(false);
  });

  test('When the path is under /api, /mfe or /short, then it does not get the SPA page', () => {
    expect(isSpaPath('GET', '/api')).toBe(false);
    expect(isSpaPath('GET', '/api/unknown')).toBe(false);
    expect(isSpaPath('GET', '/mfe/quiz/')).toBe(false);
    expect(isSpaPath('GET', '/mfe/quiz/page')).toBe(false);
    expect(isSpaPath('GET', '/short/abc')).toBe(false);
  });
});
