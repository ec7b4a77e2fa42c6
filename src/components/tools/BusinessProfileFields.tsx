import { formatGbpShort } from "../../lib/tools/numbers";
import { NumberField } from "./NumberField";
import { SelectField } from "./SelectField";

interface BusinessProfileValues {
  employees: string;
  annualTurnover: string;
  sector: string;
}

interface BusinessProfileFieldsProps {
  values: BusinessProfileValues;
  errors: Partial<Record<keyof BusinessProfileValues, string>>;
  /** The turnover as last calculated, read back in words under the field. */
  annualTurnover: number;
  limits: { employees: { min: number; max: number }; annualTurnover: { max: number } };
  sectors: readonly { id: string; label: string }[];
  /** Why each figure matters to this tool's result. */
  hints: Record<keyof BusinessProfileValues, string>;
  onChange: (patch: Partial<BusinessProfileValues>) => void;
}

/** Employees, annual turnover and sector: the business profile the budget and compliance tools share. */
export function BusinessProfileFields({
  values,
  errors,
  annualTurnover,
  limits,
  sectors,
  hints,
  onChange,
}: BusinessProfileFieldsProps) {
  return (
    <>
      <NumberField
        name="employees"
        label="Employees"
        value={values.employees}
        onChange={(employees) => onChange({ employees })}
        min={limits.employees.min}
        max={limits.employees.max}
        step={1}
        inputMode="numeric"
        hint={hints.employees}
        error={errors.employees}
      />
      <NumberField
        name="annualTurnover"
        label="Annual turnover (£)"
        value={values.annualTurnover}
        onChange={(value) => onChange({ annualTurnover: value })}
        min={0}
        max={limits.annualTurnover.max}
        prefix="£"
        hint={hints.annualTurnover}
        readBack={formatGbpShort(annualTurnover)}
        error={errors.annualTurnover}
      />
      <SelectField
        name="sector"
        label="Sector"
        value={values.sector}
        options={sectors}
        onChange={(sector) => onChange({ sector })}
        hint={hints.sector}
      />
    </>
  );
}
