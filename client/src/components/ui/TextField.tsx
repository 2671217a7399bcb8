import type { InputHTMLAttributes, ReactNode } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;

interface TextFieldProps extends InputProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange(value: string): void;
}

/** A labelled text input in the forms' `field` layout; `className` is added to the input's `input`. */
export function TextField({ id, label, className, value, onChange, ...input }: TextFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className={className ? `input ${className}` : 'input'} value={value} onChange={(e) => onChange(e.target.value)} {...input} />
    </div>
  );
}

interface SearchFieldProps {
  id: string;
  /** The input's name for screen readers ('Search decks'); the placeholder is what shows. */
  label: string;
  placeholder: string;
  className: string;
  value: string;
  onChange(value: string): void;
}

/** A list's search box: the label is for screen readers only. */
export function SearchField({ id, label, placeholder, className, value, onChange }: SearchFieldProps) {
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input id={id} className={`input ${className}`} type="search" placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} />
    </>
  );
}
