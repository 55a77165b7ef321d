# A strftime format ending in a flag without its directive ('%-') is refused ("invalid format: %-").
$t = Timestamp('2024-03-05T07:08:09 UTC')
notice($t.strftime('%-d'))
notice($t.strftime('day %-'))
