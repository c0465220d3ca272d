// Training progress kept in this browser only (localStorage): sets taken, answers right.
(function () {
  var KEY = "digijudge-training";
  var saved;
  try { saved = JSON.parse(localStorage.getItem(KEY) || "{}"); } catch (e) { saved = {}; }
  var score = document.getElementById("score");
  if (score) {
    saved.sets = (saved.sets || 0) + 1;
    saved.right = (saved.right || 0) + Number(score.dataset.right);
    saved.total = (saved.total || 0) + Number(score.dataset.total);
    try { localStorage.setItem(KEY, JSON.stringify(saved)); } catch (e) { /* private mode */ }
  }
  var progress = document.getElementById("progress");
  if (progress && saved.sets) {
    progress.textContent = "On this device: " + saved.sets + " set(s), " + saved.right +
      " of " + saved.total + " answers right.";
    progress.hidden = false;
  }
})();
