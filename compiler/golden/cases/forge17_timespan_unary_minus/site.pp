# Unary minus of a Timespan (a grace period subtracted as a negative span).
$d = Timespan({ hours => 1, minutes => 15 })
notice(-$d)
notice(Timestamp('2024-01-01T00:00:00 UTC') + -$d)
notice(-Timespan(0.5))
