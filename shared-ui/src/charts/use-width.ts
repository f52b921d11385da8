import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of the element `ref` points at, kept current (ResizeObserver): the chart draws in
 * real pixels, so its text stays legible on a 390 px phone instead of shrinking with a scaled
 * drawing. `fallback` until measured (and where there is no ResizeObserver, as in jsdom).
 */
export function useWidth<T extends Element>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
