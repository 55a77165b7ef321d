# Timestamp#strftime is Ruby's Time#strftime: every directive and flag a log rotation or backup
# naming module might use (padding flags - _ 0 ^ #, widths, %N precisions, %z colons, %s, %+).
$t = Timestamp('2024-03-05T07:08:09.012345678 UTC')
$fmts = [
  '%Y %C %y %m %B %b %h %d %e %j', '%H %k %I %l %P %p %M %S %L %N', '%3N %6N %9N %12N %010N',
  '%z %:z %::z %Z', '%A %a %u %w', '%G %g %V %U %W', '%s %Q', '%n%t%%', '%c', '%D %F %T %R %r %x %X',
  '%-d %-m %-H %-I %-y', '%_d %_m %_H %05d %_5m', '%^B %^a %#b %#p %^p', '%10A|%-10A|%^10a',
  '%v', '%+', '%E', '%Oy %EC', '%:', '%%Y', 'literal only', '%5%', '%-5N',
]
$fmts.each |$f| { notice("${f} => [${t.strftime($f)}]") }
notice($t.strftime('%H:%M %z', '-03:30'))
notice(Timestamp('1969-12-31T23:59:59.5 UTC').strftime('%s %N %Y'))
