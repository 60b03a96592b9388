import { useEffect, useState } from 'react';
import { activeHeadingIndex } from './activeHeading';

/** Id of the heading the reader is in (./activeHeading.ts), measured once a frame at most while scrolling. */
export function useActiveHeading(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join('|');
  useEffect(() => {
    if (ids.length === 0) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      const tops = ids.map(id => document.getElementById(id)?.getBoundingClientRect().top ?? Infinity);
      const index = activeHeadingIndex(tops, { viewport: innerHeight, remaining: document.documentElement.scrollHeight - innerHeight - scrollY });
      setActive(ids[Math.max(index, 0)]);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    // The first reading waits for the next frame: measuring at once would force a layout
    // of the whole page inside the hydration task.
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return active;
}
