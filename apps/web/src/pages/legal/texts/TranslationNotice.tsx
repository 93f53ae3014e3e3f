/** Opens the English translation of a legal text: the German version is the binding one. */
export function TranslationNotice() {
  return (
    <p>
      <em>
        This English translation is provided for convenience; only the German version is legally binding.
      </em>
    </p>
  );
}
