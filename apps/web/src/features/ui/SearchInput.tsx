export interface SearchInputProps {
  id: string;
  /** Read by screen readers only: the box's placeholder and place say what it searches. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Classes beside `.input`. */
  className?: string;
}

/** A search box with a label for screen readers only (`.visually-hidden`). */
export function SearchInput({ id, label, value, onChange, placeholder, className }: SearchInputProps) {
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={className ? `input ${className}` : 'input'}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
