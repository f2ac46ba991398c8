/** The SET / REMOVE clauses of an UpdateItem, with the names and values they use. */
export interface AttributeUpdate {
  /** `SET #w_a = :w_a, … REMOVE #w_b, …` (either clause may be absent, never both). */
  readonly expression: string;
  readonly names: Record<string, string>;
  readonly values: Record<string, unknown>;
}

/**
 * An update that gives every named attribute the value it has in `attributes`, and removes those whose value
 * is undefined: the stored item then matches the object as `PutItem` (with `removeUndefinedValues`) would have
 * stored it. Placeholders are prefixed `#w_` / `:w_` so a caller's own (`#status`, `:expected`) never collide.
 */
export function attributeUpdate(attributes: Readonly<Record<string, unknown>>): AttributeUpdate {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  const removes: string[] = [];
  for (const [name, value] of Object.entries(attributes)) {
    names[`#w_${name}`] = name;
    if (value === undefined) removes.push(`#w_${name}`);
    else {
      values[`:w_${name}`] = value;
      sets.push(`#w_${name} = :w_${name}`);
    }
  }
  // An empty update is a caller's fault: DynamoDB refuses it as invalid.
  const expression = `${sets.length > 0 ? `SET ${sets.join(', ')}` : ''}${removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''}`;
  return { expression: expression.trim(), names, values };
}
