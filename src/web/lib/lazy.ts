import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// `any` as in React.lazy's own signature: a component of any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export type PreloadableComponent<C extends AnyComponent> = LazyExoticComponent<C> & {
  /** Starts fetching the chunk now, e.g. while the session is still being checked. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy for a module's named export, so pages keep named exports and
 * each route still loads as its own chunk.
 */
export function lazyNamed<K extends string, C extends AnyComponent>(
  load: () => Promise<Record<K, C>>,
  name: K,
): PreloadableComponent<C> {
  const component = lazy(() => load().then((module) => ({ default: module[name] })));
  return Object.assign(component, { preload: load });
}
