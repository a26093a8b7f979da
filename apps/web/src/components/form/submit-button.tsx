/** The form's main button, disabled and relabelled while the form is being sent. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  primary = true,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  primary?: boolean;
}) {
  return (
    <button type="submit" className={primary ? 'button button--primary' : 'button'} disabled={pending}>
      {pending ? pendingLabel : label}
    </button>
  );
}
