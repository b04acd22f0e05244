// SPEC §2: the last line of defence, shown when even the crash screen cannot render. Plain markup
// and inline styles only, so nothing it depends on can fail.
export function TopLevelFallback() {
  return (
    <div
      role="alert"
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '0.75rem',
        padding: '1.5rem',
        textAlign: 'center',
        background: '#0c0920',
        color: '#f8f6ff',
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      <h1 style={{ fontSize: '1.75rem', fontWeight: 700, margin: 0 }}>
        Game temporarily unavailable
      </h1>
      <p style={{ fontSize: '1.125rem', color: '#c3bce8', margin: 0 }}>
        Please refresh the page to continue
      </p>
    </div>
  );
}
