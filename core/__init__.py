"""The board core shared by validators, engine and editor (DESIGN §2–§5); Qt-free.

Module map:

* :mod:`questwright.core.geometry` — cells, vertices, unit edges, rotation, references;
* :mod:`questwright.core.board` — compile a quest into cells, edges, doors, zones and tokens;
* :mod:`questwright.core.movement` — the one movement and visibility model: which unit edge,
  corner step or link lets a hero, an enemy or a line of sight through, in which door state;
* :mod:`questwright.core.graph` — the networkx zone graph (a view of the movement model) and
  reachability;
* :mod:`questwright.core.sight` — line of sight (zone-walk and exact centre-line);
* :mod:`questwright.core.overlays` — what to shade for reach, sight and coverage overlays;
* :mod:`questwright.core.roles` — which token types are starts, exits, spawns, pick-ups…;
* :mod:`questwright.core.questlogic` — the quest over time: which board and quest states can
  follow which, ignoring dice and enemies (shared by validators and bots);
* :mod:`questwright.core.edits` — pure, invertible edit operations on a quest model.

The core depends only on :mod:`questwright.schema`; it never imports the validators, the
engine, the application (CLI, quest packs) or Qt. ``lint-imports`` checks this.
"""
