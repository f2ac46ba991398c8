/**
 * The shape of `/config.json`, the one place where a build of the frontend learns which stage it talks to
 * (one build serves every stage, docs/architecture.md). The Site stack writes it from stack outputs at
 * deploy time, the local stack writes it at start, and the frontend parses it with this schema before
 * anything else runs, so a wrong or missing value fails with its name instead of as a broken sign-in.
 * Plain zod, no CDK: it is imported by the frontend bundle.
 */
import * as z from 'zod/mini';
import './zod-locale';

const nonEmpty = z.string().check(z.minLength(1));

export const runtimeConfigSchema = z.object({
  /** Deployment stage (`dev`, `prod`) or `local`. */
  stage: nonEmpty,
  /** AWS region of the user pool and APIs, e.g. ap-northeast-2. */
  region: nonEmpty,
  auth: z.object({
    userPoolId: nonEmpty,
    userPoolClientId: nonEmpty,
    /** Guest AWS credentials (Cognito GetId / GetCredentialsForIdentity). Absent when the stack has no identity pool. */
    identityPoolId: z.optional(nonEmpty),
    /** Only the local stack sets it: the Cognito-compatible emulator's URL. Deployed stages use AWS's endpoint. */
    userPoolEndpoint: z.optional(z.url()),
    /** Deployed stages use SRP (Amplify's default); the local emulator has no SRP and uses USER_PASSWORD_AUTH. */
    authFlowType: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
  }),
  graphql: z.object({
    endpoint: z.url(),
    /**
     * AppSync's realtime (subscription) WebSocket URL. Deployed stages may omit it: it is derived from the
     * endpoint as AppSync names it. The local server sets it (`ws://…`), since no name rule applies there.
     */
    realtimeEndpoint: z.optional(z.url()),
    /** Public API key for guest reads; not a secret, it is served to every visitor. */
    apiKey: nonEmpty,
  }),
  /** Base URL of each REST API including its stage path, e.g. https://abc.execute-api.ap-northeast-2.amazonaws.com/dev/ */
  rest: z.object({
    member: z.url(),
    post: z.url(),
  }),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
