import { useEffect, useState } from 'react';

/** Id of the heading currently in view: the last one scrolled past the navbar. */
export function useActiveHeading(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join('|');
  useEffect(() => {
    if (ids.length === 0) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      const offset = (parseFloat(getComputedStyle(document.documentElement).fontSize) || 16) * 5;
      let current: string | null = null;
      for (const id of ids) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top <= offset) current = id;
      }
      // At the very bottom the last heading may never reach the top: count it as in view.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) {
        const visible = ids.filter(id => {
          const el = document.getElementById(id);
          return el && el.getBoundingClientRect().top < window.innerHeight;
        });
        current = visible[visible.length - 1] ?? current;
      }
      setActive(current ?? ids[0]);
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
