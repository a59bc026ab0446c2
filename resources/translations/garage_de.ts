<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ActionForm</name>
    <message>
        <source>Odds</source>
        <translation>Chancen</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source>{name} (fixed defence)</source>
        <translation>{name} (feste Verteidigung)</translation>
    </message>
    <message>
        <source>{system} ({left} left)</source>
        <translation>{system} (noch {left})</translation>
    </message>
    <message>
        <source>{car} may give {low}-{high}{unit} now</source>
        <translation>{car} kann jetzt {low}-{high}{unit} geben</translation>
    </message>
</context>
<context>
    <name>BattleCarEditor</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>Na&amp;me</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <source>battle-cars-rules.txt line {line}</source>
        <translation>battle-cars-rules.txt, Zeile {line}</translation>
    </message>
    <message>
        <source>Markers it lays</source>
        <translation>Marker, die es legt</translation>
    </message>
    <message>
        <source>{marker} ({loads} loads)</source>
        <translation>{marker} ({loads} Ladungen)</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Waffen</translation>
    </message>
    <message>
        <source>one weapon a line</source>
        <translation>eine Waffe pro Zeile</translation>
    </message>
    <message>
        <source>&amp;Weapons (one a line)</source>
        <translation>&amp;Waffen (eine pro Zeile)</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>N&amp;otes</source>
        <translation>N&amp;otizen</translation>
    </message>
    <message>
        <source>Garage&apos;s reading, where the text is silent: {tyres} tyres, each gone at {tyre_hits} damage ({immobile} gone: the car cannot move); the driver dies at {driver_hits} hits; the car is a Wreck at {wreck} damage.</source>
        <translation>Garages Lesart, wo der Text schweigt: {tyres} Reifen, jeder bei {tyre_hits} Schaden hinüber (bei {immobile} hinüber kann das Auto nicht mehr fahren); der Fahrer stirbt bei {driver_hits} Treffern; das Auto ist bei {wreck} Schaden ein Wrack.</translation>
    </message>
    <message>
        <source>Rename to &apos;{name}&apos;</source>
        <translation>Umbenennen in „{name}“</translation>
    </message>
    <message>
        <source>Fit {part}</source>
        <translation>{part} einbauen</translation>
    </message>
    <message>
        <source>Remove {part}</source>
        <translation>{part} ausbauen</translation>
    </message>
    <message>
        <source>Edit weapons</source>
        <translation>Waffen bearbeiten</translation>
    </message>
    <message>
        <source>Edit notes</source>
        <translation>Notizen bearbeiten</translation>
    </message>
</context>
<context>
    <name>BattleCarsBoard</name>
    <message>
        <source>Click a marked point to take it, or choose one with the arrow keys and press Enter</source>
        <translation>Klicken Sie einen markierten Punkt an, um ihn zu nehmen, oder wählen Sie einen mit den Pfeiltasten und drücken Sie Enter</translation>
    </message>
    <message>
        <source>building</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>tree</source>
        <translation>Baum</translation>
    </message>
    <message>
        <source>oil</source>
        <translation>Öl</translation>
    </message>
    <message>
        <source>smoke</source>
        <translation>Rauch</translation>
    </message>
    <message>
        <source>spikes</source>
        <translation>Krähenfüße</translation>
    </message>
    <message>
        <source>wreck</source>
        <translation>Wrack</translation>
    </message>
    <message>
        <source>Next point</source>
        <translation>Nächster Punkt</translation>
    </message>
    <message>
        <source>{thing} at {x},{y}, {damage} damage</source>
        <translation>{thing} auf {x},{y}, {damage} Schaden</translation>
    </message>
    <message>
        <source>{thing} at {x},{y}</source>
        <translation>{thing} auf {x},{y}</translation>
    </message>
    <message>
        <source>{car}, vacated</source>
        <translation>{car}, verlassen</translation>
    </message>
    <message>
        <source>{car} at {x},{y} facing {facing}, speed {speed}</source>
        <translation>{car} auf {x},{y}, Richtung {facing}, Geschwindigkeit {speed}</translation>
    </message>
    <message>
        <source>reverse</source>
        <translation>rückwärts</translation>
    </message>
    <message>
        <source>: a Wreck</source>
        <translation>: ein Wrack</translation>
    </message>
    <message>
        <source>{driver} on foot at {x},{y}</source>
        <translation>{driver} zu Fuß auf {x},{y}</translation>
    </message>
    <message>
        <source>{thing} at {x},{y}, dropped by {car}</source>
        <translation>{thing} auf {x},{y}, abgeworfen von {car}</translation>
    </message>
    <message>
        <source>{thing} at {x},{y}, on the table from the start</source>
        <translation>{thing} auf {x},{y}, von Anfang an auf dem Tisch</translation>
    </message>
    <message>
        <source>drifted</source>
        <translation>abgedriftet</translation>
    </message>
    <message>
        <source>moved</source>
        <translation>gefahren</translation>
    </message>
    <message>
        <source>walked</source>
        <translation>gegangen</translation>
    </message>
    <message>
        <source>rammed: {target} to the target, {rammer} to the rammer</source>
        <translation>gerammt: {target} für das Ziel, {rammer} für den Rammenden</translation>
    </message>
    <message>
        <source>crashed into the {thing}</source>
        <translation>gegen {thing} gekracht</translation>
    </message>
    <message numerus="yes">
        <source>{car}, %n point(s) left - {x},{y}: {point}</source>
        <translation>
            <numerusform>{car}, noch %n Punkt - {x},{y}: {point}</numerusform>
            <numerusform>{car}, noch %n Punkte - {x},{y}: {point}</numerusform>
        </translation>
    </message>
    <message>
        <source>{car} moves: the dice first (Dice and decisions)</source>
        <translation>{car} fährt: zuerst die Würfel (Würfel und Entscheidungen)</translation>
    </message>
    <message>
        <source>{car} moves: no point to take now</source>
        <translation>{car} fährt: jetzt ist kein Punkt zu nehmen</translation>
    </message>
</context>
<context>
    <name>BattleCarsLookups</name>
    <message>
        <source>{angle}° corner</source>
        <translation>{angle}°-Kurve</translation>
    </message>
    <message>
        <source>Oil</source>
        <translation>Öl</translation>
    </message>
    <message>
        <source>Smoke</source>
        <translation>Rauch</translation>
    </message>
    <message>
        <source>Spikes</source>
        <translation>Krähenfüße</translation>
    </message>
    <message>
        <source>Driver killed</source>
        <translation>Fahrer getötet</translation>
    </message>
    <message>
        <source>Skids (lines 33-57)</source>
        <translation>Schleudern (Zeilen 33-57)</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Surface</source>
        <translation>Untergrund</translation>
    </message>
    <message>
        <source>Auto-Steer</source>
        <translation>Auto-Steer</translation>
    </message>
    <message>
        <source>Drift as the worked example (line 52)</source>
        <translation>Abdrift wie im Rechenbeispiel (Zeile 52)</translation>
    </message>
    <message>
        <source>Skid</source>
        <translation>Schleudern</translation>
    </message>
    <message>
        <source>&amp;Speed</source>
        <translation>&amp;Geschwindigkeit</translation>
    </message>
    <message>
        <source>&amp;What</source>
        <translation>&amp;Was</translation>
    </message>
    <message>
        <source>S&amp;urface</source>
        <translation>&amp;Untergrund</translation>
    </message>
    <message>
        <source>Rams (lines 65-73)</source>
        <translation>Rammen (Zeilen 65-73)</translation>
    </message>
    <message>
        <source>Relative Velocity</source>
        <translation>Relativgeschwindigkeit</translation>
    </message>
    <message>
        <source>Ram</source>
        <translation>Rammen</translation>
    </message>
    <message>
        <source>&amp;Relative Velocity</source>
        <translation>&amp;Relativgeschwindigkeit</translation>
    </message>
    <message>
        <source>The rules text (battle-cars-rules.txt, by line)</source>
        <translation>Der Regeltext (battle-cars-rules.txt, nach Zeilen)</translation>
    </message>
    <message>
        <source>Battle Cars rules text</source>
        <translation>Regeltext von Battle Cars</translation>
    </message>
    <message>
        <source>Safe at {speed}: </source>
        <translation>Sicher bis {speed}: </translation>
    </message>
    <message>
        <source>Dead = Speed: </source>
        <translation>Tot = Geschwindigkeit: </translation>
    </message>
    <message>
        <source>{marker} {sd} or Speed: </source>
        <translation>{marker} {sd} oder Geschwindigkeit: </translation>
    </message>
    <message>
        <source>no skid</source>
        <translation>kein Schleudern</translation>
    </message>
    <message>
        <source>RV{rv}: {dice} on the d8, {low}-{high} damage. Head on both take it all (up to {head}); side or rear, the target all, the rammer half (up to {half}).</source>
        <translation>RV{rv}: {dice} auf dem W8, {low}-{high} Schaden. Frontal nehmen beide alles (bis {head}); seitlich oder von hinten das Ziel alles, der Rammende die Hälfte (bis {half}).</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Map grid</source>
        <translation>Kartenraster</translation>
    </message>
</context>
<context>
    <name>CampaignCommand</name>
    <message>
        <source>Done again: {command}</source>
        <translation>Wiederholt: {command}</translation>
    </message>
    <message>
        <source>Undone: {command}</source>
        <translation>Rückgängig gemacht: {command}</translation>
    </message>
    <message>
        <source>Record game {number}</source>
        <translation>Spiel {number} eintragen</translation>
    </message>
    <message>
        <source>Cannot record game {number}</source>
        <translation>Spiel {number} kann nicht eingetragen werden</translation>
    </message>
    <message>
        <source>Correct game {number}</source>
        <translation>Spiel {number} korrigieren</translation>
    </message>
    <message>
        <source>Cannot correct game {number}</source>
        <translation>Spiel {number} kann nicht korrigiert werden</translation>
    </message>
    <message>
        <source>Remove game {number}</source>
        <translation>Spiel {number} entfernen</translation>
    </message>
    <message>
        <source>Cannot remove game {number}</source>
        <translation>Spiel {number} kann nicht entfernt werden</translation>
    </message>
</context>
<context>
    <name>CampaignMenu</name>
    <message>
        <source>&amp;Campaigns...</source>
        <translation>&amp;Kampagnen...</translation>
    </message>
    <message>
        <source>Named drivers, their rerolls and deaths across linked games</source>
        <translation>Benannte Fahrer, ihre Neuwürfe und Tode über verbundene Spiele</translation>
    </message>
    <message>
        <source>&amp;Campaign</source>
        <translation>&amp;Kampagne</translation>
    </message>
    <message>
        <source>The garage is still opening; campaigns are there once it is</source>
        <translation>Die Garage wird noch geöffnet; die Kampagnen sind da, sobald sie offen ist</translation>
    </message>
    <message>
        <source>No garage is open: open one with Garage &gt; Open Garage</source>
        <translation>Keine Garage geöffnet: Öffnen Sie eine mit Garage &gt; Garage öffnen</translation>
    </message>
</context>
<context>
    <name>CampaignTableModel</name>
    <message>
        <source>{n}st</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <source>{n}nd</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <source>{n}rd</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <source>{n}th</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <source>won the race</source>
        <translation>hat das Rennen gewonnen</translation>
    </message>
    <message>
        <source>finished {place}</source>
        <translation>als {place} im Ziel</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>im Ziel</translation>
    </message>
    <message>
        <source>did not finish</source>
        <translation>nicht im Ziel</translation>
    </message>
    <message>
        <source>destroyed {cars}</source>
        <translation>zerstörte {cars}</translation>
    </message>
    <message>
        <source>navigator {name}</source>
        <translation>Navigatorin {name}</translation>
    </message>
    <message>
        <source>survived</source>
        <translation>überlebt</translation>
    </message>
    <message>
        <source>died ({how})</source>
        <translation>gestorben ({how})</translation>
    </message>
    <message>
        <source>died</source>
        <translation>gestorben</translation>
    </message>
    <message>
        <source>nothing (died)</source>
        <translation>nichts (gestorben)</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>(unnamed driver)</source>
        <translation>(namenloser Fahrer)</translation>
    </message>
    <message>
        <source>(not recorded)</source>
        <translation>(nicht festgehalten)</translation>
    </message>
    <message>
        <source>Alive</source>
        <translation>Lebt</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Tot</translation>
    </message>
    <message>
        <source>lost, and died</source>
        <translation>verloren und gestorben</translation>
    </message>
    <message>
        <source>survived, ejected</source>
        <translation>überlebt, ausgestiegen</translation>
    </message>
    <message>
        <source>survived without ejecting</source>
        <translation>überlebt, ohne auszusteigen</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Fahrer</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Rerolls</source>
        <translation>Neuwürfe</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Kills</source>
        <translation>Abschüsse</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Car</source>
        <translation>Auto</translation>
    </message>
    <message>
        <source>Lady Navigator</source>
        <translation>Lady Navigator</translation>
    </message>
    <message>
        <source>Rode with</source>
        <translation>Fuhr mit</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Earned</source>
        <translation>Verdient</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Danach</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <source>Tally</source>
        <translation>Guthaben</translation>
    </message>
    <message>
        <source>Cars</source>
        <translation>Autos</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>Died in game</source>
        <translation>Gestorben in Spiel</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Am</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Wie</translation>
    </message>
    <message>
        <source>The rerolls they may use in each game (an allowance, never spent)</source>
        <translation>Die Neuwürfe, die sie in jedem Spiel nutzen dürfen (ein Kontingent, das nie verbraucht wird)</translation>
    </message>
    <message>
        <source>Vehicles destroyed</source>
        <translation>Zerstörte Fahrzeuge</translation>
    </message>
    <message>
        <source>Races won</source>
        <translation>Gewonnene Rennen</translation>
    </message>
    <message>
        <source>The car they drove last</source>
        <translation>Das zuletzt gefahrene Auto</translation>
    </message>
    <message>
        <source>Her own tally, added to her driver&apos;s allowance in a game</source>
        <translation>Ihr eigenes Guthaben, im Spiel zum Kontingent ihres Fahrers addiert</translation>
    </message>
    <message>
        <source>The allowance they took into the game (+ their navigator&apos;s tally)</source>
        <translation>Das Kontingent, mit dem sie ins Spiel gingen (+ das Guthaben ihrer Navigatorin)</translation>
    </message>
    <message>
        <source>Their rerolls after the game</source>
        <translation>Ihre Neuwürfe nach dem Spiel</translation>
    </message>
    <message>
        <source>Her own tally going into the game, added to her driver&apos;s allowance</source>
        <translation>Ihr eigenes Guthaben vor dem Spiel, zum Kontingent ihres Fahrers addiert</translation>
    </message>
    <message>
        <source>The rerolls they died with</source>
        <translation>Die Neuwürfe, mit denen sie starben</translation>
    </message>
</context>
<context>
    <name>CampaignWindow</name>
    <message>
        <source>Campaign</source>
        <translation>Kampagne</translation>
    </message>
    <message>
        <source>Campaign summary</source>
        <translation>Kampagnenübersicht</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Lady Navigators</source>
        <translation>Lady Navigators</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>&amp;Rangliste</translation>
    </message>
    <message>
        <source>Lady &amp;Navigators</source>
        <translation>Lady &amp;Navigators</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Fahrer</translation>
    </message>
    <message>
        <source>Driver&apos;s history</source>
        <translation>Verlauf des Fahrers</translation>
    </message>
    <message>
        <source>Lady Navigator&apos;s history</source>
        <translation>Verlauf der Lady Navigator</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Memorial</source>
        <translation>Gedenktafel</translation>
    </message>
    <message>
        <source>The drivers who died at the wheel. Their records stay; their names leave play.</source>
        <translation>Die Fahrer, die am Steuer starben. Ihre Bilanz bleibt; ihre Namen scheiden aus dem Spiel.</translation>
    </message>
    <message>
        <source>Campaign views</source>
        <translation>Kampagnenansichten</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Verlauf</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Spiele</translation>
    </message>
    <message>
        <source>&amp;Rerolls Chart</source>
        <translation>Neu&amp;wurf-Diagramm</translation>
    </message>
    <message>
        <source>Memor&amp;ial</source>
        <translation>&amp;Gedenktafel</translation>
    </message>
    <message>
        <source>&amp;New Campaign...</source>
        <translation>&amp;Neue Kampagne...</translation>
    </message>
    <message>
        <source>Start a campaign of linked games</source>
        <translation>Eine Kampagne verbundener Spiele beginnen</translation>
    </message>
    <message>
        <source>Rena&amp;me Campaign...</source>
        <translation>Kampagne &amp;umbenennen...</translation>
    </message>
    <message>
        <source>Give this campaign another name</source>
        <translation>Dieser Kampagne einen anderen Namen geben</translation>
    </message>
    <message>
        <source>&amp;Delete Campaign...</source>
        <translation>Kampagne &amp;löschen...</translation>
    </message>
    <message>
        <source>Delete this campaign and every game in it</source>
        <translation>Diese Kampagne und alle ihre Spiele löschen</translation>
    </message>
    <message>
        <source>&amp;Record Game...</source>
        <translation>Spiel &amp;eintragen...</translation>
    </message>
    <message>
        <source>Enter a played game: who drove what and what became of them</source>
        <translation>Ein gespieltes Spiel eintragen: wer was fuhr und was aus ihnen wurde</translation>
    </message>
    <message>
        <source>Record Game from &amp;File...</source>
        <translation>Spiel aus &amp;Datei eintragen...</translation>
    </message>
    <message>
        <source>Add a game from a game result file (.result.json)</source>
        <translation>Ein Spiel aus einer Spielergebnis-Datei (.result.json) hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Export Game Result...</source>
        <translation>Spielergebnis e&amp;xportieren...</translation>
    </message>
    <message>
        <source>Write the game chosen in Games as a game result file</source>
        <translation>Das unter Spiele gewählte Spiel als Spielergebnis-Datei schreiben</translation>
    </message>
    <message>
        <source>&amp;Correct Game...</source>
        <translation>Spiel &amp;korrigieren...</translation>
    </message>
    <message>
        <source>Change the game chosen in Games; every standing after it is recomputed</source>
        <translation>Das unter Spiele gewählte Spiel ändern; alle Stände danach werden neu berechnet</translation>
    </message>
    <message>
        <source>Remove &amp;Last Game</source>
        <translation>Letztes Spiel en&amp;tfernen</translation>
    </message>
    <message>
        <source>Take the campaign&apos;s last game out (Undo puts it back)</source>
        <translation>Das letzte Spiel der Kampagne herausnehmen (Rückgängig holt es zurück)</translation>
    </message>
    <message>
        <source>&amp;Print Sheets for This Campaign...</source>
        <translation>&amp;Bögen für diese Kampagne drucken...</translation>
    </message>
    <message>
        <source>Record sheets of every living driver&apos;s car, with their name and rerolls</source>
        <translation>Datenbögen der Autos aller lebenden Fahrer, mit Name und Neuwürfen</translation>
    </message>
    <message>
        <source>Cl&amp;ose</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>&amp;Campaign</source>
        <translation>&amp;Kampagne</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>Ca&amp;mpaign: </source>
        <translation>Ka&amp;mpagne: </translation>
    </message>
    <message>
        <source>Campaigns</source>
        <translation>Kampagnen</translation>
    </message>
    <message>
        <source>{campaign} — Campaigns</source>
        <translation>{campaign} — Kampagnen</translation>
    </message>
    <message>
        <source>New Campaign</source>
        <translation>Neue Kampagne</translation>
    </message>
    <message>
        <source>Campaign name:</source>
        <translation>Name der Kampagne:</translation>
    </message>
    <message>
        <source>Start Campaign</source>
        <translation>Kampagne beginnen</translation>
    </message>
    <message>
        <source>Started the campaign &apos;{campaign}&apos;: record its first game with {keys}</source>
        <translation>Die Kampagne „{campaign}“ hat begonnen: Tragen Sie ihr erstes Spiel mit {keys} ein</translation>
    </message>
    <message>
        <source>Rename Campaign</source>
        <translation>Kampagne umbenennen</translation>
    </message>
    <message>
        <source>New name for {campaign}:</source>
        <translation>Neuer Name für {campaign}:</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>Renamed {old} to {new}</source>
        <translation>{old} in {new} umbenannt</translation>
    </message>
    <message>
        <source>Delete Campaign</source>
        <translation>Kampagne löschen</translation>
    </message>
    <message numerus="yes">
        <source>Delete the campaign {campaign} and its %n game(s)?</source>
        <translation>
            <numerusform>Die Kampagne {campaign} und ihr %n Spiel löschen?</numerusform>
            <numerusform>Die Kampagne {campaign} und ihre %n Spiele löschen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Its drivers&apos; cars stay in the garage. This cannot be undone.</source>
        <translation>Die Autos ihrer Fahrer bleiben in der Garage. Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Deleted the campaign {campaign}</source>
        <translation>Die Kampagne {campaign} wurde gelöscht</translation>
    </message>
    <message>
        <source>No campaign chosen</source>
        <translation>Keine Kampagne gewählt</translation>
    </message>
    <message>
        <source>{games}, {alive} alive, {dead} dead</source>
        <translation>{games}, {alive} am Leben, {dead} tot</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Spiel</numerusform>
            <numerusform>%n Spiele</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n driver(s)</source>
        <translation>
            <numerusform>%n Fahrer</numerusform>
            <numerusform>%n Fahrer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>alive, %n reroll(s) for the next game</source>
        <translation>
            <numerusform>lebt, %n Neuwurf für das nächste Spiel</numerusform>
            <numerusform>lebt, %n Neuwürfe für das nächste Spiel</numerusform>
        </translation>
    </message>
    <message>
        <source>died in game {game}: {how}</source>
        <translation>gestorben in Spiel {game}: {how}</translation>
    </message>
    <message>
        <source>died in game {game}</source>
        <translation>gestorben in Spiel {game}</translation>
    </message>
    <message>
        <source>{name}: {state}</source>
        <translation>{name}: {state}</translation>
    </message>
    <message>
        <source>No campaign chosen. Start one with New Campaign ({new}), then record each game played with Record Game ({record}).</source>
        <translation>Keine Kampagne gewählt. Beginnen Sie eine mit „Neue Kampagne“ ({new}) und tragen Sie dann jedes gespielte Spiel mit „Spiel eintragen“ ({record}) ein.</translation>
    </message>
    <message>
        <source>No games in {campaign} yet. Record the first with Record Game ({record}), or from a game result file.</source>
        <translation>Noch keine Spiele in {campaign}. Tragen Sie das erste mit „Spiel eintragen“ ({record}) ein oder aus einer Spielergebnis-Datei.</translation>
    </message>
    <message>
        <source>Choose a driver in the standings to see their games.</source>
        <translation>Wählen Sie einen Fahrer in der Rangliste, um seine Spiele zu sehen.</translation>
    </message>
    <message>
        <source>alive, a tally of {rerolls}</source>
        <translation>lebt, Guthaben {rerolls}</translation>
    </message>
    <message>
        <source>{name}, Lady Navigator: {state}</source>
        <translation>{name}, Lady Navigator: {state}</translation>
    </message>
    <message>
        <source>Cars</source>
        <translation>Autos</translation>
    </message>
    <message>
        <source>Record Game</source>
        <translation>Spiel eintragen</translation>
    </message>
    <message>
        <source>choose or start a campaign first</source>
        <translation>wählen oder beginnen Sie zuerst eine Kampagne</translation>
    </message>
    <message>
        <source>Record a Game — {campaign}</source>
        <translation>Ein Spiel eintragen — {campaign}</translation>
    </message>
    <message>
        <source>Recorded game {number} of {campaign}</source>
        <translation>Spiel {number} von {campaign} eingetragen</translation>
    </message>
    <message>
        <source>Record Game from File</source>
        <translation>Spiel aus Datei eintragen</translation>
    </message>
    <message>
        <source>Game results (*{suffix});;All files (*)</source>
        <translation>Spielergebnisse (*{suffix});;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export Game Result</source>
        <translation>Spielergebnis exportieren</translation>
    </message>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>{path} kann nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <source>Wrote game {number} to {path}</source>
        <translation>Spiel {number} nach {path} geschrieben</translation>
    </message>
    <message>
        <source>Correct Game</source>
        <translation>Spiel korrigieren</translation>
    </message>
    <message>
        <source>Correct Game {number} — {campaign}</source>
        <translation>Spiel {number} korrigieren — {campaign}</translation>
    </message>
    <message>
        <source>&amp;Save Correction</source>
        <translation>Korrektur &amp;speichern</translation>
    </message>
    <message>
        <source>Corrected game {number}; the standings after it are recomputed</source>
        <translation>Spiel {number} korrigiert; die Stände danach werden neu berechnet</translation>
    </message>
    <message>
        <source>Remove Last Game</source>
        <translation>Letztes Spiel entfernen</translation>
    </message>
    <message>
        <source>Remove game {number} of {campaign}?</source>
        <translation>Spiel {number} von {campaign} entfernen?</translation>
    </message>
    <message>
        <source>Remove Game {number}</source>
        <translation>Spiel {number} entfernen</translation>
    </message>
    <message>
        <source>Every standing goes back to how it was before it; Undo puts it back.</source>
        <translation>Alle Stände werden wie vor dem Spiel; Rückgängig holt es zurück.</translation>
    </message>
    <message>
        <source>Removed game {number} of {campaign}: Undo ({keys}) puts it back</source>
        <translation>Spiel {number} von {campaign} entfernt: Rückgängig ({keys}) holt es zurück</translation>
    </message>
    <message>
        <source>Record Sheets</source>
        <translation>Datenbögen</translation>
    </message>
    <message>
        <source>{driver}&apos;s {car}</source>
        <translation>{car} von {driver}</translation>
    </message>
    <message>
        <source>Not in the garage, so no sheet: {cars}</source>
        <translation>Nicht in der Garage, also kein Bogen: {cars}</translation>
    </message>
    <message>
        <source>none of the living drivers&apos; cars is in the garage</source>
        <translation>keines der Autos der lebenden Fahrer ist in der Garage</translation>
    </message>
    <message>
        <source>{count} drivers of {campaign}</source>
        <translation>{count} Fahrer von {campaign}</translation>
    </message>
</context>
<context>
    <name>CapacityMeter</name>
    <message>
        <source>Capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <source>{used} of {limit} Capacity used, {over} over</source>
        <translation>{used} von {limit} Kapazität belegt, {over} zu viel</translation>
    </message>
    <message>
        <source>{used} of {limit} Capacity used</source>
        <translation>{used} von {limit} Kapazität belegt</translation>
    </message>
</context>
<context>
    <name>CarCard</name>
    <message>
        <source>Destroyed</source>
        <translation>Zerstört</translation>
    </message>
    <message>
        <source>On fire</source>
        <translation>In Flammen</translation>
    </message>
    <message>
        <source>Lost control</source>
        <translation>Außer Kontrolle</translation>
    </message>
    <message>
        <source>Misses a turn</source>
        <translation>Setzt eine Runde aus</translation>
    </message>
    <message>
        <source>Airborne</source>
        <translation>In der Luft</translation>
    </message>
    <message>
        <source>, dropped by {car} ({crew})</source>
        <translation>, abgeworfen von {car} ({crew})</translation>
    </message>
    <message>
        <source>, dropped by {car}</source>
        <translation>, abgeworfen von {car}</translation>
    </message>
    <message>
        <source>On the table: {templates}</source>
        <translation>Auf dem Tisch: {templates}</translation>
    </message>
    <message>
        <source>Car {car}</source>
        <translation>Auto {car}</translation>
    </message>
    <message>
        <source>Record sheet</source>
        <translation>Datenbogen</translation>
    </message>
    <message>
        <source>&amp;Copy the Card&apos;s Text</source>
        <translation>Text der Karte &amp;kopieren</translation>
    </message>
    <message>
        <source>moving</source>
        <translation>fährt</translation>
    </message>
    <message>
        <source>unnamed driver</source>
        <translation>namenloser Fahrer</translation>
    </message>
    <message>
        <source>finished, place {position}</source>
        <translation>im Ziel, Platz {position}</translation>
    </message>
    <message>
        <source>DESTROYED: {why}</source>
        <translation>ZERSTÖRT: {why}</translation>
    </message>
    <message>
        <source>Out: {why}</source>
        <translation>Ausgeschieden: {why}</translation>
    </message>
    <message>
        <source>whose move it is</source>
        <translation>ist am Zug</translation>
    </message>
    <message>
        <source>the die or decision asked for is this car&apos;s</source>
        <translation>der verlangte Wurf oder die Entscheidung gehört diesem Auto</translation>
    </message>
</context>
<context>
    <name>CarEditor</name>
    <message>
        <source>Fitted when a weapon is in it</source>
        <translation>Eingebaut, wenn eine Waffe darin ist</translation>
    </message>
    <message>
        <source>Fitted, even if empty</source>
        <translation>Eingebaut, auch leer</translation>
    </message>
    <message>
        <source>Not fitted</source>
        <translation>Nicht eingebaut</translation>
    </message>
    <message>
        <source>dropped weapon</source>
        <translation>Abwurfwaffe</translation>
    </message>
    <message>
        <source>equipment</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <source>Dr&amp;opped weapons (Rear)</source>
        <translation>Abwurfwa&amp;ffen (Heck)</translation>
    </message>
    <message>
        <source>E&amp;quipment</source>
        <translation>Ausr&amp;üstung</translation>
    </message>
    <message>
        <source>Car</source>
        <translation>Auto</translation>
    </message>
    <message>
        <source>Car name</source>
        <translation>Name des Autos</translation>
    </message>
    <message>
        <source>A suitably post-apocalyptic name</source>
        <translation>Ein passend postapokalyptischer Name</translation>
    </message>
    <message>
        <source>Rename car</source>
        <translation>Auto umbenennen</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>Nam&amp;e:</translation>
    </message>
    <message>
        <source>Weight class</source>
        <translation>Gewichtsklasse</translation>
    </message>
    <message>
        <source>{weight} (Capacity {capacity})</source>
        <translation>{weight} (Kapazität {capacity})</translation>
    </message>
    <message>
        <source>Weight c&amp;lass:</source>
        <translation>Gew&amp;ichtsklasse:</translation>
    </message>
    <message>
        <source>Stat line</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>Stat line kind</source>
        <translation>Art der Werte</translation>
    </message>
    <message>
        <source>Reset to &amp;Standard</source>
        <translation>A&amp;uf Standard setzen</translation>
    </message>
    <message>
        <source>Use the weight class&apos;s standard stat line</source>
        <translation>Die Standardwerte der Gewichtsklasse verwenden</translation>
    </message>
    <message>
        <source>Roll &amp;Randomly</source>
        <translation>Zuf&amp;ällig würfeln</translation>
    </message>
    <message>
        <source>Optional rule: a d6 each for MAX, ACC and DEC on the standard line (1: -2, 2: -1, 5: +1, 6: +2); TURN never changes</source>
        <translation>Optionale Regel: je ein W6 für MAX, ACC und DEC auf die Standardwerte (1: -2, 2: -1, 5: +1, 6: +2); TURN ändert sich nie</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Waffen</translation>
    </message>
    <message>
        <source>Fitted weapons</source>
        <translation>Eingebaute Waffen</translation>
    </message>
    <message>
        <source>New weapon name</source>
        <translation>Name der neuen Waffe</translation>
    </message>
    <message>
        <source>Weapon name</source>
        <translation>Name der Waffe</translation>
    </message>
    <message>
        <source>New weapon class</source>
        <translation>Klasse der neuen Waffe</translation>
    </message>
    <message>
        <source>New weapon face</source>
        <translation>Seite der neuen Waffe</translation>
    </message>
    <message>
        <source>Add &amp;Weapon</source>
        <translation>&amp;Waffe hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove weapon</source>
        <translation>Waffe entfernen</translation>
    </message>
    <message>
        <source>Turret</source>
        <translation>Drehturm</translation>
    </message>
    <message>
        <source>Change turret</source>
        <translation>Drehturm ändern</translation>
    </message>
    <message>
        <source>T&amp;urret:</source>
        <translation>Drehtu&amp;rm:</translation>
    </message>
    <message>
        <source>Crew and notes</source>
        <translation>Besatzung und Notizen</translation>
    </message>
    <message>
        <source>{navigator} (optional rule; crew, no Capacity)</source>
        <translation>{navigator} (optional, Besatzung ohne Kapazität)</translation>
    </message>
    <message>
        <source>Add {part}</source>
        <translation>{part} hinzufügen</translation>
    </message>
    <message>
        <source>Remove {part}</source>
        <translation>{part} entfernen</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Notes: driver, paint job, conversion...</source>
        <translation>Notizen: Fahrer, Lackierung, Umbau...</translation>
    </message>
    <message>
        <source>Custom line (standard: {standard})</source>
        <translation>Eigene Werte (Standard: {standard})</translation>
    </message>
    <message>
        <source>Standard {weight} line</source>
        <translation>Standardwerte für {weight}</translation>
    </message>
    <message>
        <source>Make {weight}</source>
        <translation>Gewichtsklasse {weight}</translation>
    </message>
    <message>
        <source>{car} is now {weight}: Capacity {capacity}, stat line {stats}</source>
        <translation>{car} ist jetzt {weight}: Kapazität {capacity}, Werte {stats}</translation>
    </message>
    <message>
        <source>The car is now {weight}: Capacity {capacity}, stat line {stats}</source>
        <translation>Das Auto ist jetzt {weight}: Kapazität {capacity}, Werte {stats}</translation>
    </message>
    <message>
        <source>Change Weight Class</source>
        <translation>Gewichtsklasse ändern</translation>
    </message>
    <message>
        <source>This car has its own stat line ({current}).

Use the {weight} standard line ({standard}) instead?</source>
        <translation>Dieses Auto hat eigene Werte ({current}).

Stattdessen die Standardwerte für {weight} ({standard}) verwenden?</translation>
    </message>
    <message>
        <source>Use Standard Line</source>
        <translation>Standardwerte verwenden</translation>
    </message>
    <message>
        <source>Set {stat}</source>
        <translation>{stat} setzen</translation>
    </message>
    <message>
        <source>Reset stat line to standard</source>
        <translation>Werte auf Standard setzen</translation>
    </message>
    <message>
        <source>Stat line reset to the standard {stats}</source>
        <translation>Werte auf den Standard {stats} gesetzt</translation>
    </message>
    <message>
        <source>Roll stat line</source>
        <translation>Werte würfeln</translation>
    </message>
    <message>
        <source>Rolled {faces} for MAX, ACC, DEC: {stats}</source>
        <translation>{faces} für MAX, ACC, DEC gewürfelt: {stats}</translation>
    </message>
    <message>
        <source>Edit notes</source>
        <translation>Notizen bearbeiten</translation>
    </message>
    <message>
        <source>Change {weapon}</source>
        <translation>{weapon} ändern</translation>
    </message>
    <message>
        <source>Change weapon</source>
        <translation>Waffe ändern</translation>
    </message>
</context>
<context>
    <name>CarWarsEditor</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>Na&amp;me</translation>
    </message>
    <message>
        <source>Body</source>
        <translation>Karosserie</translation>
    </message>
    <message>
        <source>{body} ({tyres} tyres)</source>
        <translation>{body} ({tyres} Reifen)</translation>
    </message>
    <message>
        <source>&amp;Body</source>
        <translation>Kaross&amp;erie</translation>
    </message>
    <message>
        <source>Handling class</source>
        <translation>Handling-Klasse</translation>
    </message>
    <message>
        <source>Handling class: the control rolls to recover from a spinout are at HC -6</source>
        <translation>Handling-Klasse: Die Kontrollwürfe, um sich von einem Dreher zu erholen, sind bei HC -6</translation>
    </message>
    <message>
        <source>&amp;Handling class (HC)</source>
        <translation>Handling-K&amp;lasse (HC)</translation>
    </message>
    <message>
        <source>Top speed</source>
        <translation>Höchstgeschwindigkeit</translation>
    </message>
    <message>
        <source>&amp;Top speed</source>
        <translation>Höchs&amp;tgeschwindigkeit</translation>
    </message>
    <message>
        <source>Reverse top speed</source>
        <translation>Höchstgeschwindigkeit rückwärts</translation>
    </message>
    <message>
        <source>Not above the top speed</source>
        <translation>Nicht über der Höchstgeschwindigkeit</translation>
    </message>
    <message>
        <source>&amp;Reverse top speed</source>
        <translation>Höchstgeschwindigkeit &amp;rückwärts</translation>
    </message>
    <message>
        <source> points</source>
        <translation> Punkte</translation>
    </message>
    <message>
        <source>Tyre points</source>
        <translation>Reifenpunkte</translation>
    </message>
    <message>
        <source>The damage each tyre takes before it is gone</source>
        <translation>Der Schaden, den jeder Reifen nimmt, bevor er hinüber ist</translation>
    </message>
    <message>
        <source>T&amp;yres take</source>
        <translation>Rei&amp;fen halten</translation>
    </message>
    <message>
        <source>&amp;Armour (points on each side)</source>
        <translation>&amp;Panzerung (Punkte je Seite)</translation>
    </message>
    <message>
        <source>Armour {side}</source>
        <translation>Panzerung {side}</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>N&amp;otes</source>
        <translation>N&amp;otizen</translation>
    </message>
    <message>
        <source>Only what the crash tables name: Car Wars&apos; full design rules (weight, cost, weapons) are not in the text.</source>
        <translation>Nur was die Crash-Tabellen nennen: Die vollen Baueregeln von Car Wars (Gewicht, Kosten, Waffen) stehen nicht im Text.</translation>
    </message>
    <message>
        <source>Rename to &apos;{name}&apos;</source>
        <translation>Umbenennen in „{name}“</translation>
    </message>
    <message>
        <source>Make it a {body}</source>
        <translation>{body} als Karosserie</translation>
    </message>
    <message>
        <source>HC {value}</source>
        <translation>HC {value}</translation>
    </message>
    <message>
        <source>Top speed {value} mph</source>
        <translation>Höchstgeschwindigkeit {value} mph</translation>
    </message>
    <message>
        <source>Reverse top speed {value} mph</source>
        <translation>Höchstgeschwindigkeit rückwärts {value} mph</translation>
    </message>
    <message>
        <source>Tyres take {value} points</source>
        <translation>Reifen halten {value} Punkte</translation>
    </message>
    <message>
        <source>Armour {side} {value}</source>
        <translation>Panzerung {side} {value}</translation>
    </message>
    <message>
        <source>Edit notes</source>
        <translation>Notizen bearbeiten</translation>
    </message>
</context>
<context>
    <name>CheckPage</name>
    <message>
        <source>Check and record</source>
        <translation>Prüfen und eintragen</translation>
    </message>
    <message>
        <source>The rerolls each named driver earns from this game.</source>
        <translation>Die Neuwürfe, die jeder benannte Fahrer in diesem Spiel verdient.</translation>
    </message>
    <message>
        <source>What this game earns</source>
        <translation>Was dieses Spiel einbringt</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>Go back and fix it.</source>
        <translation>Gehen Sie zurück und beheben Sie es.</translation>
    </message>
    <message>
        <source>Go back and change who drove.</source>
        <translation>Gehen Sie zurück und ändern Sie, wer fuhr.</translation>
    </message>
</context>
<context>
    <name>ClassChooser</name>
    <message>
        <source>All classes</source>
        <translation>Alle Klassen</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>&apos;{car}&apos;</source>
        <translation>„{car}“</translation>
    </message>
    <message>
        <source>{count} cars</source>
        <translation>{count} Autos</translation>
    </message>
</context>
<context>
    <name>CompanionServer</name>
    <message>
        <source>{address}: not an address</source>
        <translation>{address}: keine Adresse</translation>
    </message>
    <message>
        <source>{address}:{port}: cannot listen ({reason})</source>
        <translation>{address}:{port}: kann nicht lauschen ({reason})</translation>
    </message>
</context>
<context>
    <name>ConditionRow</name>
    <message>
        <source>Conditions</source>
        <translation>Zustände</translation>
    </message>
</context>
<context>
    <name>CrashLookups</name>
    <message>
        <source>Crash tables: what can happen? (2d6 plus the modifier)</source>
        <translation>Crash-Tabellen: Was kann passieren? (2W6 plus Modifikator)</translation>
    </message>
    <message>
        <source>Chances</source>
        <translation>Chancen</translation>
    </message>
    <message>
        <source>Open the Crash &amp;Resolver...</source>
        <translation>&amp;Crash-Auflöser öffnen...</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Tabelle:</translation>
    </message>
    <message>
        <source>Modifier:</source>
        <translation>Modifikator:</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Exactly</source>
        <translation>Genau</translation>
    </message>
    <message>
        <source>Aimed fire</source>
        <translation>Gezieltes Feuer</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
</context>
<context>
    <name>CrashResolverDialog</name>
    <message>
        <source>Crash table</source>
        <translation>Crash-Tabelle</translation>
    </message>
    <message>
        <source>Crash Table 1: skids and rolls</source>
        <translation>Crash-Tabelle 1: Schleudern und Überschläge</translation>
    </message>
    <message>
        <source>Crash Table 2: fishtails</source>
        <translation>Crash-Tabelle 2: Ausbrechen des Hecks</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modifikator</translation>
    </message>
    <message>
        <source>Car Wars Crash Resolver</source>
        <translation>Crash-Auflöser von Car Wars</translation>
    </message>
    <message>
        <source>Added to the 2d6 rolled on the table</source>
        <translation>Wird zu den 2W6 addiert, die auf der Tabelle gewürfelt werden</translation>
    </message>
    <message>
        <source>Vehicle</source>
        <translation>Fahrzeug</translation>
    </message>
    <message numerus="yes">
        <source>{body} (%n tyre(s))</source>
        <translation>
            <numerusform>{body} (%n Reifen)</numerusform>
            <numerusform>{body} (%n Reifen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Speed before the crash</source>
        <translation>Geschwindigkeit vor dem Crash</translation>
    </message>
    <message>
        <source> mph</source>
        <translation> mph</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source>For a vault&apos;s collision damage (the speed before the crash)</source>
        <translation>Für den Aufprallschaden eines Überschlags (die Geschwindigkeit vor dem Crash)</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tabelle:</translation>
    </message>
    <message>
        <source>&amp;Modifier (to 2d6):</source>
        <translation>&amp;Modifikator (auf 2W6):</translation>
    </message>
    <message>
        <source>&amp;Vehicle:</source>
        <translation>&amp;Fahrzeug:</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Geschwindigkeit:</translation>
    </message>
    <message>
        <source>Chances</source>
        <translation>Chancen</translation>
    </message>
    <message>
        <source>R&amp;oll for Me</source>
        <translation>Würfeln &amp;lassen</translation>
    </message>
    <message>
        <source>Garage rolls every die; you still decide what only the table shows</source>
        <translation>Garage würfelt jeden Würfel; Sie entscheiden weiter, was nur der Tisch zeigt</translation>
    </message>
    <message>
        <source>Enter the &amp;Dice</source>
        <translation>&amp;Augenzahlen eingeben</translation>
    </message>
    <message>
        <source>Roll real dice and type each face as it is asked for</source>
        <translation>Mit echten Würfeln würfeln und jede Augenzahl eintippen, wenn sie verlangt wird</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Was zu tun ist</translation>
    </message>
    <message>
        <source>Garage rolled {face} for {purpose}</source>
        <translation>Garage hat {face} gewürfelt für {purpose}</translation>
    </message>
    <message>
        <source>&lt;p&gt;Choose the table and the modifier, then &lt;b&gt;Roll for Me&lt;/b&gt; or &lt;b&gt;Enter the Dice&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Wählen Sie die Tabelle und den Modifikator, dann &lt;b&gt;Würfeln lassen&lt;/b&gt; oder &lt;b&gt;Augenzahlen eingeben&lt;/b&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Most likely: {outcomes}</source>
        <translation>Am wahrscheinlichsten: {outcomes}</translation>
    </message>
    <message>
        <source>&lt;p&gt;Waiting for: &lt;b&gt;{purpose}&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;Wartet auf: &lt;b&gt;{purpose}&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Step {number}: Crash Table {table}, {dice}{modifier} = {total}: {row}</source>
        <translation>Schritt {number}: Crash-Tabelle {table}, {dice}{modifier} = {total}: {row}</translation>
    </message>
    <message>
        <source>Aimed fire for the rest of the turn: {penalty}</source>
        <translation>Gezieltes Feuer für den Rest des Zuges: {penalty}</translation>
    </message>
    <message>
        <source>{text} ({key}, {source} line {line})</source>
        <translation>{text} ({key}, {source} Zeile {line})</translation>
    </message>
    <message>
        <source>Dice and decisions:</source>
        <translation>Würfel und Entscheidungen:</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>DriversPage</name>
    <message>
        <source>Driver</source>
        <translation>Fahrer</translation>
    </message>
    <message>
        <source>Car</source>
        <translation>Auto</translation>
    </message>
    <message>
        <source>Navigator</source>
        <translation>Navigatorin</translation>
    </message>
    <message>
        <source>Who drove what</source>
        <translation>Wer fuhr was</translation>
    </message>
    <message>
        <source>Each car in the game and its driver; leave the driver empty for an unnamed one, who plays but earns nothing.</source>
        <translation>Jedes Auto im Spiel und sein Fahrer; lassen Sie den Fahrer leer für einen namenlosen, der mitspielt, aber nichts verdient.</translation>
    </message>
    <message>
        <source>&amp;Add Car</source>
        <translation>Auto &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Add a car to the game</source>
        <translation>Ein Auto zum Spiel hinzufügen</translation>
    </message>
    <message>
        <source>The garage has no cars yet: add the cars that played in the main window first.</source>
        <translation>Die Garage hat noch keine Autos: Fügen Sie die Autos, die gespielt haben, zuerst im Hauptfenster hinzu.</translation>
    </message>
</context>
<context>
    <name>FileMenu</name>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Write every change to the garage database</source>
        <translation>Alle Änderungen in die Garagen-Datenbank schreiben</translation>
    </message>
    <message>
        <source>&amp;Open Garage...</source>
        <translation>Garage ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Open another garage database</source>
        <translation>Eine andere Garagen-Datenbank öffnen</translation>
    </message>
    <message>
        <source>New Gara&amp;ge...</source>
        <translation>Neue G&amp;arage...</translation>
    </message>
    <message>
        <source>Create a garage database, with the example cars in it</source>
        <translation>Eine Garagen-Datenbank anlegen, mit den Beispielautos darin</translation>
    </message>
    <message>
        <source>Open Re&amp;cent</source>
        <translation>Zuletzt &amp;geöffnet</translation>
    </message>
    <message>
        <source>No recent garages</source>
        <translation>Keine zuletzt geöffneten Garagen</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Saved the changes to {count} car in {garage}</source>
        <translation>Die Änderungen an {count} Auto in {garage} gespeichert</translation>
    </message>
    <message>
        <source>Saved the changes to {count} cars in {garage}</source>
        <translation>Die Änderungen an {count} Autos in {garage} gespeichert</translation>
    </message>
    <message>
        <source>Nothing to save</source>
        <translation>Nichts zu speichern</translation>
    </message>
    <message>
        <source>Open Garage</source>
        <translation>Garage öffnen</translation>
    </message>
    <message>
        <source>Garage databases (*.sqlite *.db);;All files (*)</source>
        <translation>Garagen-Datenbanken (*.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>New Garage</source>
        <translation>Neue Garage</translation>
    </message>
    <message>
        <source>Garage databases (*.sqlite *.db)</source>
        <translation>Garagen-Datenbanken (*.sqlite *.db)</translation>
    </message>
    <message>
        <source>{path} already exists; open it with Open Garage, or choose another name</source>
        <translation>{path} gibt es schon; öffnen Sie sie mit „Garage öffnen“ oder wählen Sie einen anderen Namen</translation>
    </message>
    <message>
        <source>Opening the garage...</source>
        <translation>Die Garage wird geöffnet...</translation>
    </message>
    <message>
        <source>Opened {garage}</source>
        <translation>{garage} geöffnet</translation>
    </message>
    <message>
        <source>SQLite applied writes in {log} that Garage could not tie to {garage}: most likely they are the garage&apos;s own, left by an older Garage that stopped before saving them in.

The garage as it was without them is kept as the backup {backup}. If cars or campaigns now look wrong, close Garage and put that backup back with:

garage-cli restore {backup}</source>
        <translation>SQLite hat Schreibvorgänge aus {log} übernommen, die Garage nicht {garage} zuordnen konnte: höchstwahrscheinlich sind es die eigenen der Garage, hinterlassen von einer älteren Garage, die beendet wurde, bevor sie sie eingetragen hatte.

Die Garage, wie sie ohne sie war, ist als Sicherung {backup} aufbewahrt. Sehen Autos oder Kampagnen jetzt falsch aus, schließen Sie Garage und spielen Sie diese Sicherung zurück mit:

garage-cli restore {backup}</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Save the changes to {garage} before closing it?</source>
        <translation>Die Änderungen an {garage} speichern, bevor sie geschlossen wird?</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>The game</source>
        <translation>Das Spiel</translation>
    </message>
    <message>
        <source>Which scenario was played, and when.</source>
        <translation>Welches Szenario gespielt wurde, und wann.</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Race variant</source>
        <translation>Rennvariante</translation>
    </message>
    <message>
        <source>Played on</source>
        <translation>Gespielt am</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>the house and optional rules in force, separated by ;</source>
        <translation>die geltenden Haus- und optionalen Regeln, getrennt durch ;</translation>
    </message>
    <message>
        <source>&amp;Scenario:</source>
        <translation>&amp;Szenario:</translation>
    </message>
    <message>
        <source>Race &amp;variant:</source>
        <translation>Renn&amp;variante:</translation>
    </message>
    <message>
        <source>&amp;Played on:</source>
        <translation>&amp;Gespielt am:</translation>
    </message>
    <message>
        <source>&amp;House rules:</source>
        <translation>&amp;Hausregeln:</translation>
    </message>
</context>
<context>
    <name>GameTool</name>
    <message>
        <source>&amp;Maps...</source>
        <translation>Kar&amp;ten...</translation>
    </message>
    <message>
        <source>Battle Cars &amp;Maps...</source>
        <translation>&amp;Karten von Battle Cars...</translation>
    </message>
    <message>
        <source>Make and change the maps Battle Cars is played on: road, grass, buildings, trees, starting points</source>
        <translation>Die Karten anlegen und ändern, auf denen Battle Cars gespielt wird: Straße, Wiese, Gebäude, Bäume, Startpunkte</translation>
    </message>
    <message>
        <source>&amp;Crash Resolver...</source>
        <translation>&amp;Crash-Auflöser...</translation>
    </message>
    <message>
        <source>Car Wars &amp;Crash Resolver...</source>
        <translation>&amp;Crash-Auflöser von Car Wars...</translation>
    </message>
    <message>
        <source>Roll on the Car Wars crash tables and see what to do to the model</source>
        <translation>Auf den Crash-Tabellen von Car Wars würfeln und sehen, was mit dem Modell zu tun ist</translation>
    </message>
</context>
<context>
    <name>GarageAccess</name>
    <message>
        <source>Game Night</source>
        <translation>Spieleabend</translation>
    </message>
    <message>
        <source>Record in Campaign</source>
        <translation>In Kampagne eintragen</translation>
    </message>
</context>
<context>
    <name>GarageList</name>
    <message>
        <source>Filter cars by name</source>
        <translation>Autos nach Name filtern</translation>
    </message>
    <message>
        <source>Filter by name</source>
        <translation>Name filtern</translation>
    </message>
    <message>
        <source>Filter cars by weight class</source>
        <translation>Autos nach Gewichtsklasse filtern</translation>
    </message>
    <message>
        <source>Cars in the garage</source>
        <translation>Autos in der Garage</translation>
    </message>
    <message>
        <source>No cars shown</source>
        <translation>Keine Autos angezeigt</translation>
    </message>
    <message>
        <source>No {weight} cars match &apos;{name}&apos;.</source>
        <translation>Keine Autos der Klasse {weight} passen zu „{name}“.</translation>
    </message>
    <message>
        <source>No {weight} cars in the garage.</source>
        <translation>Keine Autos der Klasse {weight} in der Garage.</translation>
    </message>
    <message>
        <source>No cars match &apos;{name}&apos;.</source>
        <translation>Keine Autos passen zu „{name}“.</translation>
    </message>
    <message>
        <source>No cars in the garage.</source>
        <translation>Keine Autos in der Garage.</translation>
    </message>
    <message>
        <source>No cars yet: add one with New Car, or import vehicle files.</source>
        <translation>Noch keine Autos: Fügen Sie eines mit „Neues Auto“ hinzu oder importieren Sie Fahrzeugdateien.</translation>
    </message>
</context>
<context>
    <name>GarageTableModel</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <source>Legal</source>
        <translation>Zulässig</translation>
    </message>
    <message>
        <source>Illegal</source>
        <translation>Unzulässig</translation>
    </message>
    <message>
        <source>no Capacity</source>
        <translation>keine Kapazität</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>This car&apos;s rules have no Capacity</source>
        <translation>Die Regeln dieses Autos kennen keine Kapazität</translation>
    </message>
    <message>
        <source>No problems</source>
        <translation>Keine Probleme</translation>
    </message>
    <message numerus="yes">
        <source>%n problem</source>
        <translation>
            <numerusform>%n Problem</numerusform>
            <numerusform>%n Probleme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problems</source>
        <translation>
            <numerusform>%n Problem</numerusform>
            <numerusform>%n Probleme</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>Anleitung</translation>
    </message>
    <message>
        <source>&amp;Using Garage</source>
        <translation>Garage &amp;benutzen</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Rules contents</source>
        <translation>Inhalt der Regeln</translation>
    </message>
    <message>
        <source>&amp;Rules (A&amp;&amp;A II playtest 2010)</source>
        <translation>&amp;Regeln (A&amp;&amp;A II, Playtest 2010)</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Auslegungen</translation>
    </message>
    <message>
        <source>Rulin&amp;gs</source>
        <translation>&amp;Auslegungen</translation>
    </message>
    <message>
        <source>&amp;Look-ups</source>
        <translation>&amp;Nachschlagen</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Die Regeln durchsuchen</translation>
    </message>
    <message>
        <source>Search (Enter: next, Shift+Enter: previous)</source>
        <translation>Suchen (Enter: nächster, Umschalt+Enter: voriger Treffer)</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>&amp;Voriger</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>Nä&amp;chster</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>&amp;Suchen:</translation>
    </message>
    <message>
        <source>{here} found</source>
        <translation>{here} gefunden</translation>
    </message>
    <message>
        <source>{here} here, {total} in all</source>
        <translation>{here} hier, {total} insgesamt</translation>
    </message>
</context>
<context>
    <name>HitPoints</name>
    <message>
        <source>Hit points</source>
        <translation>Trefferpunkte</translation>
    </message>
    <message>
        <source>{left} of {total} hit points left</source>
        <translation>noch {left} von {total} Trefferpunkten</translation>
    </message>
</context>
<context>
    <name>ImportExport</name>
    <message>
        <source>&amp;Import Vehicle Files...</source>
        <translation>Fahrzeugdateien &amp;importieren...</translation>
    </message>
    <message>
        <source>Add cars from .car.json files</source>
        <translation>Autos aus .car.json-Dateien hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Export Selected Cars...</source>
        <translation>Ausgewählte Autos &amp;exportieren...</translation>
    </message>
    <message>
        <source>Write the selected cars as .car.json files</source>
        <translation>Die ausgewählten Autos als .car.json-Dateien schreiben</translation>
    </message>
    <message>
        <source>Add E&amp;xample Cars</source>
        <translation>Beispielautos &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Import Vehicle Files</source>
        <translation>Fahrzeugdateien importieren</translation>
    </message>
    <message>
        <source>Vehicle files (*{suffix});;All files (*)</source>
        <translation>Fahrzeugdateien (*{suffix});;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>Imported Car</source>
        <translation>Importiertes Auto</translation>
    </message>
    <message>
        <source>{name} as {unique}</source>
        <translation>{name} als {unique}</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(ohne Namen)</translation>
    </message>
    <message>
        <source>Import {cars}</source>
        <translation>{cars} importieren</translation>
    </message>
    <message>
        <source>Imported {cars}</source>
        <translation>{cars} importiert</translation>
    </message>
    <message>
        <source>Imported {cars} ({renamed}: the name was taken)</source>
        <translation>{cars} importiert ({renamed}: der Name war vergeben)</translation>
    </message>
    <message>
        <source>Add {rule_set}&apos;s {count} example cars that are not in the garage</source>
        <translation>Die {count} Beispielautos von {rule_set} hinzufügen, die nicht in der Garage sind</translation>
    </message>
    <message>
        <source>Add Example Cars</source>
        <translation>Beispielautos hinzufügen</translation>
    </message>
    <message>
        <source>The {rule_set} example cars are in the garage already</source>
        <translation>Die Beispielautos von {rule_set} sind schon in der Garage</translation>
    </message>
    <message>
        <source>Add {rule_set} example cars</source>
        <translation>Beispielautos von {rule_set} hinzufügen</translation>
    </message>
    <message numerus="yes">
        <source>Added %n example car of {rule_set}: {names} (Save keeps them)</source>
        <translation>
            <numerusform>%n Beispielauto von {rule_set} hinzugefügt: {names} (Speichern behält es)</numerusform>
            <numerusform>%n Beispielautos von {rule_set} hinzugefügt: {names} (Speichern behält sie)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n example cars of {rule_set}: {names} (Save keeps them)</source>
        <translation>
            <numerusform>%n Beispielauto von {rule_set} hinzugefügt: {names} (Speichern behält es)</numerusform>
            <numerusform>%n Beispielautos von {rule_set} hinzugefügt: {names} (Speichern behält sie)</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Cars to Folder</source>
        <translation>Autos in einen Ordner exportieren</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written</source>
        <translation>Export abgebrochen: Nichts wurde geschrieben</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n car to {folder}</source>
        <translation>
            <numerusform>%n Auto nach {folder} exportiert</numerusform>
            <numerusform>%n Autos nach {folder} exportiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n cars to {folder}</source>
        <translation>
            <numerusform>%n Auto nach {folder} exportiert</numerusform>
            <numerusform>%n Autos nach {folder} exportiert</numerusform>
        </translation>
    </message>
    <message>
        <source>{folder} already has {file} from an earlier export. Replace it with the car as it is now?</source>
        <translation>In {folder} liegt schon {file} von einem früheren Export. Durch das Auto in seinem jetzigen Stand ersetzen?</translation>
    </message>
    <message>
        <source>{names} and {count} more</source>
        <translation>{names} und {count} weitere</translation>
    </message>
    <message>
        <source>{folder} already has {count} files from an earlier export ({files}). Replace them with the cars as they are now?</source>
        <translation>In {folder} liegen schon {count} Dateien von einem früheren Export ({files}). Durch die Autos in ihrem jetzigen Stand ersetzen?</translation>
    </message>
    <message>
        <source>Replace Files</source>
        <translation>Dateien ersetzen</translation>
    </message>
    <message>
        <source>Save Changes</source>
        <translation>Änderungen speichern</translation>
    </message>
    <message>
        <source>Save your changes before you export?</source>
        <translation>Ihre Änderungen vor dem Export speichern?</translation>
    </message>
</context>
<context>
    <name>InviteDialog</name>
    <message>
        <source>Invite Players</source>
        <translation>Spieler einladen</translation>
    </message>
    <message>
        <source>QR code of the game&apos;s address</source>
        <translation>QR-Code der Adresse des Spiels</translation>
    </message>
    <message>
        <source>The game&apos;s address</source>
        <translation>Die Adresse des Spiels</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Beitrittscode</translation>
    </message>
    <message>
        <source>Address to host on</source>
        <translation>Adresse für die Freigabe</translation>
    </message>
    <message>
        <source>{address} (this computer only)</source>
        <translation>{address} (nur dieser Computer)</translation>
    </message>
    <message>
        <source>&amp;Start hosting</source>
        <translation>&amp;Freigabe starten</translation>
    </message>
    <message>
        <source>&amp;Hand over</source>
        <translation>&amp;Übergeben</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Übergeben</translation>
    </message>
    <message>
        <source>Close the pages of {car} so that another phone can take the car</source>
        <translation>Die Seiten von {car} schließen, damit ein anderes Handy das Auto übernehmen kann</translation>
    </message>
    <message>
        <source>Hand {car} over</source>
        <translation>{car} übergeben</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>&amp;Stop hosting</source>
        <translation>Freigabe &amp;beenden</translation>
    </message>
    <message>
        <source>Each player scans the code (or opens the address and types the join code) and picks their car. The phones must be on the same network as this computer.</source>
        <translation>Jeder Spieler scannt den Code (oder öffnet die Adresse und tippt den Beitrittscode ein) und wählt sein Auto. Die Handys müssen im selben Netz sein wie dieser Computer.</translation>
    </message>
    <message>
        <source>Not hosting</source>
        <translation>Keine Freigabe</translation>
    </message>
    <message>
        <source>Start hosting to let each player follow and play their car from a phone&apos;s browser. Nothing but this game is reachable, and only while hosting.</source>
        <translation>Starten Sie die Freigabe, damit jeder Spieler sein Auto im Browser eines Handys verfolgen und spielen kann. Nur dieses Spiel ist erreichbar, und nur während der Freigabe.</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) open</source>
        <translation>
            <numerusform>%n Seite offen</numerusform>
            <numerusform>%n Seiten offen</numerusform>
        </translation>
    </message>
    <message>
        <source>held, no page open</source>
        <translation>belegt, keine Seite offen</translation>
    </message>
    <message>
        <source>no phone</source>
        <translation>kein Handy</translation>
    </message>
    <message>
        <source>{car}: {state}</source>
        <translation>{car}: {state}</translation>
    </message>
</context>
<context>
    <name>LogPane</name>
    <message>
        <source>Setup: the cars take their places</source>
        <translation>Aufstellung: Die Autos nehmen ihre Plätze ein</translation>
    </message>
    <message>
        <source>All cars</source>
        <translation>Alle Autos</translation>
    </message>
    <message>
        <source>The game so far</source>
        <translation>Das Spiel bisher</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>Show the actions of</source>
        <translation>Die Aktionen zeigen von</translation>
    </message>
    <message>
        <source>Go back in the game</source>
        <translation>Im Spiel zurückgehen</translation>
    </message>
    <message>
        <source>Choose a line to go back to it</source>
        <translation>Zeile wählen, um zurückzugehen</translation>
    </message>
    <message>
        <source>The game is here</source>
        <translation>Das Spiel ist hier</translation>
    </message>
    <message numerus="yes">
        <source>Go back %n action(s) to here</source>
        <translation>
            <numerusform>%n Aktion zurück bis hier</numerusform>
            <numerusform>%n Aktionen zurück bis hier</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %n undone action(s) again to here</source>
        <translation>
            <numerusform>%n Aktion wiederholen bis hier</numerusform>
            <numerusform>%n Aktionen wiederholen bis hier</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Matchup</source>
        <translation>Duell</translation>
    </message>
    <message>
        <source>&amp;New Car</source>
        <translation>&amp;Neues Auto</translation>
    </message>
    <message>
        <source>Add a new car</source>
        <translation>Ein neues Auto hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Duplicate Car</source>
        <translation>Auto &amp;duplizieren</translation>
    </message>
    <message>
        <source>Copy the selected cars</source>
        <translation>Die ausgewählten Autos kopieren</translation>
    </message>
    <message>
        <source>&amp;Rename Car</source>
        <translation>Auto &amp;umbenennen</translation>
    </message>
    <message>
        <source>Rename the selected car</source>
        <translation>Das ausgewählte Auto umbenennen</translation>
    </message>
    <message>
        <source>De&amp;lete Car</source>
        <translation>Auto &amp;löschen</translation>
    </message>
    <message>
        <source>Remove the selected cars from the garage</source>
        <translation>Die ausgewählten Autos aus der Garage entfernen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Find Car</source>
        <translation>Auto &amp;suchen</translation>
    </message>
    <message>
        <source>Garage &amp;Help</source>
        <translation>Garage-&amp;Hilfe</translation>
    </message>
    <message>
        <source>The user guide, the A&amp;A II rules, the rulings and quick look-ups</source>
        <translation>Die Anleitung, die Regeln von A&amp;A II, die Auslegungen und schnelle Nachschlagetabellen</translation>
    </message>
    <message>
        <source>&amp;About Garage</source>
        <translation>&amp;Über Garage</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Report a Problem...</source>
        <translation>&amp;Problem melden...</translation>
    </message>
    <message>
        <source>Where Garage&apos;s log is, and what to attach to a bug report</source>
        <translation>Wo das Protokoll von Garage liegt und was einem Fehlerbericht beizulegen ist</translation>
    </message>
    <message>
        <source>&amp;Garage</source>
        <translation>&amp;Garage</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Opened</source>
        <translation>Geöffnet</translation>
    </message>
    <message>
        <source>Undo history</source>
        <translation>Rückgängig-Verlauf</translation>
    </message>
    <message>
        <source>Undo &amp;History</source>
        <translation>Rückgängig-&amp;Verlauf</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>A&amp;nsicht</translation>
    </message>
    <message>
        <source>&amp;Matchup Lab</source>
        <translation>&amp;Duell-Labor</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <source>Opening the garage...</source>
        <translation>Die Garage wird geöffnet...</translation>
    </message>
    <message>
        <source>Garage</source>
        <translation>Garage</translation>
    </message>
    <message>
        <source>{count} car</source>
        <translation>{count} Auto</translation>
    </message>
    <message>
        <source>{count} cars</source>
        <translation>{count} Autos</translation>
    </message>
    <message>
        <source>{shown} of {cars} shown</source>
        <translation>{shown} von {cars} angezeigt</translation>
    </message>
    <message>
        <source>New Car</source>
        <translation>Neues Auto</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <translation>Regelwerk:</translation>
    </message>
    <message>
        <source>New car</source>
        <translation>Neues Auto</translation>
    </message>
    <message>
        <source>Duplicate Car</source>
        <translation>Auto duplizieren</translation>
    </message>
    <message>
        <source>Duplicate {cars}</source>
        <translation>{cars} duplizieren</translation>
    </message>
    <message>
        <source>Delete Car</source>
        <translation>Auto löschen</translation>
    </message>
    <message>
        <source>Delete {count} Cars</source>
        <translation>{count} Autos löschen</translation>
    </message>
    <message>
        <source>Delete {cars} from the garage?</source>
        <translation>{cars} aus der Garage löschen?</translation>
    </message>
    <message>
        <source>Undo brings it back until you close Garage.</source>
        <translation>Rückgängig holt es zurück, bis Sie Garage schließen.</translation>
    </message>
    <message>
        <source>Delete {cars}</source>
        <translation>{cars} löschen</translation>
    </message>
    <message>
        <source>Deleted {cars}: Undo ({keys}) brings it back</source>
        <translation>{cars} gelöscht: Rückgängig ({keys}) holt es zurück</translation>
    </message>
    <message>
        <source>About Garage</source>
        <translation>Über Garage</translation>
    </message>
    <message>
        <source>&lt;p&gt;Design, check and print cars for &lt;i&gt;Axles and Alloys II&lt;/i&gt;, the game of converted toy cars shooting each other to bits.&lt;/p&gt;&lt;p&gt;The rules are the A&amp;amp;A II playtest version of 11 February 2010, free from its author; where they are silent, Garage follows its rulings (Help &amp;gt; Garage Help &amp;gt; Rulings).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Autos für &lt;i&gt;Axles and Alloys II&lt;/i&gt; entwerfen, prüfen und drucken, das Spiel umgebauter Spielzeugautos, die einander in Stücke schießen.&lt;/p&gt;&lt;p&gt;Die Regeln sind die Testversion von A&amp;amp;A II vom 11. Februar 2010, frei von ihrem Autor; wo sie schweigen, folgt Garage seinen Auslegungen (Hilfe &amp;gt; Garage-Hilfe &amp;gt; Rulings).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Garage database: {garage}&lt;/p&gt;</source>
        <translation>&lt;p&gt;Garagen-Datenbank: {garage}&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MapEditor</name>
    <message>
        <source>&amp;Road</source>
        <translation>&amp;Straße</translation>
    </message>
    <message>
        <source>Paint road</source>
        <translation>Straße malen</translation>
    </message>
    <message>
        <source>&amp;Grass</source>
        <translation>&amp;Wiese</translation>
    </message>
    <message>
        <source>Paint grass</source>
        <translation>Wiese malen</translation>
    </message>
    <message>
        <source>&amp;Building</source>
        <translation>&amp;Gebäude</translation>
    </message>
    <message>
        <source>Put a building on a point</source>
        <translation>Ein Gebäude auf einen Punkt setzen</translation>
    </message>
    <message>
        <source>&amp;Tree</source>
        <translation>B&amp;aum</translation>
    </message>
    <message>
        <source>Put a tree on a point</source>
        <translation>Einen Baum auf einen Punkt setzen</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>Start&amp;punkt</translation>
    </message>
    <message>
        <source>Put a starting point, facing the way chosen below</source>
        <translation>Einen Startpunkt setzen, in die unten gewählte Richtung</translation>
    </message>
    <message>
        <source>Er&amp;ase</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Take away a building, tree or starting point</source>
        <translation>Ein Gebäude, einen Baum oder einen Startpunkt entfernen</translation>
    </message>
    <message>
        <source>road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>grass</source>
        <translation>Wiese</translation>
    </message>
    <message>
        <source>building</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>tree</source>
        <translation>Baum</translation>
    </message>
    <message>
        <source>Map name</source>
        <translation>Name der Karte</translation>
    </message>
    <message>
        <source>Width in points</source>
        <translation>Breite in Punkten</translation>
    </message>
    <message>
        <source>Height in points</source>
        <translation>Höhe in Punkten</translation>
    </message>
    <message>
        <source>Base surface</source>
        <translation>Grunduntergrund</translation>
    </message>
    <message>
        <source>{tool} tool</source>
        <translation>Werkzeug {tool}</translation>
    </message>
    <message>
        <source>Starting point facing</source>
        <translation>Richtung des Startpunkts</translation>
    </message>
    <message>
        <source>Point under the cursor</source>
        <translation>Punkt unter dem Mauszeiger</translation>
    </message>
    <message>
        <source>Map summary</source>
        <translation>Übersicht der Karte</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>by</source>
        <translation>mal</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Maße:</translation>
    </message>
    <message>
        <source>Base s&amp;urface:</source>
        <translation>&amp;Untergrund:</translation>
    </message>
    <message>
        <source>Paint:</source>
        <translation>Malen:</translation>
    </message>
    <message>
        <source>Fa&amp;cing:</source>
        <translation>&amp;Richtung:</translation>
    </message>
    <message>
        <source>Click a point or drag across points to paint them; the arrow keys move over the grid and Space paints the point. North is at the top.</source>
        <translation>Klicken Sie einen Punkt an oder ziehen Sie über Punkte, um sie zu malen; die Pfeiltasten bewegen sich über das Raster, und die Leertaste malt den Punkt. Norden ist oben.</translation>
    </message>
    <message>
        <source>Sa&amp;ve</source>
        <translation>Spei&amp;chern</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source> (a game needs {count} or more)</source>
        <translation> (ein Spiel braucht {count} oder mehr)</translation>
    </message>
    <message>
        <source>{width} by {height} points; {starts}{need}; {buildings}, {trees}. A game&apos;s cars stand on the starting points in their order.</source>
        <translation>{width} mal {height} Punkte; {starts}{need}; {buildings}, {trees}. Die Autos eines Spiels stehen der Reihe nach auf den Startpunkten.</translation>
    </message>
    <message numerus="yes">
        <source>%n starting point(s)</source>
        <translation>
            <numerusform>%n Startpunkt</numerusform>
            <numerusform>%n Startpunkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n building(s)</source>
        <translation>
            <numerusform>%n Gebäude</numerusform>
            <numerusform>%n Gebäude</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tree(s)</source>
        <translation>
            <numerusform>%n Baum</numerusform>
            <numerusform>%n Bäume</numerusform>
        </translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>{map} ({file})[*] - Battle Cars Map Editor</source>
        <translation>{map} ({file})[*] - Karteneditor für Battle Cars</translation>
    </message>
    <message>
        <source>starting point {number}, facing {facing}</source>
        <translation>Startpunkt {number}, Richtung {facing}</translation>
    </message>
    <message>
        <source>Point {x},{y}: {what}</source>
        <translation>Punkt {x},{y}: {what}</translation>
    </message>
    <message>
        <source>New map</source>
        <translation>Neue Karte</translation>
    </message>
    <message numerus="yes">
        <source>{tool} on %n point(s)</source>
        <translation>
            <numerusform>{tool} auf %n Punkt</numerusform>
            <numerusform>{tool} auf %n Punkten</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename map</source>
        <translation>Karte umbenennen</translation>
    </message>
    <message>
        <source>Resize board</source>
        <translation>Spielplangröße ändern</translation>
    </message>
    <message>
        <source>Change base surface</source>
        <translation>Untergrund ändern</translation>
    </message>
    <message>
        <source>Battle Cars Map Editor</source>
        <translation>Karteneditor für Battle Cars</translation>
    </message>
    <message>
        <source>Save the changes to &apos;{map}&apos;?</source>
        <translation>Die Änderungen an „{map}“ speichern?</translation>
    </message>
    <message>
        <source>Open Map</source>
        <translation>Karte öffnen</translation>
    </message>
    <message>
        <source>Maps (*{suffix});;All files (*)</source>
        <translation>Karten (*{suffix});;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save Map</source>
        <translation>Karte speichern</translation>
    </message>
    <message>
        <source>Maps (*{suffix})</source>
        <translation>Karten (*{suffix})</translation>
    </message>
    <message>
        <source>Not saved: {reason}</source>
        <translation>Nicht gespeichert: {reason}</translation>
    </message>
    <message>
        <source>{path}: cannot be written ({reason})</source>
        <translation>{path}: kann nicht geschrieben werden ({reason})</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>{path} gespeichert</translation>
    </message>
</context>
<context>
    <name>Match</name>
    <message>
        <source>no die is waiting to be rolled</source>
        <translation>es wartet kein Wurf</translation>
    </message>
    <message>
        <source>the log holds no answer for {purpose}</source>
        <translation>das Protokoll enthält keine Antwort für {purpose}</translation>
    </message>
</context>
<context>
    <name>MatchupPanel</name>
    <message>
        <source>Wins</source>
        <translation>Gewinnt</translation>
    </message>
    <message>
        <source>Loses</source>
        <translation>Verliert</translation>
    </message>
    <message>
        <source>Both out</source>
        <translation>Beide raus</translation>
    </message>
    <message>
        <source>Neither</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <source>Turns to kill</source>
        <translation>Züge bis K.o.</translation>
    </message>
    <message>
        <source>The opponent is out first (destroyed or its driver killed)</source>
        <translation>Der Gegner ist zuerst raus (zerstört oder sein Fahrer getötet)</translation>
    </message>
    <message>
        <source>This car is out first</source>
        <translation>Dieses Auto ist zuerst raus</translation>
    </message>
    <message>
        <source>Both are out in the same game-turn</source>
        <translation>Beide sind im selben Spielzug raus</translation>
    </message>
    <message>
        <source>Neither is out within the game-turns</source>
        <translation>Keiner ist innerhalb der Spielzüge raus</translation>
    </message>
    <message>
        <source>Game-turns to the first kill, in the duels with one</source>
        <translation>Spielzüge bis zum ersten Ausschalten, in den Duellen mit einem</translation>
    </message>
    <message>
        <source>Matchup</source>
        <translation>Duell</translation>
    </message>
    <message>
        <source>Matchup: the question</source>
        <translation>Duell: die Frage</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Range between the cars, inches</source>
        <translation>Entfernung zwischen den Autos, Zoll</translation>
    </message>
    <message>
        <source>Section 7&apos;s range bands: up to 12&quot;, 24&quot; and 36&quot;</source>
        <translation>Die Entfernungsbereiche aus Abschnitt 7: bis 12&quot;, 24&quot; und 36&quot;</translation>
    </message>
    <message>
        <source>This car&apos;s speed</source>
        <translation>Geschwindigkeit dieses Autos</translation>
    </message>
    <message>
        <source>Arc of this car the opponent is in</source>
        <translation>Sektor dieses Autos, in dem der Gegner steht</translation>
    </message>
    <message>
        <source>This car&apos;s driver&apos;s rerolls</source>
        <translation>Neuwürfe des Fahrers dieses Autos</translation>
    </message>
    <message>
        <source>Opponent&apos;s speed</source>
        <translation>Geschwindigkeit des Gegners</translation>
    </message>
    <message>
        <source>Arc of the opponent this car is in</source>
        <translation>Sektor des Gegners, in dem dieses Auto steht</translation>
    </message>
    <message>
        <source>Opponent&apos;s driver&apos;s rerolls</source>
        <translation>Neuwürfe des gegnerischen Fahrers</translation>
    </message>
    <message>
        <source>Game-turns</source>
        <translation>Spielzüge</translation>
    </message>
    <message>
        <source>Duels</source>
        <translation>Duelle</translation>
    </message>
    <message>
        <source>Seed of the dice</source>
        <translation>Startwert der Würfel</translation>
    </message>
    <message>
        <source>Rules: none</source>
        <translation>Regeln: keine</translation>
    </message>
    <message>
        <source>Optional rules in force</source>
        <translation>Geltende optionale Regeln</translation>
    </message>
    <message>
        <source>Opponent:</source>
        <translation>Gegner:</translation>
    </message>
    <message>
        <source>Range:</source>
        <translation>Abstand:</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Arc</source>
        <translation>Sektor</translation>
    </message>
    <message>
        <source>Rerolls</source>
        <translation>Neuw.</translation>
    </message>
    <message>
        <source>This car:</source>
        <translation>Auto:</translation>
    </message>
    <message>
        <source>Turns:</source>
        <translation>Züge:</translation>
    </message>
    <message>
        <source>Duels:</source>
        <translation>Duelle:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <source>The answer</source>
        <translation>Die Antwort</translation>
    </message>
    <message>
        <source>Choose an opponent</source>
        <translation>Wählen Sie einen Gegner</translation>
    </message>
    <message>
        <source>Matchup progress</source>
        <translation>Fortschritt des Duells</translation>
    </message>
    <message>
        <source>Chances</source>
        <translation>Chancen</translation>
    </message>
    <message>
        <source>Threshold lines crossed by game-turn. Solid: the opponent&apos;s; dashed: this car&apos;s.</source>
        <translation>Überschrittene Schwellenlinien je Spielzug. Durchgezogen: die des Gegners; gestrichelt: die dieses Autos.</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Variants against the same opponent</source>
        <translation>Varianten gegen denselben Gegner</translation>
    </message>
    <message>
        <source>&amp;Keep as Variant</source>
        <translation>A&amp;ls Variante merken</translation>
    </message>
    <message>
        <source>Keep as variant</source>
        <translation>Als Variante merken</translation>
    </message>
    <message>
        <source>Keep the car as it is now, to compare with your next edits (up to four)</source>
        <translation>Das Auto in seinem jetzigen Stand merken, zum Vergleich mit Ihren nächsten Änderungen (bis zu vier)</translation>
    </message>
    <message>
        <source>&amp;Forget</source>
        <translation>&amp;Vergessen</translation>
    </message>
    <message>
        <source>Forget the variant chosen in the table</source>
        <translation>Die in der Tabelle gewählte Variante vergessen</translation>
    </message>
    <message>
        <source>Variants side by side</source>
        <translation>Varianten nebeneinander</translation>
    </message>
    <message>
        <source>This car, as saved</source>
        <translation>Dieses Auto, wie gespeichert</translation>
    </message>
    <message>
        <source>{car} is not an Axles and Alloys II car: no matchup</source>
        <translation>{car} ist kein Auto für Axles and Alloys II: kein Duell</translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>Regeln: {rules}</translation>
    </message>
    <message>
        <source>Optional rules in force: {rules}</source>
        <translation>Geltende optionale Regeln: {rules}</translation>
    </message>
    <message>
        <source>Optional rules in force: none</source>
        <translation>Geltende optionale Regeln: keine</translation>
    </message>
    <message>
        <source>Cannot answer: {problem}</source>
        <translation>Keine Antwort möglich: {problem}</translation>
    </message>
    <message>
        <source>Choose an opponent (an A&amp;A II car of the garage)</source>
        <translation>Wählen Sie einen Gegner (ein A&amp;A-II-Auto der Garage)</translation>
    </message>
    <message>
        <source>No car chosen</source>
        <translation>Kein Auto gewählt</translation>
    </message>
    <message>
        <source>{duels} duels, seed {seed}: 95% intervals in brackets</source>
        <translation>{duels} Duelle, Startwert {seed}: 95-%-Intervalle in Klammern</translation>
    </message>
    <message>
        <source>Stale: playing duels for the edited car, {done} of {duels}…</source>
        <translation>Veraltet: Duelle für das geänderte Auto laufen, {done} von {duels}…</translation>
    </message>
    <message>
        <source>Playing duels: {done} of {duels}…</source>
        <translation>Duelle laufen: {done} von {duels}…</translation>
    </message>
    <message>
        <source>{car} out first: &lt;b&gt;{percent}&lt;/b&gt;</source>
        <translation>{car} zuerst raus: &lt;b&gt;{percent}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Both in one game-turn: {both}; neither in {turns}: {neither}</source>
        <translation>Beide im selben Spielzug: {both}; keiner in {turns}: {neither}</translation>
    </message>
    <message>
        <source>Game-turns to a kill: {turns} ({low}-{high})</source>
        <translation>Spielzüge bis zum Ausschalten: {turns} ({low}-{high})</translation>
    </message>
    <message>
        <source>No kill within the game-turns</source>
        <translation>Niemand innerhalb der Spielzüge ausgeschaltet</translation>
    </message>
    <message>
        <source>line {line} {percent}</source>
        <translation>Linie {line} {percent}</translation>
    </message>
    <message>
        <source>no line</source>
        <translation>keine Linie</translation>
    </message>
    <message>
        <source>First volley (exact): {dice}d6, {mean} hit points on average; crosses {lines}</source>
        <translation>Erste Salve (exakt): {dice}W6, im Mittel {mean} Trefferpunkte; überschreitet {lines}</translation>
    </message>
    <message>
        <source>{car}&apos;s line 1 by game-turn {turns} (exact): {percent}</source>
        <translation>Linie 1 von {car} bis Spielzug {turns} (exakt): {percent}</translation>
    </message>
    <message>
        <source>&lt;i&gt;(stale)&lt;/i&gt; </source>
        <translation>&lt;i&gt;(veraltet)&lt;/i&gt; </translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>The car as it is now</source>
        <translation>Das Auto in seinem jetzigen Stand</translation>
    </message>
    <message>
        <source>Variant {number}: {car}</source>
        <translation>Variante {number}: {car}</translation>
    </message>
    <message numerus="yes">
        <source>%n duels with a kill</source>
        <translation>
            <numerusform>%n Duell mit Ausschalten</numerusform>
            <numerusform>%n Duelle mit Ausschalten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n duel with a kill</source>
        <translation>
            <numerusform>%n Duell mit Ausschalten</numerusform>
            <numerusform>%n Duelle mit Ausschalten</numerusform>
        </translation>
    </message>
    <message>
        <source>no kill</source>
        <translation>niemand ausgeschaltet</translation>
    </message>
</context>
<context>
    <name>NameCheck</name>
    <message>
        <source>Name problem</source>
        <translation>Problem mit dem Namen</translation>
    </message>
    <message>
        <source>A car needs a name.</source>
        <translation>Ein Auto braucht einen Namen.</translation>
    </message>
    <message>
        <source>The name {problem}.</source>
        <translation>Der Name: {problem}.</translation>
    </message>
    <message>
        <source>A car called &apos;{name}&apos; is already in the garage.</source>
        <translation>Ein Auto namens „{name}“ ist schon in der Garage.</translation>
    </message>
    <message>
        <source>Kept the name &apos;{name}&apos;: {problem}</source>
        <translation>Den Namen „{name}“ behalten: {problem}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>No campaign (names only)</source>
        <translation>Keine Kampagne (nur Namen)</translation>
    </message>
    <message>
        <source>Car id</source>
        <translation>Auto-Kennung</translation>
    </message>
    <message>
        <source>Car</source>
        <translation>Auto</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Fahrer</translation>
    </message>
    <message>
        <source>unnamed driver</source>
        <translation>namenloser Fahrer</translation>
    </message>
    <message>
        <source>Rerolls</source>
        <translation>Neuwürfe</translation>
    </message>
    <message>
        <source>Navigator</source>
        <translation>Navigatorin</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>team or side</source>
        <translation>Team oder Seite</translation>
    </message>
    <message>
        <source> mph</source>
        <translation> mph</translation>
    </message>
    <message>
        <source>Speed at the start</source>
        <translation>Geschwindigkeit beim Start</translation>
    </message>
    <message>
        <source>Defence id</source>
        <translation>Kennung der Verteidigung</translation>
    </message>
    <message>
        <source>Gun class</source>
        <translation>Geschützklasse</translation>
    </message>
    <message>
        <source>name, e.g. TOW emplacement</source>
        <translation>Name, z. B. TOW-Stellung</translation>
    </message>
    <message>
        <source>Defence name</source>
        <translation>Name der Verteidigung</translation>
    </message>
    <message>
        <source>cannot be hit</source>
        <translation>nicht zu treffen</translation>
    </message>
    <message>
        <source>Defence hit points</source>
        <translation>Trefferpunkte der Verteidigung</translation>
    </message>
    <message>
        <source>Team / side</source>
        <translation>Team / Seite</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <source>R&amp;ule set:</source>
        <translation>&amp;Regelwerk:</translation>
    </message>
    <message>
        <source>Ca&amp;mpaign:</source>
        <translation>&amp;Kampagne:</translation>
    </message>
    <message>
        <source>Cars</source>
        <translation>Autos</translation>
    </message>
    <message>
        <source>&amp;Add car</source>
        <translation>Auto &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Adds a car of the garage not yet in the game; choose it in its row</source>
        <translation>Fügt ein Auto der Garage hinzu, das noch nicht im Spiel ist; wählen Sie es in seiner Zeile</translation>
    </message>
    <message>
        <source>Remo&amp;ve last car</source>
        <translation>Letztes Auto &amp;entfernen</translation>
    </message>
    <message>
        <source>Fixed defences (section 7: heavy guns no car can carry)</source>
        <translation>Feste Verteidigungen (Abschnitt 7: schwere Geschütze, die kein Auto tragen kann)</translation>
    </message>
    <message>
        <source>Add &amp;defence</source>
        <translation>&amp;Verteidigung hinzufügen</translation>
    </message>
    <message>
        <source>Remove last defence</source>
        <translation>Letzte Verteidigung entfernen</translation>
    </message>
    <message>
        <source>Setup problems</source>
        <translation>Probleme der Aufstellung</translation>
    </message>
    <message>
        <source>S&amp;tart the game</source>
        <translation>Spiel s&amp;tarten</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <source>Add the {rule_set} &amp;example cars</source>
        <translation>Die Beispiel&amp;autos von {rule_set} hinzufügen</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spielplan</translation>
    </message>
    <message>
        <source>&amp;Scenario:</source>
        <translation>&amp;Szenario:</translation>
    </message>
    <message>
        <source>B&amp;oard:</source>
        <translation>Spiel&amp;plan:</translation>
    </message>
    <message>
        <source>laps:</source>
        <translation>Runden:</translation>
    </message>
    <message>
        <source>Race variant:</source>
        <translation>Rennvariante:</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Ta&amp;ble scale:</source>
        <translation>&amp;Maßstab:</translation>
    </message>
    <message>
        <source>Optional rules</source>
        <translation>Optionale Regeln</translation>
    </message>
    <message>
        <source>Open ma&amp;p file...</source>
        <translation>Karten&amp;datei öffnen...</translation>
    </message>
    <message>
        <source>Play on a map saved as a file (.map.json)</source>
        <translation>Auf einer als Datei gespeicherten Karte spielen (.map.json)</translation>
    </message>
    <message>
        <source>Ed&amp;it map...</source>
        <translation>Karte &amp;bearbeiten...</translation>
    </message>
    <message>
        <source>Make or change a map in the map editor</source>
        <translation>Eine Karte im Karteneditor anlegen oder ändern</translation>
    </message>
    <message>
        <source>Open Map</source>
        <translation>Karte öffnen</translation>
    </message>
    <message>
        <source>Maps (*{suffix});;All files (*)</source>
        <translation>Karten (*{suffix});;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>What the campaign gives this driver (a new driver starts with none)</source>
        <translation>Was die Kampagne diesem Fahrer gibt (ein neuer Fahrer beginnt ohne)</translation>
    </message>
    <message>
        <source>The rerolls this driver may use in the game</source>
        <translation>Die Neuwürfe, die dieser Fahrer im Spiel nutzen darf</translation>
    </message>
    <message>
        <source>the garage has only one car of {rule_set}: press Add the {rule_set} example cars, or make some with New Car</source>
        <translation>die Garage hat nur ein Auto von {rule_set}: Drücken Sie „Die Beispielautos von {rule_set} hinzufügen“ oder bauen Sie welche mit „Neues Auto“</translation>
    </message>
    <message>
        <source>the garage has no cars of {rule_set}: press Add the {rule_set} example cars, or make some with New Car</source>
        <translation>die Garage hat keine Autos von {rule_set}: Drücken Sie „Die Beispielautos von {rule_set} hinzufügen“ oder bauen Sie welche mit „Neues Auto“</translation>
    </message>
    <message>
        <source>the garage has no cars of {rule_set}: add or import some first</source>
        <translation>die Garage hat keine Autos von {rule_set}: Fügen Sie zuerst welche hinzu oder importieren Sie welche</translation>
    </message>
    <message>
        <source>{car}: driver &apos;{name}&apos; died in game {game} and has left play; a new one needs a new name</source>
        <translation>{car}: Fahrer „{name}“ starb in Spiel {game} und ist ausgeschieden; ein neuer braucht einen neuen Namen</translation>
    </message>
    <message>
        <source>{car}: navigator &apos;{name}&apos; died in game {game} and has left play; a new one needs a new name</source>
        <translation>{car}: Navigatorin „{name}“ starb in Spiel {game} und ist ausgeschieden; eine neue braucht einen neuen Namen</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; cannot drive two cars</source>
        <translation>„{name}“ kann nicht zwei Autos fahren</translation>
    </message>
    <message>
        <source>{car}: unnamed driver: takes part but earns nothing{cite}</source>
        <translation>{car}: namenloser Fahrer: spielt mit, verdient aber nichts{cite}</translation>
    </message>
    <message>
        <source>Ready to start.</source>
        <translation>Bereit zum Start.</translation>
    </message>
</context>
<context>
    <name>NoEditor</name>
    <message>
        <source>Garage has no editor for {rule_set} cars: export the car, edit its file and import it again.</source>
        <translation>Garage hat keinen Editor für Autos von {rule_set}: Exportieren Sie das Auto, bearbeiten Sie seine Datei und importieren Sie es wieder.</translation>
    </message>
</context>
<context>
    <name>OfferFiles</name>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>No garage is open to import {files} into; open one, then import them</source>
        <translation>Keine Garage ist geöffnet, um {files} dorthin zu importieren; öffnen Sie eine und importieren Sie dann</translation>
    </message>
    <message>
        <source>Import this vehicle file into {garage}?</source>
        <translation>Diese Fahrzeugdatei in {garage} importieren?</translation>
    </message>
    <message>
        <source>Import these {count} vehicle files into {garage}?</source>
        <translation>Diese {count} Fahrzeugdateien in {garage} importieren?</translation>
    </message>
    <message>
        <source>Import Vehicle Files</source>
        <translation>Fahrzeugdateien importieren</translation>
    </message>
</context>
<context>
    <name>OpenGarage</name>
    <message>
        <source>Open Garage</source>
        <translation>Garage öffnen</translation>
    </message>
    <message>
        <source>the garage is still opening; try again once it is</source>
        <translation>die Garage wird noch geöffnet; versuchen Sie es danach noch einmal</translation>
    </message>
</context>
<context>
    <name>OutcomePage</name>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <source>Who survived (a driver can live through the loss of the car), who destroyed whom, and for a race who finished where.</source>
        <translation>Wer überlebte (ein Fahrer kann den Verlust des Autos überleben), wer wen zerstörte und bei einem Rennen, wer wo ins Ziel kam.</translation>
    </message>
    <message>
        <source>no one</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>Driver (car)</source>
        <translation>Fahrer (Auto)</translation>
    </message>
    <message>
        <source>Survived</source>
        <translation>Überlebt</translation>
    </message>
    <message>
        <source>How they died</source>
        <translation>Wie gestorben</translation>
    </message>
    <message>
        <source>Destroyed by</source>
        <translation>Zerstört von</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Im Ziel</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Navigator</source>
        <translation>Navigatorin</translation>
    </message>
</context>
<context>
    <name>PartsList</name>
    <message>
        <source>Fitted {what}</source>
        <translation>Eingebaut: {what}</translation>
    </message>
    <message>
        <source>{what} to add</source>
        <translation>{what} zum Hinzufügen</translation>
    </message>
    <message>
        <source>{cost} Capacity: {effect}</source>
        <translation>{cost} Kapazität: {effect}</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add {what}</source>
        <translation>{what} hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove {what}</source>
        <translation>{what} entfernen</translation>
    </message>
    <message>
        <source>{key} (unknown)</source>
        <translation>{key} (unbekannt)</translation>
    </message>
    <message>
        <source>Add {part}</source>
        <translation>{part} hinzufügen</translation>
    </message>
    <message>
        <source>Remove {part}</source>
        <translation>{part} entfernen</translation>
    </message>
</context>
<context>
    <name>PlayMenu</name>
    <message>
        <source>&amp;New Game...</source>
        <translation>&amp;Neues Spiel...</translation>
    </message>
    <message>
        <source>Play a game at the table with the rules engine&apos;s help</source>
        <translation>Ein Spiel am Tisch mit Hilfe der Regel-Engine spielen</translation>
    </message>
    <message>
        <source>&amp;Resume Game...</source>
        <translation>Spiel &amp;fortsetzen...</translation>
    </message>
    <message>
        <source>Go on with a game that was not finished</source>
        <translation>Ein nicht beendetes Spiel fortsetzen</translation>
    </message>
    <message>
        <source>New &amp;Game with These Cars...</source>
        <translation>Neues Spiel mit &amp;diesen Autos...</translation>
    </message>
    <message>
        <source>Start a game with the cars selected in the garage list</source>
        <translation>Ein Spiel mit den in der Garagenliste ausgewählten Autos beginnen</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <source>Resume Game</source>
        <translation>Spiel fortsetzen</translation>
    </message>
    <message>
        <source>No unfinished games: start one with Play &gt; New Game</source>
        <translation>Keine offenen Spiele: Beginnen Sie eines mit Spielen &gt; Neues Spiel</translation>
    </message>
    <message>
        <source>The garage is still opening; games start once it is</source>
        <translation>Die Garage wird noch geöffnet; Spiele beginnen, sobald sie offen ist</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
</context>
<context>
    <name>PlayWindow</name>
    <message>
        <source>Turn banner</source>
        <translation>Zugbanner</translation>
    </message>
    <message>
        <source>Templates on the table</source>
        <translation>Schablonen auf dem Tisch</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>Play it (Ctrl+Enter)</source>
        <translation>Ausspielen (Strg+Enter)</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Das Ende</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Record in &amp;campaign...</source>
        <translation>In &amp;Kampagne eintragen...</translation>
    </message>
    <message>
        <source>Export &amp;result...</source>
        <translation>&amp;Ergebnis exportieren...</translation>
    </message>
    <message>
        <source>Export &amp;log...</source>
        <translation>&amp;Protokoll exportieren...</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Record in Campaign...</source>
        <translation>In &amp;Kampagne eintragen...</translation>
    </message>
    <message>
        <source>Export &amp;Result...</source>
        <translation>&amp;Ergebnis exportieren...</translation>
    </message>
    <message>
        <source>Export &amp;Log...</source>
        <translation>&amp;Protokoll exportieren...</translation>
    </message>
    <message>
        <source>&amp;Campaigns...</source>
        <translation>Ka&amp;mpagnen...</translation>
    </message>
    <message>
        <source>&amp;Invite Players...</source>
        <translation>Spieler ein&amp;laden...</translation>
    </message>
    <message>
        <source>Let each player follow and play their car from a phone&apos;s browser</source>
        <translation>Jeden Spieler sein Auto im Browser eines Handys verfolgen und spielen lassen</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Actions</source>
        <translation>A&amp;ktionen</translation>
    </message>
    <message>
        <source>Play the Action</source>
        <translation>Aktion ausspielen</translation>
    </message>
    <message>
        <source>Roll for Me</source>
        <translation>Für mich würfeln</translation>
    </message>
    <message>
        <source>Cancel the Action</source>
        <translation>Aktion abbrechen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;In (game night)</source>
        <translation>&amp;Vergrößern (Spieleabend)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>&amp;Game-Night Layout (cards large, forms on demand)</source>
        <translation>&amp;Spieleabend-Ansicht (große Autokarten, Formulare bei Bedarf)</translation>
    </message>
    <message>
        <source>Go to the &amp;Log</source>
        <translation>Zum &amp;Protokoll</translation>
    </message>
    <message>
        <source>Go to the &amp;Dice</source>
        <translation>Zu den &amp;Würfeln</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>neues Spiel</translation>
    </message>
    <message>
        <source>Game Night: {title}</source>
        <translation>Spieleabend: {title}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Setting up&lt;/b&gt;: the setup rolls its dice first</source>
        <translation>&lt;b&gt;Aufstellung&lt;/b&gt;: Die Aufstellung würfelt zuerst</translation>
    </message>
    <message>
        <source>the die: {words}</source>
        <translation>den Wurf: {words}</translation>
    </message>
    <message>
        <source>the decision: {words}</source>
        <translation>die Entscheidung: {words}</translation>
    </message>
    <message>
        <source>Waiting for {what}</source>
        <translation>Wartet auf {what}</translation>
    </message>
    <message>
        <source>&lt;b&gt;The game is over.&lt;/b&gt; A game of {rule_set} keeps no result for a campaign, so there is none to record or export: export the log to keep the game.</source>
        <translation>&lt;b&gt;Das Spiel ist vorbei.&lt;/b&gt; Ein Spiel von {rule_set} hält kein Ergebnis für eine Kampagne fest, also gibt es keines einzutragen oder zu exportieren: Exportieren Sie das Protokoll, um das Spiel aufzuheben.</translation>
    </message>
    <message>
        <source>Winner: {name}</source>
        <translation>Sieger: {name}</translation>
    </message>
    <message>
        <source>Winner: nobody</source>
        <translation>Sieger: niemand</translation>
    </message>
    <message>
        <source>unnamed driver</source>
        <translation>namenloser Fahrer</translation>
    </message>
    <message>
        <source>survived</source>
        <translation>überlebt</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>getötet</translation>
    </message>
    <message>
        <source>, place {position}</source>
        <translation>, Platz {position}</translation>
    </message>
    <message>
        <source>, kills: {cars}</source>
        <translation>, Abschüsse: {cars}</translation>
    </message>
    <message>
        <source>{driver}: {fate}{place}{kills}</source>
        <translation>{driver}: {fate}{place}{kills}</translation>
    </message>
    <message>
        <source>End the Game</source>
        <translation>Spiel beenden</translation>
    </message>
    <message>
        <source>End the game now? Nothing more can be played in it.</source>
        <translation>Das Spiel jetzt beenden? Danach kann darin nichts mehr gespielt werden.</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z) takes it back.</source>
        <translation>Rückgängig (Strg+Z) nimmt es zurück.</translation>
    </message>
    <message>
        <source>{request} - rolled {value}</source>
        <translation>{request} - gewürfelt: {value}</translation>
    </message>
    <message>
        <source>Cancelled: nothing was played</source>
        <translation>Abgebrochen: Es wurde nichts gespielt</translation>
    </message>
    <message>
        <source>Game over: record it in the campaign, or export the result</source>
        <translation>Spiel vorbei: Tragen Sie es in die Kampagne ein oder exportieren Sie das Ergebnis</translation>
    </message>
    <message>
        <source>Game over: export the log to keep it</source>
        <translation>Spiel vorbei: Exportieren Sie das Protokoll, um es aufzuheben</translation>
    </message>
    <message>
        <source>Record in Campaign</source>
        <translation>In Kampagne eintragen</translation>
    </message>
    <message>
        <source>there is no campaign yet: start one in the Campaign screen</source>
        <translation>es gibt noch keine Kampagne: Beginnen Sie eine im Kampagnenfenster</translation>
    </message>
    <message>
        <source>Campaign:</source>
        <translation>Kampagne:</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Eintragen</translation>
    </message>
    <message>
        <source>Recorded as game {number} of {campaign}</source>
        <translation>Als Spiel {number} von {campaign} eingetragen</translation>
    </message>
    <message>
        <source>Export Result</source>
        <translation>Ergebnis exportieren</translation>
    </message>
    <message>
        <source>Game results (*.result.json);;All files (*)</source>
        <translation>Spielergebnisse (*.result.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>this {rule_set} game has no result to export: export the log</source>
        <translation>dieses Spiel von {rule_set} hat kein Ergebnis zum Exportieren: Exportieren Sie das Protokoll</translation>
    </message>
    <message>
        <source>{path}: cannot be written ({reason})</source>
        <translation>{path}: kann nicht geschrieben werden ({reason})</translation>
    </message>
    <message>
        <source>Wrote the result to {path}</source>
        <translation>Das Ergebnis nach {path} geschrieben</translation>
    </message>
    <message>
        <source>Export Log</source>
        <translation>Protokoll exportieren</translation>
    </message>
    <message>
        <source>Play logs (*.jsonl);;All files (*)</source>
        <translation>Spielprotokolle (*.jsonl);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Wrote the log to {path}</source>
        <translation>Das Protokoll nach {path} geschrieben</translation>
    </message>
</context>
<context>
    <name>PostGameForm</name>
    <message>
        <source>unnamed driver</source>
        <translation>namenloser Fahrer</translation>
    </message>
    <message>
        <source>Lady Navigator</source>
        <translation>Lady Navigator</translation>
    </message>
    <message>
        <source>unnamed navigator</source>
        <translation>namenlose Navigatorin</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Survived</source>
        <translation>Überlebt</translation>
    </message>
    <message>
        <source>how they died</source>
        <translation>wie gestorben</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Im Ziel</translation>
    </message>
    <message>
        <source>unplaced</source>
        <translation>ohne Platz</translation>
    </message>
    <message>
        <source>She survived</source>
        <translation>Sie überlebte</translation>
    </message>
    <message>
        <source>She ejected</source>
        <translation>Sie stieg aus</translation>
    </message>
    <message>
        <source>Unnamed driver</source>
        <translation>Namenloser Fahrer</translation>
    </message>
    <message>
        <source>no car</source>
        <translation>kein Auto</translation>
    </message>
    <message>
        <source>{driver} ({car})</source>
        <translation>{driver} ({car})</translation>
    </message>
    <message>
        <source>driver</source>
        <translation>Fahrer</translation>
    </message>
    <message>
        <source>car</source>
        <translation>Auto</translation>
    </message>
    <message>
        <source>navigator&apos;s name</source>
        <translation>Name der Navigatorin</translation>
    </message>
    <message>
        <source>remove</source>
        <translation>entfernen</translation>
    </message>
    <message>
        <source>survived</source>
        <translation>überlebt</translation>
    </message>
    <message>
        <source>destroyed by</source>
        <translation>zerstört von</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>im Ziel</translation>
    </message>
    <message>
        <source>place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>navigator survived</source>
        <translation>Navigatorin überlebte</translation>
    </message>
    <message>
        <source>navigator ejected</source>
        <translation>Navigatorin stieg aus</translation>
    </message>
    <message>
        <source>Record a Game</source>
        <translation>Ein Spiel eintragen</translation>
    </message>
    <message>
        <source>&amp;Record Game</source>
        <translation>Spiel &amp;eintragen</translation>
    </message>
    <message>
        <source>{car}: unnamed driver, earns nothing</source>
        <translation>{car}: namenloser Fahrer, verdient nichts</translation>
    </message>
    <message>
        <source>{driver}: died in game {game}; a game naming them will be refused</source>
        <translation>{driver}: gestorben in Spiel {game}; ein Spiel, das ihn nennt, wird abgelehnt</translation>
    </message>
    <message numerus="yes">
        <source>{driver} ({car}): dies with %n reroll(s)</source>
        <translation>
            <numerusform>{driver} ({car}): stirbt mit %n Neuwurf</numerusform>
            <numerusform>{driver} ({car}): stirbt mit %n Neuwürfen</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>{driver} ({car}): {why}: {before} → {after} rerolls</source>
        <translation>{driver} ({car}): {why}: {before} → {after} Neuwürfe</translation>
    </message>
    <message>
        <source>lost, and dies</source>
        <translation>verloren und stirbt</translation>
    </message>
    <message>
        <source>ejected, earns nothing</source>
        <translation>ausgestiegen, verdient nichts</translation>
    </message>
    <message>
        <source>+{earned} survived without ejecting</source>
        <translation>+{earned} überlebt, ohne auszusteigen</translation>
    </message>
    <message>
        <source>{navigator} (Lady Navigator): {fate}</source>
        <translation>{navigator} (Lady Navigator): {fate}</translation>
    </message>
    <message>
        <source>{driver} died in game {game}: a new driver of {car} needs a new name.</source>
        <translation>{driver} starb in Spiel {game}: Ein neuer Fahrer von {car} braucht einen neuen Namen.</translation>
    </message>
    <message>
        <source>{navigator} (Lady Navigator) died in game {game}: a new navigator needs a new name.</source>
        <translation>{navigator} (Lady Navigator) starb in Spiel {game}: Eine neue Navigatorin braucht einen neuen Namen.</translation>
    </message>
</context>
<context>
    <name>ReportPanel</name>
    <message>
        <source>Capac&amp;ity</source>
        <translation>Kapa&amp;zität</translation>
    </message>
    <message>
        <source>What the rules count (no Capac&amp;ity)</source>
        <translation>Was die Regeln zählen (keine Kapa&amp;zität)</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Capacity used</source>
        <translation>Belegte Kapazität</translation>
    </message>
    <message>
        <source>Hit points</source>
        <translation>Trefferpunkte</translation>
    </message>
    <message>
        <source>Capacity breakdown</source>
        <translation>Aufteilung der Kapazität</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>Belegt durch</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>Pro&amp;blems</source>
        <translation>Pr&amp;obleme</translation>
    </message>
    <message>
        <source>No car selected</source>
        <translation>Kein Auto gewählt</translation>
    </message>
    <message>
        <source>Legal</source>
        <translation>Zulässig</translation>
    </message>
    <message numerus="yes">
        <source>Legal, %n warning</source>
        <translation>
            <numerusform>Zulässig,
%n Warnung</numerusform>
            <numerusform>Zulässig,
%n Warnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Legal, %n warnings</source>
        <translation>
            <numerusform>Zulässig,
%n Warnung</numerusform>
            <numerusform>Zulässig,
%n Warnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Illegal: %n error</source>
        <translation>
            <numerusform>Unzulässig:
%n Fehler</numerusform>
            <numerusform>Unzulässig:
%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Illegal: %n errors</source>
        <translation>
            <numerusform>Unzulässig:
%n Fehler</numerusform>
            <numerusform>Unzulässig:
%n Fehler</numerusform>
        </translation>
    </message>
    <message>
        <source>Hit points: {points} (three lines of {line})</source>
        <translation>Trefferpunkte: {points} (drei Linien zu {line})</translation>
    </message>
    <message>
        <source>Total (limit {limit})</source>
        <translation>Summe (Grenze {limit})</translation>
    </message>
    <message>
        <source>Error ({code})</source>
        <translation>Fehler ({code})</translation>
    </message>
    <message>
        <source>Warning ({code})</source>
        <translation>Warnung ({code})</translation>
    </message>
    <message>
        <source>No problems: this car follows the rules.</source>
        <translation>Keine Probleme: Dieses Auto hält sich an die Regeln.</translation>
    </message>
</context>
<context>
    <name>ReportProblemDialog</name>
    <message>
        <source>To report a problem, please attach:
  - the log: {log}
    (and {name}.1, {name}.2 beside it, if the problem was a few runs ago);
  - what you did, step by step, and what you expected;
  - the car file (.car.json), game log (.jsonl) or garage it happened with, if you can share it.

The log holds each run&apos;s start and the details of any unexpected error; it names files
and cars, nothing else.
</source>
        <translation>Um ein Problem zu melden, legen Sie bitte bei:
  - das Protokoll: {log}
    (und {name}.1, {name}.2 daneben, wenn das Problem ein paar Starts zurückliegt);
  - was Sie Schritt für Schritt getan und was Sie erwartet haben;
  - die Autodatei (.car.json), das Spielprotokoll (.jsonl) oder die Garage, mit der es passiert ist, wenn Sie sie weitergeben können.

Das Protokoll enthält den Start jedes Laufs und die Einzelheiten jedes unerwarteten Fehlers; es nennt Dateien
und Autos, sonst nichts.
</translation>
    </message>
    <message>
        <source>Report a Problem</source>
        <translation>Problem melden</translation>
    </message>
    <message>
        <source>Garage keeps a log for bug reports. Copy this text into your report:</source>
        <translation>Garage führt ein Protokoll für Fehlerberichte. Kopieren Sie diesen Text in Ihren Bericht:</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Open Log Folder</source>
        <translation>Protokoll&amp;ordner öffnen</translation>
    </message>
</context>
<context>
    <name>ReportUnexpected</name>
    <message>
        <source>Garage</source>
        <translation>Garage</translation>
    </message>
    <message>
        <source>Something went wrong that Garage did not expect:

{error}

Your unsaved changes are still in the window; save them if you can.

The details are in {log}: Help &gt; Report a Problem says what to attach.</source>
        <translation>Etwas ist schiefgegangen, womit Garage nicht gerechnet hat:

{error}

Ihre ungespeicherten Änderungen sind noch im Fenster; speichern Sie sie, wenn Sie können.

Die Einzelheiten stehen in {log}: Hilfe &gt; Problem melden sagt, was Sie beilegen sollten.</translation>
    </message>
</context>
<context>
    <name>RequestPanel</name>
    <message>
        <source>Dice and decisions</source>
        <translation>Würfel und Entscheidungen</translation>
    </message>
    <message>
        <source>Waiting for</source>
        <translation>Wartet auf</translation>
    </message>
    <message>
        <source>Face rolled</source>
        <translation>Gewürfelte Augenzahl</translation>
    </message>
    <message>
        <source>type the face, Enter</source>
        <translation>Augenzahl eintippen, Enter</translation>
    </message>
    <message>
        <source>E&amp;nter</source>
        <translation>&amp;Eingeben</translation>
    </message>
    <message>
        <source>&amp;Roll for me</source>
        <translation>Für mich &amp;würfeln</translation>
    </message>
    <message>
        <source>Garage rolls the die and shows the face (Ctrl+R)</source>
        <translation>Garage würfelt und zeigt die Augenzahl (Strg+R)</translation>
    </message>
    <message>
        <source>Cancel action</source>
        <translation>Aktion abbrechen</translation>
    </message>
    <message>
        <source>Last die</source>
        <translation>Letzter Wurf</translation>
    </message>
    <message>
        <source>Nothing to roll.</source>
        <translation>Nichts zu würfeln.</translation>
    </message>
    <message>
        <source>Roll a d{sides}: {purpose}</source>
        <translation>Würfeln Sie einen W{sides}: {purpose}</translation>
    </message>
    <message>
        <source>Decide: {purpose}</source>
        <translation>Entscheiden Sie: {purpose}</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>(Vorgabe)</translation>
    </message>
    <message>
        <source>A d{sides} shows 1 to {sides}; &apos;{text}&apos; is not a face of it.</source>
        <translation>Ein W{sides} zeigt 1 bis {sides}; „{text}“ ist keine seiner Augenzahlen.</translation>
    </message>
</context>
<context>
    <name>RerollsChart</name>
    <message>
        <source>Rerolls over the campaign&apos;s games</source>
        <translation>Neuwürfe über die Spiele der Kampagne</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Noch keine Spiele.</translation>
    </message>
    <message>
        <source>(died)</source>
        <translation>(gestorben)</translation>
    </message>
    <message>
        <source>{games}. Rerolls after each game played: {drivers}.</source>
        <translation>{games}. Neuwürfe nach jedem gespielten Spiel: {drivers}.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Spiel</numerusform>
            <numerusform>%n Spiele</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more driver(s)</source>
        <translation>
            <numerusform>und %n weiterer Fahrer</numerusform>
            <numerusform>und %n weitere Fahrer</numerusform>
        </translation>
    </message>
    <message>
        <source>No games recorded yet</source>
        <translation>Noch keine Spiele eingetragen</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Rerolls</source>
        <translation>Neuwürfe</translation>
    </message>
    <message>
        <source>{count} more</source>
        <translation>{count} weitere</translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <source>Resume a Game</source>
        <translation>Ein Spiel fortsetzen</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Nicht beendete Spiele</translation>
    </message>
    <message>
        <source>Cannot be opened: {error}</source>
        <translation>Kann nicht geöffnet werden: {error}</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>These games were not finished. Every action was saved as it was played.</source>
        <translation>Diese Spiele wurden nicht beendet. Jede Aktion wurde gespeichert, als sie gespielt wurde.</translation>
    </message>
    <message numerus="yes">
        <source>{file}: {game}, %n car(s) ({cars}); {where}</source>
        <translation>
            <numerusform>{file}: {game}, %n Auto ({cars}); {where}</numerusform>
            <numerusform>{file}: {game}, %n Autos ({cars}); {where}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RuleLookups</name>
    <message>
        <source>Speed: what may I plot this game-turn? (section 3)</source>
        <translation>Geschwindigkeit: Was darf ich diesen Spielzug planen? (Abschnitt 3)</translation>
    </message>
    <message>
        <source>Last game-turn&apos;s speed</source>
        <translation>Geschwindigkeit im letzten Spielzug</translation>
    </message>
    <message>
        <source>Ok</source>
        <translation>In Ordnung</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>Beschädigt</translation>
    </message>
    <message>
        <source>Destroyed</source>
        <translation>Zerstört</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <source>Brakes</source>
        <translation>Bremsen</translation>
    </message>
    <message>
        <source>Moving backwards</source>
        <translation>Rückwärts fahren</translation>
    </message>
    <message>
        <source>Burn a nitro charge</source>
        <translation>Eine Nitro-Ladung zünden</translation>
    </message>
    <message>
        <source>Speed answer</source>
        <translation>Antwort zur Geschwindigkeit</translation>
    </message>
    <message>
        <source>Stat line:</source>
        <translation>Werte:</translation>
    </message>
    <message>
        <source>Last game-turn&apos;s speed:</source>
        <translation>Letzter Spielzug:</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Motor:</translation>
    </message>
    <message>
        <source>Brakes:</source>
        <translation>Bremsen:</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Antwort:</translation>
    </message>
    <message>
        <source>Attack: what are my odds? (section 7)</source>
        <translation>Angriff: Wie stehen meine Chancen? (Abschnitt 7)</translation>
    </message>
    <message>
        <source>Weapon class</source>
        <translation>Waffenklasse</translation>
    </message>
    <message>
        <source>Range in inches</source>
        <translation>Entfernung in Zoll</translation>
    </message>
    <message>
        <source>Target&apos;s plotted speed</source>
        <translation>Geplante Geschwindigkeit des Ziels</translation>
    </message>
    <message>
        <source>The target is in the air</source>
        <translation>Das Ziel ist in der Luft</translation>
    </message>
    <message>
        <source>Attack answer</source>
        <translation>Antwort zum Angriff</translation>
    </message>
    <message>
        <source>Weapon class:</source>
        <translation>Waffenklasse:</translation>
    </message>
    <message>
        <source>Range:</source>
        <translation>Entfernung:</translation>
    </message>
    <message>
        <source>Target&apos;s plotted speed:</source>
        <translation>Geschwindigkeit des Ziels:</translation>
    </message>
    <message>
        <source>Plot {low}&quot; to {high}&quot; (MAX {max}&quot;)</source>
        <translation>Plane {low}&quot; bis {high}&quot; (MAX {max}&quot;)</translation>
    </message>
    <message>
        <source>; the engine cut the current speed to {speed}&quot;</source>
        <translation>; der Motor hat die Geschwindigkeit auf {speed}&quot; gesenkt</translation>
    </message>
    <message>
        <source>. Nitro adds {inches}&quot; to this game-turn&apos;s move only.</source>
        <translation>. Nitro gibt {inches}&quot; nur zur Bewegung dieses Spielzugs dazu.</translation>
    </message>
    <message>
        <source>Hit points</source>
        <translation>Trefferpunkte</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>{dice}d6 ({band}); on average {mean} hit points.</source>
        <translation>{dice}W6 ({band}); im Mittel {mean} Trefferpunkte.</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source># Rulings

Where the rules text is silent, contradicts itself or leaves a choice to the table, Garage
plays it the way below: its record sheets, checks and look-ups all follow these rulings.
Your table may rule otherwise; the numbers (D1, P2...) are how Garage refers to them.
</source>
        <translation># Auslegungen

Wo der Regeltext schweigt, sich widerspricht oder die Wahl dem Spieltisch überlässt, spielt Garage
es wie unten: Seine Datenblätter, Prüfungen und Nachschlagetabellen folgen alle diesen Auslegungen.
Ihr Tisch darf anders entscheiden; mit den Nummern (D1, P2...) verweist Garage auf sie.
Die Auslegungen selbst stehen im englischen Original.
</translation>
    </message>
</context>
<context>
    <name>SheetMenu</name>
    <message>
        <source>Export Record S&amp;heets (PDF)...</source>
        <translation>Datenblätter expor&amp;tieren (PDF)...</translation>
    </message>
    <message>
        <source>Write printable record sheets for the selected cars</source>
        <translation>Druckbare Datenblätter für die ausgewählten Autos schreiben</translation>
    </message>
    <message>
        <source>Pre&amp;view Record Sheets...</source>
        <translation>Datenblatt-&amp;Vorschau...</translation>
    </message>
    <message>
        <source>See and print the selected cars&apos; sheets</source>
        <translation>Die Datenblätter der ausgewählten Autos ansehen und drucken</translation>
    </message>
    <message>
        <source>&amp;Print Record Sheets...</source>
        <translation>Datenblätter d&amp;rucken...</translation>
    </message>
    <message>
        <source>Print the selected cars&apos; record sheets</source>
        <translation>Die Datenblätter der ausgewählten Autos drucken</translation>
    </message>
    <message>
        <source>Record Sheets</source>
        <translation>Datenblätter</translation>
    </message>
    <message>
        <source>Export Record Sheets</source>
        <translation>Datenblätter exportieren</translation>
    </message>
    <message>
        <source>record-sheets</source>
        <translation>datenblaetter</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Drawing record sheets...</source>
        <translation>Datenblätter werden gezeichnet...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written</source>
        <translation>Export abgebrochen: Nichts wurde geschrieben</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n record sheet to {path}</source>
        <translation>
            <numerusform>%n Datenblatt nach {path} geschrieben</numerusform>
            <numerusform>%n Datenblätter nach {path} geschrieben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n record sheets to {path}</source>
        <translation>
            <numerusform>%n Datenblatt nach {path} geschrieben</numerusform>
            <numerusform>%n Datenblätter nach {path} geschrieben</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SheetOptionsDialog</name>
    <message>
        <source>Export Record Sheets</source>
        <translation>Datenblätter exportieren</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>&amp;Exportieren...</translation>
    </message>
    <message>
        <source>Record sheets for {cars}.</source>
        <translation>Datenblätter für {cars}.</translation>
    </message>
</context>
<context>
    <name>SheetOptionsForm</name>
    <message>
        <source>Page size</source>
        <translation>Papierformat</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>US Letter</translation>
    </message>
    <message>
        <source>Sheets per page</source>
        <translation>Datenblätter pro Seite</translation>
    </message>
    <message>
        <source>One (landscape, full page)</source>
        <translation>Eines (quer, ganze Seite)</translation>
    </message>
    <message>
        <source>Two (portrait, cut in half)</source>
        <translation>Zwei (hoch, zum Halbieren)</translation>
    </message>
    <message>
        <source>&amp;Colour</source>
        <translation>&amp;Farbe</translation>
    </message>
    <message>
        <source>&amp;Reference tables on each sheet</source>
        <translation>&amp;Nachschlagetabellen auf jedem Blatt</translation>
    </message>
    <message>
        <source>C&amp;over page (always one for several cars)</source>
        <translation>Deckbla&amp;tt (bei mehreren Autos immer)</translation>
    </message>
    <message>
        <source>Race s&amp;tat line (section 10)</source>
        <translation>Renn&amp;werte (Abschnitt 10)</translation>
    </message>
    <message>
        <source>Map for the table</source>
        <translation>Karte für den Tisch</translation>
    </message>
    <message>
        <source>A map printed on a page of its own after the sheets, to play on</source>
        <translation>Eine Karte zum Spielen, auf eigener Seite nach den Datenblättern gedruckt</translation>
    </message>
    <message>
        <source>Open map &amp;file...</source>
        <translation>Kartendate&amp;i öffnen...</translation>
    </message>
    <message>
        <source>Print a map saved as a file</source>
        <translation>Eine als Datei gespeicherte Karte drucken</translation>
    </message>
    <message>
        <source>Map problem</source>
        <translation>Problem mit der Karte</translation>
    </message>
    <message>
        <source>&amp;Map for the table:</source>
        <translation>&amp;Karte für den Tisch:</translation>
    </message>
    <message>
        <source>Page &amp;size:</source>
        <translation>&amp;Papierformat:</translation>
    </message>
    <message>
        <source>S&amp;heets per page:</source>
        <translation>Blätter pro &amp;Seite:</translation>
    </message>
    <message>
        <source>{rule_sets} sheets do not change with this option</source>
        <translation>Datenblätter für {rule_sets} ändern sich mit dieser Option nicht</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Open Map</source>
        <translation>Karte öffnen</translation>
    </message>
    <message>
        <source>Maps (*{suffix});;All files (*)</source>
        <translation>Karten (*{suffix});;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>SheetPreview</name>
    <message>
        <source>Record sheets</source>
        <translation>Datenblätter</translation>
    </message>
    <message>
        <source>the printer could not be started</source>
        <translation>der Drucker ließ sich nicht starten</translation>
    </message>
    <message>
        <source>Record Sheets — {cars}</source>
        <translation>Datenblätter — {cars}</translation>
    </message>
    <message>
        <source>Record sheet preview</source>
        <translation>Vorschau der Datenblätter</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Zoom</translation>
    </message>
    <message>
        <source>Fit page</source>
        <translation>Ganze Seite</translation>
    </message>
    <message>
        <source>Fit width</source>
        <translation>Seitenbreite</translation>
    </message>
    <message>
        <source>&amp;Zoom:</source>
        <translation>&amp;Zoom:</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>P&amp;age:</source>
        <translation>S&amp;eite:</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>&amp;Print...</source>
        <translation>&amp;Drucken...</translation>
    </message>
    <message>
        <source>Save as P&amp;DF...</source>
        <translation>Als PDF spei&amp;chern...</translation>
    </message>
    <message>
        <source>Print status</source>
        <translation>Druckstatus</translation>
    </message>
    <message>
        <source>of {count}</source>
        <translation>von {count}</translation>
    </message>
    <message>
        <source>Printing page {done} of {total}…</source>
        <translation>Seite {done} von {total} wird gedruckt…</translation>
    </message>
    <message>
        <source>the printer</source>
        <translation>den Drucker</translation>
    </message>
    <message>
        <source>Not printed: {problem}</source>
        <translation>Nicht gedruckt: {problem}</translation>
    </message>
    <message>
        <source>Printing…</source>
        <translation>Wird gedruckt…</translation>
    </message>
    <message>
        <source>lp stopped ({code})</source>
        <translation>lp hat abgebrochen ({code})</translation>
    </message>
    <message>
        <source>Sending to {printer}…</source>
        <translation>Wird an {printer} gesendet…</translation>
    </message>
    <message numerus="yes">
        <source>Sent %n page to {printer}</source>
        <translation>
            <numerusform>%n Seite an {printer} gesendet</numerusform>
            <numerusform>%n Seiten an {printer} gesendet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sent %n pages to {printer}</source>
        <translation>
            <numerusform>%n Seite an {printer} gesendet</numerusform>
            <numerusform>%n Seiten an {printer} gesendet</numerusform>
        </translation>
    </message>
    <message>
        <source>record-sheets</source>
        <translation>datenblaetter</translation>
    </message>
    <message>
        <source>Save Record Sheets</source>
        <translation>Datenblätter speichern</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Not saved: {problem}</source>
        <translation>Nicht gespeichert: {problem}</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>{file} gespeichert</translation>
    </message>
    <message>
        <source>Record Sheets</source>
        <translation>Datenblätter</translation>
    </message>
</context>
<context>
    <name>SideDock</name>
    <message>
        <source>No matchup for this car&apos;s rule set</source>
        <translation>Kein Duell für das Regelwerk dieses Autos</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <source>What the rules say of the car: its Capacity and its problems</source>
        <translation>Was die Regeln zum Auto sagen: seine Kapazität und seine Probleme</translation>
    </message>
</context>
<context>
    <name>StackAction</name>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>{step} {command}</source>
        <translation>{step}: {command}</translation>
    </message>
</context>
<context>
    <name>StepAction</name>
    <message>
        <source>{step} {command} ({keys})</source>
        <translation>{step}: {command} ({keys})</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
</context>
<context>
    <name>ThresholdChart</name>
    <message>
        <source>Threshold lines crossed by game-turn</source>
        <translation>Überschrittene Schwellenlinien je Spielzug</translation>
    </message>
    <message>
        <source>no answer yet</source>
        <translation>noch keine Antwort</translation>
    </message>
    <message>
        <source>opponent line {line} by turn {turns}: {percent}%</source>
        <translation>Gegner Linie {line} bis Zug {turns}: {percent} %</translation>
    </message>
    <message>
        <source>this car line {line} by turn {turns}: {percent}%</source>
        <translation>dieses Auto Linie {line} bis Zug {turns}: {percent} %</translation>
    </message>
    <message>
        <source>No answer yet</source>
        <translation>Noch keine Antwort</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>Linie {line}</translation>
    </message>
</context>
<context>
    <name>WeaponDelegate</name>
    <message>
        <source>Weapon name</source>
        <translation>Name der Waffe</translation>
    </message>
    <message>
        <source>Weapon class</source>
        <translation>Waffenklasse</translation>
    </message>
    <message>
        <source>Weapon face</source>
        <translation>Seite der Waffe</translation>
    </message>
</context>
<context>
    <name>WeaponsModel</name>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Face</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>(choose a face)</source>
        <translation>(Seite wählen)</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(ohne Namen)</translation>
    </message>
</context>
<context>
    <name>data</name>
    <message>
        <source>+1 in collisions</source>
        <translation>+1 bei Kollisionen</translation>
    </message>
    <message>
        <source>+2 in collisions</source>
        <translation>+2 bei Kollisionen</translation>
    </message>
    <message>
        <source>1,2: fire goes out</source>
        <translation>1,2: Feuer erlischt</translation>
    </message>
    <message>
        <source>1-4: fire goes out</source>
        <translation>1-4: Feuer erlischt</translation>
    </message>
    <message>
        <source>1:24 (all measurements trebled)</source>
        <translation>1:24 (alle Maße verdreifacht)</translation>
    </message>
    <message>
        <source>1:43, or centimetres (all measurements doubled)</source>
        <translation>1:43 oder Zentimeter (alle Maße verdoppelt)</translation>
    </message>
    <message>
        <source>1:64 (inches)</source>
        <translation>1:64 (Zoll)</translation>
    </message>
    <message>
        <source>3,4: burns, 1 Hit Point</source>
        <translation>3,4: brennt, 1 Trefferpunkt</translation>
    </message>
    <message>
        <source>4s and 5s do 1 Hit Point, 6s do 2 Hit Points</source>
        <translation>4er und 5er machen 1 Trefferpunkt, 6er 2 Trefferpunkte</translation>
    </message>
    <message>
        <source>4s and 5s do 2 Hit Points, 6s do 4 Hit Points</source>
        <translation>4er und 5er machen 2 Trefferpunkte, 6er 4 Trefferpunkte</translation>
    </message>
    <message>
        <source>5,6: burns fiercely, 2 Hit Points</source>
        <translation>5,6: brennt heftig, 2 Trefferpunkte</translation>
    </message>
    <message>
        <source>5,6: burns, 1 Hit Point</source>
        <translation>5,6: brennt, 1 Trefferpunkt</translation>
    </message>
    <message>
        <source>5s and 6s do 1 Hit Point</source>
        <translation>5er und 6er machen 1 Trefferpunkt</translation>
    </message>
    <message>
        <source>6s do 1 Hit Point</source>
        <translation>6er machen 1 Trefferpunkt</translation>
    </message>
    <message>
        <source>A killed driver is a kill</source>
        <translation>Ein getöteter Fahrer zählt als Abschuss</translation>
    </message>
    <message>
        <source>Acid storm</source>
        <translation>Säuresturm</translation>
    </message>
    <message>
        <source>Armoured Engine Bay</source>
        <translation>Gepanzerter Motorraum</translation>
    </message>
    <message>
        <source>Artillery bombardment</source>
        <translation>Artilleriebeschuss</translation>
    </message>
    <message>
        <source>Auto-Steer</source>
        <translation>Auto-Steer</translation>
    </message>
    <message>
        <source>Badlands Ambush</source>
        <translation>Hinterhalt im Ödland</translation>
    </message>
    <message>
        <source>Banger Race</source>
        <translation>Schrottrennen</translation>
    </message>
    <message>
        <source>Blocks line of sight; removed on a 6 at turn start</source>
        <translation>Versperrt die Sicht; verschwindet bei einer 6 zu Zugbeginn</translation>
    </message>
    <message>
        <source>Body Armour</source>
        <translation>Schutzweste</translation>
    </message>
    <message>
        <source>Brakes</source>
        <translation>Bremsen</translation>
    </message>
    <message>
        <source>Car</source>
        <translation>Auto</translation>
    </message>
    <message>
        <source>Car Wars crash tables</source>
        <translation>Car-Wars-Crash-Tabellen</translation>
    </message>
    <message>
        <source>Classic clockface turning</source>
        <translation>Klassisches Wenden nach dem Zifferblatt</translation>
    </message>
    <message>
        <source>Cloudbursts</source>
        <translation>Wolkenbrüche</translation>
    </message>
    <message>
        <source>Crash tables</source>
        <translation>Crash-Tabellen</translation>
    </message>
    <message>
        <source>Cycle</source>
        <translation>Motorrad</translation>
    </message>
    <message>
        <source>Damaged / Destroyed</source>
        <translation>Beschädigt / Zerstört</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Tot</translation>
    </message>
    <message>
        <source>Deathmatch</source>
        <translation>Deathmatch</translation>
    </message>
    <message>
        <source>Destroyed</source>
        <translation>Zerstört</translation>
    </message>
    <message>
        <source>Destroyed with its weapons</source>
        <translation>Mit seinen Waffen zerstört</translation>
    </message>
    <message>
        <source>Detonates on Light 4+, Medium 3+, Heavy 2+: 2d6 damage and Loss of Control</source>
        <translation>Explodiert bei Leicht 4+, Mittel 3+, Schwer 2+: 2W6 Schaden und Kontrollverlust</translation>
    </message>
    <message>
        <source>Doing a Scott</source>
        <translation>Einen Scott machen</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Fahrer</translation>
    </message>
    <message>
        <source>Driver loss may be rerolled once</source>
        <translation>Verlust des Fahrers darf einmal neu gewürfelt werden</translation>
    </message>
    <message>
        <source>E</source>
        <translation>O</translation>
    </message>
    <message>
        <source>Ejector Seat</source>
        <translation>Schleudersitz</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <source>Engine loss/damage may be rerolled once</source>
        <translation>Verlust/Schaden des Motors darf einmal neu gewürfelt werden</translation>
    </message>
    <message>
        <source>Fire Extinguisher</source>
        <translation>Feuerlöscher</translation>
    </message>
    <message>
        <source>Fires dropped weapons; counts as a Fire Extinguisher</source>
        <translation>Bedient die Abwurfwaffen; zählt als Feuerlöscher</translation>
    </message>
    <message>
        <source>Fires go out on 1-4, burn for 1 on 5,6</source>
        <translation>Feuer erlischt bei 1-4, brennt bei 5,6 für 1</translation>
    </message>
    <message>
        <source>Flame Tank</source>
        <translation>Flammentank</translation>
    </message>
    <message>
        <source>Flamethrower</source>
        <translation>Flammenwerfer</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Front</translation>
    </message>
    <message>
        <source>Fuel Tank</source>
        <translation>Tank</translation>
    </message>
    <message>
        <source>Fuel loss may be rerolled once</source>
        <translation>Verlust des Tanks darf einmal neu gewürfelt werden</translation>
    </message>
    <message>
        <source>Half speed after a ram rounds up</source>
        <translation>Halbe Geschwindigkeit nach dem Rammen wird aufgerundet</translation>
    </message>
    <message>
        <source>Heavy</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Heavy Ramplates</source>
        <translation>Schwere Rammplatten</translation>
    </message>
    <message>
        <source>Heavy gun</source>
        <translation>Schweres Geschütz</translation>
    </message>
    <message>
        <source>Indoors (ejecting is fatal)</source>
        <translation>In der Halle (Aussteigen ist tödlich)</translation>
    </message>
    <message>
        <source>Killed / Ejected</source>
        <translation>Getötet / Ausgestiegen</translation>
    </message>
    <message>
        <source>Lady Navigator</source>
        <translation>Lady Navigator</translation>
    </message>
    <message>
        <source>Lady Navigators</source>
        <translation>Lady Navigators</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Light cars take landing damage</source>
        <translation>Leichte Autos nehmen Landeschaden</translation>
    </message>
    <message>
        <source>Light gun</source>
        <translation>Leichtes Geschütz</translation>
    </message>
    <message>
        <source>Loss of Control (Light vehicles ignore on 5,6)</source>
        <translation>Kontrollverlust (leichte Fahrzeuge ignorieren ihn bei 5,6)</translation>
    </message>
    <message>
        <source>Major and minor fishtail, then Crash Table 1</source>
        <translation>Starkes und leichtes Ausbrechen des Hecks, dann Crash-Tabelle 1</translation>
    </message>
    <message>
        <source>Major fishtail</source>
        <translation>Starkes Ausbrechen des Hecks</translation>
    </message>
    <message>
        <source>Major fishtail, then Crash Table 1</source>
        <translation>Starkes Ausbrechen des Hecks, dann Crash-Tabelle 1</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Medium gun</source>
        <translation>Mittleres Geschütz</translation>
    </message>
    <message>
        <source>Mine Dropper</source>
        <translation>Minenwerfer</translation>
    </message>
    <message>
        <source>Mines</source>
        <translation>Minen</translation>
    </message>
    <message>
        <source>Minor fishtail</source>
        <translation>Leichtes Ausbrechen des Hecks</translation>
    </message>
    <message>
        <source>Minor fishtail, then Crash Table 1</source>
        <translation>Leichtes Ausbrechen des Hecks, dann Crash-Tabelle 1</translation>
    </message>
    <message>
        <source>Minor skid</source>
        <translation>Leichtes Schleudern</translation>
    </message>
    <message>
        <source>Moderate skid</source>
        <translation>Mäßiges Schleudern</translation>
    </message>
    <message>
        <source>Moved and attacked markers</source>
        <translation>Marker für „bewegt“ und „angegriffen“</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>NE</source>
        <translation>NO</translation>
    </message>
    <message>
        <source>NW</source>
        <translation>NW</translation>
    </message>
    <message>
        <source>Napalm</source>
        <translation>Napalm</translation>
    </message>
    <message>
        <source>Napalm Dropper</source>
        <translation>Napalmwerfer</translation>
    </message>
    <message>
        <source>Navigator may eject to safety at any time</source>
        <translation>Die Navigatorin darf jederzeit in Sicherheit aussteigen</translation>
    </message>
    <message>
        <source>Navigators survive wrecks</source>
        <translation>Navigatorinnen überleben Wracks</translation>
    </message>
    <message>
        <source>Night stages</source>
        <translation>Nachtetappen</translation>
    </message>
    <message>
        <source>Nitro</source>
        <translation>Nitro</translation>
    </message>
    <message>
        <source>No deferral</source>
        <translation>Kein Aufschieben</translation>
    </message>
    <message>
        <source>Oil</source>
        <translation>Öl</translation>
    </message>
    <message>
        <source>Oil Dropper</source>
        <translation>Ölwerfer</translation>
    </message>
    <message>
        <source>Oil Slick</source>
        <translation>Ölfleck</translation>
    </message>
    <message>
        <source>Power Brakes</source>
        <translation>Servobremsen</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Rennen</translation>
    </message>
    <message>
        <source>Racing Fuel Cell</source>
        <translation>Renntank</translation>
    </message>
    <message>
        <source>Radiation</source>
        <translation>Strahlung</translation>
    </message>
    <message>
        <source>Ramplates</source>
        <translation>Rammplatten</translation>
    </message>
    <message>
        <source>Random cars</source>
        <translation>Zufällige Autos</translation>
    </message>
    <message>
        <source>Rear</source>
        <translation>Heck</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <source>Rolls, burning on 4-6</source>
        <translation>Überschlägt sich, brennt bei 4-6</translation>
    </message>
    <message>
        <source>Run-flat Tyres</source>
        <translation>Notlaufreifen</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>SE</source>
        <translation>SO</translation>
    </message>
    <message>
        <source>SW</source>
        <translation>SW</translation>
    </message>
    <message>
        <source>Secret plotting</source>
        <translation>Geheimes Planen</translation>
    </message>
    <message>
        <source>Severe skid</source>
        <translation>Schweres Schleudern</translation>
    </message>
    <message>
        <source>Skids and drifts</source>
        <translation>Schleudern und Driften</translation>
    </message>
    <message>
        <source>Smoke</source>
        <translation>Rauch</translation>
    </message>
    <message>
        <source>Smokescreen</source>
        <translation>Rauchwand</translation>
    </message>
    <message>
        <source>Smokescreen Dropper</source>
        <translation>Rauchwerfer</translation>
    </message>
    <message>
        <source>Spike Dropper</source>
        <translation>Krähenfußwerfer</translation>
    </message>
    <message>
        <source>Spikes</source>
        <translation>Krähenfüße</translation>
    </message>
    <message>
        <source>Spinout</source>
        <translation>Dreher</translation>
    </message>
    <message>
        <source>Steering</source>
        <translation>Lenkung</translation>
    </message>
    <message>
        <source>Steering damaged (destroyed if already damaged)</source>
        <translation>Lenkung beschädigt (zerstört, wenn schon beschädigt)</translation>
    </message>
    <message>
        <source>Steering loss may be rerolled once (not against Spikes)</source>
        <translation>Verlust der Lenkung darf einmal neu gewürfelt werden (nicht gegen Krähenfüße)</translation>
    </message>
    <message>
        <source>Suicide Race</source>
        <translation>Selbstmordrennen</translation>
    </message>
    <message>
        <source>Supercharger</source>
        <translation>Kompressor</translation>
    </message>
    <message>
        <source>Swords, Shields and Deathsheads</source>
        <translation>Schwerter, Schilde und Totenköpfe</translation>
    </message>
    <message>
        <source>Systems lost on 5,6</source>
        <translation>Systeme verloren bei 5,6</translation>
    </message>
    <message>
        <source>Systems lost on 6</source>
        <translation>Systeme verloren bei 6</translation>
    </message>
    <message>
        <source>Team game</source>
        <translation>Teamspiel</translation>
    </message>
    <message>
        <source>To The Finishline</source>
        <translation>Bis zur Ziellinie</translation>
    </message>
    <message>
        <source>Trivial skid</source>
        <translation>Geringes Schleudern</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Turns sideways and rolls</source>
        <translation>Stellt sich quer und überschlägt sich</translation>
    </message>
    <message>
        <source>Turret</source>
        <translation>Drehturm</translation>
    </message>
    <message>
        <source>Turrets not into the rear 60 degrees</source>
        <translation>Drehtürme nicht in die hinteren 60 Grad</translation>
    </message>
    <message>
        <source>Two charges of +2d6&quot; for one turn</source>
        <translation>Zwei Ladungen zu +2W6&quot; für einen Zug</translation>
    </message>
    <message>
        <source>Vaults into the air</source>
        <translation>Hebt ab</translation>
    </message>
    <message>
        <source>Vehicle catches Fire; keeps burning</source>
        <translation>Fahrzeug fängt Feuer; brennt weiter</translation>
    </message>
    <message>
        <source>Vehicle destroyed</source>
        <translation>Fahrzeug zerstört</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>back</source>
        <translation>hinten</translation>
    </message>
    <message>
        <source>back left</source>
        <translation>hinten links</translation>
    </message>
    <message>
        <source>back right</source>
        <translation>hinten rechts</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>unten</translation>
    </message>
    <message>
        <source>building</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>destroyed at least one vehicle</source>
        <translation>hat mindestens ein Fahrzeug zerstört</translation>
    </message>
    <message>
        <source>finished with a rolling vehicle</source>
        <translation>mit fahrbereitem Fahrzeug ins Ziel gekommen</translation>
    </message>
    <message>
        <source>flamethrower</source>
        <translation>Flammenwerfer</translation>
    </message>
    <message>
        <source>front</source>
        <translation>vorn</translation>
    </message>
    <message>
        <source>front left</source>
        <translation>vorn links</translation>
    </message>
    <message>
        <source>front right</source>
        <translation>vorn rechts</translation>
    </message>
    <message>
        <source>further aimed fire from this vehicle this turn at -3 to hit</source>
        <translation>weiteres gezieltes Feuer dieses Fahrzeugs in diesem Zug mit -3 auf Treffer</translation>
    </message>
    <message>
        <source>further aimed fire from this vehicle this turn at -6 to hit</source>
        <translation>weiteres gezieltes Feuer dieses Fahrzeugs in diesem Zug mit -6 auf Treffer</translation>
    </message>
    <message>
        <source>grass</source>
        <translation>Wiese</translation>
    </message>
    <message>
        <source>heavy</source>
        <translation>schwer</translation>
    </message>
    <message>
        <source>heavy gun</source>
        <translation>Schweres Geschütz</translation>
    </message>
    <message>
        <source>left</source>
        <translation>links</translation>
    </message>
    <message>
        <source>light</source>
        <translation>leicht</translation>
    </message>
    <message>
        <source>light gun</source>
        <translation>Leichtes Geschütz</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>medium gun</source>
        <translation>Mittleres Geschütz</translation>
    </message>
    <message>
        <source>mines</source>
        <translation>Minen</translation>
    </message>
    <message>
        <source>no face</source>
        <translation>keine Seite</translation>
    </message>
    <message>
        <source>no further aimed fire from this vehicle this turn</source>
        <translation>kein weiteres gezieltes Feuer dieses Fahrzeugs in diesem Zug</translation>
    </message>
    <message>
        <source>oil</source>
        <translation>Öl</translation>
    </message>
    <message>
        <source>rear</source>
        <translation>hinten</translation>
    </message>
    <message>
        <source>rear left</source>
        <translation>hinten links</translation>
    </message>
    <message>
        <source>rear right</source>
        <translation>hinten rechts</translation>
    </message>
    <message>
        <source>right</source>
        <translation>rechts</translation>
    </message>
    <message>
        <source>road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>saloons, sedans, muscle cars</source>
        <translation>Limousinen, Stufenhecks, Muscle-Cars</translation>
    </message>
    <message>
        <source>smoke</source>
        <translation>Rauch</translation>
    </message>
    <message>
        <source>spikes</source>
        <translation>Krähenfüße</translation>
    </message>
    <message>
        <source>superminis, small sports cars, hot-rods, dune buggies</source>
        <translation>Kleinwagen, kleine Sportwagen, Hot-Rods, Strandbuggys</translation>
    </message>
    <message>
        <source>survived</source>
        <translation>überlebt</translation>
    </message>
    <message>
        <source>top</source>
        <translation>oben</translation>
    </message>
    <message>
        <source>tree</source>
        <translation>Baum</translation>
    </message>
    <message>
        <source>vans, ambulances, limos, hearses, armoured cars</source>
        <translation>Transporter, Krankenwagen, Stretchlimousinen, Leichenwagen, Panzerwagen</translation>
    </message>
    <message>
        <source>won the race</source>
        <translation>hat das Rennen gewonnen</translation>
    </message>
    <message>
        <source>wreck</source>
        <translation>Wrack</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>  {line}</source>
        <translation>  {line}</translation>
    </message>
    <message>
        <source> (commandeered)</source>
        <translation> (gekapert)</translation>
    </message>
    <message>
        <source> (lines 22-27)</source>
        <translation> (Zeilen 22-27)</translation>
    </message>
    <message>
        <source> (top {top}, reverse {reverse})</source>
        <translation> (höchstens {top}, rückwärts {reverse})</translation>
    </message>
    <message>
        <source> WRECK</source>
        <translation> WRACK</translation>
    </message>
    <message>
        <source> dead</source>
        <translation> tot</translation>
    </message>
    <message>
        <source> facing {facing}, speed </source>
        <translation>, Richtung {facing}, Geschwindigkeit </translation>
    </message>
    <message>
        <source> forward</source>
        <translation> vorwärts</translation>
    </message>
    <message>
        <source> moves</source>
        <translation> fährt</translation>
    </message>
    <message>
        <source> reverse</source>
        <translation> rückwärts</translation>
    </message>
    <message>
        <source> · distances ×{scale}</source>
        <translation> · Entfernungen ×{scale}</translation>
    </message>
    <message>
        <source> · order: {cars}</source>
        <translation> · Reihenfolge: {cars}</translation>
    </message>
    <message>
        <source> · {attackers} attack ({attack}), {defenders} defend ({defend})</source>
        <translation> · {attackers} greifen an ({attack}), {defenders} verteidigen ({defend})</translation>
    </message>
    <message>
        <source> · {defence} ({cls} gun) {state}</source>
        <translation> · {defence} (Geschütz: {cls}) {state}</translation>
    </message>
    <message>
        <source> · {defence} ({cls} gun, {left}/{total} hp) {state}</source>
        <translation> · {defence} (Geschütz: {cls}, {left}/{total} TP) {state}</translation>
    </message>
    <message>
        <source> · {phase}</source>
        <translation> · {phase}</translation>
    </message>
    <message>
        <source>&amp;3-point turn</source>
        <translation>&amp;Wenden</translation>
    </message>
    <message>
        <source>&amp;Attack</source>
        <translation>&amp;Angreifen</translation>
    </message>
    <message>
        <source>&amp;Collide</source>
        <translation>Zusa&amp;mmenstoß</translation>
    </message>
    <message>
        <source>&amp;Commandeer</source>
        <translation>&amp;Kapern</translation>
    </message>
    <message>
        <source>&amp;Correct...</source>
        <translation>&amp;Korrigieren...</translation>
    </message>
    <message>
        <source>&amp;Drop</source>
        <translation>A&amp;bwerfen</translation>
    </message>
    <message>
        <source>&amp;Drop marker</source>
        <translation>&amp;Marker legen</translation>
    </message>
    <message>
        <source>&amp;End the game</source>
        <translation>Spiel &amp;beenden</translation>
    </message>
    <message>
        <source>&amp;End the game-turn</source>
        <translation>Spielzug b&amp;eenden</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>&amp;Zug beenden</translation>
    </message>
    <message>
        <source>&amp;Fire</source>
        <translation>F&amp;euern</translation>
    </message>
    <message>
        <source>&amp;Hit something</source>
        <translation>Gegen etwas &amp;prallen</translation>
    </message>
    <message>
        <source>&amp;Jump</source>
        <translation>&amp;Springen</translation>
    </message>
    <message>
        <source>&amp;Jump out</source>
        <translation>Ab&amp;springen</translation>
    </message>
    <message>
        <source>&amp;Land</source>
        <translation>&amp;Landen</translation>
    </message>
    <message>
        <source>&amp;Leave car</source>
        <translation>Auto &amp;verlassen</translation>
    </message>
    <message>
        <source>&amp;Lose control</source>
        <translation>Kontrolle &amp;verlieren</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Fahren</translation>
    </message>
    <message>
        <source>&amp;Moved (end of move)</source>
        <translation>Be&amp;wegung fertig</translation>
    </message>
    <message>
        <source>&amp;Next phase</source>
        <translation>&amp;Nächste Phase</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>&amp;Abfangen</translation>
    </message>
    <message>
        <source>&amp;Speed</source>
        <translation>&amp;Geschwindigkeit</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Kurve</translation>
    </message>
    <message>
        <source>&amp;Walk</source>
        <translation>Ge&amp;hen</translation>
    </message>
    <message>
        <source>&apos;at&apos; places the target along its move: {car} is not the car moving</source>
        <translation>„at“ setzt das Ziel auf seine Bewegung: {car} ist nicht das fahrende Auto</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; is not a dropped weapon system (known: {known}).</source>
        <translation>„{key}“ ist kein Abwurfwaffensystem (bekannt: {known}).</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; is not an item of equipment (known: {known}).</source>
        <translation>„{key}“ ist kein Ausrüstungsteil (bekannt: {known}).</translation>
    </message>
    <message numerus="yes">
        <source>, %n points left</source>
        <translation>
            <numerusform>, noch %n Punkt</numerusform>
            <numerusform>, noch %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>, facing backwards: slow 5 mph a turn</source>
        <translation>, rückwärts gewandt: 5 mph pro Zug langsamer</translation>
    </message>
    <message>
        <source>, speed </source>
        <translation>, Geschwindigkeit </translation>
    </message>
    <message>
        <source>, speeds</source>
        <translation>, Geschwindigkeiten</translation>
    </message>
    <message>
        <source>, then {cars}</source>
        <translation>, danach {cars}</translation>
    </message>
    <message>
        <source>, up to {points} points a turn</source>
        <translation>, bis zu {points} Punkte pro Zug</translation>
    </message>
    <message>
        <source>, {car} moves</source>
        <translation>, {car} fährt</translation>
    </message>
    <message>
        <source>, {side} {taken} (armour {armour})</source>
        <translation>, {side} {taken} (Panzerung {armour})</translation>
    </message>
    <message>
        <source>, {surface}</source>
        <translation>, {surface}</translation>
    </message>
    <message>
        <source>, {tyre} {hits}/{most}</source>
        <translation>, {tyre} {hits}/{most}</translation>
    </message>
    <message>
        <source>, {tyre} {taken}/{points}</source>
        <translation>, {tyre} {taken}/{points}</translation>
    </message>
    <message>
        <source>; recovery at HC {hc}</source>
        <translation>; Abfangen bei HC {hc}</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Line 52&lt;/b&gt;: “using one dice with an SD of 3 a roll of 8 gives drift of 3; a roll of 5 or less gives 0” (the Drift Table gives 0-2: Garage follows the table unless this is on)&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Zeile 52&lt;/b&gt;: „using one dice with an SD of 3 a roll of 8 gives drift of 3; a roll of 5 or less gives 0“ (die Abdrifttabelle gibt 0-2: Garage folgt der Tabelle, solange dies nicht an ist)&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Section {section}&lt;/b&gt;: “{rule}”&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Abschnitt {section}&lt;/b&gt;: „{rule}“&lt;/p&gt;</translation>
    </message>
    <message>
        <source>A Wreck at {damage} damage; each of {tyres} tyres gone at {tyre_hits}; the driver dead at {driver_hits} hits (Garage&apos;s reading)</source>
        <translation>Ein Wrack bei {damage} Schaden; jeder der {tyres} Reifen hinüber bei {tyre_hits}; der Fahrer tot bei {driver_hits} Treffern (Garages Lesart)</translation>
    </message>
    <message>
        <source>A car needs a name.</source>
        <translation>Ein Auto braucht einen Namen.</translation>
    </message>
    <message>
        <source>A reroll may be spent on the {face}: {purpose}</source>
        <translation>Ein Neuwurf darf auf die {face} eingesetzt werden: {purpose}</translation>
    </message>
    <message>
        <source>A spinning car&apos;s driver rolls for control at HC -6 (on the players&apos; Control Table): made or missed</source>
        <translation>Der Fahrer eines sich drehenden Autos würfelt einen Kontrollwurf bei HC -6 (auf der Kontrolltabelle der Spieler): geschafft oder verfehlt</translation>
    </message>
    <message>
        <source>A turn at {speed}&quot; needs no skid check.</source>
        <translation>Eine Kurve bei {speed}&quot; braucht keinen Schleuderwurf.</translation>
    </message>
    <message>
        <source>A turn at {speed}&quot; skids on {faces}: {chance} a turn (before nitro).</source>
        <translation>Eine Kurve bei {speed}&quot; schleudert bei {faces}: {chance} je Kurve (vor Nitro).</translation>
    </message>
    <message>
        <source>A weapon needs a name.</source>
        <translation>Eine Waffe braucht einen Namen.</translation>
    </message>
    <message>
        <source>A {weapon_class} has no name.</source>
        <translation>Eine Waffe ({weapon_class}) hat keinen Namen.</translation>
    </message>
    <message>
        <source>Aimed fire: {text} ({key}).</source>
        <translation>Gezieltes Feuer: {text} ({key}).</translation>
    </message>
    <message>
        <source>Arc</source>
        <translation>Sektor</translation>
    </message>
    <message>
        <source>Artiller&amp;y</source>
        <translation>Ar&amp;tillerie</translation>
    </message>
    <message>
        <source>At</source>
        <translation>Bei</translation>
    </message>
    <message>
        <source>BURNING (see Fire and Explosion)</source>
        <translation>BRENNT (siehe Feuer und Explosion)</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Schlacht</translation>
    </message>
    <message>
        <source>Battle Cars has no equipment &apos;{key}&apos; (it names {names}).</source>
        <translation>Battle Cars kennt keine Ausrüstung „{key}“ (es nennt {names}).</translation>
    </message>
    <message>
        <source>Battle Cars has no marker &apos;{key}&apos; (it names {names}).</source>
        <translation>Battle Cars kennt keinen Marker „{key}“ (es nennt {names}).</translation>
    </message>
    <message>
        <source>Burning die {die}: it is burning.</source>
        <translation>Brandwürfel {die}: Es brennt.</translation>
    </message>
    <message>
        <source>Burning die {die}: not burning (burns on {faces}).</source>
        <translation>Brandwürfel {die}: Es brennt nicht (brennt bei {faces}).</translation>
    </message>
    <message>
        <source>Car</source>
        <translation>Auto</translation>
    </message>
    <message>
        <source>Choose the weapons and a target to see the odds.</source>
        <translation>Wählen Sie die Waffen und ein Ziel, um die Chancen zu sehen.</translation>
    </message>
    <message>
        <source>Co&amp;rrect...</source>
        <translation>Ko&amp;rrigieren...</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Komponente</translation>
    </message>
    <message>
        <source>Control regained facing backwards above its reverse top speed ({reverse} mph): it slows at least {mph} mph a turn until under it.</source>
        <translation>Kontrolle zurückgewonnen, rückwärts gewandt über der Höchstgeschwindigkeit rückwärts ({reverse} mph): Es wird mindestens {mph} mph pro Zug langsamer, bis es darunter ist.</translation>
    </message>
    <message>
        <source>Control regained facing sideways: it must perform an immediate T-stop.</source>
        <translation>Kontrolle zurückgewonnen, quer stehend: Es muss sofort einen T-Stopp machen.</translation>
    </message>
    <message>
        <source>Control regained facing {facing}: movement goes on as usual.</source>
        <translation>Kontrolle zurückgewonnen, Ausrichtung {facing}: Die Bewegung geht wie üblich weiter.</translation>
    </message>
    <message>
        <source>Control roll at HC {hc}: made or missed?</source>
        <translation>Kontrollwurf bei HC {hc}: geschafft oder verfehlt?</translation>
    </message>
    <message>
        <source>Corner</source>
        <translation>Kurve</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>Korrigieren</translation>
    </message>
    <message>
        <source>Correction: {car} faces {facing}</source>
        <translation>Korrektur: {car} zeigt nach {facing}</translation>
    </message>
    <message numerus="yes">
        <source>Correction: {car} has %n driver&apos;s reroll(s) left</source>
        <translation>
            <numerusform>Korrektur: {car} hat noch %n Neuwurf des Fahrers</numerusform>
            <numerusform>Korrektur: {car} hat noch %n Neuwürfe des Fahrers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Correction: {car} has %n fire(s) burning</source>
        <translation>
            <numerusform>Korrektur: bei {car} brennt %n Feuer</numerusform>
            <numerusform>Korrektur: bei {car} brennen %n Feuer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Correction: {car} has %n hit point(s) left</source>
        <translation>
            <numerusform>Korrektur: {car} hat noch %n Trefferpunkt</numerusform>
            <numerusform>Korrektur: {car} hat noch %n Trefferpunkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Correction: {car} has {value} damage</source>
        <translation>Korrektur: {car} hat {value} Schaden</translation>
    </message>
    <message>
        <source>Correction: {car} has {value} driver hits</source>
        <translation>Korrektur: {car} hat {value} Fahrertreffer</translation>
    </message>
    <message>
        <source>Correction: {car} is at speed {value}</source>
        <translation>Korrektur: {car} hat Geschwindigkeit {value}</translation>
    </message>
    <message>
        <source>Correction: {car} is at {mph} mph</source>
        <translation>Korrektur: {car} fährt {mph} mph</translation>
    </message>
    <message>
        <source>Correction: {car} is at {value}&quot;</source>
        <translation>Korrektur: {car} fährt {value}&quot;</translation>
    </message>
    <message>
        <source>Correction: {car} is at {x},{y}</source>
        <translation>Korrektur: {car} steht auf {x},{y}</translation>
    </message>
    <message>
        <source>Correction: {car} is in control</source>
        <translation>Korrektur: {car} ist unter Kontrolle</translation>
    </message>
    <message>
        <source>Correction: {car} {what}</source>
        <translation>Korrektur: {car} {what}</translation>
    </message>
    <message>
        <source>Correction: {car}&apos;s {component} is {status}</source>
        <translation>Korrektur: {component} von {car} ist {status}</translation>
    </message>
    <message>
        <source>Cr&amp;oss a template</source>
        <translation>Schablone über&amp;fahren</translation>
    </message>
    <message>
        <source>Crash Table 1 (skids and rolls)</source>
        <translation>Crash-Tabelle 1 (Schleudern und Überschläge)</translation>
    </message>
    <message>
        <source>Crash Table 2 (fishtails)</source>
        <translation>Crash-Tabelle 2 (Ausbrechen des Hecks)</translation>
    </message>
    <message>
        <source>Crash Table {table}, die {die} of {dice}</source>
        <translation>Crash-Tabelle {table}, Würfel {die} von {dice}</translation>
    </message>
    <message>
        <source>Crash Table {table}: {dice}{modifier} = {total}: {row}</source>
        <translation>Crash-Tabelle {table}: {dice}{modifier} = {total}: {row}</translation>
    </message>
    <message>
        <source>Crash Table {table}: {dice}{modifier} = {total}: {row} ({where})</source>
        <translation>Crash-Tabelle {table}: {dice}{modifier} = {total}: {row} ({where})</translation>
    </message>
    <message>
        <source>Crosses line {line} ({label}, {needed}+ damage): </source>
        <translation>Überschreitet Linie {line} ({label}, ab {needed} Schaden): </translation>
    </message>
    <message>
        <source>Custom stat line {stats} (the {weight} standard is {standard}).</source>
        <translation>Eigene Werte {stats} (Standard für {weight}: {standard}).</translation>
    </message>
    <message>
        <source>Damage to the car</source>
        <translation>Schaden am Auto</translation>
    </message>
    <message>
        <source>De&amp;fer</source>
        <translation>&amp;Zug aufschieben</translation>
    </message>
    <message>
        <source>Deathsheads need the swords, shields and deathsheads option</source>
        <translation>Totenköpfe brauchen die Option Schwerter, Schilde und Totenköpfe</translation>
    </message>
    <message>
        <source>Destroyed</source>
        <translation>Zerstört</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <source>Drift (90 degrees)</source>
        <translation>Drift (90 Grad)</translation>
    </message>
    <message>
        <source>Drift as the worked example</source>
        <translation>Abdrift wie im Rechenbeispiel</translation>
    </message>
    <message>
        <source>Driver&apos;s reroll, {left} left</source>
        <translation>Neuwurf des Fahrers, noch {left}</translation>
    </message>
    <message>
        <source>Dropped system</source>
        <translation>Abwurfsystem</translation>
    </message>
    <message>
        <source>Dropped weapons are not permitted in races: they are disabled for this game.</source>
        <translation>Abwurfwaffen sind in Rennen nicht erlaubt: In diesem Spiel sind sie abgeschaltet.</translation>
    </message>
    <message>
        <source>Each phase it moves: rotate {degrees} degrees {side} and move {inches} in the direction it was travelling.</source>
        <translation>In jeder Phase, in der es sich bewegt: um {degrees} Grad nach {side} drehen und {inches} in die bisherige Fahrtrichtung bewegen.</translation>
    </message>
    <message>
        <source>Each phase it moves: {inches} in the direction it was travelling and a quarter roll onto, in turn: {sides}.</source>
        <translation>In jeder Phase, in der es sich bewegt: {inches} in die bisherige Fahrtrichtung und eine Vierteldrehung, der Reihe nach auf: {sides}.</translation>
    </message>
    <message numerus="yes">
        <source>Each tyre takes %n point(s) of damage.</source>
        <translation>
            <numerusform>Jeder Reifen nimmt %n Punkt Schaden.</numerusform>
            <numerusform>Jeder Reifen nimmt %n Punkte Schaden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Eject na&amp;vigator</source>
        <translation>Nav&amp;igatorin steigt aus</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Leer</translation>
    </message>
    <message>
        <source>End &amp;game</source>
        <translation>&amp;Spiel beenden</translation>
    </message>
    <message>
        <source>End of the game-turn</source>
        <translation>Ende des Spielzugs</translation>
    </message>
    <message>
        <source>End the &amp;game</source>
        <translation>Spiel been&amp;den</translation>
    </message>
    <message>
        <source>Environmental conditions (section 10)</source>
        <translation>Umweltbedingungen (Abschnitt 10)</translation>
    </message>
    <message>
        <source>Equipment: none</source>
        <translation>Ausrüstung: keine</translation>
    </message>
    <message>
        <source>Equipment: {items}</source>
        <translation>Ausrüstung: {items}</translation>
    </message>
    <message>
        <source>Facing</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <source>Fi&amp;xed defence fires</source>
        <translation>&amp;Verteidigung feuert</translation>
    </message>
    <message>
        <source>Firing</source>
        <translation>Schütze</translation>
    </message>
    <message numerus="yes">
        <source>Fishtail {side}: keep the {other} front corner in its square and move the {side} rear corner %n square(s) {side}.</source>
        <translation>
            <numerusform>Heck bricht nach {side} aus: die vordere Ecke {other} bleibt in ihrem Feld, die hintere Ecke {side} rückt %n Feld nach {side}.</numerusform>
            <numerusform>Heck bricht nach {side} aus: die vordere Ecke {other} bleibt in ihrem Feld, die hintere Ecke {side} rückt %n Felder nach {side}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fixed defence</source>
        <translation>Feste Verteidigung</translation>
    </message>
    <message>
        <source>Forced {lower} ({where}):</source>
        <translation>Erzwungen: {result} ({where}):</translation>
    </message>
    <message>
        <source>GAME OVER</source>
        <translation>SPIEL VORBEI</translation>
    </message>
    <message>
        <source>Game-turn {turn}</source>
        <translation>Spielzug {turn}</translation>
    </message>
    <message>
        <source>Going backwards at {speed}: down to 0 first (line 29)</source>
        <translation>Rückwärts mit {speed}: erst auf 0 herunter (Zeile 29)</translation>
    </message>
    <message>
        <source>Going forwards at {speed}: down to 0 first (line 29)</source>
        <translation>Vorwärts mit {speed}: erst auf 0 herunter (Zeile 29)</translation>
    </message>
    <message>
        <source>Gone</source>
        <translation>Hinüber</translation>
    </message>
    <message>
        <source>Gone at {hits}</source>
        <translation>Hinüber bei {hits}</translation>
    </message>
    <message>
        <source>HC </source>
        <translation>HC </translation>
    </message>
    <message>
        <source>HC {hc}, top speed {top} mph, reverse {reverse} mph; armour {armour}; {tyres} tyres of {points} points</source>
        <translation>HC {hc}, Höchstgeschwindigkeit {top} mph, rückwärts {reverse} mph; Panzerung {armour}; {tyres} Reifen zu {points} Punkten</translation>
    </message>
    <message>
        <source>Head-on</source>
        <translation>Frontal</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Hindernis</translation>
    </message>
    <message>
        <source>Hits to the driver</source>
        <translation>Treffer am Fahrer</translation>
    </message>
    <message>
        <source>In reverse</source>
        <translation>Rückwärts</translation>
    </message>
    <message>
        <source>Into the rear 60 degrees</source>
        <translation>In die hinteren 60 Grad</translation>
    </message>
    <message>
        <source>It flies {inches}&quot; in the direction it was travelling, revolving {sides} sides an inch (end over end), and lands on its {side}.</source>
        <translation>Es fliegt {inches}&quot; in die bisherige Fahrtrichtung, dreht sich {sides} Seiten pro Zoll (über Kopf) und landet auf der Seite „{side}“.</translation>
    </message>
    <message>
        <source>It flies {inches}&quot; in the direction it was travelling, revolving {sides} sides an inch (sideways), and lands on its {side}.</source>
        <translation>Es fliegt {inches}&quot; in die bisherige Fahrtrichtung, dreht sich {sides} Seiten pro Zoll (seitwärts) und landet auf der Seite „{side}“.</translation>
    </message>
    <message>
        <source>It moves as usual.</source>
        <translation>Es fährt wie üblich.</translation>
    </message>
    <message>
        <source>It must perform an immediate T-stop (it may end it by turning into the skid).</source>
        <translation>Es muss sofort einen T-Stopp machen (es darf ihn beenden, indem es in die Schleuderrichtung lenkt).</translation>
    </message>
    <message>
        <source>It slows {mph} mph a turn and stops spinning at 0. To recover: a control roll at HC {hc}.</source>
        <translation>Es wird {mph} mph pro Zug langsamer und hört bei 0 auf, sich zu drehen. Zum Abfangen: ein Kontrollwurf bei HC {hc}.</translation>
    </message>
    <message>
        <source>It vaults on its {tyres} tyres, {dice}d each: {damage}.</source>
        <translation>Es hebt über die Reifen {tyres} ab, je {dice}W: {damage}.</translation>
    </message>
    <message>
        <source>Keep it (no reroll)</source>
        <translation>Behalten (kein Neuwurf)</translation>
    </message>
    <message>
        <source>La&amp;p</source>
        <translation>R&amp;unde</translation>
    </message>
    <message>
        <source>Lady Navigators are not in use in this game: the navigator stays at home.</source>
        <translation>In diesem Spiel gibt es keine Lady Navigators: Die Navigatorin bleibt zu Hause.</translation>
    </message>
    <message>
        <source>Lady Navigators are not in use in this game: the {item} does nothing.</source>
        <translation>In diesem Spiel gibt es keine Lady Navigators: {item} bewirkt nichts.</translation>
    </message>
    <message>
        <source>Leave the ta&amp;ble</source>
        <translation>Tis&amp;ch verlassen</translation>
    </message>
    <message>
        <source>Marker</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>Missed: the spinout goes on.</source>
        <translation>Verfehlt: Der Dreher geht weiter.</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modifikator</translation>
    </message>
    <message>
        <source>Move it {inches} in the direction it was travelling and roll it a quarter onto its {side}: {taken}.</source>
        <translation>{inches} in die bisherige Fahrtrichtung bewegen und eine Vierteldrehung auf die Seite „{side}“ rollen: {taken}.</translation>
    </message>
    <message>
        <source>Neither car puts the other out within {turns} game-turns.</source>
        <translation>Keines der Autos schaltet das andere innerhalb von {turns} Spielzügen aus.</translation>
    </message>
    <message>
        <source>Nitro charges</source>
        <translation>Nitro-Ladungen</translation>
    </message>
    <message>
        <source>No side has armour: every crash damages the body.</source>
        <translation>Keine Seite hat Panzerung: Jeder Crash beschädigt die Karosserie.</translation>
    </message>
    <message>
        <source>Not head-on</source>
        <translation>Nicht frontal</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>On foot: {points} points a turn, any way, through markers (lines 80-85)</source>
        <translation>Zu Fuß: {points} Punkte pro Zug, in jede Richtung, durch Marker hindurch (Zeilen 80-85)</translation>
    </message>
    <message>
        <source>On its next move it makes a {lower}.</source>
        <translation>Bei seiner nächsten Bewegung: {result}.</translation>
    </message>
    <message>
        <source>On {surface} from {speed}: </source>
        <translation>Auf {surface} von {speed}: </translation>
    </message>
    <message>
        <source>One Lap Truce: no firing before completing a lap</source>
        <translation>Eine Runde Waffenruhe: kein Feuer vor der ersten beendeten Runde</translation>
    </message>
    <message>
        <source>Other car</source>
        <translation>Anderes Auto</translation>
    </message>
    <message>
        <source>Pedestrian</source>
        <translation>Fußgänger</translation>
    </message>
    <message>
        <source>Pic&amp;k up a token</source>
        <translation>Marke auf&amp;nehmen</translation>
    </message>
    <message>
        <source>Place a template (set&amp;up)</source>
        <translation>Schabl&amp;one vorab legen</translation>
    </message>
    <message>
        <source>Plot &amp;speed</source>
        <translation>&amp;Geschwindigkeit planen</translation>
    </message>
    <message>
        <source>Put them beside the car; it rolls on without them.</source>
        <translation>Stellen Sie sie neben das Auto; es rollt ohne sie weiter.</translation>
    </message>
    <message>
        <source>ROLLING, on its {side}; next onto its {next}</source>
        <translation>ÜBERSCHLÄGT SICH, auf der Seite „{side}“; als Nächstes auf „{next}“</translation>
    </message>
    <message>
        <source>Radiatio&amp;n</source>
        <translation>Stra&amp;hlung</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Entfernung</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Rückwärts</translation>
    </message>
    <message>
        <source>Roll a d{sides} for {purpose}</source>
        <translation>Einen W{sides} würfeln für {purpose}</translation>
    </message>
    <message>
        <source>Rotate it {degrees} degrees {side} and move it {inches} in the direction it was travelling: it now faces {facing}.</source>
        <translation>Um {degrees} Grad nach {side} drehen und {inches} in die bisherige Fahrtrichtung bewegen: Ausrichtung jetzt {facing}.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <source>SD {sd}: drifts 0-{most} ({chance} it drifts at all), {tyre_damage} damage to every tyre</source>
        <translation>SD {sd}: driftet 0-{most} ({chance}, dass es überhaupt driftet), {tyre_damage} Schaden an jedem Reifen</translation>
    </message>
    <message>
        <source>SD {sd}: no drift, {tyre_damage} damage to every tyre</source>
        <translation>SD {sd}: keine Abdrift, {tyre_damage} Schaden an jedem Reifen</translation>
    </message>
    <message>
        <source>SPINOUT rotating {side}, facing {facing}</source>
        <translation>DREHER nach {side}, zeigt {facing}</translation>
    </message>
    <message>
        <source>Set &amp;speed</source>
        <translation>&amp;Geschwindigkeit setzen</translation>
    </message>
    <message>
        <source>Shield</source>
        <translation>Schild</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Skid {inches} in the direction it was going before the manoeuvre, keeping its facing.</source>
        <translation>{inches} in die Richtung vor dem Manöver schleudern, die Ausrichtung bleibt.</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>Speed -{mph} mph.</source>
        <translation>Geschwindigkeit -{mph} mph.</translation>
    </message>
    <message>
        <source>Square on (90 degrees)</source>
        <translation>Rechtwinklig (90 Grad)</translation>
    </message>
    <message>
        <source>Sword</source>
        <translation>Schwert</translation>
    </message>
    <message>
        <source>Swords and Shields need the swords, shields and deathsheads option</source>
        <translation>Schwerter und Schilde brauchen die Option Schwerter, Schilde und Totenköpfe</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>Schablone</translation>
    </message>
    <message>
        <source>The car carries no weapon: it can only ram and lay markers.</source>
        <translation>Das Auto trägt keine Waffe: Es kann nur rammen und Marker legen.</translation>
    </message>
    <message>
        <source>The car has no name.</source>
        <translation>Das Auto hat keinen Namen.</translation>
    </message>
    <message>
        <source>The car loses control: 2d6 plus the modifier on Crash Table 1 or 2, and the result applied</source>
        <translation>Das Auto verliert die Kontrolle: 2W6 plus Modifikator auf Crash-Tabelle 1 oder 2, und das Ergebnis wird angewandt</translation>
    </message>
    <message>
        <source>The car moves in this phase: its forced skid, a spinout&apos;s quarter turn or a roll&apos;s quarter roll</source>
        <translation>Das Auto bewegt sich in dieser Phase: sein erzwungenes Schleudern, die Vierteldrehung eines Drehers oder die Vierteldrehung eines Überschlags</translation>
    </message>
    <message>
        <source>The car turns sideways and rolls; the driver is no longer in control.</source>
        <translation>Das Auto stellt sich quer und überschlägt sich; der Fahrer hat keine Kontrolle mehr.</translation>
    </message>
    <message>
        <source>The car&apos;s speed changes (accelerating or braking as the Movement Chart allows)</source>
        <translation>Die Geschwindigkeit des Autos ändert sich (beschleunigen oder bremsen, wie die Bewegungstabelle es erlaubt)</translation>
    </message>
    <message>
        <source>The cars take the table</source>
        <translation>Die Autos stellen sich auf</translation>
    </message>
    <message>
        <source>The cars take their places</source>
        <translation>Die Autos nehmen ihre Plätze ein</translation>
    </message>
    <message>
        <source>The driver</source>
        <translation>Der Fahrer</translation>
    </message>
    <message>
        <source>The occupants of a rolling car jump out (line 15: at any time, or they stay inside and hope that no damage reaches the interior); the car rolls on without them</source>
        <translation>Die Insassen eines sich überschlagenden Autos springen ab (Zeile 15: jederzeit, oder sie bleiben drin und hoffen, dass kein Schaden den Innenraum erreicht); das Auto rollt ohne sie weiter</translation>
    </message>
    <message>
        <source>The phase ends; after phase 5 the turn ends: spinning and rolling cars slow 20 mph, the aimed-fire penalties end</source>
        <translation>Die Phase endet; nach Phase 5 endet der Zug: Sich drehende und sich überschlagende Autos werden 20 mph langsamer, die Abzüge auf gezieltes Feuer enden</translation>
    </message>
    <message>
        <source>The players call the game</source>
        <translation>Die Spieler beenden das Spiel</translation>
    </message>
    <message>
        <source>The players end the game</source>
        <translation>Die Spieler beenden das Spiel</translation>
    </message>
    <message>
        <source>The players stop: the game is over.</source>
        <translation>Die Spieler hören auf: Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>The reverse top speed is above the top speed.</source>
        <translation>Die Höchstgeschwindigkeit rückwärts liegt über der Höchstgeschwindigkeit.</translation>
    </message>
    <message>
        <source>The table and the app disagree and the players agree: set the car&apos;s speed (a speed left out is 0), or put it back in control; nothing is rolled</source>
        <translation>Tisch und App sind uneins, die Spieler sind sich einig: die Geschwindigkeit des Autos setzen (eine fehlende ist 0) oder es wieder unter Kontrolle bringen; nichts wird gewürfelt</translation>
    </message>
    <message>
        <source>The turret holds no weapons: it costs nothing but can still be lost.</source>
        <translation>Der Drehturm trägt keine Waffen: Er kostet nichts, kann aber trotzdem verloren gehen.</translation>
    </message>
    <message>
        <source>The {item} is only any use to a {navigator}, and this car carries none.</source>
        <translation>{item} nützt nur einer {navigator}, und dieses Auto hat keine an Bord.</translation>
    </message>
    <message>
        <source>The {side} takes collision damage at its speed before the crash; every occupant takes {damage} point (body armour does not protect).</source>
        <translation>Die Seite „{side}“ nimmt Kollisionsschaden bei der Geschwindigkeit vor dem Crash; jeder Insasse nimmt {damage} Punkt (Körperpanzerung schützt nicht).</translation>
    </message>
    <message>
        <source>The {side} takes collision damage at {mph} mph; every occupant takes {damage} point (body armour does not protect).</source>
        <translation>Die Seite „{side}“ nimmt Kollisionsschaden bei {mph} mph; jeder Insasse nimmt {damage} Punkt (Körperpanzerung schützt nicht).</translation>
    </message>
    <message>
        <source>Then roll again on Crash Table {table} (same modifier).</source>
        <translation>Dann erneut auf Crash-Tabelle {table} würfeln (gleicher Modifikator).</translation>
    </message>
    <message numerus="yes">
        <source>This car uses {used} Capacity but a {weight} vehicle has only {limit}: remove %n point(s).</source>
        <translation>
            <numerusform>Dieses Auto belegt {used} Kapazität, aber ein Fahrzeug der Klasse {weight} hat nur {limit}: %n Punkt entfernen.</numerusform>
            <numerusform>Dieses Auto belegt {used} Kapazität, aber ein Fahrzeug der Klasse {weight} hat nur {limit}: %n Punkte entfernen.</numerusform>
        </translation>
    </message>
    <message>
        <source>To</source>
        <translation>Auf</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Marke</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Spielzug</translation>
    </message>
    <message>
        <source>Turn {turn}, phase {phase} of {phases}</source>
        <translation>Zug {turn}, Phase {phase} von {phases}</translation>
    </message>
    <message>
        <source>Tyre</source>
        <translation>Reifen</translation>
    </message>
    <message>
        <source>Tyre damage</source>
        <translation>Reifenschaden</translation>
    </message>
    <message>
        <source>Tyre damage (1d each): {damage}.</source>
        <translation>Reifenschaden (je 1W): {damage}.</translation>
    </message>
    <message>
        <source>Tyre, {tyre}</source>
        <translation>Reifen, {tyre}</translation>
    </message>
    <message>
        <source>Unknown dropped weapon &apos;{key}&apos;: no cost</source>
        <translation>Unbekannte Abwurfwaffe „{key}“: keine Kosten</translation>
    </message>
    <message>
        <source>Unknown equipment &apos;{key}&apos;: no cost</source>
        <translation>Unbekannte Ausrüstung „{key}“: keine Kosten</translation>
    </message>
    <message>
        <source>Use the {face}</source>
        <translation>Die {face} nehmen</translation>
    </message>
    <message>
        <source>Was the manoeuvre a tight bend or a hard swerve (it flips end over end)?</source>
        <translation>War das Manöver eine enge Kurve oder ein scharfes Ausweichen (es überschlägt sich über Kopf)?</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Waffen</translation>
    </message>
    <message>
        <source>Weapons: </source>
        <translation>Waffen: </translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>Which side does it roll onto first?</source>
        <translation>Auf welche Seite rollt es zuerst?</translation>
    </message>
    <message>
        <source>Which tyres does it vault on (side or front)?</source>
        <translation>Über welche Reifen hebt es ab (Seite oder vorn)?</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>Y</source>
        <translation>Y</translation>
    </message>
    <message>
        <source>a 3-point turn</source>
        <translation>ein Wenden</translation>
    </message>
    <message>
        <source>a 3-point turn is made at speed 0 (line 31); {car} is at {speed}</source>
        <translation>gewendet wird bei Geschwindigkeit 0 (Zeile 31); {car} fährt {speed}</translation>
    </message>
    <message>
        <source>a Wreck</source>
        <translation>ein Wrack</translation>
    </message>
    <message>
        <source>a car cannot attack itself</source>
        <translation>ein Auto kann sich nicht selbst angreifen</translation>
    </message>
    <message>
        <source>a car cannot hit itself</source>
        <translation>ein Auto kann nicht gegen sich selbst prallen</translation>
    </message>
    <message>
        <source>a car flying since last turn has come down</source>
        <translation>ein Auto, das seit dem letzten Zug fliegt, ist gelandet</translation>
    </message>
    <message>
        <source>a clock face is one of {faces} o&apos;clock, not {clock}</source>
        <translation>eine Uhrzeit ist {faces} Uhr, nicht {clock}</translation>
    </message>
    <message>
        <source>a clock face is plotted only with the classic rules (appendix IV)</source>
        <translation>eine Uhrzeit wird nur mit den klassischen Regeln geplant (Anhang IV)</translation>
    </message>
    <message>
        <source>a component</source>
        <translation>eine Komponente</translation>
    </message>
    <message>
        <source>a driver leaves a car only at speed 0 (line 76); {car} is at {speed}</source>
        <translation>ein Fahrer verlässt ein Auto nur bei Geschwindigkeit 0 (Zeile 76); {car} fährt {speed}</translation>
    </message>
    <message>
        <source>a drop needs at least {inches}&quot; moved this turn</source>
        <translation>ein Abwurf braucht in diesem Zug mindestens {inches}&quot; Bewegung</translation>
    </message>
    <message>
        <source>a fixed defence fires at a car</source>
        <translation>eine feste Verteidigung feuert auf ein Auto</translation>
    </message>
    <message>
        <source>a mine under {car} at {at}: {damage} damage</source>
        <translation>eine Mine unter {car} auf {at}: {damage} Schaden</translation>
    </message>
    <message>
        <source>a pedestrian moves one point in any direction, two a turn (line 83)</source>
        <translation>ein Fußgänger geht einen Punkt in jede Richtung, zwei pro Zug (Zeile 83)</translation>
    </message>
    <message>
        <source>a pedestrian takes a stationary, vacated car beside them (line 89)</source>
        <translation>ein Fußgänger nimmt ein stehendes, verlassenes Auto neben sich (Zeile 89)</translation>
    </message>
    <message>
        <source>a skid</source>
        <translation>Schleudern</translation>
    </message>
    <message>
        <source>a skid test ({why}, SD {sd})</source>
        <translation>ein Schleudertest ({why}, SD {sd})</translation>
    </message>
    <message>
        <source>a template placed before play</source>
        <translation>eine vor dem Spiel gelegte Schablone</translation>
    </message>
    <message>
        <source>a weapon</source>
        <translation>eine Waffe</translation>
    </message>
    <message>
        <source>a {degrees} degree turn ({drift} if drift) at `at`</source>
        <translation>eine Kurve um {degrees} Grad ({drift} beim Driften) bei `at`</translation>
    </message>
    <message>
        <source>a {kind} template is set out</source>
        <translation>eine Schablone {kind} wird gelegt</translation>
    </message>
    <message>
        <source>acid storm</source>
        <translation>Säuresturm</translation>
    </message>
    <message>
        <source>acid storm hits on {faces}</source>
        <translation>Säuresturm trifft bei {faces}</translation>
    </message>
    <message>
        <source>acid storm: which system</source>
        <translation>Säuresturm: welches System</translation>
    </message>
    <message>
        <source>aimed fire this turn: {penalty}</source>
        <translation>gezieltes Feuer in diesem Zug: {penalty}</translation>
    </message>
    <message>
        <source>airborne ({left}&quot; to fly)</source>
        <translation>in der Luft (noch {left}&quot; Flug)</translation>
    </message>
    <message>
        <source>airborne: {left}&quot; still to fly</source>
        <translation>in der Luft: noch {left}&quot; Flug</translation>
    </message>
    <message>
        <source>ambush roll-off: {side}</source>
        <translation>Stechen um den Hinterhalt: {side}</translation>
    </message>
    <message>
        <source>an attack names each weapon that fires once</source>
        <translation>ein Angriff nennt jede feuernde Waffe einmal</translation>
    </message>
    <message>
        <source>artillery fell on the car</source>
        <translation>Artillerie ist auf das Auto niedergegangen</translation>
    </message>
    <message>
        <source>artillery needs that environmental condition</source>
        <translation>Artillerie braucht diese Umweltbedingung</translation>
    </message>
    <message>
        <source>artillery {hit} {dice}</source>
        <translation>Artillerie {hit} {dice}</translation>
    </message>
    <message>
        <source>artillery: {car} {hit}</source>
        <translation>Artillerie: {car} {hit}</translation>
    </message>
    <message>
        <source>ask when it comes to it</source>
        <translation>fragen, wenn es so weit ist</translation>
    </message>
    <message>
        <source>at </source>
        <translation>auf </translation>
    </message>
    <message>
        <source>at speed 0, turn on the point to face any direction (line 31)</source>
        <translation>bei Geschwindigkeit 0 auf der Stelle in jede Richtung drehen (Zeile 31)</translation>
    </message>
    <message>
        <source>attacked</source>
        <translation>angegriffen</translation>
    </message>
    <message>
        <source>attacks after movement</source>
        <translation>Angriffe nach der Bewegung</translation>
    </message>
    <message>
        <source>attacks after movement, then the end of the game-turn</source>
        <translation>Angriffe nach der Bewegung, dann das Ende des Spielzugs</translation>
    </message>
    <message>
        <source>attacks happen during movement or after it, not in the {phase} phase</source>
        <translation>Angriffe gibt es während oder nach der Bewegung, nicht in der Phase {phase}</translation>
    </message>
    <message>
        <source>back in control</source>
        <translation>wieder unter Kontrolle</translation>
    </message>
    <message>
        <source>backwards</source>
        <translation>rückwärts</translation>
    </message>
    <message>
        <source>barrier</source>
        <translation>Absperrung</translation>
    </message>
    <message>
        <source>barrier damage {dice}</source>
        <translation>Absperrungsschaden {dice}</translation>
    </message>
    <message>
        <source>barriers are a race rule; elsewhere the table edge is solid</source>
        <translation>Absperrungen sind eine Rennregel; sonst ist die Tischkante fest</translation>
    </message>
    <message>
        <source>burning (see Fire and Explosion)</source>
        <translation>brennt (siehe Feuer und Explosion)</translation>
    </message>
    <message>
        <source>burning on 4-6</source>
        <translation>brennt bei 4-6</translation>
    </message>
    <message>
        <source>car: there is no &apos;{car}&apos; (cars: {cars})</source>
        <translation>car: „{car}“ gibt es nicht (Autos: {cars})</translation>
    </message>
    <message>
        <source>car: there is no car &apos;{car}&apos; (cars: {cars})</source>
        <translation>car: ein Auto „{car}“ gibt es nicht (Autos: {cars})</translation>
    </message>
    <message>
        <source>car: {car} is on foot: only a position is corrected</source>
        <translation>car: {car} ist zu Fuß: nur eine Position wird korrigiert</translation>
    </message>
    <message>
        <source>car: {car} is out of the game</source>
        <translation>Auto: {car} ist aus dem Spiel</translation>
    </message>
    <message>
        <source>cars: a game of Battle Cars needs two cars or more</source>
        <translation>cars: Ein Spiel von Battle Cars braucht zwei Autos oder mehr</translation>
    </message>
    <message>
        <source>classic rules: all movement is simultaneous, nobody defers</source>
        <translation>klassische Regeln: alle bewegen sich gleichzeitig, niemand schiebt auf</translation>
    </message>
    <message>
        <source>classic rules: all shooting comes after every car has moved</source>
        <translation>klassische Regeln: geschossen wird erst, wenn sich jedes Auto bewegt hat</translation>
    </message>
    <message>
        <source>classic rules: the turn is plotted with the speed as a clock face</source>
        <translation>klassische Regeln: die Kurve wird mit der Geschwindigkeit als Uhrzeit geplant</translation>
    </message>
    <message>
        <source>cloudburst</source>
        <translation>Wolkenbruch</translation>
    </message>
    <message>
        <source>collision roll</source>
        <translation>Zusammenstoßwurf</translation>
    </message>
    <message>
        <source>collision, high scorer {dice}</source>
        <translation>Zusammenstoß, höherer Wurf {dice}</translation>
    </message>
    <message>
        <source>collision, low scorer {dice}</source>
        <translation>Zusammenstoß, niedrigerer Wurf {dice}</translation>
    </message>
    <message>
        <source>commandeering</source>
        <translation>Kapern</translation>
    </message>
    <message>
        <source>component: is missing (a correction of a component needs it)</source>
        <translation>Komponente: fehlt (die Korrektur einer Komponente braucht sie)</translation>
    </message>
    <message>
        <source>component: {car} has no component &apos;{component}&apos;</source>
        <translation>Komponente: {car} hat keine Komponente „{component}“</translation>
    </message>
    <message>
        <source>contains {char}, a control character or line break</source>
        <translation>enthält {char}, ein Steuerzeichen oder einen Zeilenumbruch</translation>
    </message>
    <message>
        <source>control: {car} is in control already</source>
        <translation>control: {car} ist schon unter Kontrolle</translation>
    </message>
    <message>
        <source>corner</source>
        <translation>Kurve</translation>
    </message>
    <message>
        <source>corner {angle}°</source>
        <translation>{angle}°-Kurve</translation>
    </message>
    <message>
        <source>corner {angle}° left</source>
        <translation>{angle}°-Kurve links</translation>
    </message>
    <message>
        <source>corner {angle}° right</source>
        <translation>{angle}°-Kurve rechts</translation>
    </message>
    <message>
        <source>corner {angle}° {side}</source>
        <translation>{angle}°-Kurve {side}</translation>
    </message>
    <message>
        <source>crashes into the {thing} and stops</source>
        <translation>kracht gegen {thing} und bleibt stehen</translation>
    </message>
    <message>
        <source>damage </source>
        <translation>Schaden </translation>
    </message>
    <message>
        <source>damage to the car</source>
        <translation>Schaden am Auto</translation>
    </message>
    <message>
        <source>damage: </source>
        <translation>Schaden: </translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>beschädigt</translation>
    </message>
    <message>
        <source>darkness: firing fails when {dice} is under the range</source>
        <translation>Dunkelheit: das Feuer scheitert, wenn {dice} unter der Entfernung liegt</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>dead driver</source>
        <translation>toter Fahrer</translation>
    </message>
    <message>
        <source>deathshead</source>
        <translation>Totenkopf</translation>
    </message>
    <message>
        <source>decide the car&apos;s speed for the round (line 5), within its acceleration and deceleration</source>
        <translation>die Geschwindigkeit des Autos für die Runde festlegen (Zeile 5), im Rahmen seiner Beschleunigung und Verzögerung</translation>
    </message>
    <message>
        <source>deferring is off (optional rule: no deferral)</source>
        <translation>Aufschieben ist aus (optionale Regel: Kein Aufschieben)</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>zerstört</translation>
    </message>
    <message>
        <source>direction: a car stands there (line 18: nothing moves through cars)</source>
        <translation>direction: dort steht ein Auto (Zeile 18: nichts bewegt sich durch Autos)</translation>
    </message>
    <message>
        <source>direction: off the table</source>
        <translation>direction: außerhalb des Tisches</translation>
    </message>
    <message>
        <source>double six on the skid dice</source>
        <translation>Doppelsechs auf den Schleuderwürfeln</translation>
    </message>
    <message>
        <source>drifts are part of the skids and drifts rules, which are off</source>
        <translation>Driften gehört zu den Regeln für Schleudern und Driften, die aus sind</translation>
    </message>
    <message>
        <source>driver hits </source>
        <translation>Fahrertreffer </translation>
    </message>
    <message>
        <source>driver killed ({why})</source>
        <translation>Fahrer getötet ({why})</translation>
    </message>
    <message>
        <source>driver survives the wreck (dies on {faces})</source>
        <translation>Fahrer überlebt das Wrack (stirbt bei {faces})</translation>
    </message>
    <message>
        <source>driver&apos;s rerolls left</source>
        <translation>verbleibende Neuwürfe des Fahrers</translation>
    </message>
    <message>
        <source>driving </source>
        <translation>fährt </translation>
    </message>
    <message>
        <source>drop a template from dropped system `system`</source>
        <translation>eine Schablone aus dem Abwurfsystem `system` abwerfen</translation>
    </message>
    <message>
        <source>dropped weapons are not permitted in races (RULINGS D7)</source>
        <translation>Abwurfwaffen sind in Rennen nicht erlaubt (RULINGS D7)</translation>
    </message>
    <message>
        <source>drops left {drops}</source>
        <translation>Abwürfe übrig {drops}</translation>
    </message>
    <message>
        <source>each occupant took {points} point(s)</source>
        <translation>jeder Insasse nahm {points} Punkt(e)</translation>
    </message>
    <message>
        <source>ejected</source>
        <translation>ausgestiegen</translation>
    </message>
    <message>
        <source>end over end</source>
        <translation>über Kopf</translation>
    </message>
    <message>
        <source>ending a turn</source>
        <translation>Zugende</translation>
    </message>
    <message>
        <source>equipment: </source>
        <translation>Ausrüstung: </translation>
    </message>
    <message>
        <source>facing</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <source>facing: is missing (a correction of the facing needs it)</source>
        <translation>facing: fehlt (eine Korrektur der Richtung braucht sie)</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>im Ziel</translation>
    </message>
    <message>
        <source>fire</source>
        <translation>Feuer</translation>
    </message>
    <message>
        <source>fire (burns on {faces})</source>
        <translation>Feuer (brennt bei {faces})</translation>
    </message>
    <message>
        <source>fire at a car or pedestrian during the move, or return fire (line 9); the players give the effect</source>
        <translation>während des Zugs auf ein Auto oder einen Fußgänger feuern oder zurückschießen (Zeile 9); die Spieler geben die Wirkung an</translation>
    </message>
    <message>
        <source>fire the car&apos;s weapons that bear at a target (`at`: where along its move the car moving is when shot)</source>
        <translation>die Waffen des Autos, die ausgerichtet sind, auf ein Ziel abfeuern (`at`: wo auf seiner Bewegung das fahrende Auto beschossen wird)</translation>
    </message>
    <message>
        <source>fires burning</source>
        <translation>brennende Feuer</translation>
    </message>
    <message>
        <source>firing happens during a move (line 8)</source>
        <translation>gefeuert wird während eines Zugs (Zeile 8)</translation>
    </message>
    <message>
        <source>fishtail: 1-3 left, 4-6 right</source>
        <translation>Ausbrechen des Hecks: 1-3 links, 4-6 rechts</translation>
    </message>
    <message>
        <source>flame tank exploded</source>
        <translation>Flammentank explodiert</translation>
    </message>
    <message>
        <source>flight: 1-{most} inches</source>
        <translation>Flug: 1-{most} Zoll</translation>
    </message>
    <message>
        <source>forwards</source>
        <translation>vorwärts</translation>
    </message>
    <message>
        <source>front</source>
        <translation>Front</translation>
    </message>
    <message>
        <source>fuel tank exploded</source>
        <translation>Tank explodiert</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>game-turn</source>
        <translation>Spielzug</translation>
    </message>
    <message>
        <source>game-turn {turn} begins</source>
        <translation>Spielzug {turn} beginnt</translation>
    </message>
    <message>
        <source>has fired</source>
        <translation>hat gefeuert</translation>
    </message>
    <message>
        <source>has {count} items; at most {limit} are allowed</source>
        <translation>{count} Einträge; höchstens {limit} sind erlaubt</translation>
    </message>
    <message>
        <source>head on</source>
        <translation>frontal</translation>
    </message>
    <message>
        <source>head-on collision</source>
        <translation>Frontalzusammenstoß</translation>
    </message>
    <message>
        <source>head-on collision {dice}</source>
        <translation>Frontalzusammenstoß {dice}</translation>
    </message>
    <message>
        <source>hit a raised Deathshead</source>
        <translation>auf einen aufgerichteten Totenkopf geprallt</translation>
    </message>
    <message>
        <source>hit points gone</source>
        <translation>keine Trefferpunkte mehr</translation>
    </message>
    <message>
        <source>hit points left</source>
        <translation>verbleibende Trefferpunkte</translation>
    </message>
    <message>
        <source>hits to the driver</source>
        <translation>Treffer am Fahrer</translation>
    </message>
    <message>
        <source>impaled on a Deathshead</source>
        <translation>von einem Totenkopf aufgespießt</translation>
    </message>
    <message>
        <source>in a cloudburst the maximum range is {limit}&quot;</source>
        <translation>bei einem Wolkenbruch ist die größte Reichweite {limit}&quot;</translation>
    </message>
    <message>
        <source>in control</source>
        <translation>unter Kontrolle</translation>
    </message>
    <message>
        <source>is {length} characters long; at most {limit} are allowed</source>
        <translation>{length} Zeichen lang; höchstens {limit} sind erlaubt</translation>
    </message>
    <message>
        <source>its Flame Tank exploding</source>
        <translation>die Explosion seines Flammentanks</translation>
    </message>
    <message>
        <source>its Fuel Tank exploding</source>
        <translation>die Explosion seines Tanks</translation>
    </message>
    <message>
        <source>its driver killed</source>
        <translation>den Tod seines Fahrers</translation>
    </message>
    <message>
        <source>its hit points gone</source>
        <translation>den Verlust aller Trefferpunkte</translation>
    </message>
    <message>
        <source>its skid ({why}, SD {sd}): drift 0-{most}</source>
        <translation>sein Schleudern ({why}, SD {sd}): Abdrift 0-{most}</translation>
    </message>
    <message>
        <source>its {system}</source>
        <translation>seinem {system}</translation>
    </message>
    <message>
        <source>jumping cars cannot collide with cars on the ground</source>
        <translation>springende Autos können nicht mit Autos am Boden zusammenstoßen</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>getötet</translation>
    </message>
    <message>
        <source>kills: {cars}</source>
        <translation>Abschüsse: {cars}</translation>
    </message>
    <message>
        <source>landing damage {dice}</source>
        <translation>Landeschaden {dice}</translation>
    </message>
    <message>
        <source>laps are counted in races</source>
        <translation>Runden werden in Rennen gezählt</translation>
    </message>
    <message>
        <source>laps {laps}</source>
        <translation>Runden {laps}</translation>
    </message>
    <message>
        <source>lay a marker (oil, smoke, spikes, mines) on the car&apos;s point</source>
        <translation>einen Marker (Öl, Rauch, Krähenfüße, Minen) auf den Punkt des Autos legen</translation>
    </message>
    <message>
        <source>laying a marker</source>
        <translation>Marker legen</translation>
    </message>
    <message>
        <source>leave a ramp or crest at `at`</source>
        <translation>eine Rampe oder Kuppe bei `at` verlassen</translation>
    </message>
    <message>
        <source>leaving a car</source>
        <translation>Auto verlassen</translation>
    </message>
    <message>
        <source>left</source>
        <translation>links</translation>
    </message>
    <message>
        <source>left the table</source>
        <translation>hat den Tisch verlassen</translation>
    </message>
    <message>
        <source>loss of control: distance {dice}</source>
        <translation>Kontrollverlust: Weite {dice}</translation>
    </message>
    <message>
        <source>loss of control: scatter direction</source>
        <translation>Kontrollverlust: Abweichrichtung</translation>
    </message>
    <message>
        <source>lost control in turn {turn}: {text}</source>
        <translation>Kontrolle verloren in Zug {turn}: {text}</translation>
    </message>
    <message>
        <source>lost control this game-turn: {text}</source>
        <translation>Kontrolle verloren in diesem Spielzug: {text}</translation>
    </message>
    <message>
        <source>lost the collision</source>
        <translation>hat den Zusammenstoß verloren</translation>
    </message>
    <message>
        <source>markers: </source>
        <translation>Marker: </translation>
    </message>
    <message>
        <source>may fire</source>
        <translation>darf feuern</translation>
    </message>
    <message>
        <source>may return fire at </source>
        <translation>darf zurückschießen auf </translation>
    </message>
    <message>
        <source>mid-air collision</source>
        <translation>Zusammenstoß in der Luft</translation>
    </message>
    <message>
        <source>mid-air collision {dice}</source>
        <translation>Zusammenstoß in der Luft {dice}</translation>
    </message>
    <message>
        <source>misses the next game-turn (lost control)</source>
        <translation>setzt den nächsten Spielzug aus (Kontrolle verloren)</translation>
    </message>
    <message>
        <source>misses this game-turn (lost control)</source>
        <translation>setzt diesen Spielzug aus (Kontrolle verloren)</translation>
    </message>
    <message>
        <source>misses this turn</source>
        <translation>setzt diesen Zug aus</translation>
    </message>
    <message>
        <source>move</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>move one point, straight ahead or cornering 45, 90 or 135 degrees</source>
        <translation>einen Punkt fahren, geradeaus oder in einer Kurve von 45, 90 oder 135 Grad</translation>
    </message>
    <message>
        <source>move {move}&quot;, turns left {turns}</source>
        <translation>Bewegung {move}&quot;, noch {turns} Kurven</translation>
    </message>
    <message>
        <source>moved</source>
        <translation>bewegt</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>moving</source>
        <translation>Fahren</translation>
    </message>
    <message>
        <source>moving order: {order}</source>
        <translation>Zugreihenfolge: {order}</translation>
    </message>
    <message>
        <source>navigator survives the wreck (dies on {faces})</source>
        <translation>Navigatorin überlebt das Wrack (stirbt bei {faces})</translation>
    </message>
    <message>
        <source>next move: a {lower}</source>
        <translation>nächste Bewegung: {result}</translation>
    </message>
    <message>
        <source>next move: an immediate T-stop</source>
        <translation>nächste Bewegung: ein sofortiger T-Stopp</translation>
    </message>
    <message>
        <source>next phase</source>
        <translation>nächste Phase</translation>
    </message>
    <message>
        <source>next plot {low}-{high}&quot;</source>
        <translation>nächste Planung {low}-{high}&quot;</translation>
    </message>
    <message>
        <source>night stages</source>
        <translation>Nachtetappen</translation>
    </message>
    <message>
        <source>nitro uses one charge (two only with the doing-a-Scott option)</source>
        <translation>Nitro verbraucht eine Ladung (zwei nur mit der Option „Einen Scott machen“)</translation>
    </message>
    <message>
        <source>nitro {dice}</source>
        <translation>Nitro {dice}</translation>
    </message>
    <message>
        <source>nitro ×{charges}</source>
        <translation>Nitro ×{charges}</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>no aimed fire</source>
        <translation>kein gezieltes Feuer</translation>
    </message>
    <message>
        <source>no face</source>
        <translation>keine Seite</translation>
    </message>
    <message>
        <source>no skid</source>
        <translation>kein Schleudern</translation>
    </message>
    <message>
        <source>no tyre</source>
        <translation>kein Reifen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>none written (12 o&apos;clock)</source>
        <translation>nichts notiert (12 Uhr)</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source>nothing: the game is over</source>
        <translation>nichts: Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>occupants: jumped out</source>
        <translation>Insassen: abgesprungen</translation>
    </message>
    <message>
        <source>off the table: stops at its edge</source>
        <translation>vom Tisch: hält an seinem Rand</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>on fire ×{fires}</source>
        <translation>in Flammen ×{fires}</translation>
    </message>
    <message numerus="yes">
        <source>on fire: %n fire(s) burning</source>
        <translation>
            <numerusform>in Flammen: %n Feuer brennt</numerusform>
            <numerusform>in Flammen: %n Feuer brennen</numerusform>
        </translation>
    </message>
    <message>
        <source>on foot at </source>
        <translation>zu Fuß auf </translation>
    </message>
    <message>
        <source>only one turn at each point of a move</source>
        <translation>nur eine Kurve an jedem Punkt einer Bewegung</translation>
    </message>
    <message>
        <source>onto {markers}</source>
        <translation>auf {markers}</translation>
    </message>
    <message>
        <source>out of control: rolling, on its {side}</source>
        <translation>außer Kontrolle: überschlägt sich, auf der Seite „{side}“</translation>
    </message>
    <message>
        <source>out of control: spinning out, rotating {side}</source>
        <translation>außer Kontrolle: Dreher nach {side}</translation>
    </message>
    <message>
        <source>over</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>overturned in a skid</source>
        <translation>beim Schleudern überschlagen</translation>
    </message>
    <message>
        <source>phase {phase}</source>
        <translation>Phase {phase}</translation>
    </message>
    <message>
        <source>phase {phase} begins</source>
        <translation>Phase {phase} beginnt</translation>
    </message>
    <message>
        <source>plot</source>
        <translation>Planung</translation>
    </message>
    <message>
        <source>plot {low}-{high}&quot;</source>
        <translation>Planung {low}-{high}&quot;</translation>
    </message>
    <message>
        <source>plotted (hidden until every car has plotted)</source>
        <translation>geplant (verdeckt, bis jedes Auto geplant hat)</translation>
    </message>
    <message>
        <source>plotted {speed}&quot;</source>
        <translation>geplant {speed}&quot;</translation>
    </message>
    <message>
        <source>plotted {speed}&quot; +{nitro}&quot; nitro</source>
        <translation>geplant {speed}&quot; +{nitro}&quot; Nitro</translation>
    </message>
    <message>
        <source>plotted {speed}&quot; +{nitro}&quot; nitro reverse</source>
        <translation>geplant {speed}&quot; +{nitro}&quot; Nitro rückwärts</translation>
    </message>
    <message>
        <source>plotted {speed}&quot; reverse</source>
        <translation>geplant {speed}&quot; rückwärts</translation>
    </message>
    <message>
        <source>plotting speeds</source>
        <translation>Geschwindigkeiten planen</translation>
    </message>
    <message>
        <source>pond</source>
        <translation>Teich</translation>
    </message>
    <message>
        <source>position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>radiation</source>
        <translation>Strahlung</translation>
    </message>
    <message>
        <source>radiation exposure {exposure}: dies under it</source>
        <translation>Strahlenbelastung {exposure}: stirbt darunter</translation>
    </message>
    <message>
        <source>radiation hotspots to place</source>
        <translation>zu legende Strahlungsherde</translation>
    </message>
    <message>
        <source>radiation needs that environmental condition</source>
        <translation>Strahlung braucht diese Umweltbedingung</translation>
    </message>
    <message>
        <source>rammed while stationary {dice}</source>
        <translation>im Stand gerammt {dice}</translation>
    </message>
    <message>
        <source>ramming {car} (RV{rv}): damage {dice}</source>
        <translation>Rammen von {car} (RV{rv}): Schaden {dice}</translation>
    </message>
    <message>
        <source>ramming {dice}</source>
        <translation>Rammen {dice}</translation>
    </message>
    <message>
        <source>rams {car} ({how}, RV{rv}) and the turn is over</source>
        <translation>rammt {car} ({how}, RV{rv}), und der Zug ist vorbei</translation>
    </message>
    <message>
        <source>random car: {car}</source>
        <translation>Zufallsauto: {car}</translation>
    </message>
    <message>
        <source>rear</source>
        <translation>von hinten</translation>
    </message>
    <message>
        <source>rerolls: driver {left}</source>
        <translation>Neuwürfe: Fahrer {left}</translation>
    </message>
    <message>
        <source>right</source>
        <translation>rechts</translation>
    </message>
    <message>
        <source>roll for fires and start the next game-turn</source>
        <translation>für Feuer würfeln und den nächsten Spielzug beginnen</translation>
    </message>
    <message>
        <source>rolling</source>
        <translation>überschlägt sich</translation>
    </message>
    <message>
        <source>round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>runs over {pedestrians}</source>
        <translation>überfährt {pedestrians}</translation>
    </message>
    <message>
        <source>safe at {speed}</source>
        <translation>sicher bis {speed}</translation>
    </message>
    <message>
        <source>scatter {scatter}: move {distance}&quot; towards arrow {scatter}</source>
        <translation>Abweichung {scatter}: {distance}&quot; in Richtung Pfeil {scatter}</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>shield</source>
        <translation>Schild</translation>
    </message>
    <message>
        <source>side</source>
        <translation>seitlich</translation>
    </message>
    <message>
        <source>side: a corner turns left or right</source>
        <translation>side: eine Kurve geht nach links oder rechts</translation>
    </message>
    <message>
        <source>sideways</source>
        <translation>quer</translation>
    </message>
    <message>
        <source>silenced</source>
        <translation>ausgeschaltet</translation>
    </message>
    <message>
        <source>skid check at {speed}&quot; (skids on {faces})</source>
        <translation>Schleuderwurf bei {speed}&quot; (schleudert bei {faces})</translation>
    </message>
    <message>
        <source>skid distance die {die}</source>
        <translation>Schleuderweite, Würfel {die}</translation>
    </message>
    <message>
        <source>slows to {mph} mph</source>
        <translation>wird langsamer auf {mph} mph</translation>
    </message>
    <message>
        <source>slows to {mph} mph (backwards)</source>
        <translation>wird langsamer auf {mph} mph (rückwärts)</translation>
    </message>
    <message>
        <source>smoke at {x},{y}: cleared on {faces}</source>
        <translation>Rauch auf {x},{y}: verzieht sich bei {faces}</translation>
    </message>
    <message>
        <source>smokescreen {template} clears on 6</source>
        <translation>Rauchwand {template} verzieht sich bei 6</translation>
    </message>
    <message>
        <source>solid</source>
        <translation>festes Hindernis</translation>
    </message>
    <message>
        <source>speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>speed to decide</source>
        <translation>Tempo noch offen</translation>
    </message>
    <message>
        <source>speed {speed}&quot;</source>
        <translation>Geschwindigkeit {speed}&quot;</translation>
    </message>
    <message>
        <source>speeds are decided at the start of a round (line 5), not now</source>
        <translation>Geschwindigkeiten werden zu Beginn einer Runde gewählt (Zeile 5), nicht jetzt</translation>
    </message>
    <message>
        <source>speeds are plotted at the start of a game-turn, not in the {phase} phase</source>
        <translation>Geschwindigkeiten werden zu Beginn eines Spielzugs geplant, nicht in der Phase {phase}</translation>
    </message>
    <message>
        <source>speeds revealed: {speeds}</source>
        <translation>Geschwindigkeiten aufgedeckt: {speeds}</translation>
    </message>
    <message>
        <source>spin: 1-3 left, 4-6 right</source>
        <translation>Drehung: 1-3 links, 4-6 rechts</translation>
    </message>
    <message>
        <source>spinout</source>
        <translation>Dreher</translation>
    </message>
    <message>
        <source>spinout: {tyre} tyre, die {die}</source>
        <translation>Dreher: Reifen {tyre}, Würfel {die}</translation>
    </message>
    <message>
        <source>status: is missing (a correction of a component needs it)</source>
        <translation>Zustand: fehlt (die Korrektur einer Komponente braucht ihn)</translation>
    </message>
    <message>
        <source>stops rolling: it cannot be driven</source>
        <translation>hört auf, sich zu überschlagen: Es ist nicht mehr fahrbar</translation>
    </message>
    <message>
        <source>stops rolling: it may be driven on</source>
        <translation>hört auf, sich zu überschlagen: Es darf weiterfahren</translation>
    </message>
    <message>
        <source>stops spinning</source>
        <translation>hört auf, sich zu drehen</translation>
    </message>
    <message>
        <source>straight ahead</source>
        <translation>geradeaus</translation>
    </message>
    <message>
        <source>straight on</source>
        <translation>geradeaus</translation>
    </message>
    <message>
        <source>sword</source>
        <translation>Schwert</translation>
    </message>
    <message>
        <source>system {system}</source>
        <translation>System {system}</translation>
    </message>
    <message>
        <source>target: must be another car&apos;s id, not {target}</source>
        <translation>target: muss die Kennung eines anderen Autos sein, nicht {target}</translation>
    </message>
    <message>
        <source>templates are set out before the first plot</source>
        <translation>Schablonen werden vor der ersten Planung gelegt</translation>
    </message>
    <message>
        <source>templates set out before play: up to {dice}</source>
        <translation>Schablonen vor dem Spiel: bis zu {dice}</translation>
    </message>
    <message>
        <source>the Badlands Ambush sets out no templates (section 10 gives them to Deathmatches and races)</source>
        <translation>der Badlands Ambush legt keine Schablonen (Abschnitt 10 gibt sie Deathmatches und Rennen)</translation>
    </message>
    <message>
        <source>the Lady Navigator ejects</source>
        <translation>die Lady Navigator steigt aus</translation>
    </message>
    <message>
        <source>the Lady Navigator fires the dropped weapons, and she is gone</source>
        <translation>die Lady Navigator feuert die Abwurfwaffen, und sie ist nicht mehr da</translation>
    </message>
    <message>
        <source>the car came within {within}&quot; of a radiation hotspot</source>
        <translation>das Auto kam bis auf {within}&quot; an einen Strahlungsherd heran</translation>
    </message>
    <message>
        <source>the car completed a lap (races)</source>
        <translation>das Auto hat eine Runde beendet (Rennen)</translation>
    </message>
    <message>
        <source>the car drove over a template</source>
        <translation>das Auto ist über eine Schablone gefahren</translation>
    </message>
    <message>
        <source>the car due to move waits until after the next one</source>
        <translation>das Auto, das an der Reihe ist, wartet bis nach dem nächsten</translation>
    </message>
    <message>
        <source>the car has finished its move</source>
        <translation>das Auto hat seine Bewegung beendet</translation>
    </message>
    <message>
        <source>the car hit another car</source>
        <translation>das Auto ist mit einem anderen Auto zusammengestoßen</translation>
    </message>
    <message>
        <source>the car hit solid scenery, a pond, toxic waste, a Deathshead or a race barrier</source>
        <translation>das Auto ist gegen feste Kulisse, einen Teich, Giftmüll, einen Totenkopf oder eine Rennabsperrung geprallt</translation>
    </message>
    <message>
        <source>the car left the table or leapt a barrier for good</source>
        <translation>das Auto hat den Tisch verlassen oder ist endgültig über eine Absperrung gesprungen</translation>
    </message>
    <message>
        <source>the car ran over a Sword or a Shield</source>
        <translation>das Auto ist über ein Schwert oder einen Schild gefahren</translation>
    </message>
    <message>
        <source>the control roll at HC {hc}</source>
        <translation>den Kontrollwurf bei HC {hc}</translation>
    </message>
    <message>
        <source>the dice allow up to {allowed} templates, all placed</source>
        <translation>die Würfel erlauben bis zu {allowed} Schablonen, alle gelegt</translation>
    </message>
    <message>
        <source>the driver is killed</source>
        <translation>der Fahrer ist tot</translation>
    </message>
    <message>
        <source>the driver leaves the car at speed 0 and becomes a pedestrian (line 76)</source>
        <translation>der Fahrer verlässt das Auto bei Geschwindigkeit 0 und wird zum Fußgänger (Zeile 76)</translation>
    </message>
    <message>
        <source>the first point of movement is straight ahead (line 20)</source>
        <translation>der erste Bewegungspunkt geht geradeaus (Zeile 20)</translation>
    </message>
    <message>
        <source>the game is already over</source>
        <translation>das Spiel ist schon vorbei</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>the game is over: nobody wins</source>
        <translation>das Spiel ist vorbei: Niemand gewinnt</translation>
    </message>
    <message>
        <source>the game is over: {winner} wins</source>
        <translation>das Spiel ist vorbei: {winner} gewinnt</translation>
    </message>
    <message>
        <source>the mine under it: damage {dice}</source>
        <translation>die Mine darunter: Schaden {dice}</translation>
    </message>
    <message>
        <source>the movement-order dice-off at {speed}&quot;</source>
        <translation>Stechen um die Zugreihenfolge bei {speed}&quot;</translation>
    </message>
    <message>
        <source>the next action</source>
        <translation>die nächste Aktion</translation>
    </message>
    <message>
        <source>the next car</source>
        <translation>das nächste Auto</translation>
    </message>
    <message>
        <source>the player&apos;s move is over (line 11)</source>
        <translation>der Zug des Spielers ist vorbei (Zeile 11)</translation>
    </message>
    <message>
        <source>the players call the game</source>
        <translation>die Spieler beenden das Spiel</translation>
    </message>
    <message>
        <source>the players stop</source>
        <translation>die Spieler hören auf</translation>
    </message>
    <message>
        <source>the players stop the game</source>
        <translation>die Spieler beenden das Spiel</translation>
    </message>
    <message>
        <source>the reroll of the {face}: {purpose}</source>
        <translation>der Neuwurf der {face}: {purpose}</translation>
    </message>
    <message>
        <source>the roll onto its bottom: damage to the {tyre} tyre</source>
        <translation>der Überschlag auf die Unterseite: Schaden am Reifen {tyre}</translation>
    </message>
    <message>
        <source>the roll onto its {side}: damage to that side</source>
        <translation>der Überschlag auf die Seite „{side}“: Schaden an dieser Seite</translation>
    </message>
    <message>
        <source>the side it rolls onto</source>
        <translation>die Seite, auf die es rollt</translation>
    </message>
    <message>
        <source>the smoke at {at} clears (rolled {roll})</source>
        <translation>der Rauch auf {at} verzieht sich ({roll} gewürfelt)</translation>
    </message>
    <message>
        <source>the smoke at {at} stays (rolled {roll})</source>
        <translation>der Rauch auf {at} bleibt ({roll} gewürfelt)</translation>
    </message>
    <message>
        <source>the speeds of {cars}</source>
        <translation>die Geschwindigkeiten von {cars}</translation>
    </message>
    <message>
        <source>the table and the app disagree and the players agree: set one thing to what the table says (a number left out is 0); nothing is rolled</source>
        <translation>Tisch und App sind uneins, die Spieler sind sich einig: eine Sache auf den Stand des Tisches setzen (eine fehlende Zahl ist 0); nichts wird gewürfelt</translation>
    </message>
    <message>
        <source>the table and the app disagree and the players agree: set one thing to what the table says (a value left out is 0; a component takes its status); nothing is rolled</source>
        <translation>Tisch und App sind uneins und die Spieler einig: eine Sache auf das setzen, was der Tisch sagt (ein fehlender Wert ist 0; eine Komponente bekommt ihren Zustand); es wird nicht gewürfelt</translation>
    </message>
    <message>
        <source>the turn ends after every car has moved</source>
        <translation>der Zug endet, wenn sich jedes Auto bewegt hat</translation>
    </message>
    <message>
        <source>the turret is destroyed</source>
        <translation>der Drehturm ist zerstört</translation>
    </message>
    <message>
        <source>the tyres take {damage}</source>
        <translation>die Reifen nehmen {damage}</translation>
    </message>
    <message>
        <source>the vaulting tyres</source>
        <translation>die Reifen, über die es abhebt</translation>
    </message>
    <message>
        <source>the {side} side takes {damage} damage</source>
        <translation>die Seite „{side}“ nimmt {damage} Schaden</translation>
    </message>
    <message>
        <source>there is no template &apos;{template}&apos; on the table</source>
        <translation>es liegt keine Schablone „{template}“ auf dem Tisch</translation>
    </message>
    <message>
        <source>this turn: {done}</source>
        <translation>diesen Zug: {done}</translation>
    </message>
    <message>
        <source>threshold {line}</source>
        <translation>Linie {line}</translation>
    </message>
    <message>
        <source>to plot</source>
        <translation>plant noch</translation>
    </message>
    <message>
        <source>toxic pond</source>
        <translation>Giftteich</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>turn {turn} begins</source>
        <translation>Zug {turn} beginnt</translation>
    </message>
    <message>
        <source>turn {turn} begins: {changes}</source>
        <translation>Zug {turn} beginnt: {changes}</translation>
    </message>
    <message>
        <source>turn {turn} begins; {changes}</source>
        <translation>Zug {turn} beginnt; {changes}</translation>
    </message>
    <message>
        <source>turret</source>
        <translation>Drehturm</translation>
    </message>
    <message>
        <source>tyre: which tyre takes the tyre_damage ({tyres})</source>
        <translation>tyre: welcher Reifen nimmt den tyre_damage ({tyres})</translation>
    </message>
    <message>
        <source>tyres </source>
        <translation>Reifen </translation>
    </message>
    <message>
        <source>tyres: </source>
        <translation>Reifen: </translation>
    </message>
    <message>
        <source>under the barrage</source>
        <translation>unter dem Sperrfeuer</translation>
    </message>
    <message>
        <source>under the ranging shot</source>
        <translation>unter dem Einschießschuss</translation>
    </message>
    <message>
        <source>unnamed driver</source>
        <translation>namenloser Fahrer</translation>
    </message>
    <message>
        <source>value: hit points left are from 1 to {most}, not {value} (a car with none left is destroyed: play the hit)</source>
        <translation>Wert: verbleibende Trefferpunkte sind 1 bis {most}, nicht {value} (ein Auto ohne ist zerstört: spielen Sie den Treffer)</translation>
    </message>
    <message>
        <source>value: not with what &apos;component&apos; (its status says it)</source>
        <translation>Wert: nicht bei „component“ (ihr Zustand sagt es)</translation>
    </message>
    <message>
        <source>value: not with what &apos;in_control&apos; (only a speed takes one)</source>
        <translation>value: nicht bei what &apos;in_control&apos; (nur eine Geschwindigkeit hat einen)</translation>
    </message>
    <message>
        <source>value: not with what &apos;{what}&apos;</source>
        <translation>value: nicht bei what &apos;{what}&apos;</translation>
    </message>
    <message>
        <source>value: {value} damage is a Wreck: play the hit (a fire or a ram)</source>
        <translation>value: {value} Schaden ist ein Wrack: Spielen Sie den Treffer (Feuern oder Rammen)</translation>
    </message>
    <message>
        <source>value: {value} hits kill the driver: play the hit (a fire)</source>
        <translation>value: {value} Treffer töten den Fahrer: Spielen Sie den Treffer (Feuern)</translation>
    </message>
    <message>
        <source>vault: {tyre} tyre, die {die} of {dice}</source>
        <translation>Abheben: Reifen {tyre}, Würfel {die} von {dice}</translation>
    </message>
    <message>
        <source>vehicle: there is no car &apos;{vehicle}&apos;</source>
        <translation>vehicle: ein Auto „{vehicle}“ gibt es nicht</translation>
    </message>
    <message>
        <source>vehicle: {vehicle} has a living driver (line 89: vacated, or its driver dead)</source>
        <translation>vehicle: {vehicle} hat einen lebenden Fahrer (Zeile 89: verlassen, oder sein Fahrer tot)</translation>
    </message>
    <message>
        <source>vehicle: {vehicle} is not beside {car}</source>
        <translation>vehicle: {vehicle} steht nicht neben {car}</translation>
    </message>
    <message>
        <source>vehicle: {vehicle} must be stationary and capable of movement (line 89)</source>
        <translation>vehicle: {vehicle} muss stehen und fahrbereit sein (Zeile 89)</translation>
    </message>
    <message>
        <source>walk {direction}</source>
        <translation>nach {direction} gehen</translation>
    </message>
    <message>
        <source>walking</source>
        <translation>Gehen</translation>
    </message>
    <message>
        <source>was {car} hitting {other} head-on?</source>
        <translation>ist {car} frontal auf {other} geprallt?</translation>
    </message>
    <message>
        <source>was {was}</source>
        <translation>war {was}</translation>
    </message>
    <message>
        <source>was {was} mph</source>
        <translation>war {was} mph</translation>
    </message>
    <message>
        <source>weapon {list}</source>
        <translation>Waffe {list}</translation>
    </message>
    <message>
        <source>weapons {list}</source>
        <translation>Waffen {list}</translation>
    </message>
    <message>
        <source>which skid die to use ({low} or {high})</source>
        <translation>welcher Schleuderwürfel gilt ({low} oder {high})</translation>
    </message>
    <message>
        <source>within {d}&quot; of the barrage</source>
        <translation>bis {d}&quot; vom Sperrfeuer</translation>
    </message>
    <message>
        <source>wrecked</source>
        <translation>Wrack</translation>
    </message>
    <message>
        <source>wrecked on its {side}</source>
        <translation>Wrack auf der Seite „{side}“</translation>
    </message>
    <message>
        <source>wrecked on its {side}: it cannot be driven</source>
        <translation>Wrack auf der Seite „{side}“: Es ist nicht fahrbar</translation>
    </message>
    <message>
        <source>write down this turn&apos;s speed (and nitro charges; the clock face, classic rules)</source>
        <translation>die Geschwindigkeit dieses Zugs notieren (und Nitro-Ladungen; die Uhrzeit, klassische Regeln)</translation>
    </message>
    <message>
        <source>x: {x},{y} is off the table ({width} by {height})</source>
        <translation>x: {x},{y} liegt außerhalb des Tisches ({width} mal {height})</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>yes, head-on</source>
        <translation>ja, frontal</translation>
    </message>
    <message>
        <source>{action} - {happened}</source>
        <translation>{action} - {happened}</translation>
    </message>
    <message>
        <source>{action} [{dice}]</source>
        <translation>{action} [{dice}]</translation>
    </message>
    <message>
        <source>{action}: {happened}</source>
        <translation>{action}: {happened}</translation>
    </message>
    <message>
        <source>{asked} {value}</source>
        <translation>{asked} {value}</translation>
    </message>
    <message>
        <source>{asked}: {value}</source>
        <translation>{asked}: {value}</translation>
    </message>
    <message>
        <source>{before} -&gt; {after} mph</source>
        <translation>{before} -&gt; {after} mph</translation>
    </message>
    <message>
        <source>{car} ({design}) carries no weapon: it can only ram and lay markers</source>
        <translation>{car} ({design}) trägt keine Waffe: Es kann nur rammen und Marker legen</translation>
    </message>
    <message>
        <source>{car} ({name}): error: {problem}</source>
        <translation>{car} ({name}): Fehler: {problem}</translation>
    </message>
    <message>
        <source>{car} ({name}): warning: {problem}</source>
        <translation>{car} ({name}): Warnung: {problem}</translation>
    </message>
    <message>
        <source>{car} LOSES CONTROL ({why})</source>
        <translation>{car} VERLIERT DIE KONTROLLE ({why})</translation>
    </message>
    <message>
        <source>{car} LOSES CONTROL ({why}): {text}</source>
        <translation>{car} VERLIERT DIE KONTROLLE ({why}): {text}</translation>
    </message>
    <message>
        <source>{car} and {other}: head-on collision</source>
        <translation>{car} und {other}: Frontalzusammenstoß</translation>
    </message>
    <message>
        <source>{car} and {other}: moving collision</source>
        <translation>{car} und {other}: Zusammenstoß in voller Fahrt</translation>
    </message>
    <message>
        <source>{car} and {other}: stationary collision</source>
        <translation>{car} und {other}: Zusammenstoß mit einem stehenden Auto</translation>
    </message>
    <message>
        <source>{car} and {other}: {kind} collision</source>
        <translation>{car} und {other}: Zusammenstoß {kind}</translation>
    </message>
    <message>
        <source>{car} at {speed} on {surface} may go {low} to {high} (lines 22-27), not {wanted}</source>
        <translation>{car} darf bei {speed} auf {surface} {low} bis {high} fahren (Zeilen 22-27), nicht {wanted}</translation>
    </message>
    <message>
        <source>{car} at {speed}&quot; does not leave the ground (12&quot; or more is needed)</source>
        <translation>{car} hebt bei {speed}&quot; nicht ab (12&quot; oder mehr sind nötig)</translation>
    </message>
    <message>
        <source>{car} cannot move</source>
        <translation>{car} kann nicht fahren</translation>
    </message>
    <message>
        <source>{car} cannot see {target} in the dark</source>
        <translation>{car} kann {target} im Dunkeln nicht sehen</translation>
    </message>
    <message>
        <source>{car} carries no weapon</source>
        <translation>{car} trägt keine Waffe</translation>
    </message>
    <message>
        <source>{car} catches fire</source>
        <translation>{car} fängt Feuer</translation>
    </message>
    <message>
        <source>{car} collides with {other}</source>
        <translation>{car} stößt mit {other} zusammen</translation>
    </message>
    <message>
        <source>{car} collides with {other} head-on</source>
        <translation>{car} stößt frontal mit {other} zusammen</translation>
    </message>
    <message>
        <source>{car} comes near a radiation hotspot</source>
        <translation>{car} kommt einem Strahlungsherd nahe</translation>
    </message>
    <message>
        <source>{car} commandeers {vehicle}</source>
        <translation>{car} kapert {vehicle}</translation>
    </message>
    <message>
        <source>{car} completes a lap</source>
        <translation>{car} beendet eine Runde</translation>
    </message>
    <message>
        <source>{car} crashes into a {into} and stops</source>
        <translation>{car} kracht gegen {into} und bleibt stehen</translation>
    </message>
    <message>
        <source>{car} crosses line {line}: {label}</source>
        <translation>{car} überschreitet Linie {line}: {label}</translation>
    </message>
    <message>
        <source>{car} crosses template {template}</source>
        <translation>{car} überfährt Schablone {template}</translation>
    </message>
    <message>
        <source>{car} decides speed {speed}</source>
        <translation>{car} wählt Geschwindigkeit {speed}</translation>
    </message>
    <message>
        <source>{car} decides speed {speed} in reverse</source>
        <translation>{car} wählt Geschwindigkeit {speed} rückwärts</translation>
    </message>
    <message>
        <source>{car} defers its move</source>
        <translation>{car} schiebt seine Bewegung auf</translation>
    </message>
    <message>
        <source>{car} drifts at {at}&quot;</source>
        <translation>{car} driftet bei {at}&quot;</translation>
    </message>
    <message>
        <source>{car} drives a car; &apos;move&apos; moves it</source>
        <translation>{car} fährt ein Auto; &apos;move&apos; bewegt es</translation>
    </message>
    <message>
        <source>{car} drops from {system} at {at}&quot;</source>
        <translation>{car} wirft bei {at}&quot; aus {system} ab</translation>
    </message>
    <message>
        <source>{car} drops {kind} ({template})</source>
        <translation>{car} wirft {kind} ab ({template})</translation>
    </message>
    <message>
        <source>{car} ends its move</source>
        <translation>{car} beendet seine Bewegung</translation>
    </message>
    <message>
        <source>{car} ends the move</source>
        <translation>{car} beendet den Zug</translation>
    </message>
    <message>
        <source>{car} faces backwards above its reverse top speed ({reverse} mph): it must slow, below {mph} mph (line 14)</source>
        <translation>{car} steht rückwärts über der Höchstgeschwindigkeit rückwärts ({reverse} mph): Es muss langsamer werden, unter {mph} mph (Zeile 14)</translation>
    </message>
    <message>
        <source>{car} finishes in place {position}</source>
        <translation>{car} kommt auf Platz {position} ins Ziel</translation>
    </message>
    <message>
        <source>{car} fires at {target}</source>
        <translation>{car} feuert auf {target}</translation>
    </message>
    <message>
        <source>{car} fires {weapons} ({arc}) at {target}, range {range}&quot;</source>
        <translation>{car} feuert {weapons} ({arc}) auf {target}, Entfernung {range}&quot;</translation>
    </message>
    <message>
        <source>{car} flies {distance}&quot;</source>
        <translation>{car} fliegt {distance}&quot;</translation>
    </message>
    <message>
        <source>{car} goes out mostly by {how} ({percent}% of the duels).</source>
        <translation>{car} scheidet meist durch {how} aus ({percent} % der Duelle).</translation>
    </message>
    <message numerus="yes">
        <source>{car} has %n lap(s)</source>
        <translation>
            <numerusform>{car} hat %n Runde</numerusform>
            <numerusform>{car} hat %n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>{car} has already attacked this turn</source>
        <translation>{car} hat in diesem Zug schon angegriffen</translation>
    </message>
    <message>
        <source>{car} has already plotted {speed}&quot;</source>
        <translation>{car} hat schon {speed}&quot; geplant</translation>
    </message>
    <message>
        <source>{car} has moved in this phase already</source>
        <translation>{car} ist in dieser Phase schon gefahren</translation>
    </message>
    <message>
        <source>{car} has no Lady Navigator aboard</source>
        <translation>{car} hat keine Lady Navigator an Bord</translation>
    </message>
    <message>
        <source>{car} has no car that can move</source>
        <translation>{car} hat kein Auto, das fahren kann</translation>
    </message>
    <message>
        <source>{car} has no dropped weapon system {system}</source>
        <translation>{car} hat kein Abwurfsystem {system}</translation>
    </message>
    <message>
        <source>{car} has no nitro charge left for that</source>
        <translation>{car} hat dafür keine Nitro-Ladung mehr</translation>
    </message>
    <message>
        <source>{car} has no points of movement left this turn</source>
        <translation>{car} hat in diesem Zug keine Bewegungspunkte mehr</translation>
    </message>
    <message>
        <source>{car} has no weapon {index}</source>
        <translation>{car} hat keine Waffe {index}</translation>
    </message>
    <message>
        <source>{car} has no working {seats}</source>
        <translation>{car} hat keinen funktionierenden Platz: {seats}</translation>
    </message>
    <message>
        <source>{car} has no {marker} dispenser</source>
        <translation>{car} hat keinen Spender für {marker}</translation>
    </message>
    <message>
        <source>{car} has not run over a Shield yet</source>
        <translation>{car} ist noch über keinen Schild gefahren</translation>
    </message>
    <message>
        <source>{car} has not run over a Sword yet</source>
        <translation>{car} ist noch über kein Schwert gefahren</translation>
    </message>
    <message>
        <source>{car} has plotted</source>
        <translation>{car} hat geplant</translation>
    </message>
    <message>
        <source>{car} has started its move</source>
        <translation>{car} hat seine Bewegung begonnen</translation>
    </message>
    <message>
        <source>{car} has turned on the point already this turn</source>
        <translation>{car} hat in diesem Zug schon auf der Stelle gewendet</translation>
    </message>
    <message>
        <source>{car} has walked {points} points this turn (line 83)</source>
        <translation>{car} ist in diesem Zug schon {points} Punkte gegangen (Zeile 83)</translation>
    </message>
    <message>
        <source>{car} has {points} points of movement left (line 7: a car moves the points its speed gives)</source>
        <translation>{car} hat noch {points} Bewegungspunkte (Zeile 7: ein Auto fährt die Punkte, die seine Geschwindigkeit gibt)</translation>
    </message>
    <message>
        <source>{car} has {status} steering: it may plot {faces} o&apos;clock, not {clock}</source>
        <translation>{car} hat eine Lenkung im Zustand {status}: es darf {faces} Uhr planen, nicht {clock}</translation>
    </message>
    <message>
        <source>{car} has {tyres} tyres gone and cannot move</source>
        <translation>{car} hat {tyres} Reifen verloren und kann nicht fahren</translation>
    </message>
    <message>
        <source>{car} hits {thing}</source>
        <translation>{car} prallt gegen {thing}</translation>
    </message>
    <message>
        <source>{car} hits {thing} square on</source>
        <translation>{car} prallt rechtwinklig gegen {thing}</translation>
    </message>
    <message>
        <source>{car} is DESTROYED ({why})</source>
        <translation>{car} ist ZERSTÖRT ({why})</translation>
    </message>
    <message>
        <source>{car} is a Wreck</source>
        <translation>{car} ist ein Wrack</translation>
    </message>
    <message>
        <source>{car} is a pedestrian</source>
        <translation>{car} ist ein Fußgänger</translation>
    </message>
    <message>
        <source>{car} is a pedestrian: no turning or speed restrictions, {points} points a turn (lines 80-83)</source>
        <translation>{car} ist ein Fußgänger: keine Einschränkungen bei Wenden oder Geschwindigkeit, {points} Punkte pro Zug (Zeilen 80-83)</translation>
    </message>
    <message>
        <source>{car} is a pedestrian: only driver_hits can hit them</source>
        <translation>{car} ist ein Fußgänger: nur driver_hits können ihn treffen</translation>
    </message>
    <message>
        <source>{car} is already destroyed</source>
        <translation>{car} ist schon zerstört</translation>
    </message>
    <message>
        <source>{car} is already in the air</source>
        <translation>{car} ist schon in der Luft</translation>
    </message>
    <message>
        <source>{car} is going backwards at {speed}: it must come to 0 before moving the other way (line 29)</source>
        <translation>{car} fährt rückwärts mit {speed}: Es muss auf 0 kommen, bevor es in die andere Richtung fährt (Zeile 29)</translation>
    </message>
    <message>
        <source>{car} is going forwards at {speed}: it must come to 0 before moving the other way (line 29)</source>
        <translation>{car} fährt vorwärts mit {speed}: Es muss auf 0 kommen, bevor es in die andere Richtung fährt (Zeile 29)</translation>
    </message>
    <message>
        <source>{car} is in a car already</source>
        <translation>{car} sitzt schon in einem Auto</translation>
    </message>
    <message>
        <source>{car} is in the air and ignores dropped weapon counters</source>
        <translation>{car} ist in der Luft und ignoriert Abwurfmarker</translation>
    </message>
    <message>
        <source>{car} is in the air and ignores terrain</source>
        <translation>{car} ist in der Luft und ignoriert das Gelände</translation>
    </message>
    <message>
        <source>{car} is in the air at the start of its move: it may plot {faces} o&apos;clock, not {clock}</source>
        <translation>{car} ist zu Beginn seiner Bewegung in der Luft: es darf {faces} Uhr planen, nicht {clock}</translation>
    </message>
    <message>
        <source>{car} is in the air at {at}&quot; and cannot turn</source>
        <translation>{car} ist bei {at}&quot; in der Luft und kann keine Kurve fahren</translation>
    </message>
    <message>
        <source>{car} is left by its occupants</source>
        <translation>{car} wird von den Insassen verlassen</translation>
    </message>
    <message>
        <source>{car} is not coming down from last turn&apos;s jump</source>
        <translation>{car} landet nicht von einem Sprung im letzten Zug</translation>
    </message>
    <message>
        <source>{car} is not in a spinout</source>
        <translation>{car} ist in keinem Dreher</translation>
    </message>
    <message>
        <source>{car} is not in control ({control}): it cannot lose control again</source>
        <translation>{car} ist nicht unter Kontrolle ({control}): Es kann die Kontrolle nicht noch einmal verlieren</translation>
    </message>
    <message>
        <source>{car} is not in control ({control}): the crash sets its speed</source>
        <translation>{car} ist nicht unter Kontrolle ({control}): Der Crash bestimmt seine Geschwindigkeit</translation>
    </message>
    <message>
        <source>{car} is not moving (0 mph)</source>
        <translation>{car} bewegt sich nicht (0 mph)</translation>
    </message>
    <message>
        <source>{car} is not moving now</source>
        <translation>{car} ist jetzt nicht am Zug</translation>
    </message>
    <message>
        <source>{car} is not moving now ({mover} moves next)</source>
        <translation>{car} ist jetzt nicht am Zug ({mover} ist als Nächstes dran)</translation>
    </message>
    <message>
        <source>{car} is not rolling ({control}): its occupants jump out of a rolling car (line 15)</source>
        <translation>{car} überschlägt sich nicht ({control}): Die Insassen springen aus einem sich überschlagenden Auto ab (Zeile 15)</translation>
    </message>
    <message>
        <source>{car} is out ({why})</source>
        <translation>{car} ist raus ({why})</translation>
    </message>
    <message>
        <source>{car} is out of the game</source>
        <translation>{car} ist aus dem Spiel</translation>
    </message>
    <message>
        <source>{car} is out of the game ({why})</source>
        <translation>{car} ist aus dem Spiel ({why})</translation>
    </message>
    <message>
        <source>{car} is the last to move and cannot defer</source>
        <translation>{car} bewegt sich als Letztes und kann nicht aufschieben</translation>
    </message>
    <message>
        <source>{car} is wrecked: it is out of play</source>
        <translation>{car} ist ein Wrack: Es ist aus dem Spiel</translation>
    </message>
    <message>
        <source>{car} jumps at {at}&quot;</source>
        <translation>{car} springt bei {at}&quot;</translation>
    </message>
    <message>
        <source>{car} lands</source>
        <translation>{car} landet</translation>
    </message>
    <message>
        <source>{car} lands ({damage})</source>
        <translation>{car} landet ({damage})</translation>
    </message>
    <message>
        <source>{car} lays {marker}</source>
        <translation>{car} legt {marker}</translation>
    </message>
    <message>
        <source>{car} leaves the table</source>
        <translation>{car} verlässt den Tisch</translation>
    </message>
    <message>
        <source>{car} loses control (Crash Table {table}, {modifier})</source>
        <translation>{car} verliert die Kontrolle (Crash-Tabelle {table}, {modifier})</translation>
    </message>
    <message>
        <source>{car} loses its {weapon} in {percent}% of the duels.</source>
        <translation>{car} verliert {weapon} in {percent} % der Duelle.</translation>
    </message>
    <message>
        <source>{car} lost control and misses this turn</source>
        <translation>{car} hat die Kontrolle verloren und setzt diesen Zug aus</translation>
    </message>
    <message>
        <source>{car} lost control last turn and misses this one</source>
        <translation>{car} hat im letzten Zug die Kontrolle verloren und setzt diesen aus</translation>
    </message>
    <message>
        <source>{car} may make {turns} turns this move</source>
        <translation>{car} darf in dieser Bewegung {turns} Kurven fahren</translation>
    </message>
    <message>
        <source>{car} may plot {low}&quot;-{high}&quot; this turn, not {speed}&quot;</source>
        <translation>{car} darf in diesem Zug {low}&quot;-{high}&quot; planen, nicht {speed}&quot;</translation>
    </message>
    <message>
        <source>{car} moves</source>
        <translation>{car} fährt</translation>
    </message>
    <message>
        <source>{car} moves cornering {angle}° left</source>
        <translation>{car} fährt eine {angle}°-Kurve links</translation>
    </message>
    <message>
        <source>{car} moves cornering {angle}° right</source>
        <translation>{car} fährt eine {angle}°-Kurve rechts</translation>
    </message>
    <message>
        <source>{car} moves cornering {angle}° {side}</source>
        <translation>{car} fährt eine {angle}°-Kurve {side}</translation>
    </message>
    <message>
        <source>{car} moves straight ahead</source>
        <translation>{car} fährt geradeaus</translation>
    </message>
    <message>
        <source>{car} moves {move}&quot; this turn; {at}&quot; is not on its move</source>
        <translation>{car} bewegt sich in diesem Zug {move}&quot;; {at}&quot; liegt nicht auf seiner Bewegung</translation>
    </message>
    <message>
        <source>{car} next phase</source>
        <translation>{car} nächste Phase</translation>
    </message>
    <message>
        <source>{car} over {kind} {template}</source>
        <translation>{car} über {kind} {template}</translation>
    </message>
    <message>
        <source>{car} picks up a {token}</source>
        <translation>{car} nimmt eine Marke auf: {token}</translation>
    </message>
    <message>
        <source>{car} plots {speed}&quot;</source>
        <translation>{car} plant {speed}&quot;</translation>
    </message>
    <message>
        <source>{car} plots {speed}&quot; in reverse</source>
        <translation>{car} plant {speed}&quot; rückwärts</translation>
    </message>
    <message numerus="yes">
        <source>{car} plots {speed}&quot; in reverse with %n nitro charge(s)</source>
        <translation>
            <numerusform>{car} plant {speed}&quot; rückwärts mit %n Nitro-Ladung</numerusform>
            <numerusform>{car} plant {speed}&quot; rückwärts mit %n Nitro-Ladungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{car} plots {speed}&quot; with %n nitro charge(s)</source>
        <translation>
            <numerusform>{car} plant {speed}&quot; mit %n Nitro-Ladung</numerusform>
            <numerusform>{car} plant {speed}&quot; mit %n Nitro-Ladungen</numerusform>
        </translation>
    </message>
    <message>
        <source>{car} puts {other} out first in {percent}% of the duels ({other_way}% the other way).</source>
        <translation>{car} schaltet {other} in {percent} % der Duelle zuerst aus ({other_way} % umgekehrt).</translation>
    </message>
    <message>
        <source>{car} rams {target} ({how}, RV{rv}, {dice} rolled {rolls}): {target_damage} to {target}, {rammer_damage} to {car}</source>
        <translation>{car} rammt {target} ({how}, RV{rv}, {dice}: {rolls} gewürfelt): {target_damage} für {target}, {rammer_damage} für {car}</translation>
    </message>
    <message>
        <source>{car} rerolls ({used}): {first} becomes {second}</source>
        <translation>{car} würfelt neu ({used}): aus {first} wird {second}</translation>
    </message>
    <message>
        <source>{car} runs over {pedestrian}, who is killed</source>
        <translation>{car} überfährt {pedestrian}, der stirbt</translation>
    </message>
    <message>
        <source>{car} sets its speed</source>
        <translation>{car} setzt die Geschwindigkeit</translation>
    </message>
    <message>
        <source>{car} skids ({why}, SD {sd}): drifts {drift}, {tyre_damage} damage per tyre</source>
        <translation>{car} schleudert ({why}, SD {sd}): driftet {drift}, {tyre_damage} Schaden je Reifen</translation>
    </message>
    <message>
        <source>{car} skids ({why}, SD {sd}, rolled {roll}): drifts {drift}, {tyre_damage} damage per tyre</source>
        <translation>{car} schleudert ({why}, SD {sd}, {roll} gewürfelt): driftet {drift}, {tyre_damage} Schaden je Reifen</translation>
    </message>
    <message>
        <source>{car} skids: dice {dice}, overturns</source>
        <translation>{car} schleudert: Würfel {dice}, überschlägt sich</translation>
    </message>
    <message>
        <source>{car} skids: dice {dice}, {distance}&quot;</source>
        <translation>{car} schleudert: Würfel {dice}, {distance}&quot;</translation>
    </message>
    <message>
        <source>{car} stops at the table&apos;s edge ({at})</source>
        <translation>{car} hält am Tischrand ({at})</translation>
    </message>
    <message>
        <source>{car} takes {hit_points} damage ({left} left)</source>
        <translation>{car} erleidet {hit_points} Schaden (noch {left})</translation>
    </message>
    <message>
        <source>{car} the players stop</source>
        <translation>{car} die Spieler hören auf</translation>
    </message>
    <message>
        <source>{car} to move (turns, attacks, then Moved)</source>
        <translation>{car} ist am Zug (Kurven, Angriffe, dann Bewegung fertig)</translation>
    </message>
    <message>
        <source>{car} tries to recover</source>
        <translation>{car} versucht abzufangen</translation>
    </message>
    <message>
        <source>{car} turned at {at}&quot;, where this jump would have it in the air</source>
        <translation>{car} ist bei {at}&quot; abgebogen, wo es mit diesem Sprung in der Luft wäre</translation>
    </message>
    <message>
        <source>{car} turns at the start, midway ({midway}&quot;) or end ({end}&quot;) of its move, not at {at}&quot;</source>
        <translation>{car} biegt am Anfang, in der Mitte ({midway}&quot;) oder am Ende ({end}&quot;) seiner Bewegung ab, nicht bei {at}&quot;</translation>
    </message>
    <message>
        <source>{car} turns at {at}&quot;</source>
        <translation>{car} biegt bei {at}&quot; ab</translation>
    </message>
    <message>
        <source>{car} turns on the point to face {facing}</source>
        <translation>{car} dreht auf der Stelle nach {facing}</translation>
    </message>
    <message numerus="yes">
        <source>{car} uses {used} Capacity but a {weight} vehicle has only {limit}: remove %n point(s).</source>
        <translation>
            <numerusform>{car} belegt {used} Kapazität, aber ein Fahrzeug der Klasse {weight} hat nur {limit}: %n Punkt entfernen.</numerusform>
            <numerusform>{car} belegt {used} Kapazität, aber ein Fahrzeug der Klasse {weight} hat nur {limit}: %n Punkte entfernen.</numerusform>
        </translation>
    </message>
    <message>
        <source>{car} walks {direction}</source>
        <translation>{car} geht nach {direction}</translation>
    </message>
    <message>
        <source>{car} {action}</source>
        <translation>{car} {action}</translation>
    </message>
    <message>
        <source>{car} {change}</source>
        <translation>{car} {change}</translation>
    </message>
    <message>
        <source>{car} {speed}&quot; +{nitro}&quot; nitro</source>
        <translation>{car} {speed}&quot; +{nitro}&quot; Nitro</translation>
    </message>
    <message>
        <source>{car} {speed}&quot; in reverse</source>
        <translation>{car} {speed}&quot; rückwärts</translation>
    </message>
    <message>
        <source>{car} {speed}&quot; in reverse +{nitro}&quot; nitro</source>
        <translation>{car} {speed}&quot; rückwärts +{nitro}&quot; Nitro</translation>
    </message>
    <message>
        <source>{car}&apos;s driver is KILLED ({why})</source>
        <translation>Der Fahrer von {car} ist TOT ({why})</translation>
    </message>
    <message>
        <source>{car}&apos;s driver is dead</source>
        <translation>Der Fahrer von {car} ist tot</translation>
    </message>
    <message>
        <source>{car}&apos;s driver is killed</source>
        <translation>Der Fahrer von {car} ist tot</translation>
    </message>
    <message>
        <source>{car}&apos;s driver is killed (by {by})</source>
        <translation>Der Fahrer von {car} ist tot (durch {by})</translation>
    </message>
    <message>
        <source>{car}&apos;s driver leaves the car</source>
        <translation>Der Fahrer von {car} verlässt das Auto</translation>
    </message>
    <message>
        <source>{car}&apos;s fire rolls {face}: goes out</source>
        <translation>Das Feuer von {car} würfelt {face}: erlischt</translation>
    </message>
    <message>
        <source>{car}&apos;s fire rolls {face}: {hit_points} damage</source>
        <translation>Das Feuer von {car} würfelt {face}: {hit_points} Schaden</translation>
    </message>
    <message>
        <source>{car}&apos;s move</source>
        <translation>Zug von {car}</translation>
    </message>
    <message numerus="yes">
        <source>{car}&apos;s move (%n points left)</source>
        <translation>
            <numerusform>Zug von {car} (noch %n Punkt)</numerusform>
            <numerusform>Zug von {car} (noch %n Punkte)</numerusform>
        </translation>
    </message>
    <message>
        <source>{car}&apos;s navigator ejects</source>
        <translation>Die Navigatorin von {car} steigt aus</translation>
    </message>
    <message>
        <source>{car}&apos;s navigator is killed</source>
        <translation>Die Navigatorin von {car} ist tot</translation>
    </message>
    <message>
        <source>{car}&apos;s {system} dropper has no drops left</source>
        <translation>{system} von {car} hat keine Abwürfe mehr</translation>
    </message>
    <message>
        <source>{car}&apos;s {system} dropper is destroyed</source>
        <translation>{system} von {car} ist zerstört</translation>
    </message>
    <message>
        <source>{car}: its occupants have jumped out already</source>
        <translation>{car}: Die Insassen sind schon abgesprungen</translation>
    </message>
    <message>
        <source>{car}: its {weapon} does {percent}% of its damage ({hit_points} hit points a duel).</source>
        <translation>{car}: {weapon} macht {percent} % seines Schadens ({hit_points} Trefferpunkte je Duell).</translation>
    </message>
    <message>
        <source>{car}: no weapon bears into the {arc} arc at {range}&quot;.</source>
        <translation>{car}: Bei {range}&quot; zielt keine Waffe in den Sektor {arc}.</translation>
    </message>
    <message>
        <source>{car}: roll a d{sides} for {purpose}</source>
        <translation>{car}: einen W{sides} würfeln für {purpose}</translation>
    </message>
    <message>
        <source>{car}: the driver is dead</source>
        <translation>{car}: Der Fahrer ist tot</translation>
    </message>
    <message>
        <source>{car}: the driver is dead already</source>
        <translation>{car}: Der Fahrer ist schon tot</translation>
    </message>
    <message>
        <source>{car}: the {marker} dispenser is empty</source>
        <translation>{car}: Der Spender für {marker} ist leer</translation>
    </message>
    <message>
        <source>{car}: {component} {status}</source>
        <translation>{car}: {component} {status}</translation>
    </message>
    <message>
        <source>{car}: {decision}</source>
        <translation>{car}: {decision}</translation>
    </message>
    <message>
        <source>{cls} gun</source>
        <translation>Geschütz ({cls})</translation>
    </message>
    <message>
        <source>{component} {status}</source>
        <translation>{component} {status}</translation>
    </message>
    <message>
        <source>{corner}° on {surface} with Auto-Steer: safe at {safe}; at {speed} </source>
        <translation>{corner}° auf {surface} mit Auto-Steer: sicher bis {safe}; bei {speed} </translation>
    </message>
    <message>
        <source>{corner}° on {surface}: safe at {safe}; at {speed} </source>
        <translation>{corner}° auf {surface}: sicher bis {safe}; bei {speed} </translation>
    </message>
    <message>
        <source>{crew} · {team}</source>
        <translation>{crew} · {team}</translation>
    </message>
    <message>
        <source>{crew}, navigator {navigator} ({status})</source>
        <translation>{crew}, Navigatorin {navigator} ({status})</translation>
    </message>
    <message>
        <source>{defence} fires at {target}, range {range}&quot;</source>
        <translation>{defence} feuert auf {target}, Entfernung {range}&quot;</translation>
    </message>
    <message>
        <source>{defence} has already fired this turn</source>
        <translation>{defence} hat in diesem Zug schon gefeuert</translation>
    </message>
    <message>
        <source>{defence} has been silenced</source>
        <translation>{defence} ist ausgeschaltet</translation>
    </message>
    <message>
        <source>{defence} has no hit points in this scenario and cannot be knocked out</source>
        <translation>{defence} hat in diesem Szenario keine Trefferpunkte und kann nicht ausgeschaltet werden</translation>
    </message>
    <message>
        <source>{dice} dice; hits {chance}. Damage {spread}</source>
        <translation>{dice} Würfel; trifft {chance}. Schaden {spread}</translation>
    </message>
    <message>
        <source>{dice}d to each side it rolls onto; on the bottom {dice}d to each tyre (to the bottom once no tyres are left). It slows {mph} mph a turn.</source>
        <translation>{dice}W auf jede Seite, auf die es rollt; auf der Unterseite {dice}W auf jeden Reifen (auf die Unterseite, wenn keine Reifen mehr da sind). Es wird {mph} mph pro Zug langsamer.</translation>
    </message>
    <message>
        <source>{driver} ({status})</source>
        <translation>{driver} ({status})</translation>
    </message>
    <message>
        <source>{driver} may spend a reroll ({left} left) on the {face}: {purpose}</source>
        <translation>{driver} darf einen Neuwurf (noch {left}) auf die {face} einsetzen: {purpose}</translation>
    </message>
    <message>
        <source>{face} o&apos;clock</source>
        <translation>{face} Uhr</translation>
    </message>
    <message>
        <source>{field}: must be 0 to {top} mph ({car}&apos;s top speed) in steps of {step}, not {speed}</source>
        <translation>{field}: muss 0 bis {top} mph sein (Höchstgeschwindigkeit von {car}) in Schritten von {step}, nicht {speed}</translation>
    </message>
    <message>
        <source>{field}: only with what &apos;{wanted}&apos;, not &apos;{what}&apos;</source>
        <translation>{field}: nur bei what &apos;{wanted}&apos;, nicht &apos;{what}&apos;</translation>
    </message>
    <message>
        <source>{first} / {rest}</source>
        <translation>{first} / {rest}</translation>
    </message>
    <message>
        <source>{first} and {next}</source>
        <translation>{first} und {next}</translation>
    </message>
    <message>
        <source>{first} {then}</source>
        <translation>{first} {then}</translation>
    </message>
    <message>
        <source>{first} · {rest}</source>
        <translation>{first} · {rest}</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <translation>{first}, {next}</translation>
    </message>
    <message>
        <source>{first}, {rest}</source>
        <translation>{first}, {rest}</translation>
    </message>
    <message>
        <source>{first}; {rest}</source>
        <translation>{first}; {rest}</translation>
    </message>
    <message>
        <source>{high} or less</source>
        <translation>{high} oder weniger</translation>
    </message>
    <message>
        <source>{items} are both fitted: only the better (+{best}) counts in a collision.</source>
        <translation>{items} sind beide eingebaut: Bei einer Kollision zählt nur das bessere (+{best}).</translation>
    </message>
    <message>
        <source>{item} (Rear)</source>
        <translation>{item} (Heck)</translation>
    </message>
    <message>
        <source>{item} is fitted twice; a car has it or not.</source>
        <translation>{item} ist zweimal eingebaut; ein Auto hat es oder nicht.</translation>
    </message>
    <message>
        <source>{item} is fitted {times} times; only one counts in play.</source>
        <translation>{item} ist {times}-mal eingebaut; im Spiel zählt nur eines.</translation>
    </message>
    <message>
        <source>{item} ready</source>
        <translation>{item} bereit</translation>
    </message>
    <message>
        <source>{item} used</source>
        <translation>{item} verbraucht</translation>
    </message>
    <message>
        <source>{list} and {last}</source>
        <translation>{list} und {last}</translation>
    </message>
    <message>
        <source>{list}, {last}</source>
        <translation>{list}, {last}</translation>
    </message>
    <message>
        <source>{list}; {last}</source>
        <translation>{list}; {last}</translation>
    </message>
    <message>
        <source>{low} or more</source>
        <translation>{low} oder mehr</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>{low} bis {high}</translation>
    </message>
    <message>
        <source>{marker} {left}</source>
        <translation>{marker} {left}</translation>
    </message>
    <message>
        <source>{mover} is moving, not {car} (line 13: one player moves at a time)</source>
        <translation>{mover} ist am Zug, nicht {car} (Zeile 13: ein Spieler nach dem anderen)</translation>
    </message>
    <message>
        <source>{mover} is moving: only a car fired at by {mover} may fire, back at {mover} (line 9)</source>
        <translation>{mover} ist am Zug: Nur ein Auto, auf das {mover} gefeuert hat, darf feuern, zurück auf {mover} (Zeile 9)</translation>
    </message>
    <message>
        <source>{mph} mph</source>
        <translation>{mph} mph</translation>
    </message>
    <message>
        <source>{navigator} (crew)</source>
        <translation>{navigator} (Besatzung)</translation>
    </message>
    <message>
        <source>{purpose}: a d{sides}</source>
        <translation>{purpose}: ein W{sides}</translation>
    </message>
    <message>
        <source>{purpose}: a d{sides}, die {die} of {total}</source>
        <translation>{purpose}: ein W{sides}, Würfel {die} von {total}</translation>
    </message>
    <message>
        <source>{range}&quot; is out of range for a {weapon_class} weapon (longest range {longest}&quot;)</source>
        <translation>{range}&quot; liegt außer Reichweite (größte Reichweite {longest}&quot;)</translation>
    </message>
    <message>
        <source>{result} ({penalty})</source>
        <translation>{result} ({penalty})</translation>
    </message>
    <message>
        <source>{result}: {then}</source>
        <translation>{result}: {then}</translation>
    </message>
    <message>
        <source>{side} {points}</source>
        <translation>{side} {points}</translation>
    </message>
    <message>
        <source>{side} {taken} (armour {armour})</source>
        <translation>{side} {taken} (Panzerung {armour})</translation>
    </message>
    <message>
        <source>{source} line {line}</source>
        <translation>{source} Zeile {line}</translation>
    </message>
    <message numerus="yes">
        <source>{taken}; %n point(s) reach the interior (the {side} armour, {armour}, is gone) with nobody inside: they jumped out</source>
        <translation>
            <numerusform>{taken}; %n Punkt erreicht den Innenraum (die Panzerung {side}, {armour}, ist hinüber), und niemand ist drin: Die Insassen sind abgesprungen</numerusform>
            <numerusform>{taken}; %n Punkte erreichen den Innenraum (die Panzerung {side}, {armour}, ist hinüber), und niemand ist drin: Die Insassen sind abgesprungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{taken}; %n point(s) reach the interior (the {side} armour, {armour}, is gone) with the occupants inside</source>
        <translation>
            <numerusform>{taken}; %n Punkt erreicht den Innenraum (die Panzerung {side}, {armour}, ist hinüber), mit den Insassen darin</numerusform>
            <numerusform>{taken}; %n Punkte erreichen den Innenraum (die Panzerung {side}, {armour}, ist hinüber), mit den Insassen darin</numerusform>
        </translation>
    </message>
    <message>
        <source>{target} at {range}&quot; is out of range of a {cls} weapon</source>
        <translation>{target} ist bei {range}&quot; außer Reichweite einer Waffe der Klasse {cls}</translation>
    </message>
    <message>
        <source>{target} at {range}&quot; is out of range of a {cls} weapon ({most}&quot;)</source>
        <translation>{target} ist bei {range}&quot; außer Reichweite einer Waffe der Klasse {cls} ({most}&quot;)</translation>
    </message>
    <message>
        <source>{title} {turn}: {words}</source>
        <translation>{title} {turn}: {words}</translation>
    </message>
    <message>
        <source>{to_hit} to hit</source>
        <translation>{to_hit} auf Treffer</translation>
    </message>
    <message>
        <source>{turn}: {what}</source>
        <translation>{turn}: {what}</translation>
    </message>
    <message>
        <source>{turret}: +{cost} for {weapon}</source>
        <translation>{turret}: +{cost} für {weapon}</translation>
    </message>
    <message>
        <source>{tyre} tyre</source>
        <translation>Reifen {tyre}</translation>
    </message>
    <message>
        <source>{tyre} {hits}/{most}</source>
        <translation>{tyre} {hits}/{most}</translation>
    </message>
    <message>
        <source>{tyre} {points}</source>
        <translation>{tyre} {points}</translation>
    </message>
    <message>
        <source>{tyre} {taken}/{points}</source>
        <translation>{tyre} {taken}/{points}</translation>
    </message>
    <message>
        <source>{weapons} is mounted in the turret, but this car is marked as having no turret.</source>
        <translation>{weapons} sitzt im Drehturm, aber dieses Auto ist als Auto ohne Drehturm markiert.</translation>
    </message>
    <message>
        <source>{weapon} (flamethrower + Flame Tank, {face})</source>
        <translation>{weapon} (Flammenwerfer + Flammentank, {face})</translation>
    </message>
    <message>
        <source>{weapon} ({cls}, {mount})</source>
        <translation>{weapon} ({cls}, {mount})</translation>
    </message>
    <message>
        <source>{weapon} ({weapon_class}): cannot be fitted, no cost</source>
        <translation>{weapon} ({weapon_class}): nicht einbaubar, keine Kosten</translation>
    </message>
    <message>
        <source>{weapon} ({weapon_class}, {face})</source>
        <translation>{weapon} ({weapon_class}, {face})</translation>
    </message>
    <message>
        <source>{weapon} cannot fire into the {arc} arc</source>
        <translation>{weapon} kann nicht in den Sektor {arc} feuern</translation>
    </message>
    <message>
        <source>{weapon} cannot fire into the {arc} rear 60 degrees</source>
        <translation>{weapon} kann nicht in die hinteren 60 Grad von {arc} feuern</translation>
    </message>
    <message>
        <source>{weapon} is a heavy gun: heavy guns cannot be fitted to vehicles, only to fixed defences.</source>
        <translation>{weapon} ist ein schweres Geschütz: Schwere Geschütze passen nicht in Fahrzeuge, nur in feste Verteidigungen.</translation>
    </message>
    <message>
        <source>{weapon} is destroyed</source>
        <translation>{weapon} ist zerstört</translation>
    </message>
    <message>
        <source>{weapon} is not in the turret, so it must fire from one face: choose Front, Rear, Left or Right.</source>
        <translation>{weapon} sitzt nicht im Drehturm und muss daher von einer Seite feuern: Front, Heck, Links oder Rechts wählen.</translation>
    </message>
    <message>
        <source>{weapon} to hit, die {die}</source>
        <translation>Treffer mit {weapon}, Würfel {die}</translation>
    </message>
    <message>
        <source>{weapon}: {problem}</source>
        <translation>{weapon}: {problem}</translation>
    </message>
    <message>
        <source>{what} detonates on {faces}</source>
        <translation>{what} detoniert bei {faces}</translation>
    </message>
    <message>
        <source>{what} ignored on {faces}</source>
        <translation>{what} wird bei {faces} ignoriert</translation>
    </message>
    <message>
        <source>{what} lost on {faces}</source>
        <translation>{what} verloren bei {faces}</translation>
    </message>
    <message>
        <source>{what} waits for every speed to be decided (waiting for {cars})</source>
        <translation>{what} wartet, bis jede Geschwindigkeit gewählt ist (es fehlen {cars})</translation>
    </message>
    <message>
        <source>{what}, die {die} of {dice}</source>
        <translation>{what}, Würfel {die} von {dice}</translation>
    </message>
    <message>
        <source>{width} by {height} points, {starts} starting points.</source>
        <translation>{width} mal {height} Punkte, {starts} Startpunkte.</translation>
    </message>
    <message>
        <source>{width} by {height} points, {starts} starting points. {notes}</source>
        <translation>{width} mal {height} Punkte, {starts} Startpunkte. {notes}</translation>
    </message>
</context>
</TS>
