type Column = Uint8Array | Uint16Array | Uint32Array | Float64Array;

/** A copy of `column` with room for `capacity` slots (the new slots zero). */
export function grown<C extends Column>(column: C, capacity: number): C {
  const next = new (column.constructor as new (n: number) => C)(capacity);
  next.set(column);
  return next;
}
