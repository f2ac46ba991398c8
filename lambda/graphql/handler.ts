import {
  createMenuInputSchema,
  deleteMenuInputSchema,
  moveMenuInputSchema,
  updateMenuInputSchema,
} from '../../contracts/menu';
import { updateSiteSettingsInputSchema } from '../../contracts/site-settings';
import { MenuRepository } from '../menu/menu-repository';
import { MenuService } from '../menu/menu-service';
import { createDocumentClient } from '../shared/dynamo/document-client';
import { createGraphqlHandler } from '../shared/graphql/graphql-handler';
import { parseInput } from '../shared/http/validate';
import { requireEnv } from '../shared/runtime/env';
import { SiteSettingsRepository } from '../site/site-settings-repository';

const client = createDocumentClient();
const siteTable = requireEnv('SITE_TABLE');
const menus = new MenuService(new MenuRepository(client, siteTable));
const settings = new SiteSettingsRepository(client, siteTable);

/** Direct Lambda resolvers of the GraphQL API (fields in contracts/registry.ts). */
export const handler = createGraphqlHandler('graphql-api', {
  'Mutation.createMenu': async ({ arguments: args }) =>
    menus.create(parseInput(createMenuInputSchema, args.input, 'input')),
  'Mutation.updateMenu': async ({ arguments: args }) =>
    menus.update(parseInput(updateMenuInputSchema, args.input, 'input')),
  'Mutation.deleteMenu': async ({ arguments: args }) =>
    menus.remove(parseInput(deleteMenuInputSchema, args.input, 'input')),
  'Mutation.moveMenu': async ({ arguments: args }) =>
    menus.move(parseInput(moveMenuInputSchema, args.input, 'input')),
  'Mutation.updateSiteSettings': async ({ arguments: args }) =>
    settings.put(parseInput(updateSiteSettingsInputSchema, args.input, 'input'), new Date().toISOString()),
});
