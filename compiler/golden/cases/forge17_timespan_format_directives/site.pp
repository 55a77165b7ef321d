# Timespan's own format directives (Puppet's TimespanFormatter, not Ruby's): %D %H %M %S %L %N with
# flags and widths, negative spans, spans parsed from several formats, and String() of a Timespan.
$spans = [Timespan(93784.5), Timespan(-3661.25), Timespan(0), Timespan({ days => 400, nanoseconds => 7 })]
$fmts = ['%D-%H:%M:%S.%L', '%H:%M:%S', '%M minutes', '%S.%N', '%-D/%-H/%-M/%-S', '%_H|%05M|%3N|%6N|%L', '%%D %D', '%D days', '%H h total']
$spans.each |$s| {
  $fmts.each |$f| { notice("${f} => [${s.strftime($f)}]") }
  notice(String($s))
}
notice(Timespan('1:30', '%H:%M'))
notice(Timespan('90', '%M'))
notice(Timespan('-2-12', '%D-%H'))
notice(Timespan('1.5', '%S.%L'))
notice(Timespan('10:00:00.000', ['%D', '%H:%M:%S.%L']))
notice(Timespan({ string => '3', format => '%D' }))
notice(Timespan({ negative => true, minutes => 5 }))
