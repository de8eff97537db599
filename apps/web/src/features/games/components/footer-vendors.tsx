/**
 * Vendor icons of the footer (SPEC §9: PG, EG2, PT, JDB, CQ9, FC, JL, BGS).
 * Their artwork is served with the game catalogue; until then the footer shows none.
 */
export function FooterVendors() {
  return null;
}
