/** The parts of an address a one-line view shows (a saved address, or an order's copy of one). */
export interface AddressParts {
  addr?: string;
  area?: string;
  city?: string;
  regionName?: string;
  countryName?: string;
  /** The free-text region of an address (or order) from before addresses had countries. */
  province?: string | null;
}

/** One line of an address as lists show it: street, district, city, region, country. */
export const addressLine = (a: AddressParts): string =>
  [a.addr, a.area, a.city, a.regionName || a.province, a.countryName].filter(Boolean).join(', ');
