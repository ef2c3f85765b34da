// The host page's own script: it must keep working whatever the blocks do.
let clicks = 0;
const status = document.getElementById('host-status');
document.getElementById('host-button')?.addEventListener('click', () => {
  clicks += 1;
  if (status) status.textContent = `clicked ${clicks}`;
});
window.addEventListener('error', (e) => {
  document.body.dataset.hostError = String(e.message);
});
window.addEventListener('unhandledrejection', (e) => {
  document.body.dataset.hostRejection = String(e.reason);
});
document.body.dataset.hostReady = 'yes';
