/**
 * Answers of the estate search and filter calls by request (route, site, language, format and the
 * body's exact text), so repeat traffic — the same first page, the same filter panel — is answered
 * without parsing or SQL. Bounded by entries and by size (key characters plus answer bytes), oldest
 * dropped first (a hit moves an answer to the back). The estates are written only by seeding, before the service answers
 * (demo-host/db/estate-seeding.ts); anything that changes them later must call `clear()`.
 */
export function createAnswerCache(maxEntries = 2000, maxSize = 16 * 1024 * 1024) {
  // Kept as UTF-8 bytes, as they are sent.
  const answers = new Map<string, Buffer>();
  let used = 0;
  const drop = (key: string) => {
    used -= key.length + answers.get(key)!.length;
    answers.delete(key);
  };
  return {
    get(key: string): Buffer | undefined {
      const answer = answers.get(key);
      if (answer !== undefined) {
        answers.delete(key);
        answers.set(key, answer);
      }
      return answer;
    },
    set(key: string, answer: Buffer): void {
      const bytes = key.length + answer.length;
      // An answer too large to keep (a 1,000-result page of whole records) is not worth evicting others for.
      if (bytes > maxSize / 16) return;
      if (answers.has(key)) drop(key);
      while (answers.size && (answers.size >= maxEntries || used + bytes > maxSize)) drop(answers.keys().next().value!);
      answers.set(key, answer);
      used += bytes;
    },
    clear(): void {
      answers.clear();
      used = 0;
    },
    get size(): number {
      return answers.size;
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;

/** The cache key of a request: everything the answer depends on. */
export function answerKey(route: string, siteId: string, locale: string, format: string, body: string): string {
  return `${route}\u0000${siteId}\u0000${locale}\u0000${format}\u0000${body}`;
}
