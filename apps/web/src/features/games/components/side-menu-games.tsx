/**
 * Game entries of the side menu (SPEC §2.5: LOTT/ELOTT launch, INHOUSE opens
 * RNG with vassalage INHOUSE, ...). They come from the vendor sorting list,
 * which the game catalogue serves; until then there are none.
 */
export function SideMenuGames() {
  return null;
}
