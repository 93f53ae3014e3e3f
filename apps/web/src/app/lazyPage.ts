import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** React.lazy for a module's named export, so pages keep ordinary named exports. */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
