# How Puppet writes a regexp: with delimiters it is Ruby's Regexp#inspect, which escapes a slash of
# the source (/a\/b/, also for Regexp('a/b')) and writes control characters as \xNN; a pattern with
# a non-ASCII character has Ruby options (fixed encoding), so Puppet writes "/#{re.to_s}/":
# /(?-mix:é)/, and String(re) is "(?-imx:é)". Seen in stdlib validate_legacy's notice for
# Pattern[/^\/.+/] (keystone::ldap_backend).
notice(/^\/.+/)
notice(Pattern[/^\/.+/, /a\/b/])
notice(String(/x\/y/))
$r = /^\/.+/
notice("${r}")
notice(Regexp('a/b'))
notice(Regexp('a\/b'))
notice(Pattern['a/b'])
notice(type(/a\/b/))
notice(Regexp("a\tb/\u0001"))
notice(String(/a\/b/, '%p'))
notice(sprintf('%s|%p', /a\/b/, /c\/d/))
notice([/a\/b/, 'x'])
notice({ 'k' => /a\/b/ })
notice(String(/é\/x/))
notice(Pattern[/é/])
notice(Regexp['é'])
notice(String(/é/, '%#s'))
notice(to_yaml([/a\/b/]))
notify { 'r': message => [/a\/b/, /é/] }
