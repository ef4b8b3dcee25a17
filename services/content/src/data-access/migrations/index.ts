import type { Migration } from '@quizlink/kit-db';
import { processedEventsMigration } from '@quizlink/kit-events';
import { createContactMessages } from './0001-create-contact-messages.ts';
import { createBlogPosts } from './0002-create-blog-posts.ts';
import { createUploadedImages } from './0003-create-uploaded-images.ts';

/** In order; never reorder or edit an applied migration — add a new one. */
export const contentMigrations: Migration[] = [createContactMessages, createBlogPosts, createUploadedImages, processedEventsMigration];
