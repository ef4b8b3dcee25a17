import { BLOG_API_PATHS, blogPostInputSchema, blogPostListSchema, blogPostSchema } from '../../content/blog.ts';
import { authTokenResponseSchema, CONTACT_API_PATHS, contactMessageListSchema } from '../../content/contact.ts';
import { UPLOAD_API_PATHS, uploadImageResponseSchema } from '../../content/uploads.ts';
import { SHORTLINK_API_PATHS } from '../../shortlink/paths.ts';
import { shortlinkListSchema, shortlinkSchema } from '../../shortlink/shortlinks.ts';
import { NO_CONTENT } from '../no-content.ts';
import type { HttpExpectation } from '../types.ts';

export const MFE_ADMIN = 'mfe-admin';

export const MFE_ADMIN_INTERACTIONS = {
  listShortlinks: 'the shortlink admin lists the links with the password',
  createShortlink: 'the shortlink admin creates a link with the password',
  adminLogin: 'the admin signs in to the inbox',
  contactMessages: 'the signed-in admin reads the contact messages',
  blogLogin: 'the blog manager signs in',
  blogPosts: 'the signed-in blog manager lists every post',
  createPost: 'the signed-in blog manager creates a post',
  updatePost: 'the signed-in blog manager saves an edited post',
  deletePost: 'the signed-in blog manager deletes a post',
  uploadImage: 'the signed-in blog manager uploads an image for a post',
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

/** What post-form.ts's toPayload sends for the post above: trimmed, empty pairs dropped, tags split. */
const postInput = {
  title: post.title,
  slug: post.slug,
  excerpt: post.excerpt,
  content: post.content,
  linkedWords: post.linkedWords,
  tags: post.tags,
  published: post.published,
};

/** What the admin pages (use-shortlink-admin.ts, ShortlinkRow, use-admin-inbox.ts, use-blog-management.ts) read. */
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
  {
    consumer: MFE_ADMIN,
    provider: 'content',
    interaction: MFE_ADMIN_INTERACTIONS.createPost,
    request: { method: 'POST', path: BLOG_API_PATHS.posts, body: { example: postInput, schema: blogPostInputSchema } },
    // use-blog-management.ts only checks that a post came back, then reloads the list.
    response: { status: 201, fieldsRelied: [], example: post, schema: blogPostSchema },
  },
  {
    consumer: MFE_ADMIN,
    provider: 'content',
    interaction: MFE_ADMIN_INTERACTIONS.updatePost,
    request: { method: 'PUT', path: BLOG_API_PATHS.postById, body: { example: postInput, schema: blogPostInputSchema } },
    response: { status: 200, fieldsRelied: [], example: post, schema: blogPostSchema },
  },
  {
    consumer: MFE_ADMIN,
    provider: 'content',
    interaction: MFE_ADMIN_INTERACTIONS.deletePost,
    request: { method: 'DELETE', path: BLOG_API_PATHS.postById },
    response: NO_CONTENT,
  },
  {
    consumer: MFE_ADMIN,
    provider: 'content',
    interaction: MFE_ADMIN_INTERACTIONS.uploadImage,
    // Multipart with the bearer token: the provider's state gives the form with a real image.
    request: { method: 'POST', path: UPLOAD_API_PATHS.uploadImage },
    // The editor puts the image's URL into the post's markdown.
    response: { status: 201, fieldsRelied: ['imageUrl'], example: { imageUrl: '/api/uploads/0123456789abcdef.png' }, schema: uploadImageResponseSchema },
  },
];
