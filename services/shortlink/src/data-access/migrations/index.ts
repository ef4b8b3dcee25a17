import type { Migration } from '@quizlink/kit-db';
import { createShortlinks } from './0001-create-shortlinks.ts';
import { caseSensitiveShort } from './0002-case-sensitive-short.ts';

/** In order; never reorder or edit an applied migration — add a new one. */
export const shortlinkMigrations: Migration[] = [createShortlinks, caseSensitiveShort];
