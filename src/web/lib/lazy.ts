import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy for a module's named export, so pages keep named exports and
 * each route still loads as its own chunk.
 */
// `any` as in React.lazy's own signature: a component of any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyNamed<K extends string, C extends ComponentType<any>>(
  load: () => Promise<Record<K, C>>,
  name: K,
): LazyExoticComponent<C> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
