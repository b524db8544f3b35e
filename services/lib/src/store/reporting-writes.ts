import type { AggregateStore } from './aggregate-store.js';

/**
 * The store, reporting the id of every document it wrote (created, updated by decision, deleted)
 * to `onWrite`, so a read model built from it (a directory index) cannot miss a write site. The
 * store's other writes (apply, createOrUpdate, updateEach) go through these three; `deleteMany`
 * is not reported (its ids are unknown): a read model's owner removes those rows itself.
 */
export function reportingWrites<T extends { _id: string }>(
  store: AggregateStore<T>,
  onWrite: (id: string) => void,
): AggregateStore<T> {
  const report = <R>(id: string, written: R): R => {
    onWrite(id);
    return written;
  };
  const wrapped: Partial<AggregateStore<T>> = {
    create: async (doc, events) => report(doc._id, await store.create(doc, events)),
    update: async (id, decide) => {
      const outcome = await store.update(id, decide);
      return outcome?.after ? report(id, outcome) : outcome;
    },
    deleteById: async (id) => report(id, await store.deleteById(id)),
  };
  return new Proxy(store, {
    get: (target, prop, receiver): unknown =>
      prop in wrapped ? wrapped[prop as keyof typeof wrapped] : Reflect.get(target, prop, receiver),
  });
}
