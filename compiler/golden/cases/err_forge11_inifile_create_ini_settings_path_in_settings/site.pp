# inifile::create_ini_settings given the path among the settings (not in the defaults): every top-level key is a
# section, so 'path' => String fails its Hash check; the message is built with _() and the Ruby 3.1 shorthand { section: }.
inifile::create_ini_settings({ 'path' => '/etc/other.ini', 'x' => { 'y' => 'z' } })
