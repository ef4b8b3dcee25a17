export { TOKEN_AUDIENCES, TOKEN_ISSUER, createTokenService, createTokenVerifier } from './auth-tokens.ts';
export type { IssuedToken, TokenAudience, TokenService, TokenVerifier } from './auth-tokens.ts';
