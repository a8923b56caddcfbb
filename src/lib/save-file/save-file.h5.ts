/** On H5 a text file (an export) is downloaded under its name, through a link to a Blob. */
export async function saveTextFile(text: string, filename: string, mime: string): Promise<'downloaded' | 'copied'> {
  const url = URL.createObjectURL(new Blob([text], { type: mime }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.appendChild(link)
  link.click()
  link.remove()
  // Revoked after the click has been handled, so the download has its data.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
  return 'downloaded'
}
