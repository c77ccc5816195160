/** What antd's `validateFields` rejects with when a rule fails (its ValidateErrorEntity). */
export function isFormValidationError(err: unknown): boolean {
  return (
    typeof err === 'object' &&
    err !== null &&
    Array.isArray((err as { errorFields?: unknown }).errorFields)
  );
}

/**
 * The form's values when every rule passes, or null when one does not. antd has already put the
 * message under the field; its rejected promise must not escape as an uncaught page error
 * ("Object") from a dialog's OK button. Any other failure is rethrown.
 */
export async function validValues<T>(form: {
  validateFields: () => Promise<T>;
}): Promise<T | null> {
  try {
    return await form.validateFields();
  } catch (err) {
    if (isFormValidationError(err)) return null;
    throw err;
  }
}
