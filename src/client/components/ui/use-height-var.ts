// Publishes an element's height as a CSS custom property on <html> while `active`, kept current
// with a ResizeObserver, so fixed and sticky layers elsewhere can make room for it.
import { useEffect, useRef } from 'react';

export function useHeightVar<T extends HTMLElement>(name: string, active = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(name, `${element.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(name);
    };
  }, [name, active]);
  return ref;
}
