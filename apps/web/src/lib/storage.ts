/**
 * Storage that never throws: private modes and full quotas make Web Storage
 * calls fail, and the site must keep working (it only loses the memory).
 */
function safe(area: () => Storage) {
  return {
    get(key: string): string | null {
      try {
        return area().getItem(key);
      } catch {
        return null;
      }
    },
    /** The stored JSON value, or undefined when absent or not JSON (the caller checks its shape). */
    getJson(key: string): unknown {
      try {
        const raw = area().getItem(key);
        return raw === null ? undefined : (JSON.parse(raw) as unknown);
      } catch {
        return undefined;
      }
    },
    set(key: string, value: string): void {
      try {
        area().setItem(key, value);
      } catch {
        // storage unavailable: keep going without persistence
      }
    },
    remove(key: string): void {
      try {
        area().removeItem(key);
      } catch {
        // nothing to remove
      }
    },
    clear(): void {
      try {
        area().clear();
      } catch {
        // nothing to clear
      }
    },
  };
}

export const local = safe(() => window.localStorage);
export const session = safe(() => window.sessionStorage);
