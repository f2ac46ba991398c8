/** The content table's article keys (docs/data-model.md, A1–A2): `ARTICLE#<id>` / `META`. */
export const articleKeys = {
  article: (id: string) => ({ pk: `ARTICLE#${id}`, sk: 'META' }),
};
