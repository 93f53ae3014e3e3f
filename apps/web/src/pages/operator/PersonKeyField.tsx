import { DecisionField } from './DecisionParts';

export interface PersonKeyFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The page key of the person a privacy decision is about (blocking and correcting name them alike). */
export function PersonKeyField(props: PersonKeyFieldProps) {
  return <DecisionField {...props} maxLength={300} />;
}
