# Puppet's Timestamp#strftime takes only what DateTime._strptime('%z') reads as a zone: a region
# name such as Europe/Berlin is refused (modules then fall back to offsets).
$t = Timestamp('2024-02-28T23:30:00.000 UTC')
notice($t.strftime('%H:%M', '+02:00'))
notice($t.strftime('%Y-%m-%d %H:%M:%S %z', 'Europe/Berlin'))
