import { z } from 'zod';
import { BLOG_API_PATHS, blogAuthRequestSchema, blogPostIdParamsSchema, blogPostInputSchema, blogPostListSchema, blogPostSchema, blogSlugParamsSchema, publicBlogPostListSchema, publicBlogPostSchema } from '../content/blog.ts';
import { adminLoginRequestSchema, authTokenResponseSchema, CONTACT_API_PATHS, contactMessageListSchema, contactRequestSchema, contactResponseSchema } from '../content/contact.ts';
import { CONTENT_ERRORS } from '../content/errors.ts';
import { UPLOAD_API_PATHS, UPLOAD_FIELD, uploadImageResponseSchema, uploadNameParamsSchema } from '../content/uploads.ts';
import { HTTP_ERRORS } from '../errors/http-errors.ts';
import { INVALID } from './common-errors.ts';
import { MEDIA_TYPES, type ApiRoute } from './route-types.ts';

const UNAUTHORIZED = [CONTENT_ERRORS.authUnauthorized] as const;
const LOGIN_ERRORS = [...INVALID, CONTENT_ERRORS.authInvalidCredentials, CONTENT_ERRORS.authTooManyAttempts, CONTENT_ERRORS.authNotConfigured] as const;
const POST_NOT_FOUND = [CONTENT_ERRORS.blogPostNotFound] as const;

/** The multipart upload: one file in the field UPLOAD_FIELD. */
const uploadFormSchema = z.object({ [UPLOAD_FIELD]: z.string().meta({ format: 'binary', description: 'PNG, JPEG, GIF or WebP, at most 5 MB' }) });

/** The content service: contact form and inbox, logins, blog (managed and public), image uploads. */
export const CONTENT_ROUTES: readonly ApiRoute[] = [
  {
    method: 'post', path: CONTACT_API_PATHS.contact, summary: 'Send a contact message',
    body: { schema: contactRequestSchema },
    responses: { 201: { description: 'Stored', schema: contactResponseSchema } },
    errors: INVALID,
  },
  {
    method: 'get', path: CONTACT_API_PATHS.contactMessages, summary: 'The admin inbox, newest first', bearer: true,
    responses: { 200: { description: 'Every contact message', schema: contactMessageListSchema } },
    errors: UNAUTHORIZED,
  },
  {
    method: 'post', path: CONTACT_API_PATHS.adminLogin, summary: 'Admin login',
    body: { schema: adminLoginRequestSchema },
    responses: { 200: { description: 'A bearer token for the inbox', schema: authTokenResponseSchema } },
    errors: LOGIN_ERRORS,
  },
  {
    method: 'post', path: BLOG_API_PATHS.auth, summary: 'Blog management login',
    body: { schema: blogAuthRequestSchema },
    responses: { 200: { description: 'A bearer token for blog management', schema: authTokenResponseSchema } },
    errors: LOGIN_ERRORS,
  },
  {
    method: 'get', path: BLOG_API_PATHS.publicPosts, summary: 'Published posts, newest first, without their content',
    responses: { 200: { description: 'Post summaries', schema: publicBlogPostListSchema } },
    errors: [],
  },
  {
    method: 'get', path: BLOG_API_PATHS.publicPostBySlug, summary: 'One published post', params: blogSlugParamsSchema,
    responses: { 200: { description: 'The post', schema: publicBlogPostSchema } },
    errors: [...INVALID, ...POST_NOT_FOUND],
  },
  {
    method: 'get', path: BLOG_API_PATHS.posts, summary: 'Every post, drafts included (blog manager)', bearer: true,
    responses: { 200: { description: 'Every post', schema: blogPostListSchema } },
    errors: UNAUTHORIZED,
  },
  {
    method: 'post', path: BLOG_API_PATHS.posts, summary: 'Create a post (blog manager)', bearer: true,
    body: { schema: blogPostInputSchema },
    responses: { 201: { description: 'The new post', schema: blogPostSchema } },
    errors: [...INVALID, ...UNAUTHORIZED, CONTENT_ERRORS.blogSlugTaken],
  },
  {
    method: 'put', path: BLOG_API_PATHS.postById, summary: 'Replace a post (blog manager)', bearer: true, params: blogPostIdParamsSchema,
    body: { schema: blogPostInputSchema },
    responses: { 200: { description: 'The updated post', schema: blogPostSchema } },
    errors: [...INVALID, ...UNAUTHORIZED, ...POST_NOT_FOUND, CONTENT_ERRORS.blogSlugTaken],
  },
  {
    method: 'delete', path: BLOG_API_PATHS.postById, summary: 'Delete a post (blog manager)', bearer: true, params: blogPostIdParamsSchema,
    responses: { 204: { description: 'Deleted' } },
    errors: [...INVALID, ...UNAUTHORIZED, ...POST_NOT_FOUND],
  },
  {
    method: 'post', path: UPLOAD_API_PATHS.uploadImage, summary: 'Upload an image (question or blog)',
    body: { schema: uploadFormSchema, mediaTypes: [MEDIA_TYPES.multipart] },
    responses: { 201: { description: "The stored image's path", schema: uploadImageResponseSchema } },
    errors: [
      CONTENT_ERRORS.uploadMissingFile,
      CONTENT_ERRORS.uploadUnsupportedType,
      CONTENT_ERRORS.uploadTooManyPixels,
      HTTP_ERRORS.requestMalformedMultipart,
      HTTP_ERRORS.requestTooLarge,
      CONTENT_ERRORS.uploadBusy,
    ],
  },
  {
    method: 'get', path: UPLOAD_API_PATHS.uploadByName, summary: 'An uploaded image (cached for a year: names are never reused)', params: uploadNameParamsSchema,
    responses: { 200: { description: 'The image bytes', mediaType: MEDIA_TYPES.image } },
    errors: [CONTENT_ERRORS.uploadNotFound],
  },
];
