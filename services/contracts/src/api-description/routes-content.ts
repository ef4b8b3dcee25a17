import { z } from 'zod';
import {
  BLOG_API_PATHS,
  BLOG_ERROR_CODES,
  blogAuthRequestSchema,
  blogPostIdParamsSchema,
  blogPostInputSchema,
  blogPostListSchema,
  blogPostSchema,
  blogSlugParamsSchema,
  publicBlogPostListSchema,
  publicBlogPostSchema,
} from '../blog.ts';
import {
  adminLoginRequestSchema,
  AUTH_ERROR_CODES,
  authTokenResponseSchema,
  CONTACT_API_PATHS,
  contactMessageListSchema,
  contactRequestSchema,
  contactResponseSchema,
} from '../contact.ts';
import { ERROR_CODES } from '../error-codes.ts';
import { REQUEST_ERROR_CODES } from '../request-errors.ts';
import { UPLOAD_API_PATHS, UPLOAD_ERROR_CODES, UPLOAD_FIELD, uploadImageResponseSchema, uploadNameParamsSchema } from '../uploads.ts';
import { INVALID } from './common-errors.ts';
import { MEDIA_TYPES, type ApiRoute } from './route-types.ts';

const UNAUTHORIZED = { 401: [AUTH_ERROR_CODES.unauthorized] } as const;
const LOGIN_ERRORS = {
  ...INVALID,
  401: [AUTH_ERROR_CODES.invalidCredentials],
  429: [AUTH_ERROR_CODES.tooManyAttempts],
  503: [AUTH_ERROR_CODES.notConfigured],
} as const;
const POST_NOT_FOUND = { 404: [BLOG_ERROR_CODES.postNotFound] } as const;

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
    errors: {},
  },
  {
    method: 'get', path: BLOG_API_PATHS.publicPostBySlug, summary: 'One published post', params: blogSlugParamsSchema,
    responses: { 200: { description: 'The post', schema: publicBlogPostSchema } },
    errors: { ...INVALID, ...POST_NOT_FOUND },
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
    errors: { ...INVALID, ...UNAUTHORIZED, 409: [BLOG_ERROR_CODES.slugTaken] },
  },
  {
    method: 'put', path: BLOG_API_PATHS.postById, summary: 'Replace a post (blog manager)', bearer: true, params: blogPostIdParamsSchema,
    body: { schema: blogPostInputSchema },
    responses: { 200: { description: 'The updated post', schema: blogPostSchema } },
    errors: { ...INVALID, ...UNAUTHORIZED, ...POST_NOT_FOUND, 409: [BLOG_ERROR_CODES.slugTaken] },
  },
  {
    method: 'delete', path: BLOG_API_PATHS.postById, summary: 'Delete a post (blog manager)', bearer: true, params: blogPostIdParamsSchema,
    responses: { 204: { description: 'Deleted' } },
    errors: { ...INVALID, ...UNAUTHORIZED, ...POST_NOT_FOUND },
  },
  {
    method: 'post', path: UPLOAD_API_PATHS.uploadImage, summary: 'Upload an image (question or blog)',
    body: { schema: uploadFormSchema, mediaTypes: [MEDIA_TYPES.multipart] },
    responses: { 201: { description: "The stored image's path", schema: uploadImageResponseSchema } },
    errors: {
      400: [UPLOAD_ERROR_CODES.missingFile, UPLOAD_ERROR_CODES.unsupportedType, UPLOAD_ERROR_CODES.tooManyPixels, REQUEST_ERROR_CODES.malformedMultipart],
      413: [ERROR_CODES.payloadTooLarge],
      503: [UPLOAD_ERROR_CODES.busy],
    },
  },
  {
    method: 'get', path: UPLOAD_API_PATHS.uploadByName, summary: 'An uploaded image (cached for a year: names are never reused)', params: uploadNameParamsSchema,
    responses: { 200: { description: 'The image bytes', mediaType: MEDIA_TYPES.image } },
    errors: { 404: [UPLOAD_ERROR_CODES.notFound] },
  },
];
