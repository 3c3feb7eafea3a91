"""The static HTML pages of a catalogue site: ``index.html`` and one page per pack.

Plain HTML with an inline style sheet: no script, no server code, no external assets, so
the site works from any static host and from a folder opened in a browser. The index lists
the packs by game system, by number of heroes and by difficulty; a pack page shows each
quest's sheet preview and balance figures and how to install the pack. Every text taken
from a pack is escaped. The pages depend only on the index (and the optional address and
key), so they are byte-for-byte reproducible.
"""

from __future__ import annotations

from html import escape
from typing import Any

from questwright.core.text import english_count

__all__ = ["difficulty", "quest_difficulty", "site_pages"]

#: Mean win rate (over the party sizes) at or above which a quest is called easy / medium.
EASY, MEDIUM = 0.7, 0.4

_STYLE = """
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;color:#1d1d1f;background:#fafaf7}
header{background:#2b2d42;color:#fff;padding:1rem 2rem}header a{color:#fff}
main{padding:1rem 2rem;max-width:72rem}
h1{margin:.2rem 0;font-size:1.6rem}h2{border-bottom:2px solid #ccc;padding-bottom:.2rem;margin-top:2rem}
table{border-collapse:collapse;margin:.5rem 0}th,td{border:1px solid #ccc;padding:.3rem .6rem;text-align:left;vertical-align:top}
th{background:#ecebe4}code,pre{background:#ecebe4;padding:.1rem .3rem;border-radius:3px}
pre{padding:.6rem;overflow-x:auto}
.quest{display:flex;gap:1.5rem;margin:1rem 0;padding:1rem;background:#fff;border:1px solid #ddd;border-radius:6px}
.quest img{width:240px;border:1px solid #bbb;background:#fff}
.nopreview{width:240px;height:120px;display:flex;align-items:center;justify-content:center;border:1px dashed #bbb;color:#777}
.easy{color:#1b7a2e}.medium{color:#a86400}.hard{color:#b3261e}.unknown{color:#777}
.muted{color:#666;font-size:.9rem}
"""


def difficulty(rate: float | None) -> str:
    """``easy``, ``medium``, ``hard`` by the mean win rate, or ``unknown`` without one."""
    if rate is None:
        return "unknown"
    return "easy" if rate >= EASY else "medium" if rate >= MEDIUM else "hard"


def _mean_rate(quest: dict[str, Any]) -> float | None:
    rows = [r for r in ((quest.get("balance") or {}).get("byHeroes") or []) if r["games"]]
    return sum(r["winRate"] for r in rows) / len(rows) if rows else None


def quest_difficulty(quest: dict[str, Any]) -> str:
    """The difficulty of a catalogue quest entry (see :func:`difficulty`)."""
    return difficulty(_mean_rate(quest))


def _heroes(pack: dict[str, Any]) -> tuple[int, int] | None:
    parties = [q["party"] for q in pack["quests"] if q.get("party")]
    if not parties:
        return None
    return min(p["min"] for p in parties), max(p["max"] for p in parties)


def _page(title: str, body: list[str], home: str) -> str:
    return "\n".join(
        [
            "<!DOCTYPE html>",
            '<html lang="en">',
            "<head>",
            '<meta charset="utf-8">',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            f"<title>{escape(title)}</title>",
            f"<style>{_STYLE}</style>",
            "</head>",
            "<body>",
            f'<header><a href="{home}">Questwright catalogue</a><h1>{escape(title)}</h1></header>',
            "<main>",
            *body,
            "</main>",
            "</body>",
            "</html>",
            "",
        ]
    )


def _players(span: tuple[int, int] | None) -> str:
    if span is None:
        return "?"
    return str(span[0]) if span[0] == span[1] else f"{span[0]}–{span[1]}"


def _difficulties(pack: dict[str, Any]) -> str:
    counts: dict[str, int] = {}
    for quest in pack["quests"]:
        level = quest_difficulty(quest)
        counts[level] = counts.get(level, 0) + 1
    order = ("easy", "medium", "hard", "unknown")
    return ", ".join(
        f'<span class="{level}">{counts[level]} {level}</span>'
        for level in order
        if level in counts
    )


def _pack_link(pack: dict[str, Any]) -> str:
    return f'<a href="{escape(pack["page"])}">{escape(pack["name"])}</a>'


def _index(index: dict[str, Any], url: str | None, key: str | None) -> str:
    packs = index["packs"]
    body = [
        f"<p>{english_count(len(packs), 'pack')}, "
        f"{english_count(sum(len(p['quests']) for p in packs), 'quest')}; "
        f"publication {index['version']}.</p>",
        "<p>Add this catalogue to Questwright, then install any pack by its id:</p>",
        f"<pre>questwright catalogue add {escape(url or '<address of this page>')} "
        f"--key {escape(key or '<the maintainer’s key>')}\n"
        "questwright pack search TEXT\nquestwright pack install PACK-ID</pre>",
        "<h2>By game system</h2>",
    ]
    systems = sorted({s for p in packs for s in p["systems"]})
    for system in systems:
        body += [
            f'<h3 id="system-{escape(system)}">{escape(system)}</h3>',
            "<table><tr><th>Pack</th><th>Version</th><th>Quests</th><th>Heroes</th>"
            "<th>Difficulty</th><th>Authors</th></tr>",
        ]
        for pack in packs:
            if system not in pack["systems"]:
                continue
            body.append(
                f"<tr><td>{_pack_link(pack)}</td><td>{escape(pack['version'])}</td>"
                f"<td>{len(pack['quests'])}</td><td>{_players(_heroes(pack))}</td>"
                f"<td>{_difficulties(pack)}</td><td>{escape(', '.join(pack['authors']))}</td></tr>"
            )
        body.append("</table>")
    body.append("<h2>By number of heroes</h2>")
    sizes = sorted({n for p in packs if (h := _heroes(p)) for n in range(h[0], h[1] + 1)})
    body.append("<table><tr><th>Heroes</th><th>Packs</th></tr>")
    for size in sizes:
        fits = [p for p in packs if (h := _heroes(p)) and h[0] <= size <= h[1]]
        links = ", ".join(_pack_link(p) for p in fits)
        body.append(f"<tr><td>{size}</td><td>{links}</td></tr>")
    body.append("</table>")
    body.append("<h2>By difficulty</h2>")
    body.append(
        f'<p class="muted">Mean win rate over the party sizes in the bots\' games: easy from '
        f"{EASY:.0%}, medium from {MEDIUM:.0%}, hard below.</p>"
    )
    body.append("<table><tr><th>Difficulty</th><th>Quests</th></tr>")
    for level in ("easy", "medium", "hard", "unknown"):
        quests = [
            f'<a href="{escape(p["page"])}#quest-{escape(q["id"])}">{escape(q["title"])}</a>'
            f' <span class="muted">({escape(p["name"])})</span>'
            for p in packs
            for q in p["quests"]
            if quest_difficulty(q) == level
        ]
        if quests:
            body.append(f'<tr><td class="{level}">{level}</td><td>{", ".join(quests)}</td></tr>')
    body.append("</table>")
    return _page(index["name"], body, "index.html")


def _balance(quest: dict[str, Any]) -> list[str]:
    balance = quest.get("balance")
    if not balance:
        return ['<p class="muted">No balance figures.</p>']
    rows = [
        "<table><tr><th>Heroes</th><th>Games</th><th>Win rate</th><th>95 % interval</th>"
        "<th>Median rounds (wins)</th></tr>"
    ]
    for row in balance["byHeroes"]:
        low, high = row["interval"]
        rounds = "–" if row.get("medianRounds") is None else f"{row['medianRounds']:g}"
        rows.append(
            f"<tr><td>{row['heroes']}</td><td>{row['games']}</td><td>{row['winRate']:.0%}</td>"
            f"<td>{low:.0%} – {high:.0%}</td><td>{rounds}</td></tr>"
        )
    rows.append("</table>")
    how = (
        f"played by the {escape(balance['bot'])} bot while the catalogue was built "
        f"(questwright simulate --bot {escape(balance['bot'])}, seeds from {balance.get('seed', 0)})"
        if balance["source"] == "build"
        else f"from a saved simulate report (bot {escape(balance['bot'])})"
    )
    rows.append(f'<p class="muted">Win rates {how}.</p>')
    return rows


def _pack_page(pack: dict[str, Any]) -> str:
    up = "../"
    facts = [
        ("Id", f"<code>{escape(pack['id'])}</code>"),
        ("Version", escape(pack["version"])),
        ("Authors", escape(", ".join(pack["authors"])) or "–"),
        ("Licence", escape(pack.get("license") or "–")),
        ("Systems", escape(", ".join(pack["systems"]))),
        ("Heroes", _players(_heroes(pack))),
        (
            "File",
            f'<a href="{up}{escape(pack["file"])}">{escape(pack["file"].rsplit("/", 1)[-1])}</a>'
            f" ({pack['size']:,} bytes)",
        ),
        ("sha256", f"<code>{pack['sha256']}</code>"),
    ]
    body = []
    if pack.get("summary"):
        body.append(f"<p>{escape(pack['summary'])}</p>")
    body.append("<table>")
    body += [f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in facts]
    body.append("</table>")
    body.append(
        f"<p>Install:</p><pre>questwright pack install {escape(pack['id'])}</pre>"
        '<p class="muted">(or download the file and open it in the editor\'s Quest Library, or '
        "run <code>questwright pack install FILE.qwpack</code>)</p>"
    )
    body.append(f"<h2>Quests ({len(pack['quests'])})</h2>")
    for quest in pack["quests"]:
        level = quest_difficulty(quest)
        party = quest.get("party")
        heroes = _players((party["min"], party["max"]) if party else None)
        if quest.get("preview"):
            image = (
                f'<a href="{up}{escape(quest["preview"])}"><img src="{up}{escape(quest["preview"])}" '
                f'alt="Quest sheet of {escape(quest["title"])}"></a>'
            )
        else:
            image = '<div class="nopreview">no preview</div>'
        body += [
            f'<section class="quest" id="quest-{escape(quest["id"])}">',
            f"<div>{image}</div>",
            "<div>",
            f"<h3>{escape(quest['title'])}</h3>",
            f"<p>{escape(quest['system'])} · {heroes} heroes · "
            f'<span class="{level}">{level}</span></p>',
            *_balance(quest),
            "</div>",
            "</section>",
        ]
    return _page(f"{pack['name']} {pack['version']}", body, "../index.html")


def site_pages(
    index: dict[str, Any], url: str | None = None, key: str | None = None
) -> dict[str, str]:
    """Every HTML page of the site by its path: ``index.html`` and ``pack/<id>.html``."""
    pages = {"index.html": _index(index, url, key)}
    for pack in index["packs"]:
        pages[pack["page"]] = _pack_page(pack)
    return pages
