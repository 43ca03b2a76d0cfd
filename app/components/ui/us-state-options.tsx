import { US_STATES } from "@common/us-states";

/** A state select's options: a blank first choice, then the 50 states and DC, named and valued by code. */
export function UsStateOptions({ blank }: { blank: string }) {
  return (
    <>
      <option value="">{blank}</option>
      {US_STATES.map((s) => (
        <option key={s.code} value={s.code}>
          {s.name}
        </option>
      ))}
    </>
  );
}
