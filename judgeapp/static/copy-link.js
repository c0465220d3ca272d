// "Copy link" buttons (data-copy="<url>"): shown only where the clipboard can be written;
// without JavaScript the link stays in its read-only field to select and copy by hand.
(function () {
  if (!navigator.clipboard) return;
  document.querySelectorAll("button[data-copy]").forEach(function (button) {
    button.hidden = false;
    button.addEventListener("click", function () {
      navigator.clipboard.writeText(button.dataset.copy).then(function () {
        button.textContent = "Copied";
      });
    });
  });
})();
