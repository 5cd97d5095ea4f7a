import * as css from './orders.css.ts';

/** A labelled filter choice whose first option, `anyLabel`, means no filter (null). */
export function FilterSelect<T extends string>({
  label,
  value,
  anyLabel,
  options,
  onChange,
}: {
  label: string;
  value: T | null;
  anyLabel: string;
  options: readonly { readonly value: T; readonly label: string }[];
  onChange: (value: T | null) => void;
}) {
  return (
    <label className={css.field}>
      {label}
      <select
        className={css.control}
        value={value ?? ''}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          onChange(options.find((option) => option.value === chosen)?.value ?? null);
        }}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
