<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>BattleCarsBoard</name>
    <message numerus="yes">
        <source>{car}, %n point(s) left - {x},{y}: {point}</source>
        <translation>
            <numerusform>{car}, %n point left - {x},{y}: {point}</numerusform>
            <numerusform>{car}, %n points left - {x},{y}: {point}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CampaignWindow</name>
    <message numerus="yes">
        <source>Delete the campaign {campaign} and its %n game(s)?</source>
        <translation>
            <numerusform>Delete the campaign {campaign} and its %n game?</numerusform>
            <numerusform>Delete the campaign {campaign} and its %n games?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n driver(s)</source>
        <translation>
            <numerusform>%n driver</numerusform>
            <numerusform>%n drivers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>alive, %n reroll(s) for the next game</source>
        <translation>
            <numerusform>alive, %n reroll for the next game</numerusform>
            <numerusform>alive, %n rerolls for the next game</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CrashResolverDialog</name>
    <message numerus="yes">
        <source>{body} (%n tyre(s))</source>
        <translation>
            <numerusform>{body} (%n tyre)</numerusform>
            <numerusform>{body} (%n tyres)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GarageTableModel</name>
    <message numerus="yes">
        <source>%n problem</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problem</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problems</source>
        <translation>
            <numerusform>%n problems</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportExport</name>
    <message numerus="yes">
        <source>Added %n example car of {rule_set}: {names} (Save keeps them)</source>
        <translation>
            <numerusform>Added %n example car of {rule_set}: {names} (Save keeps them)</numerusform>
            <numerusform>Added %n example car of {rule_set}: {names} (Save keeps them)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n example cars of {rule_set}: {names} (Save keeps them)</source>
        <translation>
            <numerusform>Added %n example cars of {rule_set}: {names} (Save keeps them)</numerusform>
            <numerusform>Added %n example cars of {rule_set}: {names} (Save keeps them)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n car to {folder}</source>
        <translation>
            <numerusform>Exported %n car to {folder}</numerusform>
            <numerusform>Exported %n car to {folder}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n cars to {folder}</source>
        <translation>
            <numerusform>Exported %n cars to {folder}</numerusform>
            <numerusform>Exported %n cars to {folder}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InviteDialog</name>
    <message numerus="yes">
        <source>%n page(s) open</source>
        <translation>
            <numerusform>%n page open</numerusform>
            <numerusform>%n pages open</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LogPane</name>
    <message numerus="yes">
        <source>Go back %n action(s) to here</source>
        <translation>
            <numerusform>Go back %n action to here</numerusform>
            <numerusform>Go back %n actions to here</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %n undone action(s) again to here</source>
        <translation>
            <numerusform>Play %n undone action again to here</numerusform>
            <numerusform>Play %n undone actions again to here</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MapEditor</name>
    <message numerus="yes">
        <source>%n starting point(s)</source>
        <translation>
            <numerusform>%n starting point</numerusform>
            <numerusform>%n starting points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n building(s)</source>
        <translation>
            <numerusform>%n building</numerusform>
            <numerusform>%n buildings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tree(s)</source>
        <translation>
            <numerusform>%n tree</numerusform>
            <numerusform>%n trees</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{tool} on %n point(s)</source>
        <translation>
            <numerusform>{tool} on %n point</numerusform>
            <numerusform>{tool} on %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MatchupPanel</name>
    <message numerus="yes">
        <source>%n duels with a kill</source>
        <translation>
            <numerusform>%n duels with a kill</numerusform>
            <numerusform>%n duels with a kill</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n duel with a kill</source>
        <translation>
            <numerusform>%n duel with a kill</numerusform>
            <numerusform>%n duel with a kill</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PostGameForm</name>
    <message numerus="yes">
        <source>{driver} ({car}): dies with %n reroll(s)</source>
        <translation>
            <numerusform>{driver} ({car}): dies with %n reroll</numerusform>
            <numerusform>{driver} ({car}): dies with %n rerolls</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportPanel</name>
    <message numerus="yes">
        <source>Legal, %n warning</source>
        <translation>
            <numerusform>Legal, %n warning</numerusform>
            <numerusform>Legal, %n warning</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Legal, %n warnings</source>
        <translation>
            <numerusform>Legal, %n warnings</numerusform>
            <numerusform>Legal, %n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Illegal: %n error</source>
        <translation>
            <numerusform>Illegal: %n error</numerusform>
            <numerusform>Illegal: %n error</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Illegal: %n errors</source>
        <translation>
            <numerusform>Illegal: %n errors</numerusform>
            <numerusform>Illegal: %n errors</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RerollsChart</name>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more driver(s)</source>
        <translation>
            <numerusform>and %n more driver</numerusform>
            <numerusform>and %n more drivers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message numerus="yes">
        <source>{file}: {game}, %n car(s) ({cars}); {where}</source>
        <translation>
            <numerusform>{file}: {game}, %n car ({cars}); {where}</numerusform>
            <numerusform>{file}: {game}, %n cars ({cars}); {where}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SheetMenu</name>
    <message numerus="yes">
        <source>Wrote %n record sheet to {path}</source>
        <translation>
            <numerusform>Wrote %n record sheet to {path}</numerusform>
            <numerusform>Wrote %n record sheet to {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n record sheets to {path}</source>
        <translation>
            <numerusform>Wrote %n record sheets to {path}</numerusform>
            <numerusform>Wrote %n record sheets to {path}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SheetPreview</name>
    <message numerus="yes">
        <source>Sent %n page to {printer}</source>
        <translation>
            <numerusform>Sent %n page to {printer}</numerusform>
            <numerusform>Sent %n page to {printer}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sent %n pages to {printer}</source>
        <translation>
            <numerusform>Sent %n pages to {printer}</numerusform>
            <numerusform>Sent %n pages to {printer}</numerusform>
        </translation>
    </message>
</context>
</TS>
