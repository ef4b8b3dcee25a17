/** The path prefixes of the content service's public API: contact, admin inbox, blog and uploads. */
export const CONTENT_BASE_PATHS = {
  contact: '/api/contact',
  admin: '/api/admin',
  auth: '/api/auth',
  blog: '/api/blog',
  uploadImage: '/api/upload-image',
  uploads: '/api/uploads',
} as const;

/** The path prefixes the gateway sends to the content service. */
export const CONTENT_ROUTE_PREFIXES = Object.values(CONTENT_BASE_PATHS);
