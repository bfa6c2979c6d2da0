// How an address reads in a list, a step summary or an order: its non-empty lines. Pure.
export interface AddressLike {
  attention?: string;
  company?: string;
  address1: string;
  address2?: string;
  city: string;
  state?: string;
  zip?: string;
  plus4?: string;
  country: string;
}

export function addressLines(address: AddressLike): string[] {
  const zip = address.plus4 ? `${address.zip ?? ''}-${address.plus4}` : (address.zip ?? '');
  const region = [address.state, zip].filter(Boolean).join(' ');
  const place = [address.city, region].filter(Boolean).join(', ');
  return [
    address.attention,
    address.company,
    address.address1,
    address.address2,
    place,
    address.country,
  ].filter((line): line is string => Boolean(line && line.trim()));
}
