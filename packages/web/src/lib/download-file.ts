/** Opens a download of a generated file (its link answers with an attachment, so the page stays). */
export function downloadFile(path: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = path;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
