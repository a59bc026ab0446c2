<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
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
        <translation>Neue Gara&amp;ge...</translation>
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
        <translation>&amp;Ansicht</translation>
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
    <name>NoEditor</name>
    <message>
        <source>Garage has no editor for {rule_set} cars: export the car, edit its file and import it again.</source>
        <translation>Garage hat keinen Editor für Autos von {rule_set}: Exportieren Sie das Auto, bearbeiten Sie seine Datei und importieren Sie es wieder.</translation>
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
</TS>
