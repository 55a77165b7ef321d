# wikimedia's wmflib 3.x functions as its manifests use them: apply_format (String#% per item), to_milliseconds
# (named captures of =~ creating locals, Float()), hash_select_re (negative lookahead), safe_filename (prepend),
# validate_array_re. Run mode server, as Punch compiles. Values written for this case.
notice(apply_format('http://%s:8080', ['a.example.org', 'b.example.org']), apply_format('%05d', 42), apply_format('%-4s|', ['x', 'yy']))
notice(to_milliseconds('1s'), to_milliseconds('1 second'), to_milliseconds('250ms'), to_milliseconds('2.5 min'), to_milliseconds('3 hours'), to_milliseconds('10 us'), to_milliseconds('1e2 ns'), to_milliseconds('1 week'), to_milliseconds('2 months'))
$in = { 'abc' => 1, 'def' => 2, 'asdf' => 3 }
notice(hash_select_re('^a', $in), hash_select_re('^(?!a)', $in), hash_select_re('f$', $in))
notice(safe_filename('Config::File'), safe_filename('config::file', '.cfg!'), safe_filename('6', 'apache-site.conf'), safe_filename(10, 'x'))
validate_array_re([8123, 8124, 8125], '^\d{4}$')
validate_array_re(['eqiad', 'codfw'], '^(eqiad|codfw|esams)$')
