# Unit names made from paths and free text by module Ruby (each_byte.with_index, format('\\x%02x'),
# a binary regexp with a POSIX class, squeeze/chomp, gsub with a block and Regexp.last_match,
# force_encoding/scrub), as systemd modules do for mount and instance units.
$inputs = ['/var/lib/my data', 'foo-bar/baz', '.hidden', 'ünïcode@host', '/', '//a//b/', 'a:b_c.d', 'tab	x']
$inputs.each |$i| {
  $e = sysx::escape($i)
  $p = sysx::escape($i, true)
  notice("${i} => ${e} | ${p} | ${sysx::unescape($e)} | ${sysx::unescape($p, true)}")
}
file { "/etc/systemd/system/${sysx::escape('/srv/www', true)}.mount": ensure => file }
