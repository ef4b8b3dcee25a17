import { preloadAllPages } from '../pages/lazy-pages.tsx';

// The screens are separate chunks (pages/lazy-pages.tsx). Fetching them before each test file's tests
// lets those tests render a route synchronously, as they did before the split; the suspending first
// render itself is covered by pages/lazy-pages.test.tsx, which preloads nothing.
beforeAll(async () => {
  if (!expect.getState().testPath?.endsWith('lazy-pages.test.tsx')) await preloadAllPages();
});
