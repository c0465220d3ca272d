// Replayer: the left and right arrow keys follow the Previous / Next links.
document.addEventListener("keydown", function (event) {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  var target = event.target;
  if (target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.tagName === "SELECT")) return;
  var link = document.querySelector('a[data-key="' + event.key + '"][href]');
  if (link) {
    event.preventDefault();
    window.location.href = link.href;
  }
});
