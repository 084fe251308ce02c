// Offer a text as a file download (exported games), without any server.
export function downloadText(filename: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoke later: some browsers start reading the blob only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
