import { loadWordLexicons } from '../../src/data-access/word-lexicons.ts';

// The offline generator's word knowledge, as the service installs it at start (read from the on-disk
// cache; the first run ever builds it from the compromise packages, which takes seconds).
beforeAll(() => loadWordLexicons(), 120_000);
