// A player's own page: the move built step by step from the steps API, confirmed, then
// sent; offers and answers sent; the page kept up to date as the game moves (Server-Sent
// Events say the version changed; state.json says what changed). Without this script
// the page works by its forms alone; with it nothing reloads. Text is only ever set with
// textContent (names are players' own), and the sentences come written in the reader's
// language: the body's data-*-text templates, and the JSON's own words.
"use strict";

(function () {
  const body = document.body;
  if (!body.classList.contains("play")) return;

  const $ = (id) => document.getElementById(id);
  const base = body.dataset.base;
  const csrf = body.dataset.csrf;
  const seat = Number(body.dataset.seat);
  const board = $("board");
  const where = $("where");
  const moves = $("moves");
  const status = $("status");
  const news = $("news");
  const said = $("said");
  const section = $("move");
  const chosen = $("chosen");
  const choices = $("choices");
  const back = $("back");
  const controls = back.parentElement;
  const confirm = $("confirm");
  const confirmMove = $("confirm-move");
  const playIt = $("play-it");
  const typed = $("typed");
  const waiting = $("waiting");
  const offers = $("offers");
  const standing = $("standing");
  const actions = $("actions");
  const resignConfirm = $("resign-confirm");
  let ply = Number(body.dataset.ply);
  let plies = Number(body.dataset.plies);
  let version = body.dataset.version;
  let names = Array.from(document.querySelectorAll(".player .name"), (n) => n.textContent);
  let clockAt = performance.now();
  let sending = false;

  function fill(template, values) {
    let out = template;
    for (const [key, value] of Object.entries(values)) out = out.replaceAll("{" + key + "}", String(value));
    return out;
  }

  function text(name) {
    return body.dataset[name + "Text"];
  }

  // --- what the page says -------------------------------------------------------

  function answer(message, refused) {
    const line = document.createElement("span");
    line.className = refused ? "refused" : "done";
    line.textContent = message;
    said.replaceChildren(line);
  }

  function say(lines) {
    if (!lines.length) return;
    news.replaceChildren(
      ...lines.map((t) => {
        const line = document.createElement("span");
        line.className = "line";
        line.textContent = t;
        return line;
      }),
    );
  }

  // --- the move, step by step --------------------------------------------------------

  function choiceButton(step) {
    const button = document.createElement("button");
    button.type = "submit";
    button.className = "choice";
    button.name = "prefix";
    button.value = step.move;
    button.dataset.move = step.move;
    button.dataset.complete = String(step.complete);
    button.dataset.more = String(step.more);
    button.textContent = step.word;
    return button;
  }

  function renderSteps(steps) {
    chosen.textContent = steps.said;
    const groups = [];
    if (steps.groups.length) {
      for (const group of steps.groups) {
        const set = document.createElement("fieldset");
        set.className = "group";
        set.dataset.group = group.key;
        const legend = document.createElement("legend");
        legend.textContent = group.label;
        set.append(legend, ...steps.choices.filter((s) => s.group === group.key).map(choiceButton));
        groups.push(set);
      }
    } else {
      const all = document.createElement("div");
      all.className = "group";
      all.append(...steps.choices.map(choiceButton));
      groups.push(all);
    }
    choices.replaceChildren(...groups);
    const words = steps.prefix ? steps.prefix.split(" ") : [];
    back.value = words.slice(0, -1).join(" ");
    controls.hidden = words.length === 0;
    confirm.hidden = !steps.complete;
    confirmMove.value = steps.prefix;
    playIt.textContent = steps.complete ? fill(text("play"), { move: steps.prefix }) : "";
    for (const input of document.querySelectorAll("input[name=ply]")) input.value = String(steps.ply);
    tellBoard(steps);
  }

  // board.js draws the step's spots on the board, and asks for a step when one is clicked
  function tellBoard(steps) {
    document.dispatchEvent(new CustomEvent("postboard:steps", { detail: steps }));
  }

  document.addEventListener("postboard:pick", (event) => {
    step(event.detail, false).catch(() => answer(text("failed"), true));
  });

  function focusFirst() {
    const next = !confirm.hidden && !choices.querySelector("button") ? playIt : choices.querySelector("button");
    if (next) next.focus();
  }

  async function step(prefix, focus = true) {
    const answer_ = await fetch(base + "/steps?prefix=" + encodeURIComponent(prefix), {
      headers: { Accept: "application/json" },
    });
    const found = await answer_.json();
    if (!answer_.ok) {
      answer(found.error, true);
      return;
    }
    renderSteps(found);
    if (focus) focusFirst(); // not after a click on the board: the board stays in view
  }

  $("steps").addEventListener("submit", (event) => {
    event.preventDefault();
    const button = event.submitter;
    step(button ? button.value : "").catch(() => answer(text("failed"), true));
  });

  // --- sending -------------------------------------------------------------------------

  async function send(form, submitter) {
    if (sending) return;
    sending = true;
    const data = new URLSearchParams(new FormData(form));
    if (submitter && submitter.name) data.set(submitter.name, submitter.value);
    data.set("csrf", csrf);
    try {
      // the attribute, not form.action: a field named "action" would answer for it
      const target = new URL(form.getAttribute("action"), document.baseURI).href;
      const reply = await fetch(target, {
        method: "POST",
        body: data,
        headers: { Accept: "application/json" },
      });
      const found = await reply.json();
      if (found.ok) {
        answer(found.said, false);
        resignConfirm.hidden = true;
        apply(found.state, true);
      } else {
        answer(found.error, true);
        if (reply.status === 409 && !found.confirm) refresh().catch(() => {});
      }
    } catch (error) {
      answer(text("failed"), true);
    } finally {
      sending = false;
      said.focus();
    }
  }

  for (const form of [confirm, typed, resignConfirm]) {
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      send(form, event.submitter);
    });
  }

  actions.addEventListener("submit", (event) => {
    event.preventDefault();
    const button = event.submitter;
    if (button && button.value === "resign") {
      resignConfirm.hidden = false;
      $("resign-yes").focus();
      return;
    }
    send(actions, button);
  });

  $("resign-no").addEventListener("click", (event) => {
    event.preventDefault();
    resignConfirm.hidden = true;
    const resign = actions.querySelector('[data-action="resign"]');
    if (resign) resign.focus();
  });

  standing.addEventListener("submit", (event) => {
    event.preventDefault();
    send(event.target, event.submitter);
  });

  // --- the board and the move list ---------------------------------------------------

  function show(n) {
    n = Math.max(0, Math.min(plies, n));
    ply = n;
    body.dataset.ply = String(n);
    board.src = base + "/board/" + n + ".png";
    board.alt = fill(text("board"), { ply: n });
    fetch(base + "/board/" + n + ".txt")
      .then((reply) => (reply.ok ? reply.text() : null))
      .then((words) => {
        if (words && ply === n) board.alt = words;
      })
      .catch(() => {});
    where.textContent = fill(text("where"), { ply: n, plies: plies });
    document.dispatchEvent(new CustomEvent("postboard:shown", { detail: n === plies }));
    for (const item of moves.children) {
      const current = Number(item.dataset.ply) === n;
      item.classList.toggle("current", current);
      if (current) item.setAttribute("aria-current", "step");
      else item.removeAttribute("aria-current");
    }
  }

  moves.addEventListener("click", (event) => {
    const item = event.target.closest("li[data-ply]");
    if (!item) return;
    event.preventDefault();
    show(Number(item.dataset.ply));
  });

  $("to-now").querySelector("a").addEventListener("click", (event) => {
    event.preventDefault();
    show(plies);
  });

  function moveItem(move) {
    const item = document.createElement("li");
    item.dataset.ply = String(move.ply);
    const link = document.createElement("a");
    link.href = base + "?ply=" + move.ply;
    const who = document.createElement("span");
    who.className = "who";
    const words = document.createElement("span");
    words.className = "text";
    link.append(who, " ", words);
    item.append(link);
    return item;
  }

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
      const name = move.seat === null ? text("dice") : names[move.seat];
      if (who.textContent !== name) who.textContent = name;
      const words = item.querySelector(".text");
      if (words.textContent !== move.text) words.textContent = move.text;
    });
    for (const extra of items.slice(list.length)) extra.remove();
  }

  // --- offers ----------------------------------------------------------------------------

  function hidden(name, value) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    return input;
  }

  function offerItem(offer, at) {
    const item = document.createElement("li");
    item.dataset.kind = offer.kind;
    item.dataset.yours = String(offer.yours);
    const words = document.createElement("span");
    words.className = "said";
    words.textContent = offer.said;
    item.append(words);
    if (!offer.yours) {
      const form = document.createElement("form");
      form.className = "answer";
      form.setAttribute("method", "post");
      form.setAttribute("action", base + "/offer");
      form.append(hidden("csrf", csrf), hidden("ply", String(at)), hidden("kind", offer.kind));
      for (const [action, label] of [["accept", text("accept")], ["decline", text("decline")]]) {
        const button = document.createElement("button");
        button.type = "submit";
        button.className = action;
        button.name = "action";
        button.value = action;
        button.textContent = label;
        form.append(button, " ");
      }
      item.append(" ", form);
    }
    return item;
  }

  function renderOffers(state) {
    standing.replaceChildren(...state.offers.map((offer) => offerItem(offer, state.plies)));
    const buttons = state.actions.map((action) => {
      const button = document.createElement("button");
      button.type = "submit";
      button.name = "action";
      button.value = action.action;
      button.dataset.action = action.action;
      button.textContent = action.label;
      return button;
    });
    actions.replaceChildren(hidden("csrf", csrf), hidden("ply", String(state.plies)), ...buttons);
    offers.hidden = !state.actions.length && !state.offers.length;
    if (!state.actions.some((a) => a.action === "resign")) resignConfirm.hidden = true;
  }

  // --- clocks -------------------------------------------------------------------------

  function unit(name, n) {
    return fill(text(name), { n: n });
  }

  function clockText(seconds) {
    seconds = Math.max(0, Math.floor(seconds));
    const days = Math.floor(seconds / 86400);
    const hours = Math.floor((seconds % 86400) / 3600);
    const minutes = Math.floor((seconds % 3600) / 60);
    if (days) return hours ? unit("day", days) + " " + unit("hour", hours) : unit("day", days);
    if (hours) return minutes ? unit("hour", hours) + " " + unit("minute", minutes) : unit("hour", hours);
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

  // --- the game as it is now ---------------------------------------------------------

  function apply(state, own) {
    const following = ply === plies;
    const before = plies;
    const wasSaid = status.textContent;
    const changed = state.version !== version;
    version = state.version;
    body.dataset.version = version;
    plies = state.plies;
    body.dataset.plies = String(plies);
    names = state.names;
    status.textContent = state.status;
    for (const player of document.querySelectorAll(".player")) {
      const at = Number(player.dataset.seat);
      player.querySelector(".name").textContent = state.names[at];
      player.classList.toggle("turn", state.to_move === at && !state.finished);
      const clock = player.querySelector(".clock");
      if (clock && state.clock) {
        clock.dataset.left = String(state.clock.left[at]);
        clock.classList.toggle("ticking", state.clock.ticking === at);
      }
    }
    clockAt = performance.now();
    tick();
    record(state.moves);
    body.classList.toggle("finished", state.finished);
    body.classList.toggle("running", !state.finished);
    body.dataset.yourTurn = String(state.your_turn);
    waiting.textContent = state.waiting || "";
    waiting.hidden = !state.waiting;
    if (changed || own) {
      if (state.steps) renderSteps(state.steps);
      else tellBoard(null);
      section.hidden = !state.steps;
      renderOffers(state);
    }
    show(following ? plies : ply);
    const fresh = state.moves.filter((move) => move.ply > before && !move.entry && move.seat !== seat);
    const lines = fresh.slice(-5).map((move) =>
      move.seat === null
        ? fill(text("rolled"), { move: move.text })
        : fill(text("played"), { player: names[move.seat], move: move.text }),
    );
    if (lines.length || state.status !== wasSaid) lines.push(state.status);
    say(lines);
    body.dataset.updated = String(Number(body.dataset.updated || 0) + 1);
  }

  async function refresh() {
    const reply = await fetch(base + "/state.json", {
      headers: { "If-None-Match": '"' + version + "-" + seat + '"', Accept: "application/json" },
      cache: "no-cache",
    });
    if (reply.status === 200) apply(await reply.json(), false);
  }

  if (window.EventSource) {
    const stream = new EventSource(base + "/events");
    stream.addEventListener("version", (event) => {
      const heard = JSON.parse(event.data);
      if (heard.version !== version) refresh().catch(() => {});
    });
  }

  said.tabIndex = -1;
  body.dataset.ready = "true";
})();
