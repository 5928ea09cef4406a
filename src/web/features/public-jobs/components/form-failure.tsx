/**
 * Where a form's own problem shows (too many attempts, the server failing): rendered
 * by the server after a post without JavaScript, filled in place by the enhancing
 * script otherwise. Empty, it takes no room.
 */
export function FormFailure({ message }: { message?: string | undefined }) {
  return (
    <p
      data-form-failure=""
      role="alert"
      className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700 empty:hidden"
    >
      {message}
    </p>
  );
}
