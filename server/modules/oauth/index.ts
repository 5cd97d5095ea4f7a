export { embeddedProviderModule } from './embedded-routes.ts';
export { oauthModule } from './routes.ts';
export { createOAuthRuntime, type OAuthRuntime } from './runtime.ts';
