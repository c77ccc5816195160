/**
 * The first `k` of `items` in the order `before` gives, sorted: a heap of k whose root is the
 * last kept, so n items cost n·log k, not the sort of all n (a city's 40,000 matches for one
 * page of ten).
 */
export function firstK(
  items: ArrayLike<number>,
  k: number,
  before: (a: number, b: number) => boolean,
): number[] {
  const order = (a: number, b: number) => (before(a, b) ? -1 : before(b, a) ? 1 : 0);
  if (items.length <= Math.max(64, k * 4)) return Array.from(items).sort(order).slice(0, k);
  const heap: number[] = [];
  // The heap keeps its last-in-order item at the root.
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < heap.length && before(heap[top]!, heap[l]!)) top = l;
      if (r < heap.length && before(heap[top]!, heap[r]!)) top = r;
      if (top === i) return;
      [heap[i], heap[top]] = [heap[top]!, heap[i]!];
      i = top;
    }
  };
  for (let n = 0; n < items.length; n++) {
    const item = items[n]!;
    if (heap.length < k) {
      heap.push(item);
      let i = heap.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!before(heap[parent]!, heap[i]!)) break;
        [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
        i = parent;
      }
    } else if (k > 0 && before(item, heap[0]!)) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort(order);
}
