/**
 * The whole tree (3 levels, sorted by the server) and the site's title (the brand) in one request: what every
 * public page needs from the GraphQL API (schema.graphql `menuTree`, `siteSettings`). A module of its own so that the boot script (src/boot/boot.ts) can
 * send it without this feature's code.
 */
export const MENU_TREE_QUERY = /* GraphQL */ `
  query SiteNavigation {
    siteSettings {
      title
      description
      homeMenuId
    }
    menuTree {
      ...MenuFields
      children {
        ...MenuFields
        children {
          ...MenuFields
        }
      }
    }
  }

  fragment MenuFields on Menu {
    id
    name
    module
    moduleId
    link
    sortOrder
    parentId
  }
`;
