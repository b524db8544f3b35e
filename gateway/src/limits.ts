import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/**
 * Rejects operations nested deeper than `maxDepth` or selecting more than `maxFields` fields in
 * total (fragments expanded), so one request cannot make the subgraphs do unbounded work.
 */
export function operationLimits(maxDepth: number, maxFields: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }

    const measure = (set: SelectionSetNode, depth: number, seen: Set<string>): { depth: number; fields: number } => {
      let maxSeen = depth;
      let fields = 0;
      for (const sel of set.selections) {
        let inner: { depth: number; fields: number } | undefined;
        if (sel.kind === Kind.FIELD) {
          fields += 1;
          if (sel.selectionSet) inner = measure(sel.selectionSet, depth + 1, seen);
        } else if (sel.kind === Kind.INLINE_FRAGMENT) {
          inner = measure(sel.selectionSet, depth, seen);
        } else {
          const frag = fragments.get(sel.name.value);
          if (frag && !seen.has(frag.name.value)) {
            inner = measure(frag.selectionSet, depth, new Set([...seen, frag.name.value]));
          }
        }
        if (inner) {
          maxSeen = Math.max(maxSeen, inner.depth);
          fields += inner.fields;
        }
        if (fields > maxFields) break;
      }
      return { depth: maxSeen, fields };
    };

    return {
      OperationDefinition(node) {
        const { depth, fields } = measure(node.selectionSet, 1, new Set());
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(`Query is too deep (${depth} levels; at most ${maxDepth}).`, {
              nodes: [node],
              extensions: { code: 'QUERY_TOO_COMPLEX' },
            }),
          );
        }
        if (fields > maxFields) {
          context.reportError(
            new GraphQLError(`Query selects too many fields (at most ${maxFields}).`, {
              nodes: [node],
              extensions: { code: 'QUERY_TOO_COMPLEX' },
            }),
          );
        }
      },
    };
  };
}
