// The in-memory views of the dataset, one per perspective (contract §1.4), kept up to date one
// document at a time: a map by presented `_id`, plus indexes by `_type` and `slug.current`. The
// arrays handed to groq-js are built lazily and dropped when a document in them changes.
import type { ContentDocument } from "./types";

const DRAFTS_PREFIX = "drafts.";
const VERSIONS_PREFIX = "versions.";

function slugOf(document: ContentDocument): string | undefined {
  const slug = document.slug as { current?: unknown } | undefined;
  return typeof slug?.current === "string" ? slug.current : undefined;
}

class Index {
  private readonly groups = new Map<string, Map<string, ContentDocument>>();
  private readonly arrays = new Map<string, ContentDocument[]>();

  add(key: string | undefined, document: ContentDocument): void {
    if (key === undefined) return;
    let group = this.groups.get(key);
    if (!group) this.groups.set(key, (group = new Map()));
    group.set(document._id, document);
    this.arrays.delete(key);
  }

  remove(key: string | undefined, id: string): void {
    if (key === undefined) return;
    const group = this.groups.get(key);
    if (!group) return;
    group.delete(id);
    if (group.size === 0) this.groups.delete(key);
    this.arrays.delete(key);
  }

  get(key: string): ContentDocument[] {
    let array = this.arrays.get(key);
    if (!array) {
      array = [...(this.groups.get(key)?.values() ?? [])];
      this.arrays.set(key, array);
    }
    return array;
  }
}

export class View {
  readonly byId = new Map<string, ContentDocument>();
  private readonly byType = new Index();
  private readonly bySlug = new Index();
  private array: ContentDocument[] | null = null;

  set(id: string, document: ContentDocument | undefined): void {
    const previous = this.byId.get(id);
    if (previous === document) return;
    if (previous) {
      this.byType.remove(previous._type, id);
      this.bySlug.remove(slugOf(previous), id);
    }
    if (document) {
      this.byId.set(id, document);
      this.byType.add(document._type, document);
      this.bySlug.add(slugOf(document), document);
    } else {
      this.byId.delete(id);
    }
    this.array = null;
  }

  all(): ContentDocument[] {
    return (this.array ??= [...this.byId.values()]);
  }

  ofType(type: string): ContentDocument[] {
    return this.byType.get(type);
  }

  withSlug(slug: string): ContentDocument[] {
    return this.bySlug.get(slug);
  }
}

export function isDraftId(id: string): boolean {
  return id.startsWith(DRAFTS_PREFIX);
}

/** Ids with a `.` path segment (drafts, versions, `settings.secret`) are never public (§1.4). */
export function isPrivateId(id: string): boolean {
  return id.includes(".");
}

export function publishedIdOf(id: string): string {
  return isDraftId(id) ? id.slice(DRAFTS_PREFIX.length) : id;
}

/** The three views, updated together from the raw documents. */
export class PerspectiveViews {
  readonly raw = new View();
  /** Public documents only: no drafts, versions or other dotted ids. */
  readonly published = new View();
  /** Drafts presented as their published documents (`_id` published, `_originalId` the draft). */
  readonly drafts = new View();

  /** Records that the raw document `id` is now `document` (undefined: deleted). */
  apply(id: string, document: ContentDocument | undefined): void {
    this.raw.set(id, document);
    if (!isPrivateId(id)) this.published.set(id, document);
    if (id.startsWith(VERSIONS_PREFIX)) return;
    const baseId = publishedIdOf(id);
    const draft = this.raw.byId.get(DRAFTS_PREFIX + baseId);
    const published = this.raw.byId.get(baseId);
    this.drafts.set(
      baseId,
      draft ? ({ ...draft, _id: baseId, _originalId: draft._id } as ContentDocument) : published,
    );
  }
}
