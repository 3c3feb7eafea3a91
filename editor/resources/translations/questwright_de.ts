<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;New Quest…</source>
        <translation>&amp;Neues Abenteuer…</translation>
    </message>
    <message>
        <source>Start a quest for a game system</source>
        <translation>Ein Abenteuer für ein Spielsystem beginnen</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a quest file</source>
        <translation>Eine Abenteuerdatei öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save (the previous file is kept as name~)</source>
        <translation>Speichern (die vorige Datei bleibt als Name~ erhalten)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save under a new name</source>
        <translation>Unter neuem Namen speichern</translation>
    </message>
    <message>
        <source>&amp;Export PNG…</source>
        <translation>Als PNG e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Export a picture of the board</source>
        <translation>Ein Bild des Spielplans exportieren</translation>
    </message>
    <message>
        <source>Export Quest S&amp;heet…</source>
        <translation>Abenteuer&amp;blatt exportieren…</translation>
    </message>
    <message>
        <source>A printable quest sheet: story, setup, objectives, rules and the map (PDF or PNG)</source>
        <translation>Ein druckbares Abenteuerblatt: Geschichte, Aufbau, Ziele, Regeln und Karte (PDF oder PNG)</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <source>Reload the file from disk, dropping changes</source>
        <translation>Die Datei neu laden und die Änderungen verwerfen</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>Tab &amp;schließen</translation>
    </message>
    <message>
        <source>Close the quest shown (asks to save it first)</source>
        <translation>Das angezeigte Abenteuer schließen (fragt vorher nach dem Speichern)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Close the editor</source>
        <translation>Den Editor schließen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Ausschneiden</translation>
    </message>
    <message>
        <source>Cut the selected tiles and tokens</source>
        <translation>Die gewählten Kacheln und Marker ausschneiden</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copy the selected tiles and tokens</source>
        <translation>Die gewählten Kacheln und Marker kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>E&amp;infügen</translation>
    </message>
    <message>
        <source>Paste at the keyboard cursor (new ids)</source>
        <translation>Am Tastaturcursor einfügen (neue Kennungen)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Delete the selection</source>
        <translation>Die Auswahl löschen</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>&amp;Alles auswählen</translation>
    </message>
    <message>
        <source>Select every tile and token</source>
        <translation>Alle Kacheln und Marker auswählen</translation>
    </message>
    <message>
        <source>Select &amp;None</source>
        <translation>&amp;Nichts auswählen</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Die Auswahl aufheben</translation>
    </message>
    <message>
        <source>&amp;Rotate</source>
        <translation>&amp;Drehen</translation>
    </message>
    <message>
        <source>Rotate the tile in hand or the selected tiles 90° clockwise</source>
        <translation>Die Kachel in der Hand oder die gewählten Kacheln um 90° im Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>&amp;Flip Side</source>
        <translation>&amp;Wenden</translation>
    </message>
    <message>
        <source>Turn the tile in hand or the selected tiles over</source>
        <translation>Die Kachel in der Hand oder die gewählten Kacheln umdrehen</translation>
    </message>
    <message>
        <source>Edit &amp;Properties</source>
        <translation>&amp;Eigenschaften bearbeiten</translation>
    </message>
    <message>
        <source>Edit the selection&apos;s properties</source>
        <translation>Die Eigenschaften der Auswahl bearbeiten</translation>
    </message>
    <message>
        <source>Find &amp;Action…</source>
        <translation>Be&amp;fehl suchen…</translation>
    </message>
    <message>
        <source>Search every command by name</source>
        <translation>Befehle nach Namen suchen</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>Ein&amp;stellungen…</translation>
    </message>
    <message>
        <source>Autosave, grid, default system</source>
        <translation>Automatisches Speichern, Raster, Standardsystem</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>&amp;Fit Board</source>
        <translation>Spielplan &amp;einpassen</translation>
    </message>
    <message>
        <source>Fit the board in the window</source>
        <translation>Den Spielplan ins Fenster einpassen</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>100 % zoom</source>
        <translation>100 % Zoom</translation>
    </message>
    <message>
        <source>Show &amp;Grid</source>
        <translation>&amp;Raster anzeigen</translation>
    </message>
    <message>
        <source>Show cell lines</source>
        <translation>Feldlinien anzeigen</translation>
    </message>
    <message>
        <source>Ne&amp;xt Tab</source>
        <translation>&amp;Nächster Tab</translation>
    </message>
    <message>
        <source>Show the next open quest</source>
        <translation>Das nächste offene Abenteuer zeigen</translation>
    </message>
    <message>
        <source>Pre&amp;vious Tab</source>
        <translation>&amp;Vorheriger Tab</translation>
    </message>
    <message>
        <source>Show the previous open quest</source>
        <translation>Das vorherige offene Abenteuer zeigen</translation>
    </message>
    <message>
        <source>Focus &amp;Canvas</source>
        <translation>Zur &amp;Karte</translation>
    </message>
    <message>
        <source>Keyboard to the canvas</source>
        <translation>Tastatur zur Karte</translation>
    </message>
    <message>
        <source>Focus &amp;Palette</source>
        <translation>Zur &amp;Palette</translation>
    </message>
    <message>
        <source>Keyboard to the palette</source>
        <translation>Tastatur zur Palette</translation>
    </message>
    <message>
        <source>Focus P&amp;roperties</source>
        <translation>Zu den &amp;Eigenschaften</translation>
    </message>
    <message>
        <source>Keyboard to the properties</source>
        <translation>Tastatur zu den Eigenschaften</translation>
    </message>
    <message>
        <source>Focus &amp;Quest</source>
        <translation>Zum &amp;Abenteuer</translation>
    </message>
    <message>
        <source>Keyboard to the quest panel</source>
        <translation>Tastatur zum Abenteuerbereich</translation>
    </message>
    <message>
        <source>Focus Pro&amp;blems</source>
        <translation>Zu den Pro&amp;blemen</translation>
    </message>
    <message>
        <source>Keyboard to the problems</source>
        <translation>Tastatur zu den Problemen</translation>
    </message>
    <message>
        <source>Focus &amp;History</source>
        <translation>Zum &amp;Verlauf</translation>
    </message>
    <message>
        <source>Keyboard to the undo history</source>
        <translation>Tastatur zum Rückgängig-Verlauf</translation>
    </message>
    <message>
        <source>&amp;Select / Move</source>
        <translation>&amp;Auswählen / Verschieben</translation>
    </message>
    <message>
        <source>Select and move</source>
        <translation>Auswählen und verschieben</translation>
    </message>
    <message>
        <source>Place &amp;Tile</source>
        <translation>&amp;Kachel legen</translation>
    </message>
    <message>
        <source>Place the palette&apos;s tile (R rotate, F flip)</source>
        <translation>Die Kachel der Palette legen (R dreht, F wendet)</translation>
    </message>
    <message>
        <source>&amp;Wall</source>
        <translation>&amp;Wand</translation>
    </message>
    <message>
        <source>Paint walls along lattice lines</source>
        <translation>Wände entlang der Rasterlinien malen</translation>
    </message>
    <message>
        <source>&amp;Opening</source>
        <translation>Ö&amp;ffnung</translation>
    </message>
    <message>
        <source>Paint openings</source>
        <translation>Öffnungen malen</translation>
    </message>
    <message>
        <source>W&amp;indow</source>
        <translation>&amp;Fenster</translation>
    </message>
    <message>
        <source>Paint windows</source>
        <translation>Fenster malen</translation>
    </message>
    <message>
        <source>&amp;Barrier</source>
        <translation>&amp;Barriere</translation>
    </message>
    <message>
        <source>Paint barriers</source>
        <translation>Barrieren malen</translation>
    </message>
    <message>
        <source>&amp;Carve Open</source>
        <translation>Frei&amp;räumen</translation>
    </message>
    <message>
        <source>Remove walls (also printed ones)</source>
        <translation>Wände entfernen (auch gedruckte)</translation>
    </message>
    <message>
        <source>&amp;Door</source>
        <translation>&amp;Tür</translation>
    </message>
    <message>
        <source>Place doors; click a door to cycle its state</source>
        <translation>Türen setzen; ein Klick auf eine Tür wechselt ihren Zustand</translation>
    </message>
    <message>
        <source>To&amp;ken</source>
        <translation>&amp;Marker</translation>
    </message>
    <message>
        <source>Place the palette&apos;s token type</source>
        <translation>Den Markertyp der Palette setzen</translation>
    </message>
    <message>
        <source>&amp;Erase</source>
        <translation>&amp;Radieren</translation>
    </message>
    <message>
        <source>Erase tokens, quest edges and tiles</source>
        <translation>Marker, Abenteuerkanten und Kacheln entfernen</translation>
    </message>
    <message>
        <source>Door &amp;Length (cycle 1–3)</source>
        <translation>Tür&amp;länge (1 bis 3)</translation>
    </message>
    <message>
        <source>How many unit edges a new door spans</source>
        <translation>Wie viele Einheitskanten eine neue Tür überspannt</translation>
    </message>
    <message>
        <source>&amp;Validate Now</source>
        <translation>Jetzt &amp;prüfen</translation>
    </message>
    <message>
        <source>Re-run every check now</source>
        <translation>Alle Prüfungen jetzt erneut ausführen</translation>
    </message>
    <message>
        <source>&amp;Next Problem</source>
        <translation>&amp;Nächstes Problem</translation>
    </message>
    <message>
        <source>Activate the next problem</source>
        <translation>Das nächste Problem aktivieren</translation>
    </message>
    <message>
        <source>&amp;Previous Problem</source>
        <translation>&amp;Vorheriges Problem</translation>
    </message>
    <message>
        <source>Activate the previous problem</source>
        <translation>Das vorherige Problem aktivieren</translation>
    </message>
    <message>
        <source>Add &amp;Objective</source>
        <translation>&amp;Ziel hinzufügen</translation>
    </message>
    <message>
        <source>Add an objective</source>
        <translation>Ein Ziel hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Test Play</source>
        <translation>&amp;Testspiel</translation>
    </message>
    <message>
        <source>Play the quest on the canvas, step by step (md1, md2)</source>
        <translation>Das Abenteuer Schritt für Schritt auf der Karte spielen (md1, md2)</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>&amp;Schritt</translation>
    </message>
    <message>
        <source>Apply the highlighted legal action (a loaded replay: its next move)</source>
        <translation>Die markierte erlaubte Aktion ausführen (bei geladener Wiederholung: ihren nächsten Zug)</translation>
    </message>
    <message>
        <source>&amp;Bot Move</source>
        <translation>&amp;Bot-Zug</translation>
    </message>
    <message>
        <source>The goal-seeking bot decides for the player to move</source>
        <translation>Der zielsuchende Bot entscheidet für den Spieler am Zug</translation>
    </message>
    <message>
        <source>Run to &amp;End</source>
        <translation>Bis zum &amp;Ende spielen</translation>
    </message>
    <message>
        <source>Let the bot play to the end</source>
        <translation>Den Bot bis zum Ende spielen lassen</translation>
    </message>
    <message>
        <source>&amp;Undo Step</source>
        <translation>Schritt &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>Take back the last decision of the test game</source>
        <translation>Die letzte Entscheidung des Testspiels zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Restart with Seed…</source>
        <translation>&amp;Neustart mit Startwert…</translation>
    </message>
    <message>
        <source>Start the test game again with a chosen seed</source>
        <translation>Das Testspiel mit einem gewählten Startwert neu beginnen</translation>
    </message>
    <message>
        <source>&amp;Heroes…</source>
        <translation>&amp;Helden…</translation>
    </message>
    <message>
        <source>Restart with another party size</source>
        <translation>Mit einer anderen Gruppengröße neu beginnen</translation>
    </message>
    <message>
        <source>&amp;Load Replay…</source>
        <translation>Wiederholung &amp;laden…</translation>
    </message>
    <message>
        <source>Step through a game saved by questwright play (--replay format)</source>
        <translation>Ein mit questwright play gespeichertes Spiel durchgehen (Format --replay)</translation>
    </message>
    <message>
        <source>Save &amp;Game…</source>
        <translation>Spiel &amp;speichern…</translation>
    </message>
    <message>
        <source>Save the test game as a replay file</source>
        <translation>Das Testspiel als Wiederholungsdatei speichern</translation>
    </message>
    <message>
        <source>Sto&amp;p Test Play</source>
        <translation>Testspiel &amp;beenden</translation>
    </message>
    <message>
        <source>End the test game and remove its figures</source>
        <translation>Das Testspiel beenden und seine Figuren entfernen</translation>
    </message>
    <message>
        <source>S&amp;imulate…</source>
        <translation>S&amp;imulieren…</translation>
    </message>
    <message>
        <source>Many bot games: win rate, rounds, deaths, objectives, heatmap</source>
        <translation>Viele Bot-Spiele: Siegquote, Runden, Tode, Ziele, Heatmap</translation>
    </message>
    <message>
        <source>Simulation &amp;Heatmap</source>
        <translation>Simulations-&amp;Heatmap</translation>
    </message>
    <message>
        <source>Visits and deaths per zone of the last simulation, over the canvas</source>
        <translation>Besuche und Tode je Zone der letzten Simulation, über der Karte</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>List every shortcut</source>
        <translation>Alle Tastenkürzel anzeigen und ändern</translation>
    </message>
    <message>
        <source>&amp;About Questwright</source>
        <translation>Ü&amp;ber Questwright</translation>
    </message>
    <message>
        <source>Version and licence</source>
        <translation>Version und Lizenz</translation>
    </message>
</context>
<context>
    <name>BrowseDialog</name>
    <message>
        <source>Installed {id} {version} in {target}</source>
        <translation>{id} {version} installiert in {target}</translation>
    </message>
    <message>
        <source>Browse Quests</source>
        <translation>Abenteuer durchsuchen</translation>
    </message>
    <message>
        <source>Search packs and quests</source>
        <translation>Pakete und Abenteuer suchen</translation>
    </message>
    <message>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <source>All packs</source>
        <translation>Alle Pakete</translation>
    </message>
    <message>
        <source>Installed</source>
        <translation>Installiert</translation>
    </message>
    <message>
        <source>Updatable</source>
        <translation>Aktualisierbar</translation>
    </message>
    <message>
        <source>Not installed</source>
        <translation>Nicht installiert</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>&amp;Suchen:</translation>
    </message>
    <message>
        <source>&amp;System:</source>
        <translation>S&amp;ystem:</translation>
    </message>
    <message>
        <source>&amp;Heroes:</source>
        <translation>&amp;Helden:</translation>
    </message>
    <message>
        <source>S&amp;how:</source>
        <translation>&amp;Zeigen:</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Paket</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Systems</source>
        <translation>Systeme</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Helden</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <source>Packs of the catalogues</source>
        <translation>Pakete der Kataloge</translation>
    </message>
    <message>
        <source>&amp;Install</source>
        <translation>&amp;Installieren</translation>
    </message>
    <message>
        <source>&amp;Update</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>&amp;Cancel Download</source>
        <translation>Herunterladen a&amp;bbrechen</translation>
    </message>
    <message>
        <source>Open in Quest &amp;Library</source>
        <translation>In der Abenteuer&amp;bibliothek öffnen</translation>
    </message>
    <message>
        <source>&amp;Refresh Catalogues</source>
        <translation>Kataloge a&amp;ktualisieren</translation>
    </message>
    <message>
        <source>All systems</source>
        <translation>Alle Systeme</translation>
    </message>
    <message>
        <source>No catalogue packs yet: add a catalogue with questwright catalogue add URL --key KEY</source>
        <translation>Noch keine Katalogpakete: einen Katalog mit questwright catalogue add URL --key SCHLÜSSEL hinzufügen</translation>
    </message>
    <message>
        <source>A newer version is in the catalogue</source>
        <translation>Eine neuere Version ist im Katalog</translation>
    </message>
    <message>
        <source>by {authors}</source>
        <translation>von {authors}</translation>
    </message>
    <message>
        <source>From {catalogue} · {size} KiB</source>
        <translation>Aus {catalogue} · {size} KiB</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Played by the {bot} bot</source>
        <translation>Gespielt vom Bot {bot}</translation>
    </message>
    <message>
        <source>no preview</source>
        <translation>keine Vorschau</translation>
    </message>
    <message>
        <source>Downloading {id} {version}…</source>
        <translation>Lade {id} {version} herunter…</translation>
    </message>
    <message>
        <source>Refused: {reason}</source>
        <translation>Abgelehnt: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n catalogue(s) refreshed</source>
        <translation>
            <numerusform>%n Katalog aktualisiert</numerusform>
            <numerusform>%n Kataloge aktualisiert</numerusform>
        </translation>
    </message>
    <message>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
    <message>
        <source>difficulty unknown</source>
        <translation>Schwierigkeit unbekannt</translation>
    </message>
</context>
<context>
    <name>CanvasView</name>
    <message>
        <source>Board canvas</source>
        <translation>Spielplan-Zeichenfläche</translation>
    </message>
</context>
<context>
    <name>CommandPalette</name>
    <message>
        <source>Find action</source>
        <translation>Befehl suchen</translation>
    </message>
    <message>
        <source>Type a command or a menu…</source>
        <translation>Einen Befehl oder ein Menü eingeben…</translation>
    </message>
</context>
<context>
    <name>DoorTool</name>
    <message>
        <source>Door {state}</source>
        <translation>Tür {state}</translation>
    </message>
    <message>
        <source>A door space goes on a board cell</source>
        <translation>Ein Türfeld liegt auf einem Feld des Spielplans</translation>
    </message>
    <message>
        <source>Place door space</source>
        <translation>Türfeld setzen</translation>
    </message>
    <message>
        <source>A door goes between two board cells</source>
        <translation>Eine Tür gehört zwischen zwei Felder des Spielplans</translation>
    </message>
    <message>
        <source>Place door</source>
        <translation>Tür setzen</translation>
    </message>
    <message>
        <source>Door: Shift+arrow puts a door on that side of the cursor cell; Shift+Enter makes the cell a door space</source>
        <translation>Tür: Umschalt+Pfeil setzt eine Tür auf diese Seite des Cursorfelds; Umschalt+Eingabe macht das Feld zu einem Türfeld</translation>
    </message>
</context>
<context>
    <name>EdgeTool</name>
    <message>
        <source>Nothing to change there</source>
        <translation>Dort ist nichts zu ändern</translation>
    </message>
    <message>
        <source>Edges are painted between two board cells (the board&apos;s outline always blocks)</source>
        <translation>Kanten liegen zwischen zwei Feldern des Spielplans (der Rand des Spielplans blockiert immer)</translation>
    </message>
    <message>
        <source>{label} × {count}</source>
        <translation>{label} × {count}</translation>
    </message>
    <message>
        <source>{label}: Shift+arrow paints that side of the cursor cell</source>
        <translation>{label}: Umschalt+Pfeil malt diese Seite des Cursorfelds</translation>
    </message>
</context>
<context>
    <name>EditCommands</name>
    <message>
        <source>Nothing to copy: select tiles, tokens or doors</source>
        <translation>Nichts zu kopieren: Kacheln, Marker oder Türen auswählen</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n object(s)</source>
        <translation>
            <numerusform>%n Objekt kopiert</numerusform>
            <numerusform>%n Objekte kopiert</numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard holds no Questwright objects</source>
        <translation>Die Zwischenablage enthält keine Questwright-Objekte</translation>
    </message>
    <message>
        <source>The clipboard holds {held} objects; this is a {system} quest</source>
        <translation>Die Zwischenablage enthält {held}-Objekte; dies ist ein {system}-Abenteuer</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n object(s)</source>
        <translation>
            <numerusform>%n Objekt einfügen</numerusform>
            <numerusform>%n Objekte einfügen</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing selected to delete</source>
        <translation>Nichts zum Löschen ausgewählt</translation>
    </message>
    <message numerus="yes">
        <source>Cut %n object(s)</source>
        <translation>
            <numerusform>%n Objekt ausschneiden</numerusform>
            <numerusform>%n Objekte ausschneiden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n object(s)</source>
        <translation>
            <numerusform>%n Objekt löschen</numerusform>
            <numerusform>%n Objekte löschen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rotate %n tile(s)</source>
        <translation>
            <numerusform>%n Kachel drehen</numerusform>
            <numerusform>%n Kacheln drehen</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn facing</source>
        <translation>Blickrichtung drehen</translation>
    </message>
    <message>
        <source>R rotates the tile in hand, selected tiles or facing tokens</source>
        <translation>R dreht die Kachel in der Hand, ausgewählte Kacheln oder ausgerichtete Marker</translation>
    </message>
    <message numerus="yes">
        <source>Flip %n tile(s)</source>
        <translation>
            <numerusform>%n Kachel wenden</numerusform>
            <numerusform>%n Kacheln wenden</numerusform>
        </translation>
    </message>
    <message>
        <source>Alt+arrow moves the selection; select something first</source>
        <translation>Alt+Pfeiltaste verschiebt die Auswahl; zuerst etwas auswählen</translation>
    </message>
</context>
<context>
    <name>EraseTool</name>
    <message>
        <source>Erase token</source>
        <translation>Marker entfernen</translation>
    </message>
    <message>
        <source>Erase edge</source>
        <translation>Kante entfernen</translation>
    </message>
    <message>
        <source>Erase tile</source>
        <translation>Kachel entfernen</translation>
    </message>
</context>
<context>
    <name>ExportPackDialog</name>
    <message>
        <source>Export Quest Pack</source>
        <translation>Abenteuerpaket exportieren</translation>
    </message>
    <message>
        <source>Quests in the pack</source>
        <translation>Abenteuer im Paket</translation>
    </message>
    <message>
        <source>Add quests…</source>
        <translation>Abenteuer hinzufügen…</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Ordner hinzufügen…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Tilesets carried by the pack</source>
        <translation>Kachelsätze im Paket</translation>
    </message>
    <message>
        <source>Add tileset…</source>
        <translation>Kachelsatz hinzufügen…</translation>
    </message>
    <message>
        <source>Quests (checked ones are packed)</source>
        <translation>Abenteuer (die angehakten werden verpackt)</translation>
    </message>
    <message>
        <source>Custom tilesets carried:</source>
        <translation>Mitgeführte eigene Kachelsätze:</translation>
    </message>
    <message>
        <source>from the name</source>
        <translation>aus dem Namen</translation>
    </message>
    <message>
        <source>comma-separated</source>
        <translation>durch Kommas getrennt</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Add translation</source>
        <translation>Übersetzung hinzufügen</translation>
    </message>
    <message>
        <source>Manifest</source>
        <translation>Manifest</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>&amp;Kennung:</translation>
    </message>
    <message>
        <source>&amp;Version:</source>
        <translation>&amp;Version:</translation>
    </message>
    <message>
        <source>&amp;Authors:</source>
        <translation>&amp;Autoren:</translation>
    </message>
    <message>
        <source>&amp;Licence:</source>
        <translation>&amp;Lizenz:</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>S&amp;prache:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Beschreibung:</translation>
    </message>
    <message>
        <source>Translations:</source>
        <translation>Übersetzungen:</translation>
    </message>
    <message>
        <source>Validation summary</source>
        <translation>Zusammenfassung der Prüfung</translation>
    </message>
    <message>
        <source>Pack quests with validation errors anyway</source>
        <translation>Abenteuer mit Prüffehlern trotzdem verpacken</translation>
    </message>
    <message>
        <source>Validation (as `questwright pack build` sees it):</source>
        <translation>Prüfung (wie `questwright pack build` sie sieht):</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>My quests</source>
        <translation>Meine Abenteuer</translation>
    </message>
    <message>
        <source>ready to export</source>
        <translation>bereit zum Export</translation>
    </message>
    <message>
        <source>cannot be exported as it is</source>
        <translation>kann so nicht exportiert werden</translation>
    </message>
    <message>
        <source>{quests}, {tilesets}: {errors}, {warnings} — {verdict}.</source>
        <translation>{quests}, {tilesets}: {errors}, {warnings} — {verdict}.</translation>
    </message>
    <message numerus="yes">
        <source>%n quest(s)</source>
        <translation>
            <numerusform>%n Abenteuer</numerusform>
            <numerusform>%n Abenteuer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tileset(s)</source>
        <translation>
            <numerusform>%n Kachelsatz</numerusform>
            <numerusform>%n Kachelsätze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot write {path}: {exc}</source>
        <translation>{path} kann nicht geschrieben werden: {exc}</translation>
    </message>
    <message>
        <source>Add Quests</source>
        <translation>Abenteuer hinzufügen</translation>
    </message>
    <message>
        <source>Quests (*.quest.json);;All files (*)</source>
        <translation>Abenteuer (*.quest.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Add Quests of a Folder</source>
        <translation>Abenteuer eines Ordners hinzufügen</translation>
    </message>
    <message>
        <source>Add Tilesets</source>
        <translation>Kachelsätze hinzufügen</translation>
    </message>
    <message>
        <source>Tilesets (*.tiles.json);;All files (*)</source>
        <translation>Kachelsätze (*.tiles.json);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>FileCommands</name>
    <message>
        <source>Questwright quests (*.quest.json);;JSON files (*.json);;All files (*)</source>
        <translation>Questwright-Abenteuer (*.quest.json);;JSON-Dateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Untitled quest</source>
        <translation>Unbenanntes Abenteuer</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Save the changes to {display_name}?</source>
        <translation>Die Änderungen an {display_name} speichern?</translation>
    </message>
    <message>
        <source>New {system} quest</source>
        <translation>Neues {system}-Abenteuer</translation>
    </message>
    <message>
        <source>Open quest</source>
        <translation>Abenteuer öffnen</translation>
    </message>
    <message>
        <source>{name} is open already</source>
        <translation>{name} ist bereits geöffnet</translation>
    </message>
    <message>
        <source>unknown problem</source>
        <translation>unbekanntes Problem</translation>
    </message>
    <message>
        <source>Could not open {name}: {message}</source>
        <translation>{name} konnte nicht geöffnet werden: {message}</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Die Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>{path}

{message}</source>
        <translation>{path}

{message}</translation>
    </message>
    <message numerus="yes">
        <source>Opened a repaired copy of {name}: %n problem(s); see Problems</source>
        <translation>
            <numerusform>Reparierte Kopie von {name} geöffnet: %n Problem; siehe Probleme</numerusform>
            <numerusform>Reparierte Kopie von {name} geöffnet: %n Probleme; siehe Probleme</numerusform>
        </translation>
    </message>
    <message>
        <source>Opened {path}</source>
        <translation>{path} geöffnet</translation>
    </message>
    <message>
        <source>Save quest as</source>
        <translation>Abenteuer speichern unter</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Nicht gespeichert</translation>
    </message>
    <message>
        <source>The quest does not match the file format:
{exc}</source>
        <translation>Das Abenteuer entspricht nicht dem Dateiformat:
{exc}</translation>
    </message>
    <message>
        <source>Cannot write {path}:
{reason}</source>
        <translation>{path} kann nicht geschrieben werden:
{reason}</translation>
    </message>
    <message>
        <source>Saved {path} (previous version kept as {name})</source>
        <translation>{path} gespeichert (vorige Fassung bleibt als {name})</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>{path} gespeichert</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Drop every change since {name} was saved?</source>
        <translation>Alle Änderungen seit dem Speichern von {name} verwerfen?</translation>
    </message>
    <message>
        <source>Reverted to {path}</source>
        <translation>Auf {path} zurückgesetzt</translation>
    </message>
    <message>
        <source>Export PNG</source>
        <translation>Als PNG exportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Not exported</source>
        <translation>Nicht exportiert</translation>
    </message>
    <message>
        <source>Exported {path}</source>
        <translation>{path} exportiert</translation>
    </message>
    <message>
        <source>Export Quest Sheet</source>
        <translation>Abenteuerblatt exportieren</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf);;PNG images, one per page (*.png)</source>
        <translation>PDF-Dokumente (*.pdf);;PNG-Bilder, eines je Seite (*.png)</translation>
    </message>
    <message>
        <source> ({count} pages)</source>
        <translation> ({count} Seiten)</translation>
    </message>
    <message>
        <source>Exported the quest sheet to {path}{pages}</source>
        <translation>Abenteuerblatt nach {path} exportiert{pages}</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>&amp;Clear list</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <source>Questwright was closed while “{title}” had unsaved changes{original}.
Recover them?</source>
        <translation>Questwright wurde geschlossen, während „{title}“ ungespeicherte Änderungen hatte{original}.
Wiederherstellen?</translation>
    </message>
    <message>
        <source>Recovered unsaved work; save it to keep it</source>
        <translation>Ungespeicherte Arbeit wiederhergestellt; speichern, um sie zu behalten</translation>
    </message>
</context>
<context>
    <name>Forms</name>
    <message>
        <source>Stable id; other objects refer to it (renaming updates them)</source>
        <translation>Feste Kennung; andere Objekte verweisen darauf (Umbenennen passt sie an)</translation>
    </message>
    <message>
        <source>An id is required</source>
        <translation>Eine Kennung ist nötig</translation>
    </message>
    <message>
        <source>Use letters, digits and - _ . : / (starting with a letter or digit)</source>
        <translation>Buchstaben, Ziffern und - _ . : / verwenden (beginnend mit Buchstabe oder Ziffer)</translation>
    </message>
    <message>
        <source>{id!r} is already used</source>
        <translation>{id!r} ist bereits vergeben</translation>
    </message>
    <message>
        <source>{what}, comma separated</source>
        <translation>{what}, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>unknown: {ids}</source>
        <translation>unbekannt: {ids}</translation>
    </message>
    <message>
        <source>{text!r} is not a known id of the allowed kinds</source>
        <translation>{text!r} ist keine bekannte Kennung der erlaubten Arten</translation>
    </message>
</context>
<context>
    <name>GameData</name>
    <message>
        <source>A Treasure token placed face up by the quest; picking it up draws an Item card of its rarity.</source>
        <translation>Ein Schatzmarker, den die Quest offen auslegt; wer ihn aufhebt, zieht eine Gegenstandskarte seiner Seltenheit.</translation>
    </message>
    <message>
        <source>A destructible structural flaw standing in a zone, attacked like an enemy. Pillars that block an edge are quest edges of kind `barrier` instead. The component count is not in the rules text.</source>
        <translation>Eine zerstörbare Schwachstelle des Bauwerks in einer Zone, die wie ein Gegner angegriffen wird. Säulen, die eine Kante sperren, sind stattdessen Questkanten der Art `barrier`. Die Anzahl der Teile steht nicht im Regeltext.</translation>
    </message>
    <message>
        <source>A door token; the flags are for a closed door. An open door lets movement and sight through and never closes again. Opening one costs 1 MP from a zone beside it.</source>
        <translation>Ein Türmarker; die Schalter gelten für eine geschlossene Tür. Eine offene Tür lässt Bewegung und Sicht durch und schließt sich nie wieder. Eine zu öffnen kostet 1 BP von einer angrenzenden Zone aus.</translation>
    </message>
    <message>
        <source>A door token; the flags are for a closed door. Heroes open it for 1 MP from a zone beside it (mobs never open doors); the first door opened reveals the room.</source>
        <translation>Ein Türmarker; die Schalter gelten für eine geschlossene Tür. Helden öffnen sie für 1 BP von einer angrenzenden Zone aus (Monster öffnen nie Türen); die erste geöffnete Tür deckt den Raum auf.</translation>
    </message>
    <message>
        <source>A gap in a room&apos;s walls where the quest places a door token.</source>
        <translation>Eine Lücke in den Wänden eines Raums, in die die Quest einen Türmarker legt.</translation>
    </message>
    <message>
        <source>A gap in a wall. Joins room zones into one chamber; a door token may be placed in it.</source>
        <translation>Eine Lücke in einer Wand. Verbindet Raumzonen zu einer Kammer; ein Türmarker kann hineingelegt werden.</translation>
    </message>
    <message>
        <source>A monster figure placed when its area is revealed. Large figures give their footprint with size [w, h]; the anchor cell is the top-left space. The limit is the number of monster figures in the box.</source>
        <translation>Eine Monsterfigur, die beim Aufdecken ihres Bereichs aufgestellt wird. Große Figuren geben ihre Fläche mit size [w, h] an; das Ankerfeld ist das Feld oben links. Die Grenze ist die Zahl der Monsterfiguren in der Schachtel.</translation>
    </message>
    <message>
        <source>A monster placed by the scenario (stand-in stats).</source>
        <translation>Ein vom Szenario aufgestelltes Monster (Ersatzwerte).</translation>
    </message>
    <message>
        <source>A named Guard card (its name or id) placed instead of a drawn one, e.g. a fixed Mob at setup; its level is the token&apos;s level.</source>
        <translation>Eine benannte Wachkarte (Name oder ID) statt einer gezogenen, z. B. eine feste Meute beim Aufbau; ihre Stufe ist die des Markers.</translation>
    </message>
    <message>
        <source>A named Mob, or empty for a random level 1-2 Mob card.</source>
        <translation>Eine benannte Meute, oder leer für eine zufällige Meutenkarte der Stufe 1-2.</translation>
    </message>
    <message>
        <source>A painted line between two zones: no barrier for movement or sight.</source>
        <translation>Eine gemalte Linie zwischen zwei Zonen: kein Hindernis für Bewegung oder Sicht.</translation>
    </message>
    <message>
        <source>A starting space for one explorer.</source>
        <translation>Ein Startfeld für einen Erkunder.</translation>
    </message>
    <message>
        <source>A zombie figure placed by a quest or a converted spawn token.</source>
        <translation>Eine Zombiefigur, von einer Quest aufgestellt oder aus einem umgewandelten Erscheinungsmarker.</translation>
    </message>
    <message>
        <source>A zone of the Boss Room where heroes may be placed when the boss fight starts.</source>
        <translation>Eine Zone des Bossraums, in die Helden beim Beginn des Bosskampfs gestellt werden dürfen.</translation>
    </message>
    <message>
        <source>Abyss</source>
        <translation>Abgrund</translation>
    </message>
    <message>
        <source>Alcove dead end</source>
        <translation>Sackgasse mit Nische</translation>
    </message>
    <message>
        <source>An objective (done) or trigger (fired) before which the staircases of this group cannot be used, such as going down to the next stage only once its guardian is dead. Absent: usable from the start.</source>
        <translation>Ein Ziel (erfüllt) oder Auslöser (gefeuert), vor dem die Treppen dieser Gruppe nicht benutzt werden können, etwa erst nach dem Tod des Wächters zur nächsten Ebene hinab. Fehlt er: von Anfang an benutzbar.</translation>
    </message>
    <message>
        <source>Armoury</source>
        <translation>Waffenkammer</translation>
    </message>
    <message>
        <source>Artifact</source>
        <translation>Artefakt</translation>
    </message>
    <message>
        <source>Artifact objective token; its effect is set by the quest (a tradeable item, a key, an Artifact card).</source>
        <translation>Zielmarker Artefakt; seine Wirkung legt die Quest fest (ein tauschbarer Gegenstand, ein Schlüssel, eine Artefaktkarte).</translation>
    </message>
    <message>
        <source>Back corridor</source>
        <translation>Hinterer Gang</translation>
    </message>
    <message>
        <source>Barracks</source>
        <translation>Kaserne</translation>
    </message>
    <message>
        <source>Barrel spot</source>
        <translation>Fassplatz</translation>
    </message>
    <message>
        <source>Barrier (md1): blue defence dice it rolls.</source>
        <translation>Barriere (md1): die blauen Verteidigungswürfel, die sie wirft.</translation>
    </message>
    <message>
        <source>Barrier (md1): false: nobody can attack it and only a trigger&apos;s `destroy` effect removes it (absent or true: heroes attack it like an enemy).</source>
        <translation>Barriere (md1): false: niemand kann sie angreifen, nur der `destroy`-Effekt eines Auslösers entfernt sie (fehlt oder true: Helden greifen sie wie einen Feind an).</translation>
    </message>
    <message>
        <source>Barrier (md1): its health when attacked (default: the parameter pillarHealth).</source>
        <translation>Barriere (md1): ihre Lebenspunkte, wenn sie angegriffen wird (Standard: der Parameter pillarHealth).</translation>
    </message>
    <message>
        <source>Billiard room</source>
        <translation>Billardzimmer</translation>
    </message>
    <message>
        <source>Blocks movement and line of sight; encloses room zones.</source>
        <translation>Blockiert Bewegung und Sichtlinie; umschließt Raumzonen.</translation>
    </message>
    <message>
        <source>Blocks movement and line of sight; surrounds rooms.</source>
        <translation>Blockiert Bewegung und Sichtlinie; umgibt Räume.</translation>
    </message>
    <message>
        <source>Board direction that quest text calls north.</source>
        <translation>Richtung auf dem Spielplan, die der Questtext Norden nennt.</translation>
    </message>
    <message>
        <source>Boiler room</source>
        <translation>Kesselraum</translation>
    </message>
    <message>
        <source>Boss</source>
        <translation>Boss</translation>
    </message>
    <message>
        <source>Boss-fight hero zone</source>
        <translation>Heldenzone des Bosskampfs</translation>
    </message>
    <message>
        <source>Bridge 1</source>
        <translation>Brücke 1</translation>
    </message>
    <message>
        <source>Bridge 2</source>
        <translation>Brücke 2</translation>
    </message>
    <message>
        <source>Burn marker</source>
        <translation>Brandmarker</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>Kamera</translation>
    </message>
    <message>
        <source>Camera icon</source>
        <translation>Kamerasymbol</translation>
    </message>
    <message>
        <source>Cellar stair</source>
        <translation>Kellertreppe</translation>
    </message>
    <message>
        <source>Chapel</source>
        <translation>Kapelle</translation>
    </message>
    <message>
        <source>Chapter space</source>
        <translation>Kapitelfeld</translation>
    </message>
    <message>
        <source>Chest</source>
        <translation>Truhe</translation>
    </message>
    <message>
        <source>Cistern</source>
        <translation>Zisterne</translation>
    </message>
    <message>
        <source>Code chip</source>
        <translation>Codechip</translation>
    </message>
    <message>
        <source>Colour of the rune doors it opens.</source>
        <translation>Farbe der Runentüren, die er öffnet.</translation>
    </message>
    <message>
        <source>Compass rose</source>
        <translation>Windrose</translation>
    </message>
    <message>
        <source>Connector</source>
        <translation>Verbinder</translation>
    </message>
    <message>
        <source>Conquest tokens the heroes gain when it dies (named monsters).</source>
        <translation>Eroberungsmarker, die die Helden bei seinem Tod erhalten (benannte Monster).</translation>
    </message>
    <message>
        <source>Conservatory</source>
        <translation>Wintergarten</translation>
    </message>
    <message>
        <source>Corridor</source>
        <translation>Gang</translation>
    </message>
    <message>
        <source>Corridor bend</source>
        <translation>Gangbiegung</translation>
    </message>
    <message>
        <source>Corruption token</source>
        <translation>Verderbnismarker</translation>
    </message>
    <message>
        <source>Corruption token (corruption-stone zones of a boss room). Shares the box&apos;s 12 time/corruption tokens with `time`.</source>
        <translation>Verderbnismarker (Verderbnisstein-Zonen eines Bossraums). Teilt sich die 12 Zeit-/Verderbnismarker der Schachtel mit `time`.</translation>
    </message>
    <message>
        <source>Creature</source>
        <translation>Kreatur</translation>
    </message>
    <message>
        <source>Crooked hall</source>
        <translation>Schiefe Halle</translation>
    </message>
    <message>
        <source>Crossroads</source>
        <translation>Kreuzung</translation>
    </message>
    <message>
        <source>Dark Darker Darkest (compatible)</source>
        <translation>Dark Darker Darkest (kompatibel)</translation>
    </message>
    <message>
        <source>Dark bridge</source>
        <translation>Dunkle Brücke</translation>
    </message>
    <message>
        <source>Dark bridge zone marker: actors on it die when the bridges are removed by the quest.</source>
        <translation>Markierung der dunklen Brücke: Figuren darauf sterben, wenn die Quest die Brücken entfernt.</translation>
    </message>
    <message>
        <source>Defence dice it rolls (0: none).</source>
        <translation>Verteidigungswürfel, die es würfelt (0: keine).</translation>
    </message>
    <message>
        <source>Defense room (advanced)</source>
        <translation>Verteidigungsraum (fortgeschritten)</translation>
    </message>
    <message>
        <source>Descent: Journeys in the Dark, 1st edition (compatible)</source>
        <translation>Descent: Die Reise ins Dunkel, 1. Edition (kompatibel)</translation>
    </message>
    <message>
        <source>Designer hint for an AI overlord: a good hidden place to spawn. Not a game component; it never overrides the spawning rules.</source>
        <translation>Hinweis des Autors für einen KI-Oberschurken: ein guter verborgener Ort zum Erscheinen. Kein Spielmaterial; er setzt die Erscheinungsregeln nie außer Kraft.</translation>
    </message>
    <message>
        <source>Destroyed (flames)</source>
        <translation>Zerstört (Flammen)</translation>
    </message>
    <message>
        <source>Destroyed door</source>
        <translation>Zerstörte Tür</translation>
    </message>
    <message>
        <source>Destroyed space</source>
        <translation>Zerstörtes Feld</translation>
    </message>
    <message>
        <source>Destroyed token</source>
        <translation>Zerstört-Marker</translation>
    </message>
    <message>
        <source>Dining room</source>
        <translation>Speisezimmer</translation>
    </message>
    <message>
        <source>Direction key (fire spread)</source>
        <translation>Richtungsschlüssel (Feuerausbreitung)</translation>
    </message>
    <message>
        <source>Direction symbol</source>
        <translation>Richtungssymbol</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>Tür</translation>
    </message>
    <message>
        <source>Door (md1): the room zones it reveals, first to last, where they tie.</source>
        <translation>Tür (md1): die Raumzonen, die sie aufdeckt, von der ersten bis zur letzten, bei Gleichstand.</translation>
    </message>
    <message>
        <source>Doorway</source>
        <translation>Durchgang</translation>
    </message>
    <message>
        <source>Edge of the dungeon (solid rock) or an explicit thin wall.</source>
        <translation>Rand des Verlieses (massiver Fels) oder eine ausdrückliche dünne Wand.</translation>
    </message>
    <message>
        <source>Encounter</source>
        <translation>Begegnung</translation>
    </message>
    <message>
        <source>Enemies treat it as the top-XP hero and cannot leave its zone while it stands.</source>
        <translation>Gegner behandeln ihn wie den Helden mit den meisten EP und können seine Zone nicht verlassen, solange er steht.</translation>
    </message>
    <message>
        <source>Enemy spawn marker</source>
        <translation>Gegner-Erscheinungsmarker</translation>
    </message>
    <message>
        <source>Enemy-spawn marker inside a room: when the room is revealed, a Mob of the Dungeon Level spawns here and the marker is removed.</source>
        <translation>Gegner-Erscheinungsmarker in einem Raum: wird der Raum aufgedeckt, erscheint hier eine Meute der Verliesstufe und der Marker wird entfernt.</translation>
    </message>
    <message>
        <source>Entrance hall</source>
        <translation>Eingangshalle</translation>
    </message>
    <message>
        <source>Event space</source>
        <translation>Ereignisfeld</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Ausgang</translation>
    </message>
    <message>
        <source>Exit Zone: the escape target of escape objectives and the second anchor of the enemies&apos; wandering.</source>
        <translation>Ausgangszone: das Fluchtziel der Fluchtziele und der zweite Ankerpunkt für das Umherstreifen der Gegner.</translation>
    </message>
    <message>
        <source>Exit token</source>
        <translation>Ausgangsmarker</translation>
    </message>
    <message>
        <source>Exit zone for quests that end by leaving the dungeon.</source>
        <translation>Ausgangszone für Quests, die mit dem Verlassen des Verlieses enden.</translation>
    </message>
    <message>
        <source>Exploding barrel</source>
        <translation>Explodierendes Fass</translation>
    </message>
    <message>
        <source>Explorer start</source>
        <translation>Start der Entdecker</translation>
    </message>
    <message>
        <source>Face-down chest: interact (1 MP) to gain 2 items (great chest: 3) of the printed rarity, then remove it. The box holds 15 standard and 4 great chests.</source>
        <translation>Verdeckte Truhe: benutzen (1 BP), um 2 Gegenstände (große Truhe: 3) der aufgedruckten Seltenheit zu erhalten, dann entfernen. Die Schachtel enthält 15 normale und 4 große Truhen.</translation>
    </message>
    <message>
        <source>Face-down fountain: interact (1 MP) to heal the printed amount, then remove it.</source>
        <translation>Verdeckter Brunnen: benutzen (1 BP), um den aufgedruckten Wert zu heilen, dann entfernen.</translation>
    </message>
    <message>
        <source>Face-down objective</source>
        <translation>Verdecktes Ziel</translation>
    </message>
    <message>
        <source>Face-down objective slot: at setup a random token from the quest&apos;s pool (setup.facedownPools[pool]) is placed here face down and revealed when picked up.</source>
        <translation>Verdeckter Zielplatz: beim Aufbau wird ein zufälliger Marker aus dem Vorrat der Quest (setup.facedownPools[pool]) hier verdeckt ausgelegt und beim Aufheben aufgedeckt.</translation>
    </message>
    <message>
        <source>Face-down trap: a hero who enters the zone flips it and suffers it, then it is removed. Mobs never trigger traps. The box holds 6 spike and 4 bear traps.</source>
        <translation>Verdeckte Falle: ein Held, der die Zone betritt, deckt sie auf und erleidet sie, dann wird sie entfernt. Meuten lösen nie Fallen aus. Die Schachtel enthält 6 Stachel- und 4 Bärenfallen.</translation>
    </message>
    <message>
        <source>Fire token</source>
        <translation>Feuermarker</translation>
    </message>
    <message>
        <source>Floor line</source>
        <translation>Bodenlinie</translation>
    </message>
    <message>
        <source>Forge</source>
        <translation>Schmiede</translation>
    </message>
    <message>
        <source>Forge: interact (1 MP, repeatable) to discard 3 items and draw 1 item one rarity above the lowest discarded.</source>
        <translation>Schmiede: benutzen (1 BP, wiederholbar), um 3 Gegenstände abzuwerfen und 1 Gegenstand eine Seltenheit über dem niedrigsten abgeworfenen zu ziehen.</translation>
    </message>
    <message>
        <source>Fountain</source>
        <translation>Brunnen</translation>
    </message>
    <message>
        <source>Furnace stair</source>
        <translation>Ofentreppe</translation>
    </message>
    <message>
        <source>Gas leak (advanced)</source>
        <translation>Gasleck (fortgeschritten)</translation>
    </message>
    <message>
        <source>Gatehouse</source>
        <translation>Torhaus</translation>
    </message>
    <message>
        <source>Glyph of transport</source>
        <translation>Transportglyphe</translation>
    </message>
    <message>
        <source>Grand stair</source>
        <translation>Große Treppe</translation>
    </message>
    <message>
        <source>Great chamber</source>
        <translation>Große Kammer</translation>
    </message>
    <message>
        <source>Great chest (3 items instead of 2).</source>
        <translation>Große Truhe (3 Gegenstände statt 2).</translation>
    </message>
    <message>
        <source>Guard card level; 0 means the current level when it spawns.</source>
        <translation>Stufe der Wachkarte; 0 heißt die aktuelle Stufe beim Erscheinen.</translation>
    </message>
    <message>
        <source>Guard cards of the current level placed in this zone.</source>
        <translation>Wachkarten der aktuellen Stufe, die in diese Zone gelegt werden.</translation>
    </message>
    <message>
        <source>Guard placement</source>
        <translation>Wachposten</translation>
    </message>
    <message>
        <source>Guard room</source>
        <translation>Wachraum</translation>
    </message>
    <message>
        <source>Healing potion</source>
        <translation>Heiltrank</translation>
    </message>
    <message>
        <source>Hero Starting Zone.</source>
        <translation>Startzone der Helden.</translation>
    </message>
    <message>
        <source>Hero Starting Zone: every hero begins here; also an anchor of the enemies&apos; wandering when all heroes hide.</source>
        <translation>Startzone der Helden: alle Helden beginnen hier; auch ein Ankerpunkt für das Umherstreifen der Gegner, wenn sich alle Helden verstecken.</translation>
    </message>
    <message>
        <source>Hero start</source>
        <translation>Heldenstart</translation>
    </message>
    <message>
        <source>Hero start space</source>
        <translation>Heldenstartfeld</translation>
    </message>
    <message>
        <source>Inactive until the quest wakes it (door opened, pillars destroyed).</source>
        <translation>Untätig, bis die Quest ihn weckt (Tür geöffnet, Säulen zerstört).</translation>
    </message>
    <message>
        <source>Infirmary</source>
        <translation>Krankenstation</translation>
    </message>
    <message>
        <source>Kitchen</source>
        <translation>Küche</translation>
    </message>
    <message>
        <source>Laboratory</source>
        <translation>Labor</translation>
    </message>
    <message>
        <source>Lair</source>
        <translation>Hort</translation>
    </message>
    <message>
        <source>Lair objective token; its effect is set by the quest (decoy with XP, nest, lever, switch, spawn point).</source>
        <translation>Zielmarker Versteck; seine Wirkung legt die Quest fest (Köder mit EP, Nest, Hebel, Schalter, Erscheinungspunkt).</translation>
    </message>
    <message>
        <source>Laundry</source>
        <translation>Waschküche</translation>
    </message>
    <message>
        <source>Level of the Treasure card it carries (0: none).</source>
        <translation>Stufe der Schatzkarte, die es trägt (0: keine).</translation>
    </message>
    <message>
        <source>Level token</source>
        <translation>Stufenmarker</translation>
    </message>
    <message>
        <source>Level token (1-5). Its value applies to the whole tile it lies on. The current level rises when a hero stands on, or opens a door into, a tile with a higher value.</source>
        <translation>Stufenmarker (1-5). Sein Wert gilt für das ganze Teil, auf dem er liegt. Die aktuelle Stufe steigt, wenn ein Held auf einem Teil mit höherem Wert steht oder eine Tür dorthin öffnet.</translation>
    </message>
    <message>
        <source>Level value printed on the token, 1 to 5.</source>
        <translation>Auf den Marker gedruckter Stufenwert, 1 bis 5.</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <source>Library objective token (the rulebook&apos;s &apos;Map&apos; caption is probably the same token); its effect is set by the quest (key, artifact piece, special location).</source>
        <translation>Zielmarker Bibliothek (die Beschriftung „Karte“ im Regelheft ist wohl derselbe Marker); seine Wirkung legt die Quest fest (Schlüssel, Artefaktteil, besonderer Ort).</translation>
    </message>
    <message>
        <source>Light source</source>
        <translation>Lichtquelle</translation>
    </message>
    <message>
        <source>Light token</source>
        <translation>Lichtmarker</translation>
    </message>
    <message>
        <source>Link colour; staircases of one colour form a pair.</source>
        <translation>Verbindungsfarbe; Treppen einer Farbe bilden ein Paar.</translation>
    </message>
    <message>
        <source>Linked to every staircase of the same colour: one movement point moves a hero to the other end; sight and attacks pass between linked ends.</source>
        <translation>Mit jeder Treppe derselben Farbe verbunden: ein Bewegungspunkt bringt einen Helden zum anderen Ende; Sicht und Angriffe gehen zwischen verbundenen Enden hindurch.</translation>
    </message>
    <message>
        <source>Lock symbol</source>
        <translation>Schlosssymbol</translation>
    </message>
    <message>
        <source>Long corridor</source>
        <translation>Langer Gang</translation>
    </message>
    <message>
        <source>Long gallery</source>
        <translation>Lange Galerie</translation>
    </message>
    <message>
        <source>Loot marker</source>
        <translation>Beutemarker</translation>
    </message>
    <message>
        <source>Loot-marked zone: at setup place 1 / 2 / 3 markers here for 1-2 / 3-4 / 5-6 heroes; on reveal each becomes a Treasure token drawn from the bag. The box holds 28 markers.</source>
        <translation>Beutezone: beim Aufbau hier 1 / 2 / 3 Marker für 1-2 / 3-4 / 5-6 Helden auslegen; beim Aufdecken wird jeder zu einem Schatzmarker aus dem Beutel. Die Schachtel enthält 28 Marker.</translation>
    </message>
    <message>
        <source>Lurking creature (advanced)</source>
        <translation>Lauernde Kreatur (fortgeschritten)</translation>
    </message>
    <message>
        <source>Machina Arcana (compatible)</source>
        <translation>Machina Arcana (kompatibel)</translation>
    </message>
    <message>
        <source>Map marker: when the chamber holding it is first revealed, draw extra Guard cards here on top of the Door card.</source>
        <translation>Kartenmarker: wird die Kammer mit ihm zum ersten Mal aufgedeckt, hier zusätzlich zur Türkarte Wachkarten ziehen.</translation>
    </message>
    <message>
        <source>Massive Darkness (compatible)</source>
        <translation>Massive Darkness (kompatibel)</translation>
    </message>
    <message>
        <source>Massive Darkness 2: Hellscape (compatible)</source>
        <translation>Massive Darkness 2: Hellscape (kompatibel)</translation>
    </message>
    <message>
        <source>Meant for a large monster; the footprint (size) must fit.</source>
        <translation>Für ein großes Monster gedacht; die Fläche (size) muss passen.</translation>
    </message>
    <message>
        <source>Mob symbol on the quest map: at setup draw a level 1-2 Mob card with a Mob Item card and place it here.</source>
        <translation>Meutensymbol auf der Questkarte: beim Aufbau eine Meutenkarte der Stufe 1-2 mit einer Meuten-Gegenstandskarte ziehen und hier aufstellen.</translation>
    </message>
    <message>
        <source>Money pile</source>
        <translation>Geldhaufen</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>Monster</translation>
    </message>
    <message>
        <source>Monster type id (see parameters.monsterTypes for the stand-in list and footprints).</source>
        <translation>ID des Monstertyps (siehe parameters.monsterTypes für die Ersatzliste und die Flächen).</translation>
    </message>
    <message>
        <source>Morning room</source>
        <translation>Morgenzimmer</translation>
    </message>
    <message>
        <source>Music room</source>
        <translation>Musikzimmer</translation>
    </message>
    <message>
        <source>Name of a named monster.</source>
        <translation>Name eines benannten Monsters.</translation>
    </message>
    <message>
        <source>Name of the boss card.</source>
        <translation>Name der Bosskarte.</translation>
    </message>
    <message>
        <source>Name of the monster or &apos;random-lesser&apos; / &apos;random-greater&apos;.</source>
        <translation>Name des Monsters oder &apos;random-lesser&apos; / &apos;random-greater&apos;.</translation>
    </message>
    <message>
        <source>Name of the pool in setup.facedownPools this slot draws from.</source>
        <translation>Name des Vorrats in setup.facedownPools, aus dem dieser Platz zieht.</translation>
    </message>
    <message>
        <source>Name of the relic (our own stand-in).</source>
        <translation>Name des Relikts (unser eigener Ersatz).</translation>
    </message>
    <message>
        <source>Nemesis</source>
        <translation>Nemesis</translation>
    </message>
    <message>
        <source>Never moves; if it cannot attack it does nothing.</source>
        <translation>Bewegt sich nie; kann es nicht angreifen, tut es nichts.</translation>
    </message>
    <message>
        <source>No wall; also the join edges of a tile.</source>
        <translation>Keine Wand; auch die Anschlusskanten eines Kartenteils.</translation>
    </message>
    <message>
        <source>Normal (tan), master (red) or named (red, quest-defined stats).</source>
        <translation>Normal (beige), Meister (rot) oder benannt (rot, Werte von der Quest festgelegt).</translation>
    </message>
    <message>
        <source>Nothing between two spaces of the same map piece.</source>
        <translation>Nichts zwischen zwei Feldern desselben Kartenteils.</translation>
    </message>
    <message>
        <source>Nursery</source>
        <translation>Kinderzimmer</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Objective token; its meaning is set by the quest.</source>
        <translation>Zielmarker; seine Bedeutung legt die Quest fest.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <source>Opened for two movement points by a hero alone in its space; its number is looked up in the quest&apos;s chest table for its tier.</source>
        <translation>Wird für zwei Bewegungspunkte von einem Helden allein auf seinem Feld geöffnet; seine Nummer wird in der Truhentabelle der Quest für seine Stufe nachgeschlagen.</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Öffnung</translation>
    </message>
    <message>
        <source>Optional machine-readable effect for the engine, e.g. &apos;wound:1&apos; or &apos;conquest:+1&apos;.</source>
        <translation>Optionale maschinenlesbare Wirkung für die Engine, z. B. &apos;wound:1&apos; oder &apos;conquest:+1&apos;.</translation>
    </message>
    <message>
        <source>Optional: a space where a hero deploys, in seat order. Without start markers heroes deploy on or next to an active glyph of the start area.</source>
        <translation>Optional: ein Feld, auf dem ein Held in Sitzreihenfolge aufgestellt wird. Ohne Startmarker werden die Helden auf oder neben einer aktiven Glyphe des Startbereichs aufgestellt.</translation>
    </message>
    <message>
        <source>Parlour</source>
        <translation>Salon</translation>
    </message>
    <message>
        <source>Passage</source>
        <translation>Durchgang</translation>
    </message>
    <message>
        <source>Picked up by a hero for free; from then on every hero may open rune doors of its colour. Not an item.</source>
        <translation>Wird von einem Helden kostenlos aufgehoben; danach darf jeder Held Runentüren seiner Farbe öffnen. Kein Gegenstand.</translation>
    </message>
    <message>
        <source>Pillar</source>
        <translation>Säule</translation>
    </message>
    <message>
        <source>Pillar (in a zone)</source>
        <translation>Säule (in einer Zone)</translation>
    </message>
    <message>
        <source>Pillar standing in a zone: it does not block sight, but a ranged or magic attack into or through its zone rolls one die fewer. The zone can be entered.</source>
        <translation>Säule in einer Zone: sie sperrt die Sicht nicht, aber ein Fern- oder Magieangriff in ihre Zone oder durch sie würfelt einen Würfel weniger. Die Zone darf betreten werden.</translation>
    </message>
    <message>
        <source>Pillared hall</source>
        <translation>Säulenhalle</translation>
    </message>
    <message>
        <source>Pillars</source>
        <translation>Säulen</translation>
    </message>
    <message>
        <source>Pillars laid on an edge as a destructible barrier: nobody moves or attacks through them until they are destroyed (see parameter pillarHealth).</source>
        <translation>Säulen auf einer Kante als zerstörbare Barriere: niemand bewegt sich oder greift hindurch an, bis sie zerstört sind (siehe Parameter pillarHealth).</translation>
    </message>
    <message>
        <source>Pipe gallery</source>
        <translation>Rohrgalerie</translation>
    </message>
    <message>
        <source>Pit</source>
        <translation>Grube</translation>
    </message>
    <message>
        <source>Place 1/2/3 markers by hero count (false: always one).</source>
        <translation>1/2/3 Marker je nach Heldenzahl legen (false: immer einer).</translation>
    </message>
    <message>
        <source>Placed activated (white side up).</source>
        <translation>Aktiviert ausgelegt (weiße Seite oben).</translation>
    </message>
    <message>
        <source>Placed when its area is revealed; a hero ending his move on it triggers its text.</source>
        <translation>Wird beim Aufdecken seines Bereichs ausgelegt; ein Held, der seine Bewegung darauf beendet, löst seinen Text aus.</translation>
    </message>
    <message>
        <source>Portal</source>
        <translation>Portal</translation>
    </message>
    <message>
        <source>Portal: on a Mob icon of the Darkness track a Mob spawns at every portal; on a Roaming Monster icon, a Roaming Monster spawns at the roaming portal. The box holds 3 standard portals and 1 roaming portal.</source>
        <translation>Portal: bei einem Meutensymbol der Dunkelheitsleiste erscheint an jedem Portal eine Meute; bei einem Symbol für umherstreifende Monster erscheint eines am Streifportal. Die Schachtel enthält 3 normale Portale und 1 Streifportal.</translation>
    </message>
    <message>
        <source>Pre-placed mob</source>
        <translation>Vorab gesetzte Horde</translation>
    </message>
    <message>
        <source>Pressure hall</source>
        <translation>Druckhalle</translation>
    </message>
    <message>
        <source>Quarantine ward</source>
        <translation>Quarantänestation</translation>
    </message>
    <message>
        <source>Quest override of a corner room&apos;s function (e.g. the &apos;terminal only&apos; variant).</source>
        <translation>Ersetzt per Quest die Funktion eines Eckraums (z. B. die Variante &apos;nur Terminal&apos;).</translation>
    </message>
    <message>
        <source>Questwright extension: overrides the printed function of a corner room for one quest.</source>
        <translation>Questwright-Erweiterung: ersetzt für eine Quest die aufgedruckte Funktion eines Eckraums.</translation>
    </message>
    <message>
        <source>Questwright&apos;s own stand-in data (token list, limits and parameters paraphrased from the rules digest); not the publisher&apos;s components or texts. Edit it to match your copy.</source>
        <translation>Eigene Ersatzdaten von Questwright (Markerliste, Grenzen und Parameter nach der Regelzusammenfassung umschrieben); weder Material noch Texte des Verlags. Passen Sie sie an Ihr Exemplar an.</translation>
    </message>
    <message>
        <source>Questwright&apos;s own stand-in data in the game&apos;s style, not the publisher&apos;s components, texts or maps.</source>
        <translation>Eigene Ersatzdaten von Questwright im Stil des Spiels, weder Material noch Texte oder Karten des Verlags.</translation>
    </message>
    <message>
        <source>Questwright&apos;s own stand-in data, not the publisher&apos;s components.</source>
        <translation>Eigene Ersatzdaten von Questwright, nicht das Material des Verlags.</translation>
    </message>
    <message>
        <source>Rarity of the token (&apos;bag&apos;: draw one from the bag at setup).</source>
        <translation>Seltenheit des Markers (&apos;bag&apos;: beim Aufbau einen aus dem Beutel ziehen).</translation>
    </message>
    <message>
        <source>Reactor vault</source>
        <translation>Reaktorgewölbe</translation>
    </message>
    <message>
        <source>Recharge station</source>
        <translation>Ladestation</translation>
    </message>
    <message>
        <source>Relic</source>
        <translation>Relikt</translation>
    </message>
    <message>
        <source>Roaming monster start</source>
        <translation>Start des Wandermonsters</translation>
    </message>
    <message>
        <source>Room function</source>
        <translation>Raumfunktion</translation>
    </message>
    <message>
        <source>Room function marker</source>
        <translation>Raumfunktionsmarker</translation>
    </message>
    <message>
        <source>Rubble</source>
        <translation>Trümmer</translation>
    </message>
    <message>
        <source>Rune key</source>
        <translation>Runenschlüssel</translation>
    </message>
    <message>
        <source>Searched cube</source>
        <translation>Durchsucht-Würfel</translation>
    </message>
    <message>
        <source>Seat order of the hero who deploys here (1 = first hero).</source>
        <translation>Sitzreihenfolge des Helden, der hier aufgestellt wird (1 = erster Held).</translation>
    </message>
    <message>
        <source>Servants&apos; hall</source>
        <translation>Gesindestube</translation>
    </message>
    <message>
        <source>Server room</source>
        <translation>Serverraum</translation>
    </message>
    <message>
        <source>Short corridor</source>
        <translation>Kurzer Gang</translation>
    </message>
    <message>
        <source>Shows which way is north for quest text; collected rune keys are kept beside it. Its cell only positions the icon.</source>
        <translation>Zeigt für den Questtext, wo Norden ist; gesammelte Runenschlüssel liegen daneben. Sein Feld legt nur die Lage des Symbols fest.</translation>
    </message>
    <message>
        <source>Slime</source>
        <translation>Schleim</translation>
    </message>
    <message>
        <source>Spans two spaces; while closed it blocks movement, sight and every attack. Opening or closing costs movement points; an open door is removed from the board.</source>
        <translation>Erstreckt sich über zwei Felder; geschlossen blockiert sie Bewegung, Sicht und jeden Angriff. Öffnen oder Schließen kostet Bewegungspunkte; eine offene Tür wird vom Spielplan genommen.</translation>
    </message>
    <message>
        <source>Spawn hint</source>
        <translation>Erscheinungshinweis</translation>
    </message>
    <message>
        <source>Spawn room of a split tile</source>
        <translation>Erscheinungsraum einer geteilten Kachel</translation>
    </message>
    <message>
        <source>Spawn space</source>
        <translation>Erscheinungsfeld</translation>
    </message>
    <message>
        <source>Special location</source>
        <translation>Besonderer Ort</translation>
    </message>
    <message>
        <source>Special treasure: draw from the tile level + 1 (on a level-5 tile, draw two level-5 cards). At most 4 in the box.</source>
        <translation>Besonderer Schatz: von der Stufe des Teils + 1 ziehen (auf einem Teil der Stufe 5 zwei Karten der Stufe 5). Höchstens 4 in der Schachtel.</translation>
    </message>
    <message>
        <source>Spike trap (wounds) or bear trap (ends the move, loses an action).</source>
        <translation>Stachelfalle (Wunden) oder Bärenfalle (beendet die Bewegung, kostet eine Aktion).</translation>
    </message>
    <message>
        <source>Sprinkler control</source>
        <translation>Sprinklersteuerung</translation>
    </message>
    <message>
        <source>Staircase</source>
        <translation>Treppe</translation>
    </message>
    <message>
        <source>Staircase pair this end belongs to.</source>
        <translation>Treppenpaar, zu dem dieses Ende gehört.</translation>
    </message>
    <message>
        <source>Staircase: the two staircases of one group are adjacent for movement but give no line of sight.</source>
        <translation>Treppe: die beiden Treppen einer Gruppe gelten für die Bewegung als benachbart, geben aber keine Sichtlinie.</translation>
    </message>
    <message>
        <source>Stand-in armor override for a named monster.</source>
        <translation>Ersatzwert für die Rüstung eines benannten Monsters.</translation>
    </message>
    <message>
        <source>Stand-in creature board id.</source>
        <translation>ID der Ersatz-Kreaturentafel.</translation>
    </message>
    <message>
        <source>Stand-in name.</source>
        <translation>Ersatzname.</translation>
    </message>
    <message>
        <source>Stand-in nemesis board id; empty: random.</source>
        <translation>ID der Ersatz-Nemesistafel; leer: zufällig.</translation>
    </message>
    <message>
        <source>Stand-in special abilities of a named monster, in our own words.</source>
        <translation>Ersatz-Sonderfähigkeiten eines benannten Monsters, in unseren eigenen Worten.</translation>
    </message>
    <message>
        <source>Stand-in speed override for a named monster.</source>
        <translation>Ersatzwert für die Geschwindigkeit eines benannten Monsters.</translation>
    </message>
    <message>
        <source>Stand-in wounds override for a named monster.</source>
        <translation>Ersatzwert für die Wunden eines benannten Monsters.</translation>
    </message>
    <message>
        <source>Standard portal or the Roaming-Monster portal.</source>
        <translation>Normales Portal oder das Portal der umherstreifenden Monster.</translation>
    </message>
    <message>
        <source>Stub dead end</source>
        <translation>Kurze Sackgasse</translation>
    </message>
    <message>
        <source>Study</source>
        <translation>Arbeitszimmer</translation>
    </message>
    <message>
        <source>Survivors&apos; start (entrance hall)</source>
        <translation>Start der Überlebenden (Eingangshalle)</translation>
    </message>
    <message>
        <source>T intersection</source>
        <translation>T-Kreuzung</translation>
    </message>
    <message>
        <source>The border between two of a tile&apos;s nine zones: no barrier.</source>
        <translation>Die Grenze zwischen zwei der neun Zonen eines Kartenteils: kein Hindernis.</translation>
    </message>
    <message>
        <source>The destroyed side is up.</source>
        <translation>Die zerstörte Seite liegt oben.</translation>
    </message>
    <message>
        <source>The quest&apos;s boss, placed in its Boss Room and inactive until the fight trigger fires.</source>
        <translation>Der Boss der Quest, in seinem Bossraum aufgestellt und untätig, bis der Auslöser des Kampfs feuert.</translation>
    </message>
    <message>
        <source>Tile 1: Ashen gate / Rift walk</source>
        <translation>Teil 1: Aschentor / Spaltenpfad</translation>
    </message>
    <message>
        <source>Tile 1: Ossuary cross / Hall of bones</source>
        <translation>Teil 1: Beinhauskreuz / Knochenhalle</translation>
    </message>
    <message>
        <source>Tile 2: Broken nave / Cloister</source>
        <translation>Teil 2: Zerbrochenes Schiff / Kreuzgang</translation>
    </message>
    <message>
        <source>Tile 2: Twin cells / Sunken hall</source>
        <translation>Teil 2: Zwillingszellen / Versunkene Halle</translation>
    </message>
    <message>
        <source>Tile 3: Crossroads / Shard shrine</source>
        <translation>Teil 3: Kreuzung / Splitterschrein</translation>
    </message>
    <message>
        <source>Tile 3: Vault of echoes / Twin halls</source>
        <translation>Teil 3: Gewölbe der Echos / Zwillingshallen</translation>
    </message>
    <message>
        <source>Tile 4: Crooked passage / Chapel of saints</source>
        <translation>Teil 4: Krummer Durchgang / Kapelle der Heiligen</translation>
    </message>
    <message>
        <source>Tile 4: Guard post / Broken floor</source>
        <translation>Teil 4: Wachposten / Zerbrochener Boden</translation>
    </message>
    <message>
        <source>Tile 5: Guardroom junction / Stepped gallery</source>
        <translation>Teil 5: Wachraumkreuzung / Stufengalerie</translation>
    </message>
    <message>
        <source>Tile 5: Long room / Abyss edge</source>
        <translation>Teil 5: Langer Raum / Abgrundrand</translation>
    </message>
    <message>
        <source>Tile 6: Chapel of thorns / Altar of cinders</source>
        <translation>Teil 6: Dornenkapelle / Glutaltar</translation>
    </message>
    <message>
        <source>Tile 6: Watchtower hall / Drowned cells</source>
        <translation>Teil 6: Wachturmhalle / Ertrunkene Zellen</translation>
    </message>
    <message>
        <source>Tile 7: Corner vault / Ember cells</source>
        <translation>Teil 7: Eckgewölbe / Glutzellen</translation>
    </message>
    <message>
        <source>Tile 7: Great hall / Library wing</source>
        <translation>Teil 7: Große Halle / Bibliotheksflügel</translation>
    </message>
    <message>
        <source>Tile 8: Broken stair / Torchlit stair</source>
        <translation>Teil 8: Zerbrochene Treppe / Fackeltreppe</translation>
    </message>
    <message>
        <source>Tile 8: Throne of ash / Pit of souls</source>
        <translation>Teil 8: Aschenthron / Seelengrube</translation>
    </message>
    <message>
        <source>Tile 9: Abyssal threshold / Two chapels</source>
        <translation>Teil 9: Schwelle des Abgrunds / Zwei Kapellen</translation>
    </message>
    <message>
        <source>Time token</source>
        <translation>Zeitmarker</translation>
    </message>
    <message>
        <source>Time token (hourglass zones of a boss room). Shares the box&apos;s 12 time/corruption tokens with `corruption`.</source>
        <translation>Zeitmarker (Sanduhr-Zonen eines Bossraums). Teilt sich die 12 Zeit-/Verderbnismarker der Schachtel mit `corruption`.</translation>
    </message>
    <message>
        <source>Trap</source>
        <translation>Falle</translation>
    </message>
    <message>
        <source>Trap lever</source>
        <translation>Fallenhebel</translation>
    </message>
    <message>
        <source>Trapped space</source>
        <translation>Fallenfeld</translation>
    </message>
    <message>
        <source>Treasure</source>
        <translation>Schatz</translation>
    </message>
    <message>
        <source>Treasure marker for a unique relic card; never lost or sold.</source>
        <translation>Schatzmarker für eine einzigartige Reliktkarte; wird nie verloren oder verkauft.</translation>
    </message>
    <message>
        <source>Treasure marker; drinking it heals wounds.</source>
        <translation>Schatzmarker; wer ihn trinkt, heilt Wunden.</translation>
    </message>
    <message>
        <source>Treasure marker; drinking it restores fatigue.</source>
        <translation>Schatzmarker; wer ihn trinkt, stellt Ermüdung wieder her.</translation>
    </message>
    <message>
        <source>Treasure marker; taking it gives coins to every hero.</source>
        <translation>Schatzmarker; wer ihn nimmt, gibt jedem Helden Münzen.</translation>
    </message>
    <message>
        <source>Treasure token: Pick Up draws a Treasure card of the level of the tile it lies on (special: one level higher). The box holds 30 normal and 4 special tokens.</source>
        <translation>Schatzmarker: Aufheben zieht eine Schatzkarte der Stufe des Teils, auf dem er liegt (besonders: eine Stufe höher). Die Schachtel enthält 30 normale und 4 besondere Marker.</translation>
    </message>
    <message>
        <source>Trophy room</source>
        <translation>Trophäenzimmer</translation>
    </message>
    <message>
        <source>Two-sided marker. A hero passing over an inactive one activates it; heroes may travel between town and active glyphs. Heroes start on or next to an active glyph; monsters may not stop on an active one.</source>
        <translation>Zweiseitiger Marker. Ein Held, der über einen inaktiven zieht, aktiviert ihn; Helden dürfen zwischen Stadt und aktiven Glyphen reisen. Helden beginnen auf oder neben einer aktiven Glyphe; Monster dürfen nicht auf einer aktiven anhalten.</translation>
    </message>
    <message>
        <source>Upper landing</source>
        <translation>Oberer Treppenabsatz</translation>
    </message>
    <message>
        <source>Used only with at least this many heroes (maps print 3+ / 5+).</source>
        <translation>Nur ab dieser Heldenzahl benutzt (Karten drucken 3+ / 5+).</translation>
    </message>
    <message>
        <source>Vitality potion</source>
        <translation>Lebenstrank</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Wand</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <source>What happens (our own words).</source>
        <translation>Was geschieht (unsere eigenen Worte).</translation>
    </message>
    <message>
        <source>What happens to the chamber&apos;s Door card.</source>
        <translation>Was mit der Türkarte der Kammer geschieht.</translation>
    </message>
    <message>
        <source>What this token stands for in the quest (shard, key, altar...).</source>
        <translation>Wofür dieser Marker in der Quest steht (Splitter, Schlüssel, Altar...).</translation>
    </message>
    <message>
        <source>Where two map pieces join; open only when both pieces have a connector there.</source>
        <translation>Wo zwei Kartenteile aneinanderstoßen; nur offen, wenn beide Teile dort einen Anschluss haben.</translation>
    </message>
    <message>
        <source>Which chest pile it is drawn from.</source>
        <translation>Aus welchem Truhenstapel er gezogen wird.</translation>
    </message>
    <message>
        <source>Which kind of Guard card to draw.</source>
        <translation>Welche Art Wachkarte gezogen wird.</translation>
    </message>
    <message>
        <source>Why this spot.</source>
        <translation>Warum dieser Ort.</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>Workbench</source>
        <translation>Werkbank</translation>
    </message>
    <message>
        <source>Workshop</source>
        <translation>Werkstatt</translation>
    </message>
    <message>
        <source>Wounds needed to destroy it.</source>
        <translation>Wunden, die nötig sind, um es zu zerstören.</translation>
    </message>
    <message>
        <source>Zombie</source>
        <translation>Zombie</translation>
    </message>
    <message>
        <source>Zombie spawn token</source>
        <translation>Zombie-Erscheinungsmarker</translation>
    </message>
    <message>
        <source>Zone line</source>
        <translation>Zonenlinie</translation>
    </message>
    <message>
        <source>Zone where a Guard card (Mob or Agent) is placed at setup or by a trigger.</source>
        <translation>Zone, in die beim Aufbau oder durch einen Auslöser eine Wachkarte (Meute oder Agent) gelegt wird.</translation>
    </message>
    <message>
        <source>Zone where a named or random Roaming Monster is placed at setup.</source>
        <translation>Zone, in die beim Aufbau ein benanntes oder zufälliges umherstreifendes Monster gestellt wird.</translation>
    </message>
    <message>
        <source>[SRC/INF] A door is open (passable) or closed (blocks movement and sight). Modelled on the edge between two spaces, or as a door space (doorSpaces: the door occupies a space, B.1); a destroyed door is an open door with a destroyed-door token.</source>
        <translation>[SRC/INF] Eine Tür ist offen (passierbar) oder geschlossen (blockiert Bewegung und Sicht). Als Kante zwischen zwei Feldern modelliert oder als Türfeld (doorSpaces: die Tür belegt ein Feld, B.1); eine zerstörte Tür ist eine offene Tür mit einem Marker für zerstörte Türen.</translation>
    </message>
    <message>
        <source>[SRC/INF] Colours of the chip&apos;s icons (red, orange, yellow, green, blue, purple, white); as many as &apos;icons&apos;. Each colour also stands for the equipment symbol that unlocks it.</source>
        <translation>[SRC/INF] Farben der Chip-Symbole (red, orange, yellow, green, blue, purple, white); so viele wie &apos;icons&apos;. Jede Farbe steht auch für das Ausrüstungssymbol, das sie entriegelt.</translation>
    </message>
    <message>
        <source>[SRC/INF] On an open door edge: the door is destroyed and can never be closed again. A quest door may also start with the state destroyed.</source>
        <translation>[SRC/INF] Auf einer offenen Türkante: die Tür ist zerstört und kann nie wieder geschlossen werden. Eine Questtür kann auch zerstört beginnen.</translation>
    </message>
    <message>
        <source>[SRC] A doorway has no door leaf: printed doorways are &apos;open&apos;. It is locked while a code chip sits on its lock symbol (quest edge with lock &apos;code-chip&apos;, and a code-chip token on the edge); the flags describe that locked state. Chips never block fire.</source>
        <translation>[SRC] Ein Durchgang hat kein Türblatt: gedruckte Durchgänge sind &apos;open&apos;. Er ist verschlossen, solange ein Code-Chip auf seinem Schlosssymbol liegt (Questkante mit Schloss &apos;code-chip&apos; und ein code-chip-Marker auf der Kante); die Schalter beschreiben diesen verschlossenen Zustand. Chips blockieren nie Beschuss.</translation>
    </message>
    <message>
        <source>[SRC] A scheming monster has extra actions.</source>
        <translation>[SRC] Ein intrigierendes Monster hat zusätzliche Aktionen.</translation>
    </message>
    <message>
        <source>[SRC] An open gap that can never be locked.</source>
        <translation>[SRC] Eine offene Lücke, die nie verschlossen werden kann.</translation>
    </message>
    <message>
        <source>[SRC] An outside wall with a window; must face outside the house.</source>
        <translation>[SRC] Eine Außenwand mit Fenster; muss nach außerhalb des Hauses zeigen.</translation>
    </message>
    <message>
        <source>[SRC] At most one creature is in the house; stats come from its board (stand-in data).</source>
        <translation>[SRC] Höchstens eine Kreatur ist im Haus; ihre Werte stammen von ihrer Tafel (Ersatzdaten).</translation>
    </message>
    <message>
        <source>[SRC] Burn markers sit on tiles; the 3rd destroys the tile (flip to side B).</source>
        <translation>[SRC] Brandmarker liegen auf Teilen; der 3. zerstört das Teil (auf Seite B wenden).</translation>
    </message>
    <message>
        <source>[SRC] Face-down horde token; converts into zombies as soon as a survivor has sight of its room.</source>
        <translation>[SRC] Verdeckter Hordenmarker; wird zu Zombies, sobald ein Überlebender seinen Raum sieht.</translation>
    </message>
    <message>
        <source>[SRC] Ignores fire.</source>
        <translation>[SRC] Ignoriert Feuer.</translation>
    </message>
    <message>
        <source>[SRC] Impassable obstacle; any hit makes it attack every adjacent unit. Obstacle to ordinary ranged targeting (parameter obstacleTokens).</source>
        <translation>[SRC] Unpassierbares Hindernis; jeder Treffer lässt es jede benachbarte Einheit angreifen. Hindernis für gewöhnliches Fernzielen (Parameter obstacleTokens).</translation>
    </message>
    <message>
        <source>[SRC] Marks a room as searched (no further search there).</source>
        <translation>[SRC] Kennzeichnet einen Raum als durchsucht (keine weitere Suche dort).</translation>
    </message>
    <message>
        <source>[SRC] Marks a used action space or (two of them) a sealed spawn space.</source>
        <translation>[SRC] Kennzeichnet ein benutztes Aktionsfeld oder (zu zweit) ein versiegeltes Erscheinungsfeld.</translation>
    </message>
    <message>
        <source>[SRC] Monster level 1-4.</source>
        <translation>[SRC] Monsterstufe 1-4.</translation>
    </message>
    <message>
        <source>[SRC] Never moves itself into a pit.</source>
        <translation>[SRC] Zieht nie von selbst in eine Grube.</translation>
    </message>
    <message>
        <source>[SRC] Number of equipment icons (the face-down &apos;2&apos; or &apos;3&apos; side).</source>
        <translation>[SRC] Zahl der Ausrüstungssymbole (die verdeckte Seite &apos;2&apos; oder &apos;3&apos;).</translation>
    </message>
    <message>
        <source>[SRC] On a chapter space: lit, so activating it is free. Flips to destroyed when used.</source>
        <translation>[SRC] Auf einem Kapitelfeld: leuchtend, das Aktivieren kostet also nichts. Wird nach Gebrauch zu zerstört gewendet.</translation>
    </message>
    <message>
        <source>[SRC] One face-down chip per lock symbol; while on the doorway it blocks movement, sight, zombies, creatures and cameras (not fire). Corner lock symbols take 3-icon chips.</source>
        <translation>[SRC] Ein verdeckter Chip je Schlosssymbol; solange er im Durchgang liegt, sperrt er Bewegung, Sicht, Zombies, Kreaturen und Kameras (nicht Feuer). Eckschlösser nehmen Chips mit 3 Symbolen.</translation>
    </message>
    <message>
        <source>[SRC] One per camera icon; sees its own room plus the zone-walk ray in its facing. Removed when its tile is destroyed or the showdown starts.</source>
        <translation>[SRC] Eine je Kamerasymbol; sieht ihren eigenen Raum und den Zonenstrahl in ihrer Blickrichtung. Wird entfernt, wenn ihr Teil zerstört wird oder der Showdown beginnt.</translation>
    </message>
    <message>
        <source>[SRC] Placed by a blocking chapter; every explorer must exit the tile that holds it before the chapter advances.</source>
        <translation>[SRC] Von einem sperrenden Kapitel ausgelegt; jeder Erkunder muss das Teil mit ihm verlassen, bevor das Kapitel weitergeht.</translation>
    </message>
    <message>
        <source>[SRC] Placed in the lab when the showdown starts; heads for the corners outside the lab.</source>
        <translation>[SRC] Wird beim Beginn des Showdowns ins Labor gestellt; zieht zu den Ecken außerhalb des Labors.</translation>
    </message>
    <message>
        <source>[SRC] Survivors enter in the entrance hall (also where zombified survivors return).</source>
        <translation>[SRC] Überlebende betreten das Haus in der Eingangshalle (dorthin kehren auch zombifizierte Überlebende zurück).</translation>
    </message>
    <message>
        <source>[SRC] The nemesis is placed in the lab when the showdown starts; &apos;showdown&apos; tokens are not in play before.</source>
        <translation>[SRC] Die Nemesis wird beim Beginn des Showdowns ins Labor gestellt; &apos;showdown&apos;-Marker sind vorher nicht im Spiel.</translation>
    </message>
    <message>
        <source>[SRC] The one orthogonal direction the camera looks; chosen at setup to see the most rooms.</source>
        <translation>[SRC] Die eine orthogonale Richtung, in die die Kamera blickt; beim Aufbau so gewählt, dass sie die meisten Räume sieht.</translation>
    </message>
    <message>
        <source>[SRC] The single roaming fire; spreads by the fireDirMap roll.</source>
        <translation>[SRC] Das einzige wandernde Feuer; breitet sich nach dem fireDirMap-Wurf aus.</translation>
    </message>
    <message>
        <source>[SRC] Walls are borders between spaces.</source>
        <translation>[SRC] Wände sind Grenzen zwischen Feldern.</translation>
    </message>
    <message>
        <source>[SRC] Zombies printed on the back (1-6); placed face down.</source>
        <translation>[SRC] Auf der Rückseite gedruckte Zombies (1-6); verdeckt ausgelegt.</translation>
    </message>
    <message>
        <source>attackable</source>
        <translation>angreifbar</translation>
    </message>
    <message>
        <source>defence</source>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <source>health</source>
        <translation>Lebenspunkte</translation>
    </message>
    <message>
        <source>roomOrder</source>
        <translation>Raumreihenfolge</translation>
    </message>
</context>
<context>
    <name>ImportPackDialog</name>
    <message>
        <source>Import Quest Pack</source>
        <translation>Abenteuerpaket importieren</translation>
    </message>
    <message>
        <source>Quest</source>
        <translation>Abenteuer</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Helden</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Quests in the pack</source>
        <translation>Abenteuer im Paket</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <source>Replace what is installed there</source>
        <translation>Dort Installiertes ersetzen</translation>
    </message>
    <message>
        <source>Install</source>
        <translation>Installieren</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>{name} — version {version} ({id})</source>
        <translation>{name} — Version {version} ({id})</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source>Authors: {authors}</source>
        <translation>Autoren: {authors}</translation>
    </message>
    <message>
        <source>Licence: {license}</source>
        <translation>Lizenz: {license}</translation>
    </message>
    <message>
        <source>Needs: {systems}; tilesets {tilesets}</source>
        <translation>Benötigt: {systems}; Kachelsätze {tilesets}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Carries tilesets: {ids}</source>
        <translation>Bringt Kachelsätze mit: {ids}</translation>
    </message>
    <message>
        <source>{name}: not a readable quest pack</source>
        <translation>{name}: kein lesbares Abenteuerpaket</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n Problem</numerusform>
            <numerusform>%n Probleme</numerusform>
        </translation>
    </message>
    <message>
        <source>Install target</source>
        <translation>Installationsziel</translation>
    </message>
    <message>
        <source>Installs into {target}{note}</source>
        <translation>Wird installiert in {target}{note}</translation>
    </message>
    <message>
        <source>This pack is refused; nothing will be installed.</source>
        <translation>Dieses Paket wird abgelehnt; nichts wird installiert.</translation>
    </message>
    <message numerus="yes">
        <source>Install although %n quest(s) could not be validated in full within the limits (they are marked in the library)</source>
        <translation>
            <numerusform>Installieren, obwohl %n Quest nicht vollständig innerhalb der Grenzen geprüft werden konnte (sie wird in der Bibliothek markiert)</numerusform>
            <numerusform>Installieren, obwohl %n Quests nicht vollständig innerhalb der Grenzen geprüft werden konnten (sie werden in der Bibliothek markiert)</numerusform>
        </translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>nicht geprüft</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>unlesbar</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message>
        <source>not validated: {why}</source>
        <translation>nicht geprüft: {why}</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>Not installed: {exc}</source>
        <translation>Nicht installiert: {exc}</translation>
    </message>
</context>
<context>
    <name>LibraryDialog</name>
    <message>
        <source>Quest Library</source>
        <translation>Abenteuerbibliothek</translation>
    </message>
    <message>
        <source>&amp;Open in Editor</source>
        <translation>Im Editor ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Import Pack…</source>
        <translation>Paket &amp;importieren…</translation>
    </message>
    <message>
        <source>&amp;Remove Pack</source>
        <translation>Paket &amp;entfernen</translation>
    </message>
    <message>
        <source>Show &amp;Folder</source>
        <translation>&amp;Ordner zeigen</translation>
    </message>
    <message>
        <source>{packs}, {quests} in {root}</source>
        <translation>{packs}, {quests} in {root}</translation>
    </message>
    <message numerus="yes">
        <source>%n pack(s)</source>
        <translation>
            <numerusform>%n Paket</numerusform>
            <numerusform>%n Pakete</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n quest(s)</source>
        <translation>
            <numerusform>%n Abenteuer</numerusform>
            <numerusform>%n Abenteuer</numerusform>
        </translation>
    </message>
    <message>
        <source>No packs installed yet in {root}. Import a .qwpack to start.</source>
        <translation>Noch keine Pakete in {root} installiert. Importieren Sie ein .qwpack, um zu beginnen.</translation>
    </message>
    <message>
        <source>{path} is missing; reinstall the pack.</source>
        <translation>{path} fehlt; installieren Sie das Paket neu.</translation>
    </message>
    <message>
        <source>Remove Pack</source>
        <translation>Paket entfernen</translation>
    </message>
    <message>
        <source>Remove the pack {pack_id!r} and its quests from the library?
Quests you saved elsewhere are not touched.</source>
        <translation>Das Paket {pack_id!r} und seine Abenteuer aus der Bibliothek entfernen?
Anderswo gespeicherte Abenteuer bleiben unberührt.</translation>
    </message>
    <message>
        <source>Import Quest Pack</source>
        <translation>Abenteuerpaket importieren</translation>
    </message>
</context>
<context>
    <name>LibraryTree</name>
    <message>
        <source>Pack / quest</source>
        <translation>Paket / Abenteuer</translation>
    </message>
    <message>
        <source>Version / system</source>
        <translation>Version / System</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Helden</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <source>Installed packs and quests</source>
        <translation>Installierte Pakete und Abenteuer</translation>
    </message>
    <message>
        <source>by {authors}</source>
        <translation>von {authors}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Palette</source>
        <translation>Palette</translation>
    </message>
    <message>
        <source>Minimap</source>
        <translation>Übersichtskarte</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>Quest</source>
        <translation>Abenteuer</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>Problems (Alt+5; F8 next)</source>
        <translation>Probleme (Alt+5; F8 nächstes)</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;geöffnet&gt;</translation>
    </message>
    <message>
        <source>&amp;Undo {text}</source>
        <translation>&amp;Rückgängig: {text}</translation>
    </message>
    <message numerus="yes">
        <source>New doors span %n edge(s)</source>
        <translation>
            <numerusform>Neue Türen überspannen %n Kante</numerusform>
            <numerusform>Neue Türen überspannen %n Kanten</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo {text}</source>
        <translation>&amp;Wiederholen: {text}</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Browse Quests…</source>
        <translation>Abenteuer &amp;durchsuchen…</translation>
    </message>
    <message>
        <source>Find, install and update packs from your catalogues</source>
        <translation>Pakete aus Ihren Katalogen finden, installieren und aktualisieren</translation>
    </message>
    <message>
        <source>{display_name}[*] — {system} — Questwright</source>
        <translation>{display_name}[*] — {system} — Questwright</translation>
    </message>
    <message>
        <source>About Questwright</source>
        <translation>Über Questwright</translation>
    </message>
    <message>
        <source>Questwright {version}
Quest editor, validator and test-play engine for tile-based dungeon crawlers.
Tiles and content are Questwright&apos;s own stand-ins.</source>
        <translation>Questwright {version}
Abenteuer-Editor, Prüfer und Testspiel-Engine für Dungeon-Crawler mit Kacheln.
Kacheln und Inhalte sind Questwrights eigene Platzhalter.</translation>
    </message>
    <message>
        <source>{name}: not available for this system</source>
        <translation>{name}: für dieses System nicht verfügbar</translation>
    </message>
    <message>
        <source>No problems</source>
        <translation>Keine Probleme</translation>
    </message>
    <message>
        <source>Cell {x},{y}</source>
        <translation>Feld {x},{y}</translation>
    </message>
    <message>
        <source>off the board</source>
        <translation>außerhalb des Spielplans</translation>
    </message>
    <message>
        <source>Zone {zone}{detail}{terrain}</source>
        <translation>Zone {zone}{detail}{terrain}</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>prüfe…</translation>
    </message>
    <message>
        <source>✖ {errors}  ▲ {warnings}  ℹ {infos}</source>
        <translation>✖ {errors}  ▲ {warnings}  ℹ {infos}</translation>
    </message>
    <message>
        <source>Problems ({errors} errors, {warnings} warnings)</source>
        <translation>Probleme ({errors} Fehler, {warnings} Warnungen)</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Ansicht</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>Overlays</source>
        <translation>Überlagerungen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>&amp;Quest</source>
        <translation>A&amp;benteuer</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Focus</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <source>&amp;Overlays</source>
        <translation>Ü&amp;berlagerungen</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source> (both faces)</source>
        <translation> (beide Seiten)</translation>
    </message>
    <message>
        <source> (empty: {cells})</source>
        <translation> (leer: {cells})</translation>
    </message>
    <message>
        <source>(destroy effects need a ruleset)</source>
        <translation>(Zerstörungseffekte brauchen ein Regelwerk)</translation>
    </message>
    <message>
        <source>(effect {kind!r} is not supported by this ruleset; ignored)</source>
        <translation>(Effekt {kind!r} wird von diesem Regelwerk nicht unterstützt; übergangen)</translation>
    </message>
    <message>
        <source>(give-item effects need a ruleset)</source>
        <translation>(Gegenstandseffekte brauchen ein Regelwerk)</translation>
    </message>
    <message>
        <source>(spawn effects need a ruleset)</source>
        <translation>(Erscheinungseffekte brauchen ein Regelwerk)</translation>
    </message>
    <message>
        <source>; also seen by another camera: {rooms}</source>
        <translation>; auch von einer anderen Kamera gesehen: {rooms}</translation>
    </message>
    <message>
        <source>; not facing a best direction: {cameras}</source>
        <translation>; nicht in eine beste Richtung ausgerichtet: {cameras}</translation>
    </message>
    <message>
        <source>; the first closed boundary on the shortest way there is door {door!r}</source>
        <translation>; die erste geschlossene Grenze auf dem kürzesten Weg dorthin ist Tür {door!r}</translation>
    </message>
    <message>
        <source>; walls close it off (first wall on the shortest way: {edge})</source>
        <translation>; Wände schließen es ab (erste Wand auf dem kürzesten Weg: {edge})</translation>
    </message>
    <message>
        <source>Add a `wake` effect to a trigger that can fire, or drop `dormant`.</source>
        <translation>Fügen Sie einem Auslöser, der auslösen kann, einen `wake`-Effekt hinzu, oder entfernen Sie `dormant`.</translation>
    </message>
    <message>
        <source>Add a condition (`fired`, `done`) so that only the intended order counts, or make the effects agree.</source>
        <translation>Fügen Sie eine Bedingung (`fired`, `done`) hinzu, damit nur die gewollte Reihenfolge zählt, oder gleichen Sie die Effekte an.</translation>
    </message>
    <message>
        <source>Add a key, or make the side doors open without one.</source>
        <translation>Fügen Sie einen Schlüssel hinzu oder lassen Sie die Nebentüren ohne Schlüssel öffnen.</translation>
    </message>
    <message>
        <source>Add a level token to the tile, or set setup.treasureLevel to &quot;current&quot;.</source>
        <translation>Lege einen Stufenmarker auf die Kachel oder setze setup.treasureLevel auf &quot;current&quot;.</translation>
    </message>
    <message>
        <source>Add an objective (or a trigger with a win effect).</source>
        <translation>Fügen Sie ein Ziel hinzu (oder einen Auslöser mit Siegeffekt).</translation>
    </message>
    <message>
        <source>Check the event and the conditions of the spawning trigger.</source>
        <translation>Prüfen Sie das Ereignis und die Bedingungen des erzeugenden Auslösers.</translation>
    </message>
    <message>
        <source>Check the events and conditions of the triggers the objective waits for.</source>
        <translation>Prüfen Sie die Ereignisse und Bedingungen der Auslöser, auf die das Ziel wartet.</translation>
    </message>
    <message>
        <source>Close the gap with a wall, or remove the door.</source>
        <translation>Schließe die Lücke mit einer Wand oder entferne die Tür.</translation>
    </message>
    <message>
        <source>Close the gap with walls or impassable spaces, or remove the door.</source>
        <translation>Schließe die Lücke mit Wänden oder unpassierbaren Feldern oder entferne die Tür.</translation>
    </message>
    <message>
        <source>Close the view with a door listed in the start area.</source>
        <translation>Versperre die Sicht mit einer Tür, die im Startbereich eingetragen ist.</translation>
    </message>
    <message>
        <source>Darkness {darkness}</source>
        <translation>Dunkelheit {darkness}</translation>
    </message>
    <message>
        <source>Fewer independent triggers (or conditions that tie them together) let the search finish.</source>
        <translation>Weniger unabhängige Auslöser (oder Bedingungen, die sie verknüpfen) lassen die Suche zu Ende kommen.</translation>
    </message>
    <message>
        <source>Give at most {limit}.</source>
        <translation>Höchstens {limit} vergeben.</translation>
    </message>
    <message>
        <source>Give the door a &quot;roomOrder&quot; property (room zone ids, first to last), or change the layout.</source>
        <translation>Gib der Tür eine Eigenschaft &quot;roomOrder&quot; (die Kennungen der Raumzonen, vom ersten bis zum letzten) oder ändere den Aufbau.</translation>
    </message>
    <message>
        <source>Give the heroes more rounds, or move the target nearer the start.</source>
        <translation>Geben Sie den Helden mehr Runden oder rücken Sie das Ziel näher an den Start.</translation>
    </message>
    <message>
        <source>Give the objective a soloCount (or a smaller count), or raise party.min.</source>
        <translation>Geben Sie dem Ziel einen soloCount (oder eine kleinere Anzahl) oder erhöhen Sie party.min.</translation>
    </message>
    <message>
        <source>Give the trigger a condition (`if` with `done` or `picked`) so that it cannot fire too early, or say in the quest&apos;s text which order is safe.</source>
        <translation>Geben Sie dem Auslöser eine Bedingung (`if` mit `done` oder `picked`), damit er nicht zu früh auslösen kann, oder nennen Sie im Questtext die sichere Reihenfolge.</translation>
    </message>
    <message>
        <source>Known properties: {properties}</source>
        <translation>Bekannte Eigenschaften: {properties}</translation>
    </message>
    <message>
        <source>LOSS</source>
        <translation>NIEDERLAGE</translation>
    </message>
    <message>
        <source>Let the trigger wait for the objective (an `if` with `done`), or move what it removes.</source>
        <translation>Lassen Sie den Auslöser auf das Ziel warten (ein `if` mit `done`), oder verschieben Sie, was er entfernt.</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>Stufe {level}</translation>
    </message>
    <message>
        <source>Lifebringer {name}</source>
        <translation>Lebensbringer {name}</translation>
    </message>
    <message>
        <source>Lifebringers {names}</source>
        <translation>Lebensbringer {names}</translation>
    </message>
    <message>
        <source>List the door in area {earliest!r}.</source>
        <translation>Trage die Tür im Bereich {earliest!r} ein.</translation>
    </message>
    <message>
        <source>Move a key (or lever) out of the loop, or open another way in.</source>
        <translation>Nehmen Sie einen Schlüssel (oder Hebel) aus der Schleife oder öffnen Sie einen anderen Zugang.</translation>
    </message>
    <message>
        <source>Move it out of sight behind a wall, door or rubble, or waive with a reason.</source>
        <translation>Verschiebe ihn außer Sicht hinter eine Wand, Tür oder Trümmer oder gewähre eine begründete Ausnahme.</translation>
    </message>
    <message>
        <source>Move it to a passable space.</source>
        <translation>Verschiebe ihn auf ein passierbares Feld.</translation>
    </message>
    <message>
        <source>Move them so that they share an edge with the board, or join the pieces with a pair of staircases.</source>
        <translation>Verschiebe sie so, dass sie eine Kante mit dem Spielplan teilen, oder verbinde die Teile mit einem Treppenpaar.</translation>
    </message>
    <message>
        <source>Narrow the party range, or change the setup for those counts.</source>
        <translation>Verenge den Bereich der Gruppengröße oder ändere den Aufbau für diese Anzahlen.</translation>
    </message>
    <message>
        <source>Open a neighbouring space (remove rubble or a wall).</source>
        <translation>Öffne ein Nachbarfeld (entferne Trümmer oder eine Wand).</translation>
    </message>
    <message>
        <source>Open a way (door, opening), move the spawn point, or waive this warning if the enemy is meant to stay put.</source>
        <translation>Öffne einen Weg (Tür, Öffnung), verschiebe den Erscheinungspunkt oder gewähre für diese Warnung eine Ausnahme, wenn der Gegner an Ort und Stelle bleiben soll.</translation>
    </message>
    <message>
        <source>Order the chapters as their objectives follow each other, or drop the objective&apos;s &apos;after&apos;.</source>
        <translation>Ordnen Sie die Kapitel so, wie ihre Ziele aufeinander folgen, oder entfernen Sie das „after“ des Ziels.</translation>
    </message>
    <message>
        <source>Place a camera token in {zone}.</source>
        <translation>Lege einen Kameramarker in {zone}.</translation>
    </message>
    <message>
        <source>Place a door token on one of its doorways.</source>
        <translation>Lege einen Türmarker auf einen seiner Türdurchgänge.</translation>
    </message>
    <message>
        <source>Place a glyph with &quot;active&quot;: true in the start area.</source>
        <translation>Lege eine Glyphe mit &quot;active&quot;: true in den Startbereich.</translation>
    </message>
    <message>
        <source>Place it between two tiles, across the abyss.</source>
        <translation>Lege sie zwischen zwei Kacheln, über den Abgrund.</translation>
    </message>
    <message>
        <source>Place its key, give it a condition, or add a trigger with an unlock effect.</source>
        <translation>Lege ihren Schlüssel aus, gib ihr eine Bedingung oder füge einen Auslöser mit Entriegelungseffekt hinzu.</translation>
    </message>
    <message>
        <source>Place one {label} token.</source>
        <translation>Lege einen Marker {label} aus.</translation>
    </message>
    <message>
        <source>Place the other end in another zone, with the same group or colour.</source>
        <translation>Lege das andere Ende in eine andere Zone, mit derselben Gruppe oder Farbe.</translation>
    </message>
    <message>
        <source>Place tokens of neighbouring values, or declare the quest&apos;s patrol fallback.</source>
        <translation>Lege Marker mit benachbarten Werten aus oder lege den Ersatz für Patrouillen des Abenteuers fest.</translation>
    </message>
    <message>
        <source>Plant a 3-icon chip and two 2-icon chips whose colours are the sequence.</source>
        <translation>Lege einen Chip mit 3 Symbolen und zwei Chips mit 2 Symbolen aus, deren Farben die Sequenz ergeben.</translation>
    </message>
    <message>
        <source>Put a wall there, or move the door into a 2-wide opening.</source>
        <translation>Setze dort eine Wand oder verschiebe die Tür in eine 2 Felder breite Öffnung.</translation>
    </message>
    <message>
        <source>Put a wall, an opening or a door there (or make the zone a corridor).</source>
        <translation>Setze dort eine Wand, eine Öffnung oder eine Tür (oder mache die Zone zu einem Gang).</translation>
    </message>
    <message>
        <source>Put the door on the line between two zones.</source>
        <translation>Setze die Tür auf die Linie zwischen zwei Zonen.</translation>
    </message>
    <message>
        <source>Put the door space between two passable spaces, walls or impassable spaces on its other sides.</source>
        <translation>Setze das Türfeld zwischen zwei passierbare Felder, mit Wänden oder unpassierbaren Feldern an seinen anderen Seiten.</translation>
    </message>
    <message>
        <source>Remove code chips that are not on lock symbols, or shorten the sequence.</source>
        <translation>Entferne Codechips, die nicht auf Schlosssymbolen liegen, oder kürze die Sequenz.</translation>
    </message>
    <message>
        <source>Remove it if the problem is gone.</source>
        <translation>Entferne sie, wenn das Problem behoben ist.</translation>
    </message>
    <message>
        <source>Rename one of them.</source>
        <translation>Benenne eines davon um.</translation>
    </message>
    <message>
        <source>Rotate or swap one of the tiles so that the openings meet.</source>
        <translation>Drehe oder tausche eine der Kacheln, damit die Öffnungen aufeinandertreffen.</translation>
    </message>
    <message>
        <source>Rotate the tile so that its windows face outside.</source>
        <translation>Drehe die Kachel, damit ihre Fenster nach außen zeigen.</translation>
    </message>
    <message>
        <source>Set &quot;state&quot;: &quot;locked&quot; (or drop the lock).</source>
        <translation>Setze &quot;state&quot;: &quot;locked&quot; (oder entferne das Schloss).</translation>
    </message>
    <message>
        <source>Set party to within {min}–{max}.</source>
        <translation>Setze die Gruppe auf {min}–{max}.</translation>
    </message>
    <message>
        <source>Start the heroes on a tile that falls later, or let the removal wait.</source>
        <translation>Lassen Sie die Helden auf einem Plättchen beginnen, das später fällt, oder lassen Sie das Entfernen warten.</translation>
    </message>
    <message>
        <source>The other quest-logic issues name the objective and the chain that block it.</source>
        <translation>Die anderen Questlogik-Meldungen nennen das Ziel und die Kette, die es blockieren.</translation>
    </message>
    <message>
        <source>This is a bug in Questwright; please report it with the quest file.</source>
        <translation>Das ist ein Fehler in Questwright; bitte melde ihn zusammen mit der Abenteuerdatei.</translation>
    </message>
    <message>
        <source>Use another tile, or declare extra copies in parameters.tileCopies.</source>
        <translation>Verwende eine andere Kachel oder gib zusätzliche Exemplare in parameters.tileCopies an.</translation>
    </message>
    <message>
        <source>Use one of {edge_kinds}</source>
        <translation>Verwende eines von: {edge_kinds}</translation>
    </message>
    <message>
        <source>Use the id of a token, door, zone, tile, area or objective.</source>
        <translation>Verwende die Kennung eines Markers, einer Tür, Zone, Kachel, eines Bereichs oder Ziels.</translation>
    </message>
    <message>
        <source>WIN</source>
        <translation>SIEG</translation>
    </message>
    <message>
        <source>What waits for what: {text} (a loop).</source>
        <translation>Was auf was wartet: {text} (eine Schleife).</translation>
    </message>
    <message>
        <source>What waits for what: {text} — {end}.</source>
        <translation>Was auf was wartet: {text} — {end}.</translation>
    </message>
    <message>
        <source>What waits for what: {text}.</source>
        <translation>Was auf was wartet: {text}.</translation>
    </message>
    <message>
        <source>`questwright rules` lists the codes.</source>
        <translation>`questwright rules` listet die Codes auf.</translation>
    </message>
    <message>
        <source>a bite finds no one left to infect</source>
        <translation>ein Biss findet niemanden mehr zum Anstecken</translation>
    </message>
    <message>
        <source>a hero is cut off from {what}</source>
        <translation>ein Held ist von {what} abgeschnitten</translation>
    </message>
    <message>
        <source>a room destroyed</source>
        <translation>ein Raum zerstört</translation>
    </message>
    <message>
        <source>a spawn token lands in {zone}</source>
        <translation>ein Erscheinungsmarker landet in {zone}</translation>
    </message>
    <message>
        <source>a spike trap</source>
        <translation>eine Stachelfalle</translation>
    </message>
    <message>
        <source>a survivor eliminated</source>
        <translation>ein Überlebender ausgeschieden</translation>
    </message>
    <message>
        <source>a trapped treasure</source>
        <translation>ein Fallenschatz</translation>
    </message>
    <message>
        <source>a trigger lost the quest</source>
        <translation>ein Auslöser hat die Quest verloren</translation>
    </message>
    <message>
        <source>a trigger won the quest</source>
        <translation>ein Auslöser hat die Quest gewonnen</translation>
    </message>
    <message>
        <source>a zombie is knocked back to {dest}</source>
        <translation>ein Zombie wird nach {dest} zurückgestoßen</translation>
    </message>
    <message>
        <source>a zombie is knocked into the flames of {dest}</source>
        <translation>ein Zombie wird in die Flammen von {dest} gestoßen</translation>
    </message>
    <message>
        <source>a {colour} code token is forced ({count} left)</source>
        <translation>ein Codemarker {colour} wird erzwungen (noch {count})</translation>
    </message>
    <message>
        <source>actions {actions} were never tried</source>
        <translation>die Aktionen {actions} wurden nie versucht</translation>
    </message>
    <message>
        <source>advancedRooms is off, so these printed icons play as plain rooms: {icons}</source>
        <translation>advancedRooms ist aus, daher gelten diese gedruckten Symbole als gewöhnliche Räume: {icons}</translation>
    </message>
    <message>
        <source>agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <source>aim</source>
        <translation>Zielen</translation>
    </message>
    <message>
        <source>an open boundary beside it</source>
        <translation>eine offene Grenze daneben</translation>
    </message>
    <message>
        <source>area</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>area {area!r} lists {where}, which is not on the board</source>
        <translation>Bereich {area!r} enthält {where}, das nicht auf dem Spielplan liegt</translation>
    </message>
    <message>
        <source>area {id!r} is in pieces: {cell_ref} cannot be reached from {cell_ref2} within the area</source>
        <translation>Bereich {id!r} ist zerstückelt: {cell_ref} ist innerhalb des Bereichs von {cell_ref2} aus nicht erreichbar</translation>
    </message>
    <message>
        <source>area {id}: {hidden} of {n_inside} spaces ({round} %) are hidden from its door spaces</source>
        <translation>Bereich {id}: {hidden} von {n_inside} Feldern ({round} %) sind von seinen Türfeldern aus verborgen</translation>
    </message>
    <message>
        <source>area {id}: {n_inside} spaces and {n_entrances} door spaces are more than this check measures (it compares at most {HIDDEN_SHARE_PAIRS:,} pairs of spaces per quest)</source>
        <translation>Bereich {id}: {n_inside} Felder und {n_entrances} Türfelder sind mehr, als diese Prüfung misst (sie vergleicht höchstens {HIDDEN_SHARE_PAIRS:,} Feldpaare je Quest)</translation>
    </message>
    <message>
        <source>areas (every cell is its own zone)</source>
        <translation>Bereiche (jedes Feld ist eine eigene Zone)</translation>
    </message>
    <message>
        <source>artifact</source>
        <translation>Artefakt</translation>
    </message>
    <message>
        <source>at level {level} no level token of value {below} or {above} exists, so patrols have no zone to spawn in</source>
        <translation>auf Stufe {level} gibt es keinen Stufenmarker mit Wert {below} oder {above}, daher haben Patrouillen keine Zone zum Erscheinen</translation>
    </message>
    <message>
        <source>at setup</source>
        <translation>schon beim Aufbau</translation>
    </message>
    <message>
        <source>at the start (trigger {trigger!r}: {effect} {target})</source>
        <translation>schon zu Beginn (Auslöser {trigger!r}: {effect} {target})</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>attack-order</source>
        <translation>Reihenfolge der Angriffe</translation>
    </message>
    <message>
        <source>aura</source>
        <translation>Aura</translation>
    </message>
    <message>
        <source>barracks</source>
        <translation>Kaserne</translation>
    </message>
    <message>
        <source>barrel</source>
        <translation>Fass</translation>
    </message>
    <message>
        <source>barrel {id!r} lies next to {names}</source>
        <translation>Fass {id!r} liegt neben {names}</translation>
    </message>
    <message>
        <source>bite</source>
        <translation>Biss</translation>
    </message>
    <message>
        <source>bite-overflow</source>
        <translation>überzähliger Biss</translation>
    </message>
    <message>
        <source>blocking chapter {name} has no objective to advance it</source>
        <translation>blockierendes Kapitel {name} hat kein Ziel, das es voranbringt</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>boss</source>
        <translation>Boss</translation>
    </message>
    <message>
        <source>boss fight: {text}</source>
        <translation>Bosskampf: {text}</translation>
    </message>
    <message>
        <source>boss track {boss_track}: {effect}</source>
        <translation>Bossleiste {boss_track}: {effect}</translation>
    </message>
    <message>
        <source>boss {boss} is not on the boss room {room}</source>
        <translation>Boss {boss} steht nicht im Bossraum {room}</translation>
    </message>
    <message>
        <source>boss {token!r} is {name!r}, but the content has no card for it (bosses: {known})</source>
        <translation>Boss {token!r} ist {name!r}, aber der Inhalt hat keine Karte dafür (Bosse: {known})</translation>
    </message>
    <message>
        <source>breaking the lab code costs at least {cost} darkness with the chips on the board ({mode} mode, budget {budget})</source>
        <translation>den Labor-Code zu knacken kostet mit den Chips auf dem Spielplan mindestens {cost} Dunkelheit (Modus {mode}, Budget {budget})</translation>
    </message>
    <message>
        <source>breaking the lab code costs at least {cost} darkness, more than the {budget} the track allows</source>
        <translation>den Labor-Code zu knacken kostet mindestens {cost} Dunkelheit, mehr als die {budget}, die die Leiste erlaubt</translation>
    </message>
    <message>
        <source>bridge zone {zone} is lit; bridges are always Shadow zones</source>
        <translation>Brückenzone {zone} ist beleuchtet; Brücken sind immer Schattenzonen</translation>
    </message>
    <message>
        <source>burn marker {id!r} lies on the lab ({tile}); fire never enters it</source>
        <translation>Brandmarker {id!r} liegt auf dem Labor ({tile}); Feuer dringt nie dort ein</translation>
    </message>
    <message>
        <source>burn markers on {tile_name}: {burn}</source>
        <translation>Brandmarker auf {tile_name}: {burn}</translation>
    </message>
    <message>
        <source>burn markers: {tiles}</source>
        <translation>Brandmarker: {tiles}</translation>
    </message>
    <message>
        <source>camera {cam!r} is a second camera on the icon of {zone}</source>
        <translation>Kamera {cam!r} ist eine zweite Kamera auf dem Symbol von {zone}</translation>
    </message>
    <message>
        <source>camera {cam!r} stands in {zone}, which has no camera icon</source>
        <translation>Kamera {cam!r} steht in {zone}, das kein Kamerasymbol hat</translation>
    </message>
    <message>
        <source>camera-order</source>
        <translation>Reihenfolge der Kameras</translation>
    </message>
    <message>
        <source>cancel</source>
        <translation>Aufheben</translation>
    </message>
    <message>
        <source>cancel-own</source>
        <translation>eigenen Würfel aufheben</translation>
    </message>
    <message>
        <source>cells</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>chamber of {count} rooms ({rooms}); a Door card serves {cap}</source>
        <translation>Kammer aus {count} Räumen ({rooms}); eine Türkarte bedient {cap}</translation>
    </message>
    <message>
        <source>chamber {names} has {n_doors} doors ({names2}); its Door card comes from whichever is opened first</source>
        <translation>Kammer {names} hat {n_doors} Türen ({names2}); ihre Türkarte kommt von der, die zuerst geöffnet wird</translation>
    </message>
    <message>
        <source>chapter {name} advances on objective {objective!r}, which the quest does not have</source>
        <translation>Kapitel {name} schreitet mit Ziel {objective!r} voran, das die Quest nicht hat</translation>
    </message>
    <message>
        <source>chapter {name}&apos;s objective {objective!r} waits for {later_objective!r}, the objective of the later chapter {later_name}: chapter {name} never advances</source>
        <translation>Ziel {objective!r} von Kapitel {name} wartet auf {later_objective!r}, das Ziel des späteren Kapitels {later_name}: Kapitel {name} schreitet nie voran</translation>
    </message>
    <message>
        <source>chapters {value} and {name} both advance on objective {objective!r}: the second never has one of its own</source>
        <translation>Kapitel {value} und {name} schreiten beide mit Ziel {objective!r} voran: das zweite hat nie ein eigenes</translation>
    </message>
    <message>
        <source>choose 1–{last}</source>
        <translation>wählen Sie 1–{last}</translation>
    </message>
    <message>
        <source>chosen hero {id!r} is chosen during play, but no choose-hero effect names it</source>
        <translation>der gewählte Held {id!r} wird im Spiel gewählt, aber kein choose-hero-Effekt nennt ihn</translation>
    </message>
    <message>
        <source>chosen hero {id!r} names {hero!r}; a hero at setup is h1…h12</source>
        <translation>der gewählte Held {id!r} nennt {hero!r}; ein Held beim Aufbau ist h1…h12</translation>
    </message>
    <message>
        <source>closes</source>
        <translation>schließt</translation>
    </message>
    <message>
        <source>code chip {chip!r} has {icons} icons but locks a doorway of the corner room {tile}; corner locks take 3-icon chips</source>
        <translation>Codechip {chip!r} hat {icons} Symbole, verschließt aber einen Türdurchgang des Eckraums {tile}; Eckschlösser brauchen Chips mit 3 Symbolen</translation>
    </message>
    <message>
        <source>code chip {chip!r} is not on a lock symbol (it lies on a {kind})</source>
        <translation>Codechip {chip!r} liegt nicht auf einem Schlosssymbol (er liegt auf: {kind})</translation>
    </message>
    <message>
        <source>code chip {chip!r} shows {icons} icons but lists {colours_count} colours</source>
        <translation>Codechip {chip!r} zeigt {icons} Symbole, nennt aber {colours_count} Farben</translation>
    </message>
    <message>
        <source>code chip {token!r} sits on a doorway of the lab {lab}; the lab opens through the security board only</source>
        <translation>Codechip {token!r} liegt auf einem Türdurchgang des Labors {lab}; das Labor öffnet sich nur über die Sicherheitstafel</translation>
    </message>
    <message>
        <source>commands: &lt;n&gt; take action n | undo | bot | auto [N] | save FILE | load FILE | log [N] | board | help | quit</source>
        <translation>Befehle: &lt;n&gt; Aktion n ausführen | undo zurücknehmen | bot | auto [N] | save DATEI | load DATEI | log [N] | board Spielplan | help Hilfe | quit beenden</translation>
    </message>
    <message>
        <source>common</source>
        <translation>gewöhnlich</translation>
    </message>
    <message>
        <source>counter {id!r} starts a value on {ref!r}, which is not a {scope} of the board</source>
        <translation>Zähler {id!r} beginnt einen Wert auf {ref!r}, das kein {scope} des Spielplans ist</translation>
    </message>
    <message>
        <source>counter {id!r}: {names} share level {value}, so which one counts down first is left to chance</source>
        <translation>Zähler {id!r}: {names} teilen Stufe {value}, daher entscheidet der Zufall, welcher zuerst herunterzählt</translation>
    </message>
    <message>
        <source>counter {label}: {before} -&gt; {values}</source>
        <translation>Zähler {label}: {before} -&gt; {values}</translation>
    </message>
    <message>
        <source>counter-place</source>
        <translation>Platzierung eines Markers</translation>
    </message>
    <message>
        <source>counters end at different values</source>
        <translation>die Zähler enden bei verschiedenen Werten</translation>
    </message>
    <message>
        <source>coverage: no cameras and no spawn points on this board</source>
        <translation>Abdeckung: weder Kameras noch Spawnpunkte auf diesem Spielplan</translation>
    </message>
    <message>
        <source>creature</source>
        <translation>Kreatur</translation>
    </message>
    <message>
        <source>creature-step</source>
        <translation>Schritt der Kreatur</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>dark mode promises a clean code, but the best use of the chips on the board still costs {cost} darkness</source>
        <translation>der dunkle Modus verspricht einen sauberen Code, aber der beste Einsatz der Chips auf dem Spielplan kostet noch {cost} Dunkelheit</translation>
    </message>
    <message>
        <source>darkness</source>
        <translation>Dunkelheit</translation>
    </message>
    <message>
        <source>darkness falls before the nemesis is stopped</source>
        <translation>die Dunkelheit bricht herein, bevor die Nemesis aufgehalten ist</translation>
    </message>
    <message>
        <source>darkness falls: nobody reached the lab</source>
        <translation>die Dunkelheit bricht herein: niemand hat das Labor erreicht</translation>
    </message>
    <message>
        <source>darkness track: {icon}</source>
        <translation>Dunkelheitsleiste: {icon}</translation>
    </message>
    <message>
        <source>darkness {darkness}/{last} ({why})</source>
        <translation>Dunkelheit {darkness}/{last} ({why})</translation>
    </message>
    <message>
        <source>destroys</source>
        <translation>zerstört</translation>
    </message>
    <message>
        <source>different zones are removed</source>
        <translation>verschiedene Zonen werden entfernt</translation>
    </message>
    <message>
        <source>door</source>
        <translation>Tür</translation>
    </message>
    <message>
        <source>door card {card_id}: rooms {zone_ids}</source>
        <translation>Türkarte {card_id}: Räume {zone_ids}</translation>
    </message>
    <message>
        <source>door card {card_id}: {kind}</source>
        <translation>Türkarte {card_id}: {kind}</translation>
    </message>
    <message>
        <source>door id {door!r} is used twice</source>
        <translation>Türkennung {door!r} wird zweimal verwendet</translation>
    </message>
    <message>
        <source>door space {door!r} at {where} has passable spaces beyond {beyond_count} of its sides (it must separate two)</source>
        <translation>Türfeld {door!r} bei {where} hat hinter {beyond_count} seiner Seiten passierbare Felder (es muss zwei trennen)</translation>
    </message>
    <message>
        <source>door space {door!r} lies on impassable ground at {where}</source>
        <translation>Türfeld {door!r} liegt bei {where} auf unpassierbarem Gelände</translation>
    </message>
    <message>
        <source>door space {space!r} lies on cell {cell}, which is not on the board</source>
        <translation>Türfeld {space!r} liegt auf Feld {cell}, das nicht auf dem Spielplan liegt</translation>
    </message>
    <message>
        <source>door space {space!r} of tile {tile!r} side {side} lies on cell {cell}, which is not on the face</source>
        <translation>Türfeld {space!r} der Kachel {tile!r}, Seite {side}, liegt auf Feld {cell}, das nicht auf dieser Seite liegt</translation>
    </message>
    <message>
        <source>door space {space} starts {state} but has a {kind} lock</source>
        <translation>Türfeld {space} beginnt im Zustand {state}, hat aber ein Schloss {kind}</translation>
    </message>
    <message>
        <source>door {door!r} belongs to area {area!r}, revealed after {earliest!r}; until then the gap is open and heroes see into {area!r}</source>
        <translation>Tür {door!r} gehört zu Bereich {area!r}, der nach {earliest!r} aufgedeckt wird; bis dahin ist die Lücke offen und die Helden sehen in {area!r} hinein</translation>
    </message>
    <message>
        <source>door {door!r} can never open: {why}</source>
        <translation>Tür {door!r} kann sich nie öffnen: {why}</translation>
    </message>
    <message>
        <source>door {door!r} does not end against a wall at {where}; figures and sight can get round it</source>
        <translation>Tür {door!r} endet bei {where} nicht an einer Wand; Figuren und Sichtlinien können sie umgehen</translation>
    </message>
    <message>
        <source>door {door!r} has a {kind!r} lock; {system} locks are {lock_kinds}</source>
        <translation>Tür {door!r} hat ein Schloss {kind!r}; die Schlösser von {system} sind {lock_kinds}</translation>
    </message>
    <message>
        <source>door {door!r} has space {where} off the board; all four spaces it separates must be on the board</source>
        <translation>Tür {door!r} hat das Feld {where} außerhalb des Spielplans; alle vier Felder, die sie trennt, müssen auf dem Spielplan liegen</translation>
    </message>
    <message>
        <source>door {door!r} is listed in area {area!r} but separates {areas}</source>
        <translation>Tür {door!r} ist in Bereich {area!r} eingetragen, trennt aber {areas}</translation>
    </message>
    <message>
        <source>door {door!r} leads into a chamber the heroes can already enter from the start through openings; it draws no Door card</source>
        <translation>Tür {door!r} führt in eine Kammer, die die Helden vom Start aus schon durch Öffnungen betreten können; sie zieht keine Türkarte</translation>
    </message>
    <message>
        <source>door {door!r} leads off the board</source>
        <translation>Tür {door!r} führt aus dem Spielplan hinaus</translation>
    </message>
    <message>
        <source>door {door!r} lies inside zone {zone}</source>
        <translation>Tür {door!r} liegt innerhalb der Zone {zone}</translation>
    </message>
    <message>
        <source>door {door!r} lies on the same edge as door {previous!r}, which it replaces there</source>
        <translation>Tür {door!r} liegt auf derselben Kante wie Tür {previous!r}, die sie dort ersetzt</translation>
    </message>
    <message>
        <source>door {door!r} opens onto impassable ground</source>
        <translation>Tür {door!r} öffnet sich auf unpassierbares Gelände</translation>
    </message>
    <message>
        <source>door {door!r} opens with key {key!r}, which is not placed</source>
        <translation>Tür {door!r} öffnet sich mit Schlüssel {key!r}, der nicht ausliegt</translation>
    </message>
    <message>
        <source>door {door!r} seals nothing: its two sides are joined by {how}</source>
        <translation>Tür {door!r} riegelt nichts ab: ihre beiden Seiten sind verbunden durch {how}</translation>
    </message>
    <message>
        <source>door {door!r} waits for {req!r}, which is no objective or trigger</source>
        <translation>Tür {door!r} wartet auf {req!r}, das weder Ziel noch Auslöser ist</translation>
    </message>
    <message>
        <source>door {door} is never unlocked ({why})</source>
        <translation>Tür {door} wird nie entriegelt ({why})</translation>
    </message>
    <message>
        <source>door {door} is removed</source>
        <translation>Tür {door} wird entfernt</translation>
    </message>
    <message>
        <source>door {door} never opens: its lock is never satisfied</source>
        <translation>Tür {door} öffnet sich nie: ihr Schloss wird nie erfüllt</translation>
    </message>
    <message>
        <source>door {door} starts {state} but has a {kind} lock</source>
        <translation>Tür {door} beginnt im Zustand {state}, hat aber ein Schloss {kind}</translation>
    </message>
    <message>
        <source>door {id!r} joins rooms {value} and {value2}, which openings already make one chamber</source>
        <translation>Tür {id!r} verbindet die Räume {value} und {value2}, die Öffnungen schon zu einer Kammer machen</translation>
    </message>
    <message>
        <source>door {id!r} leads from level {low} (tile {value}) to level {high} (tile {value2}): the level rises before its Door card is drawn</source>
        <translation>Tür {id!r} führt von Stufe {low} (Plättchen {value}) zu Stufe {high} (Plättchen {value2}): die Stufe steigt, bevor ihre Türkarte gezogen wird</translation>
    </message>
    <message>
        <source>door {id!r} lies between two corridors ({names}); doors lead into rooms</source>
        <translation>Tür {id!r} liegt zwischen zwei Gängen ({names}); Türen führen in Räume</translation>
    </message>
    <message>
        <source>doorway</source>
        <translation>Türdurchgang</translation>
    </message>
    <message>
        <source>doorway {door_id!r} carries the lock symbols of tiles {names}: two chips on one connection, both to be cleared</source>
        <translation>Durchgang {door_id!r} trägt die Schlosssymbole der Plättchen {names}: zwei Chips auf einer Verbindung, beide zu entfernen</translation>
    </message>
    <message>
        <source>dormant enemy {name!r} never wakes: no wake effect that can fire names it</source>
        <translation>der schlafende Feind {name!r} erwacht nie: kein wake-Effekt, der auslösen kann, nennt ihn</translation>
    </message>
    <message>
        <source>dormant enemy {name!r} never wakes: no wake effect that can fire names it, and no door is ever opened into its chamber</source>
        <translation>der schlafende Feind {name!r} erwacht nie: kein wake-Effekt, der auslösen kann, nennt ihn, und keine Tür in seine Kammer wird je geöffnet</translation>
    </message>
    <message>
        <source>drop</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <source>edge {edge} belongs to area {area!r}, which is not defined</source>
        <translation>Kante {edge} gehört zu Bereich {area!r}, der nicht definiert ist</translation>
    </message>
    <message>
        <source>edge {edge} is a {kind}, which {system} does not use</source>
        <translation>Kante {edge} ist vom Typ {kind}, den {system} nicht verwendet</translation>
    </message>
    <message>
        <source>edge {edge} of tile {tile!r} side {side}: {error}</source>
        <translation>Kante {edge} der Kachel {tile!r}, Seite {side}: {error}</translation>
    </message>
    <message>
        <source>edge {edge}: {error}</source>
        <translation>Kante {edge}: {error}</translation>
    </message>
    <message>
        <source>encounter {id!r} has neither text nor an effect</source>
        <translation>Begegnung {id!r} hat weder Text noch Effekt</translation>
    </message>
    <message>
        <source>enemies end in different states</source>
        <translation>die Feinde enden in verschiedenen Zuständen</translation>
    </message>
    <message>
        <source>entrap</source>
        <translation>Festhalten</translation>
    </message>
    <message>
        <source>epic</source>
        <translation>episch</translation>
    </message>
    <message>
        <source>error: {error}</source>
        <translation>Fehler: {error}</translation>
    </message>
    <message>
        <source>escape-room</source>
        <translation>Fluchtraum</translation>
    </message>
    <message>
        <source>event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>event {card_id}: a patrol arrives</source>
        <translation>Ereignis {card_id}: eine Patrouille kommt</translation>
    </message>
    <message>
        <source>event {card_id}: a roaming monster arrives</source>
        <translation>Ereignis {card_id}: ein umherstreifendes Monster kommt</translation>
    </message>
    <message>
        <source>event {card_id}: all is quiet</source>
        <translation>Ereignis {card_id}: alles ist ruhig</translation>
    </message>
    <message>
        <source>event {card_id}: the heroes catch their breath (+{heal} health)</source>
        <translation>Ereignis {card_id}: die Helden verschnaufen (+{heal} Gesundheit)</translation>
    </message>
    <message>
        <source>event: {kind}</source>
        <translation>Ereignis: {kind}</translation>
    </message>
    <message>
        <source>every cell is its own zone</source>
        <translation>jedes Feld ist eine eigene Zone</translation>
    </message>
    <message>
        <source>every explorer was destroyed</source>
        <translation>alle Erkunder wurden zerstört</translation>
    </message>
    <message>
        <source>every hero is down</source>
        <translation>alle Helden sind am Boden</translation>
    </message>
    <message>
        <source>every objective is complete</source>
        <translation>alle Ziele sind erfüllt</translation>
    </message>
    <message>
        <source>exit {token!r} is never reached from the hero start{blocker}</source>
        <translation>Ausgang {token!r} wird vom Heldenstart aus nie erreicht{blocker}</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <source>fear</source>
        <translation>Furcht</translation>
    </message>
    <message>
        <source>fire</source>
        <translation>Feuer</translation>
    </message>
    <message>
        <source>fire breaks out on {tile_name} ({why})</source>
        <translation>auf {tile_name} bricht Feuer aus ({why})</translation>
    </message>
    <message>
        <source>fire spreads {direction} to {tile_name}</source>
        <translation>das Feuer breitet sich nach {direction} auf {tile_name} aus</translation>
    </message>
    <message>
        <source>fireDirMap gives {given}; it needs N, E, S and W once each</source>
        <translation>fireDirMap ergibt {given}; nötig sind N, E, S und W je einmal</translation>
    </message>
    <message>
        <source>fires nothing</source>
        <translation>löst nichts aus</translation>
    </message>
    <message>
        <source>fires {triggers}</source>
        <translation>löst {triggers} aus</translation>
    </message>
    <message>
        <source>flames</source>
        <translation>Flammen</translation>
    </message>
    <message>
        <source>for parties of {ranges}: {why}</source>
        <translation>für Gruppen von {ranges}: {why}</translation>
    </message>
    <message>
        <source>from door {door!r}, rooms {tied} tie for position {position} of the Door card</source>
        <translation>von Tür {door!r} aus liegen die Räume {tied} gleichauf für Position {position} der Türkarte</translation>
    </message>
    <message>
        <source>from start space {where} heroes see {where2} of area {area!r}, which is then revealed on the first turn</source>
        <translation>vom Startfeld {where} aus sehen die Helden {where2} des Bereichs {area!r}, der dann schon in der ersten Runde aufgedeckt wird</translation>
    </message>
    <message>
        <source>from the entrance hall no chipped doorway is in reach without clearing a chip</source>
        <translation>von der Eingangshalle ist kein Durchgang mit Chip erreichbar, ohne einen Chip zu entfernen</translation>
    </message>
    <message>
        <source>game over: {result} — {reason}</source>
        <translation>Spielende: {result} — {reason}</translation>
    </message>
    <message>
        <source>gates differ: {gates}</source>
        <translation>die Durchgänge unterscheiden sich: {gates}</translation>
    </message>
    <message>
        <source>give-card</source>
        <translation>Karte weitergeben</translation>
    </message>
    <message>
        <source>goes on</source>
        <translation>geht weiter</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>guard</source>
        <translation>Wache</translation>
    </message>
    <message>
        <source>has no passable space along it</source>
        <translation>hat kein passierbares Feld entlang</translation>
    </message>
    <message>
        <source>heal:{amount}</source>
        <translation>Heilung:{amount}</translation>
    </message>
    <message>
        <source>heavy</source>
        <translation>schwer</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>hold objective {id!r} asks for no enemies but not where: set properties.scope to zone, room or chamber</source>
        <translation>Halteziel {id!r} verlangt keine Feinde, sagt aber nicht wo: setzen Sie properties.scope auf zone, room oder chamber</translation>
    </message>
    <message>
        <source>horde</source>
        <translation>Horde</translation>
    </message>
    <message>
        <source>horde-room</source>
        <translation>Raum der Horde</translation>
    </message>
    <message>
        <source>horror event {name}</source>
        <translation>Horrorereignis {name}</translation>
    </message>
    <message>
        <source>house: the tiles&apos; spaces, rows r1 (top) down, columns c1 (left) across; digit survivor, Z zombie, E monster, ? face-down token, F the fire tile, # destroyed; | - wall, / open doorway, L doorway a code chip or the lab&apos;s seal keeps shut, : . room line; then the burn markers and each room with who is in it</source>
        <translation>Haus: die Felder der Kacheln, Reihen r1 (oben) nach unten, Spalten c1 (links) nach rechts; Ziffer Überlebender, Z Zombie, E Monster, ? verdeckter Marker, F die brennende Kachel, # zerstört; | - Wand, / offener Durchgang, L Durchgang, den ein Codechip oder das Siegel des Labors verschlossen hält, : . Raumgrenze; dann die Brandmarker und jeder Raum mit allen, die darin sind</translation>
    </message>
    <message>
        <source>h{value} activates the chapter space at {cell_ref}</source>
        <translation>h{value} aktiviert das Kapitelfeld bei {cell_ref}</translation>
    </message>
    <message>
        <source>h{value} closes {door}</source>
        <translation>h{value} schließt {door}</translation>
    </message>
    <message>
        <source>h{value} destroys {door}</source>
        <translation>h{value} zerstört {door}</translation>
    </message>
    <message>
        <source>h{value} draws {name}</source>
        <translation>h{value} zieht {name}</translation>
    </message>
    <message>
        <source>h{value} exits the map by {token}</source>
        <translation>h{value} verlässt die Karte über {token}</translation>
    </message>
    <message>
        <source>h{value} explores: {definition} joins at {join_id}</source>
        <translation>h{value} erkundet: {definition} schließt bei {join_id} an</translation>
    </message>
    <message>
        <source>h{value} falls into the pit at {cell_ref}</source>
        <translation>h{value} fällt in die Grube bei {cell_ref}</translation>
    </message>
    <message>
        <source>h{value} finds no tile that fits at {join_id}</source>
        <translation>h{value} findet kein passendes Teil bei {join_id}</translation>
    </message>
    <message>
        <source>h{value} is destroyed ({cause})</source>
        <translation>h{value} wird zerstört ({cause})</translation>
    </message>
    <message>
        <source>h{value} keeps {name}</source>
        <translation>h{value} behält {name}</translation>
    </message>
    <message>
        <source>h{value} makes {uid} miss {what} ({total} vs {need})</source>
        <translation>h{value} lässt {uid} {what} verfehlen ({total} gegen {need})</translation>
    </message>
    <message>
        <source>h{value} makes {uid} strike {what} ({total} vs {need})</source>
        <translation>h{value} lässt {uid} {what} treffen ({total} gegen {need})</translation>
    </message>
    <message>
        <source>h{value} misses {target} ({total} vs {need})</source>
        <translation>h{value} verfehlt {target} ({total} gegen {need})</translation>
    </message>
    <message>
        <source>h{value} misses {target} ({total})</source>
        <translation>h{value} verfehlt {target} ({total})</translation>
    </message>
    <message>
        <source>h{value} opens {door}</source>
        <translation>h{value} öffnet {door}</translation>
    </message>
    <message>
        <source>h{value} pays 1 essence instead of health</source>
        <translation>h{value} zahlt 1 Essenz statt Gesundheit</translation>
    </message>
    <message>
        <source>h{value} pulls the trap lever at {cell_ref}</source>
        <translation>h{value} zieht den Fallenhebel bei {cell_ref}</translation>
    </message>
    <message>
        <source>h{value} re-enters at {cell_ref}</source>
        <translation>h{value} kehrt bei {cell_ref} zurück</translation>
    </message>
    <message>
        <source>h{value} seals the spawn space at {cell_ref}</source>
        <translation>h{value} versiegelt das Erscheinungsfeld bei {cell_ref}</translation>
    </message>
    <message>
        <source>h{value} spends {essence} essence</source>
        <translation>h{value} gibt {essence} Essenz aus</translation>
    </message>
    <message>
        <source>h{value} teleports to {target}</source>
        <translation>h{value} teleportiert sich nach {target}</translation>
    </message>
    <message>
        <source>h{value} trades {give} for {take} with h{value2}</source>
        <translation>h{value} tauscht {give} gegen {take} mit h{value2}</translation>
    </message>
    <message>
        <source>camera {camera} spots survivors: {face}</source>
        <translation>Kamera {camera} erfasst Überlebende: {face}</translation>
    </message>
    <message>
        <source>  BOSS FIGHT</source>
        <translation>  BOSSKAMPF</translation>
    </message>
    <message>
        <source>  SHOWDOWN markers {markers}</source>
        <translation>  SHOWDOWN Marker {markers}</translation>
    </message>
    <message>
        <source>  lab open</source>
        <translation>  Labor offen</translation>
    </message>
    <message>
        <source> (acting: mp {mp}, attacks {attacks})</source>
        <translation> (handelt: BP {mp}, Angriffe {attacks})</translation>
    </message>
    <message>
        <source> (active)</source>
        <translation> (aktiv)</translation>
    </message>
    <message>
        <source> (cannot be attacked)</source>
        <translation> (kann nicht angegriffen werden)</translation>
    </message>
    <message>
        <source> (done)</source>
        <translation> (fertig)</translation>
    </message>
    <message>
        <source> (final round)</source>
        <translation> (letzte Runde)</translation>
    </message>
    <message>
        <source> (inactive)</source>
        <translation> (inaktiv)</translation>
    </message>
    <message>
        <source> (out until the regroup)</source>
        <translation> (draußen bis zum Sammeln)</translation>
    </message>
    <message>
        <source> (out)</source>
        <translation> (draußen)</translation>
    </message>
    <message>
        <source> ANTIDOTE</source>
        <translation> GEGENMITTEL</translation>
    </message>
    <message>
        <source> carrying {items}</source>
        <translation> trägt {items}</translation>
    </message>
    <message>
        <source> dormant</source>
        <translation> ruhend</translation>
    </message>
    <message>
        <source> entrapped</source>
        <translation> festgehalten</translation>
    </message>
    <message>
        <source> virus {virus}</source>
        <translation> Virus {virus}</translation>
    </message>
    <message>
        <source> xp {xp}</source>
        <translation> EP {xp}</translation>
    </message>
    <message>
        <source>(dead)</source>
        <translation>(tot)</translation>
    </message>
    <message>
        <source>(setting up)</source>
        <translation>(Aufbau)</translation>
    </message>
    <message>
        <source>, in play: {cards}</source>
        <translation>, im Spiel: {cards}</translation>
    </message>
    <message>
        <source>; chips {chips}</source>
        <translation>; Chips {chips}</translation>
    </message>
    <message>
        <source>; the first closed boundary on the shortest way there is barrier {barrier!r}, which cannot be attacked and which no effect that can happen destroys</source>
        <translation>; die erste geschlossene Grenze auf dem kürzesten Weg dorthin ist Barriere {barrier!r}, die nicht angegriffen werden kann und die kein möglicher Effekt zerstört</translation>
    </message>
    <message>
        <source>Add a burn marker to that room.</source>
        <translation>Lege einen Brandmarker in diesen Raum.</translation>
    </message>
    <message>
        <source>Chapter {chapter}</source>
        <translation>Kapitel {chapter}</translation>
    </message>
    <message>
        <source>E</source>
        <translation>Osten</translation>
    </message>
    <message>
        <source>Fire it when the objective that enters the lab is done.</source>
        <translation>Löse ihn aus, wenn das Ziel erfüllt ist, mit dem das Labor betreten wird.</translation>
    </message>
    <message>
        <source>Give it fewer burn markers.</source>
        <translation>Gib ihm weniger Brandmarker.</translation>
    </message>
    <message>
        <source>Horror {horror}</source>
        <translation>Horror {horror}</translation>
    </message>
    <message>
        <source>Let the removal come later, or move what the hero fetches nearer.</source>
        <translation>Lassen Sie das Entfernen später kommen, oder legen Sie, was der Held holt, näher.</translation>
    </message>
    <message>
        <source>Make the chapter a non-blocking one, or give it an objective of its own (an exit, a kill).</source>
        <translation>Machen Sie das Kapitel zu einem nicht blockierenden oder geben Sie ihm ein eigenes Ziel (einen Ausgang, ein Töten).</translation>
    </message>
    <message>
        <source>Match the condition&apos;s party size to the quest&apos;s `party`.</source>
        <translation>Passen Sie die Gruppengröße der Bedingung an die `party` der Quest an.</translation>
    </message>
    <message>
        <source>Monster level {level}</source>
        <translation>Monsterstufe {level}</translation>
    </message>
    <message>
        <source>Move it out of the door space, or start the door open.</source>
        <translation>Setze ihn aus dem Türfeld heraus oder lass die Tür offen beginnen.</translation>
    </message>
    <message>
        <source>Move the start out of the door space, or start the door open.</source>
        <translation>Setzen Sie den Start aus dem Türfeld heraus, oder lassen Sie die Tür offen beginnen.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>Norden</translation>
    </message>
    <message>
        <source>Name the corner rooms with a function (terminals).</source>
        <translation>Nenne die Eckräume mit einer Funktion (die Terminals).</translation>
    </message>
    <message>
        <source>Narrow the party range, or let the trigger hold for every party size.</source>
        <translation>Schränken Sie die Gruppengröße ein, oder lassen Sie den Auslöser für jede Gruppengröße gelten.</translation>
    </message>
    <message>
        <source>Once picked up it stays with the party for the rest of the game; drop the discard.</source>
        <translation>Einmal aufgehoben, bleibt es bis zum Ende des Spiels bei der Gruppe; streichen Sie das Ablegen.</translation>
    </message>
    <message>
        <source>Place it face down (faceDown: true).</source>
        <translation>Legen Sie ihn verdeckt aus (faceDown: true).</translation>
    </message>
    <message>
        <source>Place it in a room outside the lab.</source>
        <translation>Lege ihn in einen Raum außerhalb des Labors.</translation>
    </message>
    <message>
        <source>Place it inactivated (&quot;active&quot;: false): a hero activates it.</source>
        <translation>Legen Sie sie deaktiviert aus (&quot;active&quot;: false): ein Held aktiviert sie.</translation>
    </message>
    <message>
        <source>Place the exit token face down and reveal it with a trigger when its chapter starts.</source>
        <translation>Legen Sie den Ausgangsmarker verdeckt aus und decken Sie ihn mit einem Auslöser auf, wenn sein Kapitel beginnt.</translation>
    </message>
    <message>
        <source>S</source>
        <translation>Süden</translation>
    </message>
    <message>
        <source>Spawn {spawn}</source>
        <translation>Erscheinen {spawn}</translation>
    </message>
    <message>
        <source>Start at a monster level from 1 to {top}.</source>
        <translation>Beginnen Sie mit einer Monsterstufe von 1 bis {top}.</translation>
    </message>
    <message>
        <source>Start at level 1, or let a trigger set the level (set-level).</source>
        <translation>Beginne auf Stufe 1 oder lass einen Auslöser die Stufe setzen (set-level).</translation>
    </message>
    <message>
        <source>Start the door closed or open, or drop the effect.</source>
        <translation>Lassen Sie die Tür geschlossen oder offen beginnen, oder entfernen Sie den Effekt.</translation>
    </message>
    <message>
        <source>Take the destroyed token off the chapter space.</source>
        <translation>Nehmen Sie den Zerstört-Marker vom Kapitelfeld.</translation>
    </message>
    <message>
        <source>Target the lab&apos;s room.</source>
        <translation>Ziele auf den Raum des Labors.</translation>
    </message>
    <message>
        <source>Threat {threat}</source>
        <translation>Bedrohung {threat}</translation>
    </message>
    <message>
        <source>To take it out of play, remove its zone or tile instead.</source>
        <translation>Um es aus dem Spiel zu nehmen, entfernen Sie stattdessen seine Zone oder sein Feld.</translation>
    </message>
    <message>
        <source>W</source>
        <translation>Westen</translation>
    </message>
    <message>
        <source>a blast</source>
        <translation>eine Explosion</translation>
    </message>
    <message>
        <source>a curse: the overlord gains {gain} threat</source>
        <translation>ein Fluch: der Oberschurke erhält {gain} Bedrohung</translation>
    </message>
    <message>
        <source>a pit</source>
        <translation>eine Grube</translation>
    </message>
    <message>
        <source>ability</source>
        <translation>Fähigkeit</translation>
    </message>
    <message>
        <source>act</source>
        <translation>handeln</translation>
    </message>
    <message>
        <source>action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <source>actions {actions}  mp {mp}</source>
        <translation>Aktionen {actions}  BP {mp}</translation>
    </message>
    <message>
        <source>activate</source>
        <translation>aktivieren</translation>
    </message>
    <message>
        <source>advance</source>
        <translation>vorrücken</translation>
    </message>
    <message>
        <source>apply</source>
        <translation>anwenden</translation>
    </message>
    <message>
        <source>area {area} is revealed</source>
        <translation>Bereich {area} wird aufgedeckt</translation>
    </message>
    <message>
        <source>area {area} is revealed: {text}</source>
        <translation>Bereich {area} wird aufgedeckt: {text}</translation>
    </message>
    <message>
        <source>battle</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>begin</source>
        <translation>beginnen</translation>
    </message>
    <message>
        <source>blocking chapter {name} advances on objective {objective!r}, the activation of a chapter space, which a blocking chapter does not allow: chapter {name} never advances</source>
        <translation>blockierendes Kapitel {name} schreitet mit Ziel {objective!r} voran, dem Aktivieren eines Kapitelfelds, was ein blockierendes Kapitel nicht erlaubt: Kapitel {name} schreitet nie voran</translation>
    </message>
    <message>
        <source>boss-arena {arena} is not on the boss room {room}: it is removed with the other tiles when the fight starts</source>
        <translation>Boss-Arena {arena} liegt nicht im Bossraum {room}: sie wird mit den anderen Kacheln entfernt, wenn der Kampf beginnt</translation>
    </message>
    <message>
        <source>broken</source>
        <translation>gebrochen</translation>
    </message>
    <message>
        <source>buy</source>
        <translation>kaufen</translation>
    </message>
    <message>
        <source>bypass</source>
        <translation>umgehen</translation>
    </message>
    <message>
        <source>chapter {name} advances on activating a chapter space ({objective!r}), but exit token {value!r} is on the board from the set-up and no chapter space can be activated while an exit token is placed</source>
        <translation>Kapitel {name} schreitet durch das Aktivieren eines Kapitelfelds voran ({objective!r}), aber der Ausgangsmarker {value!r} liegt seit dem Aufbau auf dem Spielplan, und kein Kapitelfeld kann aktiviert werden, solange ein Ausgangsmarker ausliegt</translation>
    </message>
    <message>
        <source>chest</source>
        <translation>Truhe</translation>
    </message>
    <message>
        <source>chest numbers: {chests}</source>
        <translation>Truhennummern: {chests}</translation>
    </message>
    <message>
        <source>chip {chip} on {door}: {shown}</source>
        <translation>Chip {chip} auf {door}: {shown}</translation>
    </message>
    <message>
        <source>chip {chip} shows {colours}</source>
        <translation>Chip {chip} zeigt {colours}</translation>
    </message>
    <message>
        <source>choose</source>
        <translation>wählen</translation>
    </message>
    <message>
        <source>choose who acts next</source>
        <translation>wählen Sie, wer als Nächstes handelt</translation>
    </message>
    <message>
        <source>climb</source>
        <translation>klettern</translation>
    </message>
    <message>
        <source>close</source>
        <translation>schließen</translation>
    </message>
    <message>
        <source>code: {code}  chips placed {placed}/{max_chips}{lab}{showdown}</source>
        <translation>Code: {code}  Chips gelegt {placed}/{max_chips}{lab}{showdown}</translation>
    </message>
    <message>
        <source>coins: +{coins}</source>
        <translation>Münzen: +{coins}</translation>
    </message>
    <message>
        <source>conquest {delta:+d}</source>
        <translation>Eroberung {delta:+d}</translation>
    </message>
    <message>
        <source>copper</source>
        <translation>Kupfer</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>destroy</source>
        <translation>zerstören</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>zerstört</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>abwerfen</translation>
    </message>
    <message>
        <source>docs/engine.md, &quot;What each ruleset plays&quot;, lists what {system} plays.</source>
        <translation>docs/engine.md, „What each ruleset plays“, listet auf, was die Regeln von {system} spielen.</translation>
    </message>
    <message>
        <source>dodge</source>
        <translation>Ausweichen</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>doors: {doors}</source>
        <translation>Türen: {doors}</translation>
    </message>
    <message>
        <source>drink</source>
        <translation>trinken</translation>
    </message>
    <message>
        <source>encounter</source>
        <translation>Begegnung</translation>
    </message>
    <message>
        <source>end</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>enemies</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>escape</source>
        <translation>entkommen</translation>
    </message>
    <message>
        <source>escaped</source>
        <translation>entkommen</translation>
    </message>
    <message>
        <source>events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>every hero has left by the exit ({objective})</source>
        <translation>alle Helden sind durch den Ausgang gegangen ({objective})</translation>
    </message>
    <message>
        <source>exit</source>
        <translation>hinausgehen</translation>
    </message>
    <message>
        <source>exited</source>
        <translation>hinausgegangen</translation>
    </message>
    <message>
        <source>explore</source>
        <translation>erkunden</translation>
    </message>
    <message>
        <source>explorers</source>
        <translation>Erkunder</translation>
    </message>
    <message>
        <source>extinguish</source>
        <translation>löschen</translation>
    </message>
    <message>
        <source>face-down</source>
        <translation>verdeckt</translation>
    </message>
    <message>
        <source>fire: {fire}</source>
        <translation>Feuer: {fire}</translation>
    </message>
    <message>
        <source>for parties of {ranges} no order of play wins: a condition of {triggers} on the party (its size, or a hero standing elsewhere) keeps what the win needs from happening; the quest allows {allowed}</source>
        <translation>für Gruppen von {ranges} Helden gewinnt keine Spielreihenfolge: eine Bedingung von {triggers} an die Gruppe (ihre Größe oder ein Held an anderer Stelle) verhindert, was der Sieg braucht; die Quest erlaubt {allowed}</translation>
    </message>
    <message>
        <source>free</source>
        <translation>befreien</translation>
    </message>
    <message>
        <source>give</source>
        <translation>geben</translation>
    </message>
    <message>
        <source>gives seat {seat} as {other!r} does</source>
        <translation>vergibt Platz {seat}, wie {other!r}</translation>
    </message>
    <message>
        <source>glyph</source>
        <translation>Glyphe</translation>
    </message>
    <message>
        <source>glyph {glyph!r} in area {area!r} starts activated; only the start area {start!r} begins with an activated glyph</source>
        <translation>die Glyphe {glyph!r} im Bereich {area!r} beginnt aktiviert; nur der Startbereich {start!r} beginnt mit einer aktivierten Glyphe</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>healing</source>
        <translation>Heilung</translation>
    </message>
    <message>
        <source>heroes</source>
        <translation>Helden</translation>
    </message>
    <message>
        <source>horror</source>
        <translation>Horror</translation>
    </message>
    <message>
        <source>h{number} may spend {essence} essence</source>
        <translation>h{number} darf {essence} Essenz ausgeben</translation>
    </message>
    <message>
        <source>h{number} {explorer} at {where} health {health} stamina {stamina} essence {essence} {items} {status}</source>
        <translation>h{number} {explorer} bei {where} Gesundheit {health} Ausdauer {stamina} Essenz {essence} {items} {status}</translation>
    </message>
    <message>
        <source>h{number} {explorer} {where} · {health}/{max} health · {stamina} stamina · {essence} essence</source>
        <translation>h{number} {explorer} {where} · {health}/{max} Gesundheit · {stamina} Ausdauer · {essence} Essenz</translation>
    </message>
    <message>
        <source>h{value} uses {ability}</source>
        <translation>h{value} setzt {ability} ein</translation>
    </message>
    <message>
        <source>h{value} walks {uid} into the pit at {what},{what2}</source>
        <translation>h{value} führt {uid} in die Grube bei {what},{what2}</translation>
    </message>
    <message>
        <source>h{value} was destroyed</source>
        <translation>h{value} wurde zerstört</translation>
    </message>
    <message>
        <source>icons without matching equipment</source>
        <translation>Symbole ohne passende Ausrüstung</translation>
    </message>
    <message>
        <source>id {ident!r} names a {distinct}</source>
        <translation>Kennung {ident!r} bezeichnet: {distinct}</translation>
    </message>
    <message>
        <source>id {ident!r} names a {first} and a {second}</source>
        <translation>Kennung {ident!r} bezeichnet sowohl {first} als auch {second}</translation>
    </message>
    <message>
        <source>in a pit</source>
        <translation>in einer Grube</translation>
    </message>
    <message>
        <source>interact</source>
        <translation>benutzen</translation>
    </message>
    <message>
        <source>is above the maximum {maximum:g}</source>
        <translation>liegt über dem Maximum {maximum:g}</translation>
    </message>
    <message>
        <source>is below the minimum {minimum:g}</source>
        <translation>liegt unter dem Minimum {minimum:g}</translation>
    </message>
    <message>
        <source>is eliminated</source>
        <translation>scheidet aus</translation>
    </message>
    <message>
        <source>is in sight of start space {where} (at {where2})</source>
        <translation>ist in Sicht des Startfelds {where} (bei {where2})</translation>
    </message>
    <message>
        <source>is not a number</source>
        <translation>ist keine Zahl</translation>
    </message>
    <message>
        <source>is not a string</source>
        <translation>ist keine Zeichenkette</translation>
    </message>
    <message>
        <source>is not an integer</source>
        <translation>ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>is not on or next to an activated glyph</source>
        <translation>liegt weder auf noch neben einer aktivierten Glyphe</translation>
    </message>
    <message>
        <source>is not one of {enum}</source>
        <translation>ist keines von: {enum}</translation>
    </message>
    <message>
        <source>is not true or false</source>
        <translation>ist weder true noch false</translation>
    </message>
    <message>
        <source>is walled on the tile&apos;s side</source>
        <translation>ist auf der Seite der Kachel zugemauert</translation>
    </message>
    <message>
        <source>is zombified</source>
        <translation>wird zum Zombie</translation>
    </message>
    <message>
        <source>it can be won in some order, but traps and order effects beyond the bound are undecided</source>
        <translation>sie ist in einer Reihenfolge zu gewinnen, aber Fallen und Reihenfolgeeffekte jenseits der Grenze bleiben offen</translation>
    </message>
    <message>
        <source>it can be won in some order; traps and order effects beyond it are unknown</source>
        <translation>sie ist in einer Reihenfolge gewinnbar; Fallen und Reihenfolge-Effekte darüber hinaus sind unbekannt</translation>
    </message>
    <message>
        <source>it can no longer be completed</source>
        <translation>es kann nicht mehr erfüllt werden</translation>
    </message>
    <message>
        <source>it is locked without a lock and no trigger unlocks it</source>
        <translation>sie ist ohne Schloss verschlossen und kein Auslöser entriegelt sie</translation>
    </message>
    <message>
        <source>item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <source>its aura</source>
        <translation>seine Aura</translation>
    </message>
    <message>
        <source>its condition lists nothing</source>
        <translation>ihre Bedingung nennt nichts</translation>
    </message>
    <message>
        <source>its key list is empty</source>
        <translation>ihre Schlüsselliste ist leer</translation>
    </message>
    <message>
        <source>its zone</source>
        <translation>seine Zone</translation>
    </message>
    <message>
        <source>itself</source>
        <translation>sich selbst</translation>
    </message>
    <message>
        <source>jump</source>
        <translation>springen</translation>
    </message>
    <message>
        <source>keep</source>
        <translation>behalten</translation>
    </message>
    <message>
        <source>keep-card</source>
        <translation>Karte behalten</translation>
    </message>
    <message>
        <source>knockback</source>
        <translation>Rückstoß</translation>
    </message>
    <message>
        <source>known object</source>
        <translation>bekanntes Objekt</translation>
    </message>
    <message>
        <source>lair</source>
        <translation>Versteck</translation>
    </message>
    <message>
        <source>large spawn hint {id!r} at {cell_ref} has no 2×2 block of free spaces around it</source>
        <translation>großer Spawn-Hinweis {id!r} bei {cell_ref} hat keinen 2×2-Block freier Felder um sich</translation>
    </message>
    <message>
        <source>level values {values} are not a range 1..N with N ≤ {top}</source>
        <translation>die Stufenwerte {values} bilden keine Folge 1..N mit N ≤ {top}</translation>
    </message>
    <message>
        <source>library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <source>lies in the start area {start_area!r}</source>
        <translation>liegt im Startbereich {start_area!r}</translation>
    </message>
    <message>
        <source>lies on an activated glyph</source>
        <translation>liegt auf einer aktivierten Glyphe</translation>
    </message>
    <message>
        <source>lies on an obstacle</source>
        <translation>liegt auf einem Hindernis</translation>
    </message>
    <message>
        <source>lies on {terrain}</source>
        <translation>liegt auf {terrain}</translation>
    </message>
    <message>
        <source>lies under monster {monsters!r}</source>
        <translation>liegt unter Monster {monsters!r}</translation>
    </message>
    <message>
        <source>light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <source>loot</source>
        <translation>plündern</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>Niederlage</translation>
    </message>
    <message>
        <source>loss condition</source>
        <translation>Niederlagebedingung</translation>
    </message>
    <message>
        <source>loss {id!r} ({kind}) is a Dark Darker Darkest rule; this quest is for {system!r}</source>
        <translation>Niederlage {id!r} ({kind}) ist eine Regel von Dark Darker Darkest; diese Quest ist für {system!r}</translation>
    </message>
    <message>
        <source>loss {id!r} ({kind}) names no target</source>
        <translation>Niederlage {id!r} ({kind}) nennt kein Ziel</translation>
    </message>
    <message>
        <source>loss {id!r} is a round limit without a number of rounds</source>
        <translation>Niederlage {id!r} ist ein Rundenlimit ohne Rundenzahl</translation>
    </message>
    <message>
        <source>loss {id!r} targets {target!r}, which does not exist</source>
        <translation>Niederlage {id!r} zielt auf {target!r}, das nicht existiert</translation>
    </message>
    <message>
        <source>loss {id!r}: hero-dies names {target!r}, which is no hero</source>
        <translation>Niederlage {id!r}: hero-dies nennt {target!r}, das kein Held ist</translation>
    </message>
    <message>
        <source>loss {id!r}: the {system} rules never end a game by {kind}, so this loss never comes in play</source>
        <translation>Niederlage {id!r}: Die Regeln von {system} beenden ein Spiel nie durch {kind}, diese Niederlage tritt im Spiel also nie ein</translation>
    </message>
    <message>
        <source>loss {id!r}: {n_stuck} of {n_spawns} spawn points can never reach {target}: {names}</source>
        <translation>Niederlage {id!r}: {n_stuck} von {n_spawns} Spawnpunkten können {target} nie erreichen: {names}</translation>
    </message>
    <message>
        <source>magic</source>
        <translation>magisch</translation>
    </message>
    <message>
        <source>map (x across the top, y down the side): digit explorer, M monster, o barrel, X exit, x used or sealed space, * lit chapter space, D closed door; C chest, W workbench, ? event space, R recharge station, L trap lever, A chapter space, # rubble, _ pit, ^ trapped floor, S spawn space, . floor</source>
        <translation>Karte (x oben, y an der Seite): Ziffer Erkunder, M Monster, o Fass, X Ausgang, x benutztes oder versiegeltes Feld, * leuchtendes Kapitelfeld, D geschlossene Tür; C Truhe, W Werkbank, ? Ereignisfeld, R Ladestation, L Fallenhebel, A Kapitelfeld, # Schutt, _ Grube, ^ Fallenboden, S Erscheinungsfeld, . Boden</translation>
    </message>
    <message>
        <source>map (x across the top, y down the side): digit hero, letter monster (its type&apos;s first letter; capital: master or named), g glyph, c chest, s staircase, * other marker, # wall or rock, o pit, ? not yet revealed, . floor</source>
        <translation>Karte (x oben, y an der Seite): Ziffer Held, Buchstabe Monster (Anfangsbuchstabe seines Typs; groß: Meister oder benannt), g Glyphe, c Truhe, s Treppe, * anderer Marker, # Wand oder Fels, o Grube, ? noch nicht aufgedeckt, . Boden</translation>
    </message>
    <message>
        <source>map: digit hero, E enemy, * token; | - wall, D door, L locked door, / open door</source>
        <translation>Karte: Ziffer Held, E Gegner, * Marker; | - Wand, D Tür, L verschlossene Tür, / offene Tür</translation>
    </message>
    <message>
        <source>map: digit hero, x killed hero, E enemy, * token, blank Light, ~ Shadow, # gone; | - wall, D door, L locked door, / open door, # pillars, : . zone line</source>
        <translation>Karte: Ziffer Held, x getöteter Held, E Gegner, * Marker, leer Licht, ~ Schatten, # weg; | - Wand, D Tür, L verschlossene Tür, / offene Tür, # Säulen, : . Zonengrenze</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>mob</source>
        <translation>Meute</translation>
    </message>
    <message>
        <source>money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>monster</source>
        <translation>Monster</translation>
    </message>
    <message>
        <source>monster {id!r} is of type {type!r}, which the system does not list (known: {known})</source>
        <translation>Monster {id!r} hat den Typ {type!r}, den das System nicht aufführt (bekannt: {known})</translation>
    </message>
    <message>
        <source>monster {token!r} ({mtype}) covers {width}×{height} spaces; a {mtype} covers {w}×{h}</source>
        <translation>Monster {token!r} ({mtype}) bedeckt {width}×{height} Felder; ein {mtype} bedeckt {w}×{h}</translation>
    </message>
    <message>
        <source>monster {token!r} is split by a {edge_kind} at {where}</source>
        <translation>Monster {token!r} wird bei {where} geteilt durch: {edge_kind}</translation>
    </message>
    <message>
        <source>monster {token!r} sticks out of the board at {where}</source>
        <translation>Monster {token!r} ragt bei {where} über den Spielplan hinaus</translation>
    </message>
    <message>
        <source>monster {token!r} {why} at {where}</source>
        <translation>Monster {token!r} {why} bei {where}</translation>
    </message>
    <message>
        <source>monster-attack</source>
        <translation>Angriff des Monsters</translation>
    </message>
    <message>
        <source>monster-target</source>
        <translation>Ziel des Monsters</translation>
    </message>
    <message>
        <source>monsters</source>
        <translation>Monster</translation>
    </message>
    <message>
        <source>more than {limit} actions tried</source>
        <translation>mehr als {limit} versuchte Aktionen</translation>
    </message>
    <message>
        <source>more than {limit} outcomes of one action</source>
        <translation>mehr als {limit} Ergebnisse einer Aktion</translation>
    </message>
    <message>
        <source>more than {limit} states</source>
        <translation>mehr als {limit} Zustände</translation>
    </message>
    <message>
        <source>more than {limit} trigger firings, listeners weighed and effects</source>
        <translation>mehr als {limit} ausgelöste Auslöser, geprüfte Auslöser und Effekte</translation>
    </message>
    <message>
        <source>move</source>
        <translation>bewegen</translation>
    </message>
    <message>
        <source>move-target</source>
        <translation>Ziel der Bewegung</translation>
    </message>
    <message>
        <source>named monster {id!r} lacks {names}</source>
        <translation>dem benannten Monster {id!r} fehlt {names}</translation>
    </message>
    <message>
        <source>nemesis</source>
        <translation>Nemesis</translation>
    </message>
    <message>
        <source>nemesis-step</source>
        <translation>Schritt der Nemesis</translation>
    </message>
    <message>
        <source>no Lifebringer token left</source>
        <translation>kein Lebensbringer-Marker mehr</translation>
    </message>
    <message>
        <source>no Lifebringer token left to revive a hero</source>
        <translation>kein Lebensbringer-Marker mehr, um einen Helden wiederzubeleben</translation>
    </message>
    <message>
        <source>no boss-arena token lies on the boss room {room}</source>
        <translation>kein boss-arena-Marker liegt im Bossraum {room}</translation>
    </message>
    <message>
        <source>no boss-arena token marks where the heroes stand for the fight</source>
        <translation>kein boss-arena-Marker zeigt, wo die Helden für den Kampf stehen</translation>
    </message>
    <message>
        <source>no grid cell</source>
        <translation>keinem Rasterfeld</translation>
    </message>
    <message>
        <source>no hero is left in the dungeon</source>
        <translation>kein Held ist mehr im Verlies</translation>
    </message>
    <message>
        <source>no hero is left to play</source>
        <translation>kein Held kann mehr spielen</translation>
    </message>
    <message>
        <source>no order of play completes it before the quest&apos;s clock runs out</source>
        <translation>keine Spielreihenfolge schafft es, bevor die Zeit der Quest abläuft</translation>
    </message>
    <message>
        <source>no order of the heroes&apos; actions completes every objective</source>
        <translation>keine Reihenfolge der Heldenaktionen erfüllt alle Ziele</translation>
    </message>
    <message>
        <source>no order of the heroes&apos; actions completes it</source>
        <translation>keine Reihenfolge der Heldenaktionen erfüllt es</translation>
    </message>
    <message>
        <source>no roaming-monster portal is in use, so Roaming-Monster icons of the Darkness track spawn nothing</source>
        <translation>kein Portal für umherstreifende Monster ist in Gebrauch, also erzeugen die Symbole für umherstreifende Monster der Dunkelheitsleiste nichts</translation>
    </message>
    <message>
        <source>no spawn token is left</source>
        <translation>kein Erscheinungsmarker ist mehr übrig</translation>
    </message>
    <message>
        <source>no standard portal is in use, so Mob icons of the Darkness track spawn nothing</source>
        <translation>kein Standardportal ist im Spiel, daher lassen die Horden-Symbole der Dunkelheitsleiste nichts erscheinen</translation>
    </message>
    <message>
        <source>no standard portal; Mob icons of the Darkness track spawn at standard portals</source>
        <translation>kein Standardportal; die Horden-Symbole der Dunkelheitsleiste lassen an Standardportalen erscheinen</translation>
    </message>
    <message>
        <source>no survivor is left</source>
        <translation>kein Überlebender ist mehr übrig</translation>
    </message>
    <message>
        <source>no {value} rune key is placed</source>
        <translation>kein Runenschlüssel {value} liegt aus</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>none of its keys is placed</source>
        <translation>keiner ihrer Schlüssel liegt aus</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>nothing more</source>
        <translation>nichts weiter</translation>
    </message>
    <message>
        <source>nothing opens a {kind!r} lock</source>
        <translation>nichts öffnet ein Schloss {kind!r}</translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation>nichts zurückzunehmen</translation>
    </message>
    <message>
        <source>objective</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>objective complete: {obj}</source>
        <translation>Ziel erfüllt: {obj}</translation>
    </message>
    <message>
        <source>objective {id!r} ({kind}) names no target and no zone</source>
        <translation>Ziel {id!r} ({kind}) nennt weder Ziel noch Zone</translation>
    </message>
    <message>
        <source>objective {id!r} can be lost: {what} if the heroes {action} (chain: {chain}); other orders still win</source>
        <translation>Ziel {id!r} kann verloren gehen: {what}, wenn die Helden {action} tun (Kette: {chain}); andere Reihenfolgen gewinnen noch</translation>
    </message>
    <message>
        <source>objective {id!r} can never be done in any order: {reason}</source>
        <translation>Ziel {id!r} ist in keiner Reihenfolge zu erfüllen: {reason}</translation>
    </message>
    <message>
        <source>objective {id!r} can never be done in any order: {reason} (chain: {chain})</source>
        <translation>Ziel {id!r} ist in keiner Reihenfolge zu erfüllen: {reason} (Kette: {chain})</translation>
    </message>
    <message>
        <source>objective {id!r} can never be done: {reason} {when}</source>
        <translation>Ziel {id!r} ist nie zu erfüllen: {reason} {when}</translation>
    </message>
    <message>
        <source>objective {id!r}: escape by {who!r}, which is no hero</source>
        <translation>Ziel {id!r}: Flucht durch {who!r}, das kein Held ist</translation>
    </message>
    <message>
        <source>objective {id!r}: the {system} rules never complete a {kind} objective, so play cannot win this quest</source>
        <translation>Ziel {id!r}: Die Regeln von {system} erfüllen nie ein Ziel der Art {kind}, im Spiel ist diese Quest also nicht zu gewinnen</translation>
    </message>
    <message>
        <source>objective {id!r}: {enemy} appears only when {triggers} fires, and no order of play fires it ({why})</source>
        <translation>Ziel {id!r}: {enemy} erscheint nur, wenn {triggers} auslöst, und keine Spielreihenfolge löst ihn aus ({why})</translation>
    </message>
    <message>
        <source>objective {id!r}: {target} lies in zone {value}, held by stationary guard {guard}; the heroes must kill it to pick it up</source>
        <translation>Ziel {id!r}: {target} liegt in Zone {value}, gehalten von der unbeweglichen Wache {guard}; die Helden müssen sie töten, um es aufzuheben</translation>
    </message>
    <message>
        <source>objective {obj!r} can never be completed: {what} is never reached{blocker}</source>
        <translation>Ziel {obj!r} kann nie erfüllt werden: {what} wird nie erreicht{blocker}</translation>
    </message>
    <message>
        <source>objective {obj!r} must come after {why}</source>
        <translation>Ziel {obj!r} muss nach {why} kommen</translation>
    </message>
    <message>
        <source>objective {obj!r} names zone cell {zone}, which is not on the board</source>
        <translation>Ziel {obj!r} nennt das Zonenfeld {zone}, das nicht auf dem Spielplan liegt</translation>
    </message>
    <message>
        <source>objective {obj!r} targets {target!r}, which does not exist</source>
        <translation>Ziel {obj!r} verweist auf {target!r}, das es nicht gibt</translation>
    </message>
    <message>
        <source>objective {objective!r} (chapter {name}) activates the chapter space at {cell}, which is no chapter space: chapter {name} never advances</source>
        <translation>Ziel {objective!r} (Kapitel {name}) aktiviert das Kapitelfeld bei {cell}, das kein Kapitelfeld ist: Kapitel {name} schreitet nie voran</translation>
    </message>
    <message>
        <source>objective {objective!r} (chapter {name}) activates the chapter space at {cell}, which {token!r} marks as used from the set-up: chapter {name} never advances</source>
        <translation>Ziel {objective!r} (Kapitel {name}) aktiviert das Kapitelfeld bei {cell}, das {token!r} schon beim Aufbau als benutzt markiert: Kapitel {name} geht nie weiter</translation>
    </message>
    <message>
        <source>objective {objective!r} cannot be done in time: {fact} is made so at {zone}, {distance} {unit} from the start (route {route}), and the hero who does it must go on {onward} {unit} to the objective, so round {rounds} at the earliest ({reach} {unit} a round at best); {deadline}</source>
        <translation>Ziel {objective!r} ist nicht rechtzeitig zu schaffen: {fact} geschieht in {zone}, {distance} {unit} vom Start (Weg {route}), und der Held, der es tut, muss noch {onward} {unit} bis zum Ziel gehen, also frühestens in Runde {rounds} ({reach} {unit} pro Runde bestenfalls); {deadline}</translation>
    </message>
    <message>
        <source>objective {objective!r} cannot be done in time: {removed} is gone by round {when}, and the hero who made {fact} so at {zone} ({distance} {unit} from the start) cannot be back on the objective&apos;s side by then ({onward} {unit} more, {reach} {unit} a round at best)</source>
        <translation>Ziel {objective!r} ist nicht rechtzeitig zu schaffen: {removed} ist bis Runde {when} verschwunden, und der Held, der {fact} in {zone} bewirkt hat ({distance} {unit} vom Start), kann bis dahin nicht auf der Seite des Ziels zurück sein ({onward} {unit} mehr, {reach} {unit} pro Runde bestenfalls)</translation>
    </message>
    <message>
        <source>objective {objective!r} cannot be done in time: {zone} is {distance} {unit} from the start (route {route}), so the heroes are there in round {rounds} at the earliest ({reach} {unit} a round at best); {deadline}</source>
        <translation>Ziel {objective!r} ist nicht rechtzeitig zu schaffen: {zone} liegt {distance} {unit} vom Start entfernt (Weg {route}), die Helden sind frühestens in Runde {rounds} dort (bestenfalls {reach} {unit} pro Runde); {deadline}</translation>
    </message>
    <message>
        <source>objective {objective!r} names {room} for the lab code, which has no terminal; chips are entered only in the corner rooms&apos; terminals</source>
        <translation>Ziel {objective!r} nennt {room} für den Laborcode, dort gibt es kein Terminal; Codechips werden nur an den Terminals der Eckräume eingegeben</translation>
    </message>
    <message>
        <source>objective {objective!r} needs {needed} targets held at once, but a party of {size} can hold at most {can} (party sizes that cannot: {sizes})</source>
        <translation>Ziel {objective!r} verlangt {needed} gleichzeitig gehaltene Ziele, aber eine Gruppe von {size} kann höchstens {can} halten (Gruppengrößen, die es nicht können: {sizes})</translation>
    </message>
    <message>
        <source>objective {objective!r} waits for the lab code but leads to {rooms}, not the lab; the code opens the lab, where the antidote is</source>
        <translation>Ziel {objective!r} wartet auf den Laborcode, führt aber nach {rooms}, nicht ins Labor; der Code öffnet das Labor, in dem das Gegenmittel liegt</translation>
    </message>
    <message>
        <source>objective {obj} complete</source>
        <translation>Ziel {obj} erfüllt</translation>
    </message>
    <message>
        <source>objectives wait for each other: {loop}</source>
        <translation>Ziele warten aufeinander: {loop}</translation>
    </message>
    <message>
        <source>objectives {objectives} were not reached</source>
        <translation>die Ziele {objectives} wurden nicht erreicht</translation>
    </message>
    <message>
        <source>objectives {objectives} were not reached and actions {actions} were never tried</source>
        <translation>die Ziele {objectives} wurden nicht erreicht und die Aktionen {actions} nie versucht</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>once {action} (chain: {chain})</source>
        <translation>sobald {action} geschieht (Kette: {chain})</translation>
    </message>
    <message>
        <source>one way ends with {a}, the other with {b}</source>
        <translation>eine Reihenfolge endet mit {a}, die andere mit {b}</translation>
    </message>
    <message>
        <source>one way {a}, the other {b}</source>
        <translation>eine Reihenfolge: {a}, die andere: {b}</translation>
    </message>
    <message>
        <source>open</source>
        <translation>öffnen</translation>
    </message>
    <message>
        <source>opens</source>
        <translation>öffnet</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>order</source>
        <translation>anordnen</translation>
    </message>
    <message>
        <source>order {order}</source>
        <translation>Befehl {order}</translation>
    </message>
    <message>
        <source>overlaps monster {taken!r}</source>
        <translation>überlappt Monster {taken!r}</translation>
    </message>
    <message>
        <source>overlord</source>
        <translation>Oberschurke</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <source>passage</source>
        <translation>Durchgang</translation>
    </message>
    <message>
        <source>path</source>
        <translation>Weg</translation>
    </message>
    <message>
        <source>patrol-zone</source>
        <translation>Zone der Patrouille</translation>
    </message>
    <message>
        <source>pickup</source>
        <translation>aufheben</translation>
    </message>
    <message>
        <source>pit</source>
        <translation>Grube</translation>
    </message>
    <message>
        <source>place</source>
        <translation>platzieren</translation>
    </message>
    <message>
        <source>plain floor</source>
        <translation>einfachem Boden</translation>
    </message>
    <message>
        <source>play</source>
        <translation>spielen</translation>
    </message>
    <message>
        <source>potion-healing</source>
        <translation>Heiltrank</translation>
    </message>
    <message>
        <source>potion-vitality</source>
        <translation>Vitalitätstrank</translation>
    </message>
    <message>
        <source>power</source>
        <translation>Kraft</translation>
    </message>
    <message>
        <source>pulled</source>
        <translation>gezogen</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>violett</translation>
    </message>
    <message>
        <source>pushed</source>
        <translation>gestoßen</translation>
    </message>
    <message>
        <source>quiet</source>
        <translation>ruhig</translation>
    </message>
    <message>
        <source>rage</source>
        <translation>Raserei</translation>
    </message>
    <message>
        <source>ranged</source>
        <translation>Fernkampf</translation>
    </message>
    <message>
        <source>rare</source>
        <translation>selten</translation>
    </message>
    <message>
        <source>reach from the hero start: green reached, amber behind locks, hatched never</source>
        <translation>Erreichbarkeit vom Heldenstart: grün erreicht, bernstein hinter Schlössern, schraffiert nie</translation>
    </message>
    <message>
        <source>reaction</source>
        <translation>Reaktion</translation>
    </message>
    <message>
        <source>reaction-horde</source>
        <translation>Reaktionshorde</translation>
    </message>
    <message>
        <source>reactions</source>
        <translation>Reaktionen</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>bereit machen</translation>
    </message>
    <message>
        <source>recover</source>
        <translation>erholen</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <source>reinforcement</source>
        <translation>Verstärkung</translation>
    </message>
    <message>
        <source>relic</source>
        <translation>Relikt</translation>
    </message>
    <message>
        <source>reroll</source>
        <translation>Neuwurf</translation>
    </message>
    <message>
        <source>rest</source>
        <translation>Rasten</translation>
    </message>
    <message>
        <source>retreat</source>
        <translation>Rückzug</translation>
    </message>
    <message>
        <source>revealed: {areas}</source>
        <translation>aufgedeckt: {areas}</translation>
    </message>
    <message>
        <source>roaming</source>
        <translation>umherstreifend</translation>
    </message>
    <message>
        <source>room zone {room} meets corridor zone {corridor} across a plain floor line at {where}</source>
        <translation>Raumzone {room} trifft bei {where} über eine bloße Bodenlinie auf Gangzone {corridor}</translation>
    </message>
    <message>
        <source>room {room} holds markers ({inside}) but has no door, so it is never revealed</source>
        <translation>Raum {room} enthält Marker ({inside}), hat aber keine Tür und wird daher nie aufgedeckt</translation>
    </message>
    <message>
        <source>room-order</source>
        <translation>Reihenfolge der Räume</translation>
    </message>
    <message>
        <source>round bound reached</source>
        <translation>Rundengrenze erreicht</translation>
    </message>
    <message>
        <source>round bound reached ({max_rounds} rounds)</source>
        <translation>Rundengrenze erreicht ({max_rounds} Runden)</translation>
    </message>
    <message>
        <source>round {round}  phase {phase}  (generic rules)</source>
        <translation>Runde {round}  Phase {phase}  (allgemeine Regeln)</translation>
    </message>
    <message>
        <source>round {round}  phase {phase}  chapter {chapter}  horror {horror}  spawn {spawn}  threat {threat}  level {level}</source>
        <translation>Runde {round}  Phase {phase}  Kapitel {chapter}  Horror {horror}  Erscheinen {spawn}  Bedrohung {threat}  Stufe {level}</translation>
    </message>
    <message>
        <source>round {round}  phase {phase}  conquest {conquest}  threat {threat}</source>
        <translation>Runde {round}  Phase {phase}  Eroberung {conquest}  Bedrohung {threat}</translation>
    </message>
    <message>
        <source>round {round}  phase {phase}  darkness {darkness}/{last}{final}  event {event}</source>
        <translation>Runde {round}  Phase {phase}  Dunkelheit {darkness}/{last}{final}  Ereignis {event}</translation>
    </message>
    <message>
        <source>round {round}  phase {phase}  dungeon level {level}  lifebringers {lifebringers}  darkness {darkness}{boss}</source>
        <translation>Runde {round}  Phase {phase}  Verliesstufe {level}  Lebensbringer {lifebringers}  Dunkelheit {darkness}{boss}</translation>
    </message>
    <message>
        <source>round {round}  phase {phase}  level {level}  lifebringer {lifebringer}</source>
        <translation>Runde {round}  Phase {phase}  Stufe {level}  Lebensbringer {lifebringer}</translation>
    </message>
    <message>
        <source>round {round} comes after the round limit</source>
        <translation>Runde {round} kommt nach dem Rundenlimit</translation>
    </message>
    <message>
        <source>rule {rule} failed: {kind}: {error}</source>
        <translation>Regel {rule} ist gescheitert: {kind}: {error}</translation>
    </message>
    <message>
        <source>run</source>
        <translation>rennen</translation>
    </message>
    <message>
        <source>rune door {door!r} has no colour, so no rune key fits it</source>
        <translation>Runentür {door!r} hat keine Farbe, daher passt kein Runenschlüssel</translation>
    </message>
    <message>
        <source>rune keys: {keys}</source>
        <translation>Runenschlüssel: {keys}</translation>
    </message>
    <message>
        <source>rune-key</source>
        <translation>Runenschlüssel</translation>
    </message>
    <message>
        <source>saved to {file}</source>
        <translation>gespeichert in {file}</translation>
    </message>
    <message>
        <source>seal</source>
        <translation>versiegeln</translation>
    </message>
    <message>
        <source>search</source>
        <translation>durchsuchen</translation>
    </message>
    <message>
        <source>seen from {spawns} spawn points: {count} cells (green: spawn cells; purple, darker the more see it; monsters transparent)</source>
        <translation>gesehen von {spawns} Spawnpunkten: {count} Felder (grün: Spawnfelder; violett, dunkler, je mehr es sehen; Monster durchsichtig)</translation>
    </message>
    <message>
        <source>seen from {spawns} spawn points: {count} zones (green: spawn zones; purple, darker the more see it)</source>
        <translation>gesehen von {spawns} Spawnpunkten: {count} Zonen (grün: Spawnzonen; violett, dunkler, je mehr sie sehen)</translation>
    </message>
    <message>
        <source>setting up the house: the first upkeep asks the players a question</source>
        <translation>Aufbau des Hauses: die erste Unterhaltsphase stellt den Spielern eine Frage</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>setup.bossArena lists {ref}, which is no boss-arena token</source>
        <translation>setup.bossArena nennt {ref}, das kein boss-arena-Marker ist</translation>
    </message>
    <message>
        <source>setup.bossRoom names no placed tile</source>
        <translation>setup.bossRoom nennt kein gelegtes Plättchen</translation>
    </message>
    <message>
        <source>setup.chapters lists no chapter</source>
        <translation>setup.chapters führt kein Kapitel auf</translation>
    </message>
    <message>
        <source>setup.monsterLevel is {level}; monster levels go up to {top}</source>
        <translation>setup.monsterLevel ist {level}; Monsterstufen reichen bis {top}</translation>
    </message>
    <message>
        <source>shadow</source>
        <translation>Schatten</translation>
    </message>
    <message>
        <source>shares its space with {used!r}</source>
        <translation>teilt sein Feld mit {used!r}</translation>
    </message>
    <message>
        <source>shift</source>
        <translation>verschieben</translation>
    </message>
    <message>
        <source>showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <source>sight from {place}: {count} cells seen (green: the origin; amber, fainter farther: seen; hatched: unseen; C1 {c1}, C2 {c2})</source>
        <translation>Sicht von {place}: {count} Felder gesehen (grün: der Ursprung; bernstein, blasser je weiter: gesehen; schraffiert: ungesehen; C1 {c1}, C2 {c2})</translation>
    </message>
    <message>
        <source>sight from {place}: {count} zones seen (green: the origin; amber, fainter farther: seen, max range {far}; hatched: unseen)</source>
        <translation>Sicht von {place}: {count} Zonen gesehen (grün: der Ursprung; bernstein, blasser je weiter: gesehen, größte Reichweite {far}; schraffiert: ungesehen)</translation>
    </message>
    <message>
        <source>sight: {place} is not on the board</source>
        <translation>Sicht: {place} liegt nicht auf dem Spielplan</translation>
    </message>
    <message>
        <source>silver</source>
        <translation>Silber</translation>
    </message>
    <message>
        <source>skills: {have}; to learn: {rest}</source>
        <translation>Fertigkeiten: {have}; zu lernen: {rest}</translation>
    </message>
    <message>
        <source>skip</source>
        <translation>aussetzen</translation>
    </message>
    <message>
        <source>slime</source>
        <translation>Schleim</translation>
    </message>
    <message>
        <source>soft-lock: keys and doors wait for each other in a loop ({chain})</source>
        <translation>Sackgasse: Schlüssel und Türen warten in einer Schleife aufeinander ({chain})</translation>
    </message>
    <message>
        <source>soft-lock: no order of spending keys finishes the quest: the keys the heroes can find open too few of the doors {names} (none of {states} reachable key states completes every objective, which every door open would)</source>
        <translation>Sackgasse: keine Reihenfolge beim Verbrauchen der Schlüssel beendet die Quest: die Schlüssel, die die Helden finden können, öffnen zu wenige der Türen {names} (keiner der {states} erreichbaren Schlüsselzustände erfüllt alle Ziele, was alle offenen Türen täten)</translation>
    </message>
    <message>
        <source>soft-lock: objectives and doors wait for each other in a loop ({chain})</source>
        <translation>Sackgasse: Ziele und Türen warten in einer Schleife aufeinander ({chain})</translation>
    </message>
    <message>
        <source>soft-lock: spending keys on {shown} leaves too few keys to finish the quest ({n_dead} of {states} reachable key states are dead ends)</source>
        <translation>Sackgasse: Schlüssel für {shown} zu verbrauchen lässt zu wenige, um die Quest zu beenden ({n_dead} von {states} erreichbaren Schlüsselzuständen sind Sackgassen)</translation>
    </message>
    <message>
        <source>soft-lock: {what} can only be reached through door {door!r}, which it opens ({chain})</source>
        <translation>Sackgasse: {what} ist nur durch Tür {door!r} erreichbar, die es öffnet ({chain})</translation>
    </message>
    <message>
        <source>spaces {cell_ref} and {cell_ref2} touch only at a corner between rock</source>
        <translation>die Felder {cell_ref} und {cell_ref2} berühren sich nur an einer Ecke zwischen Fels</translation>
    </message>
    <message>
        <source>spawn</source>
        <translation>Erscheinen</translation>
    </message>
    <message>
        <source>spawn hint {token!r} {why}; monsters cannot be spawned there at the start</source>
        <translation>Erscheinungshinweis {token!r} {why}; dort können zu Beginn keine Monster erscheinen</translation>
    </message>
    <message>
        <source>spawn space {cell_ref} has no free passable space around it</source>
        <translation>Spawnfeld {cell_ref} hat kein freies begehbares Feld um sich</translation>
    </message>
    <message>
        <source>spawn space {cell_ref} lies next to start {value!r}</source>
        <translation>Spawnfeld {cell_ref} liegt neben dem Start {value!r}</translation>
    </message>
    <message>
        <source>spawn space {where} on tile {tile} cannot be reached from the start</source>
        <translation>Erscheinungsfeld {where} auf Kachel {tile} ist vom Start aus nicht erreichbar</translation>
    </message>
    <message>
        <source>spawn space {where} on tile {tile} is blocked by {names}</source>
        <translation>Erscheinungsfeld {where} auf Kachel {tile} ist blockiert durch {names}</translation>
    </message>
    <message>
        <source>spawn-fallback</source>
        <translation>Ausweichort fürs Erscheinen</translation>
    </message>
    <message>
        <source>spawn-space</source>
        <translation>Erscheinungsfeld</translation>
    </message>
    <message>
        <source>spend</source>
        <translation>ausgeben</translation>
    </message>
    <message>
        <source>split-room</source>
        <translation>Aufteilung auf Räume</translation>
    </message>
    <message>
        <source>stairs</source>
        <translation>Treppe</translation>
    </message>
    <message>
        <source>stands on a hero start space</source>
        <translation>steht auf einem Heldenstartfeld</translation>
    </message>
    <message>
        <source>stands on an activated glyph</source>
        <translation>steht auf einer aktivierten Glyphe</translation>
    </message>
    <message>
        <source>stands on {terrain}</source>
        <translation>steht auf {terrain}</translation>
    </message>
    <message>
        <source>start</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <source>start {start!r} and exit {exit!r} are in the same zone</source>
        <translation>Start {start!r} und Ausgang {exit!r} liegen in derselben Zone</translation>
    </message>
    <message>
        <source>start {token!r} at {where} is taken by {names}: a space holds one unit, so no explorer can be placed there</source>
        <translation>Start {token!r} bei {where} ist von {names} besetzt: ein Feld fasst eine Einheit, dort kann kein Erkunder aufgestellt werden</translation>
    </message>
    <message>
        <source>start {token!r} lies on {terrain}</source>
        <translation>Start {token!r} liegt auf {terrain}</translation>
    </message>
    <message>
        <source>start {token!r} {why}</source>
        <translation>Start {token!r} {why}</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>stun {stun}</source>
        <translation>betäubt {stun}</translation>
    </message>
    <message>
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <source>summon</source>
        <translation>Beschwörung</translation>
    </message>
    <message>
        <source>surge</source>
        <translation>Schub</translation>
    </message>
    <message>
        <source>sweep</source>
        <translation>Rundumschlag</translation>
    </message>
    <message>
        <source>switch</source>
        <translation>wechseln</translation>
    </message>
    <message>
        <source>take</source>
        <translation>nehmen</translation>
    </message>
    <message>
        <source>target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>team-order</source>
        <translation>Reihenfolge im Team</translation>
    </message>
    <message>
        <source>terminal</source>
        <translation>Terminal</translation>
    </message>
    <message>
        <source>terrain kind {kind!r} is not defined by {system}</source>
        <translation>Geländeart {kind!r} ist in {system} nicht definiert</translation>
    </message>
    <message>
        <source>terrain {patch} lies on cell {cell}, which is not on the board</source>
        <translation>Gelände {patch} liegt auf Feld {cell}, das nicht auf dem Spielplan liegt</translation>
    </message>
    <message>
        <source>the Darkest sequence holds {names}; the rulebook advises no colour more than twice</source>
        <translation>die Darkest-Folge enthält {names}; das Regelheft rät, keine Farbe öfter als zweimal zu nehmen</translation>
    </message>
    <message>
        <source>the antidote holder is dead</source>
        <translation>der Träger des Gegenmittels ist tot</translation>
    </message>
    <message>
        <source>the attack misses</source>
        <translation>der Angriff verfehlt</translation>
    </message>
    <message>
        <source>the aura hits h{value} ({total} vs {need})</source>
        <translation>die Aura trifft h{value} ({total} gegen {need})</translation>
    </message>
    <message>
        <source>the barrel at {cell_ref} explodes</source>
        <translation>das Fass bei {cell_ref} explodiert</translation>
    </message>
    <message>
        <source>the board has {cells:,} cells; a board with centre-line sight may have at most {limit:,} (docs/format.md, Limits), so no other check ran</source>
        <translation>der Spielplan hat {cells:,} Felder; ein Plan mit Mittellinien-Sicht darf höchstens {limit:,} haben (docs/format.md, Limits), daher lief keine andere Prüfung</translation>
    </message>
    <message>
        <source>the boss fight against {boss} begins</source>
        <translation>der Bosskampf gegen {boss} beginnt</translation>
    </message>
    <message>
        <source>the camera icon in {zone} has no camera</source>
        <translation>das Kamerasymbol in {zone} hat keine Kamera</translation>
    </message>
    <message>
        <source>the chapter space at {cell_ref} is lit</source>
        <translation>das Kapitelfeld bei {cell_ref} leuchtet auf</translation>
    </message>
    <message>
        <source>the chips on the board break the lab code without darkness ({mode} mode, budget {budget})</source>
        <translation>die Chips auf dem Spielplan knacken den Labor-Code ohne Dunkelheit (Modus {mode}, Budget {budget})</translation>
    </message>
    <message>
        <source>the consumed-key search stopped after {states} states ({n_doors} consumable doors); soft-locks may remain</source>
        <translation>die Suche zu verbrauchten Schlüsseln stoppte nach {states} Zuständen ({n_doors} Türen mit verbrauchtem Schlüssel); Sackgassen können bleiben</translation>
    </message>
    <message>
        <source>the cycle starts on {start!r}, not darkness</source>
        <translation>der Zyklus beginnt mit {start!r}, nicht mit darkness</translation>
    </message>
    <message>
        <source>the darkness grows</source>
        <translation>die Dunkelheit wächst</translation>
    </message>
    <message>
        <source>the darkness marker starts on space {dark!r}, not the first</source>
        <translation>der Dunkelheitsmarker beginnt auf Feld {dark!r}, nicht auf dem ersten</translation>
    </message>
    <message>
        <source>the darkness track</source>
        <translation>die Dunkelheitsleiste</translation>
    </message>
    <message>
        <source>the darkness track is full: this is the final round</source>
        <translation>die Dunkelheitsleiste ist voll: dies ist die letzte Runde</translation>
    </message>
    <message>
        <source>the ends of {link} all lie in one zone: {tokens}</source>
        <translation>die Enden von {link} liegen alle in einer Zone: {tokens}</translation>
    </message>
    <message>
        <source>the entrance hall {tile} is at {pos}, not at r{row}c{col}</source>
        <translation>die Eingangshalle {tile} liegt bei {pos}, nicht bei r{row}c{col}</translation>
    </message>
    <message>
        <source>the event cycle is {cycle!r}, not zombie, fire, darkness</source>
        <translation>der Ereigniszyklus ist {cycle!r}, nicht zombie, fire, darkness</translation>
    </message>
    <message>
        <source>the exit</source>
        <translation>den Ausgang</translation>
    </message>
    <message>
        <source>the fire is out</source>
        <translation>das Feuer ist aus</translation>
    </message>
    <message>
        <source>the fire space {space!r} is not on the track</source>
        <translation>das Feuerfeld {space!r} liegt nicht auf der Leiste</translation>
    </message>
    <message>
        <source>the fire token {id!r} lies on the lab ({tile}); fire never enters it</source>
        <translation>der Feuermarker {id!r} liegt auf dem Labor ({tile}); Feuer dringt nie dort ein</translation>
    </message>
    <message>
        <source>the fire token {id!r} lies on {tile}, which holds no burn marker; a fire always burns where it lies</source>
        <translation>der Feuermarker {id!r} liegt auf {tile}, der keinen Brandmarker trägt; ein Feuer brennt immer dort, wo es liegt</translation>
    </message>
    <message>
        <source>the function room {zone} ({owner}) cannot be reached even with every chip cleared</source>
        <translation>der Funktionsraum {zone} ({owner}) ist selbst mit allen entfernten Chips nicht erreichbar</translation>
    </message>
    <message>
        <source>the game is over (undo, load or quit)</source>
        <translation>das Spiel ist vorbei (undo, load oder quit)</translation>
    </message>
    <message>
        <source>the hero start {cell}</source>
        <translation>der Heldenstart {cell}</translation>
    </message>
    <message>
        <source>the heroes have no conquest tokens left</source>
        <translation>die Helden haben keine Eroberungsmarker mehr</translation>
    </message>
    <message>
        <source>the heroes start in room {zone}, inside a chamber ({names}) whose every way out is a closed door</source>
        <translation>die Helden beginnen in Raum {zone}, in einer Kammer ({names}), deren Ausgänge alle geschlossene Türen sind</translation>
    </message>
    <message>
        <source>the heroes start with {start!r} conquest; they need at least 1</source>
        <translation>die Helden beginnen mit {start!r} Eroberung; sie brauchen mindestens 1</translation>
    </message>
    <message>
        <source>the heroes&apos; start is removed {when} by trigger {cause!r}, before they can take an action</source>
        <translation>der Start der Helden wird {when} durch Auslöser {cause!r} entfernt, bevor sie handeln können</translation>
    </message>
    <message>
        <source>the heroes&apos; start is removed {when}, before they can take an action</source>
        <translation>der Start der Helden wird {when} entfernt, bevor sie handeln können</translation>
    </message>
    <message>
        <source>the house has {count} tiles; it needs {need} filling a {rows}×{cols} grid{empty}</source>
        <translation>das Haus hat {count} Kacheln; es braucht {need}, die ein Raster von {rows}×{cols} füllen{empty}</translation>
    </message>
    <message>
        <source>the house has {entrances_count} entrance halls; it needs exactly one</source>
        <translation>das Haus hat {entrances_count} Eingangshallen; es braucht genau eine</translation>
    </message>
    <message>
        <source>the house has {labs_count} labs; it needs exactly one</source>
        <translation>das Haus hat {labs_count} Labore; es braucht genau eines</translation>
    </message>
    <message>
        <source>the quest claims parties of {ranges}; {system} supports {min}–{max} heroes</source>
        <translation>das Abenteuer gibt Gruppen von {ranges} an; {system} unterstützt {min}–{max} Helden</translation>
    </message>
    <message>
        <source>the quest starts at level {level} (setup startLevel); the game starts at level 1</source>
        <translation>die Quest beginnt auf Stufe {level} (setup startLevel); das Spiel beginnt auf Stufe 1</translation>
    </message>
    <message>
        <source>trigger {id!r} can never fire: its condition asks for {need} heroes and the quest is for {low}–{high}</source>
        <translation>Auslöser {id!r} kann nie auslösen: seine Bedingung verlangt {need} Helden, und die Quest ist für {low}–{high}</translation>
    </message>
    <message>
        <source>trigger {id!r} waits for {event}, which the {system} rules never raise: it never fires in play</source>
        <translation>Auslöser {id!r} wartet auf {event}, das die Regeln von {system} nie auslösen: Er löst im Spiel nie aus</translation>
    </message>
    <message>
        <source>trigger {id!r}: discard effect targets {target!r} ({kind}), which the rules never take from the heroes</source>
        <translation>Auslöser {id!r}: der discard-Effekt zielt auf {target!r} ({kind}), das die Regeln den Helden nie wegnehmen</translation>
    </message>
    <message>
        <source>trigger {id!r}: the {system} rules do not play {effect} effects; in play it does nothing</source>
        <translation>Auslöser {id!r}: Die Regeln von {system} spielen keine Effekte der Art {effect}; im Spiel bewirkt er nichts</translation>
    </message>
    <message>
        <source>trigger {trigger!r} ({kind} {target!r}) fires on {event}, before a survivor enters the lab; that happens only when the showdown starts</source>
        <translation>Auslöser {trigger!r} ({kind} {target!r}) feuert bei {event}, bevor ein Überlebender das Labor betritt; das geschieht erst, wenn der Showdown beginnt</translation>
    </message>
    <message>
        <source>trigger {trigger!r} closes door {door!r}, which starts destroyed; a destroyed door can never be closed again</source>
        <translation>Auslöser {trigger!r} schließt die Tür {door!r}, die zerstört beginnt; eine zerstörte Tür kann nie wieder geschlossen werden</translation>
    </message>
    <message>
        <source>unknown game system {system!r}: its system.json was refused: {problem}</source>
        <translation>unbekanntes Spielsystem {system!r}: seine system.json wurde abgelehnt: {problem}</translation>
    </message>
    <message>
        <source>{enemy} sleeps until a door opens into its room, and none does</source>
        <translation>{enemy} schläft, bis sich eine Tür zu seinem Raum öffnet, und keine öffnet sich</translation>
    </message>
    <message>
        <source>{hero} has lost the skills it learned</source>
        <translation>{hero} hat die erlernten Fertigkeiten verloren</translation>
    </message>
    <message>
        <source>{hero} learns {skill} for {cost} XP ({xp} XP left)</source>
        <translation>{hero} lernt {skill} für {cost} EP (noch {xp} EP)</translation>
    </message>
    <message>
        <source>{hero} loses the skill {skill} to the virus</source>
        <translation>{hero} verliert die Fertigkeit {skill} an das Virus</translation>
    </message>
    <message>
        <source>{kind} token {id!r} lies in the lab ({tile}), which stays locked until the code is entered</source>
        <translation>{kind}-Marker {id!r} liegt im Labor ({tile}), das verschlossen bleibt, bis der Code eingegeben ist</translation>
    </message>
    <message>
        <source>{kind} {token!r} is placed face up; a {kind} is always placed face down</source>
        <translation>{kind} {token!r} liegt offen aus; ein {kind} wird immer verdeckt ausgelegt</translation>
    </message>
    <message>
        <source>{kind} {token!r} lies on door {door!r}, which is {state}; a {kind} marks only a door that is {states}</source>
        <translation>{kind} {token!r} liegt auf der Tür {door!r}, die {state} ist; ein {kind} markiert nur eine Tür, die {states} ist</translation>
    </message>
    <message>
        <source>{kind} {token!r} lies on no single door; a {kind} marks a door that is {states}</source>
        <translation>{kind} {token!r} liegt auf keiner einzelnen Tür; ein {kind} markiert eine Tür, die {states} ist</translation>
    </message>
    <message>
        <source>{kind} {token!r} lies on {terrain} at {cell}; a {kind} marks only {kinds}</source>
        <translation>{kind} {token!r} liegt auf {terrain} bei {cell}; ein {kind} markiert nur {kinds}</translation>
    </message>
    <message>
        <source>{kind} {token!r} shares the space {cell} with {other!r}; one unit a space</source>
        <translation>{kind} {token!r} teilt das Feld {cell} mit {other!r}; eine Einheit pro Feld</translation>
    </message>
    <message>
        <source>{name} [{id}: {effect}] {cost} XP</source>
        <translation>{name} [{id}: {effect}] {cost} EP</translation>
    </message>
    <message>
        <source>{name} [{id}] lost to the virus</source>
        <translation>{name} [{id}] an das Virus verloren</translation>
    </message>
    <message>
        <source>{tokens} lies face down and is never revealed</source>
        <translation>{tokens} liegt verdeckt und wird nie aufgedeckt</translation>
    </message>
    <message>
        <source>{type} {token!r} lies in the {state} door space {door!r} at {where}, where nobody can stand until it opens</source>
        <translation>{type} {token!r} liegt im Türfeld {door!r} ({state}) bei {where}, wo niemand stehen kann, bis es sich öffnet</translation>
    </message>
    <message numerus="yes">
        <source> and takes {count} leftover wound</source>
        <translation>
            <numerusform> und erleidet {count} übrige Wunde</numerusform>
            <numerusform> und erleidet {count} übrige Wunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best facing: {best}</source>
        <translation>
            <numerusform>Beste Ausrichtung: {best}</numerusform>
            <numerusform>Beste Ausrichtungen: {best}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a way round it of {seen} step</source>
        <translation>
            <numerusform>einen Umweg von {seen} Schritt</numerusform>
            <numerusform>einen Umweg von {seen} Schritten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>bridge zone {zone} joins {ends_count} enterable zone; a bridge spans between two</source>
        <translation>
            <numerusform>Brückenzone {zone} verbindet {ends_count} betretbare Zone; eine Brücke spannt sich zwischen zweien</numerusform>
            <numerusform>Brückenzone {zone} verbindet {ends_count} betretbare Zonen; eine Brücke spannt sich zwischen zweien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>camera {cam!r} faces {facing} and sees {count} room; facing {best} sees {most}</source>
        <translation>
            <numerusform>Kamera {cam!r} zeigt nach {facing} und sieht {count} Raum; nach {best} gerichtet sähe sie {most}</numerusform>
            <numerusform>Kamera {cam!r} zeigt nach {facing} und sieht {count} Räume; nach {best} gerichtet sähe sie {most}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>camera {cam!r} sees {count} room: {rooms}{extra}</source>
        <translation>
            <numerusform>Kamera {cam!r} sieht {count} Raum: {rooms}{extra}</numerusform>
            <numerusform>Kamera {cam!r} sieht {count} Räume: {rooms}{extra}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>conquest: {start} at the start + {per_glyph} × {n_glyphs} glyph + {rewards} from named monsters = {total} (chests not counted)</source>
        <translation>
            <numerusform>Eroberung: {start} zu Beginn + {per_glyph} × {n_glyphs} Glyphe + {rewards} von benannten Monstern = {total} (Truhen nicht gezählt)</numerusform>
            <numerusform>Eroberung: {start} zu Beginn + {per_glyph} × {n_glyphs} Glyphen + {rewards} von benannten Monstern = {total} (Truhen nicht gezählt)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>door space {door!r} at {where} seals nothing: the spaces beyond its sides are joined by a way round it of at most {BYPASS_STEPS} step</source>
        <translation>
            <numerusform>Türfeld {door!r} bei {where} riegelt nichts ab: die Felder hinter seinen Seiten sind durch einen Umweg von höchstens {BYPASS_STEPS} Schritt verbunden</numerusform>
            <numerusform>Türfeld {door!r} bei {where} riegelt nichts ab: die Felder hinter seinen Seiten sind durch einen Umweg von höchstens {BYPASS_STEPS} Schritten verbunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>door {door!r} spans {edges_count} unit edge; a door spans exactly two, side by side</source>
        <translation>
            <numerusform>Tür {door!r} überspannt {edges_count} Einheitskante; eine Tür überspannt genau zwei nebeneinander</numerusform>
            <numerusform>Tür {door!r} überspannt {edges_count} Einheitskanten; eine Tür überspannt genau zwei nebeneinander</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>is {edges_count} unit long, not {length}</source>
        <translation>
            <numerusform>ist {edges_count} Einheit lang, nicht {length}</numerusform>
            <numerusform>ist {edges_count} Einheiten lang, nicht {length}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loss {id!r} needs {count!r} corners destroyed; the house has {corners} corner room outside the lab</source>
        <translation>
            <numerusform>Niederlage {id!r} verlangt {count!r} zerstörte Ecken; das Haus hat {corners} Eckraum außerhalb des Labors</numerusform>
            <numerusform>Niederlage {id!r} verlangt {count!r} zerstörte Ecken; das Haus hat {corners} Eckräume außerhalb des Labors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no {color} rune key for rune door {doors}; exactly one is needed</source>
        <translation>
            <numerusform>kein Runenschlüssel {color} für die Runentür {doors}; genau einer wird gebraucht</numerusform>
            <numerusform>kein Runenschlüssel {color} für die Runentüren {doors}; genau einer wird gebraucht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>objective {id!r} needs {count} but names only {n_targets} target</source>
        <translation>
            <numerusform>Ziel {id!r} verlangt {count}, nennt aber nur {n_targets} Ziel</numerusform>
            <numerusform>Ziel {id!r} verlangt {count}, nennt aber nur {n_targets} Ziele</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>only {cells_count} start space for one hero each</source>
        <translation>
            <numerusform>nur {cells_count} Startfeld für je einen Helden</numerusform>
            <numerusform>nur {cells_count} Startfelder für je einen Helden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>only {spaces_count} free start space on or next to an activated glyph</source>
        <translation>
            <numerusform>nur {spaces_count} freies Startfeld auf oder neben einer aktivierten Glyphe</numerusform>
            <numerusform>nur {spaces_count} freie Startfelder auf oder neben einer aktivierten Glyphe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>overlord: {hand} card in hand, deck {deck}, discards {discards}{in_play}</source>
        <translation>
            <numerusform>Oberschurke: {hand} Karte auf der Hand, Stapel {deck}, Ablage {discards}{in_play}</numerusform>
            <numerusform>Oberschurke: {hand} Karten auf der Hand, Stapel {deck}, Ablage {discards}{in_play}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>pool {pool!r} needs {n} {ttype} token besides the {placed} placed; the box holds {limit}</source>
        <translation>
            <numerusform>Vorrat {pool!r} braucht {n} Marker {ttype} zusätzlich zu den {placed} ausgelegten; die Schachtel enthält {limit}</numerusform>
            <numerusform>Vorrat {pool!r} braucht {n} Marker {ttype} zusätzlich zu den {placed} ausgelegten; die Schachtel enthält {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>quest {quest!r}: {count} hero</source>
        <translation>
            <numerusform>Quest {quest!r}: {count} Held</numerusform>
            <numerusform>Quest {quest!r}: {count} Helden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>quest {quest!r}: {count} hero at level {level}</source>
        <translation>
            <numerusform>Quest {quest!r}: {count} Held auf Stufe {level}</numerusform>
            <numerusform>Quest {quest!r}: {count} Helden auf Stufe {level}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>quest {quest!r}: {count} hero, generic rules</source>
        <translation>
            <numerusform>Quest {quest!r}: {count} Held, allgemeine Regeln</numerusform>
            <numerusform>Quest {quest!r}: {count} Helden, allgemeine Regeln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>room {tile} holds {count} burn marker; {limit} destroy it and are removed</source>
        <translation>
            <numerusform>Raum {tile} trägt {count} Brandmarker; {limit} zerstören ihn und werden entfernt</numerusform>
            <numerusform>Raum {tile} trägt {count} Brandmarker; {limit} zerstören ihn und werden entfernt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the house has {symbols_count} lock symbol; at least 3 are needed for the code chips</source>
        <translation>
            <numerusform>das Haus hat {symbols_count} Schlosssymbol; für die Codechips werden mindestens 3 gebraucht</numerusform>
            <numerusform>das Haus hat {symbols_count} Schlosssymbole; für die Codechips werden mindestens 3 gebraucht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the sequence uses {n} {colour} token; the box holds {limit}</source>
        <translation>
            <numerusform>die Sequenz verwendet {n} Marker {colour}; die Schachtel enthält {limit}</numerusform>
            <numerusform>die Sequenz verwendet {n} Marker {colour}; die Schachtel enthält {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>tile {tile!r} overlaps {others} on {cells} cell</source>
        <translation>
            <numerusform>Kachel {tile!r} überlappt {others} auf {cells} Feld</numerusform>
            <numerusform>Kachel {tile!r} überlappt {others} auf {cells} Feldern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>tile {tiles} is cut off from the rest of the board</source>
        <translation>
            <numerusform>Kachel {tiles} ist vom Rest des Spielplans abgeschnitten</numerusform>
            <numerusform>Kacheln {tiles} sind vom Rest des Spielplans abgeschnitten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>zone {zones} removed</source>
        <translation>
            <numerusform>Zone {zones} entfernt</numerusform>
            <numerusform>Zonen {zones} entfernt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} Shadow zone out of every spawn point&apos;s sight: {zones}{more}</source>
        <translation>
            <numerusform>{count} Schattenzone außer Sicht jedes Erscheinungspunkts: {zones}{more}</numerusform>
            <numerusform>{count} Schattenzonen außer Sicht jedes Erscheinungspunkts: {zones}{more}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} corner room has been destroyed</source>
        <translation>
            <numerusform>{count} Eckraum wurde zerstört</numerusform>
            <numerusform>{count} Eckräume wurden zerstört</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} face-down slot</source>
        <translation>
            <numerusform>{count} verdeckten Platz</numerusform>
            <numerusform>{count} verdeckte Plätze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} face-down token</source>
        <translation>
            <numerusform>{count} verdeckter Marker</numerusform>
            <numerusform>{count} verdeckte Marker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} monster on the board</source>
        <translation>
            <numerusform>{count} Monster auf dem Spielplan</numerusform>
            <numerusform>{count} Monster auf dem Spielplan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} of {total} spawn spaces is in sight of a start: {cells}</source>
        <translation>
            <numerusform>{count} von {total} Spawnfeldern ist in Sicht eines Starts: {cells}</numerusform>
            <numerusform>{count} von {total} Spawnfeldern sind in Sicht eines Starts: {cells}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} room can be reached only through chipped doors: {rooms}</source>
        <translation>
            <numerusform>{count} Raum ist nur durch Türen mit Chip erreichbar: {rooms}</numerusform>
            <numerusform>{count} Räume sind nur durch Türen mit Chip erreichbar: {rooms}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} state was found but not followed</source>
        <translation>
            <numerusform>{count} Zustand wurde gefunden, aber nicht weiterverfolgt</numerusform>
            <numerusform>{count} Zustände wurden gefunden, aber nicht weiterverfolgt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} token</source>
        <translation>
            <numerusform>{count} Marker</numerusform>
            <numerusform>{count} Marker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} zombie</source>
        <translation>
            <numerusform>{count} Zombie</numerusform>
            <numerusform>{count} Zombies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} zombie moves from {zone} to {here}</source>
        <translation>
            <numerusform>{count} Zombie zieht von {zone} nach {here}</numerusform>
            <numerusform>{count} Zombies ziehen von {zone} nach {here}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} zombie pours in from {src}</source>
        <translation>
            <numerusform>{count} Zombie strömt aus {src} herein</numerusform>
            <numerusform>{count} Zombies strömen aus {src} herein</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} zombie shambles from {src} to {dst}</source>
        <translation>
            <numerusform>{count} Zombie schlurft von {src} nach {dst}</numerusform>
            <numerusform>{count} Zombies schlurfen von {src} nach {dst}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} zone can never be reached: {zones}{blocker}</source>
        <translation>
            <numerusform>{count} Zone kann nie erreicht werden: {zones}{blocker}</numerusform>
            <numerusform>{count} Zonen können nie erreicht werden: {zones}{blocker}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} zone no other zone can see into: {zones}{more}</source>
        <translation>
            <numerusform>{count} Zone, in die keine andere Zone hineinsieht: {zones}{more}</numerusform>
            <numerusform>{count} Zonen, in die keine andere Zone hineinsieht: {zones}{more}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} zone opens only when a locked door is destroyed: {zones}</source>
        <translation>
            <numerusform>{count} Zone öffnet sich nur, wenn eine verschlossene Tür zerstört wird: {zones}</numerusform>
            <numerusform>{count} Zonen öffnen sich nur, wenn eine verschlossene Tür zerstört wird: {zones}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} {color} rune key for rune doors {doors}; exactly one is needed</source>
        <translation>
            <numerusform>{count} Runenschlüssel {color} für die Runentüren {doors}; genau einer wird gebraucht</numerusform>
            <numerusform>{count} Runenschlüssel {color} für die Runentüren {doors}; genau einer wird gebraucht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} {kind} token is placed ({names}); a game uses {limit}</source>
        <translation>
            <numerusform>{count} {kind}-Marker liegt aus ({names}); eine Partie verwendet {limit}</numerusform>
            <numerusform>{count} {kind}-Marker liegen aus ({names}); eine Partie verwendet {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{enemy} attacks {hero}: {wounds} wound</source>
        <translation>
            <numerusform>{enemy} greift {hero} an: {wounds} Wunde</numerusform>
            <numerusform>{enemy} greift {hero} an: {wounds} Wunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{enemy} calls {extra} minion to {mob}</source>
        <translation>
            <numerusform>{enemy} ruft {extra} Schergen zu {mob}</numerusform>
            <numerusform>{enemy} ruft {extra} Schergen zu {mob}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{enemy} regenerates {healed} wound</source>
        <translation>
            <numerusform>{enemy} regeneriert {healed} Wunde</numerusform>
            <numerusform>{enemy} regeneriert {healed} Wunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{enemy} {kind} attack on {hero}: {wounds} wound</source>
        <translation>
            <numerusform>{enemy}, Angriff ({kind}) auf {hero}: {wounds} Wunde</numerusform>
            <numerusform>{enemy}, Angriff ({kind}) auf {hero}: {wounds} Wunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{gone} zombie burns in {zone}</source>
        <translation>
            <numerusform>{gone} Zombie verbrennt in {zone}</numerusform>
            <numerusform>{gone} Zombies verbrennen in {zone}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{got} zombie bursts into {zone}</source>
        <translation>
            <numerusform>{got} Zombie bricht in {zone} ein</numerusform>
            <numerusform>{got} Zombies brechen in {zone} ein</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{got} zombie rises in {zone}</source>
        <translation>
            <numerusform>{got} Zombie erhebt sich in {zone}</numerusform>
            <numerusform>{got} Zombies erheben sich in {zone}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hero} attacks {enemy}: {wounds} wound</source>
        <translation>
            <numerusform>{hero} greift {enemy} an: {wounds} Wunde</numerusform>
            <numerusform>{hero} greift {enemy} an: {wounds} Wunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hero} suffers {count} wound ({cause})</source>
        <translation>
            <numerusform>{hero} erleidet {count} Wunde ({cause})</numerusform>
            <numerusform>{hero} erleidet {count} Wunden ({cause})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hero} takes {wounds} wound ({cause})</source>
        <translation>
            <numerusform>{hero} erleidet {wounds} Wunde ({cause})</numerusform>
            <numerusform>{hero} erleidet {wounds} Wunden ({cause})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hero} {kind} attack on {enemy}: {wounds} wound</source>
        <translation>
            <numerusform>{hero}, Angriff ({kind}) auf {enemy}: {wounds} Wunde</numerusform>
            <numerusform>{hero}, Angriff ({kind}) auf {enemy}: {wounds} Wunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{ids_count} face-down slot draws from pool {pool!r}, which setup.facedownPools does not define</source>
        <translation>
            <numerusform>{ids_count} verdeckter Platz zieht aus Vorrat {pool!r}, den setup.facedownPools nicht definiert</numerusform>
            <numerusform>{ids_count} verdeckte Plätze ziehen aus Vorrat {pool!r}, den setup.facedownPools nicht definiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{label} pool {count} die to break free</source>
        <translation>
            <numerusform>{label} legen {count} Würfel zusammen, um sich zu befreien</numerusform>
            <numerusform>{label} legen {count} Würfel zusammen, um sich zu befreien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{missing_count} board space belongs to no area, starting at {where}</source>
        <translation>
            <numerusform>{missing_count} Feld des Spielplans gehört zu keinem Bereich, beginnend bei {where}</numerusform>
            <numerusform>{missing_count} Felder des Spielplans gehören zu keinem Bereich, beginnend bei {where}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{missing_count} cell of tile {tile!r} side {side} belongs to no zone</source>
        <translation>
            <numerusform>{missing_count} Feld der Kachel {tile!r}, Seite {side}, gehört zu keiner Zone</numerusform>
            <numerusform>{missing_count} Felder der Kachel {tile!r}, Seite {side}, gehören zu keiner Zone</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{roaming_count} roaming-monster portal; the Darkness track needs exactly one</source>
        <translation>
            <numerusform>{roaming_count} Portal für umherstreifende Monster; die Dunkelheitsleiste braucht genau eines</numerusform>
            <numerusform>{roaming_count} Portale für umherstreifende Monster; die Dunkelheitsleiste braucht genau eines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{uid} takes {wounds} wound ({damage} damage)</source>
        <translation>
            <numerusform>{uid} erleidet {wounds} Wunde ({damage} Schaden)</numerusform>
            <numerusform>{uid} erleidet {wounds} Wunden ({damage} Schaden)</numerusform>
        </translation>
    </message>
    <message>
        <source>the join of tile {tile} at {where} {why}</source>
        <translation>die Verbindung der Kachel {tile} bei {where} {why}</translation>
    </message>
    <message>
        <source>the lab {lab} has no doorway or passage to another room</source>
        <translation>das Labor {lab} hat weder Türdurchgang noch Durchgang zu einem anderen Raum</translation>
    </message>
    <message>
        <source>the lab {tile} is at r{r}c{c}, not in a corner</source>
        <translation>das Labor {tile} liegt bei r{r}c{c}, nicht in einer Ecke</translation>
    </message>
    <message>
        <source>the lab-code search gave up after {work} steps over {chips_count} chips; the best use found costs {cost} darkness, a better one may exist</source>
        <translation>die Suche nach dem Labor-Code gab nach {work} Schritten über {chips_count} Chips auf; der beste gefundene Einsatz kostet {cost} Dunkelheit, ein besserer ist möglich</translation>
    </message>
    <message>
        <source>the last chapter ({value}) is not a blocking one: the scenario has no endgame</source>
        <translation>das letzte Kapitel ({value}) ist kein blockierendes: das Szenario hat kein Endspiel</translation>
    </message>
    <message>
        <source>the last chapter is complete</source>
        <translation>das letzte Kapitel ist abgeschlossen</translation>
    </message>
    <message>
        <source>the last code token is gone: the lab opens</source>
        <translation>der letzte Codemarker ist weg: das Labor öffnet sich</translation>
    </message>
    <message>
        <source>the level is now {level}</source>
        <translation>die Stufe ist jetzt {level}</translation>
    </message>
    <message>
        <source>the level rises to {level}</source>
        <translation>die Stufe steigt auf {level}</translation>
    </message>
    <message>
        <source>the links of {group} open</source>
        <translation>die Verbindungen von {group} öffnen sich</translation>
    </message>
    <message>
        <source>the lock symbol of tile {tile} at {where} holds {chips_here_count} chips; it needs exactly one</source>
        <translation>das Schlosssymbol der Kachel {tile} bei {where} trägt {chips_here_count} Chips; es braucht genau einen</translation>
    </message>
    <message>
        <source>the lock symbol of tile {tile} at {where} is on a {edge_kind}, not a doorway</source>
        <translation>das Schlosssymbol der Kachel {tile} bei {where} liegt auf: {edge_kind}, nicht auf einem Türdurchgang</translation>
    </message>
    <message>
        <source>the map</source>
        <translation>die Karte</translation>
    </message>
    <message>
        <source>the monster level rises to {level}</source>
        <translation>die Monsterstufe steigt auf {level}</translation>
    </message>
    <message>
        <source>the monsters of {area} ({names}) can leave only through doors into {names2}, which they never open before it is revealed</source>
        <translation>die Monster von {area} ({names}) können nur durch Türen nach {names2} hinaus, die sie nie öffnen, bevor er aufgedeckt ist</translation>
    </message>
    <message>
        <source>the nemesis is destroyed</source>
        <translation>die Nemesis ist zerstört</translation>
    </message>
    <message>
        <source>the nemesis reacts</source>
        <translation>die Nemesis reagiert</translation>
    </message>
    <message>
        <source>the outcome depends on the order of {a} and {b}: {first} one way, {second} the other; {diff}</source>
        <translation>das Ergebnis hängt von der Reihenfolge von {a} und {b} ab: {first} in der einen, {second} in der anderen; {diff}</translation>
    </message>
    <message>
        <source>the outcome depends on the order of {a} and {b}: {first} one way, {second} the other; {diff} (after: {chain})</source>
        <translation>das Ergebnis hängt von der Reihenfolge von {a} und {b} ab: {first} in der einen, {second} in der anderen; {diff} (nach: {chain})</translation>
    </message>
    <message>
        <source>the overlord discards {card} for {discard} threat</source>
        <translation>der Oberschurke wirft {card} für {discard} Bedrohung ab</translation>
    </message>
    <message>
        <source>the overlord plays {card}</source>
        <translation>der Oberschurke spielt {card}</translation>
    </message>
    <message>
        <source>the overlord plays {card}: re-roll</source>
        <translation>der Oberschurke spielt {card}: neu würfeln</translation>
    </message>
    <message>
        <source>the overlord springs {card} on {hero}</source>
        <translation>der Oberschurke löst {card} gegen {hero} aus</translation>
    </message>
    <message>
        <source>the overlord&apos;s deck runs out: the heroes lose {lose} conquest</source>
        <translation>der Stapel des Oberschurken ist leer: die Helden verlieren {lose} Eroberung</translation>
    </message>
    <message>
        <source>the party minimum {min} is above its maximum {max}</source>
        <translation>das Minimum der Gruppe ({min}) liegt über ihrem Maximum ({max})</translation>
    </message>
    <message>
        <source>the quest cannot be won in any order, even ignoring enemies and dice: {why}</source>
        <translation>die Quest ist in keiner Reihenfolge zu gewinnen, selbst ohne Feinde und Würfel: {why}</translation>
    </message>
    <message>
        <source>the quest has no objective and no trigger that wins it</source>
        <translation>die Quest hat weder ein Ziel noch einen Auslöser, der sie gewinnt</translation>
    </message>
    <message>
        <source>the quest has no {label} token; {system} needs one</source>
        <translation>das Abenteuer hat keinen Marker {label}; {system} braucht einen</translation>
    </message>
    <message>
        <source>the quest is lost when round {limit} ends</source>
        <translation>die Quest ist verloren, wenn Runde {limit} endet</translation>
    </message>
    <message>
        <source>the quest logic was explored only in part ({stopped}): {verdict}</source>
        <translation>die Questlogik wurde nur zum Teil erkundet ({stopped}): {verdict}</translation>
    </message>
    <message>
        <source>the quest logic was not fully explored ({stopped}): {verdict}; not explored: {what}</source>
        <translation>die Questlogik wurde nicht vollständig erkundet ({stopped}): {verdict}; nicht erkundet: {what}</translation>
    </message>
    <message>
        <source>the quest logic was not fully explored: order effects were compared for the first {pairs} pairs of actions only</source>
        <translation>die Questlogik wurde nicht vollständig erkundet: Reihenfolge-Effekte wurden nur für die ersten {pairs} Aktionspaare verglichen</translation>
    </message>
    <message>
        <source>the quest says so</source>
        <translation>die Quest sagt es so</translation>
    </message>
    <message>
        <source>the search makes noise: {face}</source>
        <translation>die Suche macht Lärm: {face}</translation>
    </message>
    <message>
        <source>the start area {start!r}</source>
        <translation>der Startbereich {start!r}</translation>
    </message>
    <message>
        <source>the start area {start!r} is not defined</source>
        <translation>der Startbereich {start!r} ist nicht definiert</translation>
    </message>
    <message>
        <source>the start tile {tile} carries level {level} ({token}); the game starts at level 1</source>
        <translation>die Startkachel {tile} trägt Stufe {level} ({token}); das Spiel beginnt auf Stufe 1</translation>
    </message>
    <message>
        <source>the terror die</source>
        <translation>der Schreckenswürfel</translation>
    </message>
    <message>
        <source>the track has {length!r} spaces, not 5</source>
        <translation>die Leiste hat {length!r} Felder, nicht 5</translation>
    </message>
    <message>
        <source>the virus</source>
        <translation>das Virus</translation>
    </message>
    <message>
        <source>the {items} the heroes must carry cannot be brought to {what}</source>
        <translation>die {items}, die die Helden tragen müssen, können nicht zu {what} gebracht werden</translation>
    </message>
    <message>
        <source>the {mode} security sequence has {sequence_count} tokens; that side of the board has {want} slots</source>
        <translation>die Sicherheitssequenz ({mode}) hat {sequence_count} Marker; diese Seite der Tafel hat {want} Plätze</translation>
    </message>
    <message>
        <source>the {opening} of tile {opener} at {where} ({side} side) faces a wall of tile {wall_tile}</source>
        <translation>der {opening} der Kachel {opener} bei {where} (Seite {side}) trifft auf eine Wand der Kachel {wall_tile}</translation>
    </message>
    <message>
        <source>the {tier} treasure deck is empty</source>
        <translation>der Schatzstapel {tier} ist leer</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>Kachel</translation>
    </message>
    <message>
        <source>tile id {tile!r} is used twice</source>
        <translation>Kachelkennung {tile!r} wird zweimal verwendet</translation>
    </message>
    <message>
        <source>tile {id} has no spawn space; its monsters spawn on another tile</source>
        <translation>Plättchen {id} hat kein Spawnfeld; seine Monster erscheinen auf einem anderen Plättchen</translation>
    </message>
    <message>
        <source>tile {ref} is removed</source>
        <translation>Teil {ref} wird entfernt</translation>
    </message>
    <message>
        <source>tile {tile!r} has no side {side!r} (sides: {sides})</source>
        <translation>Kachel {tile!r} hat keine Seite {side!r} (Seiten: {sides})</translation>
    </message>
    <message>
        <source>tile {tile!r} is not in any {system} tileset</source>
        <translation>Kachel {tile!r} ist in keinem Kachelsatz von {system}</translation>
    </message>
    <message>
        <source>tile {tile_id} is placed {placements_count} times{both}: {placements}; the box holds {allowed}</source>
        <translation>Kachel {tile_id} liegt {placements_count}-mal aus{both}: {placements}; die Schachtel enthält {allowed}</translation>
    </message>
    <message>
        <source>tile {tile} (level {level}) lies on the shortest way from the start to tile {goal} (level {goal_level})</source>
        <translation>Kachel {tile} (Stufe {level}) liegt auf dem kürzesten Weg vom Start zu Kachel {goal} (Stufe {goal_level})</translation>
    </message>
    <message>
        <source>tile {tile} ({have}) is at r{r}c{c}, a cell for {want} tiles</source>
        <translation>Kachel {tile} ({have}) liegt bei r{r}c{c}, einem Platz für Kacheln vom Typ {want}</translation>
    </message>
    <message>
        <source>tile {tile} ({piece}) has no edge with a direction symbol</source>
        <translation>Kachel {tile} ({piece}) hat keine Kante mit Richtungssymbol</translation>
    </message>
    <message>
        <source>tile {tile} at {at} is not on the {rows}×{cols} house grid of {size}×{size} tiles</source>
        <translation>Kachel {tile} bei {at} liegt nicht auf dem Hausraster von {rows}×{cols} aus Kacheln von {size}×{size}</translation>
    </message>
    <message>
        <source>tile {tile} carries levels {distinct}</source>
        <translation>Kachel {tile} trägt die Stufen {distinct}</translation>
    </message>
    <message>
        <source>tile {tile} has a window facing into the house at {where} ({side} side)</source>
        <translation>Kachel {tile} hat bei {where} ein Fenster, das ins Haus zeigt (Seite {side})</translation>
    </message>
    <message>
        <source>tile {tile} has a {opening} leading out of the house at {where} ({side} side)</source>
        <translation>Kachel {tile} hat einen {opening}, der bei {where} aus dem Haus führt (Seite {side})</translation>
    </message>
    <message>
        <source>tile {tile} has no level token, but an Agent can stand there ({why})</source>
        <translation>Plättchen {tile} hat keinen Stufenmarker, aber ein Agent kann dort stehen ({why})</translation>
    </message>
    <message>
        <source>tiles {tiles}; {count} to explore</source>
        <translation>Teile {tiles}; {count} zu erkunden</translation>
    </message>
    <message>
        <source>token</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>token id {token!r} is used twice</source>
        <translation>Markerkennung {token!r} wird zweimal verwendet</translation>
    </message>
    <message>
        <source>token {token!r} ({type}) has property {name!r}, which {type} does not define</source>
        <translation>Marker {token!r} ({type}) hat die Eigenschaft {name!r}, die {type} nicht definiert</translation>
    </message>
    <message>
        <source>token {token!r} ({type}) is anchored to tile {tile!r}, which is not placed</source>
        <translation>Marker {token!r} ({type}) ist an Kachel {tile!r} verankert, die nicht ausliegt</translation>
    </message>
    <message>
        <source>token {token!r} ({type}) is not on an edge of the board</source>
        <translation>Marker {token!r} ({type}) liegt nicht auf einer Kante des Spielplans</translation>
    </message>
    <message>
        <source>token {token!r} ({type}) lies on cell {off}, which is not on the board</source>
        <translation>Marker {token!r} ({type}) liegt auf Feld {off}, das nicht auf dem Spielplan liegt</translation>
    </message>
    <message>
        <source>token {token!r} ({type}) must be anchored by {wanted} only, not {anchors}</source>
        <translation>Marker {token!r} ({type}) darf nur über {wanted} verankert sein, nicht über {anchors}</translation>
    </message>
    <message>
        <source>token {token!r} belongs to area {area!r}, which is not defined</source>
        <translation>Marker {token!r} gehört zu Bereich {area!r}, der nicht definiert ist</translation>
    </message>
    <message>
        <source>token {token!r} has type {type!r}, which {system} does not define</source>
        <translation>Marker {token!r} hat den Typ {type!r}, den {system} nicht definiert</translation>
    </message>
    <message>
        <source>token {token!r}: {name} = {value!r} {why}</source>
        <translation>Marker {token!r}: {name} = {value!r} {why}</translation>
    </message>
    <message>
        <source>token {token!r}: {name} refers to {value!r}, which is not a {value2}</source>
        <translation>Marker {token!r}: {name} verweist auf {value!r}, das nicht passt (erwartet: {value2})</translation>
    </message>
    <message>
        <source>token {token} can no longer be reached</source>
        <translation>Marker {token} ist nicht mehr erreichbar</translation>
    </message>
    <message>
        <source>token {token} is lost with the zone it lay in</source>
        <translation>Marker {token} geht mit der Zone verloren, in der er lag</translation>
    </message>
    <message>
        <source>town</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>trade</source>
        <translation>tauschen</translation>
    </message>
    <message>
        <source>trap</source>
        <translation>Falle</translation>
    </message>
    <message>
        <source>trap lever at {where} has no trapped space on its tile {tile}</source>
        <translation>Fallenhebel bei {where} hat kein Fallenfeld auf seiner Kachel {tile}</translation>
    </message>
    <message>
        <source>trapped-treasure</source>
        <translation>Fallenschatz</translation>
    </message>
    <message>
        <source>treasure</source>
        <translation>Schatz</translation>
    </message>
    <message>
        <source>treasure refilled in {target}</source>
        <translation>Schatz in {target} aufgefüllt</translation>
    </message>
    <message>
        <source>treasure {token!r} lies on tile {tile}, which has no level token</source>
        <translation>Schatz {token!r} liegt auf Kachel {tile}, die keinen Stufenmarker hat</translation>
    </message>
    <message>
        <source>treasure:epic</source>
        <translation>Schatz:episch</translation>
    </message>
    <message>
        <source>treasure:rare</source>
        <translation>Schatz:selten</translation>
    </message>
    <message>
        <source>trigger</source>
        <translation>Auslöser</translation>
    </message>
    <message>
        <source>trigger {id!r} can never fire: {why}</source>
        <translation>Auslöser {id!r} kann nie auslösen: {why}</translation>
    </message>
    <message>
        <source>trigger {id!r} listens to {event} of {kind} {target!r}; that event concerns a {allowed}</source>
        <translation>Auslöser {id!r} hört auf {event} von {kind} {target!r}; dieses Ereignis betrifft: {allowed}</translation>
    </message>
    <message>
        <source>trigger {id!r} waits for counter {target!r}, which the quest does not define</source>
        <translation>Auslöser {id!r} wartet auf Zähler {target!r}, den die Quest nicht definiert</translation>
    </message>
    <message>
        <source>trigger {id!r}: choose-hero names {target!r}, which is not one of the quest&apos;s chosen heroes</source>
        <translation>Auslöser {id!r}: choose-hero nennt {target!r}, das keiner der gewählten Helden der Quest ist</translation>
    </message>
    <message>
        <source>trigger {id!r}: choose-hero picks {value!r}, which is no hero</source>
        <translation>Auslöser {id!r}: choose-hero wählt {value!r}, das kein Held ist</translation>
    </message>
    <message>
        <source>trigger {id!r}: condition hero {hero!r} is no hero</source>
        <translation>Auslöser {id!r}: der Bedingungsheld {hero!r} ist kein Held</translation>
    </message>
    <message>
        <source>trigger {id!r}: condition on counter {counter!r}, which the quest does not define</source>
        <translation>Auslöser {id!r}: Bedingung auf Zähler {counter!r}, den die Quest nicht definiert</translation>
    </message>
    <message>
        <source>trigger {id!r}: condition {key} names {ref!r}, which does not exist</source>
        <translation>Auslöser {id!r}: Bedingung {key} nennt {ref!r}, das nicht existiert</translation>
    </message>
    <message>
        <source>trigger {id!r}: counter effect on per-{value} counter {target!r} names no place (at)</source>
        <translation>Auslöser {id!r}: Zählereffekt auf den Zähler je {value} {target!r} nennt keinen Ort (at)</translation>
    </message>
    <message>
        <source>trigger {id!r}: counter effect on {target!r}, which the quest does not define</source>
        <translation>Auslöser {id!r}: Zählereffekt auf {target!r}, das die Quest nicht definiert</translation>
    </message>
    <message>
        <source>trigger {id!r}: destroy effect targets {target!r} ({what}), which nothing destroys (only the game&apos;s objects: {objects}, and barrier edges)</source>
        <translation>Auslöser {id!r}: der destroy-Effekt zielt auf {target!r} ({what}), das nichts zerstört (nur die Objekte des Spiels: {objects}, und Barrieren auf Kanten)</translation>
    </message>
    <message>
        <source>trigger {id!r}: give-item with a count gives {value!r}, which is not one of the quest&apos;s items</source>
        <translation>Auslöser {id!r}: give-item mit Anzahl gibt {value!r}, das keiner der Questgegenstände ist</translation>
    </message>
    <message>
        <source>trigger {id!r}: set-enemy goal {goal!r} names no place</source>
        <translation>Auslöser {id!r}: das set-enemy-Ziel {goal!r} nennt keinen Ort</translation>
    </message>
    <message>
        <source>trigger {id!r}: set-enemy lure {lure!r} is neither a quest item nor a token kind</source>
        <translation>Auslöser {id!r}: der set-enemy-Köder {lure!r} ist weder ein Questgegenstand noch eine Markerart</translation>
    </message>
    <message>
        <source>trigger {id!r}: set-enemy {problem}</source>
        <translation>Auslöser {id!r}: set-enemy {problem}</translation>
    </message>
    <message>
        <source>trigger {id!r}: the {kind} effect names no target</source>
        <translation>Auslöser {id!r}: der {kind}-Effekt nennt kein Ziel</translation>
    </message>
    <message>
        <source>trigger {id!r}: {effect} acts on {kind} {target!r}; it needs a {allowed}</source>
        <translation>Auslöser {id!r}: {effect} wirkt auf {kind} {target!r}; nötig ist: {allowed}</translation>
    </message>
    <message>
        <source>trigger {id!r}: {kind} effect is for {target!r}, which is no hero</source>
        <translation>Auslöser {id!r}: der {kind}-Effekt gilt {target!r}, das kein Held ist</translation>
    </message>
    <message>
        <source>trigger {id!r}: {kind} effect targets {problem!r}, which does not exist</source>
        <translation>Auslöser {id!r}: der {kind}-Effekt zielt auf {problem!r}, das nicht existiert</translation>
    </message>
    <message>
        <source>trigger {trig!r} listens to {event} of {target!r}, which does not exist</source>
        <translation>Auslöser {trig!r} hört auf {event} von {target!r}, das es nicht gibt</translation>
    </message>
    <message>
        <source>trigger {trig!r}: {kind} effect targets {target!r}, which does not exist</source>
        <translation>Auslöser {trig!r}: Effekt {kind} verweist auf {target!r}, das es nicht gibt</translation>
    </message>
    <message>
        <source>trigger {trigger!r}</source>
        <translation>Auslöser {trigger!r}</translation>
    </message>
    <message>
        <source>unknown command {command}; {help}</source>
        <translation>unbekannter Befehl {command}; {help}</translation>
    </message>
    <message>
        <source>unknown game system {system!r}</source>
        <translation>unbekanntes Spielsystem {system!r}</translation>
    </message>
    <message>
        <source>unknown place {place!r}</source>
        <translation>unbekannter Ort {place!r}</translation>
    </message>
    <message>
        <source>unlock</source>
        <translation>entriegeln</translation>
    </message>
    <message>
        <source>upkeep</source>
        <translation>Unterhalt</translation>
    </message>
    <message>
        <source>usage: load FILE</source>
        <translation>Aufruf: load DATEI</translation>
    </message>
    <message>
        <source>usage: save FILE</source>
        <translation>Aufruf: save DATEI</translation>
    </message>
    <message>
        <source>use</source>
        <translation>verwenden</translation>
    </message>
    <message>
        <source>vitality</source>
        <translation>Vitalität</translation>
    </message>
    <message>
        <source>waiting: {who} ({window} window)</source>
        <translation>wartet: {who} (Fenster {window})</translation>
    </message>
    <message>
        <source>waiver {index} ({code} on {ref}) matches no issue</source>
        <translation>Ausnahme {index} ({code} für {ref}) passt zu keinem Problem</translation>
    </message>
    <message>
        <source>waiver {index} ({code}) names ref {ref!r}, which does not exist</source>
        <translation>Ausnahme {index} ({code}) nennt den Verweis {ref!r}, den es nicht gibt</translation>
    </message>
    <message>
        <source>waiver {index} names code {code!r}, which does not exist</source>
        <translation>Ausnahme {index} nennt den Code {code!r}, den es nicht gibt</translation>
    </message>
    <message>
        <source>waiver {index} names {code}, which is an error here; errors cannot be waived</source>
        <translation>Ausnahme {index} nennt {code}, das hier ein Fehler ist; für Fehler gibt es keine Ausnahme</translation>
    </message>
    <message>
        <source>what opens it</source>
        <translation>was sie öffnet</translation>
    </message>
    <message>
        <source>when the first round ends</source>
        <translation>am Ende der ersten Runde</translation>
    </message>
    <message>
        <source>whether it can be won is undecided within the bound</source>
        <translation>ob sie zu gewinnen ist, bleibt innerhalb der Grenze offen</translation>
    </message>
    <message>
        <source>whether it can be won is unknown</source>
        <translation>ob sie gewinnbar ist, ist unbekannt</translation>
    </message>
    <message>
        <source>white</source>
        <translation>weiß</translation>
    </message>
    <message>
        <source>win</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <source>wound</source>
        <translation>Wunde</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>your hand: {cards}</source>
        <translation>Ihre Hand: {cards}</translation>
    </message>
    <message>
        <source>zombie</source>
        <translation>Zombie</translation>
    </message>
    <message>
        <source>zombie-step</source>
        <translation>Schritt des Zombies</translation>
    </message>
    <message>
        <source>zombie-target</source>
        <translation>Ziel der Zombies</translation>
    </message>
    <message>
        <source>zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <source>zone {zone!r} of tile {tile!r} lists cell {cell} outside the face</source>
        <translation>Zone {zone!r} der Kachel {tile!r} enthält Feld {cell} außerhalb der Seite</translation>
    </message>
    <message>
        <source>zone {zone}</source>
        <translation>Zone {zone}</translation>
    </message>
    <message>
        <source>{action} mp {mp} attacks {attacks}</source>
        <translation>{action} BP {mp} Angriffe {attacks}</translation>
    </message>
    <message>
        <source>{count} icons</source>
        <translation>{count} Symbole</translation>
    </message>
    <message>
        <source>{door} closed</source>
        <translation>{door} geschlossen</translation>
    </message>
    <message>
        <source>{door} destroyed</source>
        <translation>{door} zerstört</translation>
    </message>
    <message>
        <source>{door} open</source>
        <translation>{door} offen</translation>
    </message>
    <message>
        <source>{explorer} · carries {items}</source>
        <translation>{explorer} · trägt {items}</translation>
    </message>
    <message>
        <source>{first} and a {second}</source>
        <translation>{first}, {second}</translation>
    </message>
    <message>
        <source>{health}/{max}hp</source>
        <translation>{health}/{max} LP</translation>
    </message>
    <message>
        <source>{hero} activates glyph {token}</source>
        <translation>{hero} aktiviert Glyphe {token}</translation>
    </message>
    <message>
        <source>{hero} attacks {target} with {item}</source>
        <translation>{hero} greift {target} mit {item} an</translation>
    </message>
    <message>
        <source>{hero} avoids it</source>
        <translation>{hero} weicht aus</translation>
    </message>
    <message>
        <source>{hero} buys {item}</source>
        <translation>{hero} kauft {item}</translation>
    </message>
    <message>
        <source>{hero} declares {kind}</source>
        <translation>{hero} erklärt {kind}</translation>
    </message>
    <message>
        <source>{hero} discards {items}</source>
        <translation>{hero} wirft {items} ab</translation>
    </message>
    <message>
        <source>{hero} drinks a {potion} potion</source>
        <translation>{hero} trinkt einen Trank ({potion})</translation>
    </message>
    <message>
        <source>{hero} falls into a pit</source>
        <translation>{hero} fällt in eine Grube</translation>
    </message>
    <message>
        <source>{hero} finds a {potion} potion</source>
        <translation>{hero} findet einen Trank ({potion})</translation>
    </message>
    <message>
        <source>{hero} finds {coins} coins</source>
        <translation>{hero} findet {coins} Münzen</translation>
    </message>
    <message>
        <source>{hero} finds {spec}</source>
        <translation>{hero} findet {spec}</translation>
    </message>
    <message>
        <source>{hero} interrupts from guard</source>
        <translation>{hero} unterbricht aus der Wache</translation>
    </message>
    <message>
        <source>{hero} is killed ({cause}) and wakes in town</source>
        <translation>{hero} wird getötet ({cause}) und erwacht in der Stadt</translation>
    </message>
    <message>
        <source>{hero} is knocked back to {cell_text}</source>
        <translation>{hero} wird nach {cell_text} zurückgestoßen</translation>
    </message>
    <message>
        <source>{hero} is stunned: a move, an attack or an order</source>
        <translation>{hero} ist betäubt: eine Bewegung, ein Angriff oder ein Befehl</translation>
    </message>
    <message>
        <source>{hero} learns {skill} (level {level})</source>
        <translation>{hero} lernt {skill} (Stufe {level})</translation>
    </message>
    <message>
        <source>{hero} meets encounter {token}</source>
        <translation>{hero} trifft auf Begegnung {token}</translation>
    </message>
    <message>
        <source>{hero} meets encounter {token}: {text}</source>
        <translation>{hero} trifft auf Begegnung {token}: {text}</translation>
    </message>
    <message>
        <source>{hero} opens {chest_id} ({tier}): number {number}</source>
        <translation>{hero} öffnet {chest_id} ({tier}): Nummer {number}</translation>
    </message>
    <message>
        <source>{hero} opens {door}</source>
        <translation>{hero} öffnet {door}</translation>
    </message>
    <message>
        <source>{hero} places a {kind} order</source>
        <translation>{hero} gibt einen Befehl ({kind})</translation>
    </message>
    <message>
        <source>{hero} rests: fatigue restored</source>
        <translation>{hero} rastet: Ermüdung erholt</translation>
    </message>
    <message>
        <source>{hero} steps out of town at {to}</source>
        <translation>{hero} verlässt die Stadt bei {to}</translation>
    </message>
    <message>
        <source>{hero} travels to town</source>
        <translation>{hero} reist in die Stadt</translation>
    </message>
    <message>
        <source>{hero} {cls} at {where}: {health}/{max_health} wounds, {fatigue}/{max_fatigue} fatigue, armor {armor}, {coins} coins, potions {healing}h {vitality}v, {weapons}</source>
        <translation>{hero} {cls} bei {where}: {health}/{max_health} Wunden, {fatigue}/{max_fatigue} Ermüdung, Rüstung {armor}, {coins} Münzen, Tränke {healing}H {vitality}V, {weapons}</translation>
    </message>
    <message>
        <source>{hero} {cls} in {zone} energy {energy} AP {ap} xp {xp}{extra}{where}: {gear}{chips}</source>
        <translation>{hero} {cls} in {zone} Energie {energy} AP {ap} EP {xp}{extra}{where}: {gear}{chips}</translation>
    </message>
    <message>
        <source>{hero} {cls}{level} in {zone} {state}{xp}{items}{done}{acting}</source>
        <translation>{hero} {cls}{level} in {zone} {state}{xp}{items}{done}{acting}</translation>
    </message>
    <message>
        <source>{name} {hp}hp</source>
        <translation>{name} {hp} LP</translation>
    </message>
    <message>
        <source>{token} finds no room and stays out</source>
        <translation>{token} findet keinen Platz und bleibt draußen</translation>
    </message>
    <message>
        <source>{token}: {label} at {at}</source>
        <translation>{token}: {label} bei {at}</translation>
    </message>
    <message>
        <source>{uid} ({describe}) appears at {footprint_text}</source>
        <translation>{uid} ({describe}) erscheint bei {footprint_text}</translation>
    </message>
    <message>
        <source>{uid} ({describe}) is killed</source>
        <translation>{uid} ({describe}) wird getötet</translation>
    </message>
    <message>
        <source>{uid} ({describe}) is spawned at {at}</source>
        <translation>{uid} ({describe}) wird bei {at} eingesetzt</translation>
    </message>
    <message>
        <source>{uid} attacks {target}</source>
        <translation>{uid} greift {target} an</translation>
    </message>
    <message>
        <source>{uid} falls into a pit</source>
        <translation>{uid} fällt in eine Grube</translation>
    </message>
    <message>
        <source>{uid} is knocked back to {cell_text}</source>
        <translation>{uid} wird nach {cell_text} zurückgestoßen</translation>
    </message>
    <message>
        <source>{uid} is stunned and does nothing</source>
        <translation>{uid} ist betäubt und tut nichts</translation>
    </message>
    <message>
        <source>{uid} is stunned: a move or an attack</source>
        <translation>{uid} ist betäubt: eine Bewegung oder ein Angriff</translation>
    </message>
    <message>
        <source>{uid} is taken off the board to be used again</source>
        <translation>{uid} wird vom Spielplan genommen, um wieder eingesetzt zu werden</translation>
    </message>
    <message>
        <source>{uid} jumps the pit to {to}</source>
        <translation>{uid} springt über die Grube nach {to}</translation>
    </message>
    <message>
        <source>{uid} uses {ability}</source>
        <translation>{uid} setzt {ability} ein</translation>
    </message>
    <message>
        <source>{uid} uses {ability} on h{value}</source>
        <translation>{uid} setzt {ability} gegen h{value} ein</translation>
    </message>
    <message>
        <source>zones</source>
        <translation>Zonen</translation>
    </message>
    <message>
        <source>pool {pool!r} holds {tokens} for {slots}</source>
        <translation>Vorrat {pool!r} enthält {tokens} für {slots}</translation>
    </message>
    <message>
        <source>zones: {count}, each in its own colour</source>
        <translation>Zonen: {count}, jede in eigener Farbe</translation>
    </message>
    <message>
        <source>{action} (fires {triggers})</source>
        <translation>{action} (löst {triggers} aus)</translation>
    </message>
    <message>
        <source>{action} (trigger {trigger!r}: {effect} {target})</source>
        <translation>{action} (Auslöser {trigger!r}: {effect} {target})</translation>
    </message>
    <message>
        <source>{after!r}, which does not exist</source>
        <translation>{after!r}, das es nicht gibt</translation>
    </message>
    <message>
        <source>{cameras} cameras see {rooms} rooms (green: camera rooms; purple, darker with more cameras){note}</source>
        <translation>{cameras} Kameras sehen {rooms} Räume (grün: Kameraräume; violett, dunkler mit mehr Kameras){note}</translation>
    </message>
    <message>
        <source>{creature} heals {healed}</source>
        <translation>{creature} heilt {healed}</translation>
    </message>
    <message>
        <source>{creature} is knocked back to {dest}</source>
        <translation>{creature} wird nach {dest} zurückgestoßen</translation>
    </message>
    <message>
        <source>{doors_count} {label} tokens placed; the box holds {cap}</source>
        <translation>{doors_count} Marker {label} ausgelegt; die Schachtel enthält {cap}</translation>
    </message>
    <message>
        <source>{enemy} (mob of {value}) appears in {zone}</source>
        <translation>{enemy} (Meute aus {value}) erscheint in {zone}</translation>
    </message>
    <message>
        <source>{enemy} (roaming monster) appears in {zone}</source>
        <translation>{enemy} (umherstreifendes Monster) erscheint in {zone}</translation>
    </message>
    <message>
        <source>{enemy} ({kind}, level {level}) appears in {zone}</source>
        <translation>{enemy} ({kind}, Stufe {level}) erscheint in {zone}</translation>
    </message>
    <message>
        <source>{enemy} cannot be harmed (invulnerable)</source>
        <translation>{enemy} kann nicht verletzt werden (unverwundbar)</translation>
    </message>
    <message>
        <source>{enemy} crushes {other}</source>
        <translation>{enemy} zermalmt {other}</translation>
    </message>
    <message>
        <source>{enemy} destroys {token}</source>
        <translation>{enemy} zerstört {token}</translation>
    </message>
    <message>
        <source>{enemy} drags {hero} along</source>
        <translation>{enemy} schleift {hero} mit</translation>
    </message>
    <message>
        <source>{enemy} grows stronger</source>
        <translation>{enemy} wird stärker</translation>
    </message>
    <message>
        <source>{enemy} is destroyed</source>
        <translation>{enemy} ist zerstört</translation>
    </message>
    <message>
        <source>{enemy} is eliminated</source>
        <translation>{enemy} ist ausgeschaltet</translation>
    </message>
    <message>
        <source>{enemy} is never spawned (by {triggers})</source>
        <translation>{enemy} erscheint nie (durch {triggers})</translation>
    </message>
    <message>
        <source>{enemy} is slain</source>
        <translation>{enemy} ist erschlagen</translation>
    </message>
    <message>
        <source>{enemy} rolls {count} special: {ability}</source>
        <translation>{enemy} würfelt {count} Spezial: {ability}</translation>
    </message>
    <message>
        <source>{enemy} strikes {target} {source}: 1 wound</source>
        <translation>{enemy} trifft {target} {source}: 1 Wunde</translation>
    </message>
    <message>
        <source>{enemy} takes {amount} ({cause}), {max} left</source>
        <translation>{enemy} erleidet {amount} ({cause}), noch {max}</translation>
    </message>
    <message>
        <source>{enemy} wakes up</source>
        <translation>{enemy} erwacht</translation>
    </message>
    <message>
        <source>{enemy} {source} is destroyed</source>
        <translation>{enemy} {source} ist zerstört</translation>
    </message>
    <message>
        <source>{enemy}&apos;s enemy dice</source>
        <translation>die Gegnerwürfel von {enemy}</translation>
    </message>
    <message>
        <source>{event} never happens</source>
        <translation>{event} geschieht nie</translation>
    </message>
    <message>
        <source>{event} of {target!r} never happens</source>
        <translation>{event} von {target!r} geschieht nie</translation>
    </message>
    <message>
        <source>{event} of {target}</source>
        <translation>{event} von {target}</translation>
    </message>
    <message>
        <source>{exits_count} exit tokens; the quest needs exactly one Exit</source>
        <translation>{exits_count} Ausgangsmarker; das Abenteuer braucht genau einen Ausgang</translation>
    </message>
    <message>
        <source>{hero} decays (slot {decay})</source>
        <translation>{hero} verfällt (Feld {decay})</translation>
    </message>
    <message>
        <source>{hero} drinks from {token} (+{amount})</source>
        <translation>{hero} trinkt aus {token} (+{amount})</translation>
    </message>
    <message>
        <source>{hero} drops {drop}</source>
        <translation>{hero} lässt {drop} fallen</translation>
    </message>
    <message>
        <source>{hero} enters {chip}: removes {removed} ({count} left, chip {placed}/{max_chips})</source>
        <translation>{hero} gibt {chip} ein: entfernt {removed} (noch {count}, Chip {placed}/{max_chips})</translation>
    </message>
    <message>
        <source>{hero} escapes through the exit</source>
        <translation>{hero} entkommt durch den Ausgang</translation>
    </message>
    <message>
        <source>{hero} finds {keep}</source>
        <translation>{hero} findet {keep}</translation>
    </message>
    <message>
        <source>{hero} finds {name}</source>
        <translation>{hero} findet {name}</translation>
    </message>
    <message>
        <source>{hero} flees in fear to {dest}</source>
        <translation>{hero} flieht vor Furcht nach {dest}</translation>
    </message>
    <message>
        <source>{hero} gains {name}</source>
        <translation>{hero} erhält {name}</translation>
    </message>
    <message>
        <source>{hero} gets {card}</source>
        <translation>{hero} bekommt {card}</translation>
    </message>
    <message>
        <source>{hero} gives {item} to {hero2}</source>
        <translation>{hero} gibt {item} an {hero2}</translation>
    </message>
    <message>
        <source>{hero} halts the infection</source>
        <translation>{hero} stoppt die Infektion</translation>
    </message>
    <message>
        <source>{hero} heals {got}</source>
        <translation>{hero} heilt {got}</translation>
    </message>
    <message>
        <source>{hero} hides in the shadows from {enemy}</source>
        <translation>{hero} versteckt sich im Schatten vor {enemy}</translation>
    </message>
    <message>
        <source>{hero} is bitten ({virus} virus)</source>
        <translation>{hero} wird gebissen (Virus {virus})</translation>
    </message>
    <message>
        <source>{hero} is caught in a bear trap</source>
        <translation>{hero} gerät in eine Bärenfalle</translation>
    </message>
    <message>
        <source>{hero} is killed ({cause})</source>
        <translation>{hero} wird getötet ({cause})</translation>
    </message>
    <message>
        <source>{hero} is no longer entrapped</source>
        <translation>{hero} ist nicht mehr festgehalten</translation>
    </message>
    <message>
        <source>{hero} is now {target}</source>
        <translation>{hero} ist jetzt {target}</translation>
    </message>
    <message>
        <source>{hero} is revived ({lifebringer} Lifebringer left)</source>
        <translation>{hero} wird wiederbelebt (noch {lifebringer} Lebensbringer)</translation>
    </message>
    <message>
        <source>{hero} is {spec}</source>
        <translation>{hero} ist {spec}</translation>
    </message>
    <message>
        <source>{hero} kills a zombie in {room}</source>
        <translation>{hero} tötet einen Zombie in {room}</translation>
    </message>
    <message>
        <source>{hero} loads {loaded} ({ammo})</source>
        <translation>{hero} lädt {loaded} ({ammo})</translation>
    </message>
    <message>
        <source>{hero} loses {amount} energy ({cause}), {max} left</source>
        <translation>{hero} verliert {amount} Energie ({cause}), noch {max}</translation>
    </message>
    <message>
        <source>{hero} passes chip {item} to {hero2}</source>
        <translation>{hero} reicht Chip {item} an {hero2}</translation>
    </message>
    <message>
        <source>{hero} passes {item} to {hero2}</source>
        <translation>{hero} reicht {item} an {hero2}</translation>
    </message>
    <message>
        <source>{hero} picks up {token} ({kind})</source>
        <translation>{hero} hebt {token} auf ({kind})</translation>
    </message>
    <message>
        <source>{hero} places {item} in {zone}</source>
        <translation>{hero} legt {item} in {zone}</translation>
    </message>
    <message>
        <source>{hero} re-enters through the entrance hall</source>
        <translation>{hero} kommt durch die Eingangshalle zurück</translation>
    </message>
    <message>
        <source>{hero} reaches level {level}</source>
        <translation>{hero} erreicht Stufe {level}</translation>
    </message>
    <message>
        <source>{hero} reaches level {level} (+{added} to the bag)</source>
        <translation>{hero} erreicht Stufe {level} (+{added} in den Beutel)</translation>
    </message>
    <message>
        <source>{hero} receives {count} {item}</source>
        <translation>{hero} erhält {count} {item}</translation>
    </message>
    <message>
        <source>{hero} receives {name}</source>
        <translation>{hero} erhält {name}</translation>
    </message>
    <message>
        <source>{hero} recovers</source>
        <translation>{hero} erholt sich</translation>
    </message>
    <message>
        <source>{hero} reloads {arg} ({ammo})</source>
        <translation>{hero} lädt {arg} nach ({ammo})</translation>
    </message>
    <message>
        <source>{hero} retreats to {dest}</source>
        <translation>{hero} zieht sich nach {dest} zurück</translation>
    </message>
    <message>
        <source>{hero} springs a spike trap</source>
        <translation>{hero} löst eine Stachelfalle aus</translation>
    </message>
    <message>
        <source>{hero} stands up ({lifebringers} Lifebringer left)</source>
        <translation>{hero} steht auf (noch {lifebringers} Lebensbringer)</translation>
    </message>
    <message>
        <source>{hero} takes the antidote: the showdown begins</source>
        <translation>{hero} nimmt das Gegenmittel: der Showdown beginnt</translation>
    </message>
    <message>
        <source>{hero} unlocks {door} and takes {chip}</source>
        <translation>{hero} entriegelt {door} und nimmt {chip}</translation>
    </message>
    <message>
        <source>{hero} works {target}</source>
        <translation>{hero} bedient {target}</translation>
    </message>
    <message>
        <source>{hero}&apos;s hit</source>
        <translation>Treffer von {hero}</translation>
    </message>
    <message>
        <source>{kind} objective {id!r} targets {target_kind} {target!r}; it needs a {allowed}</source>
        <translation>{kind}-Ziel {id!r} zielt auf {target_kind} {target!r}; nötig ist: {allowed}</translation>
    </message>
    <message>
        <source>{kind} on {tile}</source>
        <translation>{kind} auf {tile}</translation>
    </message>
    <message>
        <source>{kind} {token!r} lies in {zone}, which is not a room; a {kind} belongs in a room</source>
        <translation>{kind} {token!r} liegt in {zone}, das kein Raum ist; {kind} gehört in einen Raum</translation>
    </message>
    <message>
        <source>{kind} {token!r} lies on tile {tile} ({category}); a {kind} is set up on a tile of category {wanted}</source>
        <translation>{kind} {token!r} liegt auf Plättchen {tile} ({category}); {kind} wird beim Aufbau auf ein Plättchen der Kategorie {wanted} gelegt</translation>
    </message>
    <message>
        <source>{kind} {token!r} lies on {terrain} at {cell}; a {kind} may not be placed on {forbidden}</source>
        <translation>{kind} {token!r} liegt auf {terrain} bei {cell}; {kind} darf nicht auf {forbidden} liegen</translation>
    </message>
    <message>
        <source>{label} break free</source>
        <translation>{label} befreien sich</translation>
    </message>
    <message>
        <source>{label} is entrapped</source>
        <translation>{label} wird festgehalten</translation>
    </message>
    <message>
        <source>{label} stay entrapped</source>
        <translation>{label} bleiben festgehalten</translation>
    </message>
    <message>
        <source>{message} (line {line}, column {column})</source>
        <translation>{message} (Zeile {line}, Spalte {column})</translation>
    </message>
    <message>
        <source>{name} appears in {zone}</source>
        <translation>{name} erscheint in {zone}</translation>
    </message>
    <message>
        <source>{name} is {verb} into the barrel at {where}</source>
        <translation>{name} wird in das Fass bei {where} {verb}</translation>
    </message>
    <message>
        <source>{name} is {verb} into the trap lever at {where}</source>
        <translation>{name} wird auf den Fallenhebel bei {where} {verb}</translation>
    </message>
    <message>
        <source>{name} is {verb} to {end},{end2}</source>
        <translation>{name} wird nach {end},{end2} {verb}</translation>
    </message>
    <message>
        <source>{name} rises in the lab with {health} hit points</source>
        <translation>{name} erhebt sich im Labor mit {health} Trefferpunkten</translation>
    </message>
    <message>
        <source>{need} loot markers needed ({per} per marked zone), the box holds {limit}</source>
        <translation>{need} Beutemarker nötig ({per} je markierter Zone), die Schachtel enthält {limit}</translation>
    </message>
    <message>
        <source>{nem} reaches {zone}</source>
        <translation>{nem} erreicht {zone}</translation>
    </message>
    <message>
        <source>{nem} wrecks {tile_name}</source>
        <translation>{nem} verwüstet {tile_name}</translation>
    </message>
    <message>
        <source>{n} {label} tokens placed; the box holds {cap}</source>
        <translation>{n} Marker {label} ausgelegt; die Schachtel enthält {cap}</translation>
    </message>
    <message>
        <source>{n} {label} tokens with {prop} = {value}; the box holds {limit}</source>
        <translation>{n} Marker {label} mit {prop} = {value}; die Schachtel enthält {limit}</translation>
    </message>
    <message>
        <source>{n} {rank} {mtype} monsters are placed; the box has {supply} such figures</source>
        <translation>{n} {mtype}-Monster ({rank}) sind platziert; die Schachtel hat {supply} solche Figuren</translation>
    </message>
    <message>
        <source>{owner}: counter {counter!r} has no {scope} at {at!r}</source>
        <translation>{owner}: Zähler {counter!r} hat kein {scope} bei {at!r}</translation>
    </message>
    <message>
        <source>{player} must decide ({question}):</source>
        <translation>{player} muss entscheiden ({question}):</translation>
    </message>
    <message>
        <source>{section}.{key} asks for {count}; the box holds {limit}</source>
        <translation>{section}.{key} verlangt {count}; die Schachtel enthält {limit}</translation>
    </message>
    <message>
        <source>{starts_count} hero start tokens; the game has exactly one Starting Zone</source>
        <translation>{starts_count} Heldenstartmarker; das Spiel hat genau eine Startzone</translation>
    </message>
    <message>
        <source>{target} is revealed</source>
        <translation>{target} wird aufgedeckt</translation>
    </message>
    <message>
        <source>{terrain} at {where} can only be used from spaces the explorers never reach</source>
        <translation>{terrain} bei {where} kann nur von Feldern aus genutzt werden, die die Erkunder nie erreichen</translation>
    </message>
    <message>
        <source>{terrain} at {where} has no open neighbouring space to be used from</source>
        <translation>{terrain} bei {where} hat kein offenes Nachbarfeld, von dem aus es genutzt werden kann</translation>
    </message>
    <message>
        <source>{threes} 3-icon against {twos} 2-icon chips for {low}–{high} survivors: the rulebook advises about as many of each</source>
        <translation>{threes} Chips mit 3 Symbolen gegen {twos} mit 2 Symbolen für {low}–{high} Überlebende: das Regelheft rät zu etwa gleich vielen</translation>
    </message>
    <message>
        <source>{threes} 3-icon against {twos} 2-icon chips for {low}–{high} survivors: the rulebook advises more 2-icon chips for small groups</source>
        <translation>{threes} Chips mit 3 Symbolen gegen {twos} mit 2 Symbolen für {low}–{high} Überlebende: das Regelheft rät kleinen Gruppen zu mehr Chips mit 2 Symbolen</translation>
    </message>
    <message>
        <source>{tier} chests ({names}) have no contents for {names2} in setup.chestTable</source>
        <translation>die {tier}-Truhen ({names}) haben in setup.chestTable keinen Inhalt für {names2}</translation>
    </message>
    <message>
        <source>{tile_name} is destroyed ({cause})</source>
        <translation>{tile_name} wird zerstört ({cause})</translation>
    </message>
    <message>
        <source>{tile} scrolls off the map</source>
        <translation>{tile} verschwindet von der Karte</translation>
    </message>
    <message>
        <source>{total} {gname} tokens placed; the box holds {limit} in all</source>
        <translation>{total} Marker {gname} ausgelegt; die Schachtel enthält insgesamt {limit}</translation>
    </message>
    <message>
        <source>{trigger} does not exist</source>
        <translation>{trigger} existiert nicht</translation>
    </message>
    <message>
        <source>{trigger} fires, but its spawn finds no place</source>
        <translation>{trigger} löst aus, aber sein Erscheinen findet keinen Platz</translation>
    </message>
    <message>
        <source>{trigger}&apos;s conditions never hold when {event} happens</source>
        <translation>die Bedingungen von {trigger} gelten nie, wenn {event} geschieht</translation>
    </message>
    <message>
        <source>{type} {token!r} ({group}) has no partner</source>
        <translation>{type} {token!r} ({group}) hat kein Gegenstück</translation>
    </message>
    <message>
        <source>{type} {token!r} can never reach the heroes: no path for enemies leads from its zone to anywhere the heroes go</source>
        <translation>{type} {token!r} kann die Helden nie erreichen: kein Weg für Gegner führt von seiner Zone dorthin, wo die Helden hingehen</translation>
    </message>
    <message>
        <source>{type} {token!r} has no group or colour, so it links to nothing</source>
        <translation>{type} {token!r} hat weder Gruppe noch Farbe und ist daher mit nichts verbunden</translation>
    </message>
    <message>
        <source>{type} {token!r} has size {size}, but {type} tokens cover one space</source>
        <translation>{type} {token!r} hat die Größe {size}, aber Marker {type} bedecken ein Feld</translation>
    </message>
    <message>
        <source>{type} {token!r} is listed in area {area!r} but stands in {stands_in}</source>
        <translation>{type} {token!r} ist in Bereich {area!r} eingetragen, steht aber in {stands_in}</translation>
    </message>
    <message>
        <source>{type} {token!r} is never reached from the hero start{blocker}</source>
        <translation>{type} {token!r} wird vom Heldenstart aus nie erreicht{blocker}</translation>
    </message>
    <message>
        <source>{type} {token!r} lies on {ground} at {where}, where nobody can stand</source>
        <translation>{type} {token!r} liegt bei {where} auf {ground}, wo niemand stehen kann</translation>
    </message>
    <message>
        <source>{type} {token!r}: {key} {name!r} is not one of the md1 cards test-play uses</source>
        <translation>{type} {token!r}: {key} {name!r} ist keine der md1-Karten, die das Probespiel verwendet</translation>
    </message>
    <message>
        <source>{uid} breaks {door}</source>
        <translation>{uid} zerbricht {door}</translation>
    </message>
    <message>
        <source>{uid} falls into the pit at {cell_ref}</source>
        <translation>{uid} fällt in die Grube bei {cell_ref}</translation>
    </message>
    <message>
        <source>{uid} hits h{value} ({total} vs {need})</source>
        <translation>{uid} trifft h{value} ({total} gegen {need})</translation>
    </message>
    <message>
        <source>{uid} is banished</source>
        <translation>{uid} wird verbannt</translation>
    </message>
    <message>
        <source>{uid} is crushed by the seal</source>
        <translation>{uid} wird vom Siegel zermalmt</translation>
    </message>
    <message>
        <source>{uid} mends itself ({hp})</source>
        <translation>{uid} repariert sich ({hp})</translation>
    </message>
    <message>
        <source>{uid} misses h{value} ({total} vs {need})</source>
        <translation>{uid} verfehlt h{value} ({total} gegen {need})</translation>
    </message>
    <message>
        <source>{uid} pulls the trap lever at {lever},{lever2}</source>
        <translation>{uid} zieht den Fallenhebel bei {lever},{lever2}</translation>
    </message>
    <message>
        <source>{uid} teleports to {spot},{spot2}</source>
        <translation>{uid} teleportiert sich nach {spot},{spot2}</translation>
    </message>
    <message>
        <source>{uid} will not die{left}</source>
        <translation>{uid} will nicht sterben{left}</translation>
    </message>
    <message>
        <source>{uid} {monster} at {cells}: {remaining}/{wounds} wounds{flags}</source>
        <translation>{uid} {monster} bei {cells}: {remaining}/{wounds} Wunden{flags}</translation>
    </message>
    <message>
        <source>{uid} {name} appears at {cell_ref}</source>
        <translation>{uid} {name} erscheint bei {cell_ref}</translation>
    </message>
    <message>
        <source>{uid} {name} at {x},{y} health {hp}</source>
        <translation>{uid} {name} bei {x},{y} Gesundheit {hp}</translation>
    </message>
    <message>
        <source>{uid}&apos;s attack misses</source>
        <translation>der Angriff von {uid} verfehlt</translation>
    </message>
    <message>
        <source>{uid}:{name}{extra} {hp}hp{state}</source>
        <translation>{uid}:{name}{extra} {hp} LP{state}</translation>
    </message>
    <message>
        <source>{value} id {entry_id!r} is used twice</source>
        <translation>{value}: die Kennung {entry_id!r} wird zweimal verwendet</translation>
    </message>
    <message>
        <source>{what} can no longer be reached</source>
        <translation>{what} ist nicht mehr erreichbar</translation>
    </message>
    <message>
        <source>{what} id {ident!r} is used twice</source>
        <translation>{what}: Kennung {ident!r} wird zweimal verwendet</translation>
    </message>
    <message>
        <source>{what} is removed</source>
        <translation>{what} wird entfernt</translation>
    </message>
    <message>
        <source>{where} belongs to areas {owner!r} and {area!r}</source>
        <translation>{where} gehört zu den Bereichen {owner!r} und {area!r}</translation>
    </message>
    <message>
        <source>{where} holds no activated glyph for the heroes to start on</source>
        <translation>{where} enthält keine aktivierte Glyphe, auf der die Helden beginnen könnten</translation>
    </message>
    <message>
        <source>{who} attack in {zone}: {faces}</source>
        <translation>{who} greifen in {zone} an: {faces}</translation>
    </message>
    <message>
        <source>{who} closes {door_id}</source>
        <translation>{who} schließt {door_id}</translation>
    </message>
    <message>
        <source>{who} destroys {uid} {name}</source>
        <translation>{who} zerstört {uid} {name}</translation>
    </message>
    <message>
        <source>{who} opens {door_id}</source>
        <translation>{who} öffnet {door_id}</translation>
    </message>
    <message>
        <source>{who} wounds {uid} ({hp} left)</source>
        <translation>{who} verwundet {uid} (noch {hp})</translation>
    </message>
    <message>
        <source>{who}&apos;s power attack</source>
        <translation>Kraftangriff von {who}</translation>
    </message>
    <message>
        <source>{zones} and {more} more</source>
        <translation>{zones} und {more} weitere</translation>
    </message>
</context>
<context>
    <name>MinimapView</name>
    <message>
        <source>Minimap</source>
        <translation>Übersichtskarte</translation>
    </message>
</context>
<context>
    <name>NewQuestDialog</name>
    <message>
        <source>New quest</source>
        <translation>Neues Abenteuer</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;Titel</translation>
    </message>
    <message>
        <source>&amp;Game system</source>
        <translation>&amp;Spielsystem</translation>
    </message>
    <message>
        <source>&amp;Fewest heroes</source>
        <translation>&amp;Wenigste Helden</translation>
    </message>
    <message>
        <source>&amp;Most heroes</source>
        <translation>&amp;Meiste Helden</translation>
    </message>
    <message>
        <source>{stand_in}
{tiles} tiles, {count} token types.</source>
        <translation>{stand_in}
{tiles} Kacheln, {count} Markertypen.</translation>
    </message>
</context>
<context>
    <name>OverlayController</name>
    <message>
        <source>{overlay} overlay unavailable ({error})</source>
        <translation>Überlagerung {overlay} nicht verfügbar ({error})</translation>
    </message>
    <message>
        <source>reach: place a hero start</source>
        <translation>Erreichbarkeit: einen Heldenstart platzieren</translation>
    </message>
    <message>
        <source>sight: hover a cell</source>
        <translation>Sicht: mit der Maus über ein Feld fahren</translation>
    </message>
    <message>
        <source>sight from {place}</source>
        <translation>Sicht von {place}</translation>
    </message>
    <message numerus="yes">
        <source>%n zone(s) seen</source>
        <translation>
            <numerusform>%n Zone gesehen</numerusform>
            <numerusform>%n Zonen gesehen</numerusform>
        </translation>
    </message>
    <message>
        <source>camera coverage</source>
        <translation>Kameraabdeckung</translation>
    </message>
    <message numerus="yes">
        <source>%n zone(s)</source>
        <translation>
            <numerusform>%n Zone</numerusform>
            <numerusform>%n Zonen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n passable link(s)</source>
        <translation>
            <numerusform>%n passierbare Verbindung</numerusform>
            <numerusform>%n passierbare Verbindungen</numerusform>
        </translation>
    </message>
    <message>
        <source>graph: {zones}, {links}</source>
        <translation>Graph: {zones}, {links}</translation>
    </message>
</context>
<context>
    <name>Overlays</name>
    <message>
        <source>&amp;Zones</source>
        <translation>&amp;Zonen</translation>
    </message>
    <message>
        <source>Outline and label every zone (reveal areas on cell boards)</source>
        <translation>Jede Zone umranden und beschriften (Aufdeckbereiche auf Feld-Spielplänen)</translation>
    </message>
    <message>
        <source>Zone &amp;graph</source>
        <translation>Zonen&amp;graph</translation>
    </message>
    <message>
        <source>Zone graph: nodes and passable links (brown: door, red: locked)</source>
        <translation>Zonengraph: Knoten und passierbare Verbindungen (braun: Tür, rot: verschlossen)</translation>
    </message>
    <message>
        <source>&amp;Sight under the cursor</source>
        <translation>&amp;Sicht unter dem Mauszeiger</translation>
    </message>
    <message>
        <source>What the hovered zone or cell sees</source>
        <translation>Was die Zone oder das Feld unter dem Mauszeiger sieht</translation>
    </message>
    <message>
        <source>Camera &amp;coverage</source>
        <translation>Kamera&amp;abdeckung</translation>
    </message>
    <message>
        <source>Zones and cells the cameras watch</source>
        <translation>Zonen und Felder, die die Kameras überwachen</translation>
    </message>
    <message>
        <source>&amp;Reachability</source>
        <translation>&amp;Erreichbarkeit</translation>
    </message>
    <message>
        <source>Zones reachable from the hero start; unreachable hatched</source>
        <translation>Vom Heldenstart erreichbare Zonen; unerreichbare schraffiert</translation>
    </message>
</context>
<context>
    <name>PackDialogs</name>
    <message numerus="yes">
        <source>Exported %n quest(s) to {path} ({size} KiB)</source>
        <translation>
            <numerusform>%n Abenteuer nach {path} exportiert ({size} KiB)</numerusform>
            <numerusform>%n Abenteuer nach {path} exportiert ({size} KiB)</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Quest Pack</source>
        <translation>Abenteuerpaket exportieren</translation>
    </message>
    <message>
        <source>Import Quest Pack</source>
        <translation>Abenteuerpaket importieren</translation>
    </message>
    <message>
        <source>E&amp;xport Quest Pack…</source>
        <translation>Abenteuerpaket e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Pack quests and their tilesets into a .qwpack to share</source>
        <translation>Abenteuer und ihre Kachelsätze zum Teilen in ein .qwpack packen</translation>
    </message>
    <message>
        <source>&amp;Import Quest Pack…</source>
        <translation>Abenteuerpaket &amp;importieren…</translation>
    </message>
    <message>
        <source>Check a .qwpack and install it into your library</source>
        <translation>Ein .qwpack prüfen und in Ihre Bibliothek installieren</translation>
    </message>
    <message>
        <source>Quest &amp;Library…</source>
        <translation>Abenteuer&amp;bibliothek…</translation>
    </message>
    <message>
        <source>Installed packs and their quests</source>
        <translation>Installierte Pakete und ihre Abenteuer</translation>
    </message>
</context>
<context>
    <name>PalettePanel</name>
    <message>
        <source>Filter tiles and tokens…</source>
        <translation>Kacheln und Marker filtern…</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Kacheln</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>{name}: side {side}, {w}×{h} cells, category {category}</source>
        <translation>{name}: Seite {side}, {w}×{h} Felder, Kategorie {category}</translation>
    </message>
    <message>
        <source>{label} ({type}): anchored to a {anchor}</source>
        <translation>{label} ({type}): verankert an {anchor}</translation>
    </message>
    <message>
        <source>(required)</source>
        <translation>(Pflicht)</translation>
    </message>
</context>
<context>
    <name>PickTool</name>
    <message>
        <source>Pick on the canvas (Enter at the keyboard cursor); Escape cancels</source>
        <translation>Auf der Karte wählen (Eingabe am Tastaturcursor); Esc bricht ab</translation>
    </message>
</context>
<context>
    <name>PlayCommands</name>
    <message>
        <source>Test Play</source>
        <translation>Testspiel</translation>
    </message>
    <message>
        <source>No ruleset for {system} yet (the engine plays {known})</source>
        <translation>Noch kein Regelwerk für {system} (die Engine spielt {known})</translation>
    </message>
    <message>
        <source>Restart with Seed</source>
        <translation>Neustart mit Startwert</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Helden</translation>
    </message>
    <message>
        <source>Heroes in the party:</source>
        <translation>Helden in der Gruppe:</translation>
    </message>
    <message>
        <source>Load a saved game</source>
        <translation>Gespeichertes Spiel laden</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Gespeicherte Spiele (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save the game (a replay file)</source>
        <translation>Spiel speichern (eine Wiederholungsdatei)</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Gespeicherte Spiele (*.json)</translation>
    </message>
    <message>
        <source>Saved the game to {path}</source>
        <translation>Spiel gespeichert unter {path}</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Autosave every</source>
        <translation>&amp;Automatisch speichern alle</translation>
    </message>
    <message>
        <source>Show cell lines</source>
        <translation>Feldlinien anzeigen</translation>
    </message>
    <message>
        <source>&amp;Grid</source>
        <translation>&amp;Raster</translation>
    </message>
    <message>
        <source>&amp;New quests use</source>
        <translation>&amp;Neue Abenteuer verwenden</translation>
    </message>
    <message>
        <source>Reopen the quests that were open</source>
        <translation>Die offenen Abenteuer wieder öffnen</translation>
    </message>
    <message>
        <source>&amp;On start</source>
        <translation>Beim &amp;Start</translation>
    </message>
    <message>
        <source>The system&apos;s</source>
        <translation>Die des Systems</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>A new language shows from the next start.</source>
        <translation>Eine neue Sprache erscheint ab dem nächsten Start.</translation>
    </message>
</context>
<context>
    <name>ProblemsPanel</name>
    <message>
        <source>Errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Show error problems</source>
        <translation>Fehler anzeigen</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>Show warning problems</source>
        <translation>Warnungen anzeigen</translation>
    </message>
    <message>
        <source>Infos</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>Show info problems</source>
        <translation>Hinweise anzeigen</translation>
    </message>
    <message>
        <source>Waived</source>
        <translation>Ausgenommen</translation>
    </message>
    <message>
        <source>Show waived problems</source>
        <translation>Ausgenommene Probleme anzeigen</translation>
    </message>
    <message>
        <source>validating…</source>
        <translation>wird geprüft…</translation>
    </message>
    <message>
        <source>&amp;Waive…</source>
        <translation>&amp;Ausnehmen…</translation>
    </message>
    <message>
        <source>Accept this warning on purpose, with a reason stored in the quest</source>
        <translation>Diese Warnung bewusst hinnehmen, mit einer im Abenteuer gespeicherten Begründung</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source> (waived)</source>
        <translation> (ausgenommen)</translation>
    </message>
    <message>
        <source>Hint: {hint}</source>
        <translation>Hinweis: {hint}</translation>
    </message>
    <message>
        <source>Path: {path}</source>
        <translation>Pfad: {path}</translation>
    </message>
    <message>
        <source>Waived: {reason}</source>
        <translation>Ausgenommen: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n info(s)</source>
        <translation>
            <numerusform>%n Hinweis</numerusform>
            <numerusform>%n Hinweise</numerusform>
        </translation>
    </message>
    <message>
        <source>Lift &amp;waiver</source>
        <translation>Ausnahme &amp;aufheben</translation>
    </message>
    <message>
        <source>Lift waiver {code}</source>
        <translation>Ausnahme {code} aufheben</translation>
    </message>
    <message>
        <source>Waive a warning</source>
        <translation>Eine Warnung ausnehmen</translation>
    </message>
    <message>
        <source>Why is {code} on {ref} intended?
(Stored in the quest file.)</source>
        <translation>Warum ist {code} bei {ref} beabsichtigt?
(Wird in der Abenteuerdatei gespeichert.)</translation>
    </message>
    <message>
        <source>Waive {code}</source>
        <translation>{code} ausnehmen</translation>
    </message>
</context>
<context>
    <name>PropertiesPanel</name>
    <message>
        <source>Set {label}</source>
        <translation>{label} ändern</translation>
    </message>
    <message>
        <source>Rename {old} → {new}</source>
        <translation>{old} → {new} umbenennen</translation>
    </message>
    <message>
        <source>{count} objects selected:</source>
        <translation>{count} Objekte ausgewählt:</translation>
    </message>
    <message>
        <source>{ref}: nothing to edit</source>
        <translation>{ref}: nichts zu bearbeiten</translation>
    </message>
    <message>
        <source>&lt;b&gt;Token&lt;/b&gt; — {label}</source>
        <translation>&lt;b&gt;Marker&lt;/b&gt; — {label}</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <source>Move token</source>
        <translation>Marker verschieben</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Edge</source>
        <translation>Kante</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Kachel</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>Kachel</translation>
    </message>
    <message>
        <source>Resize token</source>
        <translation>Markergröße ändern</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>area</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>Verdeckt</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>verdeckt</translation>
    </message>
    <message>
        <source>Unknown token type {type!r} for {system}</source>
        <translation>Unbekannter Markertyp {type!r} für {system}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Properties&lt;/b&gt;</source>
        <translation>&lt;b&gt;Eigenschaften&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Not in the system: {names}</source>
        <translation>Nicht im System: {names}</translation>
    </message>
    <message>
        <source>Default: {value}</source>
        <translation>Standard: {value}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tile&lt;/b&gt; — {name}</source>
        <translation>&lt;b&gt;Kachel&lt;/b&gt; — {name}</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Move tile</source>
        <translation>Kachel verschieben</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Rotate tile</source>
        <translation>Kachel drehen</translation>
    </message>
    <message>
        <source>Rotation</source>
        <translation>Drehung</translation>
    </message>
    <message>
        <source>{cells} cells, {zones} zones, category {category}</source>
        <translation>{cells} Felder, {zones} Zonen, Kategorie {category}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Printed door space&lt;/b&gt; {ref}</source>
        <translation>&lt;b&gt;Gedrucktes Türfeld&lt;/b&gt; {ref}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Printed door&lt;/b&gt; {ref}</source>
        <translation>&lt;b&gt;Gedruckte Tür&lt;/b&gt; {ref}</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Door {value}</source>
        <translation>Tür {value}</translation>
    </message>
    <message>
        <source>Override</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>Place a quest door over the printed one</source>
        <translation>Eine Abenteuertür über die gedruckte legen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Door space&lt;/b&gt;</source>
        <translation>&lt;b&gt;Türfeld&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Door&lt;/b&gt;</source>
        <translation>&lt;b&gt;Tür&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>door state</source>
        <translation>Türzustand</translation>
    </message>
    <message>
        <source>Remove lock</source>
        <translation>Schloss entfernen</translation>
    </message>
    <message>
        <source>Lock door ({value})</source>
        <translation>Tür verschließen ({value})</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>Schloss</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>token ids</source>
        <translation>Markerkennungen</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Requires</source>
        <translation>Erfordert</translation>
    </message>
    <message>
        <source>requires</source>
        <translation>erfordert</translation>
    </message>
    <message>
        <source>objective ids</source>
        <translation>Zielkennungen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Printed edge&lt;/b&gt; — {label}</source>
        <translation>&lt;b&gt;Gedruckte Kante&lt;/b&gt; — {label}</translation>
    </message>
    <message>
        <source>The tile prints it; paint over it with a wall, window, opening or barrier tool to give it properties.</source>
        <translation>Das Kartenteil druckt sie; übermalen Sie sie mit dem Werkzeug Wand, Fenster, Öffnung oder Barriere, um ihr Eigenschaften zu geben.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Edge&lt;/b&gt; — {label}</source>
        <translation>&lt;b&gt;Kante&lt;/b&gt; — {label}</translation>
    </message>
    <message>
        <source>Name edge {id}</source>
        <translation>Kante {id} benennen</translation>
    </message>
    <message>
        <source>Stable id: a trigger&apos;s destroy effect and conditions name the edge by it (renaming updates them)</source>
        <translation>Stabile Kennung: der destroy-Effekt eines Auslösers und Bedingungen nennen die Kante damit (Umbenennen aktualisiert sie)</translation>
    </message>
    <message>
        <source>(none: give it one to refer to it)</source>
        <translation>(keine: vergeben Sie eine, um sie zu nennen)</translation>
    </message>
    <message>
        <source>Other properties (kept as written): {names}</source>
        <translation>Weitere Eigenschaften (unverändert behalten): {names}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Zone&lt;/b&gt; {ref}</source>
        <translation>&lt;b&gt;Zone&lt;/b&gt; {ref}</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Nothing selected.
Select a tile, token, door or edge (V, then click or Enter).</source>
        <translation>Nichts ausgewählt.
Wählen Sie ein Kartenteil, einen Marker, eine Tür oder eine Kante (V, dann Klick oder Eingabe).</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <source>Cells</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Schlagwörter</translation>
    </message>
    <message>
        <source>Zones come from the tiles; edit the tile or the edges around it.</source>
        <translation>Zonen stammen von den Kacheln; bearbeiten Sie die Kachel oder die Kanten um sie herum.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cell&lt;/b&gt; {cell}</source>
        <translation>&lt;b&gt;Feld&lt;/b&gt; {cell}</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
</context>
<context>
    <name>QuestPanel</name>
    <message>
        <source>Add (Insert)</source>
        <translation>Hinzufügen (Einfg)</translation>
    </message>
    <message>
        <source>Remove (Delete)</source>
        <translation>Entfernen (Entf)</translation>
    </message>
    <message>
        <source>Move up (Ctrl+Up)</source>
        <translation>Nach oben (Strg+Hoch)</translation>
    </message>
    <message>
        <source>Move down (Ctrl+Down)</source>
        <translation>Nach unten (Strg+Runter)</translation>
    </message>
    <message>
        <source>&amp;Quest</source>
        <translation>A&amp;benteuer</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>Auslöser</translation>
    </message>
    <message>
        <source>Loss condition</source>
        <translation>Niederlagebedingung</translation>
    </message>
    <message>
        <source>&amp;Objectives</source>
        <translation>&amp;Ziele</translation>
    </message>
    <message>
        <source>T&amp;riggers</source>
        <translation>&amp;Auslöser</translation>
    </message>
    <message>
        <source>&amp;Loss</source>
        <translation>&amp;Niederlage</translation>
    </message>
    <message>
        <source>Set {label}</source>
        <translation>{label} ändern</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;Titel</translation>
    </message>
    <message>
        <source>A title is required</source>
        <translation>Ein Titel ist nötig</translation>
    </message>
    <message>
        <source>Set quest id</source>
        <translation>Abenteuerkennung ändern</translation>
    </message>
    <message>
        <source>Quest id</source>
        <translation>Abenteuerkennung</translation>
    </message>
    <message>
        <source>The quest&apos;s own id (used by packs)</source>
        <translation>Die eigene Kennung des Abenteuers (von Paketen verwendet)</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>unknown system</source>
        <translation>unbekanntes System</translation>
    </message>
    <message>
        <source>&amp;Author</source>
        <translation>&amp;Autor</translation>
    </message>
    <message>
        <source>author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation>&amp;Beschreibung</translation>
    </message>
    <message>
        <source>description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>Li&amp;cence</source>
        <translation>&amp;Lizenz</translation>
    </message>
    <message>
        <source>licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>&amp;Party</source>
        <translation>&amp;Gruppe</translation>
    </message>
    <message>
        <source>{tiles} tiles · {tokens} tokens · {edges} quest edges · {waivers} waivers</source>
        <translation>{tiles} Kacheln · {tokens} Marker · {edges} Abenteuerkanten · {waivers} Ausnahmen</translation>
    </message>
    <message>
        <source>Set title</source>
        <translation>Titel ändern</translation>
    </message>
    <message>
        <source>The largest party is smaller than the smallest</source>
        <translation>Die größte Gruppe ist kleiner als die kleinste</translation>
    </message>
    <message>
        <source>Set party</source>
        <translation>Gruppe ändern</translation>
    </message>
    <message>
        <source>Pick…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <source>Choose on the canvas (click, or Enter at the keyboard cursor)</source>
        <translation>Auf der Karte wählen (Klick oder Eingabe am Tastaturcursor)</translation>
    </message>
    <message>
        <source>Rename {id}</source>
        <translation>{id} umbenennen</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>targets</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <source>target ids</source>
        <translation>Zielkennungen</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <source>Add target</source>
        <translation>Ziel hinzufügen</translation>
    </message>
    <message>
        <source>Pick target on canvas…</source>
        <translation>Ziel auf der Karte wählen…</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>off board</source>
        <translation>außerhalb des Spielplans</translation>
    </message>
    <message>
        <source>Set objective zone</source>
        <translation>Zielzone ändern</translation>
    </message>
    <message>
        <source>Pick zone…</source>
        <translation>Zone wählen…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Clear zone</source>
        <translation>Zone leeren</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nach</translation>
    </message>
    <message>
        <source>after</source>
        <translation>nach</translation>
    </message>
    <message>
        <source>objective ids</source>
        <translation>Zielkennungen</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Once</source>
        <translation>Einmal</translation>
    </message>
    <message>
        <source>once</source>
        <translation>einmal</translation>
    </message>
    <message>
        <source>fires only once</source>
        <translation>löst nur einmal aus</translation>
    </message>
    <message>
        <source>read to the players when it fires</source>
        <translation>wird den Spielern vorgelesen, wenn er auslöst</translation>
    </message>
    <message>
        <source>&lt;b&gt;Effects&lt;/b&gt;</source>
        <translation>&lt;b&gt;Effekte&lt;/b&gt;</translation>
    </message>
    <message>
        <source>effect</source>
        <translation>Effekt</translation>
    </message>
    <message>
        <source>effect target</source>
        <translation>Effektziel</translation>
    </message>
    <message>
        <source>effect text</source>
        <translation>Effekttext</translation>
    </message>
    <message>
        <source>Remove this effect</source>
        <translation>Diesen Effekt entfernen</translation>
    </message>
    <message>
        <source>Remove effect</source>
        <translation>Effekt entfernen</translation>
    </message>
    <message>
        <source>Add effect</source>
        <translation>Effekt hinzufügen</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>Runden</translation>
    </message>
</context>
<context>
    <name>QuestSheet</name>
    <message>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation>Noch keine.</translation>
    </message>
    <message>
        <source>Special rules</source>
        <translation>Sonderregeln</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <source>Defeat</source>
        <translation>Niederlage</translation>
    </message>
    <message>
        <source>page {page} of {pages}</source>
        <translation>Seite {page} von {pages}</translation>
    </message>
    <message>
        <source>Pick up {targets}.</source>
        <translation>{targets} aufheben.</translation>
    </message>
    <message>
        <source>Collect {count} of {targets}.</source>
        <translation>{count} von {targets} sammeln.</translation>
    </message>
    <message>
        <source>Escape through {targets}.</source>
        <translation>Durch {targets} entkommen.</translation>
    </message>
    <message>
        <source>Hold {targets}.</source>
        <translation>{targets} halten.</translation>
    </message>
    <message>
        <source>Kill {targets}.</source>
        <translation>{targets} töten.</translation>
    </message>
    <message>
        <source>Destroy {targets}.</source>
        <translation>{targets} zerstören.</translation>
    </message>
    <message>
        <source>Open {targets}.</source>
        <translation>{targets} öffnen.</translation>
    </message>
    <message>
        <source>Activate {targets}.</source>
        <translation>{targets} aktivieren.</translation>
    </message>
    <message>
        <source>Lure an enemy into {targets}.</source>
        <translation>Lockt einen Feind nach {targets}.</translation>
    </message>
    <message>
        <source>Reach {targets}.</source>
        <translation>{targets} erreichen.</translation>
    </message>
    <message>
        <source>When a hero picks up {target}</source>
        <translation>Wenn ein Held {target} aufhebt</translation>
    </message>
    <message>
        <source>When a hero enters {target}</source>
        <translation>Wenn ein Held {target} betritt</translation>
    </message>
    <message>
        <source>When a hero crosses {target}</source>
        <translation>Wenn ein Held {target} überquert</translation>
    </message>
    <message>
        <source>When {target} is opened</source>
        <translation>Wenn {target} geöffnet wird</translation>
    </message>
    <message>
        <source>At the start of round {round}</source>
        <translation>Zu Beginn von Runde {round}</translation>
    </message>
    <message>
        <source>At the end of round {round}</source>
        <translation>Am Ende von Runde {round}</translation>
    </message>
    <message>
        <source>When {target} is killed</source>
        <translation>Wenn {target} getötet wird</translation>
    </message>
    <message>
        <source>When a hero gains {target}</source>
        <translation>Wenn ein Held {target} erhält</translation>
    </message>
    <message>
        <source>When {target} is complete</source>
        <translation>Wenn {target} erfüllt ist</translation>
    </message>
    <message>
        <source>When {target} is destroyed</source>
        <translation>Wenn {target} zerstört wird</translation>
    </message>
    <message>
        <source>At the start of each hero&apos;s turn</source>
        <translation>Zu Beginn des Zugs jedes Helden</translation>
    </message>
    <message>
        <source>When {target} reaches its threshold</source>
        <translation>Wenn {target} seine Schwelle erreicht</translation>
    </message>
    <message>
        <source>When {target} is revealed</source>
        <translation>Wenn {target} aufgedeckt wird</translation>
    </message>
    <message>
        <source>When an enemy enters {target}</source>
        <translation>Wenn ein Gegner {target} betritt</translation>
    </message>
    <message>
        <source>When a hero activates {target}</source>
        <translation>Wenn ein Held {target} aktiviert</translation>
    </message>
    <message>
        <source>When a hero dies</source>
        <translation>Wenn ein Held stirbt</translation>
    </message>
    <message>
        <source>When an Event card is drawn</source>
        <translation>Wenn eine Ereigniskarte gezogen wird</translation>
    </message>
    <message>
        <source>When a deck is reshuffled</source>
        <translation>Wenn ein Stapel neu gemischt wird</translation>
    </message>
    <message>
        <source>spawn enemies at {target}</source>
        <translation>Gegner erscheinen bei {target}</translation>
    </message>
    <message>
        <source>the hero gains {value} XP</source>
        <translation>der Held erhält {value} EP</translation>
    </message>
    <message>
        <source>reveal {target}</source>
        <translation>{target} aufdecken</translation>
    </message>
    <message>
        <source>open {target}</source>
        <translation>{target} öffnen</translation>
    </message>
    <message>
        <source>close {target}</source>
        <translation>{target} schließen</translation>
    </message>
    <message>
        <source>unlock {target}</source>
        <translation>{target} aufschließen</translation>
    </message>
    <message>
        <source>remove {target}</source>
        <translation>{target} entfernen</translation>
    </message>
    <message>
        <source>the heroes win</source>
        <translation>die Helden gewinnen</translation>
    </message>
    <message>
        <source>the heroes lose</source>
        <translation>die Helden verlieren</translation>
    </message>
    <message>
        <source>read the message</source>
        <translation>die Nachricht vorlesen</translation>
    </message>
    <message>
        <source>wake {target}</source>
        <translation>{target} wecken</translation>
    </message>
    <message>
        <source>the hero gains {target}</source>
        <translation>der Held erhält {target}</translation>
    </message>
    <message>
        <source>change {target} by {value}</source>
        <translation>{target} um {value} ändern</translation>
    </message>
    <message>
        <source>{value} damage to {target}</source>
        <translation>{value} Schaden an {target}</translation>
    </message>
    <message>
        <source>set the level to {value}</source>
        <translation>die Stufe auf {value} setzen</translation>
    </message>
    <message>
        <source>remove {target} from play</source>
        <translation>{target} aus dem Spiel nehmen</translation>
    </message>
    <message>
        <source>change {target}</source>
        <translation>{target} ändern</translation>
    </message>
    <message>
        <source>refill the treasure at {target}</source>
        <translation>den Schatz bei {target} auffüllen</translation>
    </message>
    <message>
        <source>destroy {target}</source>
        <translation>{target} zerstören</translation>
    </message>
    <message>
        <source>discard {target}</source>
        <translation>{target} abwerfen</translation>
    </message>
    <message>
        <source>the hero becomes {target}</source>
        <translation>der Held wird {target}</translation>
    </message>
    <message>
        <source>A round begins with a dead hero and no Lifebringer token left.</source>
        <translation>Eine Runde beginnt mit einem toten Helden und ohne Lebensbringer-Marker.</translation>
    </message>
    <message>
        <source>A hero dies.</source>
        <translation>Ein Held stirbt.</translation>
    </message>
    <message>
        <source>Every hero is dead.</source>
        <translation>Alle Helden sind tot.</translation>
    </message>
    <message>
        <source>An enemy reaches {target}.</source>
        <translation>Ein Gegner erreicht {target}.</translation>
    </message>
    <message>
        <source>An enemy leaves through {target}.</source>
        <translation>Ein Gegner verlässt das Spiel durch {target}.</translation>
    </message>
    <message>
        <source>Round {rounds} ends before the quest is won.</source>
        <translation>Runde {rounds} endet, bevor das Abenteuer gewonnen ist.</translation>
    </message>
    <message>
        <source>The heroes have no conquest tokens left.</source>
        <translation>Die Helden haben keine Eroberungsmarker mehr.</translation>
    </message>
    <message>
        <source>{label} {letter}</source>
        <translation>{label} {letter}</translation>
    </message>
    <message>
        <source>door {letter}</source>
        <translation>Tür {letter}</translation>
    </message>
    <message>
        <source>Boss room</source>
        <translation>Bossraum</translation>
    </message>
    <message>
        <source>Chest table</source>
        <translation>Truhentabelle</translation>
    </message>
    <message>
        <source>Darkness track</source>
        <translation>Dunkelheitsleiste</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <source>Horror rating</source>
        <translation>Horrorwert</translation>
    </message>
    <message>
        <source>Lifebringer tokens</source>
        <translation>Lebensbringer-Marker</translation>
    </message>
    <message>
        <source>Monster level</source>
        <translation>Monsterstufe</translation>
    </message>
    <message>
        <source>Monster threat</source>
        <translation>Monsterbedrohung</translation>
    </message>
    <message>
        <source>Start area</source>
        <translation>Startbereich</translation>
    </message>
    <message>
        <source>Conquest tokens at the start</source>
        <translation>Eroberungsmarker zu Beginn</translation>
    </message>
    <message>
        <source>Start level</source>
        <translation>Startstufe</translation>
    </message>
    <message>
        <source>Treasure level</source>
        <translation>Schatzstufe</translation>
    </message>
    <message>
        <source>Complete the objective.</source>
        <translation>Erfülle das Ziel.</translation>
    </message>
    <message>
        <source>Complete both objectives.</source>
        <translation>Erfülle beide Ziele.</translation>
    </message>
    <message>
        <source>The darkness track reaches its end.</source>
        <translation>Die Dunkelheitsleiste erreicht ihr Ende.</translation>
    </message>
    <message>
        <source>Room (light)</source>
        <translation>Raum (Licht)</translation>
    </message>
    <message>
        <source>Room (shadow)</source>
        <translation>Raum (Schatten)</translation>
    </message>
    <message>
        <source>Corridor (light)</source>
        <translation>Gang (Licht)</translation>
    </message>
    <message>
        <source>Corridor (shadow)</source>
        <translation>Gang (Schatten)</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Space (shadow)</source>
        <translation>Feld (Schatten)</translation>
    </message>
    <message>
        <source>the room on tile {tile}</source>
        <translation>der Raum auf Kachel {tile}</translation>
    </message>
    <message>
        <source>the corridor on tile {tile}</source>
        <translation>der Gang auf Kachel {tile}</translation>
    </message>
    <message>
        <source>the space on tile {tile}</source>
        <translation>das Feld auf Kachel {tile}</translation>
    </message>
    <message>
        <source>Door (closed)</source>
        <translation>Tür (geschlossen)</translation>
    </message>
    <message>
        <source>Door (open)</source>
        <translation>Tür (offen)</translation>
    </message>
    <message>
        <source>Door (locked)</source>
        <translation>Tür (verschlossen)</translation>
    </message>
    <message>
        <source>area {number}</source>
        <translation>Bereich {number}</translation>
    </message>
    <message>
        <source>it</source>
        <translation>das Ziel</translation>
    </message>
    <message>
        <source>{label} ({id})</source>
        <translation>{label} ({id})</translation>
    </message>
    <message>
        <source>objective {number}</source>
        <translation>Ziel {number}</translation>
    </message>
    <message>
        <source>door {id}</source>
        <translation>Tür {id}</translation>
    </message>
    <message>
        <source>tile {id}</source>
        <translation>Kachel {id}</translation>
    </message>
    <message>
        <source>{zone} on {tile}</source>
        <translation>{zone} auf {tile}</translation>
    </message>
    <message>
        <source>the marked place</source>
        <translation>die markierte Stelle</translation>
    </message>
    <message numerus="yes">
        <source>%n start space(s) on tile {tile}</source>
        <translation>
            <numerusform>%n Startfeld auf Kachel {tile}</numerusform>
            <numerusform>%n Startfelder auf Kachel {tile}</numerusform>
        </translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} und {last}</translation>
    </message>
    <message>
        <source>(after {objectives})</source>
        <translation>(nach {objectives})</translation>
    </message>
    <message>
        <source>each round</source>
        <translation>jeder Runde</translation>
    </message>
    <message>
        <source>{when}: {effects}.</source>
        <translation>{when}: {effects}.</translation>
    </message>
    <message>
        <source>nothing happens</source>
        <translation>nichts geschieht</translation>
    </message>
    <message>
        <source>(every time)</source>
        <translation>(jedes Mal)</translation>
    </message>
    <message>
        <source>Starting zone</source>
        <translation>Startzone</translation>
    </message>
    <message>
        <source>{low} heroes</source>
        <translation>{low} Helden</translation>
    </message>
    <message>
        <source>{low}–{high} heroes</source>
        <translation>{low}–{high} Helden</translation>
    </message>
    <message>
        <source>by {author}</source>
        <translation>von {author}</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Kacheln</translation>
    </message>
    <message>
        <source>Starting zones</source>
        <translation>Startzonen</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Helden</translation>
    </message>
    <message>
        <source>chosen at setup</source>
        <translation>beim Aufbau gewählt</translation>
    </message>
    <message>
        <source>chosen during play</source>
        <translation>während des Spiels gewählt</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Complete all {count} objectives.</source>
        <translation>Alle {count} Ziele erfüllen.</translation>
    </message>
    <message>
        <source>This quest has no objective yet.</source>
        <translation>Dieses Abenteuer hat noch kein Ziel.</translation>
    </message>
    <message>
        <source>Only the game&apos;s own rules end the quest in defeat.</source>
        <translation>Nur die Regeln des Spiels selbst führen zur Niederlage.</translation>
    </message>
    <message>
        <source>tiles are Questwright&apos;s own stand-ins</source>
        <translation>Kacheln sind Questwrights eigene Platzhalter</translation>
    </message>
</context>
<context>
    <name>SelectTool</name>
    <message>
        <source>Edit the selected object in the Properties panel (Alt+3)</source>
        <translation>Das gewählte Objekt im Eigenschaftenbereich bearbeiten (Alt+3)</translation>
    </message>
    <message>
        <source>Move {count} objects</source>
        <translation>{count} Objekte verschieben</translation>
    </message>
    <message>
        <source>Move one object</source>
        <translation>Ein Objekt verschieben</translation>
    </message>
</context>
<context>
    <name>SheetOptionsDialog</name>
    <message>
        <source>Quest sheet</source>
        <translation>Abenteuerblatt</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>US Letter</translation>
    </message>
    <message>
        <source>&amp;Paper</source>
        <translation>&amp;Papier</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Double-click a command and press its new keys. Clear leaves it without; Reset gives it back its default.</source>
        <translation>Einen Befehl doppelklicken und die neuen Tasten drücken. Leeren lässt ihn ohne; Zurücksetzen stellt den Standard wieder her.</translation>
    </message>
    <message>
        <source>Filter: command, menu or keys</source>
        <translation>Filtern: Befehl, Menü oder Tasten</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Canvas</source>
        <translation>Zeichenfläche</translation>
    </message>
    <message>
        <source>New keys:</source>
        <translation>Neue Tasten:</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <source>Reset &amp;All</source>
        <translation>&amp;Alle zurücksetzen</translation>
    </message>
    <message>
        <source>{keys} is used by {commands}</source>
        <translation>{keys} wird verwendet von {commands}</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <source>Move the keyboard cell cursor</source>
        <translation>Den Tastaturcursor von Feld zu Feld bewegen</translation>
    </message>
    <message>
        <source>Enter / Space</source>
        <translation>Eingabe / Leertaste</translation>
    </message>
    <message>
        <source>Act with the current tool at the cursor</source>
        <translation>Mit dem aktuellen Werkzeug am Cursor handeln</translation>
    </message>
    <message>
        <source>Shift+Arrow</source>
        <translation>Umschalt+Pfeil</translation>
    </message>
    <message>
        <source>Wall/door/edge token on that side of the cursor cell</source>
        <translation>Wand, Tür oder Kantenmarker an dieser Seite des Cursorfelds</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Arrow</source>
        <translation>Strg+Umschalt+Pfeil</translation>
    </message>
    <message>
        <source>Carve that side open (wall tools)</source>
        <translation>Diese Seite freiräumen (Wandwerkzeuge)</translation>
    </message>
    <message>
        <source>Alt+Arrow</source>
        <translation>Alt+Pfeil</translation>
    </message>
    <message>
        <source>Nudge the selection by one cell</source>
        <translation>Die Auswahl um ein Feld verschieben</translation>
    </message>
    <message>
        <source>Ctrl+Arrow</source>
        <translation>Strg+Pfeil</translation>
    </message>
    <message>
        <source>Scroll the view</source>
        <translation>Die Ansicht rollen</translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation>Mausrad</translation>
    </message>
    <message>
        <source>Zoom about the pointer</source>
        <translation>Um den Mauszeiger zoomen</translation>
    </message>
    <message>
        <source>Middle drag / Space+drag</source>
        <translation>Mit mittlerer Taste ziehen / Leertaste+Ziehen</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>Ansicht verschieben</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Cancel the gesture, then clear the selection</source>
        <translation>Die Geste abbrechen, dann die Auswahl aufheben</translation>
    </message>
</context>
<context>
    <name>SimulationDialog</name>
    <message>
        <source>win</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>Niederlage</translation>
    </message>
    <message>
        <source>Simulation report</source>
        <translation>Simulationsbericht</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Spiele</translation>
    </message>
    <message>
        <source>&amp;Heroes</source>
        <translation>&amp;Helden</translation>
    </message>
    <message>
        <source>Monte Carlo search that cannot see the future, once a turn; the default for balance</source>
        <translation>Monte-Carlo-Suche, die nicht in die Zukunft sieht, einmal pro Zug; Standard für die Balance</translation>
    </message>
    <message>
        <source>the search at every decision, with more simulations; strongest, slowest</source>
        <translation>die Suche bei jeder Entscheidung, mit mehr Simulationen; am stärksten, am langsamsten</translation>
    </message>
    <message>
        <source>Games at most: the run stops sooner once the win rate is as precise as asked</source>
        <translation>Höchstens so viele Partien: der Lauf endet früher, sobald die Siegquote so genau ist wie verlangt</translation>
    </message>
    <message>
        <source> points</source>
        <translation> Punkte</translation>
    </message>
    <message>
        <source>off: play every game</source>
        <translation>aus: alle Partien spielen</translation>
    </message>
    <message>
        <source>Stop once the 95 % interval of the win rate is this narrow (0: play all the games)</source>
        <translation>Anhalten, sobald das 95-%-Intervall der Siegquote so schmal ist (0: alle Partien spielen)</translation>
    </message>
    <message>
        <source>&amp;Games (at most)</source>
        <translation>&amp;Partien (höchstens)</translation>
    </message>
    <message>
        <source>&amp;Precision</source>
        <translation>&amp;Genauigkeit</translation>
    </message>
    <message>
        <source>&amp;Bot</source>
        <translation>B&amp;ot</translation>
    </message>
    <message>
        <source>&amp;Seed (game i uses seed + i)</source>
        <translation>S&amp;tartwert (Spiel i nutzt Startwert + i)</translation>
    </message>
    <message>
        <source>&amp;Jobs</source>
        <translation>&amp;Prozesse</translation>
    </message>
    <message>
        <source>A sweep: heroes=A-B, or a quest parameter (round-limit, counter:ID, spawn:TRIGGER, setup.KEY, a rule parameter) = a-b, a-b:step or 1,3,5</source>
        <translation>Eine Reihe: heroes=A-B oder ein Abenteuerparameter (round-limit, counter:ID, spawn:TRIGGER, setup.KEY, ein Regelparameter) = a-b, a-b:Schritt oder 1,3,5</translation>
    </message>
    <message>
        <source>&amp;Vary (sweep)</source>
        <translation>&amp;Variieren (Reihe)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>Sta&amp;rten</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>Abbre&amp;chen</translation>
    </message>
    <message>
        <source>%v / %m games</source>
        <translation>%v / %m Spiele</translation>
    </message>
    <message>
        <source>S&amp;weep</source>
        <translation>R&amp;eihe</translation>
    </message>
    <message>
        <source>Run the games at every value of Vary and plot the win rate</source>
        <translation>Die Spiele bei jedem Wert von „Variieren“ ausführen und die Siegquote zeichnen</translation>
    </message>
    <message>
        <source>Not run yet.</source>
        <translation>Noch nicht gestartet.</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Deaths</source>
        <translation>Tode</translation>
    </message>
    <message>
        <source>No sweep yet.</source>
        <translation>Noch keine Reihe.</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Bot: {bot}</source>
        <translation>Bot: {bot}</translation>
    </message>
    <message>
        <source>%v / %m bot-strength games</source>
        <translation>%v / %m Spiele für die Stärke des Bots</translation>
    </message>
    <message>
        <source>Measuring the bot&apos;s strength: {games} games with the {bot} bot…</source>
        <translation>Stärke des Bots wird gemessen: {games} Spiele mit dem Bot {bot}…</translation>
    </message>
    <message>
        <source>{elapsed} elapsed</source>
        <translation>{elapsed} vergangen</translation>
    </message>
    <message>
        <source>estimating the time left…</source>
        <translation>Restzeit wird geschätzt…</translation>
    </message>
    <message>
        <source>Bot strength at {axis} {value} (same quest and first seeds):</source>
        <translation>Stärke des Bots bei {axis} {value} (gleiche Quest, erste Startwerte):</translation>
    </message>
    <message>
        <source>Sweep over {axis}: {points} values, {games} games each</source>
        <translation>Reihe über {axis}: {points} Werte, je {games} Spiele</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <source>Cancelled after {elapsed}</source>
        <translation>Abgebrochen nach {elapsed}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Win rate {rate}&lt;/b&gt; ({wins} of {games}; 95 % interval {low} – {high}) · {heroes} heroes [{party}], seeds {first}…{last}</source>
        <translation>&lt;b&gt;Siegquote {rate}&lt;/b&gt; ({wins} von {games}; 95-%-Intervall {low} – {high}) · {heroes} Helden [{party}], Startwerte {first}…{last}</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <source>plans toward the objectives; fast</source>
        <translation>plant auf die Ziele hin; schnell</translation>
    </message>
    <message>
        <source>any legal move; the floor to compare with</source>
        <translation>irgendein erlaubter Zug; die Untergrenze zum Vergleich</translation>
    </message>
    <message>
        <source>a search two rounds deep; quick checks, weaker than search</source>
        <translation>eine Suche zwei Runden tief; schnelle Prüfungen, schwächer als search</translation>
    </message>
    <message>
        <source>almost done</source>
        <translation>fast fertig</translation>
    </message>
    <message numerus="yes">
        <source>about %n s left</source>
        <translation>
            <numerusform>noch etwa %n s</numerusform>
            <numerusform>noch etwa %n s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n min left</source>
        <translation>
            <numerusform>noch etwa %n min</numerusform>
            <numerusform>noch etwa %n min</numerusform>
        </translation>
    </message>
    <message>
        <source>about {hours} h {minutes} min left</source>
        <translation>noch etwa {hours} h {minutes} min</translation>
    </message>
    <message>
        <source>Worker processes that play the games (Cancel ends them at once)</source>
        <translation>Prozesse, die die Spiele spielen (Abbrechen beendet sie sofort)</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <source>Fails most at</source>
        <translation>Scheitert meist an</translation>
    </message>
    <message>
        <source>Save p&amp;lot…</source>
        <translation>&amp;Diagramm speichern…</translation>
    </message>
    <message>
        <source>Show &amp;heatmap on the canvas</source>
        <translation>&amp;Heatmap auf der Karte zeigen</translation>
    </message>
    <message>
        <source>Visits per zone (orange), deaths (red discs); Ctrl+6</source>
        <translation>Besuche je Zone (orange), Tode (rote Scheiben); Strg+6</translation>
    </message>
    <message>
        <source>Re&amp;play this game</source>
        <translation>Dieses Spiel &amp;wiederholen</translation>
    </message>
    <message>
        <source>Open the selected seed in the Test Play dock</source>
        <translation>Den gewählten Startwert im Testspiel-Fenster öffnen</translation>
    </message>
    <message>
        <source>Save &amp;report…</source>
        <translation>&amp;Bericht speichern…</translation>
    </message>
    <message>
        <source>The bot that plays every player; the report states its strength next to the random and goal bots&apos;</source>
        <translation>Der Bot, der alle Spieler spielt; der Bericht nennt seine Stärke neben der der Bots random und goal</translation>
    </message>
    <message>
        <source>Cannot simulate: {error}</source>
        <translation>Simulation nicht möglich: {error}</translation>
    </message>
    <message numerus="yes">
        <source>Running %n game(s)…</source>
        <translation>
            <numerusform>%n Spiel läuft…</numerusform>
            <numerusform>%n Spiele laufen…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot sweep: {error}</source>
        <translation>Reihe nicht möglich: {error}</translation>
    </message>
    <message>
        <source>Sweeping {points} values, {n} games each…</source>
        <translation>Reihe über {points} Werte, je {n} Spiele…</translation>
    </message>
    <message>
        <source>Save the plot</source>
        <translation>Diagramm speichern</translation>
    </message>
    <message>
        <source>PNG (*.png)</source>
        <translation>PNG (*.png)</translation>
    </message>
    <message>
        <source>Took {elapsed}</source>
        <translation>Dauer: {elapsed}</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>The run failed: {error}</source>
        <translation>Der Lauf ist fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>{objective} {rate} ({count} in order)</source>
        <translation>{objective} {rate} ({count} in Reihenfolge)</translation>
    </message>
    <message>
        <source>Rounds to win: median {win_median}, p90 {win_p90}, mean {win_mean} · to loss: median {loss_median}, p90 {loss_p90}</source>
        <translation>Runden bis zum Sieg: Median {win_median}, p90 {win_p90}, Mittel {win_mean} · bis zur Niederlage: Median {loss_median}, p90 {loss_p90}</translation>
    </message>
    <message>
        <source>Hero deaths: {total} ({per_game} per game, {with_death} games with a death)</source>
        <translation>Heldentode: {total} ({per_game} je Spiel, {with_death} Spiele mit einem Tod)</translation>
    </message>
    <message>
        <source>Objectives reached: {objectives}</source>
        <translation>Erreichte Ziele: {objectives}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>The run stopped early: {message}</source>
        <translation>Der Lauf wurde vorzeitig beendet: {message}</translation>
    </message>
    <message>
        <source>Losses: {losses}</source>
        <translation>Niederlagen: {losses}</translation>
    </message>
    <message numerus="yes">
        <source>{zones} and %n more (the heatmap shows every zone)</source>
        <translation>
            <numerusform>{zones} und %n weitere (die Heatmap zeigt alle)</numerusform>
            <numerusform>{zones} und %n weitere (die Heatmap zeigt alle)</numerusform>
        </translation>
    </message>
    <message>
        <source>Never visited: {zones}</source>
        <translation>Nie besucht: {zones}</translation>
    </message>
    <message numerus="yes">
        <source>{rate} games/s over %n job(s)</source>
        <translation>
            <numerusform>{rate} Spiele/s mit %n Prozess</numerusform>
            <numerusform>{rate} Spiele/s mit %n Prozessen</numerusform>
        </translation>
    </message>
    <message>
        <source>Bot strength (same quest, party and first seeds):</source>
        <translation>Stärke des Bots (gleiche Quest, gleiche Gruppe, erste Startwerte):</translation>
    </message>
    <message>
        <source>Replaying seed {seed} with the {bot} bot…</source>
        <translation>Startwert {seed} wird mit dem Bot {bot} nachgespielt…</translation>
    </message>
    <message>
        <source>Save the report</source>
        <translation>Bericht speichern</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
</context>
<context>
    <name>TabCommands</name>
    <message>
        <source>Open quests</source>
        <translation>Offene Abenteuer</translation>
    </message>
</context>
<context>
    <name>TestPlayPanel</name>
    <message>
        <source>No game. Play ▸ Test Play (F6) starts one.</source>
        <translation>Kein Spiel. Spielen ▸ Testspiel (F6) startet eines.</translation>
    </message>
    <message>
        <source>Heroes in the party (classes in the content&apos;s order)</source>
        <translation>Helden in der Gruppe (Klassen in der Reihenfolge des Inhalts)</translation>
    </message>
    <message>
        <source>Seed of the game&apos;s dice and cards</source>
        <translation>Startwert für die Würfel und Karten des Spiels</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Neustart</translation>
    </message>
    <message>
        <source>Start a new game with this seed and party</source>
        <translation>Ein neues Spiel mit diesem Startwert und dieser Gruppe beginnen</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Helden</translation>
    </message>
    <message>
        <source>Overlord</source>
        <translation>Overlord</translation>
    </message>
    <message>
        <source>Everyone (the whole game)</source>
        <translation>Alle (das ganze Spiel)</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Who you play: the bot plays the other side at once, and the dock shows only what your side may see</source>
        <translation>Wen Sie spielen: der Bot spielt sofort die andere Seite, und das Fenster zeigt nur, was Ihre Seite sehen darf</translation>
    </message>
    <message>
        <source>Play &amp;as</source>
        <translation>Spielen &amp;als</translation>
    </message>
    <message>
        <source>Legal actions (double-click or Enter applies):</source>
        <translation>Erlaubte Aktionen (Doppelklick oder Eingabe führt aus):</translation>
    </message>
    <message>
        <source>&amp;Bot Move</source>
        <translation>&amp;Bot-Zug</translation>
    </message>
    <message>
        <source>The goal-seeking bot decides for the player to move (F9)</source>
        <translation>Der zielsuchende Bot entscheidet für den Spieler am Zug (F9)</translation>
    </message>
    <message>
        <source>Run to &amp;End</source>
        <translation>Bis zum &amp;Ende spielen</translation>
    </message>
    <message>
        <source>Play on to the end (a replay&apos;s moves first, then the bot)</source>
        <translation>Bis zum Ende spielen (zuerst die Züge der Wiederholung, dann der Bot)</translation>
    </message>
    <message>
        <source>&amp;Undo Step</source>
        <translation>Schritt &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>Take back the last decision (rebuilt from the history)</source>
        <translation>Die letzte Entscheidung zurücknehmen (aus dem Verlauf neu aufgebaut)</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Ereignisprotokoll</translation>
    </message>
    <message>
        <source>Your view</source>
        <translation>Ihre Sicht</translation>
    </message>
    <message>
        <source>The board as the engine shows it to the side you play (hidden cards only your own)</source>
        <translation>Das Spielfeld, wie die Engine es Ihrer Seite zeigt (verdeckte Karten nur Ihre eigenen)</translation>
    </message>
    <message>
        <source>No ruleset for {system} yet: test play needs {known}.</source>
        <translation>Noch kein Regelwerk für {system}: das Testspiel braucht {known}.</translation>
    </message>
    <message>
        <source>Cannot start: {error}</source>
        <translation>Start nicht möglich: {error}</translation>
    </message>
    <message numerus="yes">
        <source>Ran %n decision(s)</source>
        <translation>
            <numerusform>%n Entscheidung gespielt</numerusform>
            <numerusform>%n Entscheidungen gespielt</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: the save is for quest {quest!r}</source>
        <translation>{name}: der Spielstand gehört zum Abenteuer {quest!r}</translation>
    </message>
    <message numerus="yes">
        <source>Replay loaded: %n decision(s)</source>
        <translation>
            <numerusform>Wiederholung geladen: %n Entscheidung</numerusform>
            <numerusform>Wiederholung geladen: %n Entscheidungen</numerusform>
        </translation>
    </message>
    <message>
        <source>(Step or Run to End)</source>
        <translation>(Schritt oder Bis zum Ende spielen)</translation>
    </message>
    <message>
        <source>Cannot replay {name}: {error}</source>
        <translation>{name} kann nicht wiederholt werden: {error}</translation>
    </message>
    <message numerus="yes">
        <source>The bot decided %n time(s)</source>
        <translation>
            <numerusform>Der Bot hat %n-mal entschieden</numerusform>
            <numerusform>Der Bot hat %n-mal entschieden</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Round {round}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Runde {round}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>Stufe {level}</translation>
    </message>
    <message>
        <source>Lifebringer {name}</source>
        <translation>Lebensbringer {name}</translation>
    </message>
    <message>
        <source>Lifebringers {names}</source>
        <translation>Lebensbringer {names}</translation>
    </message>
    <message>
        <source>Darkness {darkness}</source>
        <translation>Dunkelheit {darkness}</translation>
    </message>
    <message>
        <source>seed {seed}</source>
        <translation>Startwert {seed}</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s)</source>
        <translation>
            <numerusform>%n Entscheidung</numerusform>
            <numerusform>%n Entscheidungen</numerusform>
        </translation>
    </message>
    <message>
        <source>replay {done}/{total}</source>
        <translation>Wiederholung {done}/{total}</translation>
    </message>
    <message>
        <source>{hero} to play ({actions}, {mp} MP)</source>
        <translation>{hero} ist am Zug ({actions}, {mp} BP)</translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n Aktion</numerusform>
            <numerusform>%n Aktionen</numerusform>
        </translation>
    </message>
    <message>
        <source>{hero} to play ({ap} AP)</source>
        <translation>{hero} ist am Zug ({ap} AP)</translation>
    </message>
    <message>
        <source>{hero} to play ({mp} MP)</source>
        <translation>{hero} ist am Zug ({mp} BP)</translation>
    </message>
    <message>
        <source>{hero} to play</source>
        <translation>{hero} ist am Zug</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player} ({side})&lt;/b&gt; to play</source>
        <translation>&lt;b&gt;{player} ({side})&lt;/b&gt; ist am Zug</translation>
    </message>
    <message>
        <source>done: {objectives}</source>
        <translation>erledigt: {objectives}</translation>
    </message>
    <message>
        <source>The quest changed since this game started: Restart to play it.</source>
        <translation>Das Abenteuer hat sich seit Spielbeginn geändert: Neustart, um es zu spielen.</translation>
    </message>
    <message>
        <source>town</source>
        <translation>in der Stadt</translation>
    </message>
    <message>
        <source>escaped</source>
        <translation>entkommen</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>getötet</translation>
    </message>
    <message>
        <source>{health}/{max} hp, {xp} XP</source>
        <translation>{health}/{max} LP, {xp} EP</translation>
    </message>
    <message>
        <source>{health}/{max} hp</source>
        <translation>{health}/{max} LP</translation>
    </message>
    <message numerus="yes">
        <source>%n enemy(ies) on the board</source>
        <translation>
            <numerusform>%n Gegner auf dem Spielplan</numerusform>
            <numerusform>%n Gegner auf dem Spielplan</numerusform>
        </translation>
    </message>
    <message>
        <source>replay</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>WIN</source>
        <translation>SIEG</translation>
    </message>
    <message>
        <source>LOSS</source>
        <translation>NIEDERLAGE</translation>
    </message>
    <message>
        <source>{result} in round {round}: {reason}</source>
        <translation>{result} in Runde {round}: {reason}</translation>
    </message>
</context>
<context>
    <name>TileTool</name>
    <message>
        <source>Choose a tile in the palette first (Alt+2)</source>
        <translation>Zuerst eine Kachel in der Palette wählen (Alt+2)</translation>
    </message>
    <message>
        <source>Not placed: it would overlap {tiles}</source>
        <translation>Nicht gelegt: sie würde {tiles} überlappen</translation>
    </message>
    <message>
        <source>Place tile {tile}{side}</source>
        <translation>Kachel {tile}{side} legen</translation>
    </message>
    <message>
        <source>Tile rotation {rotation}°</source>
        <translation>Kacheldrehung {rotation}°</translation>
    </message>
    <message>
        <source>Tile side {side}</source>
        <translation>Kachelseite {side}</translation>
    </message>
</context>
<context>
    <name>TokenTool</name>
    <message>
        <source>Choose a token type in the palette first (Alt+2)</source>
        <translation>Zuerst einen Markertyp in der Palette wählen (Alt+2)</translation>
    </message>
    <message>
        <source>A tile token goes on a placed tile</source>
        <translation>Ein Kachelmarker gehört auf eine gelegte Kachel</translation>
    </message>
    <message>
        <source>Not placed: cell {cell} is not on the board</source>
        <translation>Nicht gesetzt: Feld {cell} liegt nicht auf dem Spielplan</translation>
    </message>
    <message>
        <source>Place {label}</source>
        <translation>{label} setzen</translation>
    </message>
    <message>
        <source>{used} {label} tokens placed; the box has {limit}</source>
        <translation>{used} Marker „{label}“ gesetzt; die Schachtel enthält {limit}</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <source>Tool</source>
        <translation>Werkzeug</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Wand</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Öffnung</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>Barrier</source>
        <translation>Barriere</translation>
    </message>
    <message>
        <source>Carve open</source>
        <translation>Freiräumen</translation>
    </message>
    <message>
        <source>{label}: click an edge or drag along a line; right-drag carves open</source>
        <translation>{label}: eine Kante anklicken oder entlang einer Linie ziehen; Rechtsziehen räumt frei</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>Tür</translation>
    </message>
    <message>
        <source>Click an edge to place a door; click a door to cycle closed → open → locked; Shift+click a space to make it a door space (a door that fills the space)</source>
        <translation>Auf eine Kante klicken setzt eine Tür; auf eine Tür klicken wechselt geschlossen → offen → verschlossen; Umschalt+Klick auf ein Feld macht es zu einem Türfeld (eine Tür, die das Feld füllt)</translation>
    </message>
    <message>
        <source>Select / move</source>
        <translation>Auswählen / verschieben</translation>
    </message>
    <message>
        <source>Click to select, drag to move (snaps to cells), drag on empty floor for a rubber band</source>
        <translation>Klicken zum Auswählen, Ziehen zum Verschieben (rastet an Feldern ein), Ziehen auf leerem Boden für einen Auswahlrahmen</translation>
    </message>
    <message>
        <source>Place tile</source>
        <translation>Kachel legen</translation>
    </message>
    <message>
        <source>Click to place the tile chosen in the palette; R rotates, F flips</source>
        <translation>Klicken, um die in der Palette gewählte Kachel zu legen; R dreht, F wendet</translation>
    </message>
    <message>
        <source>Place token</source>
        <translation>Marker setzen</translation>
    </message>
    <message>
        <source>Click to place a token of the type chosen in the palette</source>
        <translation>Klicken, um einen Marker des in der Palette gewählten Typs zu setzen</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Radieren</translation>
    </message>
    <message>
        <source>Click or drag to remove tokens, quest edges and tiles under the cursor</source>
        <translation>Klicken oder ziehen, um Marker, Abenteuerkanten und Kacheln unter dem Cursor zu entfernen</translation>
    </message>
    <message>
        <source>Pick</source>
        <translation>Wählen</translation>
    </message>
    <message>
        <source>Click a token, door, tile or zone; Escape cancels</source>
        <translation>Einen Marker, eine Tür, Kachel oder Zone anklicken; Esc bricht ab</translation>
    </message>
</context>
<context>
    <name>_ListEditor</name>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Hoch</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Runter</translation>
    </message>
    <message>
        <source>Nothing selected.</source>
        <translation>Nichts ausgewählt.</translation>
    </message>
    <message>
        <source>Remove {id}</source>
        <translation>{id} entfernen</translation>
    </message>
    <message>
        <source>Reorder {id}</source>
        <translation>{id} umsortieren</translation>
    </message>
    <message>
        <source>Add {id}</source>
        <translation>{id} hinzufügen</translation>
    </message>
</context>
<context>
    <name>_ProblemsView</name>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>info</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>{severity} (waived)</source>
        <translation>{severity} (ausgenommen)</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schwere</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
</context>
</TS>
