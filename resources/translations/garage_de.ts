<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>BattleCarEditor</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
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
        <source>no skid</source>
        <translation>kein Schleudern</translation>
    </message>
    <message>
        <source>RV{rv}: {dice} on the d8, {low}-{high} damage. Head on both take it all (up to {head}); side or rear, the target all, the rammer half (up to {half}).</source>
        <translation>RV{rv}: {dice} auf dem W8, {low}-{high} Schaden. Frontal nehmen beide alles (bis {head}); seitlich oder von hinten das Ziel alles, der Rammende die Hälfte (bis {half}).</translation>
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
        <translation>&amp;Name</translation>
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
        <translation>&amp;Karosserie</translation>
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
        <translation>Höchst&amp;geschwindigkeit</translation>
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
        <translation>Reifen &amp;halten</translation>
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
    <name>Dialogs</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
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
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Save the changes to {garage} before closing it?</source>
        <translation>Die Änderungen an {garage} speichern, bevor sie geschlossen wird?</translation>
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
    <name>MainWindow</name>
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
</TS>
