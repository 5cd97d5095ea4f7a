/**
 * Makes one formatter of each kind the app uses, then ends. ICU's locale and time-zone data,
 * loaded by the first formatter in the renderer process, then serve the page's own formatters.
 */
new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(1);
new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(1);
new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
}).format(0);
self.close();
