import { OPERATOR } from '../../../features/operator/operator';

export interface AddressProps {
  country: string;
}

/** The operator's postal address as a block. */
export function Address({ country }: AddressProps) {
  return (
    <p>
      {OPERATOR.name}
      <br />
      {OPERATOR.street}
      <br />
      {OPERATOR.postcode} {OPERATOR.city}, {country}
    </p>
  );
}
