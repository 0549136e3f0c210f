// The portal's only script of its own: the copy button of a new secret, and a question before a key is
// rotated or revoked. Everything works without it (the secret can be selected and copied by hand).
document.addEventListener('click', (event) => {
  const button = event.target.closest('button[data-copy]')
  if (!button) return
  const input = document.getElementById(button.dataset.copy)
  const status = document.querySelector('.copied')
  const done = (ok) => {
    if (status) status.textContent = ok ? 'Copied.' : 'Select the secret and copy it by hand.'
  }
  input.select()
  if (navigator.clipboard)
    navigator.clipboard.writeText(input.value).then(
      () => done(true),
      () => done(false),
    )
  else done(document.execCommand('copy'))
})

document.addEventListener('submit', (event) => {
  const question = event.target.dataset.confirm
  if (question && !window.confirm(question)) event.preventDefault()
})
