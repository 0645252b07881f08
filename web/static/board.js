// The player's board made clickable (web/player_board.py): each step's spots drawn over
// the picture, in its own pixels (the SVG's viewBox), from the JSON play.js receives.
// A click on a spot makes its step when it can mean only one; otherwise it shows the
// buttons of what starts there (and, for a backgammon point, where the hop may land),
// and a second click on the same spot takes the plain choice (no flip, no count) or
// lets go. Steps go through play.js ("postboard:pick"), exactly as its buttons do.
"use strict";

(function () {
  const spots = document.getElementById("spots");
  if (!spots || !document.body.classList.contains("play")) return;
  const SVG = "http://www.w3.org/2000/svg";
  const base = document.body.dataset.base;
  const choices = document.getElementById("choices");
  let board = JSON.parse(spots.dataset.board || "null");
  let prefix = spots.dataset.prefix || "";
  let now = document.body.dataset.ply === document.body.dataset.plies;
  let origin = ""; // a hop's point picked: where it may land is shown
  let picked = ""; // the spot whose choices the buttons show, as origin>at
  let pending = ""; // a place clicked whose choice needed one more word first

  const words = (move) => (move ? move.split(" ") : []);
  const keyOf = (spot) => spot.origin + ">" + spot.at;

  function shared(moves) {
    const split = moves.map(words);
    const out = [];
    for (let i = 0; split.every((w) => i < w.length && w[i] === split[0][i]); i++) out.push(split[0][i]);
    return out.join(" ");
  }

  function leadsTo(choice, move) {
    return move === choice || move.startsWith(choice + " ");
  }

  function mark() {
    const spot = board && board.spots.find((s) => keyOf(s) === picked);
    for (const button of choices.querySelectorAll("button.choice")) {
      const here = Boolean(spot) && spot.moves.some((move) => leadsTo(button.dataset.move, move));
      button.classList.toggle("here", here);
    }
  }

  function tooltip(spot) {
    const last = [...new Set(spot.moves.map((move) => words(move).slice(-1)[0]))].join(", ");
    return last === spot.at ? spot.at : spot.at + " → " + last;
  }

  function link(spot) {
    const a = document.createElementNS(SVG, "a");
    const classes = ["spot"];
    if (spot.origin) classes.push("landing");
    if (keyOf(spot) === picked || (!spot.origin && spot.at === origin)) classes.push("picked");
    a.setAttribute("class", classes.join(" "));
    a.setAttribute("href", base + "?prefix=" + encodeURIComponent(spot.moves[0]));
    a.setAttribute("tabindex", "-1");
    a.dataset.at = spot.at;
    if (spot.origin) a.dataset.origin = spot.origin;
    const title = document.createElementNS(SVG, "title");
    title.textContent = tooltip(spot);
    const shape = document.createElementNS(SVG, "polygon");
    shape.setAttribute("points", spot.shape.map((corner) => corner.join(",")).join(" "));
    a.append(title, shape);
    a.addEventListener("click", (event) => {
      event.preventDefault();
      press(spot);
    });
    return a;
  }

  function draw() {
    const shown = Boolean(board && now && board.spots.length);
    spots.toggleAttribute("hidden", !shown); // an SVG element has no hidden property
    if (!shown) {
      spots.replaceChildren();
      mark();
      return;
    }
    spots.setAttribute("viewBox", "0 0 " + board.width + " " + board.height);
    const visible = board.spots.filter((s) => !s.origin || s.origin === origin);
    // where a hop lands goes last, over the points other hops leave from
    visible.sort((a, b) => Number(Boolean(a.origin)) - Number(Boolean(b.origin)));
    spots.replaceChildren(...visible.map(link));
    mark();
  }

  function pick(move) {
    origin = "";
    picked = "";
    document.dispatchEvent(new CustomEvent("postboard:pick", { detail: move }));
  }

  function press(spot) {
    const moves = spot.moves;
    if (moves.length === 1) return pick(moves[0]);
    const common = shared(moves);
    if (words(common).length > words(prefix).length) {
      pending = spot.at;
      return pick(common);
    }
    if (picked === keyOf(spot)) {
      if (spot.plain) return pick(moves[0]);
      picked = "";
      if (!spot.origin) origin = "";
    } else {
      picked = keyOf(spot);
      if (!spot.origin) origin = board.spots.some((s) => s.origin === spot.at) ? spot.at : "";
    }
    draw();
  }

  document.addEventListener("postboard:steps", (event) => {
    const steps = event.detail;
    board = steps ? steps.board : null;
    prefix = steps ? steps.prefix : "";
    origin = "";
    picked = "";
    draw();
    const at = pending;
    pending = "";
    const spot = at && board && board.spots.find((s) => !s.origin && s.at === at);
    if (spot) press(spot);
  });

  document.addEventListener("postboard:shown", (event) => {
    now = event.detail;
    draw();
  });

  draw();
})();
