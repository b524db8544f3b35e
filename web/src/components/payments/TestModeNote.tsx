/** The visible "Test mode" label wherever a card is asked for and no real money moves (issue 8). */
export function TestModeNote({ hint }: { hint?: string }) {
  return (
    <p className="test-mode-note" data-testid="test-mode">
      <span className="test-mode-note__badge">Test mode</span>
      {hint && <span>{hint}</span>}
    </p>
  );
}
