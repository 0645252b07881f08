// A game's page: step through the moves (buttons, arrow keys, the move list) and
// follow the game live (Server-Sent Events say its version changed; state.json says
// what changed). Text is only ever set with textContent: names are players' own.
// The live region (#news) says each move that arrives and the status after it, and
// where a step by the reader went; a screen reader reads it when it is free. A live
// update changes the move list in place, so the focus stays where the reader left it.
// The page's sentences come written in the reader's language; the ones this script
// writes are the body's data-*-text templates. Moments come in UTC (<time datetime>):
// they are written again here in the reader's own zone.
"use strict";

(function () {
  const lang = document.documentElement.lang || undefined;
  for (const time of document.querySelectorAll("time[datetime]")) {
    const at = new Date(time.getAttribute("datetime"));
    if (Number.isNaN(at.getTime())) continue;
    try {
      time.title = time.textContent;
      time.textContent = at.toLocaleString(lang, { dateStyle: "medium", timeStyle: "short" });
    } catch (error) {
      // a browser without this locale or these options keeps the UTC text
    }
  }

  const body = document.body;
  if (!body.classList.contains("game")) return;

  function filled(template, ply, plies) {
    return template.replaceAll("{ply}", String(ply)).replaceAll("{plies}", String(plies));
  }

  const board = document.getElementById("board");
  const where = document.getElementById("where");
  const moves = document.getElementById("moves");
  const status = document.getElementById("status");
  const news = document.getElementById("news");
  const steps = {
    first: document.getElementById("first"),
    prev: document.getElementById("prev"),
    next: document.getElementById("next"),
    last: document.getElementById("last"),
  };
  let ply = Number(body.dataset.ply);
  let plies = Number(body.dataset.plies);
  let version = body.dataset.version;
  let names = Array.from(document.querySelectorAll(".player .name"), (n) => n.textContent);
  let clockAt = performance.now();

  // --- the live region -------------------------------------------------------------

  const NEWS_KEPT = 5; // a page back from sleep says the last few moves, not a hundred

  // One line of news: a template's {name}s filled with values, each in a span of its
  // kind (a name, a move's notation), so that no value is read as a template.
  function line(template, values) {
    const said = textLine("");
    for (const part of template.split(/(\{[a-z]+\})/)) {
      const key = part.slice(1, -1);
      if (part.startsWith("{") && part.endsWith("}") && Object.prototype.hasOwnProperty.call(values, key)) {
        const [value, kind] = values[key];
        const span = document.createElement("span");
        span.className = kind;
        span.textContent = value;
        said.append(span);
      } else if (part) {
        said.append(part);
      }
    }
    return said;
  }

  // A line said as it is written (the status, which holds players' names).
  function textLine(text) {
    const said = document.createElement("span");
    said.className = "line";
    said.textContent = text;
    return said;
  }

  function moveSaid(seat, text) {
    if (seat === null) return line(body.dataset.rolledText, { move: [text, "text"] });
    return line(body.dataset.playedText, {
      player: [names[seat], "name"],
      move: [text, "text"],
    });
  }

  function say(lines) {
    if (lines.length) news.replaceChildren(...lines);
  }

  // Where a step went: "ply 3 of 6", then the move that made it (a line of the game's
  // own, "resign 0", as the list has it).
  function stepSaid(n) {
    const lines = [textLine(filled(body.dataset.whereText, n, plies))];
    const item = moves.querySelector(`li[data-ply="${n}"]`);
    if (item) {
      const who = item.querySelector(".who");
      const text = item.querySelector(".text").textContent;
      const seat = who.dataset.seat === undefined ? null : Number(who.dataset.seat);
      if (who.dataset.entry !== undefined) {
        lines.push(line("{who} {move}", { who: [who.textContent, "name"], move: [text, "text"] }));
      } else {
        lines.push(moveSaid(seat, text));
      }
    }
    return lines;
  }

  // The current move scrolled into the list's own box; never the window (a phone's
  // page would open at its move list), and never scrollIntoView, which would also move
  // where Tab starts from (to the move, past the steps).
  function reveal(item) {
    const box = moves.getBoundingClientRect();
    const at = item.getBoundingClientRect();
    if (at.top < box.top) moves.scrollTop -= box.top - at.top;
    else if (at.bottom > box.bottom) moves.scrollTop += at.bottom - box.bottom;
  }

  function imageFor(n) {
    return body.dataset.board + n + ".png";
  }

  // The board's words (its alt text) for ply n, fetched as the reader steps: until they
  // come, the alt says which ply it is; a late answer for a ply left since is dropped.
  function wordsFor(n) {
    fetch(body.dataset.board + n + ".txt")
      .then((answer) => (answer.ok ? answer.text() : null))
      .then((words) => {
        if (words && ply === n) board.alt = words;
      })
      .catch(() => {});
  }

  function show(n, remember) {
    n = Math.max(0, Math.min(plies, n));
    ply = n;
    body.dataset.ply = String(n);
    board.src = imageFor(n);
    board.alt = filled(body.dataset.boardText, n, plies);
    wordsFor(n);
    where.textContent = filled(body.dataset.whereText, n, plies);
    const targets = { first: 0, prev: n - 1, next: n + 1, last: plies };
    for (const [key, link] of Object.entries(steps)) {
      const target = Math.max(0, Math.min(plies, targets[key]));
      link.href = "?ply=" + target;
      if (target === n) link.setAttribute("aria-disabled", "true");
      else link.removeAttribute("aria-disabled");
    }
    for (const item of moves.children) {
      if (Number(item.dataset.ply) === n) {
        item.classList.add("current");
        item.setAttribute("aria-current", "step");
      } else {
        item.classList.remove("current");
        item.removeAttribute("aria-current");
      }
    }
    const current = moves.querySelector("li.current");
    if (current) reveal(current);
    if (remember !== false) {
      history.replaceState(null, "", n === plies ? location.pathname : "?ply=" + n);
    }
    if (n < plies) new Image().src = imageFor(n + 1); // the next step is instant
  }

  // A step the reader asked for: shown, and said when it went somewhere.
  function step(n) {
    const was = ply;
    show(n);
    if (ply !== was) say(stepSaid(ply));
  }

  for (const [key, link] of Object.entries(steps)) {
    link.addEventListener("click", (event) => {
      event.preventDefault();
      const targets = { first: 0, prev: ply - 1, next: ply + 1, last: plies };
      step(targets[key]);
    });
  }

  moves.addEventListener("click", (event) => {
    const item = event.target.closest("li[data-ply]");
    if (!item) return;
    event.preventDefault();
    step(Number(item.dataset.ply));
  });

  document.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const moves_ = { ArrowLeft: ply - 1, ArrowRight: ply + 1, Home: 0, End: plies };
    if (!(event.key in moves_)) return;
    event.preventDefault();
    step(moves_[event.key]);
  });

  // --- clocks ---------------------------------------------------------------------

  function unit(name, n) {
    return body.dataset[name + "Text"].replaceAll("{n}", String(n));
  }

  function clockText(seconds) {
    seconds = Math.max(0, Math.floor(seconds));
    const days = Math.floor(seconds / 86400);
    const hours = Math.floor((seconds % 86400) / 3600);
    const minutes = Math.floor((seconds % 3600) / 60);
    if (days) return hours ? unit("day", days) + " " + unit("hour", hours) : unit("day", days);
    if (hours) {
      return minutes ? unit("hour", hours) + " " + unit("minute", minutes) : unit("hour", hours);
    }
    return unit("minute", minutes) + " " + unit("second", String(seconds % 60).padStart(2, "0"));
  }

  function tick() {
    const gone = (performance.now() - clockAt) / 1000;
    for (const clock of document.querySelectorAll(".clock")) {
      const left = Number(clock.dataset.left) - (clock.classList.contains("ticking") ? gone : 0);
      clock.textContent = clockText(left);
    }
  }
  setInterval(tick, 1000);

  // --- live -----------------------------------------------------------------------

  function moveItem(move) {
    const item = document.createElement("li");
    item.dataset.ply = String(move.ply);
    const link = document.createElement("a");
    link.href = "?ply=" + move.ply;
    const who = document.createElement("span");
    who.className = "who";
    const text = document.createElement("span");
    text.className = "text";
    link.append(who, " ", text);
    item.append(link);
    return item;
  }

  // The move list as the game has it, each line changed in place (a hidden move may
  // come to light) and the new ones added: a focused line keeps its focus.
  function record(list) {
    const items = Array.from(moves.children);
    list.forEach((move, index) => {
      let item = items[index];
      if (!item || item.dataset.ply !== String(move.ply)) {
        item = moveItem(move);
        if (items[index]) items[index].replaceWith(item);
        else moves.append(item);
      }
      const who = item.querySelector(".who");
      const name = move.seat === null ? body.dataset.diceText : names[move.seat];
      if (who.textContent !== name) who.textContent = name;
      if (move.seat === null) delete who.dataset.seat;
      else who.dataset.seat = String(move.seat);
      if (move.entry) who.dataset.entry = "";
      else delete who.dataset.entry;
      const text = item.querySelector(".text");
      if (text.textContent !== move.text) text.textContent = move.text;
    });
    for (const extra of items.slice(list.length)) extra.remove();
  }

  function apply(game) {
    const following = ply === plies;
    const before = plies;
    const wasSaid = status.textContent;
    version = game.version;
    body.dataset.version = version;
    plies = game.plies;
    body.dataset.plies = String(plies);
    names = game.names;
    status.textContent = game.status;
    document.title = game.title;
    for (const player of document.querySelectorAll(".player")) {
      const seat = Number(player.dataset.seat);
      player.querySelector(".name").textContent = game.names[seat];
      player.classList.toggle("turn", game.to_move === seat);
      const clock = player.querySelector(".clock");
      if (clock && game.clock) {
        clock.dataset.left = String(game.clock.left[seat]);
        clock.classList.toggle("ticking", game.clock.ticking === seat);
      }
    }
    clockAt = performance.now();
    tick();
    record(game.moves);
    body.classList.toggle("finished", game.finished);
    body.classList.toggle("running", !game.finished);
    show(following ? plies : ply, following);
    const fresh = game.moves.filter((move) => move.ply > before && !move.entry);
    const lines = fresh.slice(-NEWS_KEPT).map((move) => moveSaid(move.seat, move.text));
    if (lines.length || game.status !== wasSaid) lines.push(textLine(game.status));
    say(lines);
    body.dataset.updated = String(Number(body.dataset.updated || 0) + 1);
  }

  async function refresh() {
    const answer = await fetch(body.dataset.state, {
      headers: { "If-None-Match": '"' + version + '"' },
      cache: "no-cache",
    });
    if (answer.status === 200) apply(await answer.json());
  }

  if (window.EventSource) {
    const stream = new EventSource(body.dataset.events);
    stream.addEventListener("version", (event) => {
      const news = JSON.parse(event.data);
      if (news.version !== version) refresh().catch(() => {});
    });
  }

  show(ply, false);
})();
