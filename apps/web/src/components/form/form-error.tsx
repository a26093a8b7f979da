/** A message about the whole form (not one field), shown above its button. */
export function FormError({ message }: { message: string | undefined }) {
  return message === undefined ? null : (
    <p className="field__error" role="alert">
      {message}
    </p>
  );
}
