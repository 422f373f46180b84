/** The import's message lines: errors in red, warnings in orange (spec doc 3 §8). */
export function Messages({ errors = [], warnings = [] }: { errors?: readonly string[]; warnings?: readonly string[] }) {
  return (
    <>
      {errors.map((text, i) => <p key={`e${i}`} className="hohImportError" role="alert">{text}</p>)}
      {warnings.map((text, i) => <p key={`w${i}`} className="hohImportWarning">{text}</p>)}
    </>
  );
}
