import { useEffect, useState } from 'react';

/**
 * An object URL of a text file for a download link, made once the text is known and revoked when it changes
 * or the link leaves the page. A blob URL, not a data: URL: the file is offered as a download under any
 * Content-Security-Policy, with the name the link gives it.
 */
export function useFileUrl(text: string | null, type: string): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(
    function createFileUrl() {
      if (text === null) return undefined;
      const created = URL.createObjectURL(new Blob([text], { type }));
      setUrl(created);
      return function revokeFileUrl() {
        URL.revokeObjectURL(created);
        setUrl(undefined);
      };
    },
    [text, type],
  );
  return url;
}
