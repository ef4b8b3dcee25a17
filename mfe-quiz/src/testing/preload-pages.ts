import { preloadAllPages } from '../pages/lazy-pages.tsx';

// The screens are separate chunks (pages/lazy-pages.tsx). Fetching them before each test file's tests
// lets those tests render a route synchronously, as they did before the split; the suspending first
// render and the next screens fetched ahead are covered by @quizlink/ui's lazy-page.test.tsx.
beforeAll(async () => {
  await preloadAllPages();
});
