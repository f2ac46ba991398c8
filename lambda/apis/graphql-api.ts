import {
  createMenuInputSchema,
  deleteMenuInputSchema,
  moveMenuInputSchema,
  updateMenuInputSchema,
} from '../../contracts/menu';
import {
  getConversationArgsSchema,
  markConversationReadArgsSchema,
  inboxSubscriptionArgsSchema,
  listMessagesArgsSchema,
  onMessageSentArgsSchema,
  pageArgsSchema,
  sendMessageInputSchema,
  startConversationInputSchema,
} from '../../contracts/message';
import { updateSiteSettingsInputSchema } from '../../contracts/site-settings';
import { SessionGate } from '../members/session-gate';
import { MemberDirectory } from '../members/member-directory';
import { MemberProfiles } from '../members/member-profiles';
import { MessageRepository } from '../messages/message-repository';
import { MessageService } from '../messages/message-service';
import { MenuRepository } from '../menus/menu-repository';
import { MenuService } from '../menus/menu-service';
import { createDocumentClient } from '../shared/dynamo/document-client';
import { createGraphqlHandler, type FieldImplementation } from '../shared/graphql/graphql-handler';
import type { Caller } from '../shared/auth/caller';
import { parseInput } from '../shared/http/validate';
import { tableName } from '../shared/runtime/env';
import { SiteSettingsRepository } from '../site-settings/site-settings-repository';
import { SiteSettingsService } from '../site-settings/site-settings-service';
import { SettingsCache } from '../site-settings/settings-cache';
import { MessagePolicy } from '../messages/message-policy';
import { writeChecks } from '../members/write-checks';
import { RateLimiter } from '../shared/rate-limit/rate-limiter';

const client = createDocumentClient();
const siteTable = tableName('site');
const menuRepository = new MenuRepository(client, siteTable);
const menus = new MenuService(menuRepository);
const siteSettings = new SiteSettingsRepository(client, siteTable);
const settings = new SiteSettingsService(siteSettings, menuRepository);
// The terms' version and the per-member limits, kept per instance (docs/architecture.md, "Per-member limits").
const settingsCache = new SettingsCache(client, siteTable);
const membersTable = tableName('members');
const members = new MemberProfiles(client, membersTable);
const gate = new SessionGate(members);
const messages = new MessageService(
  new MessageRepository(client, tableName('messages')),
  new MemberDirectory(members),
  undefined,
  undefined,
  new MessagePolicy(client, membersTable, tableName('content')),
  new RateLimiter(client, tableName('cache'), async () => (await settingsCache.get()).limits),
);

/** Both inbox subscriptions follow one member's inbox: only that member may subscribe (the participant rule). */
const authorizeInbox: FieldImplementation<Caller> = async ({ arguments: args, caller }) =>
  messages.authorizeInbox(caller, parseInput(inboxSubscriptionArgsSchema, args, 'arguments').recipientId);

/** Direct Lambda resolvers of the GraphQL API (fields in contracts/registry.ts). */
export const handler = createGraphqlHandler(
  'graphql-api',
  {
    admin: {
      'Mutation.createMenu': async ({ arguments: args }) =>
        menus.create(parseInput(createMenuInputSchema, args.input, 'input')),
      'Mutation.updateMenu': async ({ arguments: args }) =>
        menus.update(parseInput(updateMenuInputSchema, args.input, 'input')),
      'Mutation.deleteMenu': async ({ arguments: args }) =>
        menus.remove(parseInput(deleteMenuInputSchema, args.input, 'input')),
      'Mutation.moveMenu': async ({ arguments: args }) =>
        menus.move(parseInput(moveMenuInputSchema, args.input, 'input')),
      'Mutation.updateSiteSettings': async ({ arguments: args }) =>
        settings
          .update(parseInput(updateSiteSettingsInputSchema, args.input, 'input'))
          .finally(() => settingsCache.forget()),
    },
    member: {
      'Query.listConversations': async ({ arguments: args, caller }) => {
        const { limit, nextToken } = parseInput(pageArgsSchema, args, 'arguments');
        return messages.list(caller, limit, nextToken);
      },
      'Query.getConversation': async ({ arguments: args, caller }) =>
        messages.get(caller, parseInput(getConversationArgsSchema, args, 'arguments').id),
      'Query.listMessages': async ({ arguments: args, caller }) => {
        const { conversationId, limit, nextToken } = parseInput(listMessagesArgsSchema, args, 'arguments');
        return messages.messages(caller, conversationId, limit, nextToken);
      },
      'Mutation.startConversation': async ({ arguments: args, caller }) =>
        messages.start(caller, parseInput(startConversationInputSchema, args.input, 'input')),
      'Mutation.sendMessage': async ({ arguments: args, caller }) => {
        const { conversationId, content } = parseInput(sendMessageInputSchema, args.input, 'input');
        return messages.send(caller, conversationId, content);
      },
      'Query.unreadMessageCount': async ({ caller }) => messages.unreadTotal(caller),
      'Mutation.markConversationRead': async ({ arguments: args, caller }) =>
        messages.markRead(
          caller,
          parseInput(markConversationReadArgsSchema, args, 'arguments').conversationId,
        ),
      'Subscription.onMessageReceived': authorizeInbox,
      'Subscription.onConversationStarted': authorizeInbox,
      'Subscription.onMessageSent': async ({ arguments: args, caller }) =>
        messages.authorizeSubscription(
          caller,
          parseInput(onMessageSentArgsSchema, args, 'arguments').conversationId,
        ),
    },
  },
  // Every field with a token: an ended session or a closed account is refused (lambda/members/session-gate.ts);
  // every mutation also needs the terms' current version agreed (lambda/members/write-checks.ts).
  {
    beforeRequest: async (caller, kind) => {
      await gate.admit(caller, kind);
    },
    beforeWrite: writeChecks(gate, settingsCache),
  },
);
