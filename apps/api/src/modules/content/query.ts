// GROQ with groq-js: parsed trees cached by (query, params), errors turned into Sanity's 400
// bodies, and the `*` handed to groq-js narrowed through the view's indexes when the query has a
// single `*` whose filter plainly names a type, slug or id (contract §7.3).
import { evaluate, parse, type ExprNode } from "groq-js";
import { queryError, queryParseError } from "./errors";
import type { ContentDocument } from "./types";
import type { View } from "./views";

const MAX_CACHED_TREES = 500;
const trees = new Map<string, ExprNode>();

interface GroqSyntaxErrorLike {
  name: string;
  message: string;
  position?: number;
}

/**
 * Parses (cached) or throws a ContentError 400. A query is parsed once without its params (they
 * are then read at evaluation time), so that the same query with other params reuses the tree;
 * only queries that need constant params at parse time (slices such as `[0...$n]`) are parsed
 * and cached per params.
 */
export function parseGroq(query: string, params: Record<string, unknown>): ExprNode {
  const generic = trees.get(query);
  if (generic) return generic;
  const perParamsKey = `${query}\u0000${JSON.stringify(params)}`;
  const cached = trees.get(perParamsKey);
  if (cached) return cached;
  let tree: ExprNode;
  let key = query;
  try {
    tree = parse(query);
  } catch {
    try {
      tree = parse(query, { params });
      key = perParamsKey;
    } catch (error) {
      throw toQueryError(error, query);
    }
  }
  if (trees.size >= MAX_CACHED_TREES) trees.delete(trees.keys().next().value as string);
  trees.set(key, tree);
  return tree;
}

export function toQueryError(error: unknown, query: string): Error {
  const groqError = error as GroqSyntaxErrorLike;
  if (groqError?.name === "GroqSyntaxError" && typeof groqError.position === "number") {
    return queryParseError(groqError.message, query, groqError.position, groqError.position + 1);
  }
  if (error instanceof Error) return queryError(error.message);
  return queryError(String(error));
}

type Node = { type: string; [key: string]: unknown };

function countEverything(node: unknown): number {
  if (Array.isArray(node))
    return node.reduce((sum: number, child) => sum + countEverything(child), 0);
  if (typeof node !== "object" || node === null) return 0;
  let count = (node as Node).type === "Everything" ? 1 : 0;
  for (const value of Object.values(node)) {
    if (typeof value === "object" && value !== null) count += countEverything(value);
  }
  return count;
}

function findTopFilter(node: unknown): Node | undefined {
  // Follows bases down from the top: Projection, AccessElement, Slice, Pipe (order) … Filter(*).
  let current = node as Node | undefined;
  while (current && typeof current === "object") {
    if (current.type === "Filter" && (current.base as Node)?.type === "Everything") return current;
    current = current.base as Node | undefined;
  }
  return undefined;
}

function conjuncts(node: Node): Node[] {
  return node.type === "And"
    ? [...conjuncts(node.left as Node), ...conjuncts(node.right as Node)]
    : [node];
}

function attributePath(node: Node): string | undefined {
  if (node.type !== "AccessAttribute") return undefined;
  if (!node.base) return node.name as string;
  const base = attributePath(node.base as Node);
  return base === undefined ? undefined : `${base}.${node.name as string}`;
}

/** For `attr == "x"` / `"x" == attr` / `attr in ["x", …]`: the attribute and its string values. */
function literalOf(node: Node, params: Record<string, unknown>): { value: unknown } | undefined {
  if (node.type === "Value") return { value: node.value };
  if (node.type === "Parameter") return { value: params[node.name as string] };
  return undefined;
}

function equality(
  node: Node,
  params: Record<string, unknown>,
): { path: string; values: string[] } | undefined {
  if (node.type !== "OpCall" || (node.op !== "==" && node.op !== "in")) return undefined;
  const sides: [Node, Node][] =
    node.op === "=="
      ? [
          [node.left as Node, node.right as Node],
          [node.right as Node, node.left as Node],
        ]
      : [[node.left as Node, node.right as Node]];
  for (const [attribute, value] of sides) {
    const path = attributePath(attribute);
    const constant = path === undefined ? undefined : literalOf(value, params);
    if (path === undefined || !constant) continue;
    const literal = constant.value;
    if (node.op === "==" && typeof literal === "string") return { path, values: [literal] };
    if (node.op === "in" && Array.isArray(literal) && literal.every((v) => typeof v === "string")) {
      return { path, values: literal as string[] };
    }
  }
  return undefined;
}

/** The smallest candidate list the indexes give for this tree, or the whole view. */
export function narrowDataset(
  tree: ExprNode,
  view: View,
  params: Record<string, unknown> = {},
): ContentDocument[] {
  if (countEverything(tree) !== 1) return view.all();
  const filter = findTopFilter(tree);
  if (!filter) return view.all();
  let best: ContentDocument[] | undefined;
  for (const condition of conjuncts(filter.expr as Node)) {
    const match = equality(condition, params);
    if (!match) continue;
    let lookup: ((value: string) => ContentDocument[]) | undefined;
    if (match.path === "_type") lookup = (type) => view.ofType(type);
    else if (match.path === "slug.current") lookup = (slug) => view.withSlug(slug);
    else if (match.path === "_id") {
      lookup = (id) => {
        const document = view.byId.get(id);
        return document ? [document] : [];
      };
    }
    if (!lookup) continue;
    // One value: the index's own (cached) array, no copy; several: their union.
    const candidates =
      match.values.length === 1 ? lookup(match.values[0]) : match.values.flatMap(lookup);
    if (candidates && (!best || candidates.length < best.length)) best = candidates;
  }
  return best ?? view.all();
}

export interface EvaluateInput {
  tree: ExprNode;
  query: string;
  params: Record<string, unknown>;
  dataset: ContentDocument[];
  view: View;
  projectId: string;
  datasetName: string;
}

export async function evaluateGroq(input: EvaluateInput): Promise<unknown> {
  try {
    const value = await evaluate(input.tree, {
      dataset: input.dataset,
      params: input.params,
      timestamp: new Date(),
      sanity: { projectId: input.projectId, dataset: input.datasetName },
      // `->` through the view's id map instead of groq-js's scan of the dataset.
      dereference: ({ _ref }) => Promise.resolve(input.view.byId.get(_ref) ?? null),
    });
    return await value.get();
  } catch (error) {
    throw toQueryError(error, input.query);
  }
}
