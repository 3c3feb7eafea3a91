<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;New Quest…</source>
        <translation>&amp;Nouvelle quête…</translation>
    </message>
    <message>
        <source>Start a quest for a game system</source>
        <translation>Commencer une quête pour un système de jeu</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open a quest file</source>
        <translation>Ouvrir un fichier de quête</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save (the previous file is kept as name~)</source>
        <translation>Enregistrer (le fichier précédent est gardé sous nom~)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Save under a new name</source>
        <translation>Enregistrer sous un nouveau nom</translation>
    </message>
    <message>
        <source>&amp;Export PNG…</source>
        <translation>E&amp;xporter en PNG…</translation>
    </message>
    <message>
        <source>Export a picture of the board</source>
        <translation>Exporter une image du plateau</translation>
    </message>
    <message>
        <source>Export Quest S&amp;heet…</source>
        <translation>Exporter la &amp;fiche de quête…</translation>
    </message>
    <message>
        <source>A printable quest sheet: story, setup, objectives, rules and the map (PDF or PNG)</source>
        <translation>Une fiche de quête à imprimer : histoire, mise en place, objectifs, règles et plan (PDF ou PNG)</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>&amp;Revenir</translation>
    </message>
    <message>
        <source>Reload the file from disk, dropping changes</source>
        <translation>Recharger le fichier depuis le disque en abandonnant les modifications</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>Fermer l&apos;on&amp;glet</translation>
    </message>
    <message>
        <source>Close the quest shown (asks to save it first)</source>
        <translation>Fermer la quête affichée (propose d&apos;abord de l&apos;enregistrer)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Close the editor</source>
        <translation>Fermer l&apos;éditeur</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Co&amp;uper</translation>
    </message>
    <message>
        <source>Cut the selected tiles and tokens</source>
        <translation>Couper les tuiles et jetons sélectionnés</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>Copy the selected tiles and tokens</source>
        <translation>Copier les tuiles et jetons sélectionnés</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>C&amp;oller</translation>
    </message>
    <message>
        <source>Paste at the keyboard cursor (new ids)</source>
        <translation>Coller au curseur clavier (nouveaux identifiants)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Delete the selection</source>
        <translation>Supprimer la sélection</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>&amp;Tout sélectionner</translation>
    </message>
    <message>
        <source>Select every tile and token</source>
        <translation>Sélectionner toutes les tuiles et tous les jetons</translation>
    </message>
    <message>
        <source>Select &amp;None</source>
        <translation>Ne &amp;rien sélectionner</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Vider la sélection</translation>
    </message>
    <message>
        <source>&amp;Rotate</source>
        <translation>&amp;Pivoter</translation>
    </message>
    <message>
        <source>Rotate the tile in hand or the selected tiles 90° clockwise</source>
        <translation>Pivoter la tuile en main ou les tuiles sélectionnées de 90° dans le sens horaire</translation>
    </message>
    <message>
        <source>&amp;Flip Side</source>
        <translation>Re&amp;tourner</translation>
    </message>
    <message>
        <source>Turn the tile in hand or the selected tiles over</source>
        <translation>Retourner la tuile en main ou les tuiles sélectionnées</translation>
    </message>
    <message>
        <source>Edit &amp;Properties</source>
        <translation>Modifier les &amp;propriétés</translation>
    </message>
    <message>
        <source>Edit the selection&apos;s properties</source>
        <translation>Modifier les propriétés de la sélection</translation>
    </message>
    <message>
        <source>Find &amp;Action…</source>
        <translation>Chercher une &amp;action…</translation>
    </message>
    <message>
        <source>Search every command by name</source>
        <translation>Chercher une commande par son nom</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>Pré&amp;férences…</translation>
    </message>
    <message>
        <source>Autosave, grid, default system</source>
        <translation>Sauvegarde automatique, grille, système par défaut</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom a&amp;vant</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <source>&amp;Fit Board</source>
        <translation>&amp;Ajuster au plateau</translation>
    </message>
    <message>
        <source>Fit the board in the window</source>
        <translation>Faire tenir le plateau dans la fenêtre</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Taille réelle</translation>
    </message>
    <message>
        <source>100 % zoom</source>
        <translation>Zoom à 100 %</translation>
    </message>
    <message>
        <source>Show &amp;Grid</source>
        <translation>Afficher la &amp;grille</translation>
    </message>
    <message>
        <source>Show cell lines</source>
        <translation>Afficher les lignes des cases</translation>
    </message>
    <message>
        <source>Ne&amp;xt Tab</source>
        <translation>Onglet &amp;suivant</translation>
    </message>
    <message>
        <source>Show the next open quest</source>
        <translation>Afficher la quête ouverte suivante</translation>
    </message>
    <message>
        <source>Pre&amp;vious Tab</source>
        <translation>Onglet &amp;précédent</translation>
    </message>
    <message>
        <source>Show the previous open quest</source>
        <translation>Afficher la quête ouverte précédente</translation>
    </message>
    <message>
        <source>Focus &amp;Canvas</source>
        <translation>Aller au &amp;plan</translation>
    </message>
    <message>
        <source>Keyboard to the canvas</source>
        <translation>Le clavier va au plan</translation>
    </message>
    <message>
        <source>Focus &amp;Palette</source>
        <translation>Aller à la pa&amp;lette</translation>
    </message>
    <message>
        <source>Keyboard to the palette</source>
        <translation>Le clavier va à la palette</translation>
    </message>
    <message>
        <source>Focus P&amp;roperties</source>
        <translation>Aller aux p&amp;ropriétés</translation>
    </message>
    <message>
        <source>Keyboard to the properties</source>
        <translation>Le clavier va aux propriétés</translation>
    </message>
    <message>
        <source>Focus &amp;Quest</source>
        <translation>Aller à la &amp;quête</translation>
    </message>
    <message>
        <source>Keyboard to the quest panel</source>
        <translation>Le clavier va au panneau de la quête</translation>
    </message>
    <message>
        <source>Focus Pro&amp;blems</source>
        <translation>Aller aux pro&amp;blèmes</translation>
    </message>
    <message>
        <source>Keyboard to the problems</source>
        <translation>Le clavier va aux problèmes</translation>
    </message>
    <message>
        <source>Focus &amp;History</source>
        <translation>Aller à l&apos;&amp;historique</translation>
    </message>
    <message>
        <source>Keyboard to the undo history</source>
        <translation>Le clavier va à l&apos;historique d&apos;annulation</translation>
    </message>
    <message>
        <source>&amp;Select / Move</source>
        <translation>&amp;Sélectionner / déplacer</translation>
    </message>
    <message>
        <source>Select and move</source>
        <translation>Sélectionner et déplacer</translation>
    </message>
    <message>
        <source>Place &amp;Tile</source>
        <translation>Poser une &amp;tuile</translation>
    </message>
    <message>
        <source>Place the palette&apos;s tile (R rotate, F flip)</source>
        <translation>Poser la tuile de la palette (R pivote, F retourne)</translation>
    </message>
    <message>
        <source>&amp;Wall</source>
        <translation>&amp;Mur</translation>
    </message>
    <message>
        <source>Paint walls along lattice lines</source>
        <translation>Peindre des murs le long des lignes de la grille</translation>
    </message>
    <message>
        <source>&amp;Opening</source>
        <translation>&amp;Ouverture</translation>
    </message>
    <message>
        <source>Paint openings</source>
        <translation>Peindre des ouvertures</translation>
    </message>
    <message>
        <source>W&amp;indow</source>
        <translation>&amp;Fenêtre</translation>
    </message>
    <message>
        <source>Paint windows</source>
        <translation>Peindre des fenêtres</translation>
    </message>
    <message>
        <source>&amp;Barrier</source>
        <translation>&amp;Barrière</translation>
    </message>
    <message>
        <source>Paint barriers</source>
        <translation>Peindre des barrières</translation>
    </message>
    <message>
        <source>&amp;Carve Open</source>
        <translation>&amp;Dégager</translation>
    </message>
    <message>
        <source>Remove walls (also printed ones)</source>
        <translation>Enlever des murs (aussi ceux imprimés)</translation>
    </message>
    <message>
        <source>&amp;Door</source>
        <translation>&amp;Porte</translation>
    </message>
    <message>
        <source>Place doors; click a door to cycle its state</source>
        <translation>Poser des portes ; cliquer une porte change son état</translation>
    </message>
    <message>
        <source>To&amp;ken</source>
        <translation>&amp;Jeton</translation>
    </message>
    <message>
        <source>Place the palette&apos;s token type</source>
        <translation>Poser le type de jeton de la palette</translation>
    </message>
    <message>
        <source>&amp;Erase</source>
        <translation>&amp;Effacer</translation>
    </message>
    <message>
        <source>Erase tokens, quest edges and tiles</source>
        <translation>Effacer jetons, bords de quête et tuiles</translation>
    </message>
    <message>
        <source>Door &amp;Length (cycle 1–3)</source>
        <translation>&amp;Longueur des portes (1 à 3)</translation>
    </message>
    <message>
        <source>How many unit edges a new door spans</source>
        <translation>Combien de bords unitaires couvre une nouvelle porte</translation>
    </message>
    <message>
        <source>&amp;Validate Now</source>
        <translation>&amp;Vérifier maintenant</translation>
    </message>
    <message>
        <source>Re-run every check now</source>
        <translation>Relancer toutes les vérifications maintenant</translation>
    </message>
    <message>
        <source>&amp;Next Problem</source>
        <translation>Problème &amp;suivant</translation>
    </message>
    <message>
        <source>Activate the next problem</source>
        <translation>Activer le problème suivant</translation>
    </message>
    <message>
        <source>&amp;Previous Problem</source>
        <translation>Problème &amp;précédent</translation>
    </message>
    <message>
        <source>Activate the previous problem</source>
        <translation>Activer le problème précédent</translation>
    </message>
    <message>
        <source>Add &amp;Objective</source>
        <translation>Ajouter un &amp;objectif</translation>
    </message>
    <message>
        <source>Add an objective</source>
        <translation>Ajouter un objectif</translation>
    </message>
    <message>
        <source>&amp;Test Play</source>
        <translation>Partie &amp;test</translation>
    </message>
    <message>
        <source>Play the quest on the canvas, step by step (md1, md2)</source>
        <translation>Jouer la quête sur le plan, pas à pas (md1, md2)</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>&amp;Pas</translation>
    </message>
    <message>
        <source>Apply the highlighted legal action (a loaded replay: its next move)</source>
        <translation>Appliquer l&apos;action légale en surbrillance (un rejeu chargé : son coup suivant)</translation>
    </message>
    <message>
        <source>&amp;Bot Move</source>
        <translation>Coup du &amp;bot</translation>
    </message>
    <message>
        <source>The goal-seeking bot decides for the player to move</source>
        <translation>Le bot à objectifs décide pour le joueur qui a la main</translation>
    </message>
    <message>
        <source>Run to &amp;End</source>
        <translation>Jouer jusqu&apos;à la &amp;fin</translation>
    </message>
    <message>
        <source>Let the bot play to the end</source>
        <translation>Laisser le bot jouer jusqu&apos;à la fin</translation>
    </message>
    <message>
        <source>&amp;Undo Step</source>
        <translation>&amp;Annuler le pas</translation>
    </message>
    <message>
        <source>Take back the last decision of the test game</source>
        <translation>Reprendre la dernière décision de la partie test</translation>
    </message>
    <message>
        <source>&amp;Restart with Seed…</source>
        <translation>&amp;Recommencer avec une graine…</translation>
    </message>
    <message>
        <source>Start the test game again with a chosen seed</source>
        <translation>Recommencer la partie test avec une graine choisie</translation>
    </message>
    <message>
        <source>&amp;Heroes…</source>
        <translation>&amp;Héros…</translation>
    </message>
    <message>
        <source>Restart with another party size</source>
        <translation>Recommencer avec un autre nombre de héros</translation>
    </message>
    <message>
        <source>&amp;Load Replay…</source>
        <translation>&amp;Charger un rejeu…</translation>
    </message>
    <message>
        <source>Step through a game saved by questwright play (--replay format)</source>
        <translation>Parcourir une partie enregistrée par questwright play (format --replay)</translation>
    </message>
    <message>
        <source>Save &amp;Game…</source>
        <translation>Enregistrer la &amp;partie…</translation>
    </message>
    <message>
        <source>Save the test game as a replay file</source>
        <translation>Enregistrer la partie test comme fichier de rejeu</translation>
    </message>
    <message>
        <source>Sto&amp;p Test Play</source>
        <translation>A&amp;rrêter la partie test</translation>
    </message>
    <message>
        <source>End the test game and remove its figures</source>
        <translation>Terminer la partie test et retirer ses figurines</translation>
    </message>
    <message>
        <source>S&amp;imulate…</source>
        <translation>S&amp;imuler…</translation>
    </message>
    <message>
        <source>Many bot games: win rate, rounds, deaths, objectives, heatmap</source>
        <translation>De nombreuses parties de bots : taux de victoire, tours, morts, objectifs, carte de chaleur</translation>
    </message>
    <message>
        <source>Simulation &amp;Heatmap</source>
        <translation>Carte de &amp;chaleur de la simulation</translation>
    </message>
    <message>
        <source>Visits and deaths per zone of the last simulation, over the canvas</source>
        <translation>Visites et morts par zone de la dernière simulation, sur le plan</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>List every shortcut</source>
        <translation>Lister et modifier les raccourcis</translation>
    </message>
    <message>
        <source>&amp;About Questwright</source>
        <translation>À &amp;propos de Questwright</translation>
    </message>
    <message>
        <source>Version and licence</source>
        <translation>Version et licence</translation>
    </message>
</context>
<context>
    <name>BrowseDialog</name>
    <message>
        <source>Installed {id} {version} in {target}</source>
        <translation>{id} {version} installé dans {target}</translation>
    </message>
    <message>
        <source>Browse Quests</source>
        <translation>Parcourir les quêtes</translation>
    </message>
    <message>
        <source>Search packs and quests</source>
        <translation>Chercher des packs et des quêtes</translation>
    </message>
    <message>
        <source>any</source>
        <translation>tous</translation>
    </message>
    <message>
        <source>All packs</source>
        <translation>Tous les packs</translation>
    </message>
    <message>
        <source>Installed</source>
        <translation>Installés</translation>
    </message>
    <message>
        <source>Updatable</source>
        <translation>À mettre à jour</translation>
    </message>
    <message>
        <source>Not installed</source>
        <translation>Non installés</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>&amp;Chercher :</translation>
    </message>
    <message>
        <source>&amp;System:</source>
        <translation>&amp;Système :</translation>
    </message>
    <message>
        <source>&amp;Heroes:</source>
        <translation>&amp;Héros :</translation>
    </message>
    <message>
        <source>S&amp;how:</source>
        <translation>A&amp;fficher :</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Pack</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Systems</source>
        <translation>Systèmes</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Héros</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>Packs of the catalogues</source>
        <translation>Packs des catalogues</translation>
    </message>
    <message>
        <source>&amp;Install</source>
        <translation>&amp;Installer</translation>
    </message>
    <message>
        <source>&amp;Update</source>
        <translation>&amp;Mettre à jour</translation>
    </message>
    <message>
        <source>&amp;Cancel Download</source>
        <translation>A&amp;nnuler le téléchargement</translation>
    </message>
    <message>
        <source>Open in Quest &amp;Library</source>
        <translation>Ouvrir dans la &amp;bibliothèque de quêtes</translation>
    </message>
    <message>
        <source>&amp;Refresh Catalogues</source>
        <translation>Actualiser les &amp;catalogues</translation>
    </message>
    <message>
        <source>All systems</source>
        <translation>Tous les systèmes</translation>
    </message>
    <message>
        <source>No catalogue packs yet: add a catalogue with questwright catalogue add URL --key KEY</source>
        <translation>Aucun pack de catalogue pour l&apos;instant : ajoutez un catalogue avec questwright catalogue add URL --key CLÉ</translation>
    </message>
    <message>
        <source>A newer version is in the catalogue</source>
        <translation>Une version plus récente est dans le catalogue</translation>
    </message>
    <message>
        <source>by {authors}</source>
        <translation>par {authors}</translation>
    </message>
    <message>
        <source>From {catalogue} · {size} KiB</source>
        <translation>De {catalogue} · {size} Kio</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>Intervalle à 95 %</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Played by the {bot} bot</source>
        <translation>Joué par le bot {bot}</translation>
    </message>
    <message>
        <source>no preview</source>
        <translation>pas d&apos;aperçu</translation>
    </message>
    <message>
        <source>Downloading {id} {version}…</source>
        <translation>Téléchargement de {id} {version}…</translation>
    </message>
    <message>
        <source>Refused: {reason}</source>
        <translation>Refusé : {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n catalogue(s) refreshed</source>
        <translation>
            <numerusform>%n catalogue actualisé</numerusform>
            <numerusform>%n catalogues actualisés</numerusform>
        </translation>
    </message>
    <message>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>moyenne</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>difficulty unknown</source>
        <translation>difficulté inconnue</translation>
    </message>
</context>
<context>
    <name>CanvasView</name>
    <message>
        <source>Board canvas</source>
        <translation>Plan du plateau</translation>
    </message>
</context>
<context>
    <name>CommandPalette</name>
    <message>
        <source>Find action</source>
        <translation>Chercher une action</translation>
    </message>
    <message>
        <source>Type a command or a menu…</source>
        <translation>Tapez une commande ou un menu…</translation>
    </message>
</context>
<context>
    <name>DoorTool</name>
    <message>
        <source>Door {state}</source>
        <translation>Porte {state}</translation>
    </message>
    <message>
        <source>A door space goes on a board cell</source>
        <translation>Une case-porte se place sur une case du plateau</translation>
    </message>
    <message>
        <source>Place door space</source>
        <translation>Poser une case-porte</translation>
    </message>
    <message>
        <source>A door goes between two board cells</source>
        <translation>Une porte se place entre deux cases du plateau</translation>
    </message>
    <message>
        <source>Place door</source>
        <translation>Poser une porte</translation>
    </message>
    <message>
        <source>Door: Shift+arrow puts a door on that side of the cursor cell; Shift+Enter makes the cell a door space</source>
        <translation>Porte : Maj+flèche pose une porte sur ce côté de la case du curseur ; Maj+Entrée fait de la case une case-porte</translation>
    </message>
</context>
<context>
    <name>EdgeTool</name>
    <message>
        <source>Nothing to change there</source>
        <translation>Rien à changer ici</translation>
    </message>
    <message>
        <source>Edges are painted between two board cells (the board&apos;s outline always blocks)</source>
        <translation>Les bords se peignent entre deux cases du plateau (le contour du plateau bloque toujours)</translation>
    </message>
    <message>
        <source>{label} × {count}</source>
        <translation>{label} × {count}</translation>
    </message>
    <message>
        <source>{label}: Shift+arrow paints that side of the cursor cell</source>
        <translation>{label} : Maj+flèche peint ce côté de la case du curseur</translation>
    </message>
</context>
<context>
    <name>EditCommands</name>
    <message>
        <source>Nothing to copy: select tiles, tokens or doors</source>
        <translation>Rien à copier : sélectionnez des tuiles, des jetons ou des portes</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n object(s)</source>
        <translation>
            <numerusform>%n objet copié</numerusform>
            <numerusform>%n objets copiés</numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard holds no Questwright objects</source>
        <translation>Le presse-papiers ne contient aucun objet Questwright</translation>
    </message>
    <message>
        <source>The clipboard holds {held} objects; this is a {system} quest</source>
        <translation>Le presse-papiers contient des objets {held} ; cette quête est en {system}</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n object(s)</source>
        <translation>
            <numerusform>Coller %n objet</numerusform>
            <numerusform>Coller %n objets</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing selected to delete</source>
        <translation>Aucune sélection à supprimer</translation>
    </message>
    <message numerus="yes">
        <source>Cut %n object(s)</source>
        <translation>
            <numerusform>Couper %n objet</numerusform>
            <numerusform>Couper %n objets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n object(s)</source>
        <translation>
            <numerusform>Supprimer %n objet</numerusform>
            <numerusform>Supprimer %n objets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rotate %n tile(s)</source>
        <translation>
            <numerusform>Tourner %n tuile</numerusform>
            <numerusform>Tourner %n tuiles</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn facing</source>
        <translation>Tourner l&apos;orientation</translation>
    </message>
    <message>
        <source>R rotates the tile in hand, selected tiles or facing tokens</source>
        <translation>R tourne la tuile en main, les tuiles sélectionnées ou les jetons orientés</translation>
    </message>
    <message numerus="yes">
        <source>Flip %n tile(s)</source>
        <translation>
            <numerusform>Retourner %n tuile</numerusform>
            <numerusform>Retourner %n tuiles</numerusform>
        </translation>
    </message>
    <message>
        <source>Alt+arrow moves the selection; select something first</source>
        <translation>Alt+flèche déplace la sélection ; sélectionnez d&apos;abord quelque chose</translation>
    </message>
</context>
<context>
    <name>EraseTool</name>
    <message>
        <source>Erase token</source>
        <translation>Effacer le jeton</translation>
    </message>
    <message>
        <source>Erase edge</source>
        <translation>Effacer le bord</translation>
    </message>
    <message>
        <source>Erase tile</source>
        <translation>Effacer la tuile</translation>
    </message>
</context>
<context>
    <name>ExportPackDialog</name>
    <message>
        <source>Export Quest Pack</source>
        <translation>Exporter un pack de quêtes</translation>
    </message>
    <message>
        <source>Quests in the pack</source>
        <translation>Quêtes du pack</translation>
    </message>
    <message>
        <source>Add quests…</source>
        <translation>Ajouter des quêtes…</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Ajouter un dossier…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Tilesets carried by the pack</source>
        <translation>Jeux de tuiles emportés par le pack</translation>
    </message>
    <message>
        <source>Add tileset…</source>
        <translation>Ajouter un jeu de tuiles…</translation>
    </message>
    <message>
        <source>Quests (checked ones are packed)</source>
        <translation>Quêtes (celles cochées sont emballées)</translation>
    </message>
    <message>
        <source>Custom tilesets carried:</source>
        <translation>Jeux de tuiles personnels emportés :</translation>
    </message>
    <message>
        <source>from the name</source>
        <translation>d&apos;après le nom</translation>
    </message>
    <message>
        <source>comma-separated</source>
        <translation>séparés par des virgules</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Add translation</source>
        <translation>Ajouter une traduction</translation>
    </message>
    <message>
        <source>Manifest</source>
        <translation>Manifeste</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>&amp;Identifiant :</translation>
    </message>
    <message>
        <source>&amp;Version:</source>
        <translation>&amp;Version :</translation>
    </message>
    <message>
        <source>&amp;Authors:</source>
        <translation>&amp;Auteurs :</translation>
    </message>
    <message>
        <source>&amp;Licence:</source>
        <translation>&amp;Licence :</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>Lan&amp;gue :</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Description :</translation>
    </message>
    <message>
        <source>Translations:</source>
        <translation>Traductions :</translation>
    </message>
    <message>
        <source>Validation summary</source>
        <translation>Résumé de la validation</translation>
    </message>
    <message>
        <source>Pack quests with validation errors anyway</source>
        <translation>Emballer quand même les quêtes en erreur</translation>
    </message>
    <message>
        <source>Validation (as `questwright pack build` sees it):</source>
        <translation>Validation (telle que `questwright pack build` la voit) :</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>My quests</source>
        <translation>Mes quêtes</translation>
    </message>
    <message>
        <source>ready to export</source>
        <translation>prêt à exporter</translation>
    </message>
    <message>
        <source>cannot be exported as it is</source>
        <translation>ne peut pas être exporté en l&apos;état</translation>
    </message>
    <message>
        <source>{quests}, {tilesets}: {errors}, {warnings} — {verdict}.</source>
        <translation>{quests}, {tilesets} : {errors}, {warnings} — {verdict}.</translation>
    </message>
    <message numerus="yes">
        <source>%n quest(s)</source>
        <translation>
            <numerusform>%n quête</numerusform>
            <numerusform>%n quêtes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tileset(s)</source>
        <translation>
            <numerusform>%n jeu de tuiles</numerusform>
            <numerusform>%n jeux de tuiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot write {path}: {exc}</source>
        <translation>Impossible d&apos;écrire {path} : {exc}</translation>
    </message>
    <message>
        <source>Add Quests</source>
        <translation>Ajouter des quêtes</translation>
    </message>
    <message>
        <source>Quests (*.quest.json);;All files (*)</source>
        <translation>Quêtes (*.quest.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Add Quests of a Folder</source>
        <translation>Ajouter les quêtes d&apos;un dossier</translation>
    </message>
    <message>
        <source>Add Tilesets</source>
        <translation>Ajouter des jeux de tuiles</translation>
    </message>
    <message>
        <source>Tilesets (*.tiles.json);;All files (*)</source>
        <translation>Jeux de tuiles (*.tiles.json);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>FileCommands</name>
    <message>
        <source>Questwright quests (*.quest.json);;JSON files (*.json);;All files (*)</source>
        <translation>Quêtes Questwright (*.quest.json);;Fichiers JSON (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Untitled quest</source>
        <translation>Quête sans titre</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>Save the changes to {display_name}?</source>
        <translation>Enregistrer les modifications de {display_name} ?</translation>
    </message>
    <message>
        <source>New {system} quest</source>
        <translation>Nouvelle quête {system}</translation>
    </message>
    <message>
        <source>Open quest</source>
        <translation>Ouvrir une quête</translation>
    </message>
    <message>
        <source>{name} is open already</source>
        <translation>{name} est déjà ouvert</translation>
    </message>
    <message>
        <source>unknown problem</source>
        <translation>problème inconnu</translation>
    </message>
    <message>
        <source>Could not open {name}: {message}</source>
        <translation>Impossible d&apos;ouvrir {name} : {message}</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Impossible d&apos;ouvrir le fichier</translation>
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
            <numerusform>Copie réparée de {name} ouverte : %n problème ; voir Problèmes</numerusform>
            <numerusform>Copie réparée de {name} ouverte : %n problèmes ; voir Problèmes</numerusform>
        </translation>
    </message>
    <message>
        <source>Opened {path}</source>
        <translation>{path} ouvert</translation>
    </message>
    <message>
        <source>Save quest as</source>
        <translation>Enregistrer la quête sous</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Non enregistré</translation>
    </message>
    <message>
        <source>The quest does not match the file format:
{exc}</source>
        <translation>La quête ne respecte pas le format de fichier :
{exc}</translation>
    </message>
    <message>
        <source>Cannot write {path}:
{reason}</source>
        <translation>Impossible d&apos;écrire {path} :
{reason}</translation>
    </message>
    <message>
        <source>Saved {path} (previous version kept as {name})</source>
        <translation>{path} enregistré (version précédente gardée sous {name})</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>{path} enregistré</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Revenir</translation>
    </message>
    <message>
        <source>Drop every change since {name} was saved?</source>
        <translation>Abandonner toutes les modifications depuis l&apos;enregistrement de {name} ?</translation>
    </message>
    <message>
        <source>Reverted to {path}</source>
        <translation>Retour à {path}</translation>
    </message>
    <message>
        <source>Export PNG</source>
        <translation>Exporter en PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>Not exported</source>
        <translation>Non exporté</translation>
    </message>
    <message>
        <source>Exported {path}</source>
        <translation>{path} exporté</translation>
    </message>
    <message>
        <source>Export Quest Sheet</source>
        <translation>Exporter la fiche de quête</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf);;PNG images, one per page (*.png)</source>
        <translation>Documents PDF (*.pdf);;Images PNG, une par page (*.png)</translation>
    </message>
    <message>
        <source> ({count} pages)</source>
        <translation> ({count} pages)</translation>
    </message>
    <message>
        <source>Exported the quest sheet to {path}{pages}</source>
        <translation>Fiche de quête exportée vers {path}{pages}</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>&amp;Clear list</source>
        <translation>&amp;Vider la liste</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Récupérer le travail non enregistré</translation>
    </message>
    <message>
        <source>Questwright was closed while “{title}” had unsaved changes{original}.
Recover them?</source>
        <translation>Questwright a été fermé alors que « {title} » avait des modifications non enregistrées{original}.
Les récupérer ?</translation>
    </message>
    <message>
        <source>Recovered unsaved work; save it to keep it</source>
        <translation>Travail non enregistré récupéré ; enregistrez-le pour le garder</translation>
    </message>
</context>
<context>
    <name>Forms</name>
    <message>
        <source>Stable id; other objects refer to it (renaming updates them)</source>
        <translation>Identifiant stable ; d&apos;autres objets y font référence (le renommer les met à jour)</translation>
    </message>
    <message>
        <source>An id is required</source>
        <translation>Un identifiant est obligatoire</translation>
    </message>
    <message>
        <source>Use letters, digits and - _ . : / (starting with a letter or digit)</source>
        <translation>Utilisez lettres, chiffres et - _ . : / (en commençant par une lettre ou un chiffre)</translation>
    </message>
    <message>
        <source>{id!r} is already used</source>
        <translation>{id!r} est déjà utilisé</translation>
    </message>
    <message>
        <source>{what}, comma separated</source>
        <translation>{what}, séparés par des virgules</translation>
    </message>
    <message>
        <source>unknown: {ids}</source>
        <translation>inconnus : {ids}</translation>
    </message>
    <message>
        <source>{text!r} is not a known id of the allowed kinds</source>
        <translation>{text!r} n&apos;est pas un identifiant connu des types permis</translation>
    </message>
</context>
<context>
    <name>GameData</name>
    <message>
        <source>A Treasure token placed face up by the quest; picking it up draws an Item card of its rarity.</source>
        <translation>Un jeton Trésor posé face visible par la quête ; le ramasser fait piocher une carte Objet de sa rareté.</translation>
    </message>
    <message>
        <source>A destructible structural flaw standing in a zone, attacked like an enemy. Pillars that block an edge are quest edges of kind `barrier` instead. The component count is not in the rules text.</source>
        <translation>Un point faible de la structure, destructible, dans une zone, attaqué comme un ennemi. Les piliers qui bloquent un bord sont plutôt des bords de quête de type `barrier`. Le nombre de pièces n&apos;est pas dans le texte des règles.</translation>
    </message>
    <message>
        <source>A door token; the flags are for a closed door. An open door lets movement and sight through and never closes again. Opening one costs 1 MP from a zone beside it.</source>
        <translation>Un jeton de porte ; les indicateurs valent pour une porte fermée. Une porte ouverte laisse passer le déplacement et la vue et ne se referme jamais. En ouvrir une coûte 1 PM depuis une zone voisine.</translation>
    </message>
    <message>
        <source>A door token; the flags are for a closed door. Heroes open it for 1 MP from a zone beside it (mobs never open doors); the first door opened reveals the room.</source>
        <translation>Un jeton de porte ; les indicateurs valent pour une porte fermée. Les héros l&apos;ouvrent pour 1 PM depuis une zone voisine (les monstres n&apos;ouvrent jamais de porte) ; la première porte ouverte révèle la salle.</translation>
    </message>
    <message>
        <source>A gap in a room&apos;s walls where the quest places a door token.</source>
        <translation>Une ouverture dans les murs d&apos;une salle où la quête place un jeton de porte.</translation>
    </message>
    <message>
        <source>A gap in a wall. Joins room zones into one chamber; a door token may be placed in it.</source>
        <translation>Une ouverture dans un mur. Réunit des zones de salle en une chambre ; on peut y placer un jeton de porte.</translation>
    </message>
    <message>
        <source>A monster figure placed when its area is revealed. Large figures give their footprint with size [w, h]; the anchor cell is the top-left space. The limit is the number of monster figures in the box.</source>
        <translation>Une figurine de monstre posée quand sa zone est révélée. Les grandes figurines donnent leur emprise avec size [w, h] ; la case d&apos;ancrage est celle en haut à gauche. La limite est le nombre de figurines de monstres de la boîte.</translation>
    </message>
    <message>
        <source>A monster placed by the scenario (stand-in stats).</source>
        <translation>Un monstre posé par le scénario (caractéristiques de remplacement).</translation>
    </message>
    <message>
        <source>A named Guard card (its name or id) placed instead of a drawn one, e.g. a fixed Mob at setup; its level is the token&apos;s level.</source>
        <translation>Une carte Garde nommée (son nom ou son id) posée à la place d&apos;une carte piochée, p. ex. une Horde fixe à la mise en place ; son niveau est celui du jeton.</translation>
    </message>
    <message>
        <source>A named Mob, or empty for a random level 1-2 Mob card.</source>
        <translation>Une Horde nommée, ou vide pour une carte Horde de niveau 1-2 au hasard.</translation>
    </message>
    <message>
        <source>A painted line between two zones: no barrier for movement or sight.</source>
        <translation>Une ligne peinte entre deux zones : aucun obstacle au déplacement ni à la vue.</translation>
    </message>
    <message>
        <source>A starting space for one explorer.</source>
        <translation>Une case de départ pour un explorateur.</translation>
    </message>
    <message>
        <source>A zombie figure placed by a quest or a converted spawn token.</source>
        <translation>Une figurine de zombie posée par une quête ou issue d&apos;un jeton d&apos;apparition converti.</translation>
    </message>
    <message>
        <source>A zone of the Boss Room where heroes may be placed when the boss fight starts.</source>
        <translation>Une zone de la salle du boss où les héros peuvent être placés quand le combat contre le boss commence.</translation>
    </message>
    <message>
        <source>Abyss</source>
        <translation>Abîme</translation>
    </message>
    <message>
        <source>Alcove dead end</source>
        <translation>Alcôve en cul-de-sac</translation>
    </message>
    <message>
        <source>An objective (done) or trigger (fired) before which the staircases of this group cannot be used, such as going down to the next stage only once its guardian is dead. Absent: usable from the start.</source>
        <translation>Un objectif (rempli) ou un déclencheur (déclenché) avant lequel les escaliers de ce groupe sont inutilisables, par exemple ne descendre à l&apos;étage suivant qu&apos;une fois son gardien mort. Absent : utilisables dès le début.</translation>
    </message>
    <message>
        <source>Armoury</source>
        <translation>Armurerie</translation>
    </message>
    <message>
        <source>Artifact</source>
        <translation>Artefact</translation>
    </message>
    <message>
        <source>Artifact objective token; its effect is set by the quest (a tradeable item, a key, an Artifact card).</source>
        <translation>Jeton d&apos;objectif Artefact ; son effet est fixé par la quête (un objet échangeable, une clé, une carte Artefact).</translation>
    </message>
    <message>
        <source>Back corridor</source>
        <translation>Couloir de service</translation>
    </message>
    <message>
        <source>Barracks</source>
        <translation>Caserne</translation>
    </message>
    <message>
        <source>Barrel spot</source>
        <translation>Emplacement de baril</translation>
    </message>
    <message>
        <source>Barrier (md1): blue defence dice it rolls.</source>
        <translation>Barrière (md1) : les dés de défense bleus qu&apos;elle lance.</translation>
    </message>
    <message>
        <source>Barrier (md1): false: nobody can attack it and only a trigger&apos;s `destroy` effect removes it (absent or true: heroes attack it like an enemy).</source>
        <translation>Barrière (md1) : false : personne ne peut l&apos;attaquer et seul l&apos;effet `destroy` d&apos;un déclencheur la retire (absent ou true : les héros l&apos;attaquent comme un ennemi).</translation>
    </message>
    <message>
        <source>Barrier (md1): its health when attacked (default: the parameter pillarHealth).</source>
        <translation>Barrière (md1) : ses points de vie quand on l&apos;attaque (par défaut : le paramètre pillarHealth).</translation>
    </message>
    <message>
        <source>Billiard room</source>
        <translation>Salle de billard</translation>
    </message>
    <message>
        <source>Blocks movement and line of sight; encloses room zones.</source>
        <translation>Bloque le déplacement et la ligne de vue ; entoure les zones de salle.</translation>
    </message>
    <message>
        <source>Blocks movement and line of sight; surrounds rooms.</source>
        <translation>Bloque le déplacement et la ligne de vue ; entoure les salles.</translation>
    </message>
    <message>
        <source>Board direction that quest text calls north.</source>
        <translation>Direction du plateau que le texte de la quête appelle le nord.</translation>
    </message>
    <message>
        <source>Boiler room</source>
        <translation>Chaufferie</translation>
    </message>
    <message>
        <source>Boss</source>
        <translation>Boss</translation>
    </message>
    <message>
        <source>Boss-fight hero zone</source>
        <translation>Zone des héros du combat de boss</translation>
    </message>
    <message>
        <source>Bridge 1</source>
        <translation>Pont 1</translation>
    </message>
    <message>
        <source>Bridge 2</source>
        <translation>Pont 2</translation>
    </message>
    <message>
        <source>Burn marker</source>
        <translation>Marqueur de brûlure</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>Caméra</translation>
    </message>
    <message>
        <source>Camera icon</source>
        <translation>Icône de caméra</translation>
    </message>
    <message>
        <source>Cellar stair</source>
        <translation>Escalier de la cave</translation>
    </message>
    <message>
        <source>Chapel</source>
        <translation>Chapelle</translation>
    </message>
    <message>
        <source>Chapter space</source>
        <translation>Case de chapitre</translation>
    </message>
    <message>
        <source>Chest</source>
        <translation>Coffre</translation>
    </message>
    <message>
        <source>Cistern</source>
        <translation>Citerne</translation>
    </message>
    <message>
        <source>Code chip</source>
        <translation>Puce de code</translation>
    </message>
    <message>
        <source>Colour of the rune doors it opens.</source>
        <translation>Couleur des portes runiques qu&apos;il ouvre.</translation>
    </message>
    <message>
        <source>Compass rose</source>
        <translation>Rose des vents</translation>
    </message>
    <message>
        <source>Connector</source>
        <translation>Connecteur</translation>
    </message>
    <message>
        <source>Conquest tokens the heroes gain when it dies (named monsters).</source>
        <translation>Jetons de conquête gagnés par les héros à sa mort (monstres nommés).</translation>
    </message>
    <message>
        <source>Conservatory</source>
        <translation>Jardin d&apos;hiver</translation>
    </message>
    <message>
        <source>Corridor</source>
        <translation>Couloir</translation>
    </message>
    <message>
        <source>Corridor bend</source>
        <translation>Coude de couloir</translation>
    </message>
    <message>
        <source>Corruption token</source>
        <translation>Jeton de corruption</translation>
    </message>
    <message>
        <source>Corruption token (corruption-stone zones of a boss room). Shares the box&apos;s 12 time/corruption tokens with `time`.</source>
        <translation>Jeton de corruption (zones de pierre de corruption d&apos;une salle de boss). Partage les 12 jetons temps/corruption de la boîte avec `time`.</translation>
    </message>
    <message>
        <source>Creature</source>
        <translation>Créature</translation>
    </message>
    <message>
        <source>Crooked hall</source>
        <translation>Salle tordue</translation>
    </message>
    <message>
        <source>Crossroads</source>
        <translation>Carrefour</translation>
    </message>
    <message>
        <source>Dark Darker Darkest (compatible)</source>
        <translation>Dark Darker Darkest (compatible)</translation>
    </message>
    <message>
        <source>Dark bridge</source>
        <translation>Pont sombre</translation>
    </message>
    <message>
        <source>Dark bridge zone marker: actors on it die when the bridges are removed by the quest.</source>
        <translation>Marqueur de zone du pont sombre : les figurines qui s&apos;y trouvent meurent quand la quête retire les ponts.</translation>
    </message>
    <message>
        <source>Defence dice it rolls (0: none).</source>
        <translation>Dés de défense qu&apos;il lance (0 : aucun).</translation>
    </message>
    <message>
        <source>Defense room (advanced)</source>
        <translation>Salle de défense (avancé)</translation>
    </message>
    <message>
        <source>Descent: Journeys in the Dark, 1st edition (compatible)</source>
        <translation>Descent: Journeys in the Dark, 1re édition (compatible)</translation>
    </message>
    <message>
        <source>Designer hint for an AI overlord: a good hidden place to spawn. Not a game component; it never overrides the spawning rules.</source>
        <translation>Indication de l&apos;auteur pour un seigneur du mal joué par l&apos;IA : un bon endroit caché où faire apparaître. Pas un élément du jeu ; elle ne prime jamais sur les règles d&apos;apparition.</translation>
    </message>
    <message>
        <source>Destroyed (flames)</source>
        <translation>Détruit (flammes)</translation>
    </message>
    <message>
        <source>Destroyed door</source>
        <translation>Porte détruite</translation>
    </message>
    <message>
        <source>Destroyed space</source>
        <translation>Case détruite</translation>
    </message>
    <message>
        <source>Destroyed token</source>
        <translation>Jeton détruit</translation>
    </message>
    <message>
        <source>Dining room</source>
        <translation>Salle à manger</translation>
    </message>
    <message>
        <source>Direction key (fire spread)</source>
        <translation>Clé de direction (propagation du feu)</translation>
    </message>
    <message>
        <source>Direction symbol</source>
        <translation>Symbole de direction</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>Porte</translation>
    </message>
    <message>
        <source>Door (md1): the room zones it reveals, first to last, where they tie.</source>
        <translation>Porte (md1) : les zones de salle qu&apos;elle révèle, de la première à la dernière, en cas d&apos;égalité.</translation>
    </message>
    <message>
        <source>Doorway</source>
        <translation>Embrasure</translation>
    </message>
    <message>
        <source>Edge of the dungeon (solid rock) or an explicit thin wall.</source>
        <translation>Bord du donjon (roche pleine) ou mur fin explicite.</translation>
    </message>
    <message>
        <source>Encounter</source>
        <translation>Rencontre</translation>
    </message>
    <message>
        <source>Enemies treat it as the top-XP hero and cannot leave its zone while it stands.</source>
        <translation>Les ennemis le traitent comme le héros au plus d&apos;XP et ne peuvent quitter sa zone tant qu&apos;il tient.</translation>
    </message>
    <message>
        <source>Enemy spawn marker</source>
        <translation>Marqueur d&apos;apparition ennemie</translation>
    </message>
    <message>
        <source>Enemy-spawn marker inside a room: when the room is revealed, a Mob of the Dungeon Level spawns here and the marker is removed.</source>
        <translation>Marqueur d&apos;apparition d&apos;ennemis dans une pièce : quand la pièce est révélée, une Horde du niveau du donjon apparaît ici et le marqueur est retiré.</translation>
    </message>
    <message>
        <source>Entrance hall</source>
        <translation>Hall d&apos;entrée</translation>
    </message>
    <message>
        <source>Event space</source>
        <translation>Case d&apos;événement</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Sortie</translation>
    </message>
    <message>
        <source>Exit Zone: the escape target of escape objectives and the second anchor of the enemies&apos; wandering.</source>
        <translation>Zone de sortie : la cible des objectifs de fuite et le second point d&apos;ancrage de l&apos;errance des ennemis.</translation>
    </message>
    <message>
        <source>Exit token</source>
        <translation>Jeton de sortie</translation>
    </message>
    <message>
        <source>Exit zone for quests that end by leaving the dungeon.</source>
        <translation>Zone de sortie des quêtes qui se terminent en quittant le donjon.</translation>
    </message>
    <message>
        <source>Exploding barrel</source>
        <translation>Baril explosif</translation>
    </message>
    <message>
        <source>Explorer start</source>
        <translation>Départ des explorateurs</translation>
    </message>
    <message>
        <source>Face-down chest: interact (1 MP) to gain 2 items (great chest: 3) of the printed rarity, then remove it. The box holds 15 standard and 4 great chests.</source>
        <translation>Coffre face cachée : interagir (1 PM) pour gagner 2 objets (grand coffre : 3) de la rareté imprimée, puis le retirer. La boîte contient 15 coffres ordinaires et 4 grands.</translation>
    </message>
    <message>
        <source>Face-down fountain: interact (1 MP) to heal the printed amount, then remove it.</source>
        <translation>Fontaine face cachée : interagir (1 PM) pour soigner la valeur imprimée, puis la retirer.</translation>
    </message>
    <message>
        <source>Face-down objective</source>
        <translation>Objectif face cachée</translation>
    </message>
    <message>
        <source>Face-down objective slot: at setup a random token from the quest&apos;s pool (setup.facedownPools[pool]) is placed here face down and revealed when picked up.</source>
        <translation>Emplacement d&apos;objectif face cachée : à la mise en place, un jeton tiré au hasard de la réserve de la quête (setup.facedownPools[pool]) est posé ici face cachée et révélé quand on le ramasse.</translation>
    </message>
    <message>
        <source>Face-down trap: a hero who enters the zone flips it and suffers it, then it is removed. Mobs never trigger traps. The box holds 6 spike and 4 bear traps.</source>
        <translation>Piège face cachée : un héros qui entre dans la zone le retourne et le subit, puis il est retiré. Les hordes ne déclenchent jamais les pièges. La boîte contient 6 pièges à pointes et 4 pièges à ours.</translation>
    </message>
    <message>
        <source>Fire token</source>
        <translation>Jeton de feu</translation>
    </message>
    <message>
        <source>Floor line</source>
        <translation>Ligne au sol</translation>
    </message>
    <message>
        <source>Forge</source>
        <translation>Forge</translation>
    </message>
    <message>
        <source>Forge: interact (1 MP, repeatable) to discard 3 items and draw 1 item one rarity above the lowest discarded.</source>
        <translation>Forge : interagir (1 PM, répétable) pour défausser 3 objets et piocher 1 objet d&apos;une rareté au-dessus du plus faible défaussé.</translation>
    </message>
    <message>
        <source>Fountain</source>
        <translation>Fontaine</translation>
    </message>
    <message>
        <source>Furnace stair</source>
        <translation>Escalier de la fournaise</translation>
    </message>
    <message>
        <source>Gas leak (advanced)</source>
        <translation>Fuite de gaz (avancé)</translation>
    </message>
    <message>
        <source>Gatehouse</source>
        <translation>Corps de garde</translation>
    </message>
    <message>
        <source>Glyph of transport</source>
        <translation>Glyphe de transport</translation>
    </message>
    <message>
        <source>Grand stair</source>
        <translation>Grand escalier</translation>
    </message>
    <message>
        <source>Great chamber</source>
        <translation>Grande chambre</translation>
    </message>
    <message>
        <source>Great chest (3 items instead of 2).</source>
        <translation>Grand coffre (3 objets au lieu de 2).</translation>
    </message>
    <message>
        <source>Guard card level; 0 means the current level when it spawns.</source>
        <translation>Niveau de la carte Garde ; 0 signifie le niveau courant au moment de l&apos;apparition.</translation>
    </message>
    <message>
        <source>Guard cards of the current level placed in this zone.</source>
        <translation>Cartes Garde du niveau courant posées dans cette zone.</translation>
    </message>
    <message>
        <source>Guard placement</source>
        <translation>Position de garde</translation>
    </message>
    <message>
        <source>Guard room</source>
        <translation>Salle des gardes</translation>
    </message>
    <message>
        <source>Healing potion</source>
        <translation>Potion de soin</translation>
    </message>
    <message>
        <source>Hero Starting Zone.</source>
        <translation>Zone de départ des héros.</translation>
    </message>
    <message>
        <source>Hero Starting Zone: every hero begins here; also an anchor of the enemies&apos; wandering when all heroes hide.</source>
        <translation>Zone de départ des héros : tous les héros commencent ici ; aussi un point d&apos;ancrage de l&apos;errance des ennemis quand tous les héros se cachent.</translation>
    </message>
    <message>
        <source>Hero start</source>
        <translation>Départ des héros</translation>
    </message>
    <message>
        <source>Hero start space</source>
        <translation>Case de départ des héros</translation>
    </message>
    <message>
        <source>Inactive until the quest wakes it (door opened, pillars destroyed).</source>
        <translation>Inactif jusqu&apos;à ce que la quête le réveille (porte ouverte, piliers détruits).</translation>
    </message>
    <message>
        <source>Infirmary</source>
        <translation>Infirmerie</translation>
    </message>
    <message>
        <source>Kitchen</source>
        <translation>Cuisine</translation>
    </message>
    <message>
        <source>Laboratory</source>
        <translation>Laboratoire</translation>
    </message>
    <message>
        <source>Lair</source>
        <translation>Repaire</translation>
    </message>
    <message>
        <source>Lair objective token; its effect is set by the quest (decoy with XP, nest, lever, switch, spawn point).</source>
        <translation>Jeton d&apos;objectif Repaire ; son effet est fixé par la quête (leurre avec XP, nid, levier, interrupteur, point d&apos;apparition).</translation>
    </message>
    <message>
        <source>Laundry</source>
        <translation>Buanderie</translation>
    </message>
    <message>
        <source>Level of the Treasure card it carries (0: none).</source>
        <translation>Niveau de la carte Trésor qu&apos;il porte (0 : aucune).</translation>
    </message>
    <message>
        <source>Level token</source>
        <translation>Jeton de niveau</translation>
    </message>
    <message>
        <source>Level token (1-5). Its value applies to the whole tile it lies on. The current level rises when a hero stands on, or opens a door into, a tile with a higher value.</source>
        <translation>Jeton de niveau (1-5). Sa valeur vaut pour toute la tuile où il se trouve. Le niveau courant monte quand un héros se tient sur une tuile de valeur plus haute ou y ouvre une porte.</translation>
    </message>
    <message>
        <source>Level value printed on the token, 1 to 5.</source>
        <translation>Valeur de niveau imprimée sur le jeton, de 1 à 5.</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothèque</translation>
    </message>
    <message>
        <source>Library objective token (the rulebook&apos;s &apos;Map&apos; caption is probably the same token); its effect is set by the quest (key, artifact piece, special location).</source>
        <translation>Jeton d&apos;objectif Bibliothèque (la légende « Carte » du livret de règles désigne sans doute le même jeton) ; son effet est fixé par la quête (clé, morceau d&apos;artefact, lieu spécial).</translation>
    </message>
    <message>
        <source>Light source</source>
        <translation>Source de lumière</translation>
    </message>
    <message>
        <source>Light token</source>
        <translation>Jeton de lumière</translation>
    </message>
    <message>
        <source>Link colour; staircases of one colour form a pair.</source>
        <translation>Couleur du lien ; les escaliers d&apos;une même couleur forment une paire.</translation>
    </message>
    <message>
        <source>Linked to every staircase of the same colour: one movement point moves a hero to the other end; sight and attacks pass between linked ends.</source>
        <translation>Relié à chaque escalier de la même couleur : un point de mouvement amène un héros à l&apos;autre bout ; la vue et les attaques passent entre les bouts reliés.</translation>
    </message>
    <message>
        <source>Lock symbol</source>
        <translation>Symbole de serrure</translation>
    </message>
    <message>
        <source>Long corridor</source>
        <translation>Long couloir</translation>
    </message>
    <message>
        <source>Long gallery</source>
        <translation>Longue galerie</translation>
    </message>
    <message>
        <source>Loot marker</source>
        <translation>Marqueur de butin</translation>
    </message>
    <message>
        <source>Loot-marked zone: at setup place 1 / 2 / 3 markers here for 1-2 / 3-4 / 5-6 heroes; on reveal each becomes a Treasure token drawn from the bag. The box holds 28 markers.</source>
        <translation>Zone marquée de butin : à la mise en place, posez ici 1 / 2 / 3 marqueurs pour 1-2 / 3-4 / 5-6 héros ; à la révélation chacun devient un jeton Trésor tiré du sac. La boîte contient 28 marqueurs.</translation>
    </message>
    <message>
        <source>Lurking creature (advanced)</source>
        <translation>Créature tapie (avancé)</translation>
    </message>
    <message>
        <source>Machina Arcana (compatible)</source>
        <translation>Machina Arcana (compatible)</translation>
    </message>
    <message>
        <source>Map marker: when the chamber holding it is first revealed, draw extra Guard cards here on top of the Door card.</source>
        <translation>Marqueur de carte : quand la salle qui le contient est révélée pour la première fois, piochez ici des cartes Garde en plus de la carte Porte.</translation>
    </message>
    <message>
        <source>Massive Darkness (compatible)</source>
        <translation>Massive Darkness (compatible)</translation>
    </message>
    <message>
        <source>Massive Darkness 2: Hellscape (compatible)</source>
        <translation>Massive Darkness 2: Hellscape (compatible)</translation>
    </message>
    <message>
        <source>Meant for a large monster; the footprint (size) must fit.</source>
        <translation>Prévu pour un grand monstre ; l&apos;emprise (size) doit tenir.</translation>
    </message>
    <message>
        <source>Mob symbol on the quest map: at setup draw a level 1-2 Mob card with a Mob Item card and place it here.</source>
        <translation>Symbole de horde sur la carte de quête : à la mise en place, piochez une carte Horde de niveau 1-2 avec une carte Objet de horde et placez-la ici.</translation>
    </message>
    <message>
        <source>Money pile</source>
        <translation>Tas d&apos;argent</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>Monstre</translation>
    </message>
    <message>
        <source>Monster type id (see parameters.monsterTypes for the stand-in list and footprints).</source>
        <translation>Id du type de monstre (voir parameters.monsterTypes pour la liste de remplacement et les emprises).</translation>
    </message>
    <message>
        <source>Morning room</source>
        <translation>Petit salon</translation>
    </message>
    <message>
        <source>Music room</source>
        <translation>Salle de musique</translation>
    </message>
    <message>
        <source>Name of a named monster.</source>
        <translation>Nom d&apos;un monstre nommé.</translation>
    </message>
    <message>
        <source>Name of the boss card.</source>
        <translation>Nom de la carte du boss.</translation>
    </message>
    <message>
        <source>Name of the monster or &apos;random-lesser&apos; / &apos;random-greater&apos;.</source>
        <translation>Nom du monstre ou &apos;random-lesser&apos; / &apos;random-greater&apos;.</translation>
    </message>
    <message>
        <source>Name of the pool in setup.facedownPools this slot draws from.</source>
        <translation>Nom de la réserve de setup.facedownPools où pioche cet emplacement.</translation>
    </message>
    <message>
        <source>Name of the relic (our own stand-in).</source>
        <translation>Nom de la relique (notre propre remplacement).</translation>
    </message>
    <message>
        <source>Nemesis</source>
        <translation>Némésis</translation>
    </message>
    <message>
        <source>Never moves; if it cannot attack it does nothing.</source>
        <translation>Ne se déplace jamais ; s&apos;il ne peut pas attaquer, il ne fait rien.</translation>
    </message>
    <message>
        <source>No wall; also the join edges of a tile.</source>
        <translation>Pas de mur ; aussi les bords de jonction d&apos;une tuile.</translation>
    </message>
    <message>
        <source>Normal (tan), master (red) or named (red, quest-defined stats).</source>
        <translation>Normal (beige), maître (rouge) ou nommé (rouge, caractéristiques fixées par la quête).</translation>
    </message>
    <message>
        <source>Nothing between two spaces of the same map piece.</source>
        <translation>Rien entre deux cases de la même pièce de carte.</translation>
    </message>
    <message>
        <source>Nursery</source>
        <translation>Chambre d&apos;enfant</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>Objective token; its meaning is set by the quest.</source>
        <translation>Jeton d&apos;objectif ; sa signification est fixée par la quête.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvert</translation>
    </message>
    <message>
        <source>Opened for two movement points by a hero alone in its space; its number is looked up in the quest&apos;s chest table for its tier.</source>
        <translation>Ouvert pour deux points de mouvement par un héros seul sur sa case ; son numéro se lit dans la table des coffres de la quête pour son palier.</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Ouverture</translation>
    </message>
    <message>
        <source>Optional machine-readable effect for the engine, e.g. &apos;wound:1&apos; or &apos;conquest:+1&apos;.</source>
        <translation>Effet facultatif lisible par le moteur, p. ex. &apos;wound:1&apos; ou &apos;conquest:+1&apos;.</translation>
    </message>
    <message>
        <source>Optional: a space where a hero deploys, in seat order. Without start markers heroes deploy on or next to an active glyph of the start area.</source>
        <translation>Facultatif : une case où un héros se déploie, dans l&apos;ordre des places. Sans marqueurs de départ, les héros se déploient sur un glyphe actif de la zone de départ ou à côté.</translation>
    </message>
    <message>
        <source>Parlour</source>
        <translation>Salon</translation>
    </message>
    <message>
        <source>Passage</source>
        <translation>Passage</translation>
    </message>
    <message>
        <source>Picked up by a hero for free; from then on every hero may open rune doors of its colour. Not an item.</source>
        <translation>Ramassé gratuitement par un héros ; dès lors chaque héros peut ouvrir les portes runiques de sa couleur. Ce n&apos;est pas un objet.</translation>
    </message>
    <message>
        <source>Pillar</source>
        <translation>Pilier</translation>
    </message>
    <message>
        <source>Pillar (in a zone)</source>
        <translation>Pilier (dans une zone)</translation>
    </message>
    <message>
        <source>Pillar standing in a zone: it does not block sight, but a ranged or magic attack into or through its zone rolls one die fewer. The zone can be entered.</source>
        <translation>Pilier dans une zone : il ne bloque pas la vue, mais une attaque à distance ou magique vers sa zone ou à travers elle lance un dé de moins. On peut entrer dans la zone.</translation>
    </message>
    <message>
        <source>Pillared hall</source>
        <translation>Salle à piliers</translation>
    </message>
    <message>
        <source>Pillars</source>
        <translation>Piliers</translation>
    </message>
    <message>
        <source>Pillars laid on an edge as a destructible barrier: nobody moves or attacks through them until they are destroyed (see parameter pillarHealth).</source>
        <translation>Piliers posés sur un bord comme barrière destructible : personne ne se déplace ni n&apos;attaque à travers avant leur destruction (voir le paramètre pillarHealth).</translation>
    </message>
    <message>
        <source>Pipe gallery</source>
        <translation>Galerie des tuyaux</translation>
    </message>
    <message>
        <source>Pit</source>
        <translation>Fosse</translation>
    </message>
    <message>
        <source>Place 1/2/3 markers by hero count (false: always one).</source>
        <translation>Poser 1/2/3 marqueurs selon le nombre de héros (false : toujours un).</translation>
    </message>
    <message>
        <source>Placed activated (white side up).</source>
        <translation>Posé activé (face blanche visible).</translation>
    </message>
    <message>
        <source>Placed when its area is revealed; a hero ending his move on it triggers its text.</source>
        <translation>Posé quand sa zone est révélée ; un héros qui y termine son déplacement déclenche son texte.</translation>
    </message>
    <message>
        <source>Portal</source>
        <translation>Portail</translation>
    </message>
    <message>
        <source>Portal: on a Mob icon of the Darkness track a Mob spawns at every portal; on a Roaming Monster icon, a Roaming Monster spawns at the roaming portal. The box holds 3 standard portals and 1 roaming portal.</source>
        <translation>Portail : sur une icône Horde de la piste des ténèbres, une Horde apparaît à chaque portail ; sur une icône Monstre errant, un Monstre errant apparaît au portail errant. La boîte contient 3 portails ordinaires et 1 portail errant.</translation>
    </message>
    <message>
        <source>Pre-placed mob</source>
        <translation>Groupe placé d&apos;avance</translation>
    </message>
    <message>
        <source>Pressure hall</source>
        <translation>Salle des pressions</translation>
    </message>
    <message>
        <source>Quarantine ward</source>
        <translation>Quartier de quarantaine</translation>
    </message>
    <message>
        <source>Quest override of a corner room&apos;s function (e.g. the &apos;terminal only&apos; variant).</source>
        <translation>Remplacement par la quête de la fonction d&apos;une pièce d&apos;angle (p. ex. la variante &apos;terminal seulement&apos;).</translation>
    </message>
    <message>
        <source>Questwright extension: overrides the printed function of a corner room for one quest.</source>
        <translation>Extension de Questwright : remplace, pour une quête, la fonction imprimée d&apos;une pièce d&apos;angle.</translation>
    </message>
    <message>
        <source>Questwright&apos;s own stand-in data (token list, limits and parameters paraphrased from the rules digest); not the publisher&apos;s components or texts. Edit it to match your copy.</source>
        <translation>Données de remplacement propres à Questwright (liste des jetons, limites et paramètres reformulés d&apos;après le résumé des règles) ; ni les éléments ni les textes de l&apos;éditeur. Modifiez-les pour qu&apos;elles correspondent à votre exemplaire.</translation>
    </message>
    <message>
        <source>Questwright&apos;s own stand-in data in the game&apos;s style, not the publisher&apos;s components, texts or maps.</source>
        <translation>Données de remplacement propres à Questwright dans le style du jeu, ni les éléments, ni les textes, ni les cartes de l&apos;éditeur.</translation>
    </message>
    <message>
        <source>Questwright&apos;s own stand-in data, not the publisher&apos;s components.</source>
        <translation>Données de remplacement propres à Questwright, pas les éléments de l&apos;éditeur.</translation>
    </message>
    <message>
        <source>Rarity of the token (&apos;bag&apos;: draw one from the bag at setup).</source>
        <translation>Rareté du jeton (&apos;bag&apos; : en tirer un du sac à la mise en place).</translation>
    </message>
    <message>
        <source>Reactor vault</source>
        <translation>Caveau du réacteur</translation>
    </message>
    <message>
        <source>Recharge station</source>
        <translation>Station de recharge</translation>
    </message>
    <message>
        <source>Relic</source>
        <translation>Relique</translation>
    </message>
    <message>
        <source>Roaming monster start</source>
        <translation>Départ du monstre errant</translation>
    </message>
    <message>
        <source>Room function</source>
        <translation>Fonction de pièce</translation>
    </message>
    <message>
        <source>Room function marker</source>
        <translation>Marqueur de fonction de pièce</translation>
    </message>
    <message>
        <source>Rubble</source>
        <translation>Gravats</translation>
    </message>
    <message>
        <source>Rune key</source>
        <translation>Clé runique</translation>
    </message>
    <message>
        <source>Searched cube</source>
        <translation>Cube de fouille</translation>
    </message>
    <message>
        <source>Seat order of the hero who deploys here (1 = first hero).</source>
        <translation>Ordre de place du héros qui se déploie ici (1 = premier héros).</translation>
    </message>
    <message>
        <source>Servants&apos; hall</source>
        <translation>Salle des domestiques</translation>
    </message>
    <message>
        <source>Server room</source>
        <translation>Salle des serveurs</translation>
    </message>
    <message>
        <source>Short corridor</source>
        <translation>Couloir court</translation>
    </message>
    <message>
        <source>Shows which way is north for quest text; collected rune keys are kept beside it. Its cell only positions the icon.</source>
        <translation>Indique le nord pour le texte de la quête ; les clés runiques ramassées sont gardées à côté. Sa case ne sert qu&apos;à placer l&apos;icône.</translation>
    </message>
    <message>
        <source>Slime</source>
        <translation>Vase</translation>
    </message>
    <message>
        <source>Spans two spaces; while closed it blocks movement, sight and every attack. Opening or closing costs movement points; an open door is removed from the board.</source>
        <translation>Couvre deux cases ; fermée, elle bloque le déplacement, la vue et toute attaque. L&apos;ouvrir ou la fermer coûte des points de mouvement ; une porte ouverte est retirée du plateau.</translation>
    </message>
    <message>
        <source>Spawn hint</source>
        <translation>Indice d&apos;apparition</translation>
    </message>
    <message>
        <source>Spawn room of a split tile</source>
        <translation>Pièce d&apos;apparition d&apos;une tuile partagée</translation>
    </message>
    <message>
        <source>Spawn space</source>
        <translation>Case d&apos;apparition</translation>
    </message>
    <message>
        <source>Special location</source>
        <translation>Lieu spécial</translation>
    </message>
    <message>
        <source>Special treasure: draw from the tile level + 1 (on a level-5 tile, draw two level-5 cards). At most 4 in the box.</source>
        <translation>Trésor spécial : piocher au niveau de la tuile + 1 (sur une tuile de niveau 5, piocher deux cartes de niveau 5). 4 au plus dans la boîte.</translation>
    </message>
    <message>
        <source>Spike trap (wounds) or bear trap (ends the move, loses an action).</source>
        <translation>Piège à pointes (blessures) ou piège à ours (termine le déplacement, fait perdre une action).</translation>
    </message>
    <message>
        <source>Sprinkler control</source>
        <translation>Commande des extincteurs</translation>
    </message>
    <message>
        <source>Staircase</source>
        <translation>Escalier</translation>
    </message>
    <message>
        <source>Staircase pair this end belongs to.</source>
        <translation>Paire d&apos;escaliers à laquelle appartient ce bout.</translation>
    </message>
    <message>
        <source>Staircase: the two staircases of one group are adjacent for movement but give no line of sight.</source>
        <translation>Escalier : les deux escaliers d&apos;un même groupe sont adjacents pour le déplacement mais ne donnent pas de ligne de vue.</translation>
    </message>
    <message>
        <source>Stand-in armor override for a named monster.</source>
        <translation>Armure de remplacement pour un monstre nommé.</translation>
    </message>
    <message>
        <source>Stand-in creature board id.</source>
        <translation>Id du plateau de créature de remplacement.</translation>
    </message>
    <message>
        <source>Stand-in name.</source>
        <translation>Nom de remplacement.</translation>
    </message>
    <message>
        <source>Stand-in nemesis board id; empty: random.</source>
        <translation>Id du plateau de némésis de remplacement ; vide : au hasard.</translation>
    </message>
    <message>
        <source>Stand-in special abilities of a named monster, in our own words.</source>
        <translation>Capacités spéciales de remplacement d&apos;un monstre nommé, avec nos propres mots.</translation>
    </message>
    <message>
        <source>Stand-in speed override for a named monster.</source>
        <translation>Vitesse de remplacement pour un monstre nommé.</translation>
    </message>
    <message>
        <source>Stand-in wounds override for a named monster.</source>
        <translation>Blessures de remplacement pour un monstre nommé.</translation>
    </message>
    <message>
        <source>Standard portal or the Roaming-Monster portal.</source>
        <translation>Portail ordinaire ou portail du Monstre errant.</translation>
    </message>
    <message>
        <source>Stub dead end</source>
        <translation>Bout de cul-de-sac</translation>
    </message>
    <message>
        <source>Study</source>
        <translation>Bureau</translation>
    </message>
    <message>
        <source>Survivors&apos; start (entrance hall)</source>
        <translation>Départ des survivants (hall d&apos;entrée)</translation>
    </message>
    <message>
        <source>T intersection</source>
        <translation>Intersection en T</translation>
    </message>
    <message>
        <source>The border between two of a tile&apos;s nine zones: no barrier.</source>
        <translation>La limite entre deux des neuf zones d&apos;une tuile : aucun obstacle.</translation>
    </message>
    <message>
        <source>The destroyed side is up.</source>
        <translation>La face détruite est visible.</translation>
    </message>
    <message>
        <source>The quest&apos;s boss, placed in its Boss Room and inactive until the fight trigger fires.</source>
        <translation>Le boss de la quête, posé dans sa salle du boss et inactif jusqu&apos;au déclenchement du combat.</translation>
    </message>
    <message>
        <source>Tile 1: Ashen gate / Rift walk</source>
        <translation>Tuile 1 : Porte de cendre / Chemin de la faille</translation>
    </message>
    <message>
        <source>Tile 1: Ossuary cross / Hall of bones</source>
        <translation>Tuile 1 : Croisée de l&apos;ossuaire / Salle des os</translation>
    </message>
    <message>
        <source>Tile 2: Broken nave / Cloister</source>
        <translation>Tuile 2 : Nef brisée / Cloître</translation>
    </message>
    <message>
        <source>Tile 2: Twin cells / Sunken hall</source>
        <translation>Tuile 2 : Cellules jumelles / Salle engloutie</translation>
    </message>
    <message>
        <source>Tile 3: Crossroads / Shard shrine</source>
        <translation>Tuile 3 : Carrefour / Sanctuaire de l&apos;éclat</translation>
    </message>
    <message>
        <source>Tile 3: Vault of echoes / Twin halls</source>
        <translation>Tuile 3 : Voûte des échos / Salles jumelles</translation>
    </message>
    <message>
        <source>Tile 4: Crooked passage / Chapel of saints</source>
        <translation>Tuile 4 : Passage tordu / Chapelle des saints</translation>
    </message>
    <message>
        <source>Tile 4: Guard post / Broken floor</source>
        <translation>Tuile 4 : Poste de garde / Sol brisé</translation>
    </message>
    <message>
        <source>Tile 5: Guardroom junction / Stepped gallery</source>
        <translation>Tuile 5 : Jonction de la salle des gardes / Galerie à degrés</translation>
    </message>
    <message>
        <source>Tile 5: Long room / Abyss edge</source>
        <translation>Tuile 5 : Longue salle / Bord de l&apos;abîme</translation>
    </message>
    <message>
        <source>Tile 6: Chapel of thorns / Altar of cinders</source>
        <translation>Tuile 6 : Chapelle des épines / Autel des braises</translation>
    </message>
    <message>
        <source>Tile 6: Watchtower hall / Drowned cells</source>
        <translation>Tuile 6 : Salle de la tour de guet / Cellules noyées</translation>
    </message>
    <message>
        <source>Tile 7: Corner vault / Ember cells</source>
        <translation>Tuile 7 : Voûte d&apos;angle / Cellules des braises</translation>
    </message>
    <message>
        <source>Tile 7: Great hall / Library wing</source>
        <translation>Tuile 7 : Grande salle / Aile de la bibliothèque</translation>
    </message>
    <message>
        <source>Tile 8: Broken stair / Torchlit stair</source>
        <translation>Tuile 8 : Escalier brisé / Escalier aux torches</translation>
    </message>
    <message>
        <source>Tile 8: Throne of ash / Pit of souls</source>
        <translation>Tuile 8 : Trône de cendre / Fosse des âmes</translation>
    </message>
    <message>
        <source>Tile 9: Abyssal threshold / Two chapels</source>
        <translation>Tuile 9 : Seuil de l&apos;abîme / Deux chapelles</translation>
    </message>
    <message>
        <source>Time token</source>
        <translation>Jeton de temps</translation>
    </message>
    <message>
        <source>Time token (hourglass zones of a boss room). Shares the box&apos;s 12 time/corruption tokens with `corruption`.</source>
        <translation>Jeton de temps (zones sablier d&apos;une salle de boss). Partage les 12 jetons temps/corruption de la boîte avec `corruption`.</translation>
    </message>
    <message>
        <source>Trap</source>
        <translation>Piège</translation>
    </message>
    <message>
        <source>Trap lever</source>
        <translation>Levier de piège</translation>
    </message>
    <message>
        <source>Trapped space</source>
        <translation>Case piégée</translation>
    </message>
    <message>
        <source>Treasure</source>
        <translation>Trésor</translation>
    </message>
    <message>
        <source>Treasure marker for a unique relic card; never lost or sold.</source>
        <translation>Marqueur de trésor pour une carte de relique unique ; jamais perdue ni vendue.</translation>
    </message>
    <message>
        <source>Treasure marker; drinking it heals wounds.</source>
        <translation>Marqueur de trésor ; le boire soigne les blessures.</translation>
    </message>
    <message>
        <source>Treasure marker; drinking it restores fatigue.</source>
        <translation>Marqueur de trésor ; le boire rend de la fatigue.</translation>
    </message>
    <message>
        <source>Treasure marker; taking it gives coins to every hero.</source>
        <translation>Marqueur de trésor ; le prendre donne des pièces à chaque héros.</translation>
    </message>
    <message>
        <source>Treasure token: Pick Up draws a Treasure card of the level of the tile it lies on (special: one level higher). The box holds 30 normal and 4 special tokens.</source>
        <translation>Jeton Trésor : Ramasser fait piocher une carte Trésor du niveau de la tuile où il se trouve (spécial : un niveau au-dessus). La boîte contient 30 jetons normaux et 4 spéciaux.</translation>
    </message>
    <message>
        <source>Trophy room</source>
        <translation>Salle des trophées</translation>
    </message>
    <message>
        <source>Two-sided marker. A hero passing over an inactive one activates it; heroes may travel between town and active glyphs. Heroes start on or next to an active glyph; monsters may not stop on an active one.</source>
        <translation>Marqueur recto verso. Un héros qui passe sur un glyphe inactif l&apos;active ; les héros peuvent voyager entre le village et les glyphes actifs. Les héros commencent sur un glyphe actif ou à côté ; les monstres ne peuvent pas s&apos;arrêter sur un glyphe actif.</translation>
    </message>
    <message>
        <source>Upper landing</source>
        <translation>Palier supérieur</translation>
    </message>
    <message>
        <source>Used only with at least this many heroes (maps print 3+ / 5+).</source>
        <translation>Utilisé seulement avec au moins ce nombre de héros (les cartes impriment 3+ / 5+).</translation>
    </message>
    <message>
        <source>Vitality potion</source>
        <translation>Potion de vitalité</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Mur</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Eau</translation>
    </message>
    <message>
        <source>What happens (our own words).</source>
        <translation>Ce qui se passe (nos propres mots).</translation>
    </message>
    <message>
        <source>What happens to the chamber&apos;s Door card.</source>
        <translation>Ce qu&apos;il advient de la carte Porte de la salle.</translation>
    </message>
    <message>
        <source>What this token stands for in the quest (shard, key, altar...).</source>
        <translation>Ce que ce jeton représente dans la quête (éclat, clé, autel...).</translation>
    </message>
    <message>
        <source>Where two map pieces join; open only when both pieces have a connector there.</source>
        <translation>Là où deux pièces de carte se joignent ; ouvert seulement si les deux pièces y ont un raccord.</translation>
    </message>
    <message>
        <source>Which chest pile it is drawn from.</source>
        <translation>La pile de coffres où il est pioché.</translation>
    </message>
    <message>
        <source>Which kind of Guard card to draw.</source>
        <translation>Le type de carte Garde à piocher.</translation>
    </message>
    <message>
        <source>Why this spot.</source>
        <translation>Pourquoi cet endroit.</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenêtre</translation>
    </message>
    <message>
        <source>Workbench</source>
        <translation>Établi</translation>
    </message>
    <message>
        <source>Workshop</source>
        <translation>Atelier</translation>
    </message>
    <message>
        <source>Wounds needed to destroy it.</source>
        <translation>Blessures nécessaires pour le détruire.</translation>
    </message>
    <message>
        <source>Zombie</source>
        <translation>Zombie</translation>
    </message>
    <message>
        <source>Zombie spawn token</source>
        <translation>Jeton d&apos;apparition de zombie</translation>
    </message>
    <message>
        <source>Zone line</source>
        <translation>Ligne de zone</translation>
    </message>
    <message>
        <source>Zone where a Guard card (Mob or Agent) is placed at setup or by a trigger.</source>
        <translation>Zone où une carte Garde (Horde ou Agent) est posée à la mise en place ou par un déclencheur.</translation>
    </message>
    <message>
        <source>Zone where a named or random Roaming Monster is placed at setup.</source>
        <translation>Zone où un Monstre errant nommé ou tiré au hasard est posé à la mise en place.</translation>
    </message>
    <message>
        <source>[SRC/INF] A door is open (passable) or closed (blocks movement and sight). Modelled on the edge between two spaces, or as a door space (doorSpaces: the door occupies a space, B.1); a destroyed door is an open door with a destroyed-door token.</source>
        <translation>[SRC/INF] Une porte est ouverte (franchissable) ou fermée (bloque le déplacement et la vue). Modélisée sur le bord entre deux cases, ou comme case de porte (doorSpaces : la porte occupe une case, B.1) ; une porte détruite est une porte ouverte avec un jeton de porte détruite.</translation>
    </message>
    <message>
        <source>[SRC/INF] Colours of the chip&apos;s icons (red, orange, yellow, green, blue, purple, white); as many as &apos;icons&apos;. Each colour also stands for the equipment symbol that unlocks it.</source>
        <translation>[SRC/INF] Couleurs des icônes de la puce (red, orange, yellow, green, blue, purple, white) ; autant que &apos;icons&apos;. Chaque couleur représente aussi le symbole d&apos;équipement qui la déverrouille.</translation>
    </message>
    <message>
        <source>[SRC/INF] On an open door edge: the door is destroyed and can never be closed again. A quest door may also start with the state destroyed.</source>
        <translation>[SRC/INF] Sur un bord de porte ouverte : la porte est détruite et ne pourra plus jamais être fermée. Une porte de quête peut aussi commencer à l&apos;état détruit.</translation>
    </message>
    <message>
        <source>[SRC] A doorway has no door leaf: printed doorways are &apos;open&apos;. It is locked while a code chip sits on its lock symbol (quest edge with lock &apos;code-chip&apos;, and a code-chip token on the edge); the flags describe that locked state. Chips never block fire.</source>
        <translation>[SRC] Une embrasure n&apos;a pas de battant : les embrasures imprimées sont « open ». Elle est verrouillée tant qu&apos;une puce de code est sur son symbole de serrure (bord de quête avec le verrou &apos;code-chip&apos; et un jeton code-chip sur le bord) ; les indicateurs décrivent cet état verrouillé. Les puces ne bloquent jamais les tirs.</translation>
    </message>
    <message>
        <source>[SRC] A scheming monster has extra actions.</source>
        <translation>[SRC] Un monstre intrigant a des actions supplémentaires.</translation>
    </message>
    <message>
        <source>[SRC] An open gap that can never be locked.</source>
        <translation>[SRC] Une ouverture qui ne peut jamais être verrouillée.</translation>
    </message>
    <message>
        <source>[SRC] An outside wall with a window; must face outside the house.</source>
        <translation>[SRC] Un mur extérieur avec une fenêtre ; doit donner sur l&apos;extérieur de la maison.</translation>
    </message>
    <message>
        <source>[SRC] At most one creature is in the house; stats come from its board (stand-in data).</source>
        <translation>[SRC] Au plus une créature est dans la maison ; ses caractéristiques viennent de son plateau (données de remplacement).</translation>
    </message>
    <message>
        <source>[SRC] Burn markers sit on tiles; the 3rd destroys the tile (flip to side B).</source>
        <translation>[SRC] Les marqueurs de brûlure se posent sur les tuiles ; le 3e détruit la tuile (retournée sur la face B).</translation>
    </message>
    <message>
        <source>[SRC] Face-down horde token; converts into zombies as soon as a survivor has sight of its room.</source>
        <translation>[SRC] Jeton de horde face cachée ; se change en zombies dès qu&apos;un survivant voit sa pièce.</translation>
    </message>
    <message>
        <source>[SRC] Ignores fire.</source>
        <translation>[SRC] Ignore le feu.</translation>
    </message>
    <message>
        <source>[SRC] Impassable obstacle; any hit makes it attack every adjacent unit. Obstacle to ordinary ranged targeting (parameter obstacleTokens).</source>
        <translation>[SRC] Obstacle infranchissable ; toute touche lui fait attaquer chaque unité adjacente. Obstacle pour le ciblage à distance ordinaire (paramètre obstacleTokens).</translation>
    </message>
    <message>
        <source>[SRC] Marks a room as searched (no further search there).</source>
        <translation>[SRC] Marque une pièce comme fouillée (plus de fouille possible).</translation>
    </message>
    <message>
        <source>[SRC] Marks a used action space or (two of them) a sealed spawn space.</source>
        <translation>[SRC] Marque une case d&apos;action utilisée ou (par deux) une case d&apos;apparition scellée.</translation>
    </message>
    <message>
        <source>[SRC] Monster level 1-4.</source>
        <translation>[SRC] Niveau du monstre 1-4.</translation>
    </message>
    <message>
        <source>[SRC] Never moves itself into a pit.</source>
        <translation>[SRC] N&apos;entre jamais de lui-même dans une fosse.</translation>
    </message>
    <message>
        <source>[SRC] Number of equipment icons (the face-down &apos;2&apos; or &apos;3&apos; side).</source>
        <translation>[SRC] Nombre d&apos;icônes d&apos;équipement (la face cachée &apos;2&apos; ou &apos;3&apos;).</translation>
    </message>
    <message>
        <source>[SRC] On a chapter space: lit, so activating it is free. Flips to destroyed when used.</source>
        <translation>[SRC] Sur une case de chapitre : allumée, l&apos;activer est donc gratuit. Passe à détruite une fois utilisée.</translation>
    </message>
    <message>
        <source>[SRC] One face-down chip per lock symbol; while on the doorway it blocks movement, sight, zombies, creatures and cameras (not fire). Corner lock symbols take 3-icon chips.</source>
        <translation>[SRC] Une puce face cachée par symbole de serrure ; tant qu&apos;elle est sur le passage, elle bloque le déplacement, la vue, les zombies, les créatures et les caméras (pas le feu). Les serrures d&apos;angle prennent des puces à 3 icônes.</translation>
    </message>
    <message>
        <source>[SRC] One per camera icon; sees its own room plus the zone-walk ray in its facing. Removed when its tile is destroyed or the showdown starts.</source>
        <translation>[SRC] Une par icône de caméra ; voit sa propre pièce plus le rayon de zones dans sa direction. Retirée quand sa tuile est détruite ou quand l&apos;affrontement final commence.</translation>
    </message>
    <message>
        <source>[SRC] Placed by a blocking chapter; every explorer must exit the tile that holds it before the chapter advances.</source>
        <translation>[SRC] Posé par un chapitre bloquant ; chaque explorateur doit quitter la tuile qui le porte avant que le chapitre avance.</translation>
    </message>
    <message>
        <source>[SRC] Placed in the lab when the showdown starts; heads for the corners outside the lab.</source>
        <translation>[SRC] Posée dans le labo quand l&apos;affrontement final commence ; se dirige vers les angles hors du labo.</translation>
    </message>
    <message>
        <source>[SRC] Survivors enter in the entrance hall (also where zombified survivors return).</source>
        <translation>[SRC] Les survivants entrent par le hall d&apos;entrée (c&apos;est aussi là que reviennent les survivants zombifiés).</translation>
    </message>
    <message>
        <source>[SRC] The nemesis is placed in the lab when the showdown starts; &apos;showdown&apos; tokens are not in play before.</source>
        <translation>[SRC] La némésis est posée dans le labo quand l&apos;affrontement final commence ; les jetons &apos;showdown&apos; ne sont pas en jeu avant.</translation>
    </message>
    <message>
        <source>[SRC] The one orthogonal direction the camera looks; chosen at setup to see the most rooms.</source>
        <translation>[SRC] L&apos;unique direction orthogonale où regarde la caméra ; choisie à la mise en place pour voir le plus de pièces.</translation>
    </message>
    <message>
        <source>[SRC] The single roaming fire; spreads by the fireDirMap roll.</source>
        <translation>[SRC] L&apos;unique feu errant ; se propage selon le jet de fireDirMap.</translation>
    </message>
    <message>
        <source>[SRC] Walls are borders between spaces.</source>
        <translation>[SRC] Les murs sont des limites entre cases.</translation>
    </message>
    <message>
        <source>[SRC] Zombies printed on the back (1-6); placed face down.</source>
        <translation>[SRC] Zombies imprimés au dos (1-6) ; posé face cachée.</translation>
    </message>
    <message>
        <source>attackable</source>
        <translation>attaquable</translation>
    </message>
    <message>
        <source>defence</source>
        <translation>défense</translation>
    </message>
    <message>
        <source>health</source>
        <translation>points de vie</translation>
    </message>
    <message>
        <source>roomOrder</source>
        <translation>ordre des salles</translation>
    </message>
</context>
<context>
    <name>ImportPackDialog</name>
    <message>
        <source>Import Quest Pack</source>
        <translation>Importer un pack de quêtes</translation>
    </message>
    <message>
        <source>Quest</source>
        <translation>Quête</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Héros</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Validation</translation>
    </message>
    <message>
        <source>Quests in the pack</source>
        <translation>Quêtes du pack</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Vérifications</translation>
    </message>
    <message>
        <source>Replace what is installed there</source>
        <translation>Remplacer ce qui y est installé</translation>
    </message>
    <message>
        <source>Install</source>
        <translation>Installer</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>{name} — version {version} ({id})</source>
        <translation>{name} — version {version} ({id})</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>non indiqué</translation>
    </message>
    <message>
        <source>Authors: {authors}</source>
        <translation>Auteurs : {authors}</translation>
    </message>
    <message>
        <source>Licence: {license}</source>
        <translation>Licence : {license}</translation>
    </message>
    <message>
        <source>Needs: {systems}; tilesets {tilesets}</source>
        <translation>Requiert : {systems} ; jeux de tuiles {tilesets}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Carries tilesets: {ids}</source>
        <translation>Emporte les jeux de tuiles : {ids}</translation>
    </message>
    <message>
        <source>{name}: not a readable quest pack</source>
        <translation>{name} : pas un pack de quêtes lisible</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problème</numerusform>
            <numerusform>%n problèmes</numerusform>
        </translation>
    </message>
    <message>
        <source>Install target</source>
        <translation>Destination de l&apos;installation</translation>
    </message>
    <message>
        <source>Installs into {target}{note}</source>
        <translation>S&apos;installe dans {target}{note}</translation>
    </message>
    <message>
        <source>This pack is refused; nothing will be installed.</source>
        <translation>Ce pack est refusé ; rien ne sera installé.</translation>
    </message>
    <message numerus="yes">
        <source>Install although %n quest(s) could not be validated in full within the limits (they are marked in the library)</source>
        <translation>
            <numerusform>Installer bien que %n quête n&apos;ait pas pu être validée entièrement dans les limites (elle est signalée dans la bibliothèque)</numerusform>
            <numerusform>Installer bien que %n quêtes n&apos;aient pas pu être validées entièrement dans les limites (elles sont signalées dans la bibliothèque)</numerusform>
        </translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>non vérifié</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>illisible</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message>
        <source>not validated: {why}</source>
        <translation>non validée : {why}</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
        </translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>Not installed: {exc}</source>
        <translation>Non installé : {exc}</translation>
    </message>
</context>
<context>
    <name>LibraryDialog</name>
    <message>
        <source>Quest Library</source>
        <translation>Bibliothèque de quêtes</translation>
    </message>
    <message>
        <source>&amp;Open in Editor</source>
        <translation>&amp;Ouvrir dans l&apos;éditeur</translation>
    </message>
    <message>
        <source>&amp;Import Pack…</source>
        <translation>&amp;Importer un pack…</translation>
    </message>
    <message>
        <source>&amp;Remove Pack</source>
        <translation>&amp;Retirer le pack</translation>
    </message>
    <message>
        <source>Show &amp;Folder</source>
        <translation>Afficher le &amp;dossier</translation>
    </message>
    <message>
        <source>{packs}, {quests} in {root}</source>
        <translation>{packs}, {quests} dans {root}</translation>
    </message>
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
            <numerusform>%n quête</numerusform>
            <numerusform>%n quêtes</numerusform>
        </translation>
    </message>
    <message>
        <source>No packs installed yet in {root}. Import a .qwpack to start.</source>
        <translation>Aucun pack installé dans {root}. Importez un .qwpack pour commencer.</translation>
    </message>
    <message>
        <source>{path} is missing; reinstall the pack.</source>
        <translation>{path} est manquant ; réinstallez le pack.</translation>
    </message>
    <message>
        <source>Remove Pack</source>
        <translation>Retirer le pack</translation>
    </message>
    <message>
        <source>Remove the pack {pack_id!r} and its quests from the library?
Quests you saved elsewhere are not touched.</source>
        <translation>Retirer le pack {pack_id!r} et ses quêtes de la bibliothèque ?
Les quêtes enregistrées ailleurs ne sont pas touchées.</translation>
    </message>
    <message>
        <source>Import Quest Pack</source>
        <translation>Importer un pack de quêtes</translation>
    </message>
</context>
<context>
    <name>LibraryTree</name>
    <message>
        <source>Pack / quest</source>
        <translation>Pack / quête</translation>
    </message>
    <message>
        <source>Version / system</source>
        <translation>Version / système</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Héros</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>Installed packs and quests</source>
        <translation>Packs et quêtes installés</translation>
    </message>
    <message>
        <source>by {authors}</source>
        <translation>par {authors}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>Palette</source>
        <translation>Palette</translation>
    </message>
    <message>
        <source>Minimap</source>
        <translation>Mini-carte</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Propriétés</translation>
    </message>
    <message>
        <source>Quest</source>
        <translation>Quête</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>Problems (Alt+5; F8 next)</source>
        <translation>Problèmes (Alt+5 ; F8 suivant)</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;ouvert&gt;</translation>
    </message>
    <message>
        <source>&amp;Undo {text}</source>
        <translation>&amp;Annuler {text}</translation>
    </message>
    <message numerus="yes">
        <source>New doors span %n edge(s)</source>
        <translation>
            <numerusform>Les nouvelles portes couvrent %n bord</numerusform>
            <numerusform>Les nouvelles portes couvrent %n bords</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo {text}</source>
        <translation>&amp;Rétablir {text}</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Browse Quests…</source>
        <translation>&amp;Parcourir les quêtes…</translation>
    </message>
    <message>
        <source>Find, install and update packs from your catalogues</source>
        <translation>Trouver, installer et mettre à jour des packs de vos catalogues</translation>
    </message>
    <message>
        <source>{display_name}[*] — {system} — Questwright</source>
        <translation>{display_name}[*] — {system} — Questwright</translation>
    </message>
    <message>
        <source>About Questwright</source>
        <translation>À propos de Questwright</translation>
    </message>
    <message>
        <source>Questwright {version}
Quest editor, validator and test-play engine for tile-based dungeon crawlers.
Tiles and content are Questwright&apos;s own stand-ins.</source>
        <translation>Questwright {version}
Éditeur, validateur et moteur de partie test de quêtes pour les jeux d&apos;exploration de donjons à tuiles.
Les tuiles et contenus sont des substituts propres à Questwright.</translation>
    </message>
    <message>
        <source>{name}: not available for this system</source>
        <translation>{name} : indisponible pour ce système</translation>
    </message>
    <message>
        <source>No problems</source>
        <translation>Aucun problème</translation>
    </message>
    <message>
        <source>Cell {x},{y}</source>
        <translation>Case {x},{y}</translation>
    </message>
    <message>
        <source>off the board</source>
        <translation>hors du plateau</translation>
    </message>
    <message>
        <source>Zone {zone}{detail}{terrain}</source>
        <translation>Zone {zone}{detail}{terrain}</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>vérification…</translation>
    </message>
    <message>
        <source>✖ {errors}  ▲ {warnings}  ℹ {infos}</source>
        <translation>✖ {errors}  ▲ {warnings}  ℹ {infos}</translation>
    </message>
    <message>
        <source>Problems ({errors} errors, {warnings} warnings)</source>
        <translation>Problèmes ({errors} erreurs, {warnings} avertissements)</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Affichage</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <source>Overlays</source>
        <translation>Calques</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <source>&amp;Quest</source>
        <translation>&amp;Quête</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>&amp;Focus</source>
        <translation>A&amp;ller à</translation>
    </message>
    <message>
        <source>&amp;Overlays</source>
        <translation>&amp;Calques</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source> (both faces)</source>
        <translation> (les deux faces)</translation>
    </message>
    <message>
        <source> (empty: {cells})</source>
        <translation> (vides : {cells})</translation>
    </message>
    <message>
        <source>(destroy effects need a ruleset)</source>
        <translation>(les effets de destruction demandent des règles de jeu)</translation>
    </message>
    <message>
        <source>(effect {kind!r} is not supported by this ruleset; ignored)</source>
        <translation>(l&apos;effet {kind!r} n&apos;est pas pris en charge par ces règles ; ignoré)</translation>
    </message>
    <message>
        <source>(give-item effects need a ruleset)</source>
        <translation>(les effets de don d&apos;objet demandent des règles de jeu)</translation>
    </message>
    <message>
        <source>(spawn effects need a ruleset)</source>
        <translation>(les effets d&apos;apparition demandent des règles de jeu)</translation>
    </message>
    <message>
        <source>; also seen by another camera: {rooms}</source>
        <translation> ; vues aussi par une autre caméra : {rooms}</translation>
    </message>
    <message>
        <source>; not facing a best direction: {cameras}</source>
        <translation>; pas orientées vers une meilleure direction : {cameras}</translation>
    </message>
    <message>
        <source>; the first closed boundary on the shortest way there is door {door!r}</source>
        <translation> ; la première limite fermée sur le plus court chemin est la porte {door!r}</translation>
    </message>
    <message>
        <source>; walls close it off (first wall on the shortest way: {edge})</source>
        <translation> ; des murs la ferment (premier mur sur le plus court chemin : {edge})</translation>
    </message>
    <message>
        <source>Add a `wake` effect to a trigger that can fire, or drop `dormant`.</source>
        <translation>Ajoutez un effet `wake` à un déclencheur qui peut se déclencher, ou retirez `dormant`.</translation>
    </message>
    <message>
        <source>Add a condition (`fired`, `done`) so that only the intended order counts, or make the effects agree.</source>
        <translation>Ajoutez une condition (`fired`, `done`) pour que seul l’ordre voulu compte, ou accordez les effets.</translation>
    </message>
    <message>
        <source>Add a key, or make the side doors open without one.</source>
        <translation>Ajoutez une clé, ou faites que les portes secondaires s’ouvrent sans clé.</translation>
    </message>
    <message>
        <source>Add a level token to the tile, or set setup.treasureLevel to &quot;current&quot;.</source>
        <translation>Ajoutez un jeton de niveau à la tuile, ou mettez setup.treasureLevel à &quot;current&quot;.</translation>
    </message>
    <message>
        <source>Add an objective (or a trigger with a win effect).</source>
        <translation>Ajoutez un objectif (ou un déclencheur avec un effet de victoire).</translation>
    </message>
    <message>
        <source>Check the event and the conditions of the spawning trigger.</source>
        <translation>Vérifiez l’événement et les conditions du déclencheur d’apparition.</translation>
    </message>
    <message>
        <source>Check the events and conditions of the triggers the objective waits for.</source>
        <translation>Vérifiez les événements et conditions des déclencheurs que l’objectif attend.</translation>
    </message>
    <message>
        <source>Close the gap with a wall, or remove the door.</source>
        <translation>Fermez le passage par un mur, ou retirez la porte.</translation>
    </message>
    <message>
        <source>Close the gap with walls or impassable spaces, or remove the door.</source>
        <translation>Fermez le passage par des murs ou des cases infranchissables, ou retirez la porte.</translation>
    </message>
    <message>
        <source>Close the view with a door listed in the start area.</source>
        <translation>Coupez la vue par une porte inscrite dans la zone de départ.</translation>
    </message>
    <message>
        <source>Darkness {darkness}</source>
        <translation>Ténèbres {darkness}</translation>
    </message>
    <message>
        <source>Fewer independent triggers (or conditions that tie them together) let the search finish.</source>
        <translation>Moins de déclencheurs indépendants (ou des conditions qui les relient) permettent à la recherche d’aboutir.</translation>
    </message>
    <message>
        <source>Give at most {limit}.</source>
        <translation>N’en donnez pas plus de {limit}.</translation>
    </message>
    <message>
        <source>Give the door a &quot;roomOrder&quot; property (room zone ids, first to last), or change the layout.</source>
        <translation>Donnez à la porte une propriété &quot;roomOrder&quot; (les identifiants des zones de pièce, de la première à la dernière), ou changez la disposition.</translation>
    </message>
    <message>
        <source>Give the heroes more rounds, or move the target nearer the start.</source>
        <translation>Donnez plus de rounds aux héros, ou rapprochez la cible du départ.</translation>
    </message>
    <message>
        <source>Give the objective a soloCount (or a smaller count), or raise party.min.</source>
        <translation>Donnez un soloCount à l’objectif (ou un nombre plus petit), ou augmentez party.min.</translation>
    </message>
    <message>
        <source>Give the trigger a condition (`if` with `done` or `picked`) so that it cannot fire too early, or say in the quest&apos;s text which order is safe.</source>
        <translation>Donnez une condition au déclencheur (`if` avec `done` ou `picked`) pour qu’il ne puisse pas se déclencher trop tôt, ou indiquez dans le texte de la quête quel ordre est sûr.</translation>
    </message>
    <message>
        <source>Known properties: {properties}</source>
        <translation>Propriétés connues : {properties}</translation>
    </message>
    <message>
        <source>LOSS</source>
        <translation>DÉFAITE</translation>
    </message>
    <message>
        <source>Let the trigger wait for the objective (an `if` with `done`), or move what it removes.</source>
        <translation>Faites attendre l’objectif au déclencheur (un `if` avec `done`), ou déplacez ce qu’il retire.</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>Niveau {level}</translation>
    </message>
    <message>
        <source>Lifebringer {name}</source>
        <translation>Porte-Vie {name}</translation>
    </message>
    <message>
        <source>Lifebringers {names}</source>
        <translation>Porte-Vie {names}</translation>
    </message>
    <message>
        <source>List the door in area {earliest!r}.</source>
        <translation>Inscrivez la porte dans la zone nommée {earliest!r}.</translation>
    </message>
    <message>
        <source>Move a key (or lever) out of the loop, or open another way in.</source>
        <translation>Sortez une clé (ou un levier) de la boucle, ou ouvrez un autre accès.</translation>
    </message>
    <message>
        <source>Move it out of sight behind a wall, door or rubble, or waive with a reason.</source>
        <translation>Mettez-le hors de vue derrière un mur, une porte ou des gravats, ou accordez une dérogation motivée.</translation>
    </message>
    <message>
        <source>Move it to a passable space.</source>
        <translation>Déplacez-le sur une case franchissable.</translation>
    </message>
    <message>
        <source>Move them so that they share an edge with the board, or join the pieces with a pair of staircases.</source>
        <translation>Déplacez-les pour qu&apos;elles partagent un bord avec le plateau, ou reliez les morceaux par une paire d&apos;escaliers.</translation>
    </message>
    <message>
        <source>Narrow the party range, or change the setup for those counts.</source>
        <translation>Resserrez la plage du groupe, ou changez la mise en place pour ces nombres.</translation>
    </message>
    <message>
        <source>Open a neighbouring space (remove rubble or a wall).</source>
        <translation>Ouvrez une case voisine (retirez des gravats ou un mur).</translation>
    </message>
    <message>
        <source>Open a way (door, opening), move the spawn point, or waive this warning if the enemy is meant to stay put.</source>
        <translation>Ouvrez un chemin (porte, ouverture), déplacez le point d&apos;apparition, ou accordez une dérogation à cet avertissement si l&apos;ennemi doit rester sur place.</translation>
    </message>
    <message>
        <source>Order the chapters as their objectives follow each other, or drop the objective&apos;s &apos;after&apos;.</source>
        <translation>Ordonnez les chapitres comme se suivent leurs objectifs, ou retirez le « after » de l’objectif.</translation>
    </message>
    <message>
        <source>Place a camera token in {zone}.</source>
        <translation>Placez un jeton de caméra dans {zone}.</translation>
    </message>
    <message>
        <source>Place a door token on one of its doorways.</source>
        <translation>Placez un jeton de porte sur l&apos;une de ses embrasures.</translation>
    </message>
    <message>
        <source>Place a glyph with &quot;active&quot;: true in the start area.</source>
        <translation>Placez un glyphe avec &quot;active&quot;: true dans la zone de départ.</translation>
    </message>
    <message>
        <source>Place it between two tiles, across the abyss.</source>
        <translation>Placez-le entre deux tuiles, au-dessus de l&apos;abîme.</translation>
    </message>
    <message>
        <source>Place its key, give it a condition, or add a trigger with an unlock effect.</source>
        <translation>Placez sa clé, donnez-lui une condition, ou ajoutez un déclencheur avec un effet de déverrouillage.</translation>
    </message>
    <message>
        <source>Place one {label} token.</source>
        <translation>Placez un jeton {label}.</translation>
    </message>
    <message>
        <source>Place the other end in another zone, with the same group or colour.</source>
        <translation>Placez l&apos;autre extrémité dans une autre zone, avec le même groupe ou la même couleur.</translation>
    </message>
    <message>
        <source>Place tokens of neighbouring values, or declare the quest&apos;s patrol fallback.</source>
        <translation>Placez des jetons de valeurs voisines, ou déclarez le repli de patrouille de la quête.</translation>
    </message>
    <message>
        <source>Plant a 3-icon chip and two 2-icon chips whose colours are the sequence.</source>
        <translation>Posez une puce à 3 icônes et deux puces à 2 icônes dont les couleurs forment la séquence.</translation>
    </message>
    <message>
        <source>Put a wall there, or move the door into a 2-wide opening.</source>
        <translation>Mettez-y un mur, ou déplacez la porte dans une ouverture de largeur 2.</translation>
    </message>
    <message>
        <source>Put a wall, an opening or a door there (or make the zone a corridor).</source>
        <translation>Mettez-y un mur, une ouverture ou une porte (ou faites de la zone un couloir).</translation>
    </message>
    <message>
        <source>Put the door on the line between two zones.</source>
        <translation>Placez la porte sur la ligne entre deux zones.</translation>
    </message>
    <message>
        <source>Put the door space between two passable spaces, walls or impassable spaces on its other sides.</source>
        <translation>Placez la case de porte entre deux cases franchissables, avec des murs ou des cases infranchissables sur ses autres côtés.</translation>
    </message>
    <message>
        <source>Remove code chips that are not on lock symbols, or shorten the sequence.</source>
        <translation>Retirez les puces de code qui ne sont pas sur des symboles de serrure, ou raccourcissez la séquence.</translation>
    </message>
    <message>
        <source>Remove it if the problem is gone.</source>
        <translation>Retirez-la si le problème a disparu.</translation>
    </message>
    <message>
        <source>Rename one of them.</source>
        <translation>Renommez l&apos;un d&apos;eux.</translation>
    </message>
    <message>
        <source>Rotate or swap one of the tiles so that the openings meet.</source>
        <translation>Tournez ou échangez l&apos;une des tuiles pour que les ouvertures se rejoignent.</translation>
    </message>
    <message>
        <source>Rotate the tile so that its windows face outside.</source>
        <translation>Tournez la tuile pour que ses fenêtres donnent sur l&apos;extérieur.</translation>
    </message>
    <message>
        <source>Set &quot;state&quot;: &quot;locked&quot; (or drop the lock).</source>
        <translation>Mettez &quot;state&quot;: &quot;locked&quot; (ou retirez la serrure).</translation>
    </message>
    <message>
        <source>Set party to within {min}–{max}.</source>
        <translation>Ramenez le groupe entre {min} et {max}.</translation>
    </message>
    <message>
        <source>Start the heroes on a tile that falls later, or let the removal wait.</source>
        <translation>Faites commencer les héros sur une tuile qui tombe plus tard, ou faites attendre le retrait.</translation>
    </message>
    <message>
        <source>The other quest-logic issues name the objective and the chain that block it.</source>
        <translation>Les autres problèmes de logique de quête nomment l’objectif et l’enchaînement qui le bloquent.</translation>
    </message>
    <message>
        <source>This is a bug in Questwright; please report it with the quest file.</source>
        <translation>C&apos;est un bogue de Questwright ; merci de le signaler avec le fichier de la quête.</translation>
    </message>
    <message>
        <source>Use another tile, or declare extra copies in parameters.tileCopies.</source>
        <translation>Utilisez une autre tuile, ou déclarez des exemplaires supplémentaires dans parameters.tileCopies.</translation>
    </message>
    <message>
        <source>Use one of {edge_kinds}</source>
        <translation>Utilisez l&apos;un de : {edge_kinds}</translation>
    </message>
    <message>
        <source>Use the id of a token, door, zone, tile, area or objective.</source>
        <translation>Utilisez l&apos;identifiant d&apos;un jeton, d&apos;une porte, d&apos;une zone, d&apos;une tuile, d&apos;une zone nommée ou d&apos;un objectif.</translation>
    </message>
    <message>
        <source>WIN</source>
        <translation>VICTOIRE</translation>
    </message>
    <message>
        <source>What waits for what: {text} (a loop).</source>
        <translation>Qui attend quoi : {text} (une boucle).</translation>
    </message>
    <message>
        <source>What waits for what: {text} — {end}.</source>
        <translation>Qui attend quoi : {text} — {end}.</translation>
    </message>
    <message>
        <source>What waits for what: {text}.</source>
        <translation>Qui attend quoi : {text}.</translation>
    </message>
    <message>
        <source>`questwright rules` lists the codes.</source>
        <translation>`questwright rules` liste les codes.</translation>
    </message>
    <message>
        <source>a bite finds no one left to infect</source>
        <translation>une morsure ne trouve plus personne à infecter</translation>
    </message>
    <message>
        <source>a hero is cut off from {what}</source>
        <translation>un héros est coupé de {what}</translation>
    </message>
    <message>
        <source>a room destroyed</source>
        <translation>une pièce détruite</translation>
    </message>
    <message>
        <source>a spawn token lands in {zone}</source>
        <translation>un jeton d&apos;apparition tombe en {zone}</translation>
    </message>
    <message>
        <source>a spike trap</source>
        <translation>un piège à pointes</translation>
    </message>
    <message>
        <source>a survivor eliminated</source>
        <translation>un survivant éliminé</translation>
    </message>
    <message>
        <source>a trapped treasure</source>
        <translation>un trésor piégé</translation>
    </message>
    <message>
        <source>a trigger lost the quest</source>
        <translation>un déclencheur a fait perdre la quête</translation>
    </message>
    <message>
        <source>a trigger won the quest</source>
        <translation>un déclencheur a fait gagner la quête</translation>
    </message>
    <message>
        <source>a zombie is knocked back to {dest}</source>
        <translation>un zombie est repoussé en {dest}</translation>
    </message>
    <message>
        <source>a zombie is knocked into the flames of {dest}</source>
        <translation>un zombie est projeté dans les flammes de {dest}</translation>
    </message>
    <message>
        <source>a {colour} code token is forced ({count} left)</source>
        <translation>un jeton de code {colour} est forcé (il en reste {count})</translation>
    </message>
    <message>
        <source>actions {actions} were never tried</source>
        <translation>les actions {actions} n’ont jamais été essayées</translation>
    </message>
    <message>
        <source>advancedRooms is off, so these printed icons play as plain rooms: {icons}</source>
        <translation>advancedRooms est désactivé : ces icônes imprimées comptent comme des pièces ordinaires : {icons}</translation>
    </message>
    <message>
        <source>agent</source>
        <translation>agent</translation>
    </message>
    <message>
        <source>aim</source>
        <translation>visée</translation>
    </message>
    <message>
        <source>an open boundary beside it</source>
        <translation>une limite ouverte à côté d&apos;elle</translation>
    </message>
    <message>
        <source>area</source>
        <translation>zone nommée</translation>
    </message>
    <message>
        <source>area {area!r} lists {where}, which is not on the board</source>
        <translation>la zone nommée {area!r} inclut {where}, qui n&apos;est pas sur le plateau</translation>
    </message>
    <message>
        <source>area {id!r} is in pieces: {cell_ref} cannot be reached from {cell_ref2} within the area</source>
        <translation>la zone {id!r} est morcelée : {cell_ref} n’est pas accessible depuis {cell_ref2} à l’intérieur de la zone</translation>
    </message>
    <message>
        <source>area {id}: {hidden} of {n_inside} spaces ({round} %) are hidden from its door spaces</source>
        <translation>zone {id} : {hidden} cases sur {n_inside} ({round} %) sont cachées de ses cases de porte</translation>
    </message>
    <message>
        <source>area {id}: {n_inside} spaces and {n_entrances} door spaces are more than this check measures (it compares at most {HIDDEN_SHARE_PAIRS:,} pairs of spaces per quest)</source>
        <translation>zone {id} : {n_inside} cases et {n_entrances} cases de porte dépassent ce que ce contrôle mesure (il compare au plus {HIDDEN_SHARE_PAIRS:,} paires de cases par quête)</translation>
    </message>
    <message>
        <source>areas (every cell is its own zone)</source>
        <translation>zones de révélation (chaque case est sa propre zone)</translation>
    </message>
    <message>
        <source>artifact</source>
        <translation>artefact</translation>
    </message>
    <message>
        <source>at level {level} no level token of value {below} or {above} exists, so patrols have no zone to spawn in</source>
        <translation>au niveau {level}, aucun jeton de niveau de valeur {below} ou {above} n&apos;existe : les patrouilles n&apos;ont aucune zone où apparaître</translation>
    </message>
    <message>
        <source>at setup</source>
        <translation>dès la mise en place</translation>
    </message>
    <message>
        <source>at the start (trigger {trigger!r}: {effect} {target})</source>
        <translation>dès le départ (déclencheur {trigger!r} : {effect} {target})</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>attaque</translation>
    </message>
    <message>
        <source>attack-order</source>
        <translation>ordre des attaques</translation>
    </message>
    <message>
        <source>aura</source>
        <translation>aura</translation>
    </message>
    <message>
        <source>barracks</source>
        <translation>caserne</translation>
    </message>
    <message>
        <source>barrel</source>
        <translation>baril</translation>
    </message>
    <message>
        <source>barrel {id!r} lies next to {names}</source>
        <translation>le baril {id!r} est à côté de {names}</translation>
    </message>
    <message>
        <source>bite</source>
        <translation>morsure</translation>
    </message>
    <message>
        <source>bite-overflow</source>
        <translation>morsure en trop</translation>
    </message>
    <message>
        <source>blocking chapter {name} has no objective to advance it</source>
        <translation>le chapitre bloquant {name} n’a aucun objectif pour le faire avancer</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <source>boss</source>
        <translation>boss</translation>
    </message>
    <message>
        <source>boss fight: {text}</source>
        <translation>combat de boss : {text}</translation>
    </message>
    <message>
        <source>boss track {boss_track}: {effect}</source>
        <translation>piste du boss {boss_track} : {effect}</translation>
    </message>
    <message>
        <source>boss {boss} is not on the boss room {room}</source>
        <translation>le boss {boss} n’est pas dans la salle du boss {room}</translation>
    </message>
    <message>
        <source>boss {token!r} is {name!r}, but the content has no card for it (bosses: {known})</source>
        <translation>le boss {token!r} est {name!r}, mais le contenu n’a pas de carte pour lui (boss : {known})</translation>
    </message>
    <message>
        <source>breaking the lab code costs at least {cost} darkness with the chips on the board ({mode} mode, budget {budget})</source>
        <translation>casser le code du labo coûte au moins {cost} ténèbres avec les puces du plateau (mode {mode}, budget {budget})</translation>
    </message>
    <message>
        <source>breaking the lab code costs at least {cost} darkness, more than the {budget} the track allows</source>
        <translation>casser le code du labo coûte au moins {cost} ténèbres, plus que les {budget} permises par la piste</translation>
    </message>
    <message>
        <source>bridge zone {zone} is lit; bridges are always Shadow zones</source>
        <translation>la zone de pont {zone} est éclairée ; les ponts sont toujours des zones d&apos;ombre</translation>
    </message>
    <message>
        <source>burn marker {id!r} lies on the lab ({tile}); fire never enters it</source>
        <translation>le marqueur de brûlure {id!r} est sur le labo ({tile}) ; le feu n’y entre jamais</translation>
    </message>
    <message>
        <source>burn markers on {tile_name}: {burn}</source>
        <translation>marqueurs de brûlure sur {tile_name} : {burn}</translation>
    </message>
    <message>
        <source>burn markers: {tiles}</source>
        <translation>marqueurs de brûlure : {tiles}</translation>
    </message>
    <message>
        <source>camera {cam!r} is a second camera on the icon of {zone}</source>
        <translation>la caméra {cam!r} est une seconde caméra sur l&apos;icône de {zone}</translation>
    </message>
    <message>
        <source>camera {cam!r} stands in {zone}, which has no camera icon</source>
        <translation>la caméra {cam!r} se trouve dans {zone}, qui n&apos;a pas d&apos;icône de caméra</translation>
    </message>
    <message>
        <source>camera-order</source>
        <translation>ordre des caméras</translation>
    </message>
    <message>
        <source>cancel</source>
        <translation>annulation</translation>
    </message>
    <message>
        <source>cancel-own</source>
        <translation>annulation d&apos;un de ses dés</translation>
    </message>
    <message>
        <source>cells</source>
        <translation>cases</translation>
    </message>
    <message>
        <source>chamber of {count} rooms ({rooms}); a Door card serves {cap}</source>
        <translation>salle de {count} pièces ({rooms}) ; une carte Porte en dessert {cap}</translation>
    </message>
    <message>
        <source>chamber {names} has {n_doors} doors ({names2}); its Door card comes from whichever is opened first</source>
        <translation>la chambre {names} a {n_doors} portes ({names2}) ; sa carte Porte vient de celle qui s’ouvre en premier</translation>
    </message>
    <message>
        <source>chapter {name} advances on objective {objective!r}, which the quest does not have</source>
        <translation>le chapitre {name} avance sur l’objectif {objective!r}, que la quête n’a pas</translation>
    </message>
    <message>
        <source>chapter {name}&apos;s objective {objective!r} waits for {later_objective!r}, the objective of the later chapter {later_name}: chapter {name} never advances</source>
        <translation>l’objectif {objective!r} du chapitre {name} attend {later_objective!r}, l’objectif du chapitre suivant {later_name} : le chapitre {name} n’avance jamais</translation>
    </message>
    <message>
        <source>chapters {value} and {name} both advance on objective {objective!r}: the second never has one of its own</source>
        <translation>les chapitres {value} et {name} avancent tous deux sur l’objectif {objective!r} : le second n’en a jamais un à lui</translation>
    </message>
    <message>
        <source>choose 1–{last}</source>
        <translation>choisissez entre 1 et {last}</translation>
    </message>
    <message>
        <source>chosen hero {id!r} is chosen during play, but no choose-hero effect names it</source>
        <translation>le héros désigné {id!r} est choisi en cours de partie, mais aucun effet choose-hero ne le nomme</translation>
    </message>
    <message>
        <source>chosen hero {id!r} names {hero!r}; a hero at setup is h1…h12</source>
        <translation>le héros désigné {id!r} nomme {hero!r} ; un héros à la mise en place est h1…h12</translation>
    </message>
    <message>
        <source>closes</source>
        <translation>ferme</translation>
    </message>
    <message>
        <source>code chip {chip!r} has {icons} icons but locks a doorway of the corner room {tile}; corner locks take 3-icon chips</source>
        <translation>la puce de code {chip!r} a {icons} icônes mais verrouille une embrasure de la pièce d&apos;angle {tile} ; les serrures d&apos;angle prennent des puces à 3 icônes</translation>
    </message>
    <message>
        <source>code chip {chip!r} is not on a lock symbol (it lies on a {kind})</source>
        <translation>la puce de code {chip!r} n&apos;est pas sur un symbole de serrure (elle est sur : {kind})</translation>
    </message>
    <message>
        <source>code chip {chip!r} shows {icons} icons but lists {colours_count} colours</source>
        <translation>la puce de code {chip!r} montre {icons} icônes mais liste {colours_count} couleurs</translation>
    </message>
    <message>
        <source>code chip {token!r} sits on a doorway of the lab {lab}; the lab opens through the security board only</source>
        <translation>la puce de code {token!r} est sur une embrasure du labo {lab} ; le labo ne s&apos;ouvre que par le tableau de sécurité</translation>
    </message>
    <message>
        <source>commands: &lt;n&gt; take action n | undo | bot | auto [N] | save FILE | load FILE | log [N] | board | help | quit</source>
        <translation>commandes : &lt;n&gt; jouer l&apos;action n | undo annuler | bot | auto [N] | save FICHIER | load FICHIER | log [N] | board plateau | help aide | quit quitter</translation>
    </message>
    <message>
        <source>common</source>
        <translation>commun</translation>
    </message>
    <message>
        <source>counter {id!r} starts a value on {ref!r}, which is not a {scope} of the board</source>
        <translation>le compteur {id!r} démarre une valeur sur {ref!r}, qui n’est pas une {scope} du plateau</translation>
    </message>
    <message>
        <source>counter {id!r}: {names} share level {value}, so which one counts down first is left to chance</source>
        <translation>compteur {id!r} : {names} partagent le niveau {value}, donc celui qui décompte en premier est laissé au hasard</translation>
    </message>
    <message>
        <source>counter {label}: {before} -&gt; {values}</source>
        <translation>compteur {label} : {before} -&gt; {values}</translation>
    </message>
    <message>
        <source>counter-place</source>
        <translation>pose d&apos;un pion</translation>
    </message>
    <message>
        <source>counters end at different values</source>
        <translation>les compteurs finissent à des valeurs différentes</translation>
    </message>
    <message>
        <source>coverage: no cameras and no spawn points on this board</source>
        <translation>couverture : ni caméra ni point d&apos;apparition sur ce plateau</translation>
    </message>
    <message>
        <source>creature</source>
        <translation>créature</translation>
    </message>
    <message>
        <source>creature-step</source>
        <translation>pas de la créature</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>dégâts</translation>
    </message>
    <message>
        <source>dark mode promises a clean code, but the best use of the chips on the board still costs {cost} darkness</source>
        <translation>le mode sombre promet un code propre, mais le meilleur usage des puces du plateau coûte encore {cost} ténèbres</translation>
    </message>
    <message>
        <source>darkness</source>
        <translation>ténèbres</translation>
    </message>
    <message>
        <source>darkness falls before the nemesis is stopped</source>
        <translation>les ténèbres tombent avant que la némésis soit arrêtée</translation>
    </message>
    <message>
        <source>darkness falls: nobody reached the lab</source>
        <translation>les ténèbres tombent : personne n&apos;a atteint le labo</translation>
    </message>
    <message>
        <source>darkness track: {icon}</source>
        <translation>piste des ténèbres : {icon}</translation>
    </message>
    <message>
        <source>darkness {darkness}/{last} ({why})</source>
        <translation>ténèbres {darkness}/{last} ({why})</translation>
    </message>
    <message>
        <source>destroys</source>
        <translation>détruit</translation>
    </message>
    <message>
        <source>different zones are removed</source>
        <translation>des zones différentes sont retirées</translation>
    </message>
    <message>
        <source>door</source>
        <translation>porte</translation>
    </message>
    <message>
        <source>door card {card_id}: rooms {zone_ids}</source>
        <translation>carte de porte {card_id} : pièces {zone_ids}</translation>
    </message>
    <message>
        <source>door card {card_id}: {kind}</source>
        <translation>carte de porte {card_id} : {kind}</translation>
    </message>
    <message>
        <source>door id {door!r} is used twice</source>
        <translation>l&apos;identifiant de porte {door!r} est utilisé deux fois</translation>
    </message>
    <message>
        <source>door space {door!r} at {where} has passable spaces beyond {beyond_count} of its sides (it must separate two)</source>
        <translation>la case de porte {door!r} en {where} a des cases franchissables au-delà de {beyond_count} de ses côtés (elle doit en séparer deux)</translation>
    </message>
    <message>
        <source>door space {door!r} lies on impassable ground at {where}</source>
        <translation>la case de porte {door!r} est sur un terrain infranchissable en {where}</translation>
    </message>
    <message>
        <source>door space {space!r} lies on cell {cell}, which is not on the board</source>
        <translation>la case de porte {space!r} est sur la case {cell}, qui n&apos;est pas sur le plateau</translation>
    </message>
    <message>
        <source>door space {space!r} of tile {tile!r} side {side} lies on cell {cell}, which is not on the face</source>
        <translation>la case de porte {space!r} de la tuile {tile!r}, face {side}, est sur la case {cell}, qui n&apos;est pas sur la face</translation>
    </message>
    <message>
        <source>door space {space} starts {state} but has a {kind} lock</source>
        <translation>la case de porte {space} commence à l&apos;état {state} mais a une serrure {kind}</translation>
    </message>
    <message>
        <source>door {door!r} belongs to area {area!r}, revealed after {earliest!r}; until then the gap is open and heroes see into {area!r}</source>
        <translation>la porte {door!r} appartient à la zone nommée {area!r}, révélée après {earliest!r} ; d&apos;ici là le passage est ouvert et les héros voient dans {area!r}</translation>
    </message>
    <message>
        <source>door {door!r} can never open: {why}</source>
        <translation>la porte {door!r} ne peut jamais s&apos;ouvrir : {why}</translation>
    </message>
    <message>
        <source>door {door!r} does not end against a wall at {where}; figures and sight can get round it</source>
        <translation>la porte {door!r} ne bute pas contre un mur en {where} ; figurines et lignes de vue peuvent la contourner</translation>
    </message>
    <message>
        <source>door {door!r} has a {kind!r} lock; {system} locks are {lock_kinds}</source>
        <translation>la porte {door!r} a une serrure {kind!r} ; les serrures de {system} sont {lock_kinds}</translation>
    </message>
    <message>
        <source>door {door!r} has space {where} off the board; all four spaces it separates must be on the board</source>
        <translation>la porte {door!r} a la case {where} hors du plateau ; les quatre cases qu&apos;elle sépare doivent être sur le plateau</translation>
    </message>
    <message>
        <source>door {door!r} is listed in area {area!r} but separates {areas}</source>
        <translation>la porte {door!r} est inscrite dans la zone nommée {area!r} mais sépare {areas}</translation>
    </message>
    <message>
        <source>door {door!r} leads into a chamber the heroes can already enter from the start through openings; it draws no Door card</source>
        <translation>la porte {door!r} mène à une salle où les héros peuvent déjà entrer depuis le départ par des ouvertures ; elle ne fait piocher aucune carte Porte</translation>
    </message>
    <message>
        <source>door {door!r} leads off the board</source>
        <translation>la porte {door!r} mène hors du plateau</translation>
    </message>
    <message>
        <source>door {door!r} lies inside zone {zone}</source>
        <translation>la porte {door!r} est à l&apos;intérieur de la zone {zone}</translation>
    </message>
    <message>
        <source>door {door!r} lies on the same edge as door {previous!r}, which it replaces there</source>
        <translation>la porte {door!r} est sur le même bord que la porte {previous!r}, qu&apos;elle y remplace</translation>
    </message>
    <message>
        <source>door {door!r} opens onto impassable ground</source>
        <translation>la porte {door!r} donne sur un terrain infranchissable</translation>
    </message>
    <message>
        <source>door {door!r} opens with key {key!r}, which is not placed</source>
        <translation>la porte {door!r} s&apos;ouvre avec la clé {key!r}, qui n&apos;est pas placée</translation>
    </message>
    <message>
        <source>door {door!r} seals nothing: its two sides are joined by {how}</source>
        <translation>la porte {door!r} ne ferme rien : ses deux côtés sont reliés par {how}</translation>
    </message>
    <message>
        <source>door {door!r} waits for {req!r}, which is no objective or trigger</source>
        <translation>la porte {door!r} attend {req!r}, qui n&apos;est ni un objectif ni un déclencheur</translation>
    </message>
    <message>
        <source>door {door} is never unlocked ({why})</source>
        <translation>la porte {door} n’est jamais déverrouillée ({why})</translation>
    </message>
    <message>
        <source>door {door} is removed</source>
        <translation>la porte {door} est retirée</translation>
    </message>
    <message>
        <source>door {door} never opens: its lock is never satisfied</source>
        <translation>la porte {door} ne s’ouvre jamais : sa serrure n’est jamais satisfaite</translation>
    </message>
    <message>
        <source>door {door} starts {state} but has a {kind} lock</source>
        <translation>la porte {door} commence à l&apos;état {state} mais a une serrure {kind}</translation>
    </message>
    <message>
        <source>door {id!r} joins rooms {value} and {value2}, which openings already make one chamber</source>
        <translation>la porte {id!r} relie les salles {value} et {value2}, que des ouvertures réunissent déjà en une chambre</translation>
    </message>
    <message>
        <source>door {id!r} leads from level {low} (tile {value}) to level {high} (tile {value2}): the level rises before its Door card is drawn</source>
        <translation>la porte {id!r} mène du niveau {low} (tuile {value}) au niveau {high} (tuile {value2}) : le niveau monte avant que sa carte Porte soit tirée</translation>
    </message>
    <message>
        <source>door {id!r} lies between two corridors ({names}); doors lead into rooms</source>
        <translation>la porte {id!r} est entre deux couloirs ({names}) ; les portes mènent dans des salles</translation>
    </message>
    <message>
        <source>doorway</source>
        <translation>embrasure</translation>
    </message>
    <message>
        <source>doorway {door_id!r} carries the lock symbols of tiles {names}: two chips on one connection, both to be cleared</source>
        <translation>le passage {door_id!r} porte les symboles de verrou des tuiles {names} : deux puces sur une même connexion, toutes deux à retirer</translation>
    </message>
    <message>
        <source>dormant enemy {name!r} never wakes: no wake effect that can fire names it</source>
        <translation>l’ennemi endormi {name!r} ne se réveille jamais : aucun effet wake qui peut se déclencher ne le nomme</translation>
    </message>
    <message>
        <source>dormant enemy {name!r} never wakes: no wake effect that can fire names it, and no door is ever opened into its chamber</source>
        <translation>l’ennemi endormi {name!r} ne se réveille jamais : aucun effet wake qui peut se déclencher ne le nomme, et aucune porte de sa chambre n’est jamais ouverte</translation>
    </message>
    <message>
        <source>drop</source>
        <translation>dépôt</translation>
    </message>
    <message>
        <source>edge {edge} belongs to area {area!r}, which is not defined</source>
        <translation>le bord {edge} appartient à la zone nommée {area!r}, qui n&apos;est pas définie</translation>
    </message>
    <message>
        <source>edge {edge} is a {kind}, which {system} does not use</source>
        <translation>le bord {edge} est de type {kind}, que {system} n&apos;utilise pas</translation>
    </message>
    <message>
        <source>edge {edge} of tile {tile!r} side {side}: {error}</source>
        <translation>bord {edge} de la tuile {tile!r}, face {side} : {error}</translation>
    </message>
    <message>
        <source>edge {edge}: {error}</source>
        <translation>bord {edge} : {error}</translation>
    </message>
    <message>
        <source>encounter {id!r} has neither text nor an effect</source>
        <translation>la rencontre {id!r} n’a ni texte ni effet</translation>
    </message>
    <message>
        <source>enemies end in different states</source>
        <translation>les ennemis finissent dans des états différents</translation>
    </message>
    <message>
        <source>entrap</source>
        <translation>entrave</translation>
    </message>
    <message>
        <source>epic</source>
        <translation>épique</translation>
    </message>
    <message>
        <source>error: {error}</source>
        <translation>erreur : {error}</translation>
    </message>
    <message>
        <source>escape-room</source>
        <translation>pièce de fuite</translation>
    </message>
    <message>
        <source>event</source>
        <translation>événement</translation>
    </message>
    <message>
        <source>event {card_id}: a patrol arrives</source>
        <translation>événement {card_id} : une patrouille arrive</translation>
    </message>
    <message>
        <source>event {card_id}: a roaming monster arrives</source>
        <translation>événement {card_id} : un monstre errant arrive</translation>
    </message>
    <message>
        <source>event {card_id}: all is quiet</source>
        <translation>événement {card_id} : tout est calme</translation>
    </message>
    <message>
        <source>event {card_id}: the heroes catch their breath (+{heal} health)</source>
        <translation>événement {card_id} : les héros reprennent leur souffle (+{heal} santé)</translation>
    </message>
    <message>
        <source>event: {kind}</source>
        <translation>événement : {kind}</translation>
    </message>
    <message>
        <source>every cell is its own zone</source>
        <translation>chaque case est sa propre zone</translation>
    </message>
    <message>
        <source>every explorer was destroyed</source>
        <translation>tous les explorateurs ont été détruits</translation>
    </message>
    <message>
        <source>every hero is down</source>
        <translation>tous les héros sont à terre</translation>
    </message>
    <message>
        <source>every objective is complete</source>
        <translation>tous les objectifs sont remplis</translation>
    </message>
    <message>
        <source>exit {token!r} is never reached from the hero start{blocker}</source>
        <translation>la sortie {token!r} n&apos;est jamais atteinte depuis le départ des héros{blocker}</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>fear</source>
        <translation>peur</translation>
    </message>
    <message>
        <source>fire</source>
        <translation>feu</translation>
    </message>
    <message>
        <source>fire breaks out on {tile_name} ({why})</source>
        <translation>un incendie éclate sur {tile_name} ({why})</translation>
    </message>
    <message>
        <source>fire spreads {direction} to {tile_name}</source>
        <translation>le feu s&apos;étend vers {direction} jusqu&apos;à {tile_name}</translation>
    </message>
    <message>
        <source>fireDirMap gives {given}; it needs N, E, S and W once each</source>
        <translation>fireDirMap donne {given} ; il faut N, E, S et W une fois chacun</translation>
    </message>
    <message>
        <source>fires nothing</source>
        <translation>ne déclenche rien</translation>
    </message>
    <message>
        <source>fires {triggers}</source>
        <translation>déclenche {triggers}</translation>
    </message>
    <message>
        <source>flames</source>
        <translation>flammes</translation>
    </message>
    <message>
        <source>for parties of {ranges}: {why}</source>
        <translation>pour des groupes de {ranges} : {why}</translation>
    </message>
    <message>
        <source>from door {door!r}, rooms {tied} tie for position {position} of the Door card</source>
        <translation>depuis la porte {door!r}, les pièces {tied} sont à égalité pour la position {position} de la carte Porte</translation>
    </message>
    <message>
        <source>from start space {where} heroes see {where2} of area {area!r}, which is then revealed on the first turn</source>
        <translation>depuis la case de départ {where}, les héros voient {where2} de la zone nommée {area!r}, qui est alors révélée dès le premier tour</translation>
    </message>
    <message>
        <source>from the entrance hall no chipped doorway is in reach without clearing a chip</source>
        <translation>depuis le hall d’entrée, aucun passage à puce n’est accessible sans retirer une puce</translation>
    </message>
    <message>
        <source>game over: {result} — {reason}</source>
        <translation>fin de partie : {result} — {reason}</translation>
    </message>
    <message>
        <source>gates differ: {gates}</source>
        <translation>les passages diffèrent : {gates}</translation>
    </message>
    <message>
        <source>give-card</source>
        <translation>carte donnée</translation>
    </message>
    <message>
        <source>goes on</source>
        <translation>continue</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>guard</source>
        <translation>garde</translation>
    </message>
    <message>
        <source>has no passable space along it</source>
        <translation>n&apos;a aucune case franchissable le long d&apos;elle</translation>
    </message>
    <message>
        <source>heal:{amount}</source>
        <translation>soin :{amount}</translation>
    </message>
    <message>
        <source>heavy</source>
        <translation>lourd</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>touche</translation>
    </message>
    <message>
        <source>hold objective {id!r} asks for no enemies but not where: set properties.scope to zone, room or chamber</source>
        <translation>l’objectif de tenue {id!r} exige l’absence d’ennemis sans dire où : réglez properties.scope sur zone, room ou chamber</translation>
    </message>
    <message>
        <source>horde</source>
        <translation>horde</translation>
    </message>
    <message>
        <source>horde-room</source>
        <translation>pièce de la horde</translation>
    </message>
    <message>
        <source>horror event {name}</source>
        <translation>événement d&apos;horreur {name}</translation>
    </message>
    <message>
        <source>house: the tiles&apos; spaces, rows r1 (top) down, columns c1 (left) across; digit survivor, Z zombie, E monster, ? face-down token, F the fire tile, # destroyed; | - wall, / open doorway, L doorway a code chip or the lab&apos;s seal keeps shut, : . room line; then the burn markers and each room with who is in it</source>
        <translation>maison : les cases des tuiles, rangées r1 (en haut) vers le bas, colonnes c1 (à gauche) vers la droite ; chiffre survivant, Z zombie, E monstre, ? jeton face cachée, F la tuile en feu, # détruit ; | - mur, / passage ouvert, L passage qu&apos;un jeton de code ou le scellé du labo garde fermé, : . limite de pièce ; puis les marqueurs de brûlure et chaque pièce avec qui s&apos;y trouve</translation>
    </message>
    <message>
        <source>h{value} activates the chapter space at {cell_ref}</source>
        <translation>h{value} active la case de chapitre en {cell_ref}</translation>
    </message>
    <message>
        <source>h{value} closes {door}</source>
        <translation>h{value} ferme {door}</translation>
    </message>
    <message>
        <source>h{value} destroys {door}</source>
        <translation>h{value} détruit {door}</translation>
    </message>
    <message>
        <source>h{value} draws {name}</source>
        <translation>h{value} pioche {name}</translation>
    </message>
    <message>
        <source>h{value} exits the map by {token}</source>
        <translation>h{value} quitte la carte par {token}</translation>
    </message>
    <message>
        <source>h{value} explores: {definition} joins at {join_id}</source>
        <translation>h{value} explore : {definition} se raccorde en {join_id}</translation>
    </message>
    <message>
        <source>h{value} falls into the pit at {cell_ref}</source>
        <translation>h{value} tombe dans la fosse en {cell_ref}</translation>
    </message>
    <message>
        <source>h{value} finds no tile that fits at {join_id}</source>
        <translation>h{value} ne trouve aucune tuile qui convienne en {join_id}</translation>
    </message>
    <message>
        <source>h{value} is destroyed ({cause})</source>
        <translation>h{value} est détruit ({cause})</translation>
    </message>
    <message>
        <source>h{value} keeps {name}</source>
        <translation>h{value} garde {name}</translation>
    </message>
    <message>
        <source>h{value} makes {uid} miss {what} ({total} vs {need})</source>
        <translation>h{value} fait rater {what} à {uid} ({total} contre {need})</translation>
    </message>
    <message>
        <source>h{value} makes {uid} strike {what} ({total} vs {need})</source>
        <translation>h{value} fait frapper {what} par {uid} ({total} contre {need})</translation>
    </message>
    <message>
        <source>h{value} misses {target} ({total} vs {need})</source>
        <translation>h{value} rate {target} ({total} contre {need})</translation>
    </message>
    <message>
        <source>h{value} misses {target} ({total})</source>
        <translation>h{value} rate {target} ({total})</translation>
    </message>
    <message>
        <source>h{value} opens {door}</source>
        <translation>h{value} ouvre {door}</translation>
    </message>
    <message>
        <source>h{value} pays 1 essence instead of health</source>
        <translation>h{value} paie 1 essence au lieu de santé</translation>
    </message>
    <message>
        <source>h{value} pulls the trap lever at {cell_ref}</source>
        <translation>h{value} tire le levier du piège en {cell_ref}</translation>
    </message>
    <message>
        <source>h{value} re-enters at {cell_ref}</source>
        <translation>h{value} revient en jeu en {cell_ref}</translation>
    </message>
    <message>
        <source>h{value} seals the spawn space at {cell_ref}</source>
        <translation>h{value} scelle la case d&apos;apparition en {cell_ref}</translation>
    </message>
    <message>
        <source>h{value} spends {essence} essence</source>
        <translation>h{value} dépense {essence} essence</translation>
    </message>
    <message>
        <source>h{value} teleports to {target}</source>
        <translation>h{value} se téléporte en {target}</translation>
    </message>
    <message>
        <source>h{value} trades {give} for {take} with h{value2}</source>
        <translation>h{value} échange {give} contre {take} avec h{value2}</translation>
    </message>
    <message>
        <source>camera {camera} spots survivors: {face}</source>
        <translation>la caméra {camera} repère des survivants : {face}</translation>
    </message>
    <message>
        <source>  BOSS FIGHT</source>
        <translation>  COMBAT CONTRE LE BOSS</translation>
    </message>
    <message>
        <source>  SHOWDOWN markers {markers}</source>
        <translation>  AFFRONTEMENT FINAL marqueurs {markers}</translation>
    </message>
    <message>
        <source>  lab open</source>
        <translation>  labo ouvert</translation>
    </message>
    <message>
        <source> (acting: mp {mp}, attacks {attacks})</source>
        <translation> (agit : pm {mp}, attaques {attacks})</translation>
    </message>
    <message>
        <source> (active)</source>
        <translation> (actif)</translation>
    </message>
    <message>
        <source> (cannot be attacked)</source>
        <translation> (ne peut pas être attaqué)</translation>
    </message>
    <message>
        <source> (done)</source>
        <translation> (a joué)</translation>
    </message>
    <message>
        <source> (final round)</source>
        <translation> (dernière manche)</translation>
    </message>
    <message>
        <source> (inactive)</source>
        <translation> (inactif)</translation>
    </message>
    <message>
        <source> (out until the regroup)</source>
        <translation> (hors jeu jusqu&apos;au regroupement)</translation>
    </message>
    <message>
        <source> (out)</source>
        <translation> (hors jeu)</translation>
    </message>
    <message>
        <source> ANTIDOTE</source>
        <translation> ANTIDOTE</translation>
    </message>
    <message>
        <source> carrying {items}</source>
        <translation> portant {items}</translation>
    </message>
    <message>
        <source> dormant</source>
        <translation> endormi</translation>
    </message>
    <message>
        <source> entrapped</source>
        <translation> entravé</translation>
    </message>
    <message>
        <source> virus {virus}</source>
        <translation> virus {virus}</translation>
    </message>
    <message>
        <source> xp {xp}</source>
        <translation> xp {xp}</translation>
    </message>
    <message>
        <source>(dead)</source>
        <translation>(mort)</translation>
    </message>
    <message>
        <source>(setting up)</source>
        <translation>(mise en place)</translation>
    </message>
    <message>
        <source>, in play: {cards}</source>
        <translation>, en jeu : {cards}</translation>
    </message>
    <message>
        <source>; chips {chips}</source>
        <translation> ; puces {chips}</translation>
    </message>
    <message>
        <source>; the first closed boundary on the shortest way there is barrier {barrier!r}, which cannot be attacked and which no effect that can happen destroys</source>
        <translation> ; la première limite fermée sur le plus court chemin est la barrière {barrier!r}, qui ne peut pas être attaquée et qu’aucun effet possible ne détruit</translation>
    </message>
    <message>
        <source>Add a burn marker to that room.</source>
        <translation>Ajoutez un marqueur de brûlure à cette pièce.</translation>
    </message>
    <message>
        <source>Chapter {chapter}</source>
        <translation>Chapitre {chapter}</translation>
    </message>
    <message>
        <source>E</source>
        <translation>l&apos;est</translation>
    </message>
    <message>
        <source>Fire it when the objective that enters the lab is done.</source>
        <translation>Déclenchez-le quand l’objectif qui fait entrer dans le labo est accompli.</translation>
    </message>
    <message>
        <source>Give it fewer burn markers.</source>
        <translation>Donnez-lui moins de marqueurs de brûlure.</translation>
    </message>
    <message>
        <source>Horror {horror}</source>
        <translation>Horreur {horror}</translation>
    </message>
    <message>
        <source>Let the removal come later, or move what the hero fetches nearer.</source>
        <translation>Faites venir le retrait plus tard, ou rapprochez ce que le héros va chercher.</translation>
    </message>
    <message>
        <source>Make the chapter a non-blocking one, or give it an objective of its own (an exit, a kill).</source>
        <translation>Faites-en un chapitre non bloquant, ou donnez-lui un objectif à lui (une sortie, une élimination).</translation>
    </message>
    <message>
        <source>Match the condition&apos;s party size to the quest&apos;s `party`.</source>
        <translation>Accordez la taille de groupe de la condition avec le `party` de la quête.</translation>
    </message>
    <message>
        <source>Monster level {level}</source>
        <translation>Niveau des monstres {level}</translation>
    </message>
    <message>
        <source>Move it out of the door space, or start the door open.</source>
        <translation>Sortez-le de la case de porte, ou faites commencer la porte ouverte.</translation>
    </message>
    <message>
        <source>Move the start out of the door space, or start the door open.</source>
        <translation>Sortez le départ de la case de porte, ou faites commencer la porte ouverte.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>le nord</translation>
    </message>
    <message>
        <source>Name the corner rooms with a function (terminals).</source>
        <translation>Nommez les pièces d’angle dotées d’une fonction (les terminaux).</translation>
    </message>
    <message>
        <source>Narrow the party range, or let the trigger hold for every party size.</source>
        <translation>Restreignez la taille du groupe, ou faites que le déclencheur vaille pour toutes les tailles de groupe.</translation>
    </message>
    <message>
        <source>Once picked up it stays with the party for the rest of the game; drop the discard.</source>
        <translation>Une fois ramassé, il reste au groupe jusqu&apos;à la fin de la partie ; retirez la défausse.</translation>
    </message>
    <message>
        <source>Place it face down (faceDown: true).</source>
        <translation>Placez-le face cachée (faceDown: true).</translation>
    </message>
    <message>
        <source>Place it in a room outside the lab.</source>
        <translation>Placez-le dans une pièce hors du laboratoire.</translation>
    </message>
    <message>
        <source>Place it inactivated (&quot;active&quot;: false): a hero activates it.</source>
        <translation>Placez-le désactivé (&quot;active&quot;: false) : un héros l&apos;active.</translation>
    </message>
    <message>
        <source>Place the exit token face down and reveal it with a trigger when its chapter starts.</source>
        <translation>Placez le jeton de sortie face cachée et révélez-le par un déclencheur quand son chapitre commence.</translation>
    </message>
    <message>
        <source>S</source>
        <translation>le sud</translation>
    </message>
    <message>
        <source>Spawn {spawn}</source>
        <translation>Apparition {spawn}</translation>
    </message>
    <message>
        <source>Start at a monster level from 1 to {top}.</source>
        <translation>Commencez à un niveau de monstre de 1 à {top}.</translation>
    </message>
    <message>
        <source>Start at level 1, or let a trigger set the level (set-level).</source>
        <translation>Commencez au niveau 1, ou laissez un déclencheur fixer le niveau (set-level).</translation>
    </message>
    <message>
        <source>Start the door closed or open, or drop the effect.</source>
        <translation>Faites commencer la porte fermée ou ouverte, ou retirez l’effet.</translation>
    </message>
    <message>
        <source>Take the destroyed token off the chapter space.</source>
        <translation>Retirez le pion détruit de la case de chapitre.</translation>
    </message>
    <message>
        <source>Target the lab&apos;s room.</source>
        <translation>Visez la pièce du labo.</translation>
    </message>
    <message>
        <source>Threat {threat}</source>
        <translation>Menace {threat}</translation>
    </message>
    <message>
        <source>To take it out of play, remove its zone or tile instead.</source>
        <translation>Pour le retirer du jeu, retirez plutôt sa zone ou sa tuile.</translation>
    </message>
    <message>
        <source>W</source>
        <translation>l&apos;ouest</translation>
    </message>
    <message>
        <source>a blast</source>
        <translation>une explosion</translation>
    </message>
    <message>
        <source>a curse: the overlord gains {gain} threat</source>
        <translation>une malédiction : le seigneur du mal gagne {gain} menace</translation>
    </message>
    <message>
        <source>a pit</source>
        <translation>une fosse</translation>
    </message>
    <message>
        <source>ability</source>
        <translation>capacité</translation>
    </message>
    <message>
        <source>act</source>
        <translation>agir</translation>
    </message>
    <message>
        <source>action</source>
        <translation>action</translation>
    </message>
    <message>
        <source>actions</source>
        <translation>actions</translation>
    </message>
    <message>
        <source>actions {actions}  mp {mp}</source>
        <translation>actions {actions}  pm {mp}</translation>
    </message>
    <message>
        <source>activate</source>
        <translation>activer</translation>
    </message>
    <message>
        <source>advance</source>
        <translation>avancer</translation>
    </message>
    <message>
        <source>apply</source>
        <translation>appliquer</translation>
    </message>
    <message>
        <source>area {area} is revealed</source>
        <translation>la zone {area} est révélée</translation>
    </message>
    <message>
        <source>area {area} is revealed: {text}</source>
        <translation>la zone {area} est révélée : {text}</translation>
    </message>
    <message>
        <source>battle</source>
        <translation>combat</translation>
    </message>
    <message>
        <source>begin</source>
        <translation>commencer</translation>
    </message>
    <message>
        <source>blocking chapter {name} advances on objective {objective!r}, the activation of a chapter space, which a blocking chapter does not allow: chapter {name} never advances</source>
        <translation>le chapitre bloquant {name} avance sur l’objectif {objective!r}, l’activation d’une case de chapitre, ce qu’un chapitre bloquant ne permet pas : le chapitre {name} n’avance jamais</translation>
    </message>
    <message>
        <source>boss-arena {arena} is not on the boss room {room}: it is removed with the other tiles when the fight starts</source>
        <translation>l’arène de boss {arena} n’est pas sur la salle du boss {room} : elle est retirée avec les autres tuiles au début du combat</translation>
    </message>
    <message>
        <source>broken</source>
        <translation>cassé</translation>
    </message>
    <message>
        <source>buy</source>
        <translation>acheter</translation>
    </message>
    <message>
        <source>bypass</source>
        <translation>contourner</translation>
    </message>
    <message>
        <source>chapter {name} advances on activating a chapter space ({objective!r}), but exit token {value!r} is on the board from the set-up and no chapter space can be activated while an exit token is placed</source>
        <translation>le chapitre {name} avance en activant une case de chapitre ({objective!r}), mais le jeton de sortie {value!r} est sur le plateau dès la mise en place et aucune case de chapitre ne peut être activée tant qu’un jeton de sortie est posé</translation>
    </message>
    <message>
        <source>chest</source>
        <translation>coffre</translation>
    </message>
    <message>
        <source>chest numbers: {chests}</source>
        <translation>numéros des coffres : {chests}</translation>
    </message>
    <message>
        <source>chip {chip} on {door}: {shown}</source>
        <translation>puce {chip} sur {door} : {shown}</translation>
    </message>
    <message>
        <source>chip {chip} shows {colours}</source>
        <translation>la puce {chip} montre {colours}</translation>
    </message>
    <message>
        <source>choose</source>
        <translation>choisir</translation>
    </message>
    <message>
        <source>choose who acts next</source>
        <translation>choisissez qui agit ensuite</translation>
    </message>
    <message>
        <source>climb</source>
        <translation>grimper</translation>
    </message>
    <message>
        <source>close</source>
        <translation>fermer</translation>
    </message>
    <message>
        <source>code: {code}  chips placed {placed}/{max_chips}{lab}{showdown}</source>
        <translation>code : {code}  puces posées {placed}/{max_chips}{lab}{showdown}</translation>
    </message>
    <message>
        <source>coins: +{coins}</source>
        <translation>pièces : +{coins}</translation>
    </message>
    <message>
        <source>conquest {delta:+d}</source>
        <translation>conquête {delta:+d}</translation>
    </message>
    <message>
        <source>copper</source>
        <translation>cuivre</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>mort</translation>
    </message>
    <message>
        <source>destroy</source>
        <translation>détruire</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>détruit</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>défausser</translation>
    </message>
    <message>
        <source>docs/engine.md, &quot;What each ruleset plays&quot;, lists what {system} plays.</source>
        <translation>docs/engine.md, « What each ruleset plays », liste ce que jouent les règles {system}.</translation>
    </message>
    <message>
        <source>dodge</source>
        <translation>esquive</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>doors: {doors}</source>
        <translation>portes : {doors}</translation>
    </message>
    <message>
        <source>drink</source>
        <translation>boire</translation>
    </message>
    <message>
        <source>encounter</source>
        <translation>rencontre</translation>
    </message>
    <message>
        <source>end</source>
        <translation>fin</translation>
    </message>
    <message>
        <source>enemies</source>
        <translation>ennemis</translation>
    </message>
    <message>
        <source>escape</source>
        <translation>s&apos;échapper</translation>
    </message>
    <message>
        <source>escaped</source>
        <translation>échappé</translation>
    </message>
    <message>
        <source>events</source>
        <translation>événements</translation>
    </message>
    <message>
        <source>every hero has left by the exit ({objective})</source>
        <translation>tous les héros sont sortis par la sortie ({objective})</translation>
    </message>
    <message>
        <source>exit</source>
        <translation>sortir</translation>
    </message>
    <message>
        <source>exited</source>
        <translation>sorti</translation>
    </message>
    <message>
        <source>explore</source>
        <translation>explorer</translation>
    </message>
    <message>
        <source>explorers</source>
        <translation>explorateurs</translation>
    </message>
    <message>
        <source>extinguish</source>
        <translation>éteindre</translation>
    </message>
    <message>
        <source>face-down</source>
        <translation>face cachée</translation>
    </message>
    <message>
        <source>fire: {fire}</source>
        <translation>feu : {fire}</translation>
    </message>
    <message>
        <source>for parties of {ranges} no order of play wins: a condition of {triggers} on the party (its size, or a hero standing elsewhere) keeps what the win needs from happening; the quest allows {allowed}</source>
        <translation>pour des groupes de {ranges} héros, aucun ordre de jeu ne gagne : une condition de {triggers} sur le groupe (sa taille, ou un héros placé ailleurs) empêche ce dont la victoire a besoin ; la quête admet {allowed}</translation>
    </message>
    <message>
        <source>free</source>
        <translation>libérer</translation>
    </message>
    <message>
        <source>give</source>
        <translation>donner</translation>
    </message>
    <message>
        <source>gives seat {seat} as {other!r} does</source>
        <translation>donne la place {seat}, comme {other!r}</translation>
    </message>
    <message>
        <source>glyph</source>
        <translation>glyphe</translation>
    </message>
    <message>
        <source>glyph {glyph!r} in area {area!r} starts activated; only the start area {start!r} begins with an activated glyph</source>
        <translation>le glyphe {glyph!r} de la zone {area!r} commence activé ; seule la zone de départ {start!r} commence avec un glyphe activé</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>or</translation>
    </message>
    <message>
        <source>healing</source>
        <translation>soin</translation>
    </message>
    <message>
        <source>heroes</source>
        <translation>héros</translation>
    </message>
    <message>
        <source>horror</source>
        <translation>horreur</translation>
    </message>
    <message>
        <source>h{number} may spend {essence} essence</source>
        <translation>h{number} peut dépenser {essence} essence</translation>
    </message>
    <message>
        <source>h{number} {explorer} at {where} health {health} stamina {stamina} essence {essence} {items} {status}</source>
        <translation>h{number} {explorer} en {where} santé {health} endurance {stamina} essence {essence} {items} {status}</translation>
    </message>
    <message>
        <source>h{number} {explorer} {where} · {health}/{max} health · {stamina} stamina · {essence} essence</source>
        <translation>h{number} {explorer} {where} · {health}/{max} santé · {stamina} endurance · {essence} essence</translation>
    </message>
    <message>
        <source>h{value} uses {ability}</source>
        <translation>h{value} utilise {ability}</translation>
    </message>
    <message>
        <source>h{value} walks {uid} into the pit at {what},{what2}</source>
        <translation>h{value} mène {uid} dans la fosse en {what},{what2}</translation>
    </message>
    <message>
        <source>h{value} was destroyed</source>
        <translation>h{value} a été détruit</translation>
    </message>
    <message>
        <source>icons without matching equipment</source>
        <translation>icônes sans équipement correspondant</translation>
    </message>
    <message>
        <source>id {ident!r} names a {distinct}</source>
        <translation>l&apos;identifiant {ident!r} désigne : {distinct}</translation>
    </message>
    <message>
        <source>id {ident!r} names a {first} and a {second}</source>
        <translation>l&apos;identifiant {ident!r} désigne à la fois : {first} et {second}</translation>
    </message>
    <message>
        <source>in a pit</source>
        <translation>dans une fosse</translation>
    </message>
    <message>
        <source>interact</source>
        <translation>interagir</translation>
    </message>
    <message>
        <source>is above the maximum {maximum:g}</source>
        <translation>dépasse le maximum {maximum:g}</translation>
    </message>
    <message>
        <source>is below the minimum {minimum:g}</source>
        <translation>est sous le minimum {minimum:g}</translation>
    </message>
    <message>
        <source>is eliminated</source>
        <translation>est éliminé</translation>
    </message>
    <message>
        <source>is in sight of start space {where} (at {where2})</source>
        <translation>est en vue de la case de départ {where} (en {where2})</translation>
    </message>
    <message>
        <source>is not a number</source>
        <translation>n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>is not a string</source>
        <translation>n&apos;est pas une chaîne</translation>
    </message>
    <message>
        <source>is not an integer</source>
        <translation>n&apos;est pas un entier</translation>
    </message>
    <message>
        <source>is not on or next to an activated glyph</source>
        <translation>n&apos;est pas sur un glyphe activé ni à côté</translation>
    </message>
    <message>
        <source>is not one of {enum}</source>
        <translation>n&apos;est pas l&apos;un de : {enum}</translation>
    </message>
    <message>
        <source>is not true or false</source>
        <translation>n&apos;est ni true ni false</translation>
    </message>
    <message>
        <source>is walled on the tile&apos;s side</source>
        <translation>est murée du côté de la tuile</translation>
    </message>
    <message>
        <source>is zombified</source>
        <translation>est zombifié</translation>
    </message>
    <message>
        <source>it can be won in some order, but traps and order effects beyond the bound are undecided</source>
        <translation>elle peut être gagnée dans un certain ordre, mais les pièges et effets d’ordre au-delà de la limite restent indécis</translation>
    </message>
    <message>
        <source>it can be won in some order; traps and order effects beyond it are unknown</source>
        <translation>elle peut être gagnée dans un certain ordre ; les pièges et effets d’ordre au-delà restent inconnus</translation>
    </message>
    <message>
        <source>it can no longer be completed</source>
        <translation>il ne peut plus être accompli</translation>
    </message>
    <message>
        <source>it is locked without a lock and no trigger unlocks it</source>
        <translation>elle est verrouillée sans serrure et aucun déclencheur ne la déverrouille</translation>
    </message>
    <message>
        <source>item</source>
        <translation>objet</translation>
    </message>
    <message>
        <source>its aura</source>
        <translation>son aura</translation>
    </message>
    <message>
        <source>its condition lists nothing</source>
        <translation>sa condition ne liste rien</translation>
    </message>
    <message>
        <source>its key list is empty</source>
        <translation>sa liste de clés est vide</translation>
    </message>
    <message>
        <source>its zone</source>
        <translation>sa zone</translation>
    </message>
    <message>
        <source>itself</source>
        <translation>lui-même</translation>
    </message>
    <message>
        <source>jump</source>
        <translation>sauter</translation>
    </message>
    <message>
        <source>keep</source>
        <translation>garder</translation>
    </message>
    <message>
        <source>keep-card</source>
        <translation>carte gardée</translation>
    </message>
    <message>
        <source>knockback</source>
        <translation>recul</translation>
    </message>
    <message>
        <source>known object</source>
        <translation>objet connu</translation>
    </message>
    <message>
        <source>lair</source>
        <translation>repaire</translation>
    </message>
    <message>
        <source>large spawn hint {id!r} at {cell_ref} has no 2×2 block of free spaces around it</source>
        <translation>l’indice d’apparition grand {id!r} en {cell_ref} n’a aucun bloc 2×2 de cases libres autour de lui</translation>
    </message>
    <message>
        <source>level values {values} are not a range 1..N with N ≤ {top}</source>
        <translation>les valeurs de niveau {values} ne forment pas une suite 1..N avec N ≤ {top}</translation>
    </message>
    <message>
        <source>library</source>
        <translation>bibliothèque</translation>
    </message>
    <message>
        <source>lies in the start area {start_area!r}</source>
        <translation>est dans la zone de départ {start_area!r}</translation>
    </message>
    <message>
        <source>lies on an activated glyph</source>
        <translation>est sur un glyphe activé</translation>
    </message>
    <message>
        <source>lies on an obstacle</source>
        <translation>est sur un obstacle</translation>
    </message>
    <message>
        <source>lies on {terrain}</source>
        <translation>est sur {terrain}</translation>
    </message>
    <message>
        <source>lies under monster {monsters!r}</source>
        <translation>est sous le monstre {monsters!r}</translation>
    </message>
    <message>
        <source>light</source>
        <translation>lumière</translation>
    </message>
    <message>
        <source>loot</source>
        <translation>piller</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>défaite</translation>
    </message>
    <message>
        <source>loss condition</source>
        <translation>condition de défaite</translation>
    </message>
    <message>
        <source>loss {id!r} ({kind}) is a Dark Darker Darkest rule; this quest is for {system!r}</source>
        <translation>la défaite {id!r} ({kind}) est une règle de Dark Darker Darkest ; cette quête est pour {system!r}</translation>
    </message>
    <message>
        <source>loss {id!r} ({kind}) names no target</source>
        <translation>la défaite {id!r} ({kind}) ne nomme aucune cible</translation>
    </message>
    <message>
        <source>loss {id!r} is a round limit without a number of rounds</source>
        <translation>la défaite {id!r} est une limite de rounds sans nombre de rounds</translation>
    </message>
    <message>
        <source>loss {id!r} targets {target!r}, which does not exist</source>
        <translation>la défaite {id!r} vise {target!r}, qui n’existe pas</translation>
    </message>
    <message>
        <source>loss {id!r}: hero-dies names {target!r}, which is no hero</source>
        <translation>défaite {id!r} : hero-dies nomme {target!r}, qui n’est pas un héros</translation>
    </message>
    <message>
        <source>loss {id!r}: the {system} rules never end a game by {kind}, so this loss never comes in play</source>
        <translation>défaite {id!r} : les règles {system} ne terminent jamais une partie par {kind}, cette défaite n’arrive donc jamais en partie</translation>
    </message>
    <message>
        <source>loss {id!r}: {n_stuck} of {n_spawns} spawn points can never reach {target}: {names}</source>
        <translation>défaite {id!r} : {n_stuck} points d’apparition sur {n_spawns} ne peuvent jamais atteindre {target} : {names}</translation>
    </message>
    <message>
        <source>magic</source>
        <translation>magique</translation>
    </message>
    <message>
        <source>map (x across the top, y down the side): digit explorer, M monster, o barrel, X exit, x used or sealed space, * lit chapter space, D closed door; C chest, W workbench, ? event space, R recharge station, L trap lever, A chapter space, # rubble, _ pit, ^ trapped floor, S spawn space, . floor</source>
        <translation>carte (x en haut, y sur le côté) : chiffre explorateur, M monstre, o baril, X sortie, x case utilisée ou scellée, * case de chapitre allumée, D porte fermée ; C coffre, W établi, ? case d&apos;événement, R station de recharge, L levier de piège, A case de chapitre, # gravats, _ fosse, ^ sol piégé, S case d&apos;apparition, . sol</translation>
    </message>
    <message>
        <source>map (x across the top, y down the side): digit hero, letter monster (its type&apos;s first letter; capital: master or named), g glyph, c chest, s staircase, * other marker, # wall or rock, o pit, ? not yet revealed, . floor</source>
        <translation>carte (x en haut, y sur le côté) : chiffre héros, lettre monstre (la première lettre de son type ; majuscule : maître ou nommé), g glyphe, c coffre, s escalier, * autre marqueur, # mur ou roche, o fosse, ? pas encore révélé, . sol</translation>
    </message>
    <message>
        <source>map: digit hero, E enemy, * token; | - wall, D door, L locked door, / open door</source>
        <translation>carte : chiffre héros, E ennemi, * jeton ; | - mur, D porte, L porte verrouillée, / porte ouverte</translation>
    </message>
    <message>
        <source>map: digit hero, x killed hero, E enemy, * token, blank Light, ~ Shadow, # gone; | - wall, D door, L locked door, / open door, # pillars, : . zone line</source>
        <translation>carte : chiffre héros, x héros tué, E ennemi, * jeton, vide Lumière, ~ Ombre, # disparu ; | - mur, D porte, L porte verrouillée, / porte ouverte, # piliers, : . limite de zone</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>corps à corps</translation>
    </message>
    <message>
        <source>mob</source>
        <translation>horde</translation>
    </message>
    <message>
        <source>money</source>
        <translation>argent</translation>
    </message>
    <message>
        <source>monster</source>
        <translation>monstre</translation>
    </message>
    <message>
        <source>monster {id!r} is of type {type!r}, which the system does not list (known: {known})</source>
        <translation>le monstre {id!r} est de type {type!r}, que le système ne liste pas (connus : {known})</translation>
    </message>
    <message>
        <source>monster {token!r} ({mtype}) covers {width}×{height} spaces; a {mtype} covers {w}×{h}</source>
        <translation>le monstre {token!r} ({mtype}) couvre {width}×{height} cases ; un {mtype} en couvre {w}×{h}</translation>
    </message>
    <message>
        <source>monster {token!r} is split by a {edge_kind} at {where}</source>
        <translation>le monstre {token!r} est coupé par : {edge_kind} en {where}</translation>
    </message>
    <message>
        <source>monster {token!r} sticks out of the board at {where}</source>
        <translation>le monstre {token!r} dépasse du plateau en {where}</translation>
    </message>
    <message>
        <source>monster {token!r} {why} at {where}</source>
        <translation>le monstre {token!r} {why} en {where}</translation>
    </message>
    <message>
        <source>monster-attack</source>
        <translation>attaque du monstre</translation>
    </message>
    <message>
        <source>monster-target</source>
        <translation>cible du monstre</translation>
    </message>
    <message>
        <source>monsters</source>
        <translation>monstres</translation>
    </message>
    <message>
        <source>more than {limit} actions tried</source>
        <translation>plus de {limit} actions essayées</translation>
    </message>
    <message>
        <source>more than {limit} outcomes of one action</source>
        <translation>plus de {limit} issues pour une seule action</translation>
    </message>
    <message>
        <source>more than {limit} states</source>
        <translation>plus de {limit} états</translation>
    </message>
    <message>
        <source>more than {limit} trigger firings, listeners weighed and effects</source>
        <translation>plus de {limit} déclenchements, déclencheurs examinés et effets</translation>
    </message>
    <message>
        <source>move</source>
        <translation>aller</translation>
    </message>
    <message>
        <source>move-target</source>
        <translation>cible du déplacement</translation>
    </message>
    <message>
        <source>named monster {id!r} lacks {names}</source>
        <translation>il manque {names} au monstre nommé {id!r}</translation>
    </message>
    <message>
        <source>nemesis</source>
        <translation>némésis</translation>
    </message>
    <message>
        <source>nemesis-step</source>
        <translation>pas de la némésis</translation>
    </message>
    <message>
        <source>no Lifebringer token left</source>
        <translation>plus aucun jeton Porte-Vie</translation>
    </message>
    <message>
        <source>no Lifebringer token left to revive a hero</source>
        <translation>plus aucun jeton Porte-Vie pour ranimer un héros</translation>
    </message>
    <message>
        <source>no boss-arena token lies on the boss room {room}</source>
        <translation>aucun jeton boss-arena n’est dans la salle du boss {room}</translation>
    </message>
    <message>
        <source>no boss-arena token marks where the heroes stand for the fight</source>
        <translation>aucun jeton boss-arena ne marque où se placent les héros pour le combat</translation>
    </message>
    <message>
        <source>no grid cell</source>
        <translation>aucune case de la grille</translation>
    </message>
    <message>
        <source>no hero is left in the dungeon</source>
        <translation>il ne reste aucun héros dans le donjon</translation>
    </message>
    <message>
        <source>no hero is left to play</source>
        <translation>il ne reste aucun héros pour jouer</translation>
    </message>
    <message>
        <source>no order of play completes it before the quest&apos;s clock runs out</source>
        <translation>aucun ordre de jeu ne le termine avant que le temps de la quête soit écoulé</translation>
    </message>
    <message>
        <source>no order of the heroes&apos; actions completes every objective</source>
        <translation>aucun ordre des actions des héros n’accomplit tous les objectifs</translation>
    </message>
    <message>
        <source>no order of the heroes&apos; actions completes it</source>
        <translation>aucun ordre des actions des héros ne l’accomplit</translation>
    </message>
    <message>
        <source>no roaming-monster portal is in use, so Roaming-Monster icons of the Darkness track spawn nothing</source>
        <translation>aucun portail de monstre errant n’est utilisé, donc les icônes Monstre Errant de la piste des Ténèbres ne génèrent rien</translation>
    </message>
    <message>
        <source>no spawn token is left</source>
        <translation>il ne reste aucun jeton d&apos;apparition</translation>
    </message>
    <message>
        <source>no standard portal is in use, so Mob icons of the Darkness track spawn nothing</source>
        <translation>aucun portail standard n&apos;est en jeu : les icônes de Horde de la piste des Ténèbres ne font rien apparaître</translation>
    </message>
    <message>
        <source>no standard portal; Mob icons of the Darkness track spawn at standard portals</source>
        <translation>aucun portail standard ; les icônes de Horde de la piste des Ténèbres font apparaître aux portails standard</translation>
    </message>
    <message>
        <source>no survivor is left</source>
        <translation>il ne reste aucun survivant</translation>
    </message>
    <message>
        <source>no {value} rune key is placed</source>
        <translation>aucune clé runique {value} n&apos;est placée</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>none of its keys is placed</source>
        <translation>aucune de ses clés n&apos;est placée</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>nothing more</source>
        <translation>rien de plus</translation>
    </message>
    <message>
        <source>nothing opens a {kind!r} lock</source>
        <translation>rien n&apos;ouvre une serrure {kind!r}</translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation>rien à annuler</translation>
    </message>
    <message>
        <source>objective</source>
        <translation>objectif</translation>
    </message>
    <message>
        <source>objective complete: {obj}</source>
        <translation>objectif rempli : {obj}</translation>
    </message>
    <message>
        <source>objective {id!r} ({kind}) names no target and no zone</source>
        <translation>l’objectif {id!r} ({kind}) ne nomme ni cible ni zone</translation>
    </message>
    <message>
        <source>objective {id!r} can be lost: {what} if the heroes {action} (chain: {chain}); other orders still win</source>
        <translation>l’objectif {id!r} peut être perdu : {what} si les héros font {action} (enchaînement : {chain}) ; d’autres ordres gagnent encore</translation>
    </message>
    <message>
        <source>objective {id!r} can never be done in any order: {reason}</source>
        <translation>l’objectif {id!r} ne peut être accompli dans aucun ordre : {reason}</translation>
    </message>
    <message>
        <source>objective {id!r} can never be done in any order: {reason} (chain: {chain})</source>
        <translation>l’objectif {id!r} ne peut être accompli dans aucun ordre : {reason} (enchaînement : {chain})</translation>
    </message>
    <message>
        <source>objective {id!r} can never be done: {reason} {when}</source>
        <translation>l’objectif {id!r} ne peut jamais être accompli : {reason} {when}</translation>
    </message>
    <message>
        <source>objective {id!r}: escape by {who!r}, which is no hero</source>
        <translation>objectif {id!r} : fuite par {who!r}, qui n’est pas un héros</translation>
    </message>
    <message>
        <source>objective {id!r}: the {system} rules never complete a {kind} objective, so play cannot win this quest</source>
        <translation>objectif {id!r} : les règles {system} ne remplissent jamais un objectif {kind}, la partie ne peut donc pas gagner cette quête</translation>
    </message>
    <message>
        <source>objective {id!r}: {enemy} appears only when {triggers} fires, and no order of play fires it ({why})</source>
        <translation>objectif {id!r} : {enemy} n’apparaît que quand {triggers} se déclenche, et aucun ordre de jeu ne le déclenche ({why})</translation>
    </message>
    <message>
        <source>objective {id!r}: {target} lies in zone {value}, held by stationary guard {guard}; the heroes must kill it to pick it up</source>
        <translation>objectif {id!r} : {target} est dans la zone {value}, tenue par le garde immobile {guard} ; les héros doivent le tuer pour le ramasser</translation>
    </message>
    <message>
        <source>objective {obj!r} can never be completed: {what} is never reached{blocker}</source>
        <translation>l&apos;objectif {obj!r} ne peut jamais être rempli : {what} n&apos;est jamais atteint{blocker}</translation>
    </message>
    <message>
        <source>objective {obj!r} must come after {why}</source>
        <translation>l&apos;objectif {obj!r} doit venir après {why}</translation>
    </message>
    <message>
        <source>objective {obj!r} names zone cell {zone}, which is not on the board</source>
        <translation>l&apos;objectif {obj!r} désigne la case de zone {zone}, qui n&apos;est pas sur le plateau</translation>
    </message>
    <message>
        <source>objective {obj!r} targets {target!r}, which does not exist</source>
        <translation>l&apos;objectif {obj!r} vise {target!r}, qui n&apos;existe pas</translation>
    </message>
    <message>
        <source>objective {objective!r} (chapter {name}) activates the chapter space at {cell}, which is no chapter space: chapter {name} never advances</source>
        <translation>l’objectif {objective!r} (chapitre {name}) active la case de chapitre en {cell}, qui n’est pas une case de chapitre : le chapitre {name} n’avance jamais</translation>
    </message>
    <message>
        <source>objective {objective!r} (chapter {name}) activates the chapter space at {cell}, which {token!r} marks as used from the set-up: chapter {name} never advances</source>
        <translation>l’objectif {objective!r} (chapitre {name}) active la case de chapitre en {cell}, que {token!r} marque comme utilisée dès la mise en place : le chapitre {name} n’avance jamais</translation>
    </message>
    <message>
        <source>objective {objective!r} cannot be done in time: {fact} is made so at {zone}, {distance} {unit} from the start (route {route}), and the hero who does it must go on {onward} {unit} to the objective, so round {rounds} at the earliest ({reach} {unit} a round at best); {deadline}</source>
        <translation>l’objectif {objective!r} ne peut pas être atteint à temps : {fact} se fait en {zone}, à {distance} {unit} du départ (chemin {route}), et le héros qui le fait doit encore parcourir {onward} {unit} jusqu’à l’objectif, donc au plus tôt au tour {rounds} ({reach} {unit} par tour au mieux) ; {deadline}</translation>
    </message>
    <message>
        <source>objective {objective!r} cannot be done in time: {removed} is gone by round {when}, and the hero who made {fact} so at {zone} ({distance} {unit} from the start) cannot be back on the objective&apos;s side by then ({onward} {unit} more, {reach} {unit} a round at best)</source>
        <translation>l’objectif {objective!r} ne peut pas être atteint à temps : {removed} a disparu au tour {when}, et le héros qui a fait {fact} en {zone} (à {distance} {unit} du départ) ne peut pas être revenu du côté de l’objectif d’ici là ({onward} {unit} de plus, {reach} {unit} par tour au mieux)</translation>
    </message>
    <message>
        <source>objective {objective!r} cannot be done in time: {zone} is {distance} {unit} from the start (route {route}), so the heroes are there in round {rounds} at the earliest ({reach} {unit} a round at best); {deadline}</source>
        <translation>l’objectif {objective!r} ne peut pas être atteint à temps : {zone} est à {distance} {unit} du départ (chemin {route}), les héros y sont au plus tôt au tour {rounds} ({reach} {unit} par tour au mieux) ; {deadline}</translation>
    </message>
    <message>
        <source>objective {objective!r} names {room} for the lab code, which has no terminal; chips are entered only in the corner rooms&apos; terminals</source>
        <translation>l’objectif {objective!r} désigne {room} pour le code du labo, qui n’a pas de terminal ; les jetons de code ne s’entrent qu’aux terminaux des pièces d’angle</translation>
    </message>
    <message>
        <source>objective {objective!r} needs {needed} targets held at once, but a party of {size} can hold at most {can} (party sizes that cannot: {sizes})</source>
        <translation>l’objectif {objective!r} demande {needed} cibles tenues à la fois, mais un groupe de {size} peut en tenir au plus {can} (tailles de groupe qui ne le peuvent pas : {sizes})</translation>
    </message>
    <message>
        <source>objective {objective!r} waits for the lab code but leads to {rooms}, not the lab; the code opens the lab, where the antidote is</source>
        <translation>l’objectif {objective!r} attend le code du labo mais mène à {rooms}, pas au labo ; le code ouvre le labo, où se trouve l’antidote</translation>
    </message>
    <message>
        <source>objective {obj} complete</source>
        <translation>objectif {obj} rempli</translation>
    </message>
    <message>
        <source>objectives wait for each other: {loop}</source>
        <translation>des objectifs s’attendent mutuellement : {loop}</translation>
    </message>
    <message>
        <source>objectives {objectives} were not reached</source>
        <translation>les objectifs {objectives} n’ont pas été atteints</translation>
    </message>
    <message>
        <source>objectives {objectives} were not reached and actions {actions} were never tried</source>
        <translation>les objectifs {objectives} n’ont pas été atteints et les actions {actions} n’ont jamais été essayées</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivée</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activée</translation>
    </message>
    <message>
        <source>once {action} (chain: {chain})</source>
        <translation>une fois {action} fait (enchaînement : {chain})</translation>
    </message>
    <message>
        <source>one way ends with {a}, the other with {b}</source>
        <translation>un ordre finit avec {a}, l’autre avec {b}</translation>
    </message>
    <message>
        <source>one way {a}, the other {b}</source>
        <translation>un ordre : {a}, l’autre : {b}</translation>
    </message>
    <message>
        <source>open</source>
        <translation>ouvrir</translation>
    </message>
    <message>
        <source>opens</source>
        <translation>ouvre</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>order</source>
        <translation>ordonner</translation>
    </message>
    <message>
        <source>order {order}</source>
        <translation>ordre {order}</translation>
    </message>
    <message>
        <source>overlaps monster {taken!r}</source>
        <translation>chevauche le monstre {taken!r}</translation>
    </message>
    <message>
        <source>overlord</source>
        <translation>seigneur du mal</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passer</translation>
    </message>
    <message>
        <source>passage</source>
        <translation>passage</translation>
    </message>
    <message>
        <source>path</source>
        <translation>chemin</translation>
    </message>
    <message>
        <source>patrol-zone</source>
        <translation>zone de la patrouille</translation>
    </message>
    <message>
        <source>pickup</source>
        <translation>ramasser</translation>
    </message>
    <message>
        <source>pit</source>
        <translation>fosse</translation>
    </message>
    <message>
        <source>place</source>
        <translation>poser</translation>
    </message>
    <message>
        <source>plain floor</source>
        <translation>sol nu</translation>
    </message>
    <message>
        <source>play</source>
        <translation>jouer</translation>
    </message>
    <message>
        <source>potion-healing</source>
        <translation>potion de soin</translation>
    </message>
    <message>
        <source>potion-vitality</source>
        <translation>potion de vitalité</translation>
    </message>
    <message>
        <source>power</source>
        <translation>pouvoir</translation>
    </message>
    <message>
        <source>pulled</source>
        <translation>tiré</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>violet</translation>
    </message>
    <message>
        <source>pushed</source>
        <translation>poussé</translation>
    </message>
    <message>
        <source>quiet</source>
        <translation>calme</translation>
    </message>
    <message>
        <source>rage</source>
        <translation>rage</translation>
    </message>
    <message>
        <source>ranged</source>
        <translation>à distance</translation>
    </message>
    <message>
        <source>rare</source>
        <translation>rare</translation>
    </message>
    <message>
        <source>reach from the hero start: green reached, amber behind locks, hatched never</source>
        <translation>portée depuis le départ des héros : vert atteint, ambre derrière des verrous, hachuré jamais</translation>
    </message>
    <message>
        <source>reaction</source>
        <translation>réaction</translation>
    </message>
    <message>
        <source>reaction-horde</source>
        <translation>horde de réaction</translation>
    </message>
    <message>
        <source>reactions</source>
        <translation>réactions</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>se tenir prêt</translation>
    </message>
    <message>
        <source>recover</source>
        <translation>récupérer</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>reinforcement</source>
        <translation>renfort</translation>
    </message>
    <message>
        <source>relic</source>
        <translation>relique</translation>
    </message>
    <message>
        <source>reroll</source>
        <translation>relance</translation>
    </message>
    <message>
        <source>rest</source>
        <translation>repos</translation>
    </message>
    <message>
        <source>retreat</source>
        <translation>retraite</translation>
    </message>
    <message>
        <source>revealed: {areas}</source>
        <translation>révélées : {areas}</translation>
    </message>
    <message>
        <source>roaming</source>
        <translation>errant</translation>
    </message>
    <message>
        <source>room zone {room} meets corridor zone {corridor} across a plain floor line at {where}</source>
        <translation>la zone de pièce {room} touche la zone de couloir {corridor} par une simple ligne de sol en {where}</translation>
    </message>
    <message>
        <source>room {room} holds markers ({inside}) but has no door, so it is never revealed</source>
        <translation>la pièce {room} contient des marqueurs ({inside}) mais n&apos;a pas de porte : elle n&apos;est jamais révélée</translation>
    </message>
    <message>
        <source>room-order</source>
        <translation>ordre des pièces</translation>
    </message>
    <message>
        <source>round bound reached</source>
        <translation>limite de manches atteinte</translation>
    </message>
    <message>
        <source>round bound reached ({max_rounds} rounds)</source>
        <translation>limite de manches atteinte ({max_rounds} manches)</translation>
    </message>
    <message>
        <source>round {round}  phase {phase}  (generic rules)</source>
        <translation>manche {round}  phase {phase}  (règles génériques)</translation>
    </message>
    <message>
        <source>round {round}  phase {phase}  chapter {chapter}  horror {horror}  spawn {spawn}  threat {threat}  level {level}</source>
        <translation>manche {round}  phase {phase}  chapitre {chapter}  horreur {horror}  apparition {spawn}  menace {threat}  niveau {level}</translation>
    </message>
    <message>
        <source>round {round}  phase {phase}  conquest {conquest}  threat {threat}</source>
        <translation>manche {round}  phase {phase}  conquête {conquest}  menace {threat}</translation>
    </message>
    <message>
        <source>round {round}  phase {phase}  darkness {darkness}/{last}{final}  event {event}</source>
        <translation>manche {round}  phase {phase}  ténèbres {darkness}/{last}{final}  événement {event}</translation>
    </message>
    <message>
        <source>round {round}  phase {phase}  dungeon level {level}  lifebringers {lifebringers}  darkness {darkness}{boss}</source>
        <translation>manche {round}  phase {phase}  niveau du donjon {level}  Porte-Vie {lifebringers}  ténèbres {darkness}{boss}</translation>
    </message>
    <message>
        <source>round {round}  phase {phase}  level {level}  lifebringer {lifebringer}</source>
        <translation>manche {round}  phase {phase}  niveau {level}  Porte-Vie {lifebringer}</translation>
    </message>
    <message>
        <source>round {round} comes after the round limit</source>
        <translation>le round {round} vient après la limite de rounds</translation>
    </message>
    <message>
        <source>rule {rule} failed: {kind}: {error}</source>
        <translation>la règle {rule} a échoué : {kind} : {error}</translation>
    </message>
    <message>
        <source>run</source>
        <translation>courir</translation>
    </message>
    <message>
        <source>rune door {door!r} has no colour, so no rune key fits it</source>
        <translation>la porte runique {door!r} n&apos;a pas de couleur : aucune clé runique ne lui convient</translation>
    </message>
    <message>
        <source>rune keys: {keys}</source>
        <translation>clés runiques : {keys}</translation>
    </message>
    <message>
        <source>rune-key</source>
        <translation>clé runique</translation>
    </message>
    <message>
        <source>saved to {file}</source>
        <translation>enregistré dans {file}</translation>
    </message>
    <message>
        <source>seal</source>
        <translation>sceller</translation>
    </message>
    <message>
        <source>search</source>
        <translation>fouiller</translation>
    </message>
    <message>
        <source>seen from {spawns} spawn points: {count} cells (green: spawn cells; purple, darker the more see it; monsters transparent)</source>
        <translation>vues depuis {spawns} points d&apos;apparition : {count} cases (vert : cases d&apos;apparition ; violet, plus foncé quand plus de points la voient ; monstres transparents)</translation>
    </message>
    <message>
        <source>seen from {spawns} spawn points: {count} zones (green: spawn zones; purple, darker the more see it)</source>
        <translation>vues depuis {spawns} points d&apos;apparition : {count} zones (vert : zones d&apos;apparition ; violet, plus foncé quand plus de points la voient)</translation>
    </message>
    <message>
        <source>setting up the house: the first upkeep asks the players a question</source>
        <translation>mise en place de la maison : le premier entretien pose une question aux joueurs</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>mise en place</translation>
    </message>
    <message>
        <source>setup.bossArena lists {ref}, which is no boss-arena token</source>
        <translation>setup.bossArena cite {ref}, qui n’est aucun jeton boss-arena</translation>
    </message>
    <message>
        <source>setup.bossRoom names no placed tile</source>
        <translation>setup.bossRoom ne nomme aucune tuile posée</translation>
    </message>
    <message>
        <source>setup.chapters lists no chapter</source>
        <translation>setup.chapters ne liste aucun chapitre</translation>
    </message>
    <message>
        <source>setup.monsterLevel is {level}; monster levels go up to {top}</source>
        <translation>setup.monsterLevel vaut {level} ; les niveaux de monstre vont jusqu’à {top}</translation>
    </message>
    <message>
        <source>shadow</source>
        <translation>ombre</translation>
    </message>
    <message>
        <source>shares its space with {used!r}</source>
        <translation>partage sa case avec {used!r}</translation>
    </message>
    <message>
        <source>shift</source>
        <translation>décaler</translation>
    </message>
    <message>
        <source>showdown</source>
        <translation>affrontement final</translation>
    </message>
    <message>
        <source>sight from {place}: {count} cells seen (green: the origin; amber, fainter farther: seen; hatched: unseen; C1 {c1}, C2 {c2})</source>
        <translation>vue depuis {place} : {count} cases vues (vert : l&apos;origine ; ambre, plus pâle plus loin : vues ; hachuré : non vues ; C1 {c1}, C2 {c2})</translation>
    </message>
    <message>
        <source>sight from {place}: {count} zones seen (green: the origin; amber, fainter farther: seen, max range {far}; hatched: unseen)</source>
        <translation>vue depuis {place} : {count} zones vues (vert : l&apos;origine ; ambre, plus pâle plus loin : vues, portée max {far} ; hachuré : non vues)</translation>
    </message>
    <message>
        <source>sight: {place} is not on the board</source>
        <translation>vue : {place} n&apos;est pas sur le plateau</translation>
    </message>
    <message>
        <source>silver</source>
        <translation>argent</translation>
    </message>
    <message>
        <source>skills: {have}; to learn: {rest}</source>
        <translation>compétences : {have} ; à apprendre : {rest}</translation>
    </message>
    <message>
        <source>skip</source>
        <translation>sauter le tour</translation>
    </message>
    <message>
        <source>slime</source>
        <translation>vase</translation>
    </message>
    <message>
        <source>soft-lock: keys and doors wait for each other in a loop ({chain})</source>
        <translation>blocage : clés et portes s’attendent en boucle ({chain})</translation>
    </message>
    <message>
        <source>soft-lock: no order of spending keys finishes the quest: the keys the heroes can find open too few of the doors {names} (none of {states} reachable key states completes every objective, which every door open would)</source>
        <translation>blocage : aucun ordre d’emploi des clés ne termine la quête : les clés que les héros peuvent trouver ouvrent trop peu des portes {names} (aucun des {states} états de clés atteignables n’accomplit tous les objectifs, ce que ferait l’ouverture de toutes les portes)</translation>
    </message>
    <message>
        <source>soft-lock: objectives and doors wait for each other in a loop ({chain})</source>
        <translation>blocage : objectifs et portes s’attendent en boucle ({chain})</translation>
    </message>
    <message>
        <source>soft-lock: spending keys on {shown} leaves too few keys to finish the quest ({n_dead} of {states} reachable key states are dead ends)</source>
        <translation>blocage : dépenser des clés pour {shown} en laisse trop peu pour finir la quête ({n_dead} des {states} états de clés atteignables sont des impasses)</translation>
    </message>
    <message>
        <source>soft-lock: {what} can only be reached through door {door!r}, which it opens ({chain})</source>
        <translation>blocage : {what} n’est accessible que par la porte {door!r}, qu’il ouvre ({chain})</translation>
    </message>
    <message>
        <source>spaces {cell_ref} and {cell_ref2} touch only at a corner between rock</source>
        <translation>les cases {cell_ref} et {cell_ref2} ne se touchent que par un coin entre la roche</translation>
    </message>
    <message>
        <source>spawn</source>
        <translation>apparition</translation>
    </message>
    <message>
        <source>spawn hint {token!r} {why}; monsters cannot be spawned there at the start</source>
        <translation>l&apos;indice d&apos;apparition {token!r} {why} ; aucun monstre ne peut y apparaître au départ</translation>
    </message>
    <message>
        <source>spawn space {cell_ref} has no free passable space around it</source>
        <translation>la case d’apparition {cell_ref} n’a aucune case libre praticable autour d’elle</translation>
    </message>
    <message>
        <source>spawn space {cell_ref} lies next to start {value!r}</source>
        <translation>la case d’apparition {cell_ref} est à côté du départ {value!r}</translation>
    </message>
    <message>
        <source>spawn space {where} on tile {tile} cannot be reached from the start</source>
        <translation>la case d&apos;apparition {where} de la tuile {tile} est inaccessible depuis le départ</translation>
    </message>
    <message>
        <source>spawn space {where} on tile {tile} is blocked by {names}</source>
        <translation>la case d&apos;apparition {where} de la tuile {tile} est bloquée par {names}</translation>
    </message>
    <message>
        <source>spawn-fallback</source>
        <translation>repli d&apos;apparition</translation>
    </message>
    <message>
        <source>spawn-space</source>
        <translation>case d&apos;apparition</translation>
    </message>
    <message>
        <source>spend</source>
        <translation>dépenser</translation>
    </message>
    <message>
        <source>split-room</source>
        <translation>partage entre pièces</translation>
    </message>
    <message>
        <source>stairs</source>
        <translation>escalier</translation>
    </message>
    <message>
        <source>stands on a hero start space</source>
        <translation>se tient sur une case de départ des héros</translation>
    </message>
    <message>
        <source>stands on an activated glyph</source>
        <translation>se tient sur un glyphe activé</translation>
    </message>
    <message>
        <source>stands on {terrain}</source>
        <translation>se tient sur {terrain}</translation>
    </message>
    <message>
        <source>start</source>
        <translation>début</translation>
    </message>
    <message>
        <source>start {start!r} and exit {exit!r} are in the same zone</source>
        <translation>le départ {start!r} et la sortie {exit!r} sont dans la même zone</translation>
    </message>
    <message>
        <source>start {token!r} at {where} is taken by {names}: a space holds one unit, so no explorer can be placed there</source>
        <translation>le départ {token!r} en {where} est occupé par {names} : une case ne tient qu’une unité, aucun explorateur ne peut y être placé</translation>
    </message>
    <message>
        <source>start {token!r} lies on {terrain}</source>
        <translation>le départ {token!r} est sur {terrain}</translation>
    </message>
    <message>
        <source>start {token!r} {why}</source>
        <translation>le départ {token!r} {why}</translation>
    </message>
    <message>
        <source>step</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>stun {stun}</source>
        <translation>étourdi {stun}</translation>
    </message>
    <message>
        <source>success</source>
        <translation>succès</translation>
    </message>
    <message>
        <source>summon</source>
        <translation>invocation</translation>
    </message>
    <message>
        <source>surge</source>
        <translation>surcharge</translation>
    </message>
    <message>
        <source>sweep</source>
        <translation>balayage</translation>
    </message>
    <message>
        <source>switch</source>
        <translation>changer</translation>
    </message>
    <message>
        <source>take</source>
        <translation>prendre</translation>
    </message>
    <message>
        <source>target</source>
        <translation>cible</translation>
    </message>
    <message>
        <source>team-order</source>
        <translation>ordre de l&apos;équipe</translation>
    </message>
    <message>
        <source>terminal</source>
        <translation>terminal</translation>
    </message>
    <message>
        <source>terrain kind {kind!r} is not defined by {system}</source>
        <translation>le type de terrain {kind!r} n&apos;est pas défini par {system}</translation>
    </message>
    <message>
        <source>terrain {patch} lies on cell {cell}, which is not on the board</source>
        <translation>le terrain {patch} est sur la case {cell}, qui n&apos;est pas sur le plateau</translation>
    </message>
    <message>
        <source>the Darkest sequence holds {names}; the rulebook advises no colour more than twice</source>
        <translation>la séquence Darkest contient {names} ; le livret conseille aucune couleur plus de deux fois</translation>
    </message>
    <message>
        <source>the antidote holder is dead</source>
        <translation>le porteur de l&apos;antidote est mort</translation>
    </message>
    <message>
        <source>the attack misses</source>
        <translation>l&apos;attaque rate</translation>
    </message>
    <message>
        <source>the aura hits h{value} ({total} vs {need})</source>
        <translation>l&apos;aura touche h{value} ({total} contre {need})</translation>
    </message>
    <message>
        <source>the barrel at {cell_ref} explodes</source>
        <translation>le baril en {cell_ref} explose</translation>
    </message>
    <message>
        <source>the board has {cells:,} cells; a board with centre-line sight may have at most {limit:,} (docs/format.md, Limits), so no other check ran</source>
        <translation>le plateau a {cells:,} cases ; un plateau à vue par lignes centrales peut en avoir au plus {limit:,} (docs/format.md, Limits), aucun autre contrôle n’a donc été fait</translation>
    </message>
    <message>
        <source>the boss fight against {boss} begins</source>
        <translation>le combat contre le boss {boss} commence</translation>
    </message>
    <message>
        <source>the camera icon in {zone} has no camera</source>
        <translation>l&apos;icône de caméra de {zone} n&apos;a pas de caméra</translation>
    </message>
    <message>
        <source>the chapter space at {cell_ref} is lit</source>
        <translation>la case de chapitre en {cell_ref} s&apos;allume</translation>
    </message>
    <message>
        <source>the chips on the board break the lab code without darkness ({mode} mode, budget {budget})</source>
        <translation>les puces du plateau cassent le code du labo sans ténèbres (mode {mode}, budget {budget})</translation>
    </message>
    <message>
        <source>the consumed-key search stopped after {states} states ({n_doors} consumable doors); soft-locks may remain</source>
        <translation>la recherche des clés consommées s’est arrêtée après {states} états ({n_doors} portes à clé consommée) ; des blocages peuvent subsister</translation>
    </message>
    <message>
        <source>the cycle starts on {start!r}, not darkness</source>
        <translation>le cycle commence sur {start!r}, pas sur darkness</translation>
    </message>
    <message>
        <source>the darkness grows</source>
        <translation>les ténèbres grandissent</translation>
    </message>
    <message>
        <source>the darkness marker starts on space {dark!r}, not the first</source>
        <translation>le marqueur de ténèbres commence sur la case {dark!r}, pas sur la première</translation>
    </message>
    <message>
        <source>the darkness track</source>
        <translation>la piste des ténèbres</translation>
    </message>
    <message>
        <source>the darkness track is full: this is the final round</source>
        <translation>la piste des ténèbres est pleine : c&apos;est la dernière manche</translation>
    </message>
    <message>
        <source>the ends of {link} all lie in one zone: {tokens}</source>
        <translation>les extrémités de {link} sont toutes dans une même zone : {tokens}</translation>
    </message>
    <message>
        <source>the entrance hall {tile} is at {pos}, not at r{row}c{col}</source>
        <translation>le hall d&apos;entrée {tile} est en {pos}, pas en r{row}c{col}</translation>
    </message>
    <message>
        <source>the event cycle is {cycle!r}, not zombie, fire, darkness</source>
        <translation>le cycle d’événements est {cycle!r}, pas zombie, fire, darkness</translation>
    </message>
    <message>
        <source>the exit</source>
        <translation>la sortie</translation>
    </message>
    <message>
        <source>the fire is out</source>
        <translation>le feu est éteint</translation>
    </message>
    <message>
        <source>the fire space {space!r} is not on the track</source>
        <translation>la case de feu {space!r} n’est pas sur la piste</translation>
    </message>
    <message>
        <source>the fire token {id!r} lies on the lab ({tile}); fire never enters it</source>
        <translation>le jeton feu {id!r} est sur le laboratoire ({tile}) ; le feu n’y entre jamais</translation>
    </message>
    <message>
        <source>the fire token {id!r} lies on {tile}, which holds no burn marker; a fire always burns where it lies</source>
        <translation>le jeton feu {id!r} est sur {tile}, qui ne porte aucun marqueur de brûlure ; un feu brûle toujours là où il se trouve</translation>
    </message>
    <message>
        <source>the function room {zone} ({owner}) cannot be reached even with every chip cleared</source>
        <translation>la salle de fonction {zone} ({owner}) est inaccessible même avec toutes les puces retirées</translation>
    </message>
    <message>
        <source>the game is over (undo, load or quit)</source>
        <translation>la partie est finie (undo, load ou quit)</translation>
    </message>
    <message>
        <source>the hero start {cell}</source>
        <translation>le départ des héros {cell}</translation>
    </message>
    <message>
        <source>the heroes have no conquest tokens left</source>
        <translation>les héros n&apos;ont plus de jetons de conquête</translation>
    </message>
    <message>
        <source>the heroes start in room {zone}, inside a chamber ({names}) whose every way out is a closed door</source>
        <translation>les héros commencent dans la salle {zone}, dans une chambre ({names}) dont toutes les sorties sont des portes fermées</translation>
    </message>
    <message>
        <source>the heroes start with {start!r} conquest; they need at least 1</source>
        <translation>les héros commencent avec {start!r} de conquête ; il leur en faut au moins 1</translation>
    </message>
    <message>
        <source>the heroes&apos; start is removed {when} by trigger {cause!r}, before they can take an action</source>
        <translation>le départ des héros est retiré {when} par le déclencheur {cause!r}, avant qu’ils puissent agir</translation>
    </message>
    <message>
        <source>the heroes&apos; start is removed {when}, before they can take an action</source>
        <translation>le départ des héros est retiré {when}, avant qu’ils puissent agir</translation>
    </message>
    <message>
        <source>the house has {count} tiles; it needs {need} filling a {rows}×{cols} grid{empty}</source>
        <translation>la maison a {count} tuiles ; il en faut {need} pour remplir une grille de {rows}×{cols}{empty}</translation>
    </message>
    <message>
        <source>the house has {entrances_count} entrance halls; it needs exactly one</source>
        <translation>la maison a {entrances_count} halls d&apos;entrée ; il en faut exactement un</translation>
    </message>
    <message>
        <source>the house has {labs_count} labs; it needs exactly one</source>
        <translation>la maison a {labs_count} labos ; il en faut exactement un</translation>
    </message>
    <message>
        <source>the quest claims parties of {ranges}; {system} supports {min}–{max} heroes</source>
        <translation>la quête annonce des groupes de {ranges} ; {system} accepte de {min} à {max} héros</translation>
    </message>
    <message>
        <source>the quest starts at level {level} (setup startLevel); the game starts at level 1</source>
        <translation>la quête commence au niveau {level} (setup startLevel) ; la partie commence au niveau 1</translation>
    </message>
    <message>
        <source>trigger {id!r} can never fire: its condition asks for {need} heroes and the quest is for {low}–{high}</source>
        <translation>le déclencheur {id!r} ne peut jamais se déclencher : sa condition demande {need} héros et la quête est pour {low}–{high}</translation>
    </message>
    <message>
        <source>trigger {id!r} waits for {event}, which the {system} rules never raise: it never fires in play</source>
        <translation>le déclencheur {id!r} attend {event}, que les règles {system} ne produisent jamais : il ne se déclenche jamais en partie</translation>
    </message>
    <message>
        <source>trigger {id!r}: discard effect targets {target!r} ({kind}), which the rules never take from the heroes</source>
        <translation>déclencheur {id!r} : l&apos;effet discard vise {target!r} ({kind}), que les règles ne retirent jamais aux héros</translation>
    </message>
    <message>
        <source>trigger {id!r}: the {system} rules do not play {effect} effects; in play it does nothing</source>
        <translation>déclencheur {id!r} : les règles {system} ne jouent pas les effets {effect} ; en partie il ne fait rien</translation>
    </message>
    <message>
        <source>trigger {trigger!r} ({kind} {target!r}) fires on {event}, before a survivor enters the lab; that happens only when the showdown starts</source>
        <translation>le déclencheur {trigger!r} ({kind} {target!r}) part sur {event}, avant qu’un survivant n’entre dans le labo ; cela n’arrive qu’au début de l’affrontement final</translation>
    </message>
    <message>
        <source>trigger {trigger!r} closes door {door!r}, which starts destroyed; a destroyed door can never be closed again</source>
        <translation>le déclencheur {trigger!r} ferme la porte {door!r}, qui commence détruite ; une porte détruite ne peut plus jamais être fermée</translation>
    </message>
    <message>
        <source>unknown game system {system!r}: its system.json was refused: {problem}</source>
        <translation>système de jeu inconnu {system!r} : son system.json a été refusé : {problem}</translation>
    </message>
    <message>
        <source>{enemy} sleeps until a door opens into its room, and none does</source>
        <translation>{enemy} dort jusqu’à ce qu’une porte s’ouvre sur sa salle, et aucune ne s’ouvre</translation>
    </message>
    <message>
        <source>{hero} has lost the skills it learned</source>
        <translation>{hero} a perdu les compétences apprises</translation>
    </message>
    <message>
        <source>{hero} learns {skill} for {cost} XP ({xp} XP left)</source>
        <translation>{hero} apprend {skill} pour {cost} XP (il reste {xp} XP)</translation>
    </message>
    <message>
        <source>{hero} loses the skill {skill} to the virus</source>
        <translation>{hero} perd la compétence {skill} à cause du virus</translation>
    </message>
    <message>
        <source>{kind} token {id!r} lies in the lab ({tile}), which stays locked until the code is entered</source>
        <translation>le jeton {kind} {id!r} est dans le laboratoire ({tile}), verrouillé jusqu’à ce que le code soit saisi</translation>
    </message>
    <message>
        <source>{kind} {token!r} is placed face up; a {kind} is always placed face down</source>
        <translation>{kind} {token!r} est placé face visible ; un {kind} est toujours placé face cachée</translation>
    </message>
    <message>
        <source>{kind} {token!r} lies on door {door!r}, which is {state}; a {kind} marks only a door that is {states}</source>
        <translation>{kind} {token!r} est sur la porte {door!r}, qui est {state} ; un {kind} ne marque qu’une porte {states}</translation>
    </message>
    <message>
        <source>{kind} {token!r} lies on no single door; a {kind} marks a door that is {states}</source>
        <translation>{kind} {token!r} n’est sur aucune porte unique ; un {kind} marque une porte {states}</translation>
    </message>
    <message>
        <source>{kind} {token!r} lies on {terrain} at {cell}; a {kind} marks only {kinds}</source>
        <translation>{kind} {token!r} est sur {terrain} en {cell} ; un {kind} ne marque que {kinds}</translation>
    </message>
    <message>
        <source>{kind} {token!r} shares the space {cell} with {other!r}; one unit a space</source>
        <translation>{kind} {token!r} partage la case {cell} avec {other!r} ; une unité par case</translation>
    </message>
    <message>
        <source>{name} [{id}: {effect}] {cost} XP</source>
        <translation>{name} [{id} : {effect}] {cost} XP</translation>
    </message>
    <message>
        <source>{name} [{id}] lost to the virus</source>
        <translation>{name} [{id}] perdue à cause du virus</translation>
    </message>
    <message>
        <source>{tokens} lies face down and is never revealed</source>
        <translation>{tokens} est face cachée et n’est jamais révélé</translation>
    </message>
    <message>
        <source>{type} {token!r} lies in the {state} door space {door!r} at {where}, where nobody can stand until it opens</source>
        <translation>{type} {token!r} est dans la case de porte {door!r} ({state}) en {where}, où personne ne peut se tenir avant son ouverture</translation>
    </message>
    <message numerus="yes">
        <source> and takes {count} leftover wound</source>
        <translation>
            <numerusform> et subit {count} blessure restante</numerusform>
            <numerusform> et subit {count} blessures restantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best facing: {best}</source>
        <translation>
            <numerusform>Meilleure orientation : {best}</numerusform>
            <numerusform>Meilleures orientations : {best}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a way round it of {seen} step</source>
        <translation>
            <numerusform>un détour de {seen} pas</numerusform>
            <numerusform>un détour de {seen} pas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>bridge zone {zone} joins {ends_count} enterable zone; a bridge spans between two</source>
        <translation>
            <numerusform>la zone de pont {zone} relie {ends_count} zone accessible ; un pont en relie deux</numerusform>
            <numerusform>la zone de pont {zone} relie {ends_count} zones accessibles ; un pont en relie deux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>camera {cam!r} faces {facing} and sees {count} room; facing {best} sees {most}</source>
        <translation>
            <numerusform>la caméra {cam!r} est orientée {facing} et voit {count} pièce ; orientée {best}, elle en verrait {most}</numerusform>
            <numerusform>la caméra {cam!r} est orientée {facing} et voit {count} pièces ; orientée {best}, elle en verrait {most}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>camera {cam!r} sees {count} room: {rooms}{extra}</source>
        <translation>
            <numerusform>la caméra {cam!r} voit {count} pièce : {rooms}{extra}</numerusform>
            <numerusform>la caméra {cam!r} voit {count} pièces : {rooms}{extra}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>conquest: {start} at the start + {per_glyph} × {n_glyphs} glyph + {rewards} from named monsters = {total} (chests not counted)</source>
        <translation>
            <numerusform>conquête : {start} au départ + {per_glyph} × {n_glyphs} glyphe + {rewards} des monstres nommés = {total} (coffres non comptés)</numerusform>
            <numerusform>conquête : {start} au départ + {per_glyph} × {n_glyphs} glyphes + {rewards} des monstres nommés = {total} (coffres non comptés)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>door space {door!r} at {where} seals nothing: the spaces beyond its sides are joined by a way round it of at most {BYPASS_STEPS} step</source>
        <translation>
            <numerusform>la case de porte {door!r} en {where} ne ferme rien : les cases au-delà de ses côtés sont reliées par un détour d&apos;au plus {BYPASS_STEPS} pas</numerusform>
            <numerusform>la case de porte {door!r} en {where} ne ferme rien : les cases au-delà de ses côtés sont reliées par un détour d&apos;au plus {BYPASS_STEPS} pas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>door {door!r} spans {edges_count} unit edge; a door spans exactly two, side by side</source>
        <translation>
            <numerusform>la porte {door!r} couvre {edges_count} bord unitaire ; une porte en couvre exactement deux, côte à côte</numerusform>
            <numerusform>la porte {door!r} couvre {edges_count} bords unitaires ; une porte en couvre exactement deux, côte à côte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>is {edges_count} unit long, not {length}</source>
        <translation>
            <numerusform>mesure {edges_count} unité, pas {length}</numerusform>
            <numerusform>mesure {edges_count} unités, pas {length}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loss {id!r} needs {count!r} corners destroyed; the house has {corners} corner room outside the lab</source>
        <translation>
            <numerusform>la défaite {id!r} demande {count!r} coins détruits ; la maison a {corners} salle d’angle hors du labo</numerusform>
            <numerusform>la défaite {id!r} demande {count!r} coins détruits ; la maison a {corners} salles d’angle hors du labo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no {color} rune key for rune door {doors}; exactly one is needed</source>
        <translation>
            <numerusform>aucune clé runique {color} pour la porte runique {doors} ; il en faut exactement une</numerusform>
            <numerusform>aucune clé runique {color} pour les portes runiques {doors} ; il en faut exactement une</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>objective {id!r} needs {count} but names only {n_targets} target</source>
        <translation>
            <numerusform>l’objectif {id!r} en demande {count} mais ne nomme que {n_targets} cible</numerusform>
            <numerusform>l’objectif {id!r} en demande {count} mais ne nomme que {n_targets} cibles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>only {cells_count} start space for one hero each</source>
        <translation>
            <numerusform>seulement {cells_count} case de départ, à un héros chacune</numerusform>
            <numerusform>seulement {cells_count} cases de départ, à un héros chacune</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>only {spaces_count} free start space on or next to an activated glyph</source>
        <translation>
            <numerusform>seulement {spaces_count} case de départ libre sur un glyphe activé ou à côté</numerusform>
            <numerusform>seulement {spaces_count} cases de départ libres sur un glyphe activé ou à côté</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>overlord: {hand} card in hand, deck {deck}, discards {discards}{in_play}</source>
        <translation>
            <numerusform>seigneur du mal : {hand} carte en main, pioche {deck}, défausse {discards}{in_play}</numerusform>
            <numerusform>seigneur du mal : {hand} cartes en main, pioche {deck}, défausse {discards}{in_play}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>pool {pool!r} needs {n} {ttype} token besides the {placed} placed; the box holds {limit}</source>
        <translation>
            <numerusform>la réserve {pool!r} demande {n} jeton {ttype} en plus des {placed} placés ; la boîte en contient {limit}</numerusform>
            <numerusform>la réserve {pool!r} demande {n} jetons {ttype} en plus des {placed} placés ; la boîte en contient {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>quest {quest!r}: {count} hero</source>
        <translation>
            <numerusform>quête {quest!r} : {count} héros</numerusform>
            <numerusform>quête {quest!r} : {count} héros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>quest {quest!r}: {count} hero at level {level}</source>
        <translation>
            <numerusform>quête {quest!r} : {count} héros au niveau {level}</numerusform>
            <numerusform>quête {quest!r} : {count} héros au niveau {level}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>quest {quest!r}: {count} hero, generic rules</source>
        <translation>
            <numerusform>quête {quest!r} : {count} héros, règles génériques</numerusform>
            <numerusform>quête {quest!r} : {count} héros, règles génériques</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>room {tile} holds {count} burn marker; {limit} destroy it and are removed</source>
        <translation>
            <numerusform>la pièce {tile} porte {count} marqueur de brûlure ; {limit} la détruisent et sont retirés</numerusform>
            <numerusform>la pièce {tile} porte {count} marqueurs de brûlure ; {limit} la détruisent et sont retirés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the house has {symbols_count} lock symbol; at least 3 are needed for the code chips</source>
        <translation>
            <numerusform>la maison a {symbols_count} symbole de serrure ; il en faut au moins 3 pour les puces de code</numerusform>
            <numerusform>la maison a {symbols_count} symboles de serrure ; il en faut au moins 3 pour les puces de code</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the sequence uses {n} {colour} token; the box holds {limit}</source>
        <translation>
            <numerusform>la séquence utilise {n} jeton {colour} ; la boîte en contient {limit}</numerusform>
            <numerusform>la séquence utilise {n} jetons {colour} ; la boîte en contient {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>tile {tile!r} overlaps {others} on {cells} cell</source>
        <translation>
            <numerusform>la tuile {tile!r} chevauche {others} sur {cells} case</numerusform>
            <numerusform>la tuile {tile!r} chevauche {others} sur {cells} cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>tile {tiles} is cut off from the rest of the board</source>
        <translation>
            <numerusform>la tuile {tiles} est coupée du reste du plateau</numerusform>
            <numerusform>les tuiles {tiles} sont coupées du reste du plateau</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>zone {zones} removed</source>
        <translation>
            <numerusform>zone {zones} retirée</numerusform>
            <numerusform>zones {zones} retirées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} Shadow zone out of every spawn point&apos;s sight: {zones}{more}</source>
        <translation>
            <numerusform>{count} zone d&apos;ombre hors de vue de tout point d&apos;apparition : {zones}{more}</numerusform>
            <numerusform>{count} zones d&apos;ombre hors de vue de tout point d&apos;apparition : {zones}{more}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} corner room has been destroyed</source>
        <translation>
            <numerusform>{count} pièce d&apos;angle a été détruite</numerusform>
            <numerusform>{count} pièces d&apos;angle ont été détruites</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} face-down slot</source>
        <translation>
            <numerusform>{count} emplacement face cachée</numerusform>
            <numerusform>{count} emplacements face cachée</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} face-down token</source>
        <translation>
            <numerusform>{count} jeton face cachée</numerusform>
            <numerusform>{count} jetons face cachée</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} monster on the board</source>
        <translation>
            <numerusform>{count} monstre sur le plateau</numerusform>
            <numerusform>{count} monstres sur le plateau</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} of {total} spawn spaces is in sight of a start: {cells}</source>
        <translation>
            <numerusform>{count} case d’apparition sur {total} est en vue d’un départ : {cells}</numerusform>
            <numerusform>{count} cases d’apparition sur {total} sont en vue d’un départ : {cells}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} room can be reached only through chipped doors: {rooms}</source>
        <translation>
            <numerusform>{count} salle n&apos;est accessible que par des portes à puce : {rooms}</numerusform>
            <numerusform>{count} salles ne sont accessibles que par des portes à puce : {rooms}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} state was found but not followed</source>
        <translation>
            <numerusform>{count} état a été trouvé mais pas suivi</numerusform>
            <numerusform>{count} états ont été trouvés mais pas suivis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} token</source>
        <translation>
            <numerusform>{count} jeton</numerusform>
            <numerusform>{count} jetons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} zombie</source>
        <translation>
            <numerusform>{count} zombie</numerusform>
            <numerusform>{count} zombies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} zombie moves from {zone} to {here}</source>
        <translation>
            <numerusform>{count} zombie va de {zone} à {here}</numerusform>
            <numerusform>{count} zombies vont de {zone} à {here}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} zombie pours in from {src}</source>
        <translation>
            <numerusform>{count} zombie afflue depuis {src}</numerusform>
            <numerusform>{count} zombies affluent depuis {src}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} zombie shambles from {src} to {dst}</source>
        <translation>
            <numerusform>{count} zombie titube de {src} à {dst}</numerusform>
            <numerusform>{count} zombies titubent de {src} à {dst}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} zone can never be reached: {zones}{blocker}</source>
        <translation>
            <numerusform>{count} zone ne peut jamais être atteinte : {zones}{blocker}</numerusform>
            <numerusform>{count} zones ne peuvent jamais être atteintes : {zones}{blocker}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} zone no other zone can see into: {zones}{more}</source>
        <translation>
            <numerusform>{count} zone où aucune autre zone ne voit : {zones}{more}</numerusform>
            <numerusform>{count} zones où aucune autre zone ne voit : {zones}{more}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} zone opens only when a locked door is destroyed: {zones}</source>
        <translation>
            <numerusform>{count} zone ne s’ouvre que si une porte verrouillée est détruite : {zones}</numerusform>
            <numerusform>{count} zones ne s’ouvrent que si une porte verrouillée est détruite : {zones}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} {color} rune key for rune doors {doors}; exactly one is needed</source>
        <translation>
            <numerusform>{count} clé runique {color} pour les portes runiques {doors} ; il en faut exactement une</numerusform>
            <numerusform>{count} clés runiques {color} pour les portes runiques {doors} ; il en faut exactement une</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} {kind} token is placed ({names}); a game uses {limit}</source>
        <translation>
            <numerusform>{count} jeton {kind} est placé ({names}) ; une partie en utilise {limit}</numerusform>
            <numerusform>{count} jetons {kind} sont placés ({names}) ; une partie en utilise {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{enemy} attacks {hero}: {wounds} wound</source>
        <translation>
            <numerusform>{enemy} attaque {hero} : {wounds} blessure</numerusform>
            <numerusform>{enemy} attaque {hero} : {wounds} blessures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{enemy} calls {extra} minion to {mob}</source>
        <translation>
            <numerusform>{enemy} appelle {extra} sbire dans {mob}</numerusform>
            <numerusform>{enemy} appelle {extra} sbires dans {mob}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{enemy} regenerates {healed} wound</source>
        <translation>
            <numerusform>{enemy} régénère {healed} blessure</numerusform>
            <numerusform>{enemy} régénère {healed} blessures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{enemy} {kind} attack on {hero}: {wounds} wound</source>
        <translation>
            <numerusform>{enemy}, attaque ({kind}) contre {hero} : {wounds} blessure</numerusform>
            <numerusform>{enemy}, attaque ({kind}) contre {hero} : {wounds} blessures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{gone} zombie burns in {zone}</source>
        <translation>
            <numerusform>{gone} zombie brûle en {zone}</numerusform>
            <numerusform>{gone} zombies brûlent en {zone}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{got} zombie bursts into {zone}</source>
        <translation>
            <numerusform>{got} zombie fait irruption en {zone}</numerusform>
            <numerusform>{got} zombies font irruption en {zone}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{got} zombie rises in {zone}</source>
        <translation>
            <numerusform>{got} zombie se lève en {zone}</numerusform>
            <numerusform>{got} zombies se lèvent en {zone}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hero} attacks {enemy}: {wounds} wound</source>
        <translation>
            <numerusform>{hero} attaque {enemy} : {wounds} blessure</numerusform>
            <numerusform>{hero} attaque {enemy} : {wounds} blessures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hero} suffers {count} wound ({cause})</source>
        <translation>
            <numerusform>{hero} subit {count} blessure ({cause})</numerusform>
            <numerusform>{hero} subit {count} blessures ({cause})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hero} takes {wounds} wound ({cause})</source>
        <translation>
            <numerusform>{hero} subit {wounds} blessure ({cause})</numerusform>
            <numerusform>{hero} subit {wounds} blessures ({cause})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hero} {kind} attack on {enemy}: {wounds} wound</source>
        <translation>
            <numerusform>{hero}, attaque ({kind}) contre {enemy} : {wounds} blessure</numerusform>
            <numerusform>{hero}, attaque ({kind}) contre {enemy} : {wounds} blessures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{ids_count} face-down slot draws from pool {pool!r}, which setup.facedownPools does not define</source>
        <translation>
            <numerusform>{ids_count} emplacement face cachée puise dans la réserve {pool!r}, que setup.facedownPools ne définit pas</numerusform>
            <numerusform>{ids_count} emplacements face cachée puisent dans la réserve {pool!r}, que setup.facedownPools ne définit pas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{label} pool {count} die to break free</source>
        <translation>
            <numerusform>{label} réunissent {count} dé pour se libérer</numerusform>
            <numerusform>{label} réunissent {count} dés pour se libérer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{missing_count} board space belongs to no area, starting at {where}</source>
        <translation>
            <numerusform>{missing_count} case du plateau n&apos;appartient à aucune zone nommée, à partir de {where}</numerusform>
            <numerusform>{missing_count} cases du plateau n&apos;appartiennent à aucune zone nommée, à partir de {where}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{missing_count} cell of tile {tile!r} side {side} belongs to no zone</source>
        <translation>
            <numerusform>{missing_count} case de la tuile {tile!r}, face {side}, n&apos;appartient à aucune zone</numerusform>
            <numerusform>{missing_count} cases de la tuile {tile!r}, face {side}, n&apos;appartiennent à aucune zone</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{roaming_count} roaming-monster portal; the Darkness track needs exactly one</source>
        <translation>
            <numerusform>{roaming_count} portail de monstre errant ; la piste des Ténèbres en demande exactement un</numerusform>
            <numerusform>{roaming_count} portails de monstre errant ; la piste des Ténèbres en demande exactement un</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{uid} takes {wounds} wound ({damage} damage)</source>
        <translation>
            <numerusform>{uid} subit {wounds} blessure ({damage} dégâts)</numerusform>
            <numerusform>{uid} subit {wounds} blessures ({damage} dégâts)</numerusform>
        </translation>
    </message>
    <message>
        <source>the join of tile {tile} at {where} {why}</source>
        <translation>la jonction de la tuile {tile} en {where} {why}</translation>
    </message>
    <message>
        <source>the lab {lab} has no doorway or passage to another room</source>
        <translation>le labo {lab} n&apos;a ni embrasure ni passage vers une autre pièce</translation>
    </message>
    <message>
        <source>the lab {tile} is at r{r}c{c}, not in a corner</source>
        <translation>le labo {tile} est en r{r}c{c}, pas dans un angle</translation>
    </message>
    <message>
        <source>the lab-code search gave up after {work} steps over {chips_count} chips; the best use found costs {cost} darkness, a better one may exist</source>
        <translation>la recherche du code du labo a abandonné après {work} étapes sur {chips_count} puces ; le meilleur usage trouvé coûte {cost} ténèbres, il en existe peut-être un meilleur</translation>
    </message>
    <message>
        <source>the last chapter ({value}) is not a blocking one: the scenario has no endgame</source>
        <translation>le dernier chapitre ({value}) n’est pas bloquant : le scénario n’a pas de fin de partie</translation>
    </message>
    <message>
        <source>the last chapter is complete</source>
        <translation>le dernier chapitre est terminé</translation>
    </message>
    <message>
        <source>the last code token is gone: the lab opens</source>
        <translation>le dernier jeton de code a disparu : le labo s&apos;ouvre</translation>
    </message>
    <message>
        <source>the level is now {level}</source>
        <translation>le niveau est maintenant {level}</translation>
    </message>
    <message>
        <source>the level rises to {level}</source>
        <translation>le niveau monte à {level}</translation>
    </message>
    <message>
        <source>the links of {group} open</source>
        <translation>les liaisons de {group} s&apos;ouvrent</translation>
    </message>
    <message>
        <source>the lock symbol of tile {tile} at {where} holds {chips_here_count} chips; it needs exactly one</source>
        <translation>le symbole de serrure de la tuile {tile} en {where} porte {chips_here_count} puces ; il en faut exactement une</translation>
    </message>
    <message>
        <source>the lock symbol of tile {tile} at {where} is on a {edge_kind}, not a doorway</source>
        <translation>le symbole de serrure de la tuile {tile} en {where} est sur : {edge_kind}, pas sur une embrasure</translation>
    </message>
    <message>
        <source>the map</source>
        <translation>la carte</translation>
    </message>
    <message>
        <source>the monster level rises to {level}</source>
        <translation>le niveau des monstres monte à {level}</translation>
    </message>
    <message>
        <source>the monsters of {area} ({names}) can leave only through doors into {names2}, which they never open before it is revealed</source>
        <translation>les monstres de {area} ({names}) ne peuvent sortir que par des portes vers {names2}, qu’ils n’ouvrent jamais avant sa révélation</translation>
    </message>
    <message>
        <source>the nemesis is destroyed</source>
        <translation>la némésis est détruite</translation>
    </message>
    <message>
        <source>the nemesis reacts</source>
        <translation>la némésis réagit</translation>
    </message>
    <message>
        <source>the outcome depends on the order of {a} and {b}: {first} one way, {second} the other; {diff}</source>
        <translation>le résultat dépend de l’ordre de {a} et {b} : {first} dans un sens, {second} dans l’autre ; {diff}</translation>
    </message>
    <message>
        <source>the outcome depends on the order of {a} and {b}: {first} one way, {second} the other; {diff} (after: {chain})</source>
        <translation>le résultat dépend de l’ordre de {a} et {b} : {first} dans un sens, {second} dans l’autre ; {diff} (après : {chain})</translation>
    </message>
    <message>
        <source>the overlord discards {card} for {discard} threat</source>
        <translation>le seigneur du mal défausse {card} pour {discard} menace</translation>
    </message>
    <message>
        <source>the overlord plays {card}</source>
        <translation>le seigneur du mal joue {card}</translation>
    </message>
    <message>
        <source>the overlord plays {card}: re-roll</source>
        <translation>le seigneur du mal joue {card} : relance</translation>
    </message>
    <message>
        <source>the overlord springs {card} on {hero}</source>
        <translation>le seigneur du mal déclenche {card} sur {hero}</translation>
    </message>
    <message>
        <source>the overlord&apos;s deck runs out: the heroes lose {lose} conquest</source>
        <translation>la pioche du seigneur du mal est épuisée : les héros perdent {lose} conquête</translation>
    </message>
    <message>
        <source>the party minimum {min} is above its maximum {max}</source>
        <translation>le minimum du groupe, {min}, dépasse son maximum, {max}</translation>
    </message>
    <message>
        <source>the quest cannot be won in any order, even ignoring enemies and dice: {why}</source>
        <translation>la quête ne peut être gagnée dans aucun ordre, même sans ennemis ni dés : {why}</translation>
    </message>
    <message>
        <source>the quest has no objective and no trigger that wins it</source>
        <translation>la quête n’a ni objectif ni déclencheur qui la fasse gagner</translation>
    </message>
    <message>
        <source>the quest has no {label} token; {system} needs one</source>
        <translation>la quête n&apos;a pas de jeton {label} ; {system} en demande un</translation>
    </message>
    <message>
        <source>the quest is lost when round {limit} ends</source>
        <translation>la quête est perdue à la fin du tour {limit}</translation>
    </message>
    <message>
        <source>the quest logic was explored only in part ({stopped}): {verdict}</source>
        <translation>la logique de quête n’a été explorée qu’en partie ({stopped}) : {verdict}</translation>
    </message>
    <message>
        <source>the quest logic was not fully explored ({stopped}): {verdict}; not explored: {what}</source>
        <translation>la logique de la quête n’a pas été entièrement explorée ({stopped}) : {verdict} ; non exploré : {what}</translation>
    </message>
    <message>
        <source>the quest logic was not fully explored: order effects were compared for the first {pairs} pairs of actions only</source>
        <translation>la logique de la quête n’a pas été entièrement explorée : les effets d’ordre n’ont été comparés que pour les {pairs} premières paires d’actions</translation>
    </message>
    <message>
        <source>the quest says so</source>
        <translation>la quête le dit</translation>
    </message>
    <message>
        <source>the search makes noise: {face}</source>
        <translation>la fouille fait du bruit : {face}</translation>
    </message>
    <message>
        <source>the start area {start!r}</source>
        <translation>la zone de départ {start!r}</translation>
    </message>
    <message>
        <source>the start area {start!r} is not defined</source>
        <translation>la zone de départ {start!r} n&apos;est pas définie</translation>
    </message>
    <message>
        <source>the start tile {tile} carries level {level} ({token}); the game starts at level 1</source>
        <translation>la tuile de départ {tile} porte le niveau {level} ({token}) ; la partie commence au niveau 1</translation>
    </message>
    <message>
        <source>the terror die</source>
        <translation>le dé de terreur</translation>
    </message>
    <message>
        <source>the track has {length!r} spaces, not 5</source>
        <translation>la piste a {length!r} cases, pas 5</translation>
    </message>
    <message>
        <source>the virus</source>
        <translation>le virus</translation>
    </message>
    <message>
        <source>the {items} the heroes must carry cannot be brought to {what}</source>
        <translation>les {items} que les héros doivent porter ne peuvent être amenés à {what}</translation>
    </message>
    <message>
        <source>the {mode} security sequence has {sequence_count} tokens; that side of the board has {want} slots</source>
        <translation>la séquence de sécurité {mode} a {sequence_count} jetons ; ce côté du tableau a {want} emplacements</translation>
    </message>
    <message>
        <source>the {opening} of tile {opener} at {where} ({side} side) faces a wall of tile {wall_tile}</source>
        <translation>l&apos;ouverture ({opening}) de la tuile {opener} en {where} (côté {side}) fait face à un mur de la tuile {wall_tile}</translation>
    </message>
    <message>
        <source>the {tier} treasure deck is empty</source>
        <translation>la pioche de trésors {tier} est vide</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>tuile</translation>
    </message>
    <message>
        <source>tile id {tile!r} is used twice</source>
        <translation>l&apos;identifiant de tuile {tile!r} est utilisé deux fois</translation>
    </message>
    <message>
        <source>tile {id} has no spawn space; its monsters spawn on another tile</source>
        <translation>la tuile {id} n’a pas de case d’apparition ; ses monstres apparaissent sur une autre tuile</translation>
    </message>
    <message>
        <source>tile {ref} is removed</source>
        <translation>la tuile {ref} est retirée</translation>
    </message>
    <message>
        <source>tile {tile!r} has no side {side!r} (sides: {sides})</source>
        <translation>la tuile {tile!r} n&apos;a pas de face {side!r} (faces : {sides})</translation>
    </message>
    <message>
        <source>tile {tile!r} is not in any {system} tileset</source>
        <translation>la tuile {tile!r} n&apos;est dans aucun jeu de tuiles de {system}</translation>
    </message>
    <message>
        <source>tile {tile_id} is placed {placements_count} times{both}: {placements}; the box holds {allowed}</source>
        <translation>la tuile {tile_id} est placée {placements_count} fois{both} : {placements} ; la boîte en contient {allowed}</translation>
    </message>
    <message>
        <source>tile {tile} (level {level}) lies on the shortest way from the start to tile {goal} (level {goal_level})</source>
        <translation>la tuile {tile} (niveau {level}) est sur le plus court chemin du départ à la tuile {goal} (niveau {goal_level})</translation>
    </message>
    <message>
        <source>tile {tile} ({have}) is at r{r}c{c}, a cell for {want} tiles</source>
        <translation>la tuile {tile} ({have}) est en r{r}c{c}, un emplacement pour des tuiles {want}</translation>
    </message>
    <message>
        <source>tile {tile} ({piece}) has no edge with a direction symbol</source>
        <translation>la tuile {tile} ({piece}) n&apos;a aucun bord avec un symbole de direction</translation>
    </message>
    <message>
        <source>tile {tile} at {at} is not on the {rows}×{cols} house grid of {size}×{size} tiles</source>
        <translation>la tuile {tile} en {at} n&apos;est pas sur la grille de {rows}×{cols} de la maison, en tuiles de {size}×{size}</translation>
    </message>
    <message>
        <source>tile {tile} carries levels {distinct}</source>
        <translation>la tuile {tile} porte les niveaux {distinct}</translation>
    </message>
    <message>
        <source>tile {tile} has a window facing into the house at {where} ({side} side)</source>
        <translation>la tuile {tile} a une fenêtre tournée vers l&apos;intérieur de la maison en {where} (côté {side})</translation>
    </message>
    <message>
        <source>tile {tile} has a {opening} leading out of the house at {where} ({side} side)</source>
        <translation>la tuile {tile} a une ouverture ({opening}) qui mène hors de la maison en {where} (côté {side})</translation>
    </message>
    <message>
        <source>tile {tile} has no level token, but an Agent can stand there ({why})</source>
        <translation>la tuile {tile} n’a pas de jeton de niveau, mais un Agent peut s’y trouver ({why})</translation>
    </message>
    <message>
        <source>tiles {tiles}; {count} to explore</source>
        <translation>tuiles {tiles} ; {count} à explorer</translation>
    </message>
    <message>
        <source>token</source>
        <translation>jeton</translation>
    </message>
    <message>
        <source>token id {token!r} is used twice</source>
        <translation>l&apos;identifiant de jeton {token!r} est utilisé deux fois</translation>
    </message>
    <message>
        <source>token {token!r} ({type}) has property {name!r}, which {type} does not define</source>
        <translation>le jeton {token!r} ({type}) a la propriété {name!r}, que {type} ne définit pas</translation>
    </message>
    <message>
        <source>token {token!r} ({type}) is anchored to tile {tile!r}, which is not placed</source>
        <translation>le jeton {token!r} ({type}) est ancré à la tuile {tile!r}, qui n&apos;est pas placée</translation>
    </message>
    <message>
        <source>token {token!r} ({type}) is not on an edge of the board</source>
        <translation>le jeton {token!r} ({type}) n&apos;est pas sur un bord du plateau</translation>
    </message>
    <message>
        <source>token {token!r} ({type}) lies on cell {off}, which is not on the board</source>
        <translation>le jeton {token!r} ({type}) est sur la case {off}, qui n&apos;est pas sur le plateau</translation>
    </message>
    <message>
        <source>token {token!r} ({type}) must be anchored by {wanted} only, not {anchors}</source>
        <translation>le jeton {token!r} ({type}) doit être ancré par {wanted} seulement, pas par {anchors}</translation>
    </message>
    <message>
        <source>token {token!r} belongs to area {area!r}, which is not defined</source>
        <translation>le jeton {token!r} appartient à la zone nommée {area!r}, qui n&apos;est pas définie</translation>
    </message>
    <message>
        <source>token {token!r} has type {type!r}, which {system} does not define</source>
        <translation>le jeton {token!r} est de type {type!r}, que {system} ne définit pas</translation>
    </message>
    <message>
        <source>token {token!r}: {name} = {value!r} {why}</source>
        <translation>jeton {token!r} : {name} = {value!r} {why}</translation>
    </message>
    <message>
        <source>token {token!r}: {name} refers to {value!r}, which is not a {value2}</source>
        <translation>jeton {token!r} : {name} désigne {value!r}, qui n&apos;est pas : {value2}</translation>
    </message>
    <message>
        <source>token {token} can no longer be reached</source>
        <translation>le jeton {token} n’est plus accessible</translation>
    </message>
    <message>
        <source>token {token} is lost with the zone it lay in</source>
        <translation>le jeton {token} est perdu avec la zone où il était</translation>
    </message>
    <message>
        <source>town</source>
        <translation>village</translation>
    </message>
    <message>
        <source>trade</source>
        <translation>échanger</translation>
    </message>
    <message>
        <source>trap</source>
        <translation>piège</translation>
    </message>
    <message>
        <source>trap lever at {where} has no trapped space on its tile {tile}</source>
        <translation>le levier de piège en {where} n&apos;a aucune case piégée sur sa tuile {tile}</translation>
    </message>
    <message>
        <source>trapped-treasure</source>
        <translation>trésor piégé</translation>
    </message>
    <message>
        <source>treasure</source>
        <translation>trésor</translation>
    </message>
    <message>
        <source>treasure refilled in {target}</source>
        <translation>trésor remis en {target}</translation>
    </message>
    <message>
        <source>treasure {token!r} lies on tile {tile}, which has no level token</source>
        <translation>le trésor {token!r} est sur la tuile {tile}, qui n&apos;a pas de jeton de niveau</translation>
    </message>
    <message>
        <source>treasure:epic</source>
        <translation>trésor:épique</translation>
    </message>
    <message>
        <source>treasure:rare</source>
        <translation>trésor:rare</translation>
    </message>
    <message>
        <source>trigger</source>
        <translation>déclencheur</translation>
    </message>
    <message>
        <source>trigger {id!r} can never fire: {why}</source>
        <translation>le déclencheur {id!r} ne peut jamais se déclencher : {why}</translation>
    </message>
    <message>
        <source>trigger {id!r} listens to {event} of {kind} {target!r}; that event concerns a {allowed}</source>
        <translation>le déclencheur {id!r} écoute {event} de {kind} {target!r} ; cet événement concerne : {allowed}</translation>
    </message>
    <message>
        <source>trigger {id!r} waits for counter {target!r}, which the quest does not define</source>
        <translation>le déclencheur {id!r} attend le compteur {target!r}, que la quête ne définit pas</translation>
    </message>
    <message>
        <source>trigger {id!r}: choose-hero names {target!r}, which is not one of the quest&apos;s chosen heroes</source>
        <translation>déclencheur {id!r} : choose-hero nomme {target!r}, qui n’est pas un des héros désignés de la quête</translation>
    </message>
    <message>
        <source>trigger {id!r}: choose-hero picks {value!r}, which is no hero</source>
        <translation>déclencheur {id!r} : choose-hero choisit {value!r}, qui n’est pas un héros</translation>
    </message>
    <message>
        <source>trigger {id!r}: condition hero {hero!r} is no hero</source>
        <translation>déclencheur {id!r} : le héros de la condition {hero!r} n’est pas un héros</translation>
    </message>
    <message>
        <source>trigger {id!r}: condition on counter {counter!r}, which the quest does not define</source>
        <translation>déclencheur {id!r} : condition sur le compteur {counter!r}, que la quête ne définit pas</translation>
    </message>
    <message>
        <source>trigger {id!r}: condition {key} names {ref!r}, which does not exist</source>
        <translation>déclencheur {id!r} : la condition {key} nomme {ref!r}, qui n’existe pas</translation>
    </message>
    <message>
        <source>trigger {id!r}: counter effect on per-{value} counter {target!r} names no place (at)</source>
        <translation>déclencheur {id!r} : l’effet de compteur sur le compteur par {value} {target!r} ne nomme aucun lieu (at)</translation>
    </message>
    <message>
        <source>trigger {id!r}: counter effect on {target!r}, which the quest does not define</source>
        <translation>déclencheur {id!r} : effet de compteur sur {target!r}, que la quête ne définit pas</translation>
    </message>
    <message>
        <source>trigger {id!r}: destroy effect targets {target!r} ({what}), which nothing destroys (only the game&apos;s objects: {objects}, and barrier edges)</source>
        <translation>déclencheur {id!r} : l&apos;effet destroy vise {target!r} ({what}), que rien ne détruit (seuls les objets du jeu : {objects}, et les barrières sur les bords)</translation>
    </message>
    <message>
        <source>trigger {id!r}: give-item with a count gives {value!r}, which is not one of the quest&apos;s items</source>
        <translation>déclencheur {id!r} : give-item avec un nombre donne {value!r}, qui n’est pas un des objets de la quête</translation>
    </message>
    <message>
        <source>trigger {id!r}: set-enemy goal {goal!r} names no place</source>
        <translation>déclencheur {id!r} : le but set-enemy {goal!r} ne nomme aucun lieu</translation>
    </message>
    <message>
        <source>trigger {id!r}: set-enemy lure {lure!r} is neither a quest item nor a token kind</source>
        <translation>déclencheur {id!r} : l’appât set-enemy {lure!r} n’est ni un objet de quête ni un type de jeton</translation>
    </message>
    <message>
        <source>trigger {id!r}: set-enemy {problem}</source>
        <translation>déclencheur {id!r} : set-enemy {problem}</translation>
    </message>
    <message>
        <source>trigger {id!r}: the {kind} effect names no target</source>
        <translation>déclencheur {id!r} : l’effet {kind} ne nomme aucune cible</translation>
    </message>
    <message>
        <source>trigger {id!r}: {effect} acts on {kind} {target!r}; it needs a {allowed}</source>
        <translation>déclencheur {id!r} : {effect} agit sur {kind} {target!r} ; il lui faut : {allowed}</translation>
    </message>
    <message>
        <source>trigger {id!r}: {kind} effect is for {target!r}, which is no hero</source>
        <translation>déclencheur {id!r} : l’effet {kind} est pour {target!r}, qui n’est pas un héros</translation>
    </message>
    <message>
        <source>trigger {id!r}: {kind} effect targets {problem!r}, which does not exist</source>
        <translation>déclencheur {id!r} : l’effet {kind} vise {problem!r}, qui n’existe pas</translation>
    </message>
    <message>
        <source>trigger {trig!r} listens to {event} of {target!r}, which does not exist</source>
        <translation>le déclencheur {trig!r} écoute {event} de {target!r}, qui n&apos;existe pas</translation>
    </message>
    <message>
        <source>trigger {trig!r}: {kind} effect targets {target!r}, which does not exist</source>
        <translation>déclencheur {trig!r} : l&apos;effet {kind} vise {target!r}, qui n&apos;existe pas</translation>
    </message>
    <message>
        <source>trigger {trigger!r}</source>
        <translation>le déclencheur {trigger!r}</translation>
    </message>
    <message>
        <source>unknown command {command}; {help}</source>
        <translation>commande inconnue {command} ; {help}</translation>
    </message>
    <message>
        <source>unknown game system {system!r}</source>
        <translation>système de jeu inconnu {system!r}</translation>
    </message>
    <message>
        <source>unknown place {place!r}</source>
        <translation>lieu inconnu {place!r}</translation>
    </message>
    <message>
        <source>unlock</source>
        <translation>déverrouiller</translation>
    </message>
    <message>
        <source>upkeep</source>
        <translation>entretien</translation>
    </message>
    <message>
        <source>usage: load FILE</source>
        <translation>usage : load FICHIER</translation>
    </message>
    <message>
        <source>usage: save FILE</source>
        <translation>usage : save FICHIER</translation>
    </message>
    <message>
        <source>use</source>
        <translation>utiliser</translation>
    </message>
    <message>
        <source>vitality</source>
        <translation>vitalité</translation>
    </message>
    <message>
        <source>waiting: {who} ({window} window)</source>
        <translation>en attente : {who} (fenêtre {window})</translation>
    </message>
    <message>
        <source>waiver {index} ({code} on {ref}) matches no issue</source>
        <translation>la dérogation {index} ({code} sur {ref}) ne correspond à aucun problème</translation>
    </message>
    <message>
        <source>waiver {index} ({code}) names ref {ref!r}, which does not exist</source>
        <translation>la dérogation {index} ({code}) désigne la référence {ref!r}, qui n&apos;existe pas</translation>
    </message>
    <message>
        <source>waiver {index} names code {code!r}, which does not exist</source>
        <translation>la dérogation {index} désigne le code {code!r}, qui n&apos;existe pas</translation>
    </message>
    <message>
        <source>waiver {index} names {code}, which is an error here; errors cannot be waived</source>
        <translation>la dérogation {index} désigne {code}, qui est ici une erreur ; une erreur ne peut pas faire l&apos;objet d&apos;une dérogation</translation>
    </message>
    <message>
        <source>what opens it</source>
        <translation>ce qui l’ouvre</translation>
    </message>
    <message>
        <source>when the first round ends</source>
        <translation>à la fin du premier round</translation>
    </message>
    <message>
        <source>whether it can be won is undecided within the bound</source>
        <translation>on ne sait pas, dans la limite, si elle peut être gagnée</translation>
    </message>
    <message>
        <source>whether it can be won is unknown</source>
        <translation>on ne sait pas si elle peut être gagnée</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blanc</translation>
    </message>
    <message>
        <source>win</source>
        <translation>victoire</translation>
    </message>
    <message>
        <source>wound</source>
        <translation>blessure</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <source>your hand: {cards}</source>
        <translation>votre main : {cards}</translation>
    </message>
    <message>
        <source>zombie</source>
        <translation>zombie</translation>
    </message>
    <message>
        <source>zombie-step</source>
        <translation>pas du zombie</translation>
    </message>
    <message>
        <source>zombie-target</source>
        <translation>cible des zombies</translation>
    </message>
    <message>
        <source>zone</source>
        <translation>zone</translation>
    </message>
    <message>
        <source>zone {zone!r} of tile {tile!r} lists cell {cell} outside the face</source>
        <translation>la zone {zone!r} de la tuile {tile!r} inclut la case {cell}, hors de la face</translation>
    </message>
    <message>
        <source>zone {zone}</source>
        <translation>zone {zone}</translation>
    </message>
    <message>
        <source>{action} mp {mp} attacks {attacks}</source>
        <translation>{action} pm {mp} attaques {attacks}</translation>
    </message>
    <message>
        <source>{count} icons</source>
        <translation>{count} icônes</translation>
    </message>
    <message>
        <source>{door} closed</source>
        <translation>{door} fermée</translation>
    </message>
    <message>
        <source>{door} destroyed</source>
        <translation>{door} détruite</translation>
    </message>
    <message>
        <source>{door} open</source>
        <translation>{door} ouverte</translation>
    </message>
    <message>
        <source>{explorer} · carries {items}</source>
        <translation>{explorer} · porte {items}</translation>
    </message>
    <message>
        <source>{first} and a {second}</source>
        <translation>{first}, {second}</translation>
    </message>
    <message>
        <source>{health}/{max}hp</source>
        <translation>{health}/{max} PV</translation>
    </message>
    <message>
        <source>{hero} activates glyph {token}</source>
        <translation>{hero} active le glyphe {token}</translation>
    </message>
    <message>
        <source>{hero} attacks {target} with {item}</source>
        <translation>{hero} attaque {target} avec {item}</translation>
    </message>
    <message>
        <source>{hero} avoids it</source>
        <translation>{hero} l&apos;évite</translation>
    </message>
    <message>
        <source>{hero} buys {item}</source>
        <translation>{hero} achète {item}</translation>
    </message>
    <message>
        <source>{hero} declares {kind}</source>
        <translation>{hero} déclare {kind}</translation>
    </message>
    <message>
        <source>{hero} discards {items}</source>
        <translation>{hero} défausse {items}</translation>
    </message>
    <message>
        <source>{hero} drinks a {potion} potion</source>
        <translation>{hero} boit une potion ({potion})</translation>
    </message>
    <message>
        <source>{hero} falls into a pit</source>
        <translation>{hero} tombe dans une fosse</translation>
    </message>
    <message>
        <source>{hero} finds a {potion} potion</source>
        <translation>{hero} trouve une potion ({potion})</translation>
    </message>
    <message>
        <source>{hero} finds {coins} coins</source>
        <translation>{hero} trouve {coins} pièces</translation>
    </message>
    <message>
        <source>{hero} finds {spec}</source>
        <translation>{hero} trouve {spec}</translation>
    </message>
    <message>
        <source>{hero} interrupts from guard</source>
        <translation>{hero} interrompt depuis sa garde</translation>
    </message>
    <message>
        <source>{hero} is killed ({cause}) and wakes in town</source>
        <translation>{hero} est tué ({cause}) et se réveille au village</translation>
    </message>
    <message>
        <source>{hero} is knocked back to {cell_text}</source>
        <translation>{hero} est repoussé en {cell_text}</translation>
    </message>
    <message>
        <source>{hero} is stunned: a move, an attack or an order</source>
        <translation>{hero} est étourdi : un déplacement, une attaque ou un ordre</translation>
    </message>
    <message>
        <source>{hero} learns {skill} (level {level})</source>
        <translation>{hero} apprend {skill} (niveau {level})</translation>
    </message>
    <message>
        <source>{hero} meets encounter {token}</source>
        <translation>{hero} fait la rencontre {token}</translation>
    </message>
    <message>
        <source>{hero} meets encounter {token}: {text}</source>
        <translation>{hero} fait la rencontre {token} : {text}</translation>
    </message>
    <message>
        <source>{hero} opens {chest_id} ({tier}): number {number}</source>
        <translation>{hero} ouvre {chest_id} ({tier}) : numéro {number}</translation>
    </message>
    <message>
        <source>{hero} opens {door}</source>
        <translation>{hero} ouvre {door}</translation>
    </message>
    <message>
        <source>{hero} places a {kind} order</source>
        <translation>{hero} donne un ordre ({kind})</translation>
    </message>
    <message>
        <source>{hero} rests: fatigue restored</source>
        <translation>{hero} se repose : fatigue récupérée</translation>
    </message>
    <message>
        <source>{hero} steps out of town at {to}</source>
        <translation>{hero} sort du village en {to}</translation>
    </message>
    <message>
        <source>{hero} travels to town</source>
        <translation>{hero} se rend au village</translation>
    </message>
    <message>
        <source>{hero} {cls} at {where}: {health}/{max_health} wounds, {fatigue}/{max_fatigue} fatigue, armor {armor}, {coins} coins, potions {healing}h {vitality}v, {weapons}</source>
        <translation>{hero} {cls} en {where} : {health}/{max_health} blessures, {fatigue}/{max_fatigue} fatigue, armure {armor}, {coins} pièces, potions {healing}s {vitality}v, {weapons}</translation>
    </message>
    <message>
        <source>{hero} {cls} in {zone} energy {energy} AP {ap} xp {xp}{extra}{where}: {gear}{chips}</source>
        <translation>{hero} {cls} en {zone} énergie {energy} PA {ap} xp {xp}{extra}{where} : {gear}{chips}</translation>
    </message>
    <message>
        <source>{hero} {cls}{level} in {zone} {state}{xp}{items}{done}{acting}</source>
        <translation>{hero} {cls}{level} en {zone} {state}{xp}{items}{done}{acting}</translation>
    </message>
    <message>
        <source>{name} {hp}hp</source>
        <translation>{name} {hp} PV</translation>
    </message>
    <message>
        <source>{token} finds no room and stays out</source>
        <translation>{token} ne trouve pas de place et reste hors du plateau</translation>
    </message>
    <message>
        <source>{token}: {label} at {at}</source>
        <translation>{token} : {label} en {at}</translation>
    </message>
    <message>
        <source>{uid} ({describe}) appears at {footprint_text}</source>
        <translation>{uid} ({describe}) apparaît en {footprint_text}</translation>
    </message>
    <message>
        <source>{uid} ({describe}) is killed</source>
        <translation>{uid} ({describe}) est tué</translation>
    </message>
    <message>
        <source>{uid} ({describe}) is spawned at {at}</source>
        <translation>{uid} ({describe}) apparaît en {at}</translation>
    </message>
    <message>
        <source>{uid} attacks {target}</source>
        <translation>{uid} attaque {target}</translation>
    </message>
    <message>
        <source>{uid} falls into a pit</source>
        <translation>{uid} tombe dans une fosse</translation>
    </message>
    <message>
        <source>{uid} is knocked back to {cell_text}</source>
        <translation>{uid} est repoussé en {cell_text}</translation>
    </message>
    <message>
        <source>{uid} is stunned and does nothing</source>
        <translation>{uid} est étourdi et ne fait rien</translation>
    </message>
    <message>
        <source>{uid} is stunned: a move or an attack</source>
        <translation>{uid} est étourdi : un déplacement ou une attaque</translation>
    </message>
    <message>
        <source>{uid} is taken off the board to be used again</source>
        <translation>{uid} est retiré du plateau pour resservir</translation>
    </message>
    <message>
        <source>{uid} jumps the pit to {to}</source>
        <translation>{uid} saute par-dessus la fosse jusqu&apos;en {to}</translation>
    </message>
    <message>
        <source>{uid} uses {ability}</source>
        <translation>{uid} utilise {ability}</translation>
    </message>
    <message>
        <source>{uid} uses {ability} on h{value}</source>
        <translation>{uid} utilise {ability} sur h{value}</translation>
    </message>
    <message>
        <source>zones</source>
        <translation>zones</translation>
    </message>
    <message>
        <source>pool {pool!r} holds {tokens} for {slots}</source>
        <translation>la réserve {pool!r} contient {tokens} pour {slots}</translation>
    </message>
    <message>
        <source>zones: {count}, each in its own colour</source>
        <translation>zones : {count}, chacune de sa couleur</translation>
    </message>
    <message>
        <source>{action} (fires {triggers})</source>
        <translation>{action} (déclenche {triggers})</translation>
    </message>
    <message>
        <source>{action} (trigger {trigger!r}: {effect} {target})</source>
        <translation>{action} (déclencheur {trigger!r} : {effect} {target})</translation>
    </message>
    <message>
        <source>{after!r}, which does not exist</source>
        <translation>{after!r}, qui n&apos;existe pas</translation>
    </message>
    <message>
        <source>{cameras} cameras see {rooms} rooms (green: camera rooms; purple, darker with more cameras){note}</source>
        <translation>{cameras} caméras voient {rooms} pièces (vert : pièces des caméras ; violet, plus foncé avec plus de caméras){note}</translation>
    </message>
    <message>
        <source>{creature} heals {healed}</source>
        <translation>{creature} guérit de {healed}</translation>
    </message>
    <message>
        <source>{creature} is knocked back to {dest}</source>
        <translation>{creature} est repoussé en {dest}</translation>
    </message>
    <message>
        <source>{doors_count} {label} tokens placed; the box holds {cap}</source>
        <translation>{doors_count} jetons {label} placés ; la boîte en contient {cap}</translation>
    </message>
    <message>
        <source>{enemy} (mob of {value}) appears in {zone}</source>
        <translation>{enemy} (horde de {value}) apparaît en {zone}</translation>
    </message>
    <message>
        <source>{enemy} (roaming monster) appears in {zone}</source>
        <translation>{enemy} (monstre errant) apparaît en {zone}</translation>
    </message>
    <message>
        <source>{enemy} ({kind}, level {level}) appears in {zone}</source>
        <translation>{enemy} ({kind}, niveau {level}) apparaît en {zone}</translation>
    </message>
    <message>
        <source>{enemy} cannot be harmed (invulnerable)</source>
        <translation>{enemy} ne peut être blessé (invulnérable)</translation>
    </message>
    <message>
        <source>{enemy} crushes {other}</source>
        <translation>{enemy} écrase {other}</translation>
    </message>
    <message>
        <source>{enemy} destroys {token}</source>
        <translation>{enemy} détruit {token}</translation>
    </message>
    <message>
        <source>{enemy} drags {hero} along</source>
        <translation>{enemy} entraîne {hero}</translation>
    </message>
    <message>
        <source>{enemy} grows stronger</source>
        <translation>{enemy} devient plus fort</translation>
    </message>
    <message>
        <source>{enemy} is destroyed</source>
        <translation>{enemy} est détruit</translation>
    </message>
    <message>
        <source>{enemy} is eliminated</source>
        <translation>{enemy} est éliminé</translation>
    </message>
    <message>
        <source>{enemy} is never spawned (by {triggers})</source>
        <translation>{enemy} n’apparaît jamais (par {triggers})</translation>
    </message>
    <message>
        <source>{enemy} is slain</source>
        <translation>{enemy} est tué</translation>
    </message>
    <message>
        <source>{enemy} rolls {count} special: {ability}</source>
        <translation>{enemy} obtient {count} spécial : {ability}</translation>
    </message>
    <message>
        <source>{enemy} strikes {target} {source}: 1 wound</source>
        <translation>{enemy} frappe {target} {source} : 1 blessure</translation>
    </message>
    <message>
        <source>{enemy} takes {amount} ({cause}), {max} left</source>
        <translation>{enemy} subit {amount} ({cause}), il reste {max}</translation>
    </message>
    <message>
        <source>{enemy} wakes up</source>
        <translation>{enemy} se réveille</translation>
    </message>
    <message>
        <source>{enemy} {source} is destroyed</source>
        <translation>{enemy} {source} est détruit</translation>
    </message>
    <message>
        <source>{enemy}&apos;s enemy dice</source>
        <translation>les dés ennemis de {enemy}</translation>
    </message>
    <message>
        <source>{event} never happens</source>
        <translation>{event} n’arrive jamais</translation>
    </message>
    <message>
        <source>{event} of {target!r} never happens</source>
        <translation>{event} de {target!r} n’arrive jamais</translation>
    </message>
    <message>
        <source>{event} of {target}</source>
        <translation>{event} de {target}</translation>
    </message>
    <message>
        <source>{exits_count} exit tokens; the quest needs exactly one Exit</source>
        <translation>{exits_count} jetons de sortie ; la quête demande exactement une Sortie</translation>
    </message>
    <message>
        <source>{hero} decays (slot {decay})</source>
        <translation>{hero} se décompose (case {decay})</translation>
    </message>
    <message>
        <source>{hero} drinks from {token} (+{amount})</source>
        <translation>{hero} boit à {token} (+{amount})</translation>
    </message>
    <message>
        <source>{hero} drops {drop}</source>
        <translation>{hero} lâche {drop}</translation>
    </message>
    <message>
        <source>{hero} enters {chip}: removes {removed} ({count} left, chip {placed}/{max_chips})</source>
        <translation>{hero} saisit {chip} : retire {removed} (il en reste {count}, puce {placed}/{max_chips})</translation>
    </message>
    <message>
        <source>{hero} escapes through the exit</source>
        <translation>{hero} s&apos;échappe par la sortie</translation>
    </message>
    <message>
        <source>{hero} finds {keep}</source>
        <translation>{hero} trouve {keep}</translation>
    </message>
    <message>
        <source>{hero} finds {name}</source>
        <translation>{hero} trouve {name}</translation>
    </message>
    <message>
        <source>{hero} flees in fear to {dest}</source>
        <translation>{hero} fuit de peur en {dest}</translation>
    </message>
    <message>
        <source>{hero} gains {name}</source>
        <translation>{hero} obtient {name}</translation>
    </message>
    <message>
        <source>{hero} gets {card}</source>
        <translation>{hero} reçoit {card}</translation>
    </message>
    <message>
        <source>{hero} gives {item} to {hero2}</source>
        <translation>{hero} donne {item} à {hero2}</translation>
    </message>
    <message>
        <source>{hero} halts the infection</source>
        <translation>{hero} arrête l&apos;infection</translation>
    </message>
    <message>
        <source>{hero} heals {got}</source>
        <translation>{hero} récupère {got}</translation>
    </message>
    <message>
        <source>{hero} hides in the shadows from {enemy}</source>
        <translation>{hero} se cache dans l&apos;ombre face à {enemy}</translation>
    </message>
    <message>
        <source>{hero} is bitten ({virus} virus)</source>
        <translation>{hero} est mordu (virus {virus})</translation>
    </message>
    <message>
        <source>{hero} is caught in a bear trap</source>
        <translation>{hero} est pris dans un piège à ours</translation>
    </message>
    <message>
        <source>{hero} is killed ({cause})</source>
        <translation>{hero} est tué ({cause})</translation>
    </message>
    <message>
        <source>{hero} is no longer entrapped</source>
        <translation>{hero} n&apos;est plus entravé</translation>
    </message>
    <message>
        <source>{hero} is now {target}</source>
        <translation>{hero} est maintenant {target}</translation>
    </message>
    <message>
        <source>{hero} is revived ({lifebringer} Lifebringer left)</source>
        <translation>{hero} est ranimé (il reste {lifebringer} Porte-Vie)</translation>
    </message>
    <message>
        <source>{hero} is {spec}</source>
        <translation>{hero} est {spec}</translation>
    </message>
    <message>
        <source>{hero} kills a zombie in {room}</source>
        <translation>{hero} tue un zombie en {room}</translation>
    </message>
    <message>
        <source>{hero} loads {loaded} ({ammo})</source>
        <translation>{hero} charge {loaded} ({ammo})</translation>
    </message>
    <message>
        <source>{hero} loses {amount} energy ({cause}), {max} left</source>
        <translation>{hero} perd {amount} énergie ({cause}), il reste {max}</translation>
    </message>
    <message>
        <source>{hero} passes chip {item} to {hero2}</source>
        <translation>{hero} passe la puce {item} à {hero2}</translation>
    </message>
    <message>
        <source>{hero} passes {item} to {hero2}</source>
        <translation>{hero} passe {item} à {hero2}</translation>
    </message>
    <message>
        <source>{hero} picks up {token} ({kind})</source>
        <translation>{hero} ramasse {token} ({kind})</translation>
    </message>
    <message>
        <source>{hero} places {item} in {zone}</source>
        <translation>{hero} pose {item} en {zone}</translation>
    </message>
    <message>
        <source>{hero} re-enters through the entrance hall</source>
        <translation>{hero} revient par le hall d&apos;entrée</translation>
    </message>
    <message>
        <source>{hero} reaches level {level}</source>
        <translation>{hero} atteint le niveau {level}</translation>
    </message>
    <message>
        <source>{hero} reaches level {level} (+{added} to the bag)</source>
        <translation>{hero} atteint le niveau {level} (+{added} dans le sac)</translation>
    </message>
    <message>
        <source>{hero} receives {count} {item}</source>
        <translation>{hero} reçoit {count} {item}</translation>
    </message>
    <message>
        <source>{hero} receives {name}</source>
        <translation>{hero} reçoit {name}</translation>
    </message>
    <message>
        <source>{hero} recovers</source>
        <translation>{hero} se rétablit</translation>
    </message>
    <message>
        <source>{hero} reloads {arg} ({ammo})</source>
        <translation>{hero} recharge {arg} ({ammo})</translation>
    </message>
    <message>
        <source>{hero} retreats to {dest}</source>
        <translation>{hero} se replie en {dest}</translation>
    </message>
    <message>
        <source>{hero} springs a spike trap</source>
        <translation>{hero} déclenche un piège à pointes</translation>
    </message>
    <message>
        <source>{hero} stands up ({lifebringers} Lifebringer left)</source>
        <translation>{hero} se relève (il reste {lifebringers} Porte-Vie)</translation>
    </message>
    <message>
        <source>{hero} takes the antidote: the showdown begins</source>
        <translation>{hero} prend l&apos;antidote : l&apos;affrontement final commence</translation>
    </message>
    <message>
        <source>{hero} unlocks {door} and takes {chip}</source>
        <translation>{hero} déverrouille {door} et prend {chip}</translation>
    </message>
    <message>
        <source>{hero} works {target}</source>
        <translation>{hero} actionne {target}</translation>
    </message>
    <message>
        <source>{hero}&apos;s hit</source>
        <translation>coup de {hero}</translation>
    </message>
    <message>
        <source>{kind} objective {id!r} targets {target_kind} {target!r}; it needs a {allowed}</source>
        <translation>l’objectif {kind} {id!r} vise {target_kind} {target!r} ; il lui faut : {allowed}</translation>
    </message>
    <message>
        <source>{kind} on {tile}</source>
        <translation>{kind} sur {tile}</translation>
    </message>
    <message>
        <source>{kind} {token!r} lies in {zone}, which is not a room; a {kind} belongs in a room</source>
        <translation>{kind} {token!r} est dans {zone}, qui n’est pas une salle ; un(e) {kind} se place dans une salle</translation>
    </message>
    <message>
        <source>{kind} {token!r} lies on tile {tile} ({category}); a {kind} is set up on a tile of category {wanted}</source>
        <translation>{kind} {token!r} est sur la tuile {tile} ({category}) ; un(e) {kind} se place à la mise en place sur une tuile de catégorie {wanted}</translation>
    </message>
    <message>
        <source>{kind} {token!r} lies on {terrain} at {cell}; a {kind} may not be placed on {forbidden}</source>
        <translation>{kind} {token!r} est sur {terrain} en {cell} ; un(e) {kind} ne peut pas être placé(e) sur {forbidden}</translation>
    </message>
    <message>
        <source>{label} break free</source>
        <translation>{label} se libèrent</translation>
    </message>
    <message>
        <source>{label} is entrapped</source>
        <translation>{label} est entravé</translation>
    </message>
    <message>
        <source>{label} stay entrapped</source>
        <translation>{label} restent entravés</translation>
    </message>
    <message>
        <source>{message} (line {line}, column {column})</source>
        <translation>{message} (ligne {line}, colonne {column})</translation>
    </message>
    <message>
        <source>{name} appears in {zone}</source>
        <translation>{name} apparaît en {zone}</translation>
    </message>
    <message>
        <source>{name} is {verb} into the barrel at {where}</source>
        <translation>{name} est {verb} dans le baril en {where}</translation>
    </message>
    <message>
        <source>{name} is {verb} into the trap lever at {where}</source>
        <translation>{name} est {verb} sur le levier du piège en {where}</translation>
    </message>
    <message>
        <source>{name} is {verb} to {end},{end2}</source>
        <translation>{name} est {verb} en {end},{end2}</translation>
    </message>
    <message>
        <source>{name} rises in the lab with {health} hit points</source>
        <translation>{name} se dresse dans le labo avec {health} points de vie</translation>
    </message>
    <message>
        <source>{need} loot markers needed ({per} per marked zone), the box holds {limit}</source>
        <translation>{need} marqueurs de butin nécessaires ({per} par zone marquée), la boîte en contient {limit}</translation>
    </message>
    <message>
        <source>{nem} reaches {zone}</source>
        <translation>{nem} atteint {zone}</translation>
    </message>
    <message>
        <source>{nem} wrecks {tile_name}</source>
        <translation>{nem} dévaste {tile_name}</translation>
    </message>
    <message>
        <source>{n} {label} tokens placed; the box holds {cap}</source>
        <translation>{n} jetons {label} placés ; la boîte en contient {cap}</translation>
    </message>
    <message>
        <source>{n} {label} tokens with {prop} = {value}; the box holds {limit}</source>
        <translation>{n} jetons {label} avec {prop} = {value} ; la boîte en contient {limit}</translation>
    </message>
    <message>
        <source>{n} {rank} {mtype} monsters are placed; the box has {supply} such figures</source>
        <translation>{n} monstres {mtype} ({rank}) sont placés ; la boîte a {supply} figurines de ce genre</translation>
    </message>
    <message>
        <source>{owner}: counter {counter!r} has no {scope} at {at!r}</source>
        <translation>{owner} : le compteur {counter!r} n’a pas de {scope} en {at!r}</translation>
    </message>
    <message>
        <source>{player} must decide ({question}):</source>
        <translation>{player} doit décider ({question}) :</translation>
    </message>
    <message>
        <source>{section}.{key} asks for {count}; the box holds {limit}</source>
        <translation>{section}.{key} en demande {count} ; la boîte en contient {limit}</translation>
    </message>
    <message>
        <source>{starts_count} hero start tokens; the game has exactly one Starting Zone</source>
        <translation>{starts_count} jetons de départ des héros ; le jeu a exactement une Zone de départ</translation>
    </message>
    <message>
        <source>{target} is revealed</source>
        <translation>{target} est révélé</translation>
    </message>
    <message>
        <source>{terrain} at {where} can only be used from spaces the explorers never reach</source>
        <translation>{terrain} en {where} ne peut servir que depuis des cases que les explorateurs n&apos;atteignent jamais</translation>
    </message>
    <message>
        <source>{terrain} at {where} has no open neighbouring space to be used from</source>
        <translation>{terrain} en {where} n&apos;a aucune case voisine ouverte d&apos;où s&apos;en servir</translation>
    </message>
    <message>
        <source>{threes} 3-icon against {twos} 2-icon chips for {low}–{high} survivors: the rulebook advises about as many of each</source>
        <translation>{threes} puces à 3 icônes contre {twos} à 2 icônes pour {low}–{high} survivants : le livret conseille à peu près autant de chaque</translation>
    </message>
    <message>
        <source>{threes} 3-icon against {twos} 2-icon chips for {low}–{high} survivors: the rulebook advises more 2-icon chips for small groups</source>
        <translation>{threes} puces à 3 icônes contre {twos} à 2 icônes pour {low}–{high} survivants : le livret conseille plus de puces à 2 icônes pour les petits groupes</translation>
    </message>
    <message>
        <source>{tier} chests ({names}) have no contents for {names2} in setup.chestTable</source>
        <translation>les coffres {tier} ({names}) n’ont pas de contenu pour {names2} dans setup.chestTable</translation>
    </message>
    <message>
        <source>{tile_name} is destroyed ({cause})</source>
        <translation>{tile_name} est détruit ({cause})</translation>
    </message>
    <message>
        <source>{tile} scrolls off the map</source>
        <translation>{tile} sort de la carte</translation>
    </message>
    <message>
        <source>{total} {gname} tokens placed; the box holds {limit} in all</source>
        <translation>{total} jetons {gname} placés ; la boîte en contient {limit} en tout</translation>
    </message>
    <message>
        <source>{trigger} does not exist</source>
        <translation>{trigger} n’existe pas</translation>
    </message>
    <message>
        <source>{trigger} fires, but its spawn finds no place</source>
        <translation>{trigger} se déclenche, mais son apparition ne trouve pas de place</translation>
    </message>
    <message>
        <source>{trigger}&apos;s conditions never hold when {event} happens</source>
        <translation>les conditions de {trigger} ne sont jamais remplies quand {event} arrive</translation>
    </message>
    <message>
        <source>{type} {token!r} ({group}) has no partner</source>
        <translation>{type} {token!r} ({group}) n&apos;a pas de partenaire</translation>
    </message>
    <message>
        <source>{type} {token!r} can never reach the heroes: no path for enemies leads from its zone to anywhere the heroes go</source>
        <translation>{type} {token!r} ne peut jamais atteindre les héros : aucun chemin d&apos;ennemi ne mène de sa zone à un endroit où vont les héros</translation>
    </message>
    <message>
        <source>{type} {token!r} has no group or colour, so it links to nothing</source>
        <translation>{type} {token!r} n&apos;a ni groupe ni couleur : il n&apos;est relié à rien</translation>
    </message>
    <message>
        <source>{type} {token!r} has size {size}, but {type} tokens cover one space</source>
        <translation>{type} {token!r} a la taille {size}, mais les jetons {type} couvrent une case</translation>
    </message>
    <message>
        <source>{type} {token!r} is listed in area {area!r} but stands in {stands_in}</source>
        <translation>{type} {token!r} est inscrit dans la zone nommée {area!r} mais se trouve dans {stands_in}</translation>
    </message>
    <message>
        <source>{type} {token!r} is never reached from the hero start{blocker}</source>
        <translation>{type} {token!r} n&apos;est jamais atteint depuis le départ des héros{blocker}</translation>
    </message>
    <message>
        <source>{type} {token!r} lies on {ground} at {where}, where nobody can stand</source>
        <translation>{type} {token!r} est sur {ground} en {where}, où personne ne peut se tenir</translation>
    </message>
    <message>
        <source>{type} {token!r}: {key} {name!r} is not one of the md1 cards test-play uses</source>
        <translation>{type} {token!r} : {key} {name!r} n&apos;est pas une des cartes md1 qu&apos;utilise l&apos;essai de jeu</translation>
    </message>
    <message>
        <source>{uid} breaks {door}</source>
        <translation>{uid} brise {door}</translation>
    </message>
    <message>
        <source>{uid} falls into the pit at {cell_ref}</source>
        <translation>{uid} tombe dans la fosse en {cell_ref}</translation>
    </message>
    <message>
        <source>{uid} hits h{value} ({total} vs {need})</source>
        <translation>{uid} touche h{value} ({total} contre {need})</translation>
    </message>
    <message>
        <source>{uid} is banished</source>
        <translation>{uid} est banni</translation>
    </message>
    <message>
        <source>{uid} is crushed by the seal</source>
        <translation>{uid} est écrasé par le sceau</translation>
    </message>
    <message>
        <source>{uid} mends itself ({hp})</source>
        <translation>{uid} se répare ({hp})</translation>
    </message>
    <message>
        <source>{uid} misses h{value} ({total} vs {need})</source>
        <translation>{uid} rate h{value} ({total} contre {need})</translation>
    </message>
    <message>
        <source>{uid} pulls the trap lever at {lever},{lever2}</source>
        <translation>{uid} tire le levier du piège en {lever},{lever2}</translation>
    </message>
    <message>
        <source>{uid} teleports to {spot},{spot2}</source>
        <translation>{uid} se téléporte en {spot},{spot2}</translation>
    </message>
    <message>
        <source>{uid} will not die{left}</source>
        <translation>{uid} refuse de mourir{left}</translation>
    </message>
    <message>
        <source>{uid} {monster} at {cells}: {remaining}/{wounds} wounds{flags}</source>
        <translation>{uid} {monster} en {cells} : {remaining}/{wounds} blessures{flags}</translation>
    </message>
    <message>
        <source>{uid} {name} appears at {cell_ref}</source>
        <translation>{uid} {name} apparaît en {cell_ref}</translation>
    </message>
    <message>
        <source>{uid} {name} at {x},{y} health {hp}</source>
        <translation>{uid} {name} en {x},{y} santé {hp}</translation>
    </message>
    <message>
        <source>{uid}&apos;s attack misses</source>
        <translation>l&apos;attaque de {uid} rate</translation>
    </message>
    <message>
        <source>{uid}:{name}{extra} {hp}hp{state}</source>
        <translation>{uid}:{name}{extra} {hp} PV{state}</translation>
    </message>
    <message>
        <source>{value} id {entry_id!r} is used twice</source>
        <translation>{value} : l’identifiant {entry_id!r} est utilisé deux fois</translation>
    </message>
    <message>
        <source>{what} can no longer be reached</source>
        <translation>{what} n’est plus accessible</translation>
    </message>
    <message>
        <source>{what} id {ident!r} is used twice</source>
        <translation>{what} : l&apos;identifiant {ident!r} est utilisé deux fois</translation>
    </message>
    <message>
        <source>{what} is removed</source>
        <translation>{what} est retiré(e)</translation>
    </message>
    <message>
        <source>{where} belongs to areas {owner!r} and {area!r}</source>
        <translation>{where} appartient aux zones nommées {owner!r} et {area!r}</translation>
    </message>
    <message>
        <source>{where} holds no activated glyph for the heroes to start on</source>
        <translation>{where} ne contient aucun glyphe activé où les héros puissent commencer</translation>
    </message>
    <message>
        <source>{who} attack in {zone}: {faces}</source>
        <translation>{who} attaquent en {zone} : {faces}</translation>
    </message>
    <message>
        <source>{who} closes {door_id}</source>
        <translation>{who} ferme {door_id}</translation>
    </message>
    <message>
        <source>{who} destroys {uid} {name}</source>
        <translation>{who} détruit {uid} {name}</translation>
    </message>
    <message>
        <source>{who} opens {door_id}</source>
        <translation>{who} ouvre {door_id}</translation>
    </message>
    <message>
        <source>{who} wounds {uid} ({hp} left)</source>
        <translation>{who} blesse {uid} (il reste {hp})</translation>
    </message>
    <message>
        <source>{who}&apos;s power attack</source>
        <translation>attaque puissante de {who}</translation>
    </message>
    <message>
        <source>{zones} and {more} more</source>
        <translation>{zones} et {more} de plus</translation>
    </message>
</context>
<context>
    <name>MinimapView</name>
    <message>
        <source>Minimap</source>
        <translation>Mini-carte</translation>
    </message>
</context>
<context>
    <name>NewQuestDialog</name>
    <message>
        <source>New quest</source>
        <translation>Nouvelle quête</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;Titre</translation>
    </message>
    <message>
        <source>&amp;Game system</source>
        <translation>&amp;Système de jeu</translation>
    </message>
    <message>
        <source>&amp;Fewest heroes</source>
        <translation>&amp;Minimum de héros</translation>
    </message>
    <message>
        <source>&amp;Most heroes</source>
        <translation>Ma&amp;ximum de héros</translation>
    </message>
    <message>
        <source>{stand_in}
{tiles} tiles, {count} token types.</source>
        <translation>{stand_in}
{tiles} tuiles, {count} types de jetons.</translation>
    </message>
</context>
<context>
    <name>OverlayController</name>
    <message>
        <source>{overlay} overlay unavailable ({error})</source>
        <translation>calque {overlay} indisponible ({error})</translation>
    </message>
    <message>
        <source>reach: place a hero start</source>
        <translation>portée : placez un départ des héros</translation>
    </message>
    <message>
        <source>sight: hover a cell</source>
        <translation>vue : survolez une case</translation>
    </message>
    <message>
        <source>sight from {place}</source>
        <translation>vue depuis {place}</translation>
    </message>
    <message numerus="yes">
        <source>%n zone(s) seen</source>
        <translation>
            <numerusform>%n zone vue</numerusform>
            <numerusform>%n zones vues</numerusform>
        </translation>
    </message>
    <message>
        <source>camera coverage</source>
        <translation>couverture des caméras</translation>
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
            <numerusform>%n lien franchissable</numerusform>
            <numerusform>%n liens franchissables</numerusform>
        </translation>
    </message>
    <message>
        <source>graph: {zones}, {links}</source>
        <translation>graphe : {zones}, {links}</translation>
    </message>
</context>
<context>
    <name>Overlays</name>
    <message>
        <source>&amp;Zones</source>
        <translation>&amp;Zones</translation>
    </message>
    <message>
        <source>Outline and label every zone (reveal areas on cell boards)</source>
        <translation>Contourer et nommer chaque zone (zones de révélation sur les plateaux à cases)</translation>
    </message>
    <message>
        <source>Zone &amp;graph</source>
        <translation>&amp;Graphe des zones</translation>
    </message>
    <message>
        <source>Zone graph: nodes and passable links (brown: door, red: locked)</source>
        <translation>Graphe des zones : nœuds et liens franchissables (marron : porte, rouge : verrouillée)</translation>
    </message>
    <message>
        <source>&amp;Sight under the cursor</source>
        <translation>&amp;Vue sous le curseur</translation>
    </message>
    <message>
        <source>What the hovered zone or cell sees</source>
        <translation>Ce que voit la zone ou la case survolée</translation>
    </message>
    <message>
        <source>Camera &amp;coverage</source>
        <translation>&amp;Couverture des caméras</translation>
    </message>
    <message>
        <source>Zones and cells the cameras watch</source>
        <translation>Zones et cases que surveillent les caméras</translation>
    </message>
    <message>
        <source>&amp;Reachability</source>
        <translation>&amp;Accessibilité</translation>
    </message>
    <message>
        <source>Zones reachable from the hero start; unreachable hatched</source>
        <translation>Zones accessibles depuis le départ des héros ; les inaccessibles hachurées</translation>
    </message>
</context>
<context>
    <name>PackDialogs</name>
    <message numerus="yes">
        <source>Exported %n quest(s) to {path} ({size} KiB)</source>
        <translation>
            <numerusform>%n quête exportée vers {path} ({size} Kio)</numerusform>
            <numerusform>%n quêtes exportées vers {path} ({size} Kio)</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Quest Pack</source>
        <translation>Exporter un pack de quêtes</translation>
    </message>
    <message>
        <source>Import Quest Pack</source>
        <translation>Importer un pack de quêtes</translation>
    </message>
    <message>
        <source>E&amp;xport Quest Pack…</source>
        <translation>E&amp;xporter un pack de quêtes…</translation>
    </message>
    <message>
        <source>Pack quests and their tilesets into a .qwpack to share</source>
        <translation>Emballer des quêtes et leurs jeux de tuiles dans un .qwpack à partager</translation>
    </message>
    <message>
        <source>&amp;Import Quest Pack…</source>
        <translation>&amp;Importer un pack de quêtes…</translation>
    </message>
    <message>
        <source>Check a .qwpack and install it into your library</source>
        <translation>Vérifier un .qwpack et l&apos;installer dans votre bibliothèque</translation>
    </message>
    <message>
        <source>Quest &amp;Library…</source>
        <translation>&amp;Bibliothèque de quêtes…</translation>
    </message>
    <message>
        <source>Installed packs and their quests</source>
        <translation>Packs installés et leurs quêtes</translation>
    </message>
</context>
<context>
    <name>PalettePanel</name>
    <message>
        <source>Filter tiles and tokens…</source>
        <translation>Filtrer tuiles et jetons…</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tuiles</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>{name}: side {side}, {w}×{h} cells, category {category}</source>
        <translation>{name} : face {side}, {w}×{h} cases, catégorie {category}</translation>
    </message>
    <message>
        <source>{label} ({type}): anchored to a {anchor}</source>
        <translation>{label} ({type}) : ancré à {anchor}</translation>
    </message>
    <message>
        <source>(required)</source>
        <translation>(obligatoire)</translation>
    </message>
</context>
<context>
    <name>PickTool</name>
    <message>
        <source>Pick on the canvas (Enter at the keyboard cursor); Escape cancels</source>
        <translation>Choisissez sur le plan (Entrée au curseur clavier) ; Échap annule</translation>
    </message>
</context>
<context>
    <name>PlayCommands</name>
    <message>
        <source>Test Play</source>
        <translation>Partie test</translation>
    </message>
    <message>
        <source>No ruleset for {system} yet (the engine plays {known})</source>
        <translation>Pas encore de règles pour {system} (le moteur joue {known})</translation>
    </message>
    <message>
        <source>Restart with Seed</source>
        <translation>Recommencer avec une graine</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Graine :</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Héros</translation>
    </message>
    <message>
        <source>Heroes in the party:</source>
        <translation>Héros dans le groupe :</translation>
    </message>
    <message>
        <source>Load a saved game</source>
        <translation>Charger une partie enregistrée</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Parties enregistrées (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save the game (a replay file)</source>
        <translation>Enregistrer la partie (un fichier de rejeu)</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Parties enregistrées (*.json)</translation>
    </message>
    <message>
        <source>Saved the game to {path}</source>
        <translation>Partie enregistrée dans {path}</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Autosave every</source>
        <translation>&amp;Sauvegarde automatique toutes les</translation>
    </message>
    <message>
        <source>Show cell lines</source>
        <translation>Afficher les lignes des cases</translation>
    </message>
    <message>
        <source>&amp;Grid</source>
        <translation>&amp;Grille</translation>
    </message>
    <message>
        <source>&amp;New quests use</source>
        <translation>Les &amp;nouvelles quêtes utilisent</translation>
    </message>
    <message>
        <source>Reopen the quests that were open</source>
        <translation>Rouvrir les quêtes qui étaient ouvertes</translation>
    </message>
    <message>
        <source>&amp;On start</source>
        <translation>Au &amp;démarrage</translation>
    </message>
    <message>
        <source>The system&apos;s</source>
        <translation>Celle du système</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>A new language shows from the next start.</source>
        <translation>Une nouvelle langue s&apos;affiche au prochain démarrage.</translation>
    </message>
</context>
<context>
    <name>ProblemsPanel</name>
    <message>
        <source>Errors</source>
        <translation>Erreurs</translation>
    </message>
    <message>
        <source>Show error problems</source>
        <translation>Afficher les erreurs</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Avertissements</translation>
    </message>
    <message>
        <source>Show warning problems</source>
        <translation>Afficher les avertissements</translation>
    </message>
    <message>
        <source>Infos</source>
        <translation>Infos</translation>
    </message>
    <message>
        <source>Show info problems</source>
        <translation>Afficher les informations</translation>
    </message>
    <message>
        <source>Waived</source>
        <translation>Dérogés</translation>
    </message>
    <message>
        <source>Show waived problems</source>
        <translation>Afficher les problèmes sous dérogation</translation>
    </message>
    <message>
        <source>validating…</source>
        <translation>validation…</translation>
    </message>
    <message>
        <source>&amp;Waive…</source>
        <translation>&amp;Déroger…</translation>
    </message>
    <message>
        <source>Accept this warning on purpose, with a reason stored in the quest</source>
        <translation>Accepter cet avertissement délibérément, avec une raison enregistrée dans la quête</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source> (waived)</source>
        <translation> (dérogation)</translation>
    </message>
    <message>
        <source>Hint: {hint}</source>
        <translation>Conseil : {hint}</translation>
    </message>
    <message>
        <source>Path: {path}</source>
        <translation>Chemin : {path}</translation>
    </message>
    <message>
        <source>Waived: {reason}</source>
        <translation>Dérogation : {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n info(s)</source>
        <translation>
            <numerusform>%n info</numerusform>
            <numerusform>%n infos</numerusform>
        </translation>
    </message>
    <message>
        <source>Lift &amp;waiver</source>
        <translation>&amp;Lever la dérogation</translation>
    </message>
    <message>
        <source>Lift waiver {code}</source>
        <translation>Lever la dérogation {code}</translation>
    </message>
    <message>
        <source>Waive a warning</source>
        <translation>Déroger à un avertissement</translation>
    </message>
    <message>
        <source>Why is {code} on {ref} intended?
(Stored in the quest file.)</source>
        <translation>Pourquoi {code} sur {ref} est-il voulu ?
(Enregistré dans le fichier de quête.)</translation>
    </message>
    <message>
        <source>Waive {code}</source>
        <translation>Déroger à {code}</translation>
    </message>
</context>
<context>
    <name>PropertiesPanel</name>
    <message>
        <source>Set {label}</source>
        <translation>Modifier {label}</translation>
    </message>
    <message>
        <source>Rename {old} → {new}</source>
        <translation>Renommer {old} → {new}</translation>
    </message>
    <message>
        <source>{count} objects selected:</source>
        <translation>{count} objets sélectionnés :</translation>
    </message>
    <message>
        <source>{ref}: nothing to edit</source>
        <translation>{ref} : rien à modifier</translation>
    </message>
    <message>
        <source>&lt;b&gt;Token&lt;/b&gt; — {label}</source>
        <translation>&lt;b&gt;Jeton&lt;/b&gt; — {label}</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>Move token</source>
        <translation>Déplacer le jeton</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>Case</translation>
    </message>
    <message>
        <source>Edge</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Tuile</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>tuile</translation>
    </message>
    <message>
        <source>Resize token</source>
        <translation>Redimensionner le jeton</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Zone nommée</translation>
    </message>
    <message>
        <source>area</source>
        <translation>zone nommée</translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>Face cachée</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>face cachée</translation>
    </message>
    <message>
        <source>Unknown token type {type!r} for {system}</source>
        <translation>Type de jeton inconnu {type!r} pour {system}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Properties&lt;/b&gt;</source>
        <translation>&lt;b&gt;Propriétés&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Not in the system: {names}</source>
        <translation>Absent du système : {names}</translation>
    </message>
    <message>
        <source>Default: {value}</source>
        <translation>Par défaut : {value}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tile&lt;/b&gt; — {name}</source>
        <translation>&lt;b&gt;Tuile&lt;/b&gt; — {name}</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Face</translation>
    </message>
    <message>
        <source>side</source>
        <translation>face</translation>
    </message>
    <message>
        <source>Move tile</source>
        <translation>Déplacer la tuile</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Rotate tile</source>
        <translation>Pivoter la tuile</translation>
    </message>
    <message>
        <source>Rotation</source>
        <translation>Rotation</translation>
    </message>
    <message>
        <source>{cells} cells, {zones} zones, category {category}</source>
        <translation>{cells} cases, {zones} zones, catégorie {category}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Printed door space&lt;/b&gt; {ref}</source>
        <translation>&lt;b&gt;Case-porte imprimée&lt;/b&gt; {ref}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Printed door&lt;/b&gt; {ref}</source>
        <translation>&lt;b&gt;Porte imprimée&lt;/b&gt; {ref}</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Door {value}</source>
        <translation>Porte {value}</translation>
    </message>
    <message>
        <source>Override</source>
        <translation>Remplacer</translation>
    </message>
    <message>
        <source>Place a quest door over the printed one</source>
        <translation>Poser une porte de quête par-dessus celle imprimée</translation>
    </message>
    <message>
        <source>&lt;b&gt;Door space&lt;/b&gt;</source>
        <translation>&lt;b&gt;Case-porte&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Door&lt;/b&gt;</source>
        <translation>&lt;b&gt;Porte&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Case</translation>
    </message>
    <message>
        <source>door state</source>
        <translation>état de la porte</translation>
    </message>
    <message>
        <source>Remove lock</source>
        <translation>Retirer la serrure</translation>
    </message>
    <message>
        <source>Lock door ({value})</source>
        <translation>Verrouiller la porte ({value})</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>Serrure</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Clés</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>clés</translation>
    </message>
    <message>
        <source>token ids</source>
        <translation>identifiants de jetons</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>couleur</translation>
    </message>
    <message>
        <source>Requires</source>
        <translation>Requiert</translation>
    </message>
    <message>
        <source>requires</source>
        <translation>requiert</translation>
    </message>
    <message>
        <source>objective ids</source>
        <translation>identifiants d&apos;objectifs</translation>
    </message>
    <message>
        <source>&lt;b&gt;Printed edge&lt;/b&gt; — {label}</source>
        <translation>&lt;b&gt;Bord imprimé&lt;/b&gt; — {label}</translation>
    </message>
    <message>
        <source>The tile prints it; paint over it with a wall, window, opening or barrier tool to give it properties.</source>
        <translation>La tuile l&apos;imprime ; peignez par-dessus avec l&apos;outil mur, fenêtre, ouverture ou barrière pour lui donner des propriétés.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Edge&lt;/b&gt; — {label}</source>
        <translation>&lt;b&gt;Bord&lt;/b&gt; — {label}</translation>
    </message>
    <message>
        <source>Name edge {id}</source>
        <translation>Nommer le bord {id}</translation>
    </message>
    <message>
        <source>Stable id: a trigger&apos;s destroy effect and conditions name the edge by it (renaming updates them)</source>
        <translation>Identifiant stable : l&apos;effet destroy d&apos;un déclencheur et les conditions désignent le bord par lui (le renommer les met à jour)</translation>
    </message>
    <message>
        <source>(none: give it one to refer to it)</source>
        <translation>(aucun : donnez-en un pour le désigner)</translation>
    </message>
    <message>
        <source>Other properties (kept as written): {names}</source>
        <translation>Autres propriétés (gardées telles quelles) : {names}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Zone&lt;/b&gt; {ref}</source>
        <translation>&lt;b&gt;Zone&lt;/b&gt; {ref}</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Nothing selected.
Select a tile, token, door or edge (V, then click or Enter).</source>
        <translation>Rien de sélectionné.
Sélectionnez une tuile, un jeton, une porte ou un bord (V, puis clic ou Entrée).</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Lumière</translation>
    </message>
    <message>
        <source>Cells</source>
        <translation>Cases</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Étiquettes</translation>
    </message>
    <message>
        <source>Zones come from the tiles; edit the tile or the edges around it.</source>
        <translation>Les zones viennent des tuiles ; modifiez la tuile ou les bords qui l&apos;entourent.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cell&lt;/b&gt; {cell}</source>
        <translation>&lt;b&gt;Case&lt;/b&gt; {cell}</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
</context>
<context>
    <name>QuestPanel</name>
    <message>
        <source>Add (Insert)</source>
        <translation>Ajouter (Inser)</translation>
    </message>
    <message>
        <source>Remove (Delete)</source>
        <translation>Retirer (Suppr)</translation>
    </message>
    <message>
        <source>Move up (Ctrl+Up)</source>
        <translation>Monter (Ctrl+Haut)</translation>
    </message>
    <message>
        <source>Move down (Ctrl+Down)</source>
        <translation>Descendre (Ctrl+Bas)</translation>
    </message>
    <message>
        <source>&amp;Quest</source>
        <translation>&amp;Quête</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>Déclencheur</translation>
    </message>
    <message>
        <source>Loss condition</source>
        <translation>Condition de défaite</translation>
    </message>
    <message>
        <source>&amp;Objectives</source>
        <translation>&amp;Objectifs</translation>
    </message>
    <message>
        <source>T&amp;riggers</source>
        <translation>&amp;Déclencheurs</translation>
    </message>
    <message>
        <source>&amp;Loss</source>
        <translation>Dé&amp;faite</translation>
    </message>
    <message>
        <source>Set {label}</source>
        <translation>Modifier {label}</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;Titre</translation>
    </message>
    <message>
        <source>A title is required</source>
        <translation>Un titre est obligatoire</translation>
    </message>
    <message>
        <source>Set quest id</source>
        <translation>Modifier l&apos;identifiant de la quête</translation>
    </message>
    <message>
        <source>Quest id</source>
        <translation>Identifiant de la quête</translation>
    </message>
    <message>
        <source>The quest&apos;s own id (used by packs)</source>
        <translation>L&apos;identifiant propre de la quête (utilisé par les packs)</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>unknown system</source>
        <translation>système inconnu</translation>
    </message>
    <message>
        <source>&amp;Author</source>
        <translation>&amp;Auteur</translation>
    </message>
    <message>
        <source>author</source>
        <translation>auteur</translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation>&amp;Description</translation>
    </message>
    <message>
        <source>description</source>
        <translation>description</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>Li&amp;cence</source>
        <translation>Li&amp;cence</translation>
    </message>
    <message>
        <source>licence</source>
        <translation>licence</translation>
    </message>
    <message>
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <source>&amp;Party</source>
        <translation>&amp;Groupe</translation>
    </message>
    <message>
        <source>{tiles} tiles · {tokens} tokens · {edges} quest edges · {waivers} waivers</source>
        <translation>{tiles} tuiles · {tokens} jetons · {edges} bords de quête · {waivers} dérogations</translation>
    </message>
    <message>
        <source>Set title</source>
        <translation>Modifier le titre</translation>
    </message>
    <message>
        <source>The largest party is smaller than the smallest</source>
        <translation>Le plus grand groupe est plus petit que le plus petit</translation>
    </message>
    <message>
        <source>Set party</source>
        <translation>Modifier le groupe</translation>
    </message>
    <message>
        <source>Pick…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Choose on the canvas (click, or Enter at the keyboard cursor)</source>
        <translation>Choisir sur le plan (clic, ou Entrée au curseur clavier)</translation>
    </message>
    <message>
        <source>Rename {id}</source>
        <translation>Renommer {id}</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>type</translation>
    </message>
    <message>
        <source>targets</source>
        <translation>cibles</translation>
    </message>
    <message>
        <source>target ids</source>
        <translation>identifiants des cibles</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Cibles</translation>
    </message>
    <message>
        <source>Add target</source>
        <translation>Ajouter une cible</translation>
    </message>
    <message>
        <source>Pick target on canvas…</source>
        <translation>Choisir la cible sur le plan…</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>count</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>off board</source>
        <translation>hors du plateau</translation>
    </message>
    <message>
        <source>Set objective zone</source>
        <translation>Modifier la zone de l&apos;objectif</translation>
    </message>
    <message>
        <source>Pick zone…</source>
        <translation>Choisir la zone…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Clear zone</source>
        <translation>Effacer la zone</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Après</translation>
    </message>
    <message>
        <source>after</source>
        <translation>après</translation>
    </message>
    <message>
        <source>objective ids</source>
        <translation>identifiants d&apos;objectifs</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texte</translation>
    </message>
    <message>
        <source>text</source>
        <translation>texte</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <source>event</source>
        <translation>événement</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>target</source>
        <translation>cible</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>round</source>
        <translation>tour</translation>
    </message>
    <message>
        <source>Once</source>
        <translation>Une fois</translation>
    </message>
    <message>
        <source>once</source>
        <translation>une fois</translation>
    </message>
    <message>
        <source>fires only once</source>
        <translation>ne se déclenche qu&apos;une fois</translation>
    </message>
    <message>
        <source>read to the players when it fires</source>
        <translation>lu aux joueurs quand il se déclenche</translation>
    </message>
    <message>
        <source>&lt;b&gt;Effects&lt;/b&gt;</source>
        <translation>&lt;b&gt;Effets&lt;/b&gt;</translation>
    </message>
    <message>
        <source>effect</source>
        <translation>effet</translation>
    </message>
    <message>
        <source>effect target</source>
        <translation>cible de l&apos;effet</translation>
    </message>
    <message>
        <source>effect text</source>
        <translation>texte de l&apos;effet</translation>
    </message>
    <message>
        <source>Remove this effect</source>
        <translation>Retirer cet effet</translation>
    </message>
    <message>
        <source>Remove effect</source>
        <translation>Retirer l&apos;effet</translation>
    </message>
    <message>
        <source>Add effect</source>
        <translation>Ajouter un effet</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>tours</translation>
    </message>
</context>
<context>
    <name>QuestSheet</name>
    <message>
        <source>Legend</source>
        <translation>Légende</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Objectifs</translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation>Aucun pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Special rules</source>
        <translation>Règles spéciales</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Victoire</translation>
    </message>
    <message>
        <source>Defeat</source>
        <translation>Défaite</translation>
    </message>
    <message>
        <source>page {page} of {pages}</source>
        <translation>page {page} sur {pages}</translation>
    </message>
    <message>
        <source>Pick up {targets}.</source>
        <translation>Ramasser {targets}.</translation>
    </message>
    <message>
        <source>Collect {count} of {targets}.</source>
        <translation>Réunir {count} parmi {targets}.</translation>
    </message>
    <message>
        <source>Escape through {targets}.</source>
        <translation>S&apos;échapper par {targets}.</translation>
    </message>
    <message>
        <source>Hold {targets}.</source>
        <translation>Tenir {targets}.</translation>
    </message>
    <message>
        <source>Kill {targets}.</source>
        <translation>Tuer {targets}.</translation>
    </message>
    <message>
        <source>Destroy {targets}.</source>
        <translation>Détruire {targets}.</translation>
    </message>
    <message>
        <source>Open {targets}.</source>
        <translation>Ouvrir {targets}.</translation>
    </message>
    <message>
        <source>Activate {targets}.</source>
        <translation>Activer {targets}.</translation>
    </message>
    <message>
        <source>Lure an enemy into {targets}.</source>
        <translation>Attirer un ennemi dans {targets}.</translation>
    </message>
    <message>
        <source>Reach {targets}.</source>
        <translation>Atteindre {targets}.</translation>
    </message>
    <message>
        <source>When a hero picks up {target}</source>
        <translation>Quand un héros ramasse {target}</translation>
    </message>
    <message>
        <source>When a hero enters {target}</source>
        <translation>Quand un héros entre dans {target}</translation>
    </message>
    <message>
        <source>When a hero crosses {target}</source>
        <translation>Quand un héros franchit {target}</translation>
    </message>
    <message>
        <source>When {target} is opened</source>
        <translation>Quand {target} est ouvert(e)</translation>
    </message>
    <message>
        <source>At the start of round {round}</source>
        <translation>Au début du tour {round}</translation>
    </message>
    <message>
        <source>At the end of round {round}</source>
        <translation>À la fin du tour {round}</translation>
    </message>
    <message>
        <source>When {target} is killed</source>
        <translation>Quand {target} est tué(e)</translation>
    </message>
    <message>
        <source>When a hero gains {target}</source>
        <translation>Quand un héros obtient {target}</translation>
    </message>
    <message>
        <source>When {target} is complete</source>
        <translation>Quand {target} est accompli</translation>
    </message>
    <message>
        <source>When {target} is destroyed</source>
        <translation>Quand {target} est détruit(e)</translation>
    </message>
    <message>
        <source>At the start of each hero&apos;s turn</source>
        <translation>Au début du tour de chaque héros</translation>
    </message>
    <message>
        <source>When {target} reaches its threshold</source>
        <translation>Quand {target} atteint son seuil</translation>
    </message>
    <message>
        <source>When {target} is revealed</source>
        <translation>Quand {target} est révélé(e)</translation>
    </message>
    <message>
        <source>When an enemy enters {target}</source>
        <translation>Quand un ennemi entre dans {target}</translation>
    </message>
    <message>
        <source>When a hero activates {target}</source>
        <translation>Quand un héros active {target}</translation>
    </message>
    <message>
        <source>When a hero dies</source>
        <translation>Quand un héros meurt</translation>
    </message>
    <message>
        <source>When an Event card is drawn</source>
        <translation>Quand une carte Événement est piochée</translation>
    </message>
    <message>
        <source>When a deck is reshuffled</source>
        <translation>Quand une pioche est remélangée</translation>
    </message>
    <message>
        <source>spawn enemies at {target}</source>
        <translation>faire apparaître des ennemis sur {target}</translation>
    </message>
    <message>
        <source>the hero gains {value} XP</source>
        <translation>le héros gagne {value} PX</translation>
    </message>
    <message>
        <source>reveal {target}</source>
        <translation>révéler {target}</translation>
    </message>
    <message>
        <source>open {target}</source>
        <translation>ouvrir {target}</translation>
    </message>
    <message>
        <source>close {target}</source>
        <translation>fermer {target}</translation>
    </message>
    <message>
        <source>unlock {target}</source>
        <translation>déverrouiller {target}</translation>
    </message>
    <message>
        <source>remove {target}</source>
        <translation>retirer {target}</translation>
    </message>
    <message>
        <source>the heroes win</source>
        <translation>les héros gagnent</translation>
    </message>
    <message>
        <source>the heroes lose</source>
        <translation>les héros perdent</translation>
    </message>
    <message>
        <source>read the message</source>
        <translation>lire le message</translation>
    </message>
    <message>
        <source>wake {target}</source>
        <translation>réveiller {target}</translation>
    </message>
    <message>
        <source>the hero gains {target}</source>
        <translation>le héros obtient {target}</translation>
    </message>
    <message>
        <source>change {target} by {value}</source>
        <translation>modifier {target} de {value}</translation>
    </message>
    <message>
        <source>{value} damage to {target}</source>
        <translation>{value} dégâts à {target}</translation>
    </message>
    <message>
        <source>set the level to {value}</source>
        <translation>passer au niveau {value}</translation>
    </message>
    <message>
        <source>remove {target} from play</source>
        <translation>retirer {target} du jeu</translation>
    </message>
    <message>
        <source>change {target}</source>
        <translation>modifier {target}</translation>
    </message>
    <message>
        <source>refill the treasure at {target}</source>
        <translation>remettre un trésor sur {target}</translation>
    </message>
    <message>
        <source>destroy {target}</source>
        <translation>détruire {target}</translation>
    </message>
    <message>
        <source>discard {target}</source>
        <translation>défausser {target}</translation>
    </message>
    <message>
        <source>the hero becomes {target}</source>
        <translation>le héros devient {target}</translation>
    </message>
    <message>
        <source>A round begins with a dead hero and no Lifebringer token left.</source>
        <translation>Un tour commence avec un héros mort et plus aucun jeton Porte-Vie.</translation>
    </message>
    <message>
        <source>A hero dies.</source>
        <translation>Un héros meurt.</translation>
    </message>
    <message>
        <source>Every hero is dead.</source>
        <translation>Tous les héros sont morts.</translation>
    </message>
    <message>
        <source>An enemy reaches {target}.</source>
        <translation>Un ennemi atteint {target}.</translation>
    </message>
    <message>
        <source>An enemy leaves through {target}.</source>
        <translation>Un ennemi sort par {target}.</translation>
    </message>
    <message>
        <source>Round {rounds} ends before the quest is won.</source>
        <translation>Le tour {rounds} s&apos;achève avant que la quête ne soit gagnée.</translation>
    </message>
    <message>
        <source>The heroes have no conquest tokens left.</source>
        <translation>Les héros n&apos;ont plus aucun jeton de conquête.</translation>
    </message>
    <message>
        <source>{label} {letter}</source>
        <translation>{label} {letter}</translation>
    </message>
    <message>
        <source>door {letter}</source>
        <translation>la porte {letter}</translation>
    </message>
    <message>
        <source>Boss room</source>
        <translation>Salle du boss</translation>
    </message>
    <message>
        <source>Chest table</source>
        <translation>Table des coffres</translation>
    </message>
    <message>
        <source>Darkness track</source>
        <translation>Piste des ténèbres</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Difficulté</translation>
    </message>
    <message>
        <source>Horror rating</source>
        <translation>Niveau d&apos;horreur</translation>
    </message>
    <message>
        <source>Lifebringer tokens</source>
        <translation>Jetons Porte-Vie</translation>
    </message>
    <message>
        <source>Monster level</source>
        <translation>Niveau des monstres</translation>
    </message>
    <message>
        <source>Monster threat</source>
        <translation>Menace des monstres</translation>
    </message>
    <message>
        <source>Start area</source>
        <translation>Zone de départ</translation>
    </message>
    <message>
        <source>Conquest tokens at the start</source>
        <translation>Jetons de conquête au départ</translation>
    </message>
    <message>
        <source>Start level</source>
        <translation>Niveau de départ</translation>
    </message>
    <message>
        <source>Treasure level</source>
        <translation>Niveau des trésors</translation>
    </message>
    <message>
        <source>Complete the objective.</source>
        <translation>Accomplir l&apos;objectif.</translation>
    </message>
    <message>
        <source>Complete both objectives.</source>
        <translation>Accomplir les deux objectifs.</translation>
    </message>
    <message>
        <source>The darkness track reaches its end.</source>
        <translation>La piste des ténèbres atteint sa fin.</translation>
    </message>
    <message>
        <source>Room (light)</source>
        <translation>Pièce (lumière)</translation>
    </message>
    <message>
        <source>Room (shadow)</source>
        <translation>Pièce (ombre)</translation>
    </message>
    <message>
        <source>Corridor (light)</source>
        <translation>Couloir (lumière)</translation>
    </message>
    <message>
        <source>Corridor (shadow)</source>
        <translation>Couloir (ombre)</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Case</translation>
    </message>
    <message>
        <source>Space (shadow)</source>
        <translation>Case (ombre)</translation>
    </message>
    <message>
        <source>the room on tile {tile}</source>
        <translation>la pièce de la tuile {tile}</translation>
    </message>
    <message>
        <source>the corridor on tile {tile}</source>
        <translation>le couloir de la tuile {tile}</translation>
    </message>
    <message>
        <source>the space on tile {tile}</source>
        <translation>la case de la tuile {tile}</translation>
    </message>
    <message>
        <source>Door (closed)</source>
        <translation>Porte (fermée)</translation>
    </message>
    <message>
        <source>Door (open)</source>
        <translation>Porte (ouverte)</translation>
    </message>
    <message>
        <source>Door (locked)</source>
        <translation>Porte (verrouillée)</translation>
    </message>
    <message>
        <source>area {number}</source>
        <translation>zone nommée {number}</translation>
    </message>
    <message>
        <source>it</source>
        <translation>la cible</translation>
    </message>
    <message>
        <source>{label} ({id})</source>
        <translation>{label} ({id})</translation>
    </message>
    <message>
        <source>objective {number}</source>
        <translation>l&apos;objectif {number}</translation>
    </message>
    <message>
        <source>door {id}</source>
        <translation>la porte {id}</translation>
    </message>
    <message>
        <source>tile {id}</source>
        <translation>la tuile {id}</translation>
    </message>
    <message>
        <source>{zone} on {tile}</source>
        <translation>{zone} sur {tile}</translation>
    </message>
    <message>
        <source>the marked place</source>
        <translation>l&apos;endroit indiqué</translation>
    </message>
    <message numerus="yes">
        <source>%n start space(s) on tile {tile}</source>
        <translation>
            <numerusform>%n case de départ sur la tuile {tile}</numerusform>
            <numerusform>%n cases de départ sur la tuile {tile}</numerusform>
        </translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} et {last}</translation>
    </message>
    <message>
        <source>(after {objectives})</source>
        <translation>(après {objectives})</translation>
    </message>
    <message>
        <source>each round</source>
        <translation>chaque tour</translation>
    </message>
    <message>
        <source>{when}: {effects}.</source>
        <translation>{when} : {effects}.</translation>
    </message>
    <message>
        <source>nothing happens</source>
        <translation>rien ne se passe</translation>
    </message>
    <message>
        <source>(every time)</source>
        <translation>(à chaque fois)</translation>
    </message>
    <message>
        <source>Starting zone</source>
        <translation>Zone de départ</translation>
    </message>
    <message>
        <source>{low} heroes</source>
        <translation>{low} héros</translation>
    </message>
    <message>
        <source>{low}–{high} heroes</source>
        <translation>{low} à {high} héros</translation>
    </message>
    <message>
        <source>by {author}</source>
        <translation>par {author}</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tuiles</translation>
    </message>
    <message>
        <source>Starting zones</source>
        <translation>Zones de départ</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Héros</translation>
    </message>
    <message>
        <source>chosen at setup</source>
        <translation>choisi à la mise en place</translation>
    </message>
    <message>
        <source>chosen during play</source>
        <translation>choisi en cours de partie</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Complete all {count} objectives.</source>
        <translation>Accomplir les {count} objectifs.</translation>
    </message>
    <message>
        <source>This quest has no objective yet.</source>
        <translation>Cette quête n&apos;a pas encore d&apos;objectif.</translation>
    </message>
    <message>
        <source>Only the game&apos;s own rules end the quest in defeat.</source>
        <translation>Seules les règles du jeu mènent à la défaite.</translation>
    </message>
    <message>
        <source>tiles are Questwright&apos;s own stand-ins</source>
        <translation>les tuiles sont des substituts propres à Questwright</translation>
    </message>
</context>
<context>
    <name>SelectTool</name>
    <message>
        <source>Edit the selected object in the Properties panel (Alt+3)</source>
        <translation>Modifiez l&apos;objet sélectionné dans le panneau Propriétés (Alt+3)</translation>
    </message>
    <message>
        <source>Move {count} objects</source>
        <translation>Déplacer {count} objets</translation>
    </message>
    <message>
        <source>Move one object</source>
        <translation>Déplacer un objet</translation>
    </message>
</context>
<context>
    <name>SheetOptionsDialog</name>
    <message>
        <source>Quest sheet</source>
        <translation>Fiche de quête</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>Lettre US</translation>
    </message>
    <message>
        <source>&amp;Paper</source>
        <translation>&amp;Papier</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Double-click a command and press its new keys. Clear leaves it without; Reset gives it back its default.</source>
        <translation>Double-cliquez une commande et tapez ses nouvelles touches. Effacer la laisse sans ; Réinitialiser lui rend celles par défaut.</translation>
    </message>
    <message>
        <source>Filter: command, menu or keys</source>
        <translation>Filtrer : commande, menu ou touches</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Clés</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Par défaut</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Canvas</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>New keys:</source>
        <translation>Nouvelles touches :</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation>&amp;Effacer</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Réinitialiser</translation>
    </message>
    <message>
        <source>Reset &amp;All</source>
        <translation>Tout ré&amp;initialiser</translation>
    </message>
    <message>
        <source>{keys} is used by {commands}</source>
        <translation>{keys} est utilisé par {commands}</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>Flèches</translation>
    </message>
    <message>
        <source>Move the keyboard cell cursor</source>
        <translation>Déplacer le curseur clavier de case en case</translation>
    </message>
    <message>
        <source>Enter / Space</source>
        <translation>Entrée / Espace</translation>
    </message>
    <message>
        <source>Act with the current tool at the cursor</source>
        <translation>Agir avec l&apos;outil actif au curseur</translation>
    </message>
    <message>
        <source>Shift+Arrow</source>
        <translation>Maj+flèche</translation>
    </message>
    <message>
        <source>Wall/door/edge token on that side of the cursor cell</source>
        <translation>Mur, porte ou jeton de bord sur ce côté de la case du curseur</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Arrow</source>
        <translation>Ctrl+Maj+flèche</translation>
    </message>
    <message>
        <source>Carve that side open (wall tools)</source>
        <translation>Dégager ce côté (outils de murs)</translation>
    </message>
    <message>
        <source>Alt+Arrow</source>
        <translation>Alt+flèche</translation>
    </message>
    <message>
        <source>Nudge the selection by one cell</source>
        <translation>Décaler la sélection d&apos;une case</translation>
    </message>
    <message>
        <source>Ctrl+Arrow</source>
        <translation>Ctrl+flèche</translation>
    </message>
    <message>
        <source>Scroll the view</source>
        <translation>Faire défiler la vue</translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation>Molette</translation>
    </message>
    <message>
        <source>Zoom about the pointer</source>
        <translation>Zoomer autour du pointeur</translation>
    </message>
    <message>
        <source>Middle drag / Space+drag</source>
        <translation>Glisser avec le bouton du milieu / Espace+glisser</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>Déplacer la vue</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>Cancel the gesture, then clear the selection</source>
        <translation>Annuler le geste, puis vider la sélection</translation>
    </message>
</context>
<context>
    <name>SimulationDialog</name>
    <message>
        <source>win</source>
        <translation>victoire</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>défaite</translation>
    </message>
    <message>
        <source>Simulation report</source>
        <translation>Rapport de simulation</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Parties</translation>
    </message>
    <message>
        <source>&amp;Heroes</source>
        <translation>&amp;Héros</translation>
    </message>
    <message>
        <source>Monte Carlo search that cannot see the future, once a turn; the default for balance</source>
        <translation>recherche de Monte-Carlo qui ne voit pas l&apos;avenir, une fois par tour ; le bot par défaut pour l&apos;équilibrage</translation>
    </message>
    <message>
        <source>the search at every decision, with more simulations; strongest, slowest</source>
        <translation>la recherche à chaque décision, avec plus de simulations ; la plus forte, la plus lente</translation>
    </message>
    <message>
        <source>Games at most: the run stops sooner once the win rate is as precise as asked</source>
        <translation>Nombre maximal de parties : la simulation s&apos;arrête plus tôt dès que le taux de victoire est aussi précis que demandé</translation>
    </message>
    <message>
        <source> points</source>
        <translation> points</translation>
    </message>
    <message>
        <source>off: play every game</source>
        <translation>désactivée : jouer toutes les parties</translation>
    </message>
    <message>
        <source>Stop once the 95 % interval of the win rate is this narrow (0: play all the games)</source>
        <translation>S&apos;arrêter dès que l&apos;intervalle à 95 % du taux de victoire est aussi étroit (0 : jouer toutes les parties)</translation>
    </message>
    <message>
        <source>&amp;Games (at most)</source>
        <translation>&amp;Parties (au plus)</translation>
    </message>
    <message>
        <source>&amp;Precision</source>
        <translation>Pré&amp;cision</translation>
    </message>
    <message>
        <source>&amp;Bot</source>
        <translation>B&amp;ot</translation>
    </message>
    <message>
        <source>&amp;Seed (game i uses seed + i)</source>
        <translation>&amp;Graine (la partie i utilise graine + i)</translation>
    </message>
    <message>
        <source>&amp;Jobs</source>
        <translation>P&amp;rocessus</translation>
    </message>
    <message>
        <source>A sweep: heroes=A-B, or a quest parameter (round-limit, counter:ID, spawn:TRIGGER, setup.KEY, a rule parameter) = a-b, a-b:step or 1,3,5</source>
        <translation>Un balayage : heroes=A-B, ou un paramètre de la quête (round-limit, counter:ID, spawn:TRIGGER, setup.KEY, un paramètre de règle) = a-b, a-b:pas ou 1,3,5</translation>
    </message>
    <message>
        <source>&amp;Vary (sweep)</source>
        <translation>&amp;Faire varier (balayage)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>%v / %m games</source>
        <translation>%v / %m parties</translation>
    </message>
    <message>
        <source>S&amp;weep</source>
        <translation>&amp;Balayage</translation>
    </message>
    <message>
        <source>Run the games at every value of Vary and plot the win rate</source>
        <translation>Jouer les parties à chaque valeur de « Faire varier » et tracer le taux de victoire</translation>
    </message>
    <message>
        <source>Not run yet.</source>
        <translation>Pas encore lancée.</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>Deaths</source>
        <translation>Morts</translation>
    </message>
    <message>
        <source>No sweep yet.</source>
        <translation>Pas encore de balayage.</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Bot: {bot}</source>
        <translation>Bot : {bot}</translation>
    </message>
    <message>
        <source>%v / %m bot-strength games</source>
        <translation>%v / %m parties pour la force du bot</translation>
    </message>
    <message>
        <source>Measuring the bot&apos;s strength: {games} games with the {bot} bot…</source>
        <translation>Mesure de la force du bot : {games} parties avec le bot {bot}…</translation>
    </message>
    <message>
        <source>{elapsed} elapsed</source>
        <translation>{elapsed} écoulées</translation>
    </message>
    <message>
        <source>estimating the time left…</source>
        <translation>estimation du temps restant…</translation>
    </message>
    <message>
        <source>Bot strength at {axis} {value} (same quest and first seeds):</source>
        <translation>Force du bot à {axis} {value} (même quête, premières graines) :</translation>
    </message>
    <message>
        <source>Sweep over {axis}: {points} values, {games} games each</source>
        <translation>Balayage de {axis} : {points} valeurs, {games} parties chacune</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Annulation…</translation>
    </message>
    <message>
        <source>Cancelled after {elapsed}</source>
        <translation>Annulée après {elapsed}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Win rate {rate}&lt;/b&gt; ({wins} of {games}; 95 % interval {low} – {high}) · {heroes} heroes [{party}], seeds {first}…{last}</source>
        <translation>&lt;b&gt;Taux de victoire {rate}&lt;/b&gt; ({wins} sur {games} ; intervalle à 95 % {low} – {high}) · {heroes} héros [{party}], graines {first}…{last}</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>plans toward the objectives; fast</source>
        <translation>planifie vers les objectifs ; rapide</translation>
    </message>
    <message>
        <source>any legal move; the floor to compare with</source>
        <translation>n’importe quel coup permis ; le plancher de comparaison</translation>
    </message>
    <message>
        <source>a search two rounds deep; quick checks, weaker than search</source>
        <translation>une recherche sur deux tours ; vérifications rapides, plus faible que search</translation>
    </message>
    <message>
        <source>almost done</source>
        <translation>presque fini</translation>
    </message>
    <message numerus="yes">
        <source>about %n s left</source>
        <translation>
            <numerusform>encore environ %n s</numerusform>
            <numerusform>encore environ %n s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n min left</source>
        <translation>
            <numerusform>encore environ %n min</numerusform>
            <numerusform>encore environ %n min</numerusform>
        </translation>
    </message>
    <message>
        <source>about {hours} h {minutes} min left</source>
        <translation>encore environ {hours} h {minutes} min</translation>
    </message>
    <message>
        <source>Worker processes that play the games (Cancel ends them at once)</source>
        <translation>Processus qui jouent les parties (Annuler les arrête aussitôt)</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>Intervalle à 95 %</translation>
    </message>
    <message>
        <source>Fails most at</source>
        <translation>Échoue surtout à</translation>
    </message>
    <message>
        <source>Save p&amp;lot…</source>
        <translation>Enregistrer le &amp;graphique…</translation>
    </message>
    <message>
        <source>Show &amp;heatmap on the canvas</source>
        <translation>Afficher la carte de &amp;chaleur sur le plan</translation>
    </message>
    <message>
        <source>Visits per zone (orange), deaths (red discs); Ctrl+6</source>
        <translation>Visites par zone (orange), morts (disques rouges) ; Ctrl+6</translation>
    </message>
    <message>
        <source>Re&amp;play this game</source>
        <translation>Re&amp;jouer cette partie</translation>
    </message>
    <message>
        <source>Open the selected seed in the Test Play dock</source>
        <translation>Ouvrir la graine sélectionnée dans le panneau Partie test</translation>
    </message>
    <message>
        <source>Save &amp;report…</source>
        <translation>Enregistrer le &amp;rapport…</translation>
    </message>
    <message>
        <source>The bot that plays every player; the report states its strength next to the random and goal bots&apos;</source>
        <translation>Le bot qui joue chaque joueur ; le rapport donne sa force à côté de celles des bots random et goal</translation>
    </message>
    <message>
        <source>Cannot simulate: {error}</source>
        <translation>Simulation impossible : {error}</translation>
    </message>
    <message numerus="yes">
        <source>Running %n game(s)…</source>
        <translation>
            <numerusform>%n partie en cours…</numerusform>
            <numerusform>%n parties en cours…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot sweep: {error}</source>
        <translation>Balayage impossible : {error}</translation>
    </message>
    <message>
        <source>Sweeping {points} values, {n} games each…</source>
        <translation>Balayage de {points} valeurs, {n} parties chacune…</translation>
    </message>
    <message>
        <source>Save the plot</source>
        <translation>Enregistrer le graphique</translation>
    </message>
    <message>
        <source>PNG (*.png)</source>
        <translation>PNG (*.png)</translation>
    </message>
    <message>
        <source>Took {elapsed}</source>
        <translation>Durée : {elapsed}</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Annulée.</translation>
    </message>
    <message>
        <source>The run failed: {error}</source>
        <translation>La simulation a échoué : {error}</translation>
    </message>
    <message>
        <source>{objective} {rate} ({count} in order)</source>
        <translation>{objective} {rate} ({count} dans l’ordre)</translation>
    </message>
    <message>
        <source>Rounds to win: median {win_median}, p90 {win_p90}, mean {win_mean} · to loss: median {loss_median}, p90 {loss_p90}</source>
        <translation>Tours jusqu’à la victoire : médiane {win_median}, p90 {win_p90}, moyenne {win_mean} · jusqu’à la défaite : médiane {loss_median}, p90 {loss_p90}</translation>
    </message>
    <message>
        <source>Hero deaths: {total} ({per_game} per game, {with_death} games with a death)</source>
        <translation>Morts de héros : {total} ({per_game} par partie, {with_death} parties avec une mort)</translation>
    </message>
    <message>
        <source>Objectives reached: {objectives}</source>
        <translation>Objectifs atteints : {objectives}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>The run stopped early: {message}</source>
        <translation>La simulation s&apos;est arrêtée avant la fin : {message}</translation>
    </message>
    <message>
        <source>Losses: {losses}</source>
        <translation>Défaites : {losses}</translation>
    </message>
    <message numerus="yes">
        <source>{zones} and %n more (the heatmap shows every zone)</source>
        <translation>
            <numerusform>{zones} et %n autre (la carte de chaleur les montre toutes)</numerusform>
            <numerusform>{zones} et %n autres (la carte de chaleur les montre toutes)</numerusform>
        </translation>
    </message>
    <message>
        <source>Never visited: {zones}</source>
        <translation>Jamais visitées : {zones}</translation>
    </message>
    <message numerus="yes">
        <source>{rate} games/s over %n job(s)</source>
        <translation>
            <numerusform>{rate} parties/s sur %n processus</numerusform>
            <numerusform>{rate} parties/s sur %n processus</numerusform>
        </translation>
    </message>
    <message>
        <source>Bot strength (same quest, party and first seeds):</source>
        <translation>Force du bot (même quête, même groupe, premières graines) :</translation>
    </message>
    <message>
        <source>Replaying seed {seed} with the {bot} bot…</source>
        <translation>Nouvelle partie de la graine {seed} avec le bot {bot}…</translation>
    </message>
    <message>
        <source>Save the report</source>
        <translation>Enregistrer le rapport</translation>
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
        <translation>Quêtes ouvertes</translation>
    </message>
</context>
<context>
    <name>TestPlayPanel</name>
    <message>
        <source>No game. Play ▸ Test Play (F6) starts one.</source>
        <translation>Aucune partie. Jouer ▸ Partie test (F6) en lance une.</translation>
    </message>
    <message>
        <source>Heroes in the party (classes in the content&apos;s order)</source>
        <translation>Héros du groupe (classes dans l’ordre du contenu)</translation>
    </message>
    <message>
        <source>Seed of the game&apos;s dice and cards</source>
        <translation>Graine des dés et des cartes de la partie</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <source>Start a new game with this seed and party</source>
        <translation>Commencer une nouvelle partie avec cette graine et ce groupe</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Héros</translation>
    </message>
    <message>
        <source>Overlord</source>
        <translation>Seigneur du mal</translation>
    </message>
    <message>
        <source>Everyone (the whole game)</source>
        <translation>Tout le monde (toute la partie)</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>Who you play: the bot plays the other side at once, and the dock shows only what your side may see</source>
        <translation>Qui vous jouez : le bot joue aussitôt l’autre camp, et le panneau ne montre que ce que votre camp peut voir</translation>
    </message>
    <message>
        <source>Play &amp;as</source>
        <translation>Jouer &amp;en tant que</translation>
    </message>
    <message>
        <source>Legal actions (double-click or Enter applies):</source>
        <translation>Actions légales (double-clic ou Entrée pour appliquer) :</translation>
    </message>
    <message>
        <source>&amp;Bot Move</source>
        <translation>Coup du &amp;bot</translation>
    </message>
    <message>
        <source>The goal-seeking bot decides for the player to move (F9)</source>
        <translation>Le bot qui vise les objectifs décide pour le joueur qui a la main (F9)</translation>
    </message>
    <message>
        <source>Run to &amp;End</source>
        <translation>Jouer jusqu’à la &amp;fin</translation>
    </message>
    <message>
        <source>Play on to the end (a replay&apos;s moves first, then the bot)</source>
        <translation>Jouer jusqu’à la fin (d’abord les coups du rejeu, puis le bot)</translation>
    </message>
    <message>
        <source>&amp;Undo Step</source>
        <translation>&amp;Annuler le pas</translation>
    </message>
    <message>
        <source>Take back the last decision (rebuilt from the history)</source>
        <translation>Reprendre la dernière décision (reconstruite depuis l’historique)</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Journal des événements</translation>
    </message>
    <message>
        <source>Your view</source>
        <translation>Votre vue</translation>
    </message>
    <message>
        <source>The board as the engine shows it to the side you play (hidden cards only your own)</source>
        <translation>Le plateau tel que le moteur le montre au camp que vous jouez (seules vos cartes cachées)</translation>
    </message>
    <message>
        <source>No ruleset for {system} yet: test play needs {known}.</source>
        <translation>Pas encore de règles pour {system} : la partie test demande {known}.</translation>
    </message>
    <message>
        <source>Cannot start: {error}</source>
        <translation>Impossible de commencer : {error}</translation>
    </message>
    <message numerus="yes">
        <source>Ran %n decision(s)</source>
        <translation>
            <numerusform>%n décision jouée</numerusform>
            <numerusform>%n décisions jouées</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: the save is for quest {quest!r}</source>
        <translation>{name} : la sauvegarde est celle de la quête {quest!r}</translation>
    </message>
    <message numerus="yes">
        <source>Replay loaded: %n decision(s)</source>
        <translation>
            <numerusform>Rejeu chargé : %n décision</numerusform>
            <numerusform>Rejeu chargé : %n décisions</numerusform>
        </translation>
    </message>
    <message>
        <source>(Step or Run to End)</source>
        <translation>(Pas ou Jouer jusqu’à la fin)</translation>
    </message>
    <message>
        <source>Cannot replay {name}: {error}</source>
        <translation>Impossible de rejouer {name} : {error}</translation>
    </message>
    <message numerus="yes">
        <source>The bot decided %n time(s)</source>
        <translation>
            <numerusform>Le bot a décidé %n fois</numerusform>
            <numerusform>Le bot a décidé %n fois</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Round {round}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Tour {round}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>Niveau {level}</translation>
    </message>
    <message>
        <source>Lifebringer {name}</source>
        <translation>Porte-Vie {name}</translation>
    </message>
    <message>
        <source>Lifebringers {names}</source>
        <translation>Porte-Vie {names}</translation>
    </message>
    <message>
        <source>Darkness {darkness}</source>
        <translation>Ténèbres {darkness}</translation>
    </message>
    <message>
        <source>seed {seed}</source>
        <translation>graine {seed}</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s)</source>
        <translation>
            <numerusform>%n décision</numerusform>
            <numerusform>%n décisions</numerusform>
        </translation>
    </message>
    <message>
        <source>replay {done}/{total}</source>
        <translation>rejeu {done}/{total}</translation>
    </message>
    <message>
        <source>{hero} to play ({actions}, {mp} MP)</source>
        <translation>{hero} joue ({actions}, {mp} PM)</translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
    <message>
        <source>{hero} to play ({ap} AP)</source>
        <translation>{hero} joue ({ap} PA)</translation>
    </message>
    <message>
        <source>{hero} to play ({mp} MP)</source>
        <translation>{hero} joue ({mp} PM)</translation>
    </message>
    <message>
        <source>{hero} to play</source>
        <translation>{hero} joue</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player} ({side})&lt;/b&gt; to play</source>
        <translation>&lt;b&gt;{player} ({side})&lt;/b&gt; joue</translation>
    </message>
    <message>
        <source>done: {objectives}</source>
        <translation>accomplis : {objectives}</translation>
    </message>
    <message>
        <source>The quest changed since this game started: Restart to play it.</source>
        <translation>La quête a changé depuis le début de cette partie : Recommencer pour la jouer.</translation>
    </message>
    <message>
        <source>town</source>
        <translation>en ville</translation>
    </message>
    <message>
        <source>escaped</source>
        <translation>échappé</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>tué</translation>
    </message>
    <message>
        <source>{health}/{max} hp, {xp} XP</source>
        <translation>{health}/{max} PV, {xp} XP</translation>
    </message>
    <message>
        <source>{health}/{max} hp</source>
        <translation>{health}/{max} PV</translation>
    </message>
    <message numerus="yes">
        <source>%n enemy(ies) on the board</source>
        <translation>
            <numerusform>%n ennemi sur le plateau</numerusform>
            <numerusform>%n ennemis sur le plateau</numerusform>
        </translation>
    </message>
    <message>
        <source>replay</source>
        <translation>rejeu</translation>
    </message>
    <message>
        <source>WIN</source>
        <translation>VICTOIRE</translation>
    </message>
    <message>
        <source>LOSS</source>
        <translation>DÉFAITE</translation>
    </message>
    <message>
        <source>{result} in round {round}: {reason}</source>
        <translation>{result} au tour {round} : {reason}</translation>
    </message>
</context>
<context>
    <name>TileTool</name>
    <message>
        <source>Choose a tile in the palette first (Alt+2)</source>
        <translation>Choisissez d&apos;abord une tuile dans la palette (Alt+2)</translation>
    </message>
    <message>
        <source>Not placed: it would overlap {tiles}</source>
        <translation>Non posée : elle chevaucherait {tiles}</translation>
    </message>
    <message>
        <source>Place tile {tile}{side}</source>
        <translation>Poser la tuile {tile}{side}</translation>
    </message>
    <message>
        <source>Tile rotation {rotation}°</source>
        <translation>Rotation de la tuile {rotation}°</translation>
    </message>
    <message>
        <source>Tile side {side}</source>
        <translation>Face de la tuile {side}</translation>
    </message>
</context>
<context>
    <name>TokenTool</name>
    <message>
        <source>Choose a token type in the palette first (Alt+2)</source>
        <translation>Choisissez d&apos;abord un type de jeton dans la palette (Alt+2)</translation>
    </message>
    <message>
        <source>A tile token goes on a placed tile</source>
        <translation>Un jeton de tuile se pose sur une tuile posée</translation>
    </message>
    <message>
        <source>Not placed: cell {cell} is not on the board</source>
        <translation>Non posé : la case {cell} n&apos;est pas sur le plateau</translation>
    </message>
    <message>
        <source>Place {label}</source>
        <translation>Poser {label}</translation>
    </message>
    <message>
        <source>{used} {label} tokens placed; the box has {limit}</source>
        <translation>{used} jetons {label} posés ; la boîte en contient {limit}</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <source>Tool</source>
        <translation>Outil</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Mur</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Ouverture</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenêtre</translation>
    </message>
    <message>
        <source>Barrier</source>
        <translation>Barrière</translation>
    </message>
    <message>
        <source>Carve open</source>
        <translation>Dégager</translation>
    </message>
    <message>
        <source>{label}: click an edge or drag along a line; right-drag carves open</source>
        <translation>{label} : cliquez un bord ou glissez le long d&apos;une ligne ; glisser-droit dégage</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>Porte</translation>
    </message>
    <message>
        <source>Click an edge to place a door; click a door to cycle closed → open → locked; Shift+click a space to make it a door space (a door that fills the space)</source>
        <translation>Cliquez sur un bord pour poser une porte ; cliquez sur une porte pour passer de fermée à ouverte puis verrouillée ; Maj+clic sur une case en fait une case-porte (une porte qui occupe la case)</translation>
    </message>
    <message>
        <source>Select / move</source>
        <translation>Sélectionner / déplacer</translation>
    </message>
    <message>
        <source>Click to select, drag to move (snaps to cells), drag on empty floor for a rubber band</source>
        <translation>Cliquez pour sélectionner, glissez pour déplacer (aligné sur les cases), glissez sur le sol vide pour un cadre de sélection</translation>
    </message>
    <message>
        <source>Place tile</source>
        <translation>Poser une tuile</translation>
    </message>
    <message>
        <source>Click to place the tile chosen in the palette; R rotates, F flips</source>
        <translation>Cliquez pour poser la tuile choisie dans la palette ; R pivote, F retourne</translation>
    </message>
    <message>
        <source>Place token</source>
        <translation>Poser un jeton</translation>
    </message>
    <message>
        <source>Click to place a token of the type chosen in the palette</source>
        <translation>Cliquez pour poser un jeton du type choisi dans la palette</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Click or drag to remove tokens, quest edges and tiles under the cursor</source>
        <translation>Cliquez ou glissez pour retirer jetons, bords de quête et tuiles sous le curseur</translation>
    </message>
    <message>
        <source>Pick</source>
        <translation>Choisir</translation>
    </message>
    <message>
        <source>Click a token, door, tile or zone; Escape cancels</source>
        <translation>Cliquez un jeton, une porte, une tuile ou une zone ; Échap annule</translation>
    </message>
</context>
<context>
    <name>_ListEditor</name>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Nothing selected.</source>
        <translation>Rien de sélectionné.</translation>
    </message>
    <message>
        <source>Remove {id}</source>
        <translation>Retirer {id}</translation>
    </message>
    <message>
        <source>Reorder {id}</source>
        <translation>Réordonner {id}</translation>
    </message>
    <message>
        <source>Add {id}</source>
        <translation>Ajouter {id}</translation>
    </message>
</context>
<context>
    <name>_ProblemsView</name>
    <message>
        <source>error</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>avertissement</translation>
    </message>
    <message>
        <source>info</source>
        <translation>info</translation>
    </message>
    <message>
        <source>{severity} (waived)</source>
        <translation>{severity} (dérogation)</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Gravité</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>Membre</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
        </translation>
    </message>
</context>
</TS>
