/**
 * Header game categories (SPEC §2.4). Entries appear only for categories whose
 * vendor sorting list has at least one vendor, so until the game catalogue is
 * served there is nothing to show.
 */
export function HeaderGameMenu() {
  return null;
}
