/**
 * The mock database: named collections, seeded on first use, kept in browser storage so a
 * reload loses nothing (docs/rules/api.md#running-modes). In Node (Vitest) they live in memory; `resetDb()` puts
 * every collection back to its seed.
 */
const PREFIX = 'storeops.mock.';
/** Changed by every "reset demo data": a tab that finds it changed drops what it had read. */
const GENERATION = `${PREFIX}generation`;

interface Entity {
  id: string;
}

const registry = new Map<string, Collection<Entity>>();

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** A token no other write has: a write's revision. */
const newRevision = () => `${Date.now().toString(36)}.${Math.random().toString(36).slice(2)}`;

/**
 * One collection, shared by every tab of the demo through browser storage. Each tab keeps the
 * parsed rows with the revision they came from (a small token stored beside the collection and
 * changed by every write); every access reads the token and parses the collection again only
 * when another tab has written since, so reading 5,000 rows costs a short read, not a parse or a
 * comparison of megabytes. A write re-reads first and stores only its own change on top of what
 * is stored, so two tabs changing different records both keep their change (issue #29).
 * localStorage has no transactions: two tabs writing in the same millisecond can still race,
 * which a person clicking cannot do. Data written to storage by hand (a benchmark's seed, a
 * test's session) is read when no revision is stored beside it, or when another page wrote it
 * (the `storage` event). A collection missing from storage was either reset
 * (the generation moved on: back to the seed) or cleared under the page (a test's
 * `localStorage.clear()`, a person's storage cleanup): then the page writes back what it had, as
 * a server keeps its data.
 */
export class Collection<T extends Entity> {
  private rows: T[] | null = null;
  /** The stored revision `rows` were read at or written as. */
  private revision: string | null = null;
  /** The last write did not reach storage (full): this page keeps its own rows. */
  private memoryOnly = false;
  /** The reset generation the rows belong to. */
  private generation: string | null = null;
  private readonly name: string;
  private readonly seed: () => T[];

  constructor(name: string, seed: () => T[]) {
    this.name = name;
    this.seed = seed;
    // Another page's write without a revision (a test restoring a session by hand): read again.
    if (typeof window !== 'undefined') {
      window.addEventListener('storage', (event) => {
        if (event.key === null || event.key === this.key) this.revision = null;
      });
    }
  }

  private get key(): string {
    return PREFIX + this.name;
  }

  private get revisionKey(): string {
    return `${PREFIX + this.name}#revision`;
  }

  private load(): T[] {
    const store = storage();
    if (!store || this.memoryOnly) {
      this.rows ??= this.seed();
      return this.rows;
    }
    const revision = store.getItem(this.revisionKey);
    if (this.rows && revision !== null && revision === this.revision) return this.rows;
    const raw = store.getItem(this.key);
    if (raw) {
      try {
        const parsed: unknown = JSON.parse(raw);
        if (Array.isArray(parsed)) {
          // Our own stored rows (written by persist below), read back.
          this.rows = parsed as T[];
          this.generation = store.getItem(GENERATION);
          this.revision = revision ?? this.stamp(store);
          return this.rows;
        }
      } catch {
        // a damaged copy is replaced by the seed
      }
    }
    const generation = store.getItem(GENERATION);
    if (!this.rows || raw || (generation !== null && generation !== this.generation)) this.rows = this.seed();
    this.generation = generation;
    this.persist();
    return this.rows;
  }

  /** A new revision of the stored collection. */
  private stamp(store: Storage): string {
    const revision = newRevision();
    store.setItem(this.revisionKey, revision);
    return revision;
  }

  private persist(): void {
    const store = storage();
    try {
      store?.setItem(this.key, JSON.stringify(this.rows));
      this.revision = store ? this.stamp(store) : null;
      this.memoryOnly = false;
    } catch {
      // storage full: the data stays in memory for this page
      this.memoryOnly = true;
    }
  }

  all(): T[] {
    return this.load();
  }

  where(predicate: (row: T) => boolean): T[] {
    return this.load().filter(predicate);
  }

  get(id: string): T | undefined {
    return this.load().find((row) => row.id === id);
  }

  insert(row: T): T {
    this.load().push(row);
    this.persist();
    return row;
  }

  update(id: string, patch: Partial<T>): T | undefined {
    const rows = this.load();
    const index = rows.findIndex((row) => row.id === id);
    if (index < 0) return undefined;
    const next: T = { ...rows[index], ...patch, id };
    rows[index] = next;
    this.persist();
    return next;
  }

  remove(id: string): boolean {
    const rows = this.load();
    const index = rows.findIndex((row) => row.id === id);
    if (index < 0) return false;
    rows.splice(index, 1);
    this.persist();
    return true;
  }

  /** A new id that no row has: `${prefix}-${n}`. */
  nextId(prefix: string): string {
    const rows = this.load();
    const taken = new Set(rows.map((row) => row.id));
    let n = rows.length + 1;
    while (taken.has(`${prefix}-${n}`)) n += 1;
    return `${prefix}-${n}`;
  }

  reset(): void {
    this.rows = null;
    this.revision = null;
    this.generation = null;
    this.memoryOnly = false;
    storage()?.removeItem(this.key);
    storage()?.removeItem(this.revisionKey);
  }
}

export function collection<T extends Entity>(name: string, seed: () => T[]): Collection<T> {
  const existing = registry.get(name);
  if (existing) return existing as unknown as Collection<T>;
  const created = new Collection<T>(name, seed);
  registry.set(name, created);
  return created;
}

/** Every collection back to its seed ("reset demo data"). */
export function resetDb(): void {
  for (const c of registry.values()) c.reset();
  const s = storage();
  if (s) {
    for (let i = s.length - 1; i >= 0; i -= 1) {
      const key = s.key(i);
      if (key?.startsWith(PREFIX)) s.removeItem(key);
    }
    // Other tabs' collections see this and go back to the seed too.
    s.setItem(GENERATION, `${Date.now()}-${Math.random().toString(36).slice(2)}`);
  }
}
