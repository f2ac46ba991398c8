/**
 * The REST APIs' CORS policy, shared by the deployed construct (lib/constructs/registry-rest-api.ts) and the
 * local gateway (local/gateway/cors.ts) so the two cannot drift. Origins come from the stage config.
 */
export const REST_CORS = {
  /** Only what the web app sends: JSON bodies and the ID token. */
  allowHeaders: ['Content-Type', 'Authorization'],
  maxAgeSeconds: 3600,
} as const;
