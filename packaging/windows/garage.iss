; Inno Setup 6 script: the Windows installer of the garage\ folder PyInstaller builds
; (packaging/garage.spec). Built by `python packaging/build.py installer`, which passes:
;   /DAppVersion=0.1.0 /DSource=dist\garage /DAssets=build\assets /DOutputDir=dist
; It installs for the current user or, when run as administrator, for everyone (HKA below is
; HKCU or HKLM accordingly), adds Garage to the Start menu, registers the vehicle file type and
; uninstalls all of it. Windows takes a file's type from its last extension, so *.car.json
; files are .json files there: Garage registers as one of the programs for .json ("Open with",
; with its own icon and verb) and does not take .json's default from another program.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef Source
  #define Source "..\..\dist\garage"
#endif
#ifndef Assets
  #define Assets "..\..\build\assets"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif
#define ProgId "Garage.Vehicle"

[Setup]
AppId={{6F1C2A7E-2B7D-4C55-9E0B-7A3D1E0C9B42}
AppName=Garage
AppVersion={#AppVersion}
AppVerName=Garage {#AppVersion}
AppPublisher=The Garage developers
AppPublisherURL=https://github.com/garage/garage
AppSupportURL=https://github.com/garage/garage/issues
DefaultDirName={autopf}\Garage
DefaultGroupName=Garage
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
ChangesAssociations=yes
LicenseFile={#Source}\LICENSE
SetupIconFile={#Assets}\garage.ico
UninstallDisplayIcon={app}\garage.exe
UninstallDisplayName=Garage
OutputDir={#OutputDir}
OutputBaseFilename=garage-{#AppVersion}-setup
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#Source}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Garage"; Filename: "{app}\garage.exe"; Comment: "Design cars, print record sheets, run campaigns and referee Axles and Alloys II games"
Name: "{autodesktop}\Garage"; Filename: "{app}\garage.exe"; Tasks: desktopicon

[Registry]
; The vehicle file type: its name, icon and Open verb (garage.exe offers the file for import).
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "Axles and Alloys II vehicle design"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\garage.exe,0"
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\garage.exe"" ""%1"""
; Garage among the programs that open .json files.
Root: HKA; Subkey: "Software\Classes\.json\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\Applications\garage.exe"; ValueType: string; ValueName: "FriendlyAppName"; ValueData: "Garage"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\garage.exe\SupportedTypes"; ValueType: string; ValueName: ".json"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\garage.exe\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\garage.exe"" ""%1"""

[Run]
Filename: "{app}\garage.exe"; Description: "{cm:LaunchProgram,Garage}"; Flags: nowait postinstall skipifsilent
