import { useEffect, useState } from 'react';

/** Hidden while the reader scrolls down past the navbar; shown on scroll up and at the top. */
export function useHideOnScroll(threshold: number, disabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (disabled) {
      setHidden(false);
      return undefined;
    }
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      if (y <= threshold) setHidden(false);
      else if (y > last + 2) setHidden(true);
      else if (y < last - 2) setHidden(false);
      last = y;
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [threshold, disabled]);
  return hidden;
}
