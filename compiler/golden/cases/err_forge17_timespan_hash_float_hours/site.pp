# Timespan's hash form takes Integers only: { hours => 1.5 } matches no signature of new_timespan
# (the whole list of rejected signatures is Puppet's message).
notice(Timespan({ hours => 1 }))
notice(Timespan({ hours => 1.5 }))
