import { BLOG_API_PATHS, blogPostListSchema } from '../../blog.ts';
import { CONTACT_API_PATHS, authTokenResponseSchema, contactMessageListSchema } from '../../contact.ts';
import { SHORTLINK_API_PATHS, shortlinkListSchema, shortlinkSchema } from '../../shortlinks.ts';
import type { HttpExpectation } from '../types.ts';

export const MFE_ADMIN = 'mfe-admin';

export const MFE_ADMIN_INTERACTIONS = {
  listShortlinks: 'the shortlink admin lists the links with the password',
  createShortlink: 'the shortlink admin creates a link with the password',
  adminLogin: 'the admin signs in to the inbox',
  contactMessages: 'the signed-in admin reads the contact messages',
  blogLogin: 'the blog manager signs in',
  blogPosts: 'the signed-in blog manager lists every post',
} as const;

const link = { short: 'spring-quiz', target: 'https://quizlink.example/quiz/spring', createdAt: '2026-01-01T10:00:00.000Z' };

const signedIn = { success: true, token: 'signed-token-0123456789abcdef', message: 'Signed in', expiresAt: '2026-01-01T18:00:00.000Z' };
const message = { id: 1, name: 'Grace Hopper', email: 'grace@example.com', message: 'Hello there, I love QuizLink!', timestamp: '2026-01-01T10:00:00.000Z' };
const post = {
  id: 1,
  title: 'Ten Quiz Ideas',
  slug: 'ten-quiz-ideas',
  excerpt: 'Ideas for your next quiz',
  content: 'Some **markdown** content about quizzes.',
  linkedWords: [{ word: 'quiz', url: 'https://example.com/quiz' }],
  tags: ['fun', 'ideas'],
  published: true,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
};

/** What the admin pages (use-shortlink-admin.ts, ShortlinkRow, use-admin-inbox.ts, use-blog-management.ts) read. (use-shortlink-admin.ts, ShortlinkRow) reads. */
export const mfeAdminExpectations: readonly HttpExpectation[] = [
  {
    consumer: MFE_ADMIN,
    provider: 'shortlink',
    interaction: MFE_ADMIN_INTERACTIONS.listShortlinks,
    request: { method: 'POST', path: SHORTLINK_API_PATHS.list },
    response: { status: 200, fieldsRelied: ['[].short', '[].target'], example: [link], schema: shortlinkListSchema },
  },
  {
    consumer: MFE_ADMIN,
    provider: 'shortlink',
    interaction: MFE_ADMIN_INTERACTIONS.createShortlink,
    request: { method: 'POST', path: SHORTLINK_API_PATHS.create },
    response: { status: 201, fieldsRelied: ['short', 'target'], example: link, schema: shortlinkSchema },
  },
  {
    consumer: MFE_ADMIN,
    provider: 'content',
    interaction: MFE_ADMIN_INTERACTIONS.adminLogin,
    request: { method: 'POST', path: CONTACT_API_PATHS.adminLogin },
    response: { status: 200, fieldsRelied: ['token'], example: signedIn, schema: authTokenResponseSchema },
  },
  {
    consumer: MFE_ADMIN,
    provider: 'content',
    interaction: MFE_ADMIN_INTERACTIONS.contactMessages,
    request: { method: 'GET', path: CONTACT_API_PATHS.contactMessages },
    response: {
      status: 200,
      fieldsRelied: ['[].id', '[].name', '[].email', '[].message', '[].timestamp'],
      example: [message],
      schema: contactMessageListSchema,
    },
  },
  {
    consumer: MFE_ADMIN,
    provider: 'content',
    interaction: MFE_ADMIN_INTERACTIONS.blogLogin,
    request: { method: 'POST', path: BLOG_API_PATHS.auth },
    response: { status: 200, fieldsRelied: ['token'], example: signedIn, schema: authTokenResponseSchema },
  },
  {
    consumer: MFE_ADMIN,
    provider: 'content',
    interaction: MFE_ADMIN_INTERACTIONS.blogPosts,
    request: { method: 'GET', path: BLOG_API_PATHS.posts },
    response: {
      status: 200,
      fieldsRelied: ['[].id', '[].title', '[].slug', '[].excerpt', '[].content', '[].linkedWords[].word', '[].linkedWords[].url', '[].tags', '[].published', '[].createdAt'],
      example: [post],
      schema: blogPostListSchema,
    },
  },
];
