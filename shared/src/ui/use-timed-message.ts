import { useCallback, useEffect, useState } from 'react';

/** A banner text that clears itself (spec 01 §9: success banners last about 3 s). */
export function useTimedMessage(durationMs = 3000): [string | null, (message: string | null) => void] {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return undefined;
    const timer = setTimeout(() => setMessage(null), durationMs);
    return () => clearTimeout(timer);
  }, [message, durationMs]);
  const show = useCallback((next: string | null) => setMessage(next), []);
  return [message, show];
}
