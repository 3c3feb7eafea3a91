<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>BrowseDialog</name>
    <message numerus="yes">
        <source>%n catalogue(s) refreshed</source>
        <translation>
            <numerusform>%n catalogue refreshed</numerusform>
            <numerusform>%n catalogues refreshed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EditCommands</name>
    <message numerus="yes">
        <source>Copied %n object(s)</source>
        <translation>
            <numerusform>Copied %n object</numerusform>
            <numerusform>Copied %n objects</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paste %n object(s)</source>
        <translation>
            <numerusform>Paste %n object</numerusform>
            <numerusform>Paste %n objects</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cut %n object(s)</source>
        <translation>
            <numerusform>Cut %n object</numerusform>
            <numerusform>Cut %n objects</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n object(s)</source>
        <translation>
            <numerusform>Delete %n object</numerusform>
            <numerusform>Delete %n objects</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rotate %n tile(s)</source>
        <translation>
            <numerusform>Rotate %n tile</numerusform>
            <numerusform>Rotate %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Flip %n tile(s)</source>
        <translation>
            <numerusform>Flip %n tile</numerusform>
            <numerusform>Flip %n tiles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportPackDialog</name>
    <message numerus="yes">
        <source>%n quest(s)</source>
        <translation>
            <numerusform>%n quest</numerusform>
            <numerusform>%n quests</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tileset(s)</source>
        <translation>
            <numerusform>%n tileset</numerusform>
            <numerusform>%n tilesets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FileCommands</name>
    <message numerus="yes">
        <source>Opened a repaired copy of {name}: %n problem(s); see Problems</source>
        <translation>
            <numerusform>Opened a repaired copy of {name}: %n problem; see Problems</numerusform>
            <numerusform>Opened a repaired copy of {name}: %n problems; see Problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportPackDialog</name>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Install although %n quest(s) could not be validated in full within the limits (they are marked in the library)</source>
        <translation>
            <numerusform>Install although %n quest could not be validated in full within the limits (they are marked in the library)</numerusform>
            <numerusform>Install although %n quests could not be validated in full within the limits (they are marked in the library)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryDialog</name>
    <message numerus="yes">
        <source>%n pack(s)</source>
        <translation>
            <numerusform>%n pack</numerusform>
            <numerusform>%n packs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n quest(s)</source>
        <translation>
            <numerusform>%n quest</numerusform>
            <numerusform>%n quests</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>New doors span %n edge(s)</source>
        <translation>
            <numerusform>New doors span %n edge</numerusform>
            <numerusform>New doors span %n edges</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OverlayController</name>
    <message numerus="yes">
        <source>%n zone(s) seen</source>
        <translation>
            <numerusform>%n zone seen</numerusform>
            <numerusform>%n zones seen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n zone(s)</source>
        <translation>
            <numerusform>%n zone</numerusform>
            <numerusform>%n zones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n passable link(s)</source>
        <translation>
            <numerusform>%n passable link</numerusform>
            <numerusform>%n passable links</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PackDialogs</name>
    <message numerus="yes">
        <source>Exported %n quest(s) to {path} ({size} KiB)</source>
        <translation>
            <numerusform>Exported %n quest to {path} ({size} KiB)</numerusform>
            <numerusform>Exported %n quests to {path} ({size} KiB)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProblemsPanel</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n info(s)</source>
        <translation>
            <numerusform>%n info</numerusform>
            <numerusform>%n infos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuestSheet</name>
    <message numerus="yes">
        <source>%n start space(s) on tile {tile}</source>
        <translation>
            <numerusform>%n start space on tile {tile}</numerusform>
            <numerusform>%n start spaces on tile {tile}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SimulationDialog</name>
    <message numerus="yes">
        <source>about %n s left</source>
        <translation>
            <numerusform>about %n s left</numerusform>
            <numerusform>about %n s left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n min left</source>
        <translation>
            <numerusform>about %n min left</numerusform>
            <numerusform>about %n min left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Running %n game(s)…</source>
        <translation>
            <numerusform>Running %n game…</numerusform>
            <numerusform>Running %n games…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{zones} and %n more (the heatmap shows every zone)</source>
        <translation>
            <numerusform>{zones} and %n more (the heatmap shows every zone)</numerusform>
            <numerusform>{zones} and %n more (the heatmap shows every zone)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{rate} games/s over %n job(s)</source>
        <translation>
            <numerusform>{rate} games/s over %n job</numerusform>
            <numerusform>{rate} games/s over %n jobs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TestPlayPanel</name>
    <message numerus="yes">
        <source>Ran %n decision(s)</source>
        <translation>
            <numerusform>Ran %n decision</numerusform>
            <numerusform>Ran %n decisions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replay loaded: %n decision(s)</source>
        <translation>
            <numerusform>Replay loaded: %n decision</numerusform>
            <numerusform>Replay loaded: %n decisions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The bot decided %n time(s)</source>
        <translation>
            <numerusform>The bot decided %n time</numerusform>
            <numerusform>The bot decided %n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s)</source>
        <translation>
            <numerusform>%n decision</numerusform>
            <numerusform>%n decisions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n enemy(ies) on the board</source>
        <translation>
            <numerusform>%n enemy on the board</numerusform>
            <numerusform>%n enemies on the board</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_ProblemsView</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
</TS>
